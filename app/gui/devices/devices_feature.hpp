#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class DevicesPane;

// The Devices tab: every OpenCL device with its properties; it shows the setup's device, and a
// device chosen here becomes the setup's (Session::requestSetup).
class DevicesFeature : public Feature {
    Q_OBJECT

public:
    explicit DevicesFeature(const FeatureContext& context);

    DevicesPane* pane() const { return pane_; }
    QWidget* view() const override;
    void engineReady() override;

private:
    DevicesPane* pane_ = nullptr;
};

} // namespace studio
