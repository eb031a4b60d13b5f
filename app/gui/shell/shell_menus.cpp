#include "gui/shell/shell_menus.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <algorithm>
#include <set>

#include "gui/shell/feature.hpp"
#include "gui/shell/language_manager.hpp"
#include "gui/shell/shell.hpp"
#include "ndr/engine.hpp"
#include "session/engine_worker.hpp"

namespace studio {

namespace {

constexpr int kExportPngOrder = 800;
constexpr int kExportSvgOrder = 810;
constexpr int kQuitOrder = 900;
constexpr int kMaxNumberedTabs = 10; // Ctrl+1 … Ctrl+9, then Ctrl+0

// Adds `placed` (sorted by order) to `menu` or `bar`, a separator between groups.
template <typename Target> void addInOrder(Target* target, std::vector<std::pair<int, QAction*>> placed)
{
    std::stable_sort(placed.begin(), placed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    int group = -1;
    for (const auto& [order, action] : placed) {
        if (group >= 0 && order / 100 != group)
            target->addSeparator();
        group = order / 100;
        target->addAction(action);
    }
}

} // namespace

ShellMenus::ShellMenus(QMainWindow* window, Shell* shell, LanguageManager* language, EngineWorker* worker)
    : QObject(window), window_(window), shell_(shell), language_(language), worker_(worker)
{}

void ShellMenus::build(const std::vector<std::pair<View, Feature*>>& tabs, const std::vector<Feature*>& features,
                       QAction* logToggle)
{
    tabs_ = tabs;
    exportPng_ = new QAction(this);
    connect(exportPng_, &QAction::triggered, this, [this] { exportChart(QStringLiteral("png")); });
    exportSvg_ = new QAction(this);
    connect(exportSvg_, &QAction::triggered, this, [this] { exportChart(QStringLiteral("svg")); });
    quitAction_ = new QAction(window_);
    quitAction_->setObjectName(QStringLiteral("quitAction"));
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    connect(quitAction_, &QAction::triggered, window_, &QWidget::close);
    fileMenu_ = addPlaced(features, int(ActionPlace::Menu::File),
                          {{kExportPngOrder, exportPng_}, {kExportSvgOrder, exportSvg_}, {kQuitOrder, quitAction_}});
    fileMenu_->setObjectName(QStringLiteral("fileMenu"));
    runMenu_ = addPlaced(features, int(ActionPlace::Menu::Run), {});
    runMenu_->setObjectName(QStringLiteral("runMenu"));
    createViewMenu(logToggle);
    createHelpMenu();

    toolBar_ = window_->addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("mainToolBar")); // saveState() needs names
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    std::vector<std::pair<int, QAction*>> tools;
    for (Feature* f : features)
        for (const ActionPlace& p : f->actions())
            if (p.toolbarOrder >= 0)
                tools.emplace_back(p.toolbarOrder, p.action);
    addInOrder(toolBar_, tools);
}

QMenu* ShellMenus::addPlaced(const std::vector<Feature*>& features, int menu,
                             const std::vector<std::pair<int, QAction*>>& own)
{
    QMenu* m = window_->menuBar()->addMenu(QString());
    std::vector<std::pair<int, QAction*>> placed;
    for (Feature* f : features)
        for (const ActionPlace& p : f->actions())
            if (int(p.menu) == menu)
                placed.emplace_back(p.order, p.action);
    placed.insert(placed.end(), own.begin(), own.end());
    addInOrder(m, placed);
    return m;
}

void ShellMenus::createViewMenu(QAction* logToggle)
{
    viewMenu_ = window_->menuBar()->addMenu(QString());
    viewMenu_->setObjectName(QStringLiteral("viewMenu"));
    auto add = [this](const ViewEntry& e) {
        auto* action = new QAction(this);
        action->setCheckable(true);
        action->setObjectName(QStringLiteral("view_") + QLatin1String(e.name));
        connect(action, &QAction::triggered, this, [this, v = e.id] { shell_->showView(v); });
        viewMenu_->addAction(action);
        viewActions_.emplace_back(e.id, action);
        return action;
    };
    int tab = 0;
    for (const ViewEntry& e : views::all()) {
        if (!e.isTab() || e.page >= 0 || !e.menuText)
            continue;
        QAction* action = add(e);
        if (++tab <= kMaxNumberedTabs)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + tab % 10)));
    }
    for (const ViewEntry& e : views::all())
        if (!e.isTab() && e.page >= 0 && e.menuText)
            add(e);
    viewMenu_->addSeparator();
    viewMenu_->addAction(logToggle);
    languageMenu_ = viewMenu_->addMenu(QString());
    languageGroup_ = new QActionGroup(this);
    languageGroup_->setExclusive(true);
    for (const QString& code : QStringList{QString()} + LanguageManager::availableLanguages()) {
        auto* a = new QAction(languageGroup_);
        a->setCheckable(true);
        a->setData(code);
        connect(a, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    }
    languageMenu_->addActions(languageGroup_->actions());
}

void ShellMenus::createHelpMenu()
{
    helpMenu_ = window_->menuBar()->addMenu(QString());
    aboutAction_ = new QAction(this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &ShellMenus::showAbout);
    aboutQtAction_ = new QAction(this);
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQtAction_, &QAction::triggered, qApp, &QApplication::aboutQt);
    helpMenu_->addAction(aboutAction_);
    helpMenu_->addAction(aboutQtAction_);
}

void ShellMenus::exportChart(const QString& suffix)
{
    const View tab = views::entry(shell_->currentView()).tab;
    for (const auto& [view, feature] : tabs_)
        if (view == tab && feature->exportChart(suffix))
            return;
    shell_->showView(View::Charts);
    for (const auto& [view, feature] : tabs_)
        if (view == View::Charts)
            feature->exportChart(suffix);
}

void ShellMenus::updateChecks(View current)
{
    const View currentTab = views::entry(current).tab;
    for (const auto& [view, action] : viewActions_)
        action->setChecked(view == current || (views::entry(view).isTab() && view == currentTab));
}

void ShellMenus::retranslate()
{
    for (const auto& [view, action] : viewActions_)
        action->setText(views::entry(view).translatedMenuText());
    fileMenu_->setTitle(tr("&File"));
    runMenu_->setTitle(tr("&Run"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    helpMenu_->setTitle(tr("&Help"));
    toolBar_->setWindowTitle(tr("Main toolbar"));
    exportPng_->setText(tr("Export current chart as &PNG…"));
    exportSvg_->setText(tr("Export current chart as &SVG…"));
    quitAction_->setText(tr("&Quit"));
    for (QAction* a : languageGroup_->actions()) {
        const QString code = a->data().toString();
        a->setText(code.isEmpty() ? tr("System default") : LanguageManager::nativeName(code));
        a->setChecked(language_ && language_->requested() == code);
    }
    aboutAction_->setText(tr("&About NDRange Studio"));
    aboutQtAction_->setText(tr("About &Qt"));
}

void ShellMenus::chooseLanguage(const QString& code)
{
    if (!language_)
        return;
    if (!language_->setLanguage(code))
        shell_->log(tr("No translation for %1; staying in English.").arg(LanguageManager::nativeName(code)));
    // LanguageChange events retranslate every widget, the window included.
}

void ShellMenus::showAbout()
{
    std::set<std::string> platforms;
    for (const ndr::DeviceInfo& d : worker_->devices())
        platforms.insert(d.platformName + " — " + d.platformVersion);
    QString list;
    for (const std::string& p : platforms)
        list += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(p).toHtmlEscaped());
    if (list.isEmpty())
        list = QStringLiteral("<li>%1</li>").arg(tr("none found"));
    QMessageBox::about(window_, tr("About NDRange Studio"),
                       tr("<h3>NDRange Studio %1</h3>"
                          "<p>Learn and tune OpenCL kernels: the course's kernel ladders, "
                          "run, verified and compared on your devices.</p>"
                          "<p>Qt %2 (built with %3)</p>"
                          "<p>OpenCL platforms:</p><ul>%4</ul>")
                           .arg(QString::fromStdString(ndr::appVersion()), QString::fromLatin1(qVersion()),
                                QStringLiteral(QT_VERSION_STR), list));
}

} // namespace studio
