// MainWindow's frame: the tabs from the view registry, actions, menus, toolbar, docks, the
// status bar, their texts in the current language, and showing a view.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>

#include "gui/charts/charts_pane.hpp"
#include "gui/common/paged_view.hpp"
#include "gui/devices/devices_pane.hpp"
#include "gui/peaks/peaks_panel.hpp"
#include "gui/results/results_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/shell/language_manager.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/history/history_pane.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "gui/tuning/tuning_pane.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "models/results_model.hpp"

namespace studio {

void MainWindow::createTabs()
{
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    const ViewContext context{jobs_->worker(), session_, jobs_, history_};
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
    historyPane_ = static_cast<HistoryPane*>(tabWidget(View::History));
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
    resultsModel()->retranslate();
    retranslatePeaks();
    retranslateBundles();
    retranslateHistory();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

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

} // namespace studio
