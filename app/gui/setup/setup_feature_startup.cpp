// Run setup across sessions and from the command line: the remembered setup (a user kernel opened
// again), the options that set it up, and the startup's run, sweep and Oclgrind check.
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QSpinBox>

#include "gui/oclgrind/oclgrind_panel.hpp"
#include "gui/setup/setup_feature.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"
#include "session/settings_io.hpp"

namespace studio {

void SetupFeature::loadSettings(const StudioSettings& s)
{
    pendingDeviceId_ = s.device;
    // Unsaved edits of the last session come back first; the variant it ended on may be one of them.
    const QStringList restored = pane_->restoreAutosave();
    if (restored.contains(s.variant))
        pane_->setVariant(s.variant);
    else if (ndr::isUserVariantName(s.variant.toStdString()))
        reopenUserKernel(s);
    else if (!s.variant.isEmpty())
        pane_->setVariant(s.variant);
    if (s.n)
        pane_->setN(*s.n);
    if (s.local)
        pane_->setLocalText(*s.local);
    if (!s.buffers.isEmpty())
        pane_->setBufferMode(s.buffers);
    if (s.warmup)
        pane_->setWarmup(*s.warmup);
    if (s.reps)
        pane_->setReps(*s.reps);
    // The spin boxes clamp a stored budget to their limits; a target they refuse shows why.
    if (s.maxReps)
        pane_->setMaxReps(*s.maxReps);
    if (s.maxSeconds)
        pane_->setMaxSeconds(*s.maxSeconds);
    if (s.targetCi)
        pane_->setTargetCiText(*s.targetCi);
    if (!s.sweepVariants.isEmpty())
        sweepVariants_ = s.sweepVariants;
    if (!s.sweepSizes.isEmpty())
        sweepSizes_ = s.sweepSizes;
    if (!s.sweepLocals.isEmpty())
        sweepLocals_ = s.sweepLocals;
}

void SetupFeature::reopenUserKernel(const StudioSettings& s)
{
    // The last session ended on a kernel of the user's: open the file again (same entry point
    // and build options); if it is gone or no longer loads, the default variant stays selected
    // and the user is told why, once, in the log and the status bar.
    const QString selected = pane_->variant();
    QString why;
    if (s.userKernelPath.isEmpty())
        why = tr("The last session's variant %1 was a kernel file whose path was not saved; %2 is selected.")
                  .arg(s.variant, selected);
    else if (!QFileInfo(s.userKernelPath).isFile())
        why = tr("The kernel file %1 of the last session's variant %2 is not there any more; %3 is selected.")
                  .arg(s.userKernelPath, s.variant, selected);
    else if (QString error;
             !pane_->loadUserKernel(s.userKernelPath, s.userKernelEntry, s.userKernelBuildOptions, &error))
        why = tr("The kernel file %1 of the last session's variant %2 did not load (%3); %4 is selected.")
                  .arg(s.userKernelPath, s.variant, error, selected);
    if (why.isEmpty())
        return;
    startupNotice_ = why;
    log(startupNotice_);
    setStatus(startupNotice_);
}

void SetupFeature::saveSettings(StudioSettings& s) const
{
    const ndr::RunRequest r = pane_->request();
    s.device = pane_->deviceId();
    s.variant = pane_->variant();
    if (const ndr::UserKernel* user = ndr::findUserKernel(s.variant.toStdString()); user && !user->path.empty()) {
        s.userKernelPath = QFile::decodeName(QByteArray::fromStdString(user->path));
        s.userKernelEntry = QString::fromStdString(user->entry);
        s.userKernelBuildOptions = QString::fromStdString(user->buildOptions);
    }
    s.n = int(r.n);
    s.local = pane_->localText();
    s.buffers = QString::fromStdString(ndr::toString(r.buffers));
    s.warmup = r.warmup;
    s.reps = r.reps;
    s.targetCi = pane_->targetCiText();
    s.maxReps = pane_->maxRepsSpin()->value();
    s.maxSeconds = pane_->maxSecondsSpin()->value();
    s.sweepVariants = sweepVariants_;
    s.sweepSizes = sweepSizes_;
    s.sweepLocals = sweepLocals_;
}

void SetupFeature::applyStartupOptions()
{
    const StartupOptions& o = options();
    if (!o.variant.isEmpty())
        pane_->setVariant(o.variant);
    if (!o.kernelFile.isEmpty()) {
        QString error;
        if (!pane_->loadUserKernel(o.kernelFile, o.entry, QString(), &error))
            log(error);
    }
    if (o.n > 0)
        pane_->setN(o.n);
    if (!o.local.isEmpty())
        pane_->setLocalText(o.local);
    if (o.reps > 0)
        pane_->setReps(o.reps);
    if (!o.buffers.isEmpty())
        pane_->setBufferMode(o.buffers);
    if (!o.sizes.isEmpty())
        sweepSizes_ = o.sizes;
    if (!o.locals.isEmpty())
        sweepLocals_ = o.locals;
}

void SetupFeature::startupWork(StartupWork& work, int phase)
{
    const StartupOptions& o = options();
    if (phase == StartupWork::Jobs) {
        if (o.run && o.view != View::Lessons) // --view lessons --run measures the lessons instead
            work.setJob(startRun());
        if (o.sweep)
            work.setJob(startStartupSweep());
    } else if (phase == StartupWork::Waits && work.idle() && o.checkOclgrind &&
               pane_->oclgrindPanel()->start(pane_->request())) {
        work.waitFor(pane_->oclgrindPanel(), &OclgrindPanel::finished);
    } else if (phase == StartupWork::Waits && work.idle() && o.view == View::Setup && !o.kernelFile.isEmpty() &&
               pane_->validationState() == SetupPane::ValidationState::Pending) {
        // A kernel file shown as the start's view: its verdict (or its diagnostics) before a screenshot.
        work.waitFor(pane_, &SetupPane::validated);
    }
}

quint64 SetupFeature::startStartupSweep()
{
    SweepDialog dialog; // only its parsers and defaults; never shown here
    if (!options().variant.isEmpty()) {
        dialog.setSelectedVariants({options().variant});
    } else {
        // Every variant of the setup's workload: one size list means one thing.
        const ndr::Variant* chosen = ndr::findVariant(pane_->variant().toStdString());
        const ndr::Workload workload = chosen ? chosen->workload : ndr::Workload::MatMul;
        QStringList all;
        for (const ndr::Variant& v : ndr::catalogue())
            if (v.workload == workload)
                all.append(QString::fromStdString(v.name));
        dialog.setSelectedVariants(all);
    }
    dialog.setSizesText(sweepSizes_);
    dialog.setLocalsText(sweepLocals_);
    QString error;
    if (!SweepDialog::parseSizes(sweepSizes_, &error) || !SweepDialog::parseLocals(sweepLocals_, &error)) {
        log(tr("Sweep not started: %1").arg(error));
        return 0;
    }
    return startSweep(dialog.request(pane_->request()));
}

} // namespace studio
