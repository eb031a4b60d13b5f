#include "gui/shell/view_registry.hpp"

#include <QCoreApplication>

#include "gui/bundles/bundle_feature.hpp"
#include "gui/charts/chart_page.hpp"
#include "gui/charts/charts_feature.hpp"
#include "gui/compare/compare_feature.hpp"
#include "gui/csv/csv_feature.hpp"
#include "gui/devices/devices_feature.hpp"
#include "gui/history/history_feature.hpp"
#include "gui/inspect/inspect_feature.hpp"
#include "gui/lessons/lessons_feature.hpp"
#include "gui/peaks/peaks_feature.hpp"
#include "gui/results/results_feature.hpp"
#include "gui/setup/setup_feature.hpp"
#include "gui/timeline/timeline_feature.hpp"
#include "gui/tuning/tuning_feature.hpp"
#include "gui/workgroups/work_group_feature.hpp"

namespace studio {

namespace {

const char* const kWindow = "studio::MainWindow";
const char* const kCharts = "studio::ChartsPane";
const char* const kGroups = "studio::WorkGroupPane";

// A feature is one class; its factory is one line here.
template <typename F> Feature* make(const FeatureContext& c) { return new F(c); }
Feature* charts(const FeatureContext& c);
constexpr FeatureFactory devices = make<DevicesFeature>;
constexpr FeatureFactory setup = make<SetupFeature>;
constexpr FeatureFactory results = make<ResultsFeature>;
constexpr FeatureFactory timeline = make<TimelineFeature>;
constexpr FeatureFactory workGroups = make<WorkGroupFeature>;
constexpr FeatureFactory peaks = make<PeaksFeature>;
constexpr FeatureFactory tuning = make<TuningFeature>;
constexpr FeatureFactory lessons = make<LessonsFeature>;
constexpr FeatureFactory history = make<HistoryFeature>;
constexpr FeatureFactory inspect = make<InspectFeature>;
constexpr FeatureFactory compare = make<CompareFeature>;

// Features of menus only: CSV files, result bundles.
const std::vector<FeatureFactory> kMenuFeatures = {make<CsvFeature>, make<BundleFeature>};

// The registry. A new chart is one row here (a page of the Charts tab pointing to its ChartPage)
// and its data function.
const std::vector<ViewEntry> kViews = {
    {View::Devices, "devices", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Devices"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&Devices"), View::Devices, -1, devices, nullptr},
    {View::Setup, "setup", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Run setup"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "Run &setup"), View::Setup, -1, setup, nullptr},
    {View::Results, "results", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Results"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&Results"), View::Results, -1, results, nullptr},
    {View::Charts, "charts", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Charts"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&Charts"), View::Charts, -1, charts, nullptr},
    {View::Timeline, "timeline", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Timeline"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&Timeline"), View::Timeline, -1, timeline, nullptr},
    {View::WorkGroups, "workgroups", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Work-groups"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&Work-groups"), View::WorkGroups, -1, workGroups, nullptr},
    {View::Peaks, "peaks", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Peaks"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "Device &peaks"), View::Peaks, -1, peaks, nullptr},
    {View::Tuning, "tuning", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Tuning"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "T&uning"), View::Tuning, -1, tuning, nullptr},
    {View::Lessons, "lessons", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Lessons"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "L&essons"), View::Lessons, -1, lessons, nullptr},
    {View::History, "history", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "History"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&History"), View::History, -1, history, nullptr},
    {View::Inspect, "inspect", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Inspect"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "&Inspect"), View::Inspect, -1, inspect, nullptr},
    {View::Compare, "compare", kWindow, QT_TRANSLATE_NOOP("studio::MainWindow", "Compare"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "Co&mpare"), View::Compare, -1, compare, nullptr},
    // Pages of the Charts tab, in tab order.
    {View::Charts, "charts", kCharts, QT_TRANSLATE_NOOP("studio::ChartsPane", "Performance vs N"), nullptr,
     View::Charts, 0, nullptr, &charts::kLines},
    {View::Bars, "bars", kCharts, QT_TRANSLATE_NOOP("studio::ChartsPane", "Variants at one N"), nullptr, View::Charts,
     1, nullptr, &charts::kBars},
    {View::Local, "local", kCharts, QT_TRANSLATE_NOOP("studio::ChartsPane", "Performance vs local size"), nullptr,
     View::Charts, 2, nullptr, &charts::kLocal},
    {View::HeatMap, "heatmap", kCharts, QT_TRANSLATE_NOOP("studio::ChartsPane", "Heat map"), nullptr, View::Charts, 3,
     nullptr, &charts::kHeatMap},
    {View::Roofline, "roofline", kCharts, QT_TRANSLATE_NOOP("studio::ChartsPane", "Roofline"),
     QT_TRANSLATE_NOOP("studio::MainWindow", "R&oofline"), View::Charts, 4, nullptr, &charts::kRoofline},
    // The Timeline comparing the three buffer modes (the startup work picks the comparison).
    {View::Buffers, "buffers", kWindow, nullptr, nullptr, View::Timeline, -1, nullptr, nullptr},
    // Pages of the Work-groups tab.
    {View::WorkGroups, "workgroups", kGroups, QT_TRANSLATE_NOOP("studio::WorkGroupPane", "NDRange grid"), nullptr,
     View::WorkGroups, 0, nullptr, nullptr},
    {View::Banks, "banks", kGroups, QT_TRANSLATE_NOOP("studio::WorkGroupPane", "Local-memory banks"), nullptr,
     View::WorkGroups, 1, nullptr, nullptr},
};

// The Charts tab shows the charts of its page rows, in page order.
Feature* charts(const FeatureContext& c)
{
    std::vector<const ChartPage*> pages;
    for (const ViewEntry* page : views::pagesOf(View::Charts))
        pages.push_back(page->chart);
    return new ChartsFeature(c, std::move(pages));
}

} // namespace

QString ViewEntry::translatedTitle() const { return title ? QCoreApplication::translate(context, title) : QString(); }

QString ViewEntry::translatedMenuText() const
{
    return menuText ? QCoreApplication::translate(kWindow, menuText) : QString();
}

namespace views {

const std::vector<ViewEntry>& all() { return kViews; }

const ViewEntry& entry(View id)
{
    for (const ViewEntry& e : kViews)
        if (e.id == id)
            return e;
    return kViews.front(); // unreachable: every View has a row
}

std::optional<View> fromName(const QString& name)
{
    const QString lower = name.toLower();
    for (const ViewEntry& e : kViews)
        if (lower == QLatin1String(e.name))
            return e.id;
    return std::nullopt;
}

QString name(View id) { return QString::fromLatin1(entry(id).name); }

QStringList names()
{
    QStringList list;
    for (const ViewEntry& e : kViews)
        if (!list.contains(QLatin1String(e.name)))
            list.append(QString::fromLatin1(e.name));
    return list;
}

std::vector<const ViewEntry*> pagesOf(View tab)
{
    std::vector<const ViewEntry*> pages;
    for (const ViewEntry& e : kViews)
        if (e.tab == tab && e.page >= 0)
            pages.push_back(&e);
    return pages;
}

const std::vector<FeatureFactory>& menuFeatures() { return kMenuFeatures; }

} // namespace views

} // namespace studio
