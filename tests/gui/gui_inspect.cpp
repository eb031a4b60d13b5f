// The occupancy side of the Inspect view and Run setup: the what-if chart's data and drawing, the
// calculator filled from an H100 inspection opened from its JSON, the local-size line on NVIDIA's
// model (from that inspection) and on PoCL (what applies instead), the session's inspections, and
// an inspection saved and opened again.
#include <QFile>
#include <QTemporaryDir>

#include "gui/common/occupancy_chart_data.hpp"
#include "gui/common/occupancy_overlay.hpp"
#include "gui/common/occupancy_text.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/inspect/inspect_feature.hpp"
#include "gui/inspect/inspect_pane.hpp"
#include "gui/inspect/occupancy_calculator.hpp"
#include "gui/setup/occupancy_line.hpp"
#include "gui/setup/setup_pane.hpp"
#include "ndr/inspect_json.hpp"
#include "session/inspection_store.hpp"
#include "test_support.hpp"

using namespace studio;

namespace {

const QString kH100Json =
    QStringLiteral(NDR_TEST_FIXTURES) +
    QStringLiteral("/../../docs/benchmarks/2026-11-26-h100-inspect/inspect-naive-16x16-cached.json");

ndr::InspectReport h100Inspection()
{
    QFile f(kH100Json);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return ndr::readInspectJson(f.readAll().toStdString());
}

// The H100 as its inspection describes it: what Run setup knows of a device with the model.
ndr::DeviceInfo deviceOf(const ndr::InspectReport& r)
{
    ndr::DeviceInfo d;
    d.platformIndex = 1;
    d.name = r.deviceName;
    d.vendor = "NVIDIA Corporation";
    d.type = "GPU";
    d.isGpu = true;
    d.computeUnits = 132;
    d.nvComputeMajor = r.ccMajor;
    d.nvComputeMinor = r.ccMinor;
    return d;
}

const ChartPoint* pointAt(const OccupancyChartData& data, double x)
{
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points)
            if (p.x == x)
                return &p;
    return nullptr;
}

} // namespace

class InspectOccupancyTest : public QObject {
    Q_OBJECT

private slots:
    void whatIfAgainstWorkGroupSize()
    {
        // cc 9.0, 30 registers, 2052 B local memory: the docs' worked example.
        const OccupancyChartData data = occupancyWhatIf({9, 0, 256, 30, 2052}, OccupancyAxis::WorkGroupSize);
        std::size_t points = 0;
        for (const ChartSeriesData& s : data.series)
            points += s.points.size();
        QCOMPARE(points, std::size_t(32)); // 32, 64, …, 1024
        QCOMPARE(data.leftOut, 0);
        QVERIFY(data.current);
        QCOMPARE(data.current->x, 256.0);
        QCOMPARE(data.current->y, 100.0);
        const ndr::Occupancy current = ndr::computeOccupancy({9, 0, 256, 30, 2052});
        QCOMPARE(data.currentBinding, bindingText(current));
        // 32 work-items = 1 warp per group: the 32 work-group slots bind, 32 of 64 warps = 50 %.
        const ChartPoint* one = pointAt(data, 32);
        QVERIFY(one);
        QCOMPARE(one->y, 50.0);
        // Every point is in the series of what binds it: the 32-item point under work-group slots.
        const ndr::Occupancy small = ndr::computeOccupancy({9, 0, 32, 30, 2052});
        bool found = false;
        for (const ChartSeriesData& s : data.series)
            if (s.name.contains(bindingText(small, false)))
                for (const ChartPoint& p : s.points)
                    found = found || p.x == 32;
        QVERIFY(found);
    }

    void whatIfAgainstRegisters()
    {
        // 1024 work-items = 32 warps: above 64 registers a group needs more than a block's 65536
        // (65 x 32 = 2080 -> 2304 per warp, x 32 warps = 73728): 255 - 64 counts left out.
        const OccupancyChartData big = occupancyWhatIf({9, 0, 1024, 32, 0}, OccupancyAxis::Registers);
        QCOMPARE(big.leftOut, 255 - 64);
        // At 256 work-items 33 registers drop it to 75 % (1056 -> 1280 per warp, 12 warps per
        // sub-partition, 48 per SM, 6 groups of 8 warps).
        const OccupancyChartData data = occupancyWhatIf({9, 0, 256, 30, 0}, OccupancyAxis::Registers);
        QCOMPARE(data.leftOut, 0);
        QCOMPARE(pointAt(data, 32)->y, 100.0);
        QCOMPARE(pointAt(data, 33)->y, 75.0);
        QVERIFY(data.current);
        QCOMPARE(data.current->x, 30.0);
    }

    void chartDrawsSeriesAndTheCurrentKernel()
    {
        QtChartAdapter chart;
        chart.resize(800, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const OccupancyChartData data = occupancyWhatIf({9, 0, 256, 30, 2052}, OccupancyAxis::WorkGroupSize);
        chart.showOccupancy(QStringLiteral("t"), data);
        QCoreApplication::processEvents();
        QVERIFY(chart.hasData());
        const QStringList legend = chart.legendTexts();
        for (const ChartSeriesData& s : data.series)
            QVERIFY2(legend.contains(s.name), qPrintable(legend.join(QLatin1Char('|'))));
        // Every point hoverable, and the ring around the current kernel with its own legend entry.
        QCOMPARE(legend.size(), int(data.series.size()) + 1);
        QCOMPARE(chart.pointTooltips().size(), 33);
        QCOMPARE(chart.pointTooltips().last(), data.current->tooltip);
    }

    void calculatorTakesTheH100Inspection()
    {
        const ndr::InspectReport r = h100Inspection();
        QVERIFY(r.nvidia && r.ptxas && r.ptxas->registers);
        OccupancyCalculator calc;
        QVERIFY(calc.setFromInspection(r));
        const ndr::OccupancyRequest q = calc.inputs();
        QCOMPARE(q.ccMajor, 9);
        QCOMPARE(q.registersPerWorkItem, *r.ptxas->registers);
        QCOMPARE(q.workGroupSize, r.local.total());
        QVERIFY(calc.sourceText().contains(QString::fromStdString(r.deviceName)));
        QVERIFY(calc.chartData().current);
        QCOMPARE(calc.chartData().current->x, double(r.local.total()));
        calc.setAxis(OccupancyAxis::Registers);
        QCOMPARE(calc.chartData().current->x, double(*r.ptxas->registers));
        QVERIFY(calc.chart()->hasData());
        // A CPU inspection has no registers: the inputs stay as they were.
        ndr::InspectReport cpu;
        cpu.pocl = true;
        QVERIFY(!calc.setFromInspection(cpu));
    }

    void setupLineOnNvidiaUsesTheInspection()
    {
        const ndr::InspectReport r = h100Inspection();
        const ndr::DeviceInfo h100 = deviceOf(r);
        const QString with = occupancyLineText(h100, &r, QStringLiteral("16x16"), 4096, 4096);
        ndr::OccupancyRequest q{9, 0, 256, *r.ptxas->registers,
                                std::max(r.localMemBytes, r.ptxas->smemBytes.value_or(0))};
        QCOMPARE(with, QStringLiteral("16x16: ") + occupancyText(ndr::computeOccupancy(q)));
        // Another local size: the same registers, the model at that size.
        q.workGroupSize = 64;
        QCOMPARE(occupancyLineText(h100, &r, QStringLiteral("8x8"), 4096, 4096),
                 QStringLiteral("8x8: ") + occupancyText(ndr::computeOccupancy(q)));
        // No inspection: no figure, and the line says what is missing.
        const QString without = occupancyLineText(h100, nullptr, QStringLiteral("16x16"), 4096, 4096);
        QVERIFY(!without.isEmpty());
        QVERIFY(!without.contains(QLatin1Char('%')));
    }

    void storeKeepsOneInspectionPerKernelAndDevice()
    {
        QObject session;
        InspectionStore* store = InspectionStore::of(&session);
        QCOMPARE(InspectionStore::of(&session), store);
        ndr::InspectReport r = h100Inspection();
        store->add(r);
        store->add(r);
        QCOMPARE(store->size(), std::size_t(1));
        QVERIFY(store->find(r.deviceId, r.deviceName, r.variant, r.buildOptions));
        QVERIFY(!store->find(r.deviceId, "cpu", r.variant, r.buildOptions));
        QVERIFY(!store->find(r.deviceId, r.deviceName, r.variant, r.buildOptions + " -DX"));
        QCOMPARE(store->lastNvidia(), store->find(r.deviceId, r.deviceName, r.variant, r.buildOptions));
        for (std::size_t i = 0; i < InspectionStore::kKept + 3; ++i) {
            r.buildOptions = "-DI=" + std::to_string(i);
            store->add(r);
        }
        QCOMPARE(store->size(), InspectionStore::kKept);
    }

    // "Performance vs local size" with the H100's naive runs: occupancy where the build was
    // inspected (16x16), absent elsewhere; with no NVIDIA inspection, absent and the legend says why.
    void overlayOnPerformanceVsLocalSize()
    {
        const ndr::InspectReport inspection = h100Inspection();
        std::vector<ndr::RunResult> runs;
        for (const auto& local : {ndr::LocalSize::of2D(8, 8), ndr::LocalSize::of2D(16, 16)}) {
            ndr::RunResult r;
            r.device = inspection.deviceName;
            r.variant = inspection.variant;
            r.n = 4096;
            r.local = local;
            runs.push_back(r);
        }
        const QStringList categories{QStringLiteral("8x8"), QStringLiteral("16x16")};
        QObject session;
        InspectionStore* store = InspectionStore::of(&session);
        const OccupancyOverlay none = occupancyOverlay(runs, QStringLiteral("naive"), categories, store);
        QVERIFY(!none.shown());
        QVERIFY(!none.name.isEmpty());
        store->add(inspection);
        const OccupancyOverlay overlay = occupancyOverlay(runs, QStringLiteral("naive"), categories, store);
        QCOMPARE(overlay.points.size(), std::size_t(1));
        QCOMPARE(overlay.points[0].x, 1.0);
        QCOMPARE(overlay.points[0].y, inspection.occupancy->occupancy * 100.0);

        LineChartData data;
        data.xTitle = QStringLiteral("local");
        data.yTitle = data.unit = QStringLiteral("GFLOP/s");
        data.categories = categories;
        data.series.push_back({QStringLiteral("N = 4096"),
                               {{0, 3334.6, QStringLiteral("8x8")}, {1, 5271.2, QStringLiteral("16x16")}},
                               QStringLiteral("naive"),
                               0});
        QtChartAdapter chart;
        chart.resize(800, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showLines(QStringLiteral("t"), data);
        chart.addOccupancyOverlay(overlay);
        QCoreApplication::processEvents();
        QVERIFY(chart.hasOccupancyOverlay());
        QVERIFY(chart.legendTexts().contains(overlay.name));
        chart.showLines(QStringLiteral("t"), data);
        chart.addOccupancyOverlay(none);
        QCoreApplication::processEvents();
        QVERIFY(!chart.hasOccupancyOverlay());
        QVERIFY(chart.legendTexts().contains(none.name));
    }

    void inspectPaneOpensAndSavesJson()
    {
        QTemporaryDir dir;
        InspectPane pane;
        QSignalSpy shown(&pane, &InspectPane::reportShown);
        QString error;
        QVERIFY(!pane.saveJson(dir.filePath(QStringLiteral("none.json")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(pane.openJson(kH100Json, &error), qPrintable(error));
        QCOMPARE(shown.count(), 1);
        QVERIFY(pane.summaryText().contains(QStringLiteral("H100")));
        QVERIFY(pane.calculator()->sourceText().contains(QStringLiteral("H100")));
        const QString saved = dir.filePath(QStringLiteral("again.json"));
        QVERIFY2(pane.saveJson(saved, &error), qPrintable(error));
        InspectPane again;
        QVERIFY2(again.openJson(saved, &error), qPrintable(error));
        QCOMPARE(again.summaryText(), pane.summaryText());
        // Not an inspection, not a regular file: refused with a reason, the view unchanged.
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"runs\": []}");
        bad.close();
        error.clear();
        QVERIFY(!again.openJson(bad.fileName(), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!again.openJson(dir.path(), &error));
        QCOMPARE(again.summaryText(), pane.summaryText());
    }

    // On PoCL, Run setup's line says what applies (the work-group spread), never an occupancy;
    // an NVIDIA inspection opened from a file does not stand in for the local device.
    void setupLineOnPoclSaysWhatApplies()
    {
        QTemporaryDir settings;
        std::unique_ptr<MainWindow> window;
        NDR_OPEN_WINDOW_OR_SKIP(settings, window);
        SetupPane* setup = setupPane(*window);
        QVERIFY(setup->setVariant(QStringLiteral("naive")));
        setup->setN(64);
        setup->setLocalText(QStringLiteral("8x8"));
        QTRY_COMPARE_WITH_TIMEOUT(setup->validationState(), SetupPane::ValidationState::Valid, 60000);
        const ndr::DeviceInfo* device = nullptr;
        for (const ndr::DeviceInfo& d : window->worker()->devices())
            if (QString::fromStdString(d.id()) == setup->deviceId())
                device = &d;
        QVERIFY(device);
        if (device->isGpu)
            QSKIP("The first device is a GPU; this case is about PoCL's CPU device.");
        const QString line = occupancyLineText(*device, nullptr, QStringLiteral("8x8"), 64, 64);
        QVERIFY(!line.isEmpty());
        QVERIFY(setup->validationMessage().contains(line));
        QVERIFY(!line.contains(QLatin1Char('%')));
        QVERIFY(line.contains(QString::number(device->computeUnits)));
        QString error;
        QVERIFY2(window->feature<InspectFeature>()->pane()->openJson(kH100Json, &error), qPrintable(error));
        QVERIFY(setup->validationMessage().contains(line));
    }
};

QTEST_MAIN(InspectOccupancyTest)
#include "gui_inspect.moc"
