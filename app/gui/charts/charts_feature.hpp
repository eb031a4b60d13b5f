#pragma once
#include <vector>

#include "gui/shell/feature.hpp"

class QTimer;

namespace studio {

class ChartsPane;
struct ChartPage;

// The Charts tab: the session's charted runs (the selection, else every run), skipped
// combinations and every known device's peaks, on the chart pages the registry lists; updates
// coalesced to one every 250 ms while runs arrive.
class ChartsFeature : public Feature {
    Q_OBJECT

public:
    ChartsFeature(const FeatureContext& context, std::vector<const ChartPage*> pages);

    ChartsPane* pane() const { return pane_; }
    QWidget* view() const override;
    bool exportChart(const QString& suffix) override;
    void flush() override;

private:
    void schedule();
    void update();

    ChartsPane* pane_ = nullptr;
    QTimer* timer_ = nullptr;
};

} // namespace studio
