// The item models on their own: structure checked by QAbstractItemModelTester, plus the
// behaviour the views rely on (numeric sort role, red failed rows, copyable device text).
#include <QAbstractItemModelTester>
#include <QBrush>
#include <QSortFilterProxyModel>
#include <QtTest>
#include <limits>
#include <set>

#include "models/device_properties_model.hpp"
#include "models/history_filter_model.hpp"
#include "models/history_model.hpp"
#include "models/lessons_model.hpp"
#include "models/results_model.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"

using namespace studio;

namespace {

ndr::RunResult run(const std::string& variant, std::size_t n, double gflops, bool ok = true)
{
    ndr::RunResult r;
    r.timestamp = "2024-01-01T00:00:00Z";
    r.device = "test device";
    r.platform = "test platform";
    r.variant = variant;
    r.n = n;
    r.globalX = n;
    r.globalY = n;
    r.local = ndr::LocalSize::of2D(8, 8);
    r.reps = 2;
    r.gflops = gflops;
    r.verified = ok;
    if (!ok)
        r.error = "max relative error 0.5 above tolerance";
    return r;
}

ndr::HistoryEntry stored(std::int64_t id, ndr::RunResult r, ndr::HistorySource source, const std::string& when,
                         const std::string& origin = {})
{
    r.timestamp = when;
    return ndr::HistoryEntry{id, source, origin, std::move(r)};
}

// Five stored runs of two devices, newest first as History::list gives them.
std::vector<ndr::HistoryEntry> historyFixture()
{
    ndr::RunResult gpu = run("tiled", 1024, 2500.0);
    gpu.device = "NVIDIA H100 80GB HBM3";
    gpu.deviceId = "1:0";
    ndr::RunResult reduce = run("reduce_fast", 4194304, 0.0);
    reduce.workload = "reduce";
    reduce.gflops.reset();
    reduce.gbps = 2667.4;
    return {stored(5, gpu, ndr::HistorySource::Import, "2026-11-25T09:00:00Z", "bundle h100.zip"),
            stored(4, run("naive", 256, 1.25, false), ndr::HistorySource::Studio, "2026-11-24T12:00:00Z"),
            stored(3, reduce, ndr::HistorySource::Cli, "2026-11-24T11:00:00Z"),
            stored(2, run("tiled", 256, 12.5), ndr::HistorySource::Cli, "2026-11-20T10:00:00Z"),
            stored(1, run("tiled", 64, 9.0), ndr::HistorySource::Studio, "2026-11-19T10:00:00Z")};
}

} // namespace

class ModelsTest : public QObject {
    Q_OBJECT

private slots:
    void resultsModelPassesTester()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addResult(run("naive", 64, 1.5));
        model.addResults({run("tiled", 128, 3.0), run("row", 32, 0.5, false)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(ndr::resultColumns().size()));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void resultsModelColumnsAreTheCsvColumns()
    {
        ResultsModel model;
        for (int c = 0; c < model.columnCount(); ++c)
            QCOMPARE(model.headerData(c, Qt::Horizontal).toString(),
                     QString::fromStdString(ndr::resultColumns()[std::size_t(c)]));
        model.addResult(run("naive", 64, 1.5));
        const auto fields = ndr::toCsvFields(model.result(0));
        for (int c = 0; c < model.columnCount(); ++c)
            QCOMPARE(model.data(model.index(0, c), Qt::EditRole).toString(),
                     QString::fromStdString(fields[std::size_t(c)]));
        // Display rounds long fractions to six significant digits; the exact text stays in EditRole.
        ndr::RunResult precise = run("naive", 64, 1.0 / 3.0);
        model.addResult(precise);
        const int g = model.columnIndex(QStringLiteral("gflops"));
        QCOMPARE(model.data(model.index(1, g)).toString(), QStringLiteral("0.333333"));
        QVERIFY(model.data(model.index(1, g), Qt::EditRole).toString().size() > 10);
    }

    void unknownValuesAreEmptyCellsAndTheParametersHaveColumns()
    {
        ResultsModel model;
        ndr::RunResult library = run("clblast", 64, 2.0);
        library.local = ndr::LocalSize::notApplicable();
        ndr::RunResult tuned = run("double_buffered", 64, 3.0);
        tuned.gbps = 1.5;
        tuned.params = "MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=2";
        tuned.paramsSource = ndr::GemmParamsSource::Tuned;
        model.addResults({library, tuned});
        const int gbps = model.columnIndex(QStringLiteral("gbps"));
        QVERIFY(gbps >= 0);
        QCOMPARE(model.data(model.index(0, gbps)).toString(), QString()); // not modelled: empty, not 0
        QCOMPARE(model.data(model.index(1, gbps)).toString(), QStringLiteral("1.5"));
        QCOMPARE(model.data(model.index(0, model.columnIndex(QStringLiteral("local")))).toString(),
                 QStringLiteral("n/a"));
        QCOMPARE(model.data(model.index(1, model.columnIndex(QStringLiteral("params")))).toString(),
                 QString::fromStdString(tuned.params));
        QCOMPARE(model.data(model.index(1, model.columnIndex(QStringLiteral("params_source")))).toString(),
                 QStringLiteral("tuned"));
        // An empty cell sorts below every number.
        QCOMPARE(model.data(model.index(0, gbps), ResultsModel::SortRole).toDouble(),
                 std::numeric_limits<double>::lowest());
    }

    void failedRowsAreRedWithTheError()
    {
        ResultsModel model;
        model.addResults({run("naive", 64, 1.5), run("row", 32, 0.5, false)});
        QCOMPARE(model.failedCount(), 1);
        // A cancelled run is grey and not counted as failed.
        ndr::RunResult cancelled = run("tiled", 32, 0.0, false);
        cancelled.status = ndr::RunStatus::Cancelled;
        model.addResult(cancelled);
        QCOMPARE(model.failedCount(), 1);
        QCOMPARE(model.notRunCount(), 1);
        QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
        const QBrush background = model.data(model.index(1, 0), Qt::BackgroundRole).value<QBrush>();
        QVERIFY(background.color().red() > background.color().green());
        // The tooltip carries the run's own error.
        QVERIFY(model.data(model.index(1, 3), Qt::ToolTipRole)
                    .toString()
                    .contains(QString::fromStdString(model.result(1).error)));
        QVERIFY(model.data(model.index(1, 0), ResultsModel::FailedRole).toBool());
    }

    void sortsNumbersAsNumbers()
    {
        ResultsModel model;
        model.addResults({run("a", 100, 1), run("b", 9, 2), run("c", 10, 3)});
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ResultsModel::SortRole);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int nColumn = model.columnIndex(QStringLiteral("n"));
        QVERIFY(nColumn >= 0);
        proxy.sort(nColumn, Qt::AscendingOrder);
        // Text order would be 10, 100, 9.
        QCOMPARE(proxy.data(proxy.index(0, nColumn)).toString(), QStringLiteral("9"));
        QCOMPARE(proxy.data(proxy.index(1, nColumn)).toString(), QStringLiteral("10"));
        QCOMPARE(proxy.data(proxy.index(2, nColumn)).toString(), QStringLiteral("100"));
        // Rows added while sorted land in place.
        model.addResult(run("d", 50, 4));
        QCOMPARE(proxy.data(proxy.index(2, nColumn)).toString(), QStringLiteral("50"));
    }

    void devicePropertiesModel()
    {
        DevicePropertiesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        ndr::DeviceInfo d;
        d.platformName = "Portable Computing Language";
        d.name = "cpu";
        d.type = "CPU";
        d.computeUnits = 2;
        d.maxWorkItemSizes = {4096, 4096, 4096};
        d.extensions = {"cl_khr_fp64"};
        model.setDevice(d);
        QCOMPARE(model.rowCount(), int(d.properties().size()));
        QCOMPARE(model.columnCount(), 2);
        const QString text = model.toText();
        QVERIFY(text.contains(QStringLiteral("Portable Computing Language")));
        QCOMPARE(text.count(QLatin1Char('\n')), model.rowCount());
        QCOMPARE(model.toText({0}).count(QLatin1Char('\n')), 1);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.hasDevice());
    }

    void lessonsModelShowsEveryClaimAndItsMeasurement()
    {
        LessonsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), int(ndr::lessons().size()));
        QCOMPARE(model.columnCount(), int(LessonsModel::ColumnCount));
        const ndr::Lesson* first = model.lessonAt(0);
        QVERIFY(first);
        QCOMPARE(model.data(model.index(0, LessonsModel::Name)).toString(), QString::fromStdString(first->name));
        QVERIFY(!model.data(model.index(0, LessonsModel::Measured)).isValid()); // not measured: empty, never 0
        QVERIFY(!model.lessonAt(model.rowCount()));

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        ndr::LessonResult r;
        r.lesson = first->name;
        r.ratio = 2.5;
        r.held = true;
        r.verdict = "measured";
        model.setResult(r);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.data(model.index(0, LessonsModel::Measured), Qt::UserRole).toDouble(), 2.5);
        QVERIFY(model.data(model.index(0, LessonsModel::Held), Qt::ForegroundRole).isValid());
        QVERIFY(model.resultOf(first->name));
        ndr::LessonResult unknown;
        unknown.lesson = "no-such-lesson";
        model.setResult(unknown); // ignored
        QCOMPARE(changed.count(), 1);
        QVERIFY(!model.resultOf("no-such-lesson"));
        model.clearResults();
        QVERIFY(!model.resultOf(first->name));

        // A result from the run history fills a row, says so, and gives way to a measurement.
        ndr::LessonResult stored = r;
        stored.verdict = "stored";
        model.setResultFromHistory(stored);
        QVERIFY(model.isFromHistory(first->name));
        QVERIFY(model.data(model.index(0, LessonsModel::Verdict)).toString() !=
                QString::fromStdString(stored.verdict)); // names where it came from
        model.setResult(r);
        QVERIFY(!model.isFromHistory(first->name));
        model.setResultFromHistory(stored); // never over a measurement of this session
        QCOMPARE(model.resultOf(first->name)->verdict, std::string("measured"));
        QVERIFY(!model.isFromHistory(first->name));
    }

    void variantListModel()
    {
        VariantListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::set<int> workloads;
        for (const ndr::Variant& v : ndr::catalogue())
            workloads.insert(int(v.workload));
        // Every variant plus one heading per workload.
        QCOMPARE(model.rowCount(), int(ndr::catalogue().size() + workloads.size()));
        int headings = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            headings += model.data(model.index(row), VariantListModel::HeadingRole).toBool() ? 1 : 0;
        QCOMPARE(headings, int(workloads.size()));
        QVERIFY(model.data(model.index(0), VariantListModel::HeadingRole).toBool());
        QCOMPARE(model.flags(model.index(0)) & Qt::ItemIsSelectable, Qt::ItemFlags());
        const int first = model.firstVariantRow();
        QCOMPARE(first, 1);
        QCOMPARE(model.data(model.index(first), VariantListModel::NameRole).toString(),
                 QString::fromStdString(ndr::catalogue().front().name));
        const int tiled = model.rowOf(QStringLiteral("tiled"));
        QVERIFY(tiled > 0);
        QCOMPARE(model.variantAt(tiled)->name, std::string("tiled"));
        QCOMPARE(model.rowOf(QStringLiteral("no-such-variant")), -1);
    }

    void historyModelShowsStoredRuns()
    {
        HistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(historyFixture());
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(HistoryModel::ColumnCount));
        auto cell = [&](int row, int column) { return model.data(model.index(row, column)).toString(); };
        QCOMPARE(cell(0, HistoryModel::Id), QStringLiteral("5"));
        QCOMPARE(cell(0, HistoryModel::Source), HistoryModel::sourceText(ndr::HistorySource::Import));
        QCOMPARE(cell(0, HistoryModel::Origin), QStringLiteral("bundle h100.zip"));
        QCOMPARE(cell(0, HistoryModel::Gflops), QStringLiteral("2500"));
        QCOMPARE(cell(0, HistoryModel::Gbps), QString()); // not modelled
        QCOMPARE(cell(2, HistoryModel::Gbps), QStringLiteral("2667")); // a reduction's GB/s
        QCOMPARE(cell(2, HistoryModel::Gflops), QString());
        QCOMPARE(cell(3, HistoryModel::Gflops), QStringLiteral("12.5"));
        QCOMPARE(cell(1, HistoryModel::Gflops), QString()); // failed: no figure
        QCOMPARE(cell(1, HistoryModel::Status), HistoryModel::statusText(ndr::RunStatus::VerificationFailed));
        QVERIFY(model.data(model.index(1, 0), HistoryModel::FailedRole).toBool());
        QVERIFY(model.data(model.index(1, 0), Qt::BackgroundRole).value<QBrush>().style() != Qt::NoBrush);
        QVERIFY(!model.data(model.index(0, 0), HistoryModel::FailedRole).toBool());
        QVERIFY(model.timeOf(4).isValid());
        QCOMPARE(model.timeOf(4), QDateTime(QDate(2026, 11, 19), QTime(10, 0), Qt::UTC));
        model.setEntries({});
        QCOMPARE(model.rowCount(), 0);
    }

    void historyFilterSelectsAndSorts()
    {
        HistoryModel model;
        model.setEntries(historyFixture());
        HistoryFilterModel filter;
        filter.setHistoryModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(filter.rowCount(), 5);
        filter.setDevice(QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setDevice(QStringLiteral("1:0")); // the device id selects too
        QCOMPARE(filter.rowCount(), 1);
        filter.setDevice({});
        filter.setVariant(QStringLiteral("tiled"));
        QCOMPARE(filter.rowCount(), 3);
        filter.setWorkload(QStringLiteral("reduce"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setVariant({});
        QCOMPARE(filter.rowCount(), 1);
        filter.setWorkload({});
        // On or after a date (in local time; a day's margin keeps it independent of the time zone).
        filter.setSince(QDate(2026, 11, 23));
        QCOMPARE(filter.rowCount(), 3);
        filter.setSince({});
        filter.setSearch(QStringLiteral("H100.ZIP")); // the origin, whatever the case
        QCOMPARE(filter.rowCount(), 1);
        filter.setSearch(HistoryModel::statusText(ndr::RunStatus::VerificationFailed));
        QCOMPARE(filter.rowCount(), 1);
        filter.setSearch(QStringLiteral("above tolerance")); // the error
        QCOMPARE(filter.rowCount(), 1);
        filter.setSearch({});

        // Numbers sort as numbers, times as times.
        filter.sort(HistoryModel::N, Qt::AscendingOrder);
        QCOMPARE(filter.index(0, HistoryModel::N).data().toString(), QStringLiteral("64"));
        QCOMPARE(filter.index(4, HistoryModel::N).data().toString(), QStringLiteral("4194304"));
        filter.sort(HistoryModel::Time, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, HistoryModel::Id).data().toString(), QStringLiteral("5"));
        filter.sort(HistoryModel::Gflops, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, HistoryModel::Id).data().toString(), QStringLiteral("5"));
        QCOMPARE(filter.index(1, HistoryModel::Id).data().toString(), QStringLiteral("2"));
        filter.sort(HistoryModel::Gbps, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, HistoryModel::Id).data().toString(), QStringLiteral("3"));
    }
};

QTEST_MAIN(ModelsTest)
#include "gui_models.moc"
