#include "gui/devices/devices_feature.hpp"

#include "gui/devices/devices_pane.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

DevicesFeature::DevicesFeature(const FeatureContext& context) : Feature(context), pane_(new DevicesPane)
{
    connect(session(), &Session::setupDeviceChanged, pane_, &DevicesPane::selectDevice);
    connect(pane_, &DevicesPane::deviceSelected, this,
            [this](const QString& id) { session()->requestSetup(QString(), id); });
}

QWidget* DevicesFeature::view() const { return pane_; }

void DevicesFeature::engineReady()
{
    const auto& devices = worker()->devices();
    pane_->setDevices(devices, worker()->initError());
    if (devices.empty())
        log(pane_->emptyStateText());
}

} // namespace studio
