#pragma once
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

class QWidget;

namespace studio {

class EngineWorker;
class HistoryRecorder;
class JobController;
class Session;
struct ChartPage;

// Every view the studio can show (tab, chart page, …): the ids of the rows of the view registry.
enum class View {
    Devices,
    Setup,
    Results,
    Charts,
    Bars,
    Local,
    HeatMap,
    Roofline,
    Peaks,
    Timeline,
    Buffers,
    WorkGroups,
    Banks,
    Tuning,
    Lessons,
    History
};

// What a tab's factory may hand to the pane it builds.
struct ViewContext {
    EngineWorker* worker = nullptr; // validation and id captures, which are not jobs
    Session* session = nullptr;
    JobController* jobs = nullptr;
    HistoryRecorder* history = nullptr;
};

// One row of the view registry. A row whose tab is itself is a tab of the main window and has a
// factory; the others are pages of their tab (page >= 0) or another way of showing it (page < 0).
// A page of the Charts tab names the chart it shows.
struct ViewEntry {
    View id;
    const char* name;     // --view NAME
    const char* context;  // translation context of title and menuText
    const char* title;    // tab or page title, untranslated
    const char* menuText; // View menu entry with its mnemonic; nullptr: not in the menu
    View tab;
    int page;
    QWidget* (*create)(const ViewContext& context);
    const ChartPage* chart; // the chart of a Charts page; nullptr for every other row

    bool isTab() const { return tab == id; }
    QString translatedTitle() const;
    QString translatedMenuText() const;
};

namespace views {

// The rows, tabs in the order the main window shows them.
const std::vector<ViewEntry>& all();
const ViewEntry& entry(View id);
std::optional<View> fromName(const QString& name);
QString name(View id);
QStringList names();
// The page rows of a tab, in page order.
std::vector<const ViewEntry*> pagesOf(View tab);

} // namespace views

} // namespace studio
