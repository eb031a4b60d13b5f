#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class WorkGroupPane;

// The Work-groups tab: the NDRange of the followed run (the last selected, else the latest) on
// its device, or of the setup's device before any run; the ids captured on the device.
class WorkGroupFeature : public Feature {
    Q_OBJECT

public:
    explicit WorkGroupFeature(const FeatureContext& context);

    WorkGroupPane* pane() const { return pane_; }
    QWidget* view() const override;
    void applyStartupOptions() override;
    void startupWork(StartupWork& work, int phase) override;
    void engineReady() override;

private:
    void followRun();

    WorkGroupPane* pane_ = nullptr;
};

} // namespace studio
