#include "gui/charts/chart_page.hpp"

#include <QCoreApplication>
#include <QStringList>

#include "gui/charts/heat_map_widget.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/roofline_data.hpp"

namespace studio {

namespace {

ChartSurface* newChart() { return new QtChartAdapter; }
ChartSurface* newHeatMap() { return new HeatMapWidget; }

QString drawLines(ChartSurface* surface, const ChartInput& in)
{
    auto* chart = static_cast<QtChartAdapter*>(surface);
    chart->setYScale(in.yScale);
    chart->showLines(QCoreApplication::translate("studio::ChartsPane", "%1 vs N (best local size per point)")
                         .arg(metricUnit(in.metric)),
                     gflopsVsSize(in.filtered, in.metric, in.devicePeaks, in.peaks));
    return {};
}

QString drawBars(ChartSurface* surface, const ChartInput& in)
{
    auto* chart = static_cast<QtChartAdapter*>(surface);
    chart->setYScale(in.yScale);
    if (!in.size)
        chart->showMessage(QCoreApplication::translate("studio::ChartsPane", "No verified runs to compare yet."));
    else
        chart->showBars(QCoreApplication::translate("studio::ChartsPane", "Variants at N = %1 (%2)")
                            .arg(QString::number(*in.size), metricUnit(in.metric)),
                        variantsAtSize(in.filtered, *in.size, in.metric, in.devicePeaks, in.peaks));
    return {};
}

QString drawLocal(ChartSurface* surface, const ChartInput& in)
{
    auto* chart = static_cast<QtChartAdapter*>(surface);
    chart->setYScale(in.yScale);
    if (in.variant.isEmpty())
        chart->showMessage(QCoreApplication::translate("studio::ChartsPane",
                                                       "No runs yet. Run a variant or a sweep over local sizes."));
    else {
        const LineChartData data = gflopsVsLocal(in.filtered, in.variant, in.metric, in.devicePeaks, in.peaks);
        chart->showLines(QCoreApplication::translate("studio::ChartsPane", "%1 vs local size: %2")
                             .arg(metricUnit(in.metric), in.variant),
                         data);
        chart->addOccupancyOverlay(occupancyOverlay(in.filtered, in.variant, data.categories, in.inspections));
    }
    return {};
}

QString drawHeatMap(ChartSurface* surface, const ChartInput& in)
{
    auto* map = static_cast<HeatMapWidget*>(surface);
    if (in.variant.isEmpty())
        map->setMessage(QCoreApplication::translate("studio::ChartsPane",
                                                    "No runs yet. A sweep over sizes and local sizes fills this map."));
    else
        map->setData(QCoreApplication::translate("studio::ChartsPane", "%1 over local size × N: %2")
                         .arg(metricUnit(in.metric), in.variant),
                     heatMap(in.filtered, in.skipped, in.variant, in.metric, in.devicePeaks, in.peaks));
    return {};
}

QString drawRoofline(ChartSurface* surface, const ChartInput& in)
{
    // Every workload on one chart: placing matmul, reductions and vector adds side by side by
    // their FLOP per byte is what the roofline is for.
    const RooflineData data = rooflineData(in.runs, in.peaks);
    const QString title =
        data.hasRoof ? QCoreApplication::translate("studio::ChartsPane", "Roofline: %1").arg(data.device)
                     : QCoreApplication::translate("studio::ChartsPane",
                                                   "Roofline: %1 (no peaks yet: Run → Measure peaks draws the roof)")
                           .arg(data.device);
    static_cast<QtChartAdapter*>(surface)->showRoofline(title, data);
    QStringList left;
    if (data.failed > 0)
        left << QCoreApplication::translate("studio::ChartsPane", "%n failed run(s) not plotted", nullptr, data.failed);
    if (data.unfinished > 0)
        left << QCoreApplication::translate("studio::ChartsPane", "%n cancelled or skipped run(s) not plotted", nullptr,
                                            data.unfinished);
    if (data.noTraffic > 0)
        left << QCoreApplication::translate("studio::ChartsPane",
                                            "%n run(s) without a memory-traffic model (pi, library calls)", nullptr,
                                            data.noTraffic);
    if (data.otherDevice > 0)
        left << QCoreApplication::translate("studio::ChartsPane", "%n run(s) of other devices", nullptr,
                                            data.otherDevice);
    return left.join(QStringLiteral("; "));
}

} // namespace

namespace charts {

const ChartPage kLines{ChartPage::WorkloadPicker | ChartPage::YScalePicker, newChart, drawLines};
const ChartPage kBars{ChartPage::WorkloadPicker | ChartPage::SizePicker | ChartPage::YScalePicker, newChart, drawBars};
const ChartPage kLocal{ChartPage::WorkloadPicker | ChartPage::VariantPicker | ChartPage::YScalePicker, newChart,
                       drawLocal};
const ChartPage kHeatMap{ChartPage::WorkloadPicker | ChartPage::VariantPicker, newHeatMap, drawHeatMap};
const ChartPage kRoofline{ChartPage::NoControls, newChart, drawRoofline};

} // namespace charts

} // namespace studio
