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
    worker_->start();
}

MainWindow::~MainWindow() = default;

void MainWindow::createTabs()
{
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    const ViewContext context{worker_, results_};
    for (const ViewEntry& e : views::all()) {
        if (!e.isTab() || !e.create)
            continue;
        QWidget* pane = e.create(context);
        tabs_->addTab(pane, QString());
        tabWidgets_.emplace_back(e.id, pane);
    }
    devices_ = static_cast<DevicesPane*>(tabWidget(View::Devices));
    setup_ = static_cast<SetupPane*>(tabWidget(View::Setup));
    resultsPane_ = static_cast<ResultsPane*>(tabWidget(View::Results));
    charts_ = static_cast<ChartsPane*>(tabWidget(View::Charts));
    timeline_ = static_cast<TimelinePane*>(tabWidget(View::Timeline));
    workGroups_ = static_cast<WorkGroupPane*>(tabWidget(View::WorkGroups));
    peaksPanel_ = static_cast<PeaksPanel*>(tabWidget(View::Peaks));
    tuningPane_ = static_cast<TuningPane*>(tabWidget(View::Tuning));
}

void MainWindow::createViewActions()
{
    for (const ViewEntry& e : views::all()) {
        if (!e.menuText)
            continue;
        auto* action = new QAction(this);
        action->setCheckable(true);
        if (viewActions_.size() < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(viewActions_.size()))));
        connect(action, &QAction::triggered, this, [this, v = e.id] { showView(v); });
        viewActions_.emplace_back(e.id, action);
    }
}

// A tab's action is checked while any of its pages shows, a page's while that page does.
void MainWindow::updateViewActions()
{
    const View current = currentView();
    const View currentTab = views::entry(current).tab;
    for (const auto& [view, action] : viewActions_)
        action->setChecked(view == current || (views::entry(view).isTab() && view == currentTab));
}

void MainWindow::createActions()
{
    QStyle* s = style();
    importAction_ = new QAction(s->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    importAction_->setShortcut(QKeySequence::Open);
    connect(importAction_, &QAction::triggered, this, &MainWindow::onImportCsv);
    exportAction_ = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), QString(), this);
    exportAction_->setShortcut(QKeySequence::Save);
    connect(exportAction_, &QAction::triggered, this, &MainWindow::onExportCsv);
    exportPngAction_ = new QAction(this);
    connect(exportPngAction_, &QAction::triggered, this, [this] { onExportChart(QStringLiteral("png")); });
    exportSvgAction_ = new QAction(this);
    connect(exportSvgAction_, &QAction::triggered, this, [this] { onExportChart(QStringLiteral("svg")); });
    quitAction_ = new QAction(this);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    runAction_ = new QAction(s->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    runAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    connect(runAction_, &QAction::triggered, this, [this] { startRun(); });
    sweepAction_ = new QAction(s->standardIcon(QStyle::SP_MediaSeekForward), QString(), this);
    sweepAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(sweepAction_, &QAction::triggered, this, &MainWindow::openSweepDialog);
    cancelAction_ = new QAction(s->standardIcon(QStyle::SP_MediaStop), QString(), this);
    cancelAction_->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(cancelAction_, &QAction::triggered, this, &MainWindow::cancelJob);

    createViewActions();
    languageGroup_ = new QActionGroup(this);
    languageGroup_->setExclusive(true);
    for (const QString& code : QStringList{QString()} + LanguageManager::availableLanguages()) {
        auto* a = new QAction(languageGroup_);
        a->setCheckable(true);
        a->setData(code);
        connect(a, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    }
    aboutAction_ = new QAction(this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);
    aboutQtAction_ = new QAction(this);
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQtAction_, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->addAction(importAction_);
    fileMenu_->addAction(exportAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(exportPngAction_);
    fileMenu_->addAction(exportSvgAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);
    runMenu_ = menuBar()->addMenu(QString());
    runMenu_->addAction(runAction_);
    runMenu_->addAction(sweepAction_);
    runMenu_->addAction(cancelAction_);
    viewMenu_ = menuBar()->addMenu(QString());
    for (const auto& [view, action] : viewActions_)
        viewMenu_->addAction(action);
    viewMenu_->addSeparator();
    languageMenu_ = viewMenu_->addMenu(QString());
    languageMenu_->addActions(languageGroup_->actions());
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addAction(aboutAction_);
    helpMenu_->addAction(aboutQtAction_);

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("mainToolBar")); // saveState() needs names
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->addAction(runAction_);
    toolBar_->addAction(sweepAction_);
    toolBar_->addAction(cancelAction_);
    toolBar_->addSeparator();
    toolBar_->addAction(importAction_);
    toolBar_->addAction(exportAction_);
}

void MainWindow::createDocksAndStatus()
{
    log_ = new QPlainTextEdit;
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(5000);
    logDock_ = new QDockWidget(this);
    logDock_->setObjectName(QStringLiteral("logDock"));
    logDock_->setWidget(log_);
    addDockWidget(Qt::BottomDockWidgetArea, logDock_);
    resizeDocks({logDock_}, {110}, Qt::Vertical);
    viewMenu_->insertAction(languageMenu_->menuAction(), logDock_->toggleViewAction());

    status_ = new QLabel;
    status_->setMinimumWidth(400);
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(260);
    progress_->setTextVisible(true);
    statusBar()->addWidget(status_, 1);
    statusBar()->addPermanentWidget(progress_);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("NDRange Studio"));
    for (const ViewEntry& e : views::all()) {
        QWidget* tab = tabWidget(e.tab);
        if (e.isTab() && e.page < 0)
            tabs_->setTabText(tabs_->indexOf(tab), e.translatedTitle());
        else if (auto* paged = dynamic_cast<PagedView*>(tab); paged && e.page >= 0)
            paged->setViewPageTitle(e.page, e.translatedTitle());
    }
    for (const auto& [view, action] : viewActions_)
        action->setText(views::entry(view).translatedMenuText());
    fileMenu_->setTitle(tr("&File"));
    runMenu_->setTitle(tr("&Run"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    helpMenu_->setTitle(tr("&Help"));
    toolBar_->setWindowTitle(tr("Main toolbar"));
    logDock_->setWindowTitle(tr("Messages"));
    importAction_->setText(tr("&Import CSV…"));
    importAction_->setToolTip(tr("Add runs from a results CSV file, e.g. from another device"));
    exportAction_->setText(tr("&Export CSV…"));
    exportAction_->setToolTip(tr("Save every run of this session as CSV"));
    exportPngAction_->setText(tr("Export current chart as &PNG…"));
    exportSvgAction_->setText(tr("Export current chart as &SVG…"));
    quitAction_->setText(tr("&Quit"));
    runAction_->setText(tr("&Run"));
    runAction_->setToolTip(tr("Run the current setup on the worker thread (Ctrl+R)"));
    sweepAction_->setText(tr("&Sweep…"));
    sweepAction_->setToolTip(tr("Run variants × sizes × local sizes"));
    cancelAction_->setText(tr("&Cancel"));
    cancelAction_->setToolTip(tr("Stop after the current repetition; finished runs are kept (Esc)"));
    for (QAction* a : languageGroup_->actions()) {
        const QString code = a->data().toString();
        a->setText(code.isEmpty() ? tr("System default") : LanguageManager::nativeName(code));
        a->setChecked(language_ && language_->requested() == code);
    }
    aboutAction_->setText(tr("&About NDRange Studio"));
    aboutQtAction_->setText(tr("About &Qt"));
    progress_->setFormat(tr("%p%"));
    results_->retranslate();
    retranslatePeaks();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

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
    if (!result.ok())
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

QWidget* MainWindow::tabWidget(View tab) const
{
    for (const auto& [view, widget] : tabWidgets_)
        if (view == tab)
            return widget;
    return nullptr;
}

View MainWindow::currentView() const
{
    QWidget* current = tabs_->currentWidget();
    for (const auto& [tab, widget] : tabWidgets_) {
        if (widget != current)
            continue;
        if (auto* paged = dynamic_cast<PagedView*>(widget))
            for (const ViewEntry* page : views::pagesOf(tab))
                if (page->page == paged->currentViewPage())
                    return page->id;
        return tab;
    }
    return View::Setup;
}

void MainWindow::showView(View view)
{
    // The row that shows a page, where the view is one; else the view's tab as it is.
    const ViewEntry* target = &views::entry(view);
    for (const ViewEntry& e : views::all())
        if (e.id == view && e.page >= 0)
            target = &e;
    QWidget* tab = tabWidget(target->tab);
    if (auto* paged = dynamic_cast<PagedView*>(tab); paged && target->page >= 0)
        paged->showViewPage(target->page);
    tabs_->setCurrentWidget(tab);
}

void MainWindow::chooseLanguage(const QString& code)
{
    if (!language_)
        return;
    if (!language_->setLanguage(code))
        log(tr("No translation for %1; staying in English.").arg(LanguageManager::nativeName(code)));
    // LanguageChange events retranslate every widget, this window included.
}

} // namespace studio
