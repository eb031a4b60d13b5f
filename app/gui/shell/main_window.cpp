#include "gui/shell/main_window.hpp"

#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTime>

#include "gui/common/paged_view.hpp"
#include "gui/shell/feature.hpp"
#include "gui/shell/shell_menus.hpp"
#include "gui/shell/startup_work.hpp"
#include "session/settings_io.hpp"

namespace studio {

MainWindow::MainWindow(const StartupOptions& options, LanguageManager* language, QWidget* parent)
    : QMainWindow(parent), options_(options)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ndrange-studio.svg")));
    session_ = new Session(this);
    jobs_ = new JobController(session_, this);
    history_ = new HistoryRecorder(session_, this);
    startup_ = new StartupWork(options_, worker(), this);
    connect(startup_, &StartupWork::finished, this, &MainWindow::startupFinished);

    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    setCentralWidget(tabs_);
    createDockAndStatus();
    createFeatures();
    menus_ = new ShellMenus(this, this, language, worker());
    menus_->build(tabFeatures_, features_, logDock_->toggleViewAction());

    connect(jobs_, &JobController::engineReady, this, &MainWindow::onEngineReady);
    connect(jobs_, &JobController::logged, this, &MainWindow::log);
    connect(jobs_, &JobController::refused, this, [this] { setStatus(tr("No OpenCL device to run on.")); });
    connect(worker(), &EngineWorker::progress, this, &MainWindow::onProgress);
    connect(worker(), &EngineWorker::jobFinished, this, &MainWindow::onJobFinished);
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::onTabChanged);

    resize(1280, 800);
    if (!options_.ignoreSettings)
        loadSettings();
    for (Feature* f : features_)
        f->applyStartupOptions();
    showView(options_.viewGiven ? options_.view : View::Setup);
    retranslateUi();
    setStatus(tr("Looking for OpenCL platforms…"));
    jobs_->startEngine(options_.faults);
}

MainWindow::~MainWindow()
{
    // Writes still queued report back to the history feature (the remembered session ids): let
    // them finish while the window is whole, before its children go.
    history_->waitForWrites();
}

void MainWindow::createFeatures()
{
    const FeatureContext context{session_, jobs_, history_, &options_, this, startup_};
    for (const ViewEntry& e : views::all()) {
        if (!e.isTab() || !e.create)
            continue;
        Feature* f = e.create(context);
        f->setParent(this);
        tabs_->addTab(f->view(), QString());
        features_.push_back(f);
        tabFeatures_.emplace_back(e.id, f);
    }
    for (FeatureFactory create : views::menuFeatures()) {
        Feature* f = create(context);
        f->setParent(this);
        features_.push_back(f);
    }
    startup_->setFeatures(features_);
}

void MainWindow::createDockAndStatus()
{
    log_ = new QPlainTextEdit;
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(5000);
    logDock_ = new QDockWidget(this);
    logDock_->setObjectName(QStringLiteral("logDock"));
    logDock_->setWidget(log_);
    addDockWidget(Qt::BottomDockWidgetArea, logDock_);
    resizeDocks({logDock_}, {110}, Qt::Vertical);

    status_ = new QLabel;
    status_->setMinimumWidth(400);
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(260);
    progress_->setTextVisible(true);
    statusBar()->addWidget(status_, 1);
    statusBar()->addPermanentWidget(progress_);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!options_.ignoreSettings)
        saveSettings();
    jobs_->cancel();           // the worker's destructor then only waits for the current repetition
    history_->waitForWrites(); // the runs of this session are in the history before it ends
    event->accept();
}

void MainWindow::loadSettings()
{
    const StudioSettings s = StudioSettings::load();
    for (Feature* f : features_)
        f->loadSettings(s);
    restoreGeometry(s.geometry);
    restoreState(s.windowState);
}

void MainWindow::saveSettings() const
{
    StudioSettings s;
    for (Feature* f : features_)
        f->saveSettings(s);
    s.geometry = saveGeometry();
    s.windowState = saveState();
    s.save();
}

void MainWindow::onEngineReady()
{
    const auto& devices = worker()->devices();
    if (devices.empty())
        setStatus(tr("No OpenCL platform found — install pocl-opencl-icd or a GPU driver."));
    else
        setStatus(tr("Ready: %n OpenCL device(s).", nullptr, int(devices.size())));
    for (Feature* f : features_) // a feature's notice (a kernel file that did not open) replaces it
        f->engineReady();
    emit engineReady();
    startup_->begin();
}

void MainWindow::onProgress(double fraction, const QString& status, double etaSeconds)
{
    setProgressState(ProgressState::Running);
    progress_->setValue(int(fraction * 1000));
    QString text = status;
    if (etaSeconds >= 0 && fraction < 1.0)
        text += QStringLiteral(" — ") + tr("about %1 left").arg(JobController::durationText(etaSeconds));
    status_->setText(text);
}

void MainWindow::onJobFinished(const JobOutcome& o)
{
    if (!o.latest)
        return;
    // A job that did not finish leaves an empty bar that says so, never a bare "0%".
    setProgressState(o.cancelled ? ProgressState::Cancelled : o.failed ? ProgressState::Failed : ProgressState::Done);
    progress_->setValue(o.cancelled || o.failed ? 0 : 1000);
    setStatus(JobController::outcomeText(o)); // the job controller logs it where it belongs in the log
}

void MainWindow::flushCharts()
{
    for (Feature* f : features_)
        f->flush();
}

void MainWindow::log(const QString& message)
{
    log_->appendPlainText(
        QStringLiteral("[%1] %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), message));
}

void MainWindow::setStatus(const QString& text) { status_->setText(text); }

void MainWindow::setProgressState(ProgressState state)
{
    progressState_ = state;
    switch (state) {
    case ProgressState::Cancelled:
        progress_->setFormat(tr("Cancelled"));
        break;
    case ProgressState::Failed:
        progress_->setFormat(tr("Failed"));
        break;
    default:
        progress_->setFormat(tr("%p%"));
        break;
    }
}

QString MainWindow::progressText() const { return progress_->text(); }

QString MainWindow::statusText() const { return status_->text(); }

QString MainWindow::logText() const { return log_->toPlainText(); }

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("NDRange Studio"));
    for (const ViewEntry& e : views::all()) {
        QWidget* tab = tabOf(e.tab);
        if (e.isTab() && e.page < 0)
            tabs_->setTabText(tabs_->indexOf(tab), e.translatedTitle());
        else if (auto* paged = dynamic_cast<PagedView*>(tab); paged && e.page >= 0)
            paged->setViewPageTitle(e.page, e.translatedTitle());
    }
    logDock_->setWindowTitle(tr("Messages"));
    setProgressState(progressState_);
    menus_->retranslate();
    for (Feature* f : features_)
        f->retranslate();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && menus_)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

QWidget* MainWindow::tabOf(View tab) const
{
    for (const auto& [view, feature] : tabFeatures_)
        if (view == tab)
            return feature->view();
    return nullptr;
}

void MainWindow::onTabChanged()
{
    menus_->updateChecks(currentView());
    for (const auto& [view, feature] : tabFeatures_)
        if (feature->view() == tabs_->currentWidget())
            feature->shown();
}

View MainWindow::currentView() const
{
    QWidget* current = tabs_->currentWidget();
    for (const auto& [tab, feature] : tabFeatures_) {
        if (feature->view() != current)
            continue;
        if (auto* paged = dynamic_cast<PagedView*>(current))
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
    QWidget* tab = tabOf(target->tab);
    if (auto* paged = dynamic_cast<PagedView*>(tab); paged && target->page >= 0)
        paged->showViewPage(target->page);
    tabs_->setCurrentWidget(tab);
}

} // namespace studio
