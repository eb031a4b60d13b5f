#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class ComparePane;

// The Compare tab: two sets of runs compared run by run, as ndrange-bench compare does.
// --compare-a and --compare-b fill in its two sets at start; with --view compare the start
// compares them before a screenshot.
class CompareFeature : public Feature {
    Q_OBJECT

public:
    explicit CompareFeature(const FeatureContext& context);

    ComparePane* pane() const { return pane_; }
    QWidget* view() const override;
    void applyStartupOptions() override;
    void startupWork(StartupWork& work, int phase) override;
    bool exportChart(const QString& suffix) override;

private:
    ComparePane* pane_ = nullptr;
};

} // namespace studio
