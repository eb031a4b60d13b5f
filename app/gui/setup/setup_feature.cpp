#include "gui/setup/setup_feature.hpp"

#include <QAction>
#include <QApplication>
#include <QStyle>

#include "gui/setup/compare_builds_dialog.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "gui/setup/target_ci_text.hpp"
#include "gui/shell/shell.hpp"
#include "gui/shell/startup_options.hpp"
#include "models/results_model.hpp"
#include "session/inspection_store.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

SetupFeature::SetupFeature(const FeatureContext& context) : Feature(context)
{
    pane_ = new SetupPane(jobs()->oclgrindCheck());
    createActions();
    pane_->setRunActions(run_, sweep_, cancel_);
    connectSession();
    updateActions();
}

QWidget* SetupFeature::view() const { return pane_; }

void SetupFeature::createActions()
{
    QStyle* s = QApplication::style();
    openKernel_ = new QAction(s->standardIcon(QStyle::SP_FileIcon), QString(), this);
    openKernel_->setObjectName(QStringLiteral("openKernelAction"));
    connect(openKernel_, &QAction::triggered, pane_, &SetupPane::openKernelFile);
    run_ = new QAction(s->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    run_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    connect(run_, &QAction::triggered, this, [this] { startRun(); });
    sweep_ = new QAction(s->standardIcon(QStyle::SP_MediaSeekForward), QString(), this);
    sweep_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(sweep_, &QAction::triggered, this, &SetupFeature::openSweepDialog);
    cancel_ = new QAction(s->standardIcon(QStyle::SP_MediaStop), QString(), this);
    cancel_->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(cancel_, &QAction::triggered, this, &SetupFeature::cancelJob);
}

std::vector<ActionPlace> SetupFeature::actions() const
{
    using Menu = ActionPlace::Menu;
    return {{openKernel_, Menu::File, 100, -1},
            {run_, Menu::Run, 100, 100},
            {sweep_, Menu::Run, 110, 110},
            {cancel_, Menu::Run, 190, 190}};
}

void SetupFeature::connectSession()
{
    // The session asks the pane for the request as it is now; the views that follow the setup's
    // device hear of it at once, not after validation.
    pane_->setInspections(InspectionStore::of(session()));
    session()->setSetupSource(pane_, [pane = pane_] { return pane->request(); });
    connect(pane_, &SetupPane::deviceChanged, session(), &Session::setSetupDevice);
    connect(pane_, &SetupPane::validationRequested, this, [this](const ndr::RunRequest& request) {
        session()->setSetup(request);
        if (jobs()->isReady())
            pane_->setPendingValidation(worker()->validate(request));
    });
    connect(worker(), &EngineWorker::validated, pane_, &SetupPane::setValidation);
    // The source being edited is built as a draft on the worker: the setup's device and N, the
    // variant's automatic local size, so only the source can fail it.
    connect(pane_->editor(), &KernelEditor::buildRequested, this, [this](const QString& draft) {
        if (!jobs()->isReady())
            return;
        ndr::RunRequest request = pane_->request();
        request.variant = draft.toStdString();
        request.local = ndr::LocalSize::automatic();
        pane_->editor()->setPendingBuild(worker()->build(request));
    });
    connect(worker(), &EngineWorker::built, pane_->editor(), &KernelEditor::setBuildResult);
    connect(pane_->editor(), &KernelEditor::compareRequested, this, [this] { openCompareBuilds(); });
    connect(pane_, &SetupPane::message, this, [this](const QString& text) {
        log(text);
        setStatus(text);
    });
    connect(pane_, &SetupPane::canRunChanged, this, &SetupFeature::updateActions);
    connect(worker(), &EngineWorker::busyChanged, this, &SetupFeature::updateActions);
    connect(session(), &Session::runAdded, pane_, &SetupPane::showLastResult);
    // A run with a target interval says in the log whether it reached it or which budget ran out.
    connect(session(), &Session::runAdded, this, [this](const ndr::RunResult& run) {
        if (const QString text = targetOutcomeText(run); !text.isEmpty())
            log(text);
    });
    connect(session(), &Session::setupRequested, this, [this](const QString& variant, const QString& deviceId) {
        if (!deviceId.isEmpty())
            pane_->setDeviceId(deviceId);
        if (!variant.isEmpty()) {
            pane_->setVariant(variant);
            pane_->refreshGemmParams();
        }
    });
    // A run of the history reopened as its kernel.
    connect(session(), &Session::kernelRequested, pane_, &SetupPane::addUserKernel);
    // A new best in the tuning cache (or a cleared cache) changes what the next run compiles with.
    connect(session(), &Session::tunedParamsChanged, pane_, &SetupPane::refreshGemmParams);
}

void SetupFeature::updateActions()
{
    const bool devices = jobs()->hasDevices();
    run_->setEnabled(devices && pane_->canRun());
    sweep_->setEnabled(devices);
    cancel_->setEnabled(jobs()->isBusy());
}

void SetupFeature::engineReady()
{
    const auto& devices = worker()->devices();
    pane_->setDevices(devices);
    const QString id = !options().device.isEmpty() ? options().device : pendingDeviceId_;
    if (!pane_->setDeviceId(id)) {
        if (!options().device.isEmpty())
            log(tr("Device %1 does not exist; using the default device.").arg(options().device));
        pane_->setDeviceId(jobs()->defaultDeviceId());
    }
    session()->setSetupDevice(pane_->deviceId());
    // An edit restored or typed before the engine was up is built now.
    if (pane_->editor()->buildState() == KernelEditor::BuildState::Building)
        pane_->editor()->buildNow();
    if (!startupNotice_.isEmpty())
        setStatus(std::exchange(startupNotice_, QString())); // logged already; the status bar keeps it
    updateActions();
}

quint64 SetupFeature::startRun()
{
    if (jobs()->hasDevices() && !pane_->canRun()) {
        setStatus(tr("Cannot run: %1").arg(pane_->validationMessage()));
        return 0;
    }
    return jobs()->startRun(pane_->request());
}

quint64 SetupFeature::startSweep(const ndr::SweepRequest& request) { return jobs()->startSweep(request); }

void SetupFeature::cancelJob()
{
    if (jobs()->cancel())
        setStatus(tr("Cancelling after the current repetition…"));
}

void SetupFeature::openSweepDialog()
{
    SweepDialog dialog(shell()->dialogParent());
    dialog.setSelectedVariants(sweepVariants_.isEmpty() ? QStringList{pane_->variant()}
                                                        : sweepVariants_.split(QLatin1Char(',')));
    dialog.setSizesText(sweepSizes_);
    dialog.setLocalsText(sweepLocals_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    sweepVariants_ = dialog.selectedVariants().join(QLatin1Char(','));
    sweepSizes_ = dialog.sizesText();
    sweepLocals_ = dialog.localsText();
    startSweep(dialog.request(pane_->request()));
}

void SetupFeature::retranslate()
{
    openKernel_->setText(tr("&Open kernel file…"));
    openKernel_->setToolTip(tr("Load a matmul kernel of your own from a .cl file and select it"));
    run_->setText(tr("&Run"));
    run_->setToolTip(tr("Run the current setup on the worker thread (Ctrl+R)"));
    sweep_->setText(tr("&Sweep…"));
    sweep_->setToolTip(tr("Run variants × sizes × local sizes"));
    cancel_->setText(tr("&Cancel"));
    cancel_->setToolTip(tr("Stop after the current repetition; finished runs are kept (Esc)"));
    if (compareDialog_)
        compareDialog_->retranslate();
}

} // namespace studio
