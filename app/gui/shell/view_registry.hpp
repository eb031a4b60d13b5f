#pragma once
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

class QWidget;

namespace studio {

class Feature;
struct ChartPage;
struct FeatureContext;

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
    History,
    Inspect,
    Compare
};

// Builds one feature of the studio (gui/shell/feature.hpp).
using FeatureFactory = Feature* (*)(const FeatureContext& context);

// One row of the view registry. A row whose tab is itself is a tab of the main window and has the
// factory of the feature that shows it; the others are pages of their tab (page >= 0) or another way of showing it (page < 0).
// A page of the Charts tab names the chart it shows.
struct ViewEntry {
    View id;
    const char* name;     // --view NAME
    const char* context;  // translation context of title and menuText
    const char* title;    // tab or page title, untranslated
    const char* menuText; // View menu entry with its mnemonic; nullptr: not in the menu
    View tab;
    int page;
    FeatureFactory create;
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
// The features without a tab of their own (menus only), built after the tabs' features.
const std::vector<FeatureFactory>& menuFeatures();

} // namespace views

} // namespace studio
