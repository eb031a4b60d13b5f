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

} // namespace

MainWindow::MainWindow(const StartupOptions& options, LanguageManager* language, QWidget* parent)
    : QMainWindow(parent), options_(options), language_(language)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ndrange-studio.svg")));
    session_ = new Session(this);
    jobs_ = new JobController(session_, this);
    history_ = new HistoryRecorder(session_, this);

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
    setupBundles();
    setupHistory();

    chartsTimer_ = new QTimer(this);
    chartsTimer_->setSingleShot(true);
    chartsTimer_->setInterval(kChartsDelayMs);
    connect(chartsTimer_, &QTimer::timeout, this, &MainWindow::updateCharts);

    connect(jobs_, &JobController::engineReady, this, &MainWindow::onEngineReady);
    connect(jobs_, &JobController::logged, this, &MainWindow::log);
    connect(jobs_, &JobController::refused, this, &MainWindow::onRefused);
    connect(session_, &Session::runAdded, this, &MainWindow::onRunAdded);
    connect(session_, &Session::skippedAdded, this, &MainWindow::onSkipped);
    connect(session_, &Session::runsImported, this, &MainWindow::scheduleCharts);
    connect(session_, &Session::selectionChanged, this, &MainWindow::scheduleCharts);
    connect(session_, &Session::runsCleared, this, [this] {
        updateCharts();
        updateActions();
    });
    connect(worker(), &EngineWorker::progress, this, &MainWindow::onProgress);
    connect(worker(), &EngineWorker::jobFinished, this, &MainWindow::onJobFinished);
    connect(worker(), &EngineWorker::busyChanged, this, &MainWindow::updateActions);
    connect(worker(), &EngineWorker::validated, setup_, &SetupPane::setValidation);
    connect(setup_, &SetupPane::validationRequested, this, [this](const ndr::RunRequest& request) {
        session_->setSetup(request);
        if (jobs_->isReady())
            setup_->setPendingValidation(worker()->validate(request));
    });
    connect(setup_, &SetupPane::canRunChanged, this, &MainWindow::updateActions);
    connect(setup_, &SetupPane::deviceChanged, devices_, &DevicesPane::selectDevice);
    connect(devices_, &DevicesPane::deviceSelected, setup_, [this](const QString& id) { setup_->setDeviceId(id); });
    connect(resultsPane_, &ResultsPane::selectionChanged, timeline_, &TimelinePane::releaseComparison);
    connect(timeline_, &TimelinePane::message, this, [this](const QString& m) {
        log(m);
        setStatus(m);
    });
    connect(resultsPane_, &ResultsPane::clearRequested, session_, &Session::clearRuns);
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::updateViewActions);

    resize(1280, 800);
    if (!options_.ignoreSettings)
        loadSettings();
    applyStartupOptions();
    retranslateUi();
    updateActions();
    setStatus(tr("Looking for OpenCL platforms…"));
    jobs_->startEngine(options_.faults);
}

MainWindow::~MainWindow()
{
    // Writes still queued report back to this window (the remembered session ids): let them
    // finish while it is whole, before its children go.
    history_->waitForWrites();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!options_.ignoreSettings)
        saveSettings();
    jobs_->cancel();           // the worker's destructor then only waits for the current repetition
    history_->waitForWrites(); // the runs of this session are in the history before it ends
    event->accept();
}

QString MainWindow::defaultDeviceId() const { return jobs_->defaultDeviceId(); }

void MainWindow::onEngineReady()
{
    const auto& devices = worker()->devices();
    devices_->setDevices(devices, worker()->initError());
    setup_->setDevices(devices);
    QString id = !options_.device.isEmpty() ? options_.device : pendingDeviceId_;
    if (!setup_->setDeviceId(id)) {
        if (!options_.device.isEmpty())
            log(tr("Device %1 does not exist; using the default device.").arg(options_.device));
        setup_->setDeviceId(defaultDeviceId());
    }
    devices_->selectDevice(setup_->deviceId());
    jobs_->loadCachedPeaks();
    onPeaksDeviceChanged(setup_->deviceId());
    if (devices.empty()) {
        setStatus(tr("No OpenCL platform found — install pocl-opencl-icd or a GPU driver."));
        log(devices_->emptyStateText());
    } else {
        setStatus(tr("Ready: %n OpenCL device(s).", nullptr, int(devices.size())));
    }
    if (!startupNotice_.isEmpty())
        setStatus(std::exchange(startupNotice_, QString())); // logged already; the status bar keeps it
    updateActions();
    emit engineReady();
    runStartupWork();
}

void MainWindow::onRefused(JobController::Refusal) { setStatus(tr("No OpenCL device to run on.")); }

quint64 MainWindow::startRun()
{
    if (jobs_->hasDevices() && !setup_->canRun()) {
        setStatus(tr("Cannot run: %1").arg(setup_->validationMessage()));
        return 0;
    }
    return jobs_->startRun(setup_->request());
}

quint64 MainWindow::startSweep(const ndr::SweepRequest& request) { return jobs_->startSweep(request); }

void MainWindow::cancelJob()
{
    if (jobs_->cancel())
        setStatus(tr("Cancelling after the current repetition…"));
}

void MainWindow::onRunAdded(const ndr::RunResult& result)
{
    setup_->showLastResult(result);
    scheduleCharts();
    updateActions();
}

void MainWindow::onSkipped(const ndr::SkippedRun& s)
{
    // A sweep over every variant can skip hundreds of combinations; the first few explain the
    // pattern, the heat map shows the rest.
    if (worker()->latestJob() != skippedJob_) {
        skippedJob_ = worker()->latestJob();
        skippedLogged_ = 0;
    }
    if (skippedLogged_++ < kSkippedLogLimit)
        log(tr("Skipped %1 at N = %2, local %3: %4")
                .arg(QString::fromStdString(s.variant))
                .arg(s.n)
                .arg(QString::fromStdString(s.local.toString()), QString::fromStdString(s.reason)));
    scheduleCharts();
}

void MainWindow::onProgress(double fraction, const QString& status, double etaSeconds)
{
    progress_->setValue(int(fraction * 1000));
    QString text = status;
    if (etaSeconds >= 0 && fraction < 1.0)
        text += QStringLiteral(" — ") + tr("about %1 left").arg(JobController::durationText(etaSeconds));
    status_->setText(text);
}

void MainWindow::onJobFinished(const JobOutcome& o)
{
    if (o.latest) {
        progress_->setValue(o.cancelled || o.failed ? 0 : 1000);
        const QString text = JobController::outcomeText(o);
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
    const bool devices = jobs_->hasDevices();
    runAction_->setEnabled(devices && setup_->canRun());
    sweepAction_->setEnabled(devices);
    peaksAction_->setEnabled(devices);
    cancelAction_->setEnabled(jobs_->isBusy());
    exportAction_->setEnabled(resultsModel()->rowCount() > 0);
    importAction_->setEnabled(!importJob_->isRunning());
    if (!jobs_->isBusy() && progress_->value() == 1000)
        progress_->setValue(1000); // leave "100%" up until the next job starts
}

void MainWindow::scheduleCharts()
{
    if (!chartsTimer_->isActive())
        chartsTimer_->start();
}

void MainWindow::updateCharts()
{
    charts_->setRuns(session_->chartedRuns(), session_->skippedRuns(), session_->hasSelection());
    timeline_->showRuns(timelineRuns());
}

std::vector<ndr::RunResult> MainWindow::timelineRuns() const
{
    // The selected runs (the last few, stacked), else the latest run.
    constexpr std::size_t kMaxStacked = 6;
    std::vector<ndr::RunResult> runs = session_->chartedRuns();
    const std::size_t keep = session_->hasSelection() ? kMaxStacked : 1;
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
