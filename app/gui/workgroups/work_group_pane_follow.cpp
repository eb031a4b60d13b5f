// What the Work-groups view shows: the device it resolves parameters for and captures on, and
// a finished run (the session's latest or selected one).
#include <QComboBox>
#include <algorithm>

#include "session/engine_worker.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace studio {

const ndr::DeviceInfo* WorkGroupPane::device() const
{
    if (!worker_ || !worker_->isReady() || worker_->devices().empty())
        return nullptr;
    const auto& devs = worker_->devices();
    for (const ndr::DeviceInfo& d : devs)
        if (QString::fromStdString(d.id()) == deviceId_)
            return &d;
    // The device the engine would pick by default: first GPU, else the first device.
    auto it = std::find_if(devs.begin(), devs.end(), [](const ndr::DeviceInfo& d) { return d.isGpu; });
    return it != devs.end() ? &*it : &devs.front();
}

std::size_t WorkGroupPane::estimatedSubGroupSize() const
{
    if (const auto* d = device(); d && d->preferredWorkGroupSizeMultiple)
        return d->preferredWorkGroupSizeMultiple;
    return 32;
}

void WorkGroupPane::setDeviceId(const QString& id)
{
    if (id == deviceId_)
        return;
    deviceId_ = id;
    apply(); // the device's limits and parameters decide the NDRange; its ids are captured anew
}

QString WorkGroupPane::deviceId() const
{
    const ndr::DeviceInfo* d = device();
    return d ? QString::fromStdString(d->id()) : QString();
}

QString WorkGroupPane::variant() const { return variant_->currentData().toString(); }

bool WorkGroupPane::showRun(const ndr::RunResult& run)
{
    const QString name = QString::fromStdString(run.variant);
    const ndr::Variant* v = ndr::findVariant(run.variant);
    if (!v || run.workload != "matmul" || variant_->findData(name) < 0)
        return false;
    deviceId_ = QString::fromStdString(run.deviceId);
    // A tunable variant's local size follows from the parameters the run compiled.
    const QString local =
        v->tunable || run.local.toString() == "n/a" ? QString() : QString::fromStdString(run.local.toString());
    const bool ok = setVariant(name, int(run.n), local, v->tunable ? QString::fromStdString(run.params) : QString());
    if (ok && gemm_ && run.paramsSource != ndr::GemmParamsSource::None) {
        gemmSource_ = QString::fromStdString(ndr::toString(run.paramsSource));
        if (!run.paramsNote.empty())
            gemmSource_ += QStringLiteral(": ") + QString::fromStdString(run.paramsNote);
        updateStatus();
    }
    return ok;
}

} // namespace studio
