#pragma once
#include <vector>

#include "gui/shell/feature.hpp"
#include "ndr/run_result.hpp"

class QTimer;

namespace studio {

class TimelinePane;

// The Timeline tab: the commands of the selected runs (the last few, stacked), else of the
// latest run; comparing the three buffer modes and the queue modes of the setup's request.
class TimelineFeature : public Feature {
    Q_OBJECT

public:
    explicit TimelineFeature(const FeatureContext& context);

    TimelinePane* pane() const { return pane_; }
    QWidget* view() const override;
    void startupWork(StartupWork& work, int phase) override;
    bool exportChart(const QString& suffix) override;
    void flush() override;

private:
    void schedule();
    void update();

    TimelinePane* pane_ = nullptr;
    QTimer* timer_ = nullptr;
};

} // namespace studio
