#include "gui/shell/main_window.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

#include "gui/charts/charts_pane.hpp"
#include "gui/common/paged_view.hpp"
#include "gui/devices/devices_pane.hpp"
#include "gui/peaks/peaks_panel.hpp"
#include "gui/results/results_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/shell/language_manager.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "gui/tuning/tuning_pane.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "models/results_model.hpp"

namespace studio {

namespace {

// Charts follow the table at most every 250 ms; the chart pane coalesces again per page.
constexpr int kChartsDelayMs = 250;
constexpr int kSkippedLogLimit = 8;

QString durationText(double seconds)
{
    if (seconds < 10)
        return MainWindow::tr("%1 s").arg(seconds, 0, 'f', 1);
    if (seconds < 60)
        return MainWindow::tr("%1 s").arg(qRound(seconds));
    const int s = qRound(seconds);
    return MainWindow::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
}

} // namespace

MainWindow::MainWindow(const StartupOptions& options, LanguageManager* language, QWidget* parent)
    : QMainWindow(parent), options_(options), language_(language)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ndrange-studio.svg")));
    worker_ = new EngineWorker(this);
    results_ = new ResultsModel(this);

    createTabs();
    timeline_->setRequestProvider([this] { return setup_->request(); });
    setCentralWidget(tabs_);

    createActions();
    createMenus();
    createDocksAndStatus();
    setup_->setRunActions(runAction_, sweepAction_, cancelAction_);
    setupPeaks();
    setupTuning();
    setupSelection();
    setupImport();

    chartsTimer_ = new QTimer(this);
    chartsTimer_->setSingleShot(true);
    chartsTimer_->setInterval(kChartsDelayMs);
    connect(chartsTimer_, &QTimer::timeout, this, &MainWindow::updateCharts);

    connect(worker_, &EngineWorker::ready, this, &MainWindow::onEngineReady);
    connect(worker_, &EngineWorker::resultReady, this, &MainWindow::onResult);
    connect(worker_, &EngineWorker::runSkipped, this, [this](quint64 job, const ndr::SkippedRun& s) {
        skipped_.push_back(s);
        // A sweep over every variant can skip hundreds of combinations; the first few explain
        // the pattern, the heat map shows the rest.
        if (job != skippedJob_) {
            skippedJob_ = job;
            skippedLogged_ = 0;
        }
        if (skippedLogged_++ < kSkippedLogLimit)
            log(tr("Skipped %1 at N = %2, local %3: %4")
                    .arg(QString::fromStdString(s.variant))
                    .arg(s.n)
                    .arg(QString::fromStdString(s.local.toString()), QString::fromStdString(s.reason)));
        scheduleCharts();
    });
    connect(worker_, &EngineWorker::progress, this, &MainWindow::onProgress);
    connect(worker_, &EngineWorker::jobFinished, this, &MainWindow::onJobFinished);
    connect(worker_, &EngineWorker::busyChanged, this, &MainWindow::updateActions);
    connect(worker_, &EngineWorker::validated, setup_, &SetupPane::setValidation);
    connect(setup_, &SetupPane::validationRequested, this, [this](const ndr::RunRequest& request) {
        if (worker_->isReady())
            setup_->setPendingValidation(worker_->validate(request));
    });
    connect(setup_, &SetupPane::canRunChanged, this, &MainWindow::updateActions);
    connect(setup_, &SetupPane::deviceChanged, devices_, &DevicesPane::selectDevice);
    connect(devices_, &DevicesPane::deviceSelected, setup_, [this](const QString& id) { setup_->setDeviceId(id); });
    connect(resultsPane_, &ResultsPane::selectionChanged, this, [this] {
        timeline_->releaseComparison(); // a deliberate selection replaces a comparison on show
        scheduleCharts();
    });
    connect(timeline_, &TimelinePane::message, this, [this](const QString& m) {
        log(m);
        setStatus(m);
    });
    connect(resultsPane_, &ResultsPane::clearRequested, this, [this] {
        results_->clear();
        skipped_.clear();
        updateCharts();
        updateActions();
    });
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::updateViewActions);

    resize(1280, 800);
    if (!options_.ignoreSettings)
        loadSettings();
    applyStartupOptions();
    retranslateUi();
    updateActions();
    setStatus(tr("Looking for OpenCL platforms…"));
    worker_->setFaultPlan(options_.faults);
    worker_->start();
}

MainWindow::~MainWindow() = default;

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!options_.ignoreSettings)
        saveSettings();
    worker_->cancel(); // the worker's destructor then only waits for the current repetition
    event->accept();
}

QString MainWindow::defaultDeviceId() const
{
    // The engine's rule for "no --device": the first GPU, else the first device.
    for (const ndr::DeviceInfo& d : worker_->devices())
        if (d.isGpu)
            return QString::fromStdString(d.id());
    return worker_->devices().empty() ? QString() : QString::fromStdString(worker_->devices().front().id());
}

void MainWindow::onEngineReady()
{
    const auto& devices = worker_->devices();
    devices_->setDevices(devices, worker_->initError());
    setup_->setDevices(devices);
    QString id = !options_.device.isEmpty() ? options_.device : pendingDeviceId_;
    if (!setup_->setDeviceId(id)) {
        if (!options_.device.isEmpty())
            log(tr("Device %1 does not exist; using the default device.").arg(options_.device));
        setup_->setDeviceId(defaultDeviceId());
    }
    devices_->selectDevice(setup_->deviceId());
    loadAllCachedPeaks();
    if (devices.empty()) {
        setStatus(tr("No OpenCL platform found — install pocl-opencl-icd or a GPU driver."));
        log(devices_->emptyStateText());
    } else {
        setStatus(tr("Ready: %n OpenCL device(s).", nullptr, int(devices.size())));
    }
    updateActions();
    emit engineReady();
    runStartupWork();
}

quint64 MainWindow::startRun()
{
    if (!worker_->isReady() || worker_->devices().empty()) {
        setStatus(tr("No OpenCL device to run on."));
        return 0;
    }
    if (!setup_->canRun()) {
        setStatus(tr("Cannot run: %1").arg(setup_->validationMessage()));
        return 0;
    }
    const ndr::RunRequest request = setup_->request();
    log(tr("Run %1 at N = %2, local %3")
            .arg(QString::fromStdString(request.variant))
            .arg(request.n)
            .arg(QString::fromStdString(request.local.toString())));
    return worker_->run(request);
}

quint64 MainWindow::startSweep(const ndr::SweepRequest& request)
{
    if (!worker_->isReady() || worker_->devices().empty()) {
        setStatus(tr("No OpenCL device to run on."));
        return 0;
    }
    log(tr("Sweep: %1 variant(s) × %2 size(s) × %3 local size(s)")
            .arg(request.variants.size())
            .arg(request.sizes.size())
            .arg(request.locals.empty() ? 1 : request.locals.size()));
    return worker_->sweep(request);
}

void MainWindow::cancelJob()
{
    if (!worker_->isBusy())
        return;
    worker_->cancel();
    setStatus(tr("Cancelling after the current repetition…"));
}

void MainWindow::onResult(quint64, const ndr::RunResult& result)
{
    results_->addResult(result);
    setup_->showLastResult(result);
    // A cancelled or skipped run is reported when its job finishes; a failure here.
    const ndr::RunStatus status = result.outcome();
    if (status == ndr::RunStatus::VerificationFailed || status == ndr::RunStatus::RuntimeError)
        log(tr("%1 at N = %2 failed: %3")
                .arg(QString::fromStdString(result.variant))
                .arg(result.n)
                .arg(result.error.empty() ? tr("not verified against the host reference")
                                          : QString::fromStdString(result.error)));
    scheduleCharts();
    updateActions();
}

void MainWindow::onProgress(double fraction, const QString& status, double etaSeconds)
{
    progress_->setValue(int(fraction * 1000));
    QString text = status;
    if (etaSeconds >= 0 && fraction < 1.0)
        text += QStringLiteral(" — ") + tr("about %1 left").arg(durationText(etaSeconds));
    status_->setText(text);
}

void MainWindow::onJobFinished(const JobOutcome& o)
{
    if (o.latest) {
        progress_->setValue(o.cancelled || o.failed ? 0 : 1000);
        QString text;
        if (o.cancelled)
            text = tr("Cancelled; %n finished run(s) kept.", nullptr, o.runs);
        else if (o.failed)
            text = tr("Failed: %1").arg(o.message);
        else if (o.kind == JobKind::Tune)
            text = tr("Tuning finished: %n candidate(s) in %1.", nullptr, o.runs).arg(durationText(o.seconds));
        else if (o.kind == JobKind::Peaks)
            text = tr("Peaks measured in %1.").arg(durationText(o.seconds));
        else if (o.kind == JobKind::Sweep)
            text = tr("Sweep finished: %1 run(s), %2 skipped, in %3.")
                       .arg(o.runs)
                       .arg(o.skipped)
                       .arg(durationText(o.seconds));
        else
            text = tr("Run finished in %1.").arg(durationText(o.seconds));
        setStatus(text);
        if (o.failed || o.cancelled)
            log(text);
        if (o.job == skippedJob_ && skippedLogged_ > kSkippedLogLimit)
            log(tr("%n more invalid combination(s) skipped; the heat map marks them all.", nullptr,
                   skippedLogged_ - kSkippedLogLimit));
    }
    if (o.job == startupJob_ && !startupDone_) {
        if (o.kind == JobKind::Peaks && (options_.run || options_.sweep)) {
            startupJob_ = 0; // peaks first, then the run or sweep that was asked for
            runStartupWork();
        } else {
            finishStartup();
        }
    }
    updateActions();
}

void MainWindow::updateActions()
{
    const bool devices = worker_->isReady() && !worker_->devices().empty();
    runAction_->setEnabled(devices && setup_->canRun());
    sweepAction_->setEnabled(devices);
    peaksAction_->setEnabled(devices);
    cancelAction_->setEnabled(worker_->isBusy());
    exportAction_->setEnabled(results_->rowCount() > 0);
    importAction_->setEnabled(!importJob_->isRunning());
    if (!worker_->isBusy() && progress_->value() == 1000)
        progress_->setValue(1000); // leave "100%" up until the next job starts
}

void MainWindow::scheduleCharts()
{
    if (!chartsTimer_->isActive())
        chartsTimer_->start();
}

void MainWindow::updateCharts()
{
    charts_->setRuns(resultsPane_->chartedRuns(), skipped_, resultsPane_->hasSelection());
    timeline_->showRuns(timelineRuns());
}

std::vector<ndr::RunResult> MainWindow::timelineRuns() const
{
    // The selected runs (the last few, stacked), else the latest run.
    constexpr std::size_t kMaxStacked = 6;
    std::vector<ndr::RunResult> runs = resultsPane_->chartedRuns();
    const std::size_t keep = resultsPane_->hasSelection() ? kMaxStacked : 1;
    if (runs.size() > keep)
        runs.erase(runs.begin(), runs.end() - std::ptrdiff_t(keep));
    return runs;
}

void MainWindow::flushCharts()
{
    chartsTimer_->stop();
    updateCharts();
    charts_->refreshNow();
}

void MainWindow::log(const QString& message)
{
    log_->appendPlainText(
        QStringLiteral("[%1] %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), message));
}

void MainWindow::setStatus(const QString& text) { status_->setText(text); }

QString MainWindow::statusText() const { return status_->text(); }

QString MainWindow::logText() const { return log_->toPlainText(); }

void MainWindow::chooseLanguage(const QString& code)
{
    if (!language_)
        return;
    if (!language_->setLanguage(code))
        log(tr("No translation for %1; staying in English.").arg(LanguageManager::nativeName(code)));
    // LanguageChange events retranslate every widget, this window included.
}

} // namespace studio
