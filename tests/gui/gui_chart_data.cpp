// Chart data rules (only verified runs are performance; failures and invalid cells are marked)
// and the chart widgets' tooltips and PNG/SVG export, without an OpenCL device.
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/charts/heat_map_widget.hpp"
#include "gui/common/chart_data.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "quantity.hpp"
#include "run_fixtures.hpp"

using namespace studio;

namespace {

ndr::RunResult run(const std::string& variant, std::size_t n, ndr::LocalSize local, double gflops, bool ok = true,
                   const std::string& device = "cpu")
{
    return studio::testing::madeUpRun(variant, n, local, gflops, std::nullopt, ok, device);
}

const ndr::LocalSize k8 = ndr::LocalSize::of2D(8, 8);
const ndr::LocalSize k16 = ndr::LocalSize::of2D(16, 16);

} // namespace

class ChartDataTest : public QObject {
    Q_OBJECT

private slots:
    void failedRunsAreNeverPlotted()
    {
        // The failed run claims a huge GFLOP/s; it must not appear anywhere as performance.
        const std::vector<ndr::RunResult> runs = {run("naive", 64, k8, 1.0), run("naive", 128, k8, 999.0, false),
                                                  run("tiled", 64, k8, 2.0)};
        const LineChartData lines = gflopsVsSize(runs);
        QCOMPARE(lines.series.size(), std::size_t(2));
        for (const ChartSeriesData& s : lines.series)
            for (const ChartPoint& p : s.points)
                QVERIFY(p.y < 100);
        QCOMPARE(lines.series[0].points.size(), std::size_t(1)); // naive: only N = 64
        QCOMPARE(verifiedSizes(runs), std::vector<std::size_t>{64});
        QVERIFY(variantsAtSize(runs, 128).bars.empty());
        const HeatMapData heat = heatMap(runs, {}, QStringLiteral("naive"));
        QCOMPARE(heat.rows, (std::vector<std::size_t>{64, 128}));
        QCOMPARE(heat.cells[1][0].state, CellState::Failed);
        QCOMPARE(heat.maxGflops, 1.0);
    }

    void aValueThatIsNotModelledGetsNoPoint()
    {
        // Verified runs with GFLOP/s but no GB/s model: on a GB/s chart they are absent, never 0.
        ndr::RunResult modelled = run("vadd", 1024, ndr::LocalSize::of1D(64), 1.0);
        modelled.gbps = 12.0;
        ndr::RunResult unmodelled = run("vadd", 2048, ndr::LocalSize::of1D(64), 1.0);
        const std::vector<ndr::RunResult> runs = {modelled, unmodelled};
        const LineChartData lines = gflopsVsSize(runs, Metric::Gbps);
        QCOMPARE(lines.series.size(), std::size_t(1));
        QCOMPARE(lines.series[0].points.size(), std::size_t(1));
        QCOMPARE(lines.series[0].points[0].y, 12.0);
        QVERIFY(variantsAtSize(runs, 2048, Metric::Gbps).bars.empty());
        const HeatMapData heat = heatMap(runs, {}, QStringLiteral("vadd"), Metric::Gbps);
        QCOMPARE(heat.rows, std::vector<std::size_t>{1024});
        QCOMPARE(gflopsVsSize(runs, Metric::Gflops).series[0].points.size(), std::size_t(2));
    }

    void bestRunPerPointWithExactTooltip()
    {
        const std::vector<ndr::RunResult> runs = {run("naive", 64, k8, 1.25), run("naive", 64, k16, 3.5)};
        const LineChartData lines = gflopsVsSize(runs);
        QCOMPARE(lines.series.size(), std::size_t(1));
        QCOMPARE(lines.series[0].points.size(), std::size_t(1));
        QCOMPARE(lines.series[0].points[0].y, 3.5);
        QCOMPARE(studio::testing::quantityIn(lines.series[0].points[0].tooltip, QStringLiteral("GFLOP/s")), 3.5);
        QVERIFY(lines.series[0].points[0].tooltip.contains(QStringLiteral("16x16")));
        const LineChartData local = gflopsVsLocal(runs, QStringLiteral("naive"));
        QCOMPARE(local.categories, (QStringList{QStringLiteral("8x8"), QStringLiteral("16x16")}));
        QCOMPARE(local.series[0].points.size(), std::size_t(2));
    }

    void barsFollowCatalogueOrder()
    {
        const std::vector<ndr::RunResult> runs = {run("tiled", 64, k8, 2.0), run("naive", 64, k8, 1.0)};
        const BarChartData bars = variantsAtSize(runs, 64);
        QCOMPARE(bars.categories, (QStringList{QStringLiteral("naive"), QStringLiteral("tiled")}));
        QCOMPARE(bars.bars[1].y, 2.0);
    }

    void invalidCellsComeFromSkippedRuns()
    {
        ndr::SkippedRun skipped;
        skipped.variant = "tiled";
        skipped.n = 64;
        skipped.local = ndr::LocalSize::of2D(64, 64);
        skipped.reason = "64x64 = 4096 work-items exceeds the kernel limit";
        const HeatMapData heat = heatMap({run("tiled", 64, k8, 2.0)}, {skipped}, QStringLiteral("tiled"));
        QCOMPARE(heat.columns, (QStringList{QStringLiteral("8x8"), QStringLiteral("64x64")}));
        QCOMPARE(heat.cells[0][0].state, CellState::Ok);
        QCOMPARE(heat.cells[0][1].state, CellState::Invalid);
        // The tooltip carries the engine's reason for skipping the cell.
        QVERIFY(heat.cells[0][1].tooltip.contains(QString::fromStdString(skipped.reason)));
    }

    void importedRunsFromAnotherDeviceGetTheirOwnSeries()
    {
        const std::vector<ndr::RunResult> runs = {run("naive", 64, k8, 1.0, true, "cpu"),
                                                  run("naive", 64, k8, 9.0, true, "gpu")};
        const QStringList keys = seriesKeys(runs);
        QCOMPARE(keys.size(), 2);
        // Each key names its device, so the legend tells the two apart.
        QVERIFY(keys[0].contains(QStringLiteral("cpu")) != keys[0].contains(QStringLiteral("gpu")));
        QVERIFY(keys[1].contains(QStringLiteral("cpu")) != keys[1].contains(QStringLiteral("gpu")));
        QCOMPARE(gflopsVsSize(runs).series.size(), std::size_t(2));
    }

    void heatMapWidgetTooltipsAndExport()
    {
        HeatMapWidget widget;
        widget.resize(640, 420);
        const HeatMapData data =
            heatMap({run("naive", 64, k8, 1.0), run("naive", 128, k8, 0, false)}, {}, QStringLiteral("naive"));
        QCOMPARE(data.cells.size(), std::size_t(2));
        QCOMPARE(data.cells[0][0].state, CellState::Ok);
        QCOMPARE(data.cells[1][0].state, CellState::Failed);
        widget.setData(QStringLiteral("map"), data);
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        // Probe the grid for both tooltips rather than hard-coding cell coordinates.
        bool sawValue = false, sawFailure = false;
        for (int y = 0; y < widget.height(); y += 8)
            for (int x = 0; x < widget.width(); x += 8) {
                const QString tip = widget.tooltipAt(QPoint(x, y));
                sawValue |= !tip.isEmpty() && tip == data.cells[0][0].tooltip;
                sawFailure |= !tip.isEmpty() && tip == data.cells[1][0].tooltip;
            }
        QVERIFY(sawValue);
        QVERIFY(sawFailure);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(widget.exportPng(dir.filePath(QStringLiteral("heat.png")), &error), qPrintable(error));
        QVERIFY2(widget.exportSvg(dir.filePath(QStringLiteral("heat.svg")), &error), qPrintable(error));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("heat.png"))).isNull());
        QFile svg(dir.filePath(QStringLiteral("heat.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
    }

    void qtChartAdapterExportsAndReportsMissingData()
    {
        QtChartAdapter chart;
        chart.resize(800, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showLines(QStringLiteral("t"), gflopsVsSize({run("naive", 64, k8, 0, false)}));
        QVERIFY(!chart.hasData()); // only a failed run: nothing to plot
        chart.showLines(QStringLiteral("t"), gflopsVsSize({run("naive", 64, k8, 1.0), run("naive", 128, k8, 2.0)}));
        QVERIFY(chart.hasData());
        QCOMPARE(chart.pointTooltips().size(), 2);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(chart.exportPng(dir.filePath(QStringLiteral("c.png")), &error), qPrintable(error));
        QVERIFY2(chart.exportSvg(dir.filePath(QStringLiteral("c.svg")), &error), qPrintable(error));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("c.png"))).isNull());
        // Export into a directory that does not exist fails with a reason instead of a crash.
        QVERIFY(!chart.exportPng(dir.filePath(QStringLiteral("missing/c.png")), &error));
        QVERIFY(error.contains(QStringLiteral("missing")));
        chart.showBars(QStringLiteral("bars"), variantsAtSize({run("naive", 64, k8, 1.0)}, 64));
        QVERIFY(chart.hasData());
    }
};

QTEST_MAIN(ChartDataTest)
#include "gui_chart_data.moc"
