// MainWindow's part of the one selection every view follows: the Work-groups view shows the
// selected run (else the latest one) on its device, and the Tuning view starts from Run setup's
// device and variant.
#include <QTabWidget>

#include "gui/setup/setup_pane.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/tuning/tuning_pane.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace studio {

void MainWindow::setupSelection()
{
    connect(setup_, &SetupPane::deviceChanged, workGroups_, &WorkGroupPane::setDeviceId);
    connect(session_, &Session::selectionChanged, this, [this] {
        if (session_->hasSelection())
            followRun();
    });
    connect(worker(), &EngineWorker::jobFinished, this, [this](const JobOutcome& o) {
        if (o.latest && o.runs > 0 && (o.kind == JobKind::Run || o.kind == JobKind::Sweep))
            followRun();
    });
    connect(this, &MainWindow::engineReady, this, [this] {
        workGroups_->setDeviceId(setup_->deviceId());
        followSetupInTuning();
    });
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        if (tabs_->currentWidget() == tuningPane_)
            followSetupInTuning();
    });
}

void MainWindow::followRun()
{
    if (const std::optional<ndr::RunResult> run = session_->followedRun())
        workGroups_->showRun(*run);
}

void MainWindow::followSetupInTuning()
{
    if (tuningPane_->isTuning() || setup_->deviceId().isEmpty())
        return;
    tuningPane_->setDeviceId(setup_->deviceId());
    // Only a variant the setup changed to since the last time: a choice made in the Tuning
    // view itself stays until then, and --tune's variant stays for the session.
    if (!options_.tune.isEmpty())
        return;
    const QString variant = setup_->variant();
    const ndr::Variant* v = ndr::findVariant(variant.toStdString());
    if (v && v->tunable && variant != tuningFollowedVariant_) {
        tuningFollowedVariant_ = variant;
        tuningPane_->setVariant(variant);
    }
}

} // namespace studio
