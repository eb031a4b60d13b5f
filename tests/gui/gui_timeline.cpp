// The Timeline view: stage summary model under QAbstractItemModelTester, stage sums of
// a range, the widget painted offscreen with a real PoCL run, zoom/pan/select by mouse, PNG and
// SVG export, and the copy/use/alloc comparison through the window's EngineWorker.
#include <QAbstractItemModelTester>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include "gui/setup/setup_pane.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "gui/timeline/timeline_widget.hpp"
#include "models/results_model.hpp"
#include "models/stage_summary_model.hpp"
#include "ndr/engine.hpp"
#include "ndr/queue_rows.hpp"
#include "quantity.hpp"
#include "test_support.hpp"

using namespace studio;

namespace {

// Hand-made run: two commands with known stages; host enqueue calls bracket QUEUED exactly.
ndr::RunResult syntheticRun()
{
    ndr::RunResult r;
    r.variant = "vadd";
    r.n = 1000;
    r.kernel.medianMs = 0.05;
    auto cmd = [](const char* name, ndr::CommandKind kind, std::uint64_t q, std::uint64_t s, std::uint64_t st,
                  std::uint64_t e) {
        ndr::CommandTiming c;
        c.name = name;
        c.kind = kind;
        c.queuedNs = q;
        c.submitNs = s;
        c.startNs = st;
        c.endNs = e;
        // Device clock = host clock + 1,000,000 ns.
        c.hostEnqueueBeginNs = std::int64_t(q) - 1000000 - 100;
        c.hostEnqueueEndNs = std::int64_t(q) - 1000000 + 100;
        c.hostWaitBeginNs = c.hostEnqueueEndNs + 10;
        c.hostWaitEndNs = std::int64_t(e) - 1000000 + 50;
        return c;
    };
    r.commands.push_back(cmd("kernel #1", ndr::CommandKind::Kernel, 1001000, 1002000, 1005000, 1015000));
    r.commands.push_back(cmd("kernel #2", ndr::CommandKind::Kernel, 1020000, 1021000, 1023000, 1043000));
    return r;
}

ndr::Engine& engine()
{
    static ndr::Engine e;
    return e;
}

int countColor(const QImage& image, const QColor& c)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y) == c)
                ++n;
    return n;
}

} // namespace

class TimelineTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { studio::testing::isolateSettings(dir_); }

    void stageSummaryModelPassesTester()
    {
        StageSummaryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns({syntheticRun()});
        QCOMPARE(model.rowCount(), 1); // both are timed kernels
        const auto& row = model.rows().front();
        QCOMPARE(row.count, 2);
        QCOMPARE(row.mean[0], 1.0); // queue wait 1 µs both
        QCOMPARE(row.mean[1], 2.5); // launch 3 and 2 µs
        QCOMPARE(row.max[1], 3.0);
        QCOMPARE(row.mean[2], 15.0); // execution 10 and 20 µs
        QCOMPARE(row.max[2], 20.0);
        QCOMPARE(model.data(model.index(0, StageSummaryModel::ExecMax), StageSummaryModel::ValueRole).toDouble(), 20.0);
        if (!engine().devices().empty()) {
            ndr::RunRequest req;
            req.variant = "tiled";
            req.n = 40;
            req.local = ndr::LocalSize::of2D(8, 8);
            req.buffers = ndr::BufferMode::Alloc;
            req.reps = 3;
            req.measureCpu = false;
            model.setRuns({engine().run(req), syntheticRun()});
            QCOMPARE(model.rowCount(), 4 + 1); // write, warm-up, kernel, read; synthetic kernel
        }
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void rangeSumsClipEachStage()
    {
        const TimelineLayout layout = layoutTimeline({syntheticRun()});
        QCOMPARE(int(layout.groups.size()), 1);
        QCOMPARE(int(layout.lanes.size()), 2);           // host + queue 0
        QVERIFY(layout.groups[0].clockErrorNs <= 101.0); // the enqueue calls are 200 ns wide
        // Host zero is the first enqueue call: device 1,001,000 maps to 100 ns.
        const StageSums all = sumStages(layout, 0, 1e9);
        QCOMPARE(all.commands, 2);
        QCOMPARE(all.ns[0], 2000.0);
        QCOMPARE(all.ns[1], 5000.0);
        QCOMPARE(all.ns[2], 30000.0);
        // [3100, 9100] holds half of kernel #1's launch (1,002,000..1,005,000 → 1100..4100 ns) and
        // 5 µs of its execution.
        const StageSums part = sumStages(layout, 9100, 3100);
        QCOMPARE(part.commands, 1);
        QCOMPARE(part.ns[0], 0.0);
        QCOMPARE(part.ns[1], 1000.0);
        QCOMPARE(part.ns[2], 5000.0);
    }

    // Overlapping commands of one queue stack in the rows the core assigns (the Chrome trace
    // writes the same rows as tracks): kernel #2 is queued while kernel #1 runs, #3 after both.
    void overlappingCommandsTakeTheCoreRows()
    {
        ndr::RunResult r = syntheticRun();
        r.queues = ndr::QueueMode::OutOfOrder;
        r.commands[1].queuedNs = 1003000;
        r.commands[1].hostEnqueueBeginNs = 3000 - 100;
        r.commands[1].hostEnqueueEndNs = 3000 + 100;
        r.commands.push_back(r.commands[0]);
        r.commands[2].name = "kernel #3";
        r.commands[2].queuedNs = 1043000;
        r.commands[2].submitNs = 1044000;
        r.commands[2].startNs = 1045000;
        r.commands[2].endNs = 1050000;
        r.commands[2].hostEnqueueBeginNs = 43000 - 100;
        r.commands[2].hostEnqueueEndNs = 43000 + 100;
        const ndr::QueueRows rows = ndr::queueRows(r);
        QCOMPARE(rows.row, (std::vector<int>{0, 1, 0}));
        const TimelineLayout layout = layoutTimeline({r});
        QCOMPARE(layout.lanes[1].rows, rows.rowsPerQueue[0]);
        int device = 0;
        for (const auto& b : layout.bars)
            if (b.kind == TimelineBar::Device) {
                ++device;
                QCOMPARE(b.row, rows.row[std::size_t(b.command)]);
            }
        QCOMPARE(device, 3);
    }

    void widgetPaintsZoomsPansSelectsAndExports()
    {
        TimelineWidget w;
        w.resize(1000, 300);
        QImage blank(w.size(), QImage::Format_ARGB32);
        {
            QPainter p(&blank); // the empty state paints without a run
            w.paintTimeline(p, blank.size());
        }
        std::vector<ndr::RunResult> runs{syntheticRun()};
        if (!engine().devices().empty()) {
            ndr::RunRequest req;
            req.variant = "vadd";
            req.n = 100000;
            req.local = ndr::LocalSize::of1D(64);
            req.buffers = ndr::BufferMode::Alloc;
            req.queues = ndr::QueueMode::TwoQueues;
            req.measureCpu = false;
            runs.push_back(engine().run(req));
            QVERIFY(runs.back().ok());
        }
        w.setRuns(runs);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QImage image = w.grab().toImage().convertToFormat(QImage::Format_ARGB32);
        QVERIFY2(countColor(image, TimelineWidget::stageColor(2)) > 100, "execution bars painted");
        QVERIFY2(countColor(image, TimelineWidget::stageColor(0)) > 10, "queue-wait colour painted (legend at least)");

        // Fit covers every bar; zoom keeps the anchor; wheel zooms in at the cursor.
        w.fit();
        QVERIFY(w.viewStart() <= 0 && w.viewEnd() >= w.layoutData().spanNs);
        const double span = w.viewEnd() - w.viewStart();
        const double anchor = w.viewStart() + span * 0.25;
        w.zoomBy(2.0, anchor);
        QVERIFY(std::abs((w.viewEnd() - w.viewStart()) - span / 2) < 1e-6 * span);
        QVERIFY(std::abs((anchor - w.viewStart()) - span * 0.125) < 1e-6 * span);
        w.fit();
        const QPointF at(w.xAt(w.layoutData().spanNs / 2), 100);
        QWheelEvent wheel(at, w.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&w, &wheel);
        QVERIFY(w.viewEnd() - w.viewStart() < span * 0.9);
        QVERIFY(std::abs(w.timeAt(at.x()) - w.layoutData().spanNs / 2) < span * 1e-3);

        // Drag pans.
        w.fit();
        const double before = w.viewStart();
        QTest::mousePress(&w, Qt::LeftButton, Qt::NoModifier, QPoint(600, 100));
        QTest::mouseMove(&w, QPoint(500, 100));
        QTest::mouseRelease(&w, Qt::LeftButton, Qt::NoModifier, QPoint(500, 100));
        QVERIFY(w.viewStart() > before);

        // Shift+drag selects; the sums are those of sumStages over that range.
        w.fit();
        QTest::mousePress(&w, Qt::LeftButton, Qt::ShiftModifier, QPoint(300, 100));
        QTest::mouseMove(&w, QPoint(700, 100));
        QTest::mouseRelease(&w, Qt::LeftButton, Qt::ShiftModifier, QPoint(700, 100));
        QVERIFY(w.hasSelection());
        const StageSums s = w.selectionSums();
        const StageSums expected = sumStages(w.layoutData(), w.timeAt(300), w.timeAt(700));
        for (int k = 0; k < 3; ++k)
            QCOMPARE(s.ns[k], expected.ns[k]);
        QVERIFY(!w.selectionText().isEmpty());

        // Tooltip over the first device bar names its timestamps; units switch.
        const auto& bar = *std::find_if(w.layoutData().bars.begin(), w.layoutData().bars.end(),
                                        [](const TimelineBar& b) { return b.kind == TimelineBar::Device; });
        w.setViewRange(bar.t[0] - 1000, bar.t[3] + 1000);
        const QPoint overBar(int(w.xAt((bar.t[2] + bar.t[3]) / 2)), 0);
        int y = 0;
        while (y < w.height() && w.laneAt(y) != bar.lane)
            ++y;
        const QString tip = w.toolTipAt(QPoint(overBar.x(), y + 10));
        // The OpenCL profiling stage names are not translated.
        QVERIFY2(tip.contains(QStringLiteral("QUEUED")), qPrintable(tip));
        w.setUnit(TimelineWidget::Unit::Ns);
        QCOMPARE(studio::testing::quantityIn(w.formatDuration(1500), QStringLiteral("ns")), 1500.0);
        w.setUnit(TimelineWidget::Unit::Ms);
        QCOMPARE(studio::testing::quantityIn(w.formatDuration(1500000), QStringLiteral("ms")), 1.5);

        // Every axis label lies inside the widget, the last one too when its tick sits on the
        // right edge (a view that ends on a round time), in every unit.
        for (TimelineWidget::Unit unit :
             {TimelineWidget::Unit::Ns, TimelineWidget::Unit::Us, TimelineWidget::Unit::Ms}) {
            w.setUnit(unit);
            for (double end : {40000.0, 43000.0, 50000.0, 1e6}) {
                w.setViewRange(0, end);
                const auto ticks = w.axisTicks(w.width());
                QVERIFY(ticks.size() >= 2);
                for (const auto& tick : ticks) {
                    QVERIFY2(tick.labelRect.left() >= 0 && tick.labelRect.right() <= w.width(),
                             qPrintable(QStringLiteral("%1 at %2 of %3").arg(tick.label).arg(tick.x).arg(w.width())));
                    QVERIFY(tick.labelRect.width() >= QFontMetricsF(w.font()).horizontalAdvance(tick.label));
                }
            }
            w.setViewRange(0, 50000);
            QVERIFY(std::abs(w.axisTicks(w.width()).back().x - w.xAt(50000)) < 0.5); // a tick on the edge
        }
        w.setUnit(TimelineWidget::Unit::Us);

        // PNG and SVG export through QSaveFile.
        QTemporaryDir out;
        QString error;
        QVERIFY2(w.exportImage(out.filePath(QStringLiteral("t.png")), &error), qPrintable(error));
        QVERIFY2(w.exportImage(out.filePath(QStringLiteral("t.svg")), &error), qPrintable(error));
        QImage png(out.filePath(QStringLiteral("t.png")));
        QVERIFY(!png.isNull());
        QFile svg(out.filePath(QStringLiteral("t.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QVERIFY(!w.exportImage(QStringLiteral("/nonexistent-dir/t.png"), &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/t.png")));
    }

    void bufferComparisonStacksThreeRunsOnOneAxis()
    {
        auto window = std::make_unique<MainWindow>(studio::testing::quietOptions(), nullptr);
        QVERIFY(studio::testing::waitForEngine(*window));
        if (window->worker()->devices().empty())
            QSKIP("no OpenCL device (install pocl-opencl-icd)");
        setupPane(*window)->setVariant(QStringLiteral("vadd"));
        setupPane(*window)->setN(50000);
        setupPane(*window)->setReps(3);
        window->showView(View::Buffers);
        QCOMPARE(window->currentView(), View::Timeline);
        TimelinePane* pane = timelinePane(*window);
        pane->setQueueMode(ndr::QueueMode::OutOfOrder);
        QSignalSpy finished(pane, &TimelinePane::comparisonFinished);
        QVERIFY(pane->compareBufferModes());
        QVERIFY(pane->isComparing());
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().toBool(), true);
        const auto& layout = pane->timeline()->layoutData();
        QCOMPARE(int(layout.groups.size()), 3);
        QVERIFY(layout.runs[0].buffers == ndr::BufferMode::Copy);
        QVERIFY(layout.runs[1].buffers == ndr::BufferMode::Use);
        QVERIFY(layout.runs[2].buffers == ndr::BufferMode::Alloc);
        for (const auto& r : layout.runs) {
            QVERIFY2(r.ok(), r.error.c_str());
            QVERIFY(r.queues != ndr::QueueMode::InOrder);
        }
        const QString text = pane->comparisonText();
        QVERIFY(!text.isEmpty());
        // The log tells the three runs apart: each start names its buffer mode.
        QStringList starts;
        for (const QString& line : window->logText().split(QLatin1Char('\n')))
            if (line.contains(QStringLiteral("vadd")))
                starts << line.section(QLatin1Char(']'), 1); // without the time
        QCOMPARE(starts.size(), 3);
        for (int i = 0; i < 3; ++i)
            QVERIFY(starts[i].contains(QString::fromStdString(ndr::toString(layout.runs[std::size_t(i)].buffers))));
        starts.removeDuplicates();
        QCOMPARE(starts.size(), 3);
        QVERIFY(pane->summaryModel()->rowCount() >= 3 * 2);
        // The three runs also landed in the results table; the comparison stays on show.
        QCOMPARE(resultsModel(*window)->rowCount(), 3);
        window->flushCharts();
        QCOMPARE(int(pane->timeline()->layoutData().groups.size()), 3);
        // A selection in the results table replaces it.
        pane->releaseComparison();
        window->flushCharts();
        QCOMPARE(int(pane->timeline()->layoutData().groups.size()), 1);
        // Refreshing with the same run keeps the user's zoom.
        pane->timeline()->zoomBy(4.0);
        const double start = pane->timeline()->viewStart(), end = pane->timeline()->viewEnd();
        window->flushCharts();
        QCOMPARE(pane->timeline()->viewStart(), start);
        QCOMPARE(pane->timeline()->viewEnd(), end);
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TimelineTest)
#include "gui_timeline.moc"
