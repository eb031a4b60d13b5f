// Peaks in the charts and the roofline, without an OpenCL device: arithmetic intensity from the
// catalogue, the ridge point, failed runs left out, the peak line and "% of peak" tooltips, the
// peaks table model, the Peaks panel's method note, and the roofline widget painting offscreen.
#include <QAbstractItemModelTester>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/common/chart_data.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/roofline_data.hpp"
#include "gui/peaks/peaks_panel.hpp"
#include "gui/shell/startup_options.hpp"
#include "models/peaks_model.hpp"
#include "models/results_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"
#include "quantity.hpp"
#include "run_fixtures.hpp"

using namespace studio;

namespace {

ndr::RunResult run(const std::string& variant, std::size_t n, ndr::LocalSize local, double gflops, double gbps,
                   bool ok = true, const std::string& device = "cpu")
{
    return studio::testing::madeUpRun(variant, n, local, gflops, gbps, ok, device);
}

// 80 GB/s and 40 GFLOP/s: the ridge sits at 0.5 FLOP/byte.
ndr::DevicePeaks peaksOf(const std::string& device = "cpu")
{
    ndr::DevicePeaks p;
    p.deviceKey = device + " | 1.0 | p";
    for (int w : {1, 2, 4, 8, 16}) {
        p.bandwidth.push_back({w, 60.0 + w});
        p.copy.push_back({w, 140.0 + w});
        p.compute.push_back({w, 2.5 * w});
    }
    p.bandwidthGBs = 76.0;
    p.copyGBs = 156.0; // never a roof or a peak line: those are the read bandwidth
    p.computeGflops = 40.0;
    p.launchLatencyUs = 25;
    p.emptyKernelUs = 8;
    p.timestamp = "2026-11-22T10:00:00Z";
    return p;
}

const ndr::LocalSize k16 = ndr::LocalSize::of2D(16, 16);
const ndr::LocalSize l256 = ndr::LocalSize::of1D(256);

} // namespace

class RooflineTest : public QObject {
    Q_OBJECT

private slots:
    void arithmeticIntensityFromTheCatalogue()
    {
        // tiled: 2N³ FLOP over 4·(2N³/T + N²) bytes, T = 16.
        const double n = 64;
        const double expected = 2 * n * n * n / (4 * (2 * n * n * n / 16 + n * n));
        QCOMPARE(arithmeticIntensity(run("tiled", 64, k16, 1, 1)), expected);
        // vadd: N adds over 3 streams of N floats = 1/12 FLOP per byte, whatever N.
        QCOMPARE(arithmeticIntensity(run("vadd", 1 << 20, l256, 1, 1)), 1.0 / 12.0);
        // reduce: N adds over N floats read.
        QCOMPARE(arithmeticIntensity(run("reduce_fast", 1 << 20, l256, 1, 1)), 0.25);
        // pi reads nothing from global memory; an unknown variant has no model.
        QCOMPARE(arithmeticIntensity(run("pi", 1 << 20, l256, 1, 0)), 0.0);
        QCOMPARE(arithmeticIntensity(run("no_such_variant", 64, k16, 1, 1)), 0.0);
        // A tunable GEMM counts its traffic from the tile it ran with: the run's own GFLOP/s over
        // GB/s, not the catalogue's default-tile model.
        QCOMPARE(arithmeticIntensity(run("double_buffered", 1024, k16, 300.0, 12.5)), 24.0);
    }

    void ridgePointAndRoof()
    {
        const ndr::DevicePeaks p = peaksOf();
        QCOMPARE(ridgePoint(p), 40.0 / 76.0);
        QCOMPARE(rooflineAt(p, 0.1), 7.6);            // bandwidth-bound: AI × GB/s
        QCOMPARE(rooflineAt(p, 10.0), 40.0);          // compute-bound: flat
        QCOMPARE(rooflineAt(p, ridgePoint(p)), 40.0); // the corner
    }

    void rooflinePlacesVerifiedRunsOnly()
    {
        const std::vector<ndr::RunResult> runs = {
            run("tiled", 64, k16, 3.5, 7.0),
            run("tiled", 128, k16, 999.0, 1.0, false), // failed: never plotted
            run("vadd", 1 << 20, l256, 1.5, 18.0),
            run("reduce_fast", 1 << 20, l256, 12.0, 48.0),
            run("pi", 1 << 20, l256, 13.0, 0.0),          // no traffic model
            run("tiled", 64, k16, 2.0, 4.0, true, "gpu"), // another device
        };
        const std::vector<ndr::DevicePeaks> known = {peaksOf()};
        const RooflineData d = rooflineData(runs, known);
        QVERIFY(d.hasRoof);
        QCOMPARE(d.device, QStringLiteral("cpu"));
        QCOMPARE(d.ridgeAI, 40.0 / 76.0);
        QCOMPARE(d.failed, 1);
        QCOMPARE(d.noTraffic, 1);
        QCOMPARE(d.otherDevice, 1);
        // Catalogue order: tiled (matmul) first, then reduce_fast, then vadd.
        QCOMPARE(d.series.size(), std::size_t(3));
        QCOMPARE(d.series[0].name, QStringLiteral("tiled"));
        QCOMPARE(d.series[0].points.size(), std::size_t(1));
        QCOMPARE(d.series[0].points[0].y, 3.5);
        QCOMPARE(d.series[0].points[0].x, arithmeticIntensity(runs[0]));
        for (const ChartSeriesData& s : d.series)
            for (const ChartPoint& p : s.points)
                QVERIFY(p.y < 100);
        // vadd at 1/12 FLOP/byte is bandwidth-bound: its roof is 76/12 GFLOP/s.
        const auto vadd = std::find_if(d.series.begin(), d.series.end(),
                                       [](const ChartSeriesData& s) { return s.name == QLatin1String("vadd"); });
        QVERIFY(vadd != d.series.end());
        QVERIFY(vadd->points[0].side == RoofSide::Bandwidth);
        QCOMPARE(QString::number(vadd->points[0].percentOfPeak, 'f', 1), QStringLiteral("23.7"));
        QCOMPARE(d.minGflops, 1.5);
        QCOMPARE(d.maxGflops, 12.0);
        // Without peaks the points stay, without a roof.
        const RooflineData bare = rooflineData(runs, {});
        QVERIFY(!bare.hasRoof);
        QCOMPARE(bare.series.size(), std::size_t(3));
        // Only failed runs: nothing to plot.
        QVERIFY(rooflineData({runs[1]}, known).empty());
    }

    // The tensor variants run against the tensor-core roof where one was measured (fp32_tensor:
    // three products per product, a third of it); every other variant against the FP32 roof.
    void tensorVariantsRunAgainstTheTensorRoof()
    {
        ndr::DevicePeaks p = peaksOf();
        const ndr::Variant& tf32 = *ndr::findVariant("tf32_tensor");
        const ndr::Variant& fp32 = *ndr::findVariant("fp32_tensor");
        const ndr::Variant& fma = *ndr::findVariant("double_buffered");
        QCOMPARE(computeRoof(p, tf32), 40.0); // not measured: the FP32 roof
        p.tensorGflops = 600.0;
        p.tensorInstruction = "wgmma";
        QCOMPARE(computeRoof(p, tf32), 600.0);
        QCOMPARE(computeRoof(p, fp32), 200.0);
        QCOMPARE(computeRoof(p, fma), 40.0);
        const std::vector<ndr::RunResult> runs = {run("tf32_tensor", 4096, k16, 300.0, 10.0),
                                                  run("fp32_tensor", 4096, k16, 150.0, 5.0),
                                                  run("double_buffered", 4096, k16, 30.0, 1.0)};
        const RooflineData d = rooflineData(runs, {p});
        QVERIFY(d.hasRoof);
        QCOMPARE(d.tensorGflops, 600.0);
        QCOMPARE(d.tensorInstruction, QStringLiteral("wgmma"));
        QCOMPARE(d.peakGflops, 40.0); // the FP32 roof and the ridge stay the FMA units'
        for (const ChartSeriesData& s : d.series) {
            QCOMPARE(s.points.size(), std::size_t(1));
            const ChartPoint& pt = s.points[0];
            const ndr::Variant& v = *ndr::findVariant(s.name.toStdString());
            const double roof = rooflineAt(p, v, pt.x);
            QCOMPARE(pt.percentOfPeak, 100.0 * pt.y / roof);
            QVERIFY(pt.percentOfPeak <= 100.0);
        }
        QtChartAdapter chart;
        chart.resize(900, 600);
        chart.showRoofline(QStringLiteral("roofline"), d);
        QVERIFY(chart.hasData());
        QCOMPARE(chart.pointTooltips().size(), 3);
    }

    // A cancelled or skipped row is never plotted, and is not counted as a failure either.
    void unfinishedRunsAreLeftOutApartFromFailures()
    {
        ndr::RunResult cancelled = run("tiled", 128, k16, 0.0, 0.0, false);
        cancelled.status = ndr::RunStatus::Cancelled;
        ndr::RunResult skipped = run("tiled", 256, k16, 0.0, 0.0, false);
        skipped.status = ndr::RunStatus::Skipped;
        const RooflineData d = rooflineData(
            {run("tiled", 64, k16, 3.5, 7.0), cancelled, skipped, run("tiled", 32, k16, 1.0, 1.0, false)}, {peaksOf()});
        QCOMPARE(d.unfinished, 2);
        QCOMPARE(d.failed, 1);
        QCOMPARE(d.series.size(), std::size_t(1));
        QCOMPARE(d.series[0].points.size(), std::size_t(1));
    }

    void peakLinesAndPercentOfPeak()
    {
        const std::vector<ndr::DevicePeaks> known = {peaksOf()};
        const std::vector<ndr::RunResult> vadds = {run("vadd", 1 << 20, l256, 1.5, 19.0),
                                                   run("vadd", 1 << 22, l256, 1.6, 38.0)};
        const ndr::DevicePeaks* p = peaksFor(vadds, known);
        QVERIFY(p);
        const LineChartData lines = gflopsVsSize(vadds, Metric::Gbps, p);
        QCOMPARE(lines.peak.value, 76.0); // GB/s workloads get the read bandwidth
        QCOMPARE(studio::testing::quantityIn(lines.peak.label, QStringLiteral("GB/s")), 76.0);
        QCOMPARE(lines.series[0].points[1].percentOfPeak, 50.0);
        QCOMPARE(variantsAtSize(vadds, 1 << 22, Metric::Gbps, p).peak.value, 76.0);
        // GFLOP/s workloads get the FP32 peak.
        const std::vector<ndr::RunResult> mm = {run("tiled", 64, k16, 4.0, 8.0)};
        QCOMPARE(gflopsVsSize(mm, Metric::Gflops, peaksFor(mm, known)).peak.value, 40.0);
        QCOMPARE(gflopsVsLocal(mm, QStringLiteral("tiled"), Metric::Gflops, peaksFor(mm, known))
                     .series[0]
                     .points[0]
                     .percentOfPeak,
                 10.0);
        QCOMPARE(
            heatMap(mm, {}, QStringLiteral("tiled"), Metric::Gflops, peaksFor(mm, known)).cells[0][0].percentOfPeak,
            10.0);
        // No peaks for the device, or runs of two devices: no line.
        QVERIFY(!peaksFor({run("tiled", 64, k16, 4.0, 8.0, true, "gpu")}, known));
        QVERIFY(!peaksFor({mm[0], run("tiled", 64, k16, 4.0, 8.0, true, "gpu")}, known));
        QVERIFY(!gflopsVsSize(mm).peak.known());

        // Runs of two devices: no line, yet each point's tooltip compares it with its own
        // device's peak where that device's peaks are measured (here the CPU's only).
        const std::vector<ndr::RunResult> mixed = {mm[0], run("tiled", 64, k16, 4.0, 8.0, true, "gpu")};
        const LineChartData both = gflopsVsSize(mixed, Metric::Gflops, peaksFor(mixed, known), known);
        QVERIFY(!both.peak.known());
        QCOMPARE(both.series.size(), std::size_t(2));
        int withPercent = 0;
        for (const ChartSeriesData& s : both.series) {
            const ChartPoint& pt = s.points.at(0);
            if (pt.percentOfPeak > 0) {
                ++withPercent;
                QCOMPARE(pt.percentOfPeak, 10.0);
            }
        }
        QCOMPARE(withPercent, 1);
        const BarChartData bars = variantsAtSize(mixed, 64, Metric::Gflops, nullptr, known);
        QCOMPARE(bars.bars.size(), std::size_t(2));
        QCOMPARE(bars.bars[0].percentOfPeak + bars.bars[1].percentOfPeak, 10.0);
    }

    void peaksModelPassesTester()
    {
        PeaksModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setPeaks(peaksOf());
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(PeaksModel::ColumnCount));
        QCOMPARE(model.index(4, PeaksModel::WidthColumn).data().toString(), QStringLiteral("float16"));
        QCOMPARE(model.index(0, PeaksModel::BandwidthColumn).data(Qt::EditRole).toDouble(), 61.0);
        QCOMPARE(model.index(0, PeaksModel::CopyColumn).data(Qt::EditRole).toDouble(), 141.0);
        QVERIFY(model.index(4, PeaksModel::CopyColumn).data(Qt::FontRole).value<QFont>().bold());
        for (int c : {int(PeaksModel::BandwidthColumn), int(PeaksModel::CopyColumn)})
            QVERIFY(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(model.index(4, PeaksModel::ComputeColumn).data().toString(), QStringLiteral("40.0"));
        QVERIFY(model.index(4, PeaksModel::ComputeColumn).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.index(0, PeaksModel::ComputeColumn).data(Qt::FontRole).isValid());
        model.setPeaks(std::nullopt);
        QCOMPARE(model.rowCount(), 0);
    }

    void peaksPanelStatesTheMethodBesideTheFigures()
    {
        PeaksPanel panel;
        panel.setDevice(QStringLiteral("0:0"), QStringLiteral("cpu"));
        QVERIFY(panel.methodText().isEmpty()); // no figures, no method
        ndr::DevicePeaks p = peaksOf();
        p.bufferBytes = std::uint64_t(512) << 20;
        p.cacheBytes = std::uint64_t(32) << 20;
        panel.setPeaks(p, PeaksPanel::Source::Cache);
        // The buffer, its multiple of the cache, the cache and the number of loads per work-item.
        const QString method = panel.methodText();
        QCOMPARE(studio::testing::quantityIn(method, QStringLiteral("MiB")), 512.0); // the first one named
        QCOMPARE(
            studio::testing::quantityIn(method.mid(method.indexOf(QStringLiteral("512")) + 3), QStringLiteral("MiB")),
            32.0);
        QCOMPARE(studio::testing::quantityIn(method, QStringLiteral("×")), 16.0);
        QVERIFY2(method.contains(QString::number(ndr::kPeakFetchesPerItem)), qPrintable(method));
        QCOMPARE(studio::testing::quantityIn(panel.summaryText(), QStringLiteral("GB/s")).has_value(), true);
        QVERIFY(panel.summaryText().contains(QString::number(p.copyGBs, 'f', 1))); // the copy figure is shown too
        QVERIFY(!panel.summaryText().contains(QStringLiteral("wgmma")));
        p.tensorGflops = 492562.7; // the tensor-core roof, where measured, is a row of its own
        p.tensorInstruction = "wgmma";
        panel.setPeaks(p, PeaksPanel::Source::Cache);
        QVERIFY(panel.summaryText().contains(QStringLiteral("492562.7")));
        QVERIFY(panel.summaryText().contains(QStringLiteral("wgmma")));
        panel.setPeaks(std::nullopt, PeaksPanel::Source::None);
        QVERIFY(panel.methodText().isEmpty());
    }

    void resultsModelGainsPercentOfPeakColumn()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addResults({run("vadd", 1 << 20, l256, 1.5, 19.0), run("tiled", 64, k16, 4.0, 8.0),
                          run("tiled", 128, k16, 999.0, 1.0, false), run("tiled", 64, k16, 4.0, 8.0, true, "gpu")});
        const int csvColumns = model.columnCount();
        QVERIFY(!model.hasPeakColumn());
        model.setPeaks({peaksOf()});
        QCOMPARE(model.columnCount(), csvColumns + 1);
        const int c = model.peakColumnIndex();
        QCOMPARE(model.headerData(c, Qt::Horizontal).toString(), QStringLiteral("pct_of_peak"));
        QCOMPARE(model.index(0, c).data().toString(), QStringLiteral("25.0")); // 19 of 76 GB/s
        QCOMPARE(model.index(1, c).data().toString(), QStringLiteral("10.0")); // 4 of 40 GFLOP/s
        QVERIFY(model.index(2, c).data().toString().isEmpty());                // failed: no percentage
        QVERIFY(model.index(3, c).data().toString().isEmpty());                // no peaks for "gpu"
        model.setPeaks({peaksOf(), peaksOf("gpu")});
        QCOMPARE(model.columnCount(), csvColumns + 1); // one column, refreshed
        QCOMPARE(model.index(3, c).data().toString(), QStringLiteral("10.0"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void startupOptionsForScreenshots()
    {
        int code = -1;
        QString message;
        const auto o = StartupOptionsParser::parse({QStringLiteral("ndrange-studio"), QStringLiteral("--measure-peaks"),
                                                    QStringLiteral("--view"), QStringLiteral("roofline")},
                                                   &code, &message);
        QVERIFY2(o, qPrintable(message));
        QVERIFY(o->measurePeaks);
        QCOMPARE(o->view, View::Roofline);
        QCOMPARE(views::fromName(QStringLiteral("peaks")), std::optional<View>(View::Peaks));
    }

    void peaksByWidthBars()
    {
        const BarChartData bw = peaksByWidth(peaksOf(), Metric::Gbps);
        QCOMPARE(bw.categories.size(), 5);
        QCOMPARE(bw.categories.last(), QStringLiteral("float16"));
        QCOMPARE(bw.bars[2].y, 64.0);
        QCOMPARE(peaksByWidth(peaksOf(), Metric::Gflops).bars[4].y, 40.0);
    }

    void rooflineWidgetPaintsOffscreen()
    {
        QtChartAdapter chart;
        chart.resize(900, 600);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showRoofline(QStringLiteral("roofline"), rooflineData({run("tiled", 64, k16, 0, 0, false)}, {peaksOf()}));
        QVERIFY(!chart.hasData()); // a failed run only: a message, no chart
        const std::vector<ndr::RunResult> runs = {run("tiled", 64, k16, 3.5, 7.0),
                                                  run("vadd", 1 << 20, l256, 1.5, 18.0)};
        chart.showRoofline(QStringLiteral("roofline"), rooflineData(runs, {peaksOf()}));
        QVERIFY(chart.hasData());
        QCOMPARE(chart.ridgeValue(), 40.0 / 76.0);
        QCOMPARE(chart.pointTooltips().size(), 2);
        // Painted, not blank: the grab holds both the dark roof and coloured points.
        QCoreApplication::processEvents(); // the chart lays out its axes and legend
        const QImage image = chart.grab().toImage();
        int dark = 0, coloured = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2) {
                const QColor c = image.pixelColor(x, y);
                dark += c.lightness() < 90;
                coloured += c.saturation() > 120 && c.lightness() < 200;
            }
        QVERIFY2(dark > 200, qPrintable(QString::number(dark)));
        QVERIFY2(coloured > 50, qPrintable(QString::number(coloured)));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(chart.exportPng(dir.filePath(QStringLiteral("r.png")), &error), qPrintable(error));
        QVERIFY2(chart.exportSvg(dir.filePath(QStringLiteral("r.svg")), &error), qPrintable(error));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("r.png"))).isNull());
        // The line chart draws the peak it is given.
        const ndr::DevicePeaks peaks = peaksOf();
        chart.showLines(QStringLiteral("lines"),
                        gflopsVsSize({run("vadd", 1 << 20, l256, 1.5, 18.0)}, Metric::Gbps, &peaks));
        QCOMPARE(chart.peakLineValue(), 76.0);
        QCOMPARE(chart.pointTooltips().size(), 1); // the line is not a measurement
        chart.showLines(QStringLiteral("lines"), gflopsVsSize({run("vadd", 1 << 20, l256, 1.5, 18.0)}, Metric::Gbps));
        QCOMPARE(chart.peakLineValue(), 0.0);
    }
};

QTEST_MAIN(RooflineTest)
#include "gui_roofline.moc"
