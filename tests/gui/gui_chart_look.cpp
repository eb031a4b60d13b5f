// How the charts read to a user, without an OpenCL device: tooltips shown by a real mouse move
// over points and bars, colours that belong to the variant rather than to the order series were
// added, value axes that scale their unit and go logarithmic when the series span decades, legends
// that keep two devices apart, and roofline labels that cover no marker.
#include <QRegularExpression>
#include <QToolTip>
#include <QtTest>
#include <memory>

#include "gui/common/chart_data.hpp"
#include "gui/common/chart_style.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/roofline_data.hpp"
#include "gui/common/scatter_chart_data.hpp"
#include "ndr/catalogue.hpp"
#include "run_fixtures.hpp"

using namespace studio;

namespace {

const ndr::LocalSize k8 = ndr::LocalSize::of2D(8, 8);
const ndr::LocalSize k16 = ndr::LocalSize::of2D(16, 16);
const ndr::LocalSize l256 = ndr::LocalSize::of1D(256);
const std::string kGpu = "NVIDIA H100 80GB HBM3";
const std::string kCpu = "cpu-haswell-AMD EPYC 7B13 64-Core Processor";

ndr::RunResult run(const std::string& variant, std::size_t n, ndr::LocalSize local, double gflops, double gbps = 1.0,
                   const std::string& device = "cpu")
{
    return studio::testing::madeUpRun(variant, n, local, gflops, gbps, true, device);
}

// 80 GB/s and 40 GFLOP/s on the device "cpu".
ndr::DevicePeaks cpuPeaks()
{
    ndr::DevicePeaks p;
    p.deviceKey = "cpu | 1.0 | p";
    p.bandwidthGBs = 80.0;
    p.computeGflops = 40.0;
    return p;
}

std::unique_ptr<QtChartAdapter> newChart()
{
    auto chart = std::make_unique<QtChartAdapter>();
    chart->resize(1000, 640);
    chart->show();
    if (!QTest::qWaitForWindowExposed(chart.get()))
        qWarning("chart window not exposed");
    return chart;
}

// Moves the mouse onto every point or bar of the chart and checks the tooltip shown is its own;
// off every point, no tooltip.
void hoverEveryPoint(QtChartAdapter& chart)
{
    QCoreApplication::processEvents(); // the chart lays out its plot area
    const QStringList tips = chart.pointTooltips();
    const QList<QPoint> at = chart.pointPositions();
    QVERIFY(!tips.isEmpty());
    QCOMPARE(at.size(), tips.size());
    for (int i = 0; i < tips.size(); ++i) {
        QVERIFY2(chart.plotWidget()->rect().contains(at[i]), qPrintable(tips[i]));
        QTest::mouseMove(chart.plotWidget(), at[i]);
        QTRY_VERIFY2(QToolTip::isVisible(), qPrintable(tips[i]));
        QCOMPARE(QToolTip::text(), tips[i]);
    }
    QTest::mouseMove(chart.plotWidget(), QPoint(3, 3)); // the corner: no point there
    QTRY_VERIFY(!QToolTip::isVisible());
}

// Runs of two devices three orders of magnitude apart: an H100 and PoCL on a CPU.
std::vector<ndr::RunResult> twoDeviceRuns()
{
    std::vector<ndr::RunResult> runs;
    for (std::size_t n : {1024, 2048, 4096}) {
        const double scale = double(n) / 4096;
        runs.push_back(run("double_buffered", n, k16, 200000 * scale, 1, kGpu));
        runs.push_back(run("tiled", n, k16, 90000 * scale, 1, kGpu));
        runs.push_back(run("double_buffered", n, k16, 200 * scale, 1, kCpu));
        runs.push_back(run("tiled", n, k16, 60 * scale, 1, kCpu));
    }
    for (ndr::RunResult& r : runs)
        r.platform = r.device == kGpu ? "NVIDIA CUDA" : "Portable Computing Language";
    return runs;
}

} // namespace

class ChartLookTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QToolTip::hideText(); }

    void tooltipsFollowTheMouseOnLinesAndBars()
    {
        const ndr::DevicePeaks peaks = cpuPeaks();
        const std::vector<ndr::RunResult> runs = {run("naive", 64, k8, 2.0), run("naive", 128, k8, 3.0),
                                                  run("tiled", 64, k8, 6.0), run("tiled", 128, k16, 12.0)};
        auto chart = newChart();
        chart->showLines(QStringLiteral("vs N"), gflopsVsSize(runs, Metric::Gflops, &peaks));
        hoverEveryPoint(*chart);
        // What the tooltip says: variant, device, N, local size, the figure and its unit, % of peak.
        const QString tip = chart->pointTooltips().last();
        for (const QString& part :
             {QStringLiteral("tiled"), QStringLiteral("cpu"), QStringLiteral("N = 128"), QStringLiteral("16x16"),
              QStringLiteral("12.000 GFLOP/s"), QStringLiteral("30.0 %")})
            QVERIFY2(tip.contains(part), qPrintable(tip + QStringLiteral(" lacks ") + part));

        chart->showBars(QStringLiteral("at N"), variantsAtSize(runs, 128, Metric::Gflops, &peaks));
        QCOMPARE(chart->pointTooltips().size(), 2);
        hoverEveryPoint(*chart);
        QVERIFY(chart->pointTooltips().last().contains(QStringLiteral("% of the device peak")));

        chart->showLines(QStringLiteral("vs local"),
                         gflopsVsLocal(runs, QStringLiteral("tiled"), Metric::Gflops, &peaks));
        hoverEveryPoint(*chart);
        QVERIFY(chart->pointTooltips().first().contains(QStringLiteral("local 8x8")));
    }

    void tooltipsFollowTheMouseOnTheRooflineAndTheScatter()
    {
        const std::vector<ndr::RunResult> runs = {run("tiled", 64, k16, 3.5, 7.0), run("tiled", 256, k16, 9.0, 6.0),
                                                  run("vadd", 1 << 20, l256, 1.5, 18.0)};
        auto chart = newChart();
        chart->showRoofline(QStringLiteral("roofline"), rooflineData(runs, {cpuPeaks()}));
        QCOMPARE(chart->pointTooltips().size(), 3);
        hoverEveryPoint(*chart);
        QVERIFY(chart->pointTooltips().first().contains(QStringLiteral("% of the roof")));

        ScatterChartData scatter;
        scatter.xTitle = QStringLiteral("tile");
        scatter.yTitle = QStringLiteral("GFLOP/s");
        scatter.series.push_back({QStringLiteral("seed set"),
                                  {{8, 10, QStringLiteral("#1 tile 8")}, {16, 20, QStringLiteral("#2 tile 16")}},
                                  {},
                                  0});
        scatter.best = scatter.series[0].points[1];
        chart->showScatter(QStringLiteral("tuning"), scatter);
        hoverEveryPoint(*chart);
    }

    void aVariantKeepsItsColourWhateverElseIsCharted()
    {
        // Two sessions: one charted naive, tiled and blocked; the next adds tiled_padded first.
        const std::vector<ndr::RunResult> first = {run("naive", 64, k8, 1), run("tiled", 64, k8, 2),
                                                   run("blocked", 64, k8, 3), run("user:mine", 64, k8, 1.5)};
        const std::vector<ndr::RunResult> second = {run("tiled_padded", 64, k8, 4), run("blocked", 64, k8, 3),
                                                    run("user:mine", 64, k8, 1.5), run("tiled", 64, k8, 2)};
        auto a = newChart();
        auto b = newChart();
        a->showLines(QStringLiteral("first"), gflopsVsSize(first));
        b->showLines(QStringLiteral("second"), gflopsVsSize(second));
        for (const QString& v : {QStringLiteral("tiled"), QStringLiteral("blocked"), QStringLiteral("user:mine")}) {
            QVERIFY2(a->colourOf(v).isValid(), qPrintable(v));
            QCOMPARE(a->colourOf(v), b->colourOf(v));
            QCOMPARE(a->colourOf(v), variantColour(v));
        }
        QVERIFY(b->colourOf(QStringLiteral("tiled_padded")) != b->colourOf(QStringLiteral("tiled")));
        // The colour comes from the catalogue order: the same in every session and build run.
        const auto& cat = ndr::catalogue();
        for (std::size_t i = 0; i < cat.size(); ++i)
            QCOMPARE(variantColour(QString::fromStdString(cat[i].name)), paletteColour(i));
        // The roofline colours its variants the same way.
        a->showRoofline(QStringLiteral("roofline"),
                        rooflineData({run("blocked", 64, k8, 3, 2), run("tiled", 64, k8, 2, 3)}, {}));
        QCOMPARE(a->colourOf(QStringLiteral("tiled")), b->colourOf(QStringLiteral("tiled")));
        // So do the bars of "Variants at one N": each bar its variant's colour, in bar order.
        const BarChartData bars = variantsAtSize(second, 64);
        b->showBars(QStringLiteral("at N"), bars);
        const QList<QColor> colours = b->barColours();
        QCOMPARE(colours.size(), bars.variants.size());
        for (int i = 0; i < colours.size(); ++i)
            QCOMPARE(colours[i], variantColour(bars.variants[i]));
        QCOMPARE(b->pointTooltips().size(), colours.size()); // one tooltip per bar still
    }

    void twoDevicesThreeOrdersApart()
    {
        const std::vector<ndr::RunResult> runs = twoDeviceRuns();
        const LineChartData data = gflopsVsSize(runs);
        QCOMPARE(data.series.size(), std::size_t(4));
        auto chart = newChart();
        chart->showLines(QStringLiteral("vs N"), data);
        // Automatic: the series span decades, so the axis is logarithmic and in TFLOP/s.
        QVERIFY(chart->valueAxisIsLog());
        QVERIFY2(chart->valueAxisTitle().contains(QStringLiteral("TFLOP/s")), qPrintable(chart->valueAxisTitle()));
        const QStringList logLabels = chart->valueAxisLabels();
        QVERIFY2(logLabels.contains(QStringLiteral("0.01")) && logLabels.contains(QStringLiteral("0.02")) &&
                     logLabels.contains(QStringLiteral("100")) && logLabels.contains(QStringLiteral("200")),
                 qPrintable(logLabels.join(QLatin1Char(' '))));
        // The legend names each series with its device, short but distinct.
        QCoreApplication::processEvents();
        const QStringList legend = chart->legendTexts();
        QCOMPARE(legend.size(), 4);
        QCOMPARE(QSet<QString>(legend.begin(), legend.end()).size(), 4);
        for (const QString& entry : legend) {
            QVERIFY2(entry.contains(QStringLiteral("H100")) != entry.contains(QStringLiteral("EPYC")),
                     qPrintable(entry));
            QVERIFY2(entry.size() <= 30, qPrintable(entry));
        }
        QVERIFY(legend.contains(QStringLiteral("double_buffered · H100")));
        // The same variant keeps its colour on both devices; the device changes the line style.
        QCOMPARE(chart->colourOf(QStringLiteral("double_buffered · H100")),
                 chart->colourOf(QStringLiteral("double_buffered · EPYC")));
        hoverEveryPoint(*chart);
        QVERIFY(chart->pointTooltips().last().contains(QString::fromStdString(kGpu)) ||
                chart->pointTooltips().last().contains(QString::fromStdString(kCpu)));

        // Linear on request: whole-number ticks in TFLOP/s, no "200000.0".
        chart->setYScale(YScale::Linear);
        chart->showLines(QStringLiteral("vs N"), data);
        QVERIFY(!chart->valueAxisIsLog());
        QVERIFY(chart->valueAxisTitle().contains(QStringLiteral("TFLOP/s")));
        const QRegularExpression whole(QStringLiteral("^[0-9]{1,3}$"));
        for (const QString& label : chart->valueAxisLabels())
            QVERIFY2(whole.match(label).hasMatch(), qPrintable(chart->valueAxisLabels().join(QLatin1Char(' '))));
        // And log on request, even where the values do not span decades.
        chart->setYScale(YScale::Log);
        chart->showLines(QStringLiteral("one device"),
                         gflopsVsSize({run("tiled", 64, k8, 2), run("tiled", 128, k8, 3)}));
        QVERIFY(chart->valueAxisIsLog());
        chart->setYScale(YScale::Auto);
        chart->showLines(QStringLiteral("one device"),
                         gflopsVsSize({run("tiled", 64, k8, 2), run("tiled", 128, k8, 3)}));
        QVERIFY(!chart->valueAxisIsLog());
        QCOMPARE(chart->valueAxisTitle(), QStringLiteral("GFLOP/s"));
        // Bars of both devices at one N: log axis as well, and a tooltip per bar.
        chart->showBars(QStringLiteral("at N"), variantsAtSize(runs, 4096));
        QVERIFY(chart->valueAxisIsLog());
        hoverEveryPoint(*chart);
    }

    void shortDeviceNamesStayDistinct()
    {
        QCOMPARE(shortDeviceNames({QString::fromStdString(kGpu), QString::fromStdString(kCpu)}),
                 (QStringList{QStringLiteral("H100"), QStringLiteral("EPYC")}));
        QCOMPARE(shortDeviceNames({QStringLiteral("NVIDIA H100 80GB HBM3"), QStringLiteral("NVIDIA H100 PCIe")}),
                 (QStringList{QStringLiteral("H100 80GB"), QStringLiteral("H100 PCIe")}));
        QCOMPARE(shortDeviceNames({QStringLiteral("Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz"),
                                   QStringLiteral("Intel(R) Xeon(R) Platinum 8380 CPU @ 2.30GHz")}),
                 (QStringList{QStringLiteral("Xeon Gold"), QStringLiteral("Xeon Platinum")}));
        // One device name on two platforms: numbered rather than merged.
        QCOMPARE(shortDeviceNames({QStringLiteral("gfx90a"), QStringLiteral("gfx90a")}),
                 (QStringList{QStringLiteral("gfx90a"), QStringLiteral("gfx90a #2")}));
    }

    void unitsAndTickLabels()
    {
        QCOMPARE(unitScale(QStringLiteral("GFLOP/s"), 200000).unit, QStringLiteral("TFLOP/s"));
        QCOMPARE(unitScale(QStringLiteral("GFLOP/s"), 200000).divisor, 1000.0);
        QCOMPARE(unitScale(QStringLiteral("GB/s"), 30000).unit, QStringLiteral("TB/s"));
        QCOMPARE(unitScale(QStringLiteral("GFLOP/s"), 900).unit, QStringLiteral("GFLOP/s"));
        QCOMPARE(tickLabelFormat(50000), QStringLiteral("%.0f"));
        QCOMPARE(tickLabelFormat(50), QStringLiteral("%.0f"));
        QCOMPARE(tickLabelFormat(2.5), QStringLiteral("%.1f"));
        QCOMPARE(tickLabelFormat(0.25), QStringLiteral("%.2f"));
        QCOMPARE(tickLabelFormat(0.1), QStringLiteral("%.1f"));
        const std::vector<double> ticks = logTicks(0.1, 100);
        QCOMPARE(ticks.size(), std::size_t(10)); // 0.1 0.2 0.5 1 2 5 10 20 50 100
        QCOMPARE(logTickLabel(0.05), QStringLiteral("0.05"));
        QCOMPARE(logTickLabel(20000), QStringLiteral("20000"));
    }

    void rooflineLabelsTwoAndFivePerDecadeAndCoverNoMarker()
    {
        const ndr::DevicePeaks peaks = cpuPeaks();
        // Variants crowded around one arithmetic intensity, each at two sizes.
        std::vector<ndr::RunResult> runs;
        for (const char* v : {"naive", "transposed", "tiled", "tiled_padded", "blocked", "row_private_local"})
            for (std::size_t n : {128, 256}) {
                const double g = 2.0 + double(runs.size()) * 0.7;
                runs.push_back(run(v, n, k16, g, g / (0.4 + 0.05 * double(runs.size() % 5))));
            }
        runs.push_back(run("vadd", 1 << 20, l256, 1.5, 18.0));
        auto chart = newChart();
        chart->showRoofline(QStringLiteral("roofline"), rooflineData(runs, {peaks}));
        QCoreApplication::processEvents();
        const QStringList y = chart->valueAxisLabels();
        QVERIFY2(y.contains(QStringLiteral("2")) && y.contains(QStringLiteral("5")) && y.contains(QStringLiteral("10")),
                 qPrintable(y.join(QLatin1Char(' '))));
        const QList<QRectF> labels = chart->labelRects();
        const QList<QRectF> markers = chart->markerRects();
        QCOMPARE(labels.size(), 8); // seven variants and the ridge
        QVERIFY(markers.size() >= 13);
        for (int i = 0; i < labels.size(); ++i) {
            for (const QRectF& m : markers)
                QVERIFY2(!labels[i].intersects(m), qPrintable(QStringLiteral("label %1").arg(i)));
            for (int j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].intersects(labels[j]), qPrintable(QStringLiteral("labels %1, %2").arg(i).arg(j)));
        }
    }
};

QTEST_MAIN(ChartLookTest)
#include "gui_chart_look.moc"
