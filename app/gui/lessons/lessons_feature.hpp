#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class LessonsPane;

// The Lessons tab: every lesson's claim, measured on the setup's device or read from the run
// history.
class LessonsFeature : public Feature {
    Q_OBJECT

public:
    explicit LessonsFeature(const FeatureContext& context);

    LessonsPane* pane() const { return pane_; }
    QWidget* view() const override;
    void startupWork(StartupWork& work, int phase) override;

private:
    LessonsPane* pane_ = nullptr;
};

} // namespace studio
