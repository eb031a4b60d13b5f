#pragma once
#include <QObject>
#include <utility>
#include <vector>

#include "gui/shell/view_registry.hpp"

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;

namespace studio {

class EngineWorker;
class Feature;
class LanguageManager;
class Shell;

// The window's menus and toolbar, generated: File and Run hold the actions the features place
// there (ActionPlace), in order and grouped, with the chart exports (the current tab's chart
// where its feature has one, else the Charts tab's) and Quit last; View holds every tab of the
// registry in tab order with Ctrl+1…9 and Ctrl+0 for the tenth, then the pages that have an
// entry of their own, the message log and the languages; Help the about boxes.
class ShellMenus : public QObject {
    Q_OBJECT

public:
    ShellMenus(QMainWindow* window, Shell* shell, LanguageManager* language, EngineWorker* worker);

    // `tabs`: the features that show a tab, in tab order; `logToggle`: the message log's action.
    void build(const std::vector<std::pair<View, Feature*>>& tabs, const std::vector<Feature*>& features,
               QAction* logToggle);
    // Checks the current view's entry (a tab's while any of its pages shows).
    void updateChecks(View current);
    void retranslate();

    const std::vector<std::pair<View, QAction*>>& viewActions() const { return viewActions_; }
    QToolBar* toolBar() const { return toolBar_; }

private:
    QMenu* addPlaced(const std::vector<Feature*>& features, int menu, const std::vector<std::pair<int, QAction*>>& own);
    void exportChart(const QString& suffix);
    void createViewMenu(QAction* logToggle);
    void createHelpMenu();
    void chooseLanguage(const QString& code);
    void showAbout();

    QMainWindow* window_;
    Shell* shell_;
    LanguageManager* language_;
    EngineWorker* worker_;
    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QAction* exportPng_ = nullptr;
    QAction* exportSvg_ = nullptr;
    QAction* quitAction_ = nullptr;
    std::vector<std::pair<View, Feature*>> tabs_;
    QActionGroup* languageGroup_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* aboutQtAction_ = nullptr;
    std::vector<std::pair<View, QAction*>> viewActions_;
};

} // namespace studio
