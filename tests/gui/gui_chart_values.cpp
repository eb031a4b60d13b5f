// Charts never receive a value they cannot place: runs whose figures are infinite, NaN, zero or
// negative (or whose N is 0) are left out by the chart data, and the chart adapter leaves out any
// such point it is handed directly, so no chart recurses in QLogValueAxis::setRange or drops a
// whole line. Every chart is then rendered offscreen. No OpenCL device is needed.
#include <QImage>
#include <QtTest>
#include <cmath>
#include <limits>
#include <memory>

#include "gui/common/chart_data.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/roofline_data.hpp"
#include "gui/tuning/tuning_chart_data.hpp"
#include "run_fixtures.hpp"

using namespace studio;

namespace {

const double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const ndr::LocalSize k16 = ndr::LocalSize::of2D(16, 16);
const ndr::LocalSize k8 = ndr::LocalSize::of2D(8, 8);

ndr::RunResult run(std::size_t n, ndr::LocalSize local, double gflops, double gbps = 1.0)
{
    return studio::testing::madeUpRun("tiled", n, local, gflops, gbps);
}

// Verified runs with every figure a chart cannot place, beside two it can.
std::vector<ndr::RunResult> hostileRuns()
{
    return {run(64, k16, 2.0),   run(128, k16, 3.0),      run(256, k16, kInf),
            run(512, k16, kNaN), run(1024, k16, -1),      run(2048, k16, 0.0),
            run(0, k16, 5.0),    run(64, k8, kInf, kInf), run(128, k8, 1.0, kNaN)};
}

bool placeable(double v) { return std::isfinite(v) && v > 0; }

void checkPoints(const std::vector<ChartSeriesData>& series, bool logX)
{
    for (const ChartSeriesData& s : series)
        for (const ChartPoint& p : s.points) {
            QVERIFY2(std::isfinite(p.x) && (!logX || p.x > 0), qPrintable(QString::number(p.x)));
            QVERIFY2(placeable(p.y), qPrintable(QString::number(p.y)));
        }
}

// Renders the chart and checks it drew something besides the background.
void checkRenders(QtChartAdapter& chart)
{
    QCoreApplication::processEvents(); // the chart lays out its axes and legend
    const QImage image = chart.grab().toImage();
    QVERIFY(!image.isNull());
    if (const QByteArray dir = qgetenv("NDR_CHART_VALUES_PNG"); !dir.isEmpty())
        image.save(QString::fromUtf8(dir) + QLatin1Char('/') + chart.windowTitle() + QStringLiteral(".png"));
    int drawn = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            drawn += image.pixelColor(x, y).lightness() < 200;
    QVERIFY2(drawn > 500, qPrintable(QString::number(drawn)));
}

// A chart on screen, as each page of the studio has its own.
std::unique_ptr<QtChartAdapter> newChart()
{
    auto chart = std::make_unique<QtChartAdapter>();
    chart->resize(900, 600);
    chart->show();
    if (!QTest::qWaitForWindowExposed(chart.get()))
        qWarning("chart window not exposed");
    return chart;
}

} // namespace

class ChartValuesTest : public QObject {
    Q_OBJECT

private slots:
    void chartDataLeavesOutWhatNoAxisCanPlace()
    {
        const auto runs = hostileRuns();
        const LineChartData bySize = gflopsVsSize(runs);
        checkPoints(bySize.series, true);
        QCOMPARE(bySize.series.size(), std::size_t(1));
        QCOMPARE(bySize.series[0].points.size(), std::size_t(2)); // N = 64 and 128
        const BarChartData atSize = variantsAtSize(runs, 256);
        QVERIFY(atSize.bars.empty()); // its only run is infinite
        for (const ChartPoint& b : variantsAtSize(runs, 64).bars)
            QVERIFY(placeable(b.y));
        checkPoints(gflopsVsLocal(runs, QStringLiteral("tiled")).series, false);
        const HeatMapData heat = heatMap(runs, {}, QStringLiteral("tiled"));
        QVERIFY(std::isfinite(heat.maxGflops));
        for (const auto& row : heat.cells)
            for (const HeatCell& c : row)
                QVERIFY(c.state != CellState::Ok || placeable(c.gflops));
        const RooflineData roof = rooflineData(runs, {});
        checkPoints(roof.series, true);
        QVERIFY(placeable(roof.minAI) && placeable(roof.maxAI) && placeable(roof.minGflops) &&
                placeable(roof.maxGflops));
        // A peak that is not a finite number draws no line.
        ndr::DevicePeaks peaks;
        peaks.deviceKey = peaksKeyOf(runs[0]);
        peaks.computeGflops = kInf;
        peaks.bandwidthGBs = kNaN;
        QVERIFY(!peakLine(&peaks, Metric::Gflops).known());
        QVERIFY(!rooflineData(runs, {peaks}).hasRoof);
    }

    void theAdapterLeavesOutWhatItCannotPlace()
    {
        auto lineChart = newChart();
        QtChartAdapter& chart = *lineChart;

        // Handed directly, as a future caller might: non-finite values and x <= 0 on a log axis.
        LineChartData lines;
        lines.log2X = true;
        lines.series.push_back({QStringLiteral("a"),
                                {{64, 2.0, QStringLiteral("ok 64")},
                                 {0, 3.0, QStringLiteral("x = 0")},
                                 {-8, 3.0, QStringLiteral("x < 0")},
                                 {kInf, 3.0, QStringLiteral("x inf")},
                                 {128, kInf, QStringLiteral("y inf")},
                                 {256, kNaN, QStringLiteral("y nan")},
                                 {512, 4.0, QStringLiteral("ok 512")}},
                                {},
                                0});
        lines.series.push_back({QStringLiteral("b"), {{kNaN, kNaN, QStringLiteral("nothing")}}, {}, 0});
        lines.peak.value = kInf;
        chart.showLines(QStringLiteral("lines"), lines);
        QVERIFY(chart.hasData());
        QCOMPARE(chart.pointTooltips(), QStringList({QStringLiteral("ok 64"), QStringLiteral("ok 512")}));
        QCOMPARE(chart.peakLineValue(), 0.0);
        checkRenders(chart);

        // Nothing placeable at all: a message, not an empty axis.
        LineChartData none;
        none.log2X = true;
        none.series.push_back({QStringLiteral("a"), {{0, kInf, QString()}}, {}, 0});
        chart.showLines(QStringLiteral("none"), none);
        QVERIFY(!chart.hasData());

        auto barChart = newChart();
        BarChartData bars;
        bars.categories = {QStringLiteral("inf"), QStringLiteral("good"), QStringLiteral("nan")};
        bars.bars = {
            {0, kInf, QStringLiteral("inf")}, {1, 5.0, QStringLiteral("good")}, {2, kNaN, QStringLiteral("nan")}};
        barChart->showBars(QStringLiteral("bars"), bars);
        QCOMPARE(barChart->pointTooltips(), QStringList({QStringLiteral("good")}));
        checkRenders(*barChart);

        auto roofChart = newChart();
        RooflineData roof;
        roof.hasRoof = true;
        roof.peakGflops = kInf;
        roof.peakGBs = 76;
        roof.ridgeAI = kInf;
        roof.minAI = roof.minGflops = -kInf;
        roof.maxAI = roof.maxGflops = kNaN;
        roof.series.push_back({QStringLiteral("tiled"),
                               {{0.5, 10.0, QStringLiteral("ok")},
                                {0.0, 10.0, QStringLiteral("ai 0")},
                                {2.0, kInf, QStringLiteral("inf")},
                                {kNaN, 1.0, QStringLiteral("nan")},
                                {3.0, -2.0, QStringLiteral("negative")}},
                               QStringLiteral("tiled"),
                               0});
        roofChart->showRoofline(QStringLiteral("roofline"), roof);
        QVERIFY(roofChart->hasData());
        QCOMPARE(roofChart->pointTooltips(), QStringList({QStringLiteral("ok")}));
        QCOMPARE(roofChart->ridgeValue(), 0.0); // an infinite roof is not drawn
        checkRenders(*roofChart);

        auto scatterChart = newChart();
        ScatterChartData scatter;
        scatter.series.push_back(
            {QStringLiteral("seeds"),
             {{16, 20.0, QStringLiteral("ok")}, {0, 30.0, QStringLiteral("x 0")}, {32, kNaN, QStringLiteral("nan")}},
             {},
             0});
        scatter.best = ChartPoint{0, kInf, QString()};
        scatterChart->showScatter(QStringLiteral("scatter"), scatter);
        QCOMPARE(scatterChart->pointTooltips(), QStringList({QStringLiteral("ok")}));
        checkRenders(*scatterChart);
    }

    void hostileRunsRenderInEveryChart()
    {
        const auto runs = hostileRuns();
        auto bySize = newChart();
        bySize->showLines(QStringLiteral("by size"), gflopsVsSize(runs));
        QVERIFY(bySize->hasData());
        checkRenders(*bySize);
        auto atSize = newChart();
        atSize->showBars(QStringLiteral("at 64"), variantsAtSize(runs, 64));
        checkRenders(*atSize);
        auto byLocal = newChart();
        byLocal->showLines(QStringLiteral("by local"), gflopsVsLocal(runs, QStringLiteral("tiled")));
        checkRenders(*byLocal);
        auto roofline = newChart();
        roofline->showRoofline(QStringLiteral("runs roofline"), rooflineData(runs, {}));
        QVERIFY(roofline->hasData());
        checkRenders(*roofline);
    }
};

QTEST_MAIN(ChartValuesTest)
#include "gui_chart_values.moc"
