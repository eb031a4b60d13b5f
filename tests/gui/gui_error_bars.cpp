// Intervals on the charts, without an OpenCL device: error bars drawn where the runs' 95 %
// intervals say (and none for runs without samples), the heat map's marks of the cells within
// noise of the best, the Run setup's target-interval field, and a colour of its own for every
// catalogue variant.
#include <QImage>
#include <QtTest>
#include <memory>

#include "gui/charts/heat_map_widget.hpp"
#include "gui/common/chart_data.hpp"
#include "gui/common/chart_style.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/setup/target_ci_text.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/statistics.hpp"
#include "run_fixtures.hpp"

using namespace studio;

namespace {

const ndr::LocalSize k8 = ndr::LocalSize::of2D(8, 8);
const ndr::LocalSize k16 = ndr::LocalSize::of2D(16, 16);

// A verified run whose repetitions took `samples` ms: its median gives `gflops` (so the work
// is gflops × median), its interval the core's bootstrap of those samples.
ndr::RunResult sampledRun(const std::string& variant, std::size_t n, ndr::LocalSize local, double gflops,
                          const std::vector<double>& samples)
{
    ndr::RunResult r = studio::testing::madeUpRun(variant, n, local, gflops, std::nullopt);
    r.kernelSamplesMs = samples;
    r.kernel.medianMs = ndr::median(samples);
    r.kernelMsCi = ndr::medianInterval(samples);
    return r;
}

// Samples around `ms`, spread by ±`spread` (relative): a wide or a narrow interval.
std::vector<double> around(double ms, double spread)
{
    std::vector<double> v;
    for (int i = 0; i < 15; ++i)
        v.push_back(ms * (1 + spread * (double(i % 5) - 2) / 2));
    return v;
}

std::unique_ptr<QtChartAdapter> newChart(int w = 1000, int h = 640)
{
    auto chart = std::make_unique<QtChartAdapter>();
    chart->resize(w, h);
    chart->show();
    if (!QTest::qWaitForWindowExposed(chart.get()))
        qWarning("chart window not exposed");
    return chart;
}

// The point's pixel y where a linear value axis through the bar's two ends puts `value`.
double pixelOf(const QLineF& bar, double low, double high, double value)
{
    return bar.p1().y() + (bar.p2().y() - bar.p1().y()) * (value - low) / (high - low);
}

// Every error bar stands on its point: same x, low end below and high end above it, and the
// point where the linear value axis through the two ends puts the point's value.
void barsMatchPoints(const QtChartAdapter& chart, const std::vector<ChartPoint>& points)
{
    const QList<QLineF> bars = chart.errorBarLines();
    const QList<QPoint> at = chart.pointPositions();
    QCOMPARE(at.size(), int(points.size()));
    int bar = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!points[i].interval)
            continue;
        QVERIFY(bar < bars.size());
        const QLineF l = bars[bar++];
        const ndr::Interval ci = *points[i].interval;
        QVERIFY2(ci.low < points[i].y && points[i].y < ci.high, qPrintable(points[i].tooltip));
        QVERIFY(std::abs(l.p1().x() - at[int(i)].x()) <= 1.0);
        QVERIFY(std::abs(l.p2().x() - at[int(i)].x()) <= 1.0);
        QVERIFY2(l.p1().y() > l.p2().y() + 4, "the high end is drawn above the low end, apart");
        QVERIFY(std::abs(pixelOf(l, ci.low, ci.high, points[i].y) - at[int(i)].y()) <= 1.5);
    }
    QCOMPARE(bar, bars.size()); // no bar for a point without an interval
}

} // namespace

class ErrorBarsTest : public QObject {
    Q_OBJECT

private slots:
    void linesCarryEachRunsInterval()
    {
        const std::vector<ndr::RunResult> runs = {sampledRun("tiled", 64, k8, 10, around(2.0, 0.3)),
                                                  sampledRun("tiled", 128, k8, 20, around(2.0, 0.1)),
                                                  sampledRun("naive", 64, k8, 5, around(4.0, 0.4)),
                                                  // Stored before samples were kept: a point, no bar.
                                                  studio::testing::madeUpRun("naive", 128, k8, 6, std::nullopt)};
        const LineChartData data = gflopsVsSize(runs);
        std::vector<ChartPoint> points;
        for (const ChartSeriesData& s : data.series)
            points.insert(points.end(), s.points.begin(), s.points.end());
        QCOMPARE(points.size(), std::size_t(4));
        // The chart's interval is the run's GFLOP/s interval (the core's, from its samples).
        QCOMPARE(*points[2].interval, *runs[0].gflopsCi()); // tiled, N = 64 (series in catalogue order)
        QVERIFY(!points[1].interval);
        QVERIFY(points[2].tooltip.contains(QStringLiteral("95 % interval")));
        QVERIFY(!points[1].tooltip.contains(QStringLiteral("95 % interval")));

        auto chart = newChart();
        chart->setYScale(YScale::Linear);
        chart->showLines(QStringLiteral("vs N"), data);
        QCoreApplication::processEvents();
        QCOMPARE(chart->errorBarLines().size(), 3);
        barsMatchPoints(*chart, points);
        QVERIFY(chart->legendTexts().contains(QStringLiteral("error bars: 95 % interval of the median")));
        // A wider interval draws a longer bar: tiled at 64 (±30 %) against tiled at 128 (±10 %).
        const QList<QLineF> bars = chart->errorBarLines();
        QVERIFY(bars[1].length() > bars[2].length());

        // They follow a resize, as the points do.
        chart->resize(700, 900);
        QTRY_VERIFY(chart->errorBarLines() != bars);
        barsMatchPoints(*chart, points);

        // On a log axis the bars still span their intervals (ends above and below the point).
        chart->setYScale(YScale::Log);
        chart->showLines(QStringLiteral("vs N"), data);
        QCoreApplication::processEvents();
        QCOMPARE(chart->errorBarLines().size(), 3);
        for (const QLineF& l : chart->errorBarLines())
            QVERIFY(l.p1().y() > l.p2().y());
    }

    void barsAndLocalSizesCarryThemToo()
    {
        const std::vector<ndr::RunResult> runs = {sampledRun("naive", 256, k8, 4, around(3.0, 0.2)),
                                                  sampledRun("tiled", 256, k16, 12, around(1.0, 0.5)),
                                                  studio::testing::madeUpRun("blocked", 256, k16, 20, std::nullopt),
                                                  sampledRun("tiled", 256, k8, 9, around(1.3, 0.1))};
        const BarChartData bars = variantsAtSize(runs, 256);
        QCOMPARE(bars.bars.size(), std::size_t(3));
        auto chart = newChart();
        chart->setYScale(YScale::Linear);
        chart->showBars(QStringLiteral("at N"), bars);
        QCoreApplication::processEvents();
        const QList<QLineF> lines = chart->errorBarLines();
        QCOMPARE(lines.size(), 2);
        const QList<QPoint> middles = chart->pointPositions();
        for (int i : {0, 1}) {
            const ndr::Interval ci = *bars.bars[std::size_t(i)].interval;
            QVERIFY(std::abs(lines[i].p1().x() - middles[i].x()) <= 1.0);
            // A bar's middle is at half its value on the linear axis through the bar's two ends.
            QVERIFY(std::abs(pixelOf(lines[i], ci.low, ci.high, bars.bars[std::size_t(i)].y / 2) - middles[i].y()) <=
                    1.5);
        }
        QVERIFY(chart->pointTooltips()[1].contains(QStringLiteral("95 % interval")));

        const LineChartData local = gflopsVsLocal(runs, QStringLiteral("tiled"));
        chart->showLines(QStringLiteral("vs local"), local);
        QCoreApplication::processEvents();
        QCOMPARE(chart->errorBarLines().size(), 2);
        barsMatchPoints(*chart, local.series.at(0).points);

        // Runs without samples (stored before they were kept): no bar and no legend entry.
        chart->showBars(QStringLiteral("old"),
                        variantsAtSize({studio::testing::madeUpRun("tiled", 64, k8, 3, std::nullopt)}, 64));
        QVERIFY(chart->errorBarLines().isEmpty());
        QVERIFY(!chart->legendTexts().contains(QStringLiteral("error bars: 95 % interval of the median")));
    }

    void aFailedRunIsNeverABar()
    {
        ndr::RunResult failed = sampledRun("tiled", 64, k8, 50, around(1.0, 0.2));
        failed.verified = false;
        failed.error = "verification failed";
        const std::vector<ndr::RunResult> runs = {failed, sampledRun("naive", 64, k8, 2, around(2.0, 0.2))};
        auto chart = newChart();
        chart->showLines(QStringLiteral("vs N"), gflopsVsSize(runs));
        QCOMPARE(chart->pointTooltips().size(), 1);
        QCOMPARE(chart->errorBarLines().size(), 1);
        chart->showBars(QStringLiteral("at N"), variantsAtSize(runs, 64));
        QCOMPARE(chart->errorBarLines().size(), 1);
    }

    void heatMapMarksTheCellsWithinNoiseOfTheBest()
    {
        // Best: N = 128 at 16x16, 20 GFLOP/s ±10 %. Within noise: 19 ±10 %. Apart: 15 ±2 % and
        // 10 ±5 %. Without samples: never marked, whatever its value.
        const std::vector<ndr::RunResult> runs = {
            sampledRun("tiled", 128, k16, 20, around(1.0, 0.2)), sampledRun("tiled", 128, k8, 19, around(1.0, 0.2)),
            sampledRun("tiled", 64, k16, 15, around(1.0, 0.04)), sampledRun("tiled", 64, k8, 10, around(1.0, 0.1)),
            studio::testing::madeUpRun("tiled", 32, k8, 19.5, std::nullopt)};
        const HeatMapData data = heatMap(runs, {}, QStringLiteral("tiled"));
        QCOMPARE(data.rows, (std::vector<std::size_t>{32, 64, 128}));
        QCOMPARE(data.columns, (QStringList{QStringLiteral("8x8"), QStringLiteral("16x16")}));
        const auto& c = data.cells;
        QVERIFY(c[2][1].best && !c[2][1].withinNoise);
        QVERIFY(c[2][0].withinNoise && !c[2][0].best);
        QVERIFY(c[2][0].interval->overlaps(*c[2][1].interval));
        QVERIFY(!c[1][1].withinNoise && !c[1][0].withinNoise && !c[0][0].withinNoise);
        QVERIFY(!c[1][1].interval->overlaps(*c[2][1].interval));
        QVERIFY(c[2][0].tooltip.contains(QStringLiteral("within noise of the best")));

        // The widget draws the marks: dark and white outline pixels on a marked cell's edge,
        // the cell's own colour on an unmarked one's.
        HeatMapWidget widget;
        widget.resize(800, 500);
        widget.setData(QStringLiteral("map"), data);
        const QImage image = widget.grab().toImage();
        const auto edge = [&](std::size_t row, int column) {
            const QRectF r = widget.cellRect(row, column);
            return image.pixelColor(QPoint(int(r.left() + r.width() / 2), int(r.top() + 3)));
        };
        const auto centre = [&](std::size_t row, int column) {
            return image.pixelColor(widget.cellRect(row, column).center().toPoint() + QPoint(0, 12));
        };
        for (const auto& [row, column] : {std::pair<std::size_t, int>{2, 1}, {2, 0}})
            QVERIFY2(edge(row, column) != centre(row, column),
                     qPrintable(QStringLiteral("%1 %2").arg(row).arg(column)));
        for (const auto& [row, column] : {std::pair<std::size_t, int>{1, 1}, {1, 0}, {0, 0}})
            QCOMPARE(edge(row, column), centre(row, column));

        // Without intervals (runs stored before samples were kept): no marks at all.
        const HeatMapData old = heatMap({studio::testing::madeUpRun("tiled", 64, k8, 3, std::nullopt),
                                         studio::testing::madeUpRun("tiled", 64, k16, 4, std::nullopt)},
                                        {}, QStringLiteral("tiled"));
        for (const HeatCell& cell : old.cells[0])
            QVERIFY(!cell.best && !cell.withinNoise);
    }

    void targetIntervalTextIsReadLikeTheCli()
    {
        QVERIFY(!parseTargetCi(QString()).halfWidth);
        QVERIFY(parseTargetCi(QString()).ok());
        QVERIFY(!parseTargetCi(QStringLiteral(" off ")).halfWidth);
        QCOMPARE(*parseTargetCi(QStringLiteral("2%")).halfWidth, 0.02);
        QCOMPARE(*parseTargetCi(QStringLiteral("2.5")).halfWidth, 0.025);
        QCOMPARE(*parseTargetCi(QStringLiteral("0.1 %")).halfWidth, 0.001);
        for (const char* bad : {"abc", "2%%", "-1", "0", "0.05", "51", "nan", "inf", "2x"}) {
            const TargetCiText t = parseTargetCi(QString::fromLatin1(bad));
            QVERIFY2(!t.ok() && !t.halfWidth, bad);
        }
    }

    void everyCatalogueVariantHasAColourOfItsOwn()
    {
        const auto& cat = ndr::catalogue();
        QVERIFY(cat.size() >= 20);
        // Pairwise at least 7 apart in OKLab (2 is just noticeable): none look alike.
        double closest = INFINITY;
        QString pair;
        for (std::size_t i = 0; i < cat.size(); ++i)
            for (std::size_t j = 0; j < i; ++j) {
                const double d = colourDifference(variantColour(QString::fromStdString(cat[i].name)),
                                                  variantColour(QString::fromStdString(cat[j].name)));
                if (d < closest) {
                    closest = d;
                    pair = QString::fromStdString(cat[i].name + " / " + cat[j].name);
                }
            }
        QVERIFY2(closest >= 7, qPrintable(QStringLiteral("%1: %2").arg(pair).arg(closest)));
        // naive and vectorized were two near-identical blues: now of different hues.
        const QColor naive = variantColour(QStringLiteral("naive"));
        const QColor vectorized = variantColour(QStringLiteral("vectorized"));
        QVERIFY(colourDifference(naive, vectorized) >= 12);
        const int hues = std::abs(naive.hsvHue() - vectorized.hsvHue());
        QVERIFY2(std::min(hues, 360 - hues) >= 30,
                 qPrintable(QStringLiteral("%1 %2").arg(naive.name(), vectorized.name())));
        // Stable: the same colour on every call, and no grey or near-white among them.
        for (const ndr::Variant& v : cat) {
            const QColor c = variantColour(QString::fromStdString(v.name));
            QCOMPARE(c, variantColour(QString::fromStdString(v.name)));
            QVERIFY2(c.hsvSaturation() > 100 && c.lightness() < 200, v.name.c_str());
        }
    }
};

QTEST_MAIN(ErrorBarsTest)
#include "gui_error_bars.moc"
