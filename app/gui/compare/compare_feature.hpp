#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class ComparePane;

// The Compare tab: two sets of runs compared run by run, as ndrange-bench compare does.
// --compare-a and --compare-b fill in its two sets at start; with --view compare the start
// compares them before a screenshot. A History selection arrives through the session
// (Session::compareRequested) as a set of the run history, "history:id=3,5,9".
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
    void takeHistorySet(const QString& historySet, bool sideB);

    ComparePane* pane_ = nullptr;
};

} // namespace studio
