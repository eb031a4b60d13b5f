#include "gui/workgroups/work_group_feature.hpp"

#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

WorkGroupFeature::WorkGroupFeature(const FeatureContext& context) : Feature(context), pane_(new WorkGroupPane(worker()))
{
    connect(session(), &Session::setupDeviceChanged, pane_, &WorkGroupPane::setDeviceId);
    connect(session(), &Session::selectionChanged, this, [this] {
        if (session()->hasSelection())
            followRun();
    });
    connect(worker(), &EngineWorker::jobFinished, this, [this](const JobOutcome& o) {
        if (o.latest && o.runs > 0 && (o.kind == JobKind::Run || o.kind == JobKind::Sweep))
            followRun();
    });
}

QWidget* WorkGroupFeature::view() const { return pane_; }

void WorkGroupFeature::followRun()
{
    if (const std::optional<ndr::RunResult> run = session()->followedRun())
        pane_->showRun(*run);
}

void WorkGroupFeature::engineReady() { pane_->setDeviceId(session()->setupDeviceId()); }

void WorkGroupFeature::applyStartupOptions()
{
    // The Work-groups view shows the custom NDRange (--global) or the variant asked for (its
    // NDRange and footprints) at --n.
    const StartupOptions& o = options();
    if (!o.viewGiven || o.view != View::WorkGroups)
        return;
    if (!o.global.isEmpty())
        pane_->setNDRange(o.global, o.local, o.pad);
    else if (!o.variant.isEmpty())
        pane_->setVariant(o.variant, o.n > 0 ? o.n : 16, o.local);
}

void WorkGroupFeature::startupWork(StartupWork& work, int phase)
{
    const StartupOptions& o = options();
    if (!o.viewGiven || o.view != View::WorkGroups)
        return;
    // After the device has decided how the view launches a ragged NDRange (padded or not), so
    // that a padding work-item can be selected.
    if (phase == StartupWork::First && o.select)
        pane_->selectItem(o.select->x(), o.select->y());
    else if (phase == StartupWork::Waits && work.idle() && pane_->captureInFlight())
        work.waitFor(pane_, &WorkGroupPane::captureFinished); // the ids captured on the device
}

} // namespace studio
