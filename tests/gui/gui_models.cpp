// The item models on their own: structure checked by QAbstractItemModelTester, plus the
// behaviour the views rely on (numeric sort role, red failed rows, copyable device text).
#include <QAbstractItemModelTester>
#include <QBrush>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <limits>
#include <set>
#include <sqlite3.h>

#include "models/device_properties_model.hpp"
#include "models/history_model.hpp"
#include "models/lessons_model.hpp"
#include "models/results_model.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "ndr/statistics.hpp"

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
    r.globalX = (n + 7) / 8 * 8; // as launched at local 8x8, so that the history reads it back
    r.globalY = r.globalX;
    r.local = ndr::LocalSize::of2D(8, 8);
    r.reps = 2;
    r.gflops = gflops;
    r.verified = ok;
    r.status = ok ? ndr::RunStatus::Verified : ndr::RunStatus::VerificationFailed;
    if (!ok)
        r.error = "max relative error 0.5 above tolerance";
    return r;
}

// Five stored runs of two devices, stored oldest first in a real history at `path` (ids 1 to 5).
void storeHistoryFixture(const std::string& path)
{
    ndr::RunResult gpu = run("tiled", 1024, 2500.0);
    gpu.device = "NVIDIA H100 80GB HBM3";
    gpu.deviceId = "1:0";
    ndr::RunResult reduce = run("reduce_fast", 4194304, 0.0);
    reduce.workload = "reduce";
    reduce.gflops.reset();
    reduce.gbps = 2667.4;
    const auto at = [](ndr::RunResult r, const char* when) {
        r.timestamp = when;
        return r;
    };
    ndr::History h(path);
    h.add({at(run("tiled", 64, 9.0), "2026-11-19T10:00:00Z")}, ndr::HistorySource::Studio);
    h.add({at(run("tiled", 256, 12.5), "2026-11-20T10:00:00Z")}, ndr::HistorySource::Cli);
    h.add({at(reduce, "2026-11-24T11:00:00Z")}, ndr::HistorySource::Cli);
    h.add({at(run("naive", 256, 1.25, false), "2026-11-24T12:00:00Z")}, ndr::HistorySource::Studio);
    h.add({at(gpu, "2026-11-25T09:00:00Z")}, ndr::HistorySource::Import, "bundle h100.zip");
}

// Reads the model's first page (after a reload, a new filter or sort) and waits for it.
bool reloaded(HistoryModel& model, const std::function<void()>& change = {})
{
    QSignalSpy loaded(&model, &HistoryModel::loaded);
    if (change)
        change();
    else
        model.reload();
    return loaded.wait(30000) && model.error().isEmpty();
}

// Runs SQL on the history file behind the API's back (damaging a stored run).
bool execSql(const std::string& path, const std::string& sql)
{
    sqlite3* db = nullptr;
    const bool ok = sqlite3_open(path.c_str(), &db) == SQLITE_OK &&
                    sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
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

    void samplesAndIntervalsReadAsSummariesAndNumbers()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ndr::RunResult sampled = run("tiled", 128, 4.0);
        for (int i = 0; i < 100; ++i)
            sampled.kernelSamplesMs.push_back(1.0 + 0.01 * (i % 10));
        sampled.kernel.medianMs = ndr::median(sampled.kernelSamplesMs);
        sampled.kernelMsCi = ndr::medianInterval(sampled.kernelSamplesMs);
        QVERIFY(sampled.kernelMsCi);
        model.addResults({sampled, run("naive", 64, 1.5)}); // the second: stored before samples were kept
        const int samples = model.columnIndex(QStringLiteral("kernel_ms_samples"));
        const int low = model.columnIndex(QStringLiteral("gflops_ci_low"));
        const int high = model.columnIndex(QStringLiteral("gflops_ci_high"));
        QVERIFY(samples >= 0 && low >= 0 && high >= 0);
        // A hundred numbers become their count and range; the export's text stays in EditRole.
        const QString cell = model.data(model.index(0, samples)).toString();
        QVERIFY2(cell.contains(QStringLiteral("100")) && cell.contains(QStringLiteral("1.09")) && cell.size() < 30,
                 qPrintable(cell));
        QCOMPARE(model.data(model.index(0, samples), Qt::EditRole).toString().count(QLatin1Char(';')), 99);
        const QString tip = model.data(model.index(0, samples), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("60 more")), qPrintable(tip));
        QCOMPARE(model.data(model.index(0, samples), ResultsModel::SortRole).toDouble(), 100.0);
        // The interval's ends are numbers around the run's GFLOP/s.
        const double lo = model.data(model.index(0, low), ResultsModel::SortRole).toDouble();
        const double hi = model.data(model.index(0, high), ResultsModel::SortRole).toDouble();
        QVERIFY2(lo > 0 && lo <= 4.0 && hi >= 4.0 && hi < 5.0, qPrintable(QStringLiteral("%1 %2").arg(lo).arg(hi)));
        QVERIFY(!model.headerData(low, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(model.headerData(samples, Qt::Horizontal, Qt::ToolTipRole).toString() !=
                QStringLiteral("kernel_ms_samples"));
        // A run without samples: empty cells, no interval.
        QVERIFY(model.data(model.index(1, samples)).toString().isEmpty());
        QVERIFY(model.data(model.index(1, low)).toString().isEmpty());
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
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("history.sqlite")).toStdString();
        storeHistoryFixture(path);
        HistoryModel model(nullptr, QString::fromStdString(path));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0); // nothing is read before it is asked for
        QVERIFY(reloaded(model));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.matching(), 5);
        QCOMPARE(model.stored(), 5);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.columnCount(), int(HistoryModel::ColumnCount));
        auto cell = [&](int row, int column) { return model.data(model.index(row, column)).toString(); };
        QCOMPARE(cell(0, HistoryModel::Id), QStringLiteral("5")); // newest first
        QCOMPARE(cell(0, HistoryModel::Source), HistoryModel::sourceText(ndr::HistorySource::Import));
        QCOMPARE(cell(0, HistoryModel::Origin), QStringLiteral("bundle h100.zip"));
        QCOMPARE(cell(0, HistoryModel::Gflops), QStringLiteral("2500"));
        QCOMPARE(cell(0, HistoryModel::Gbps), QString());              // not modelled
        QCOMPARE(cell(2, HistoryModel::Gbps), QStringLiteral("2667")); // a reduction's GB/s
        QCOMPARE(cell(2, HistoryModel::Gflops), QString());
        QCOMPARE(cell(3, HistoryModel::Gflops), QStringLiteral("12.5"));
        QCOMPARE(cell(1, HistoryModel::Gflops), QString()); // failed: no figure
        QCOMPARE(cell(1, HistoryModel::Status), HistoryModel::statusText(ndr::RunStatus::VerificationFailed));
        QCOMPARE(cell(1, HistoryModel::Local), QStringLiteral("8x8"));
        QVERIFY(model.data(model.index(1, 0), HistoryModel::FailedRole).toBool());
        QVERIFY(model.data(model.index(1, 0), Qt::BackgroundRole).value<QBrush>().style() != Qt::NoBrush);
        QVERIFY(!model.data(model.index(0, 0), HistoryModel::FailedRole).toBool());
        QCOMPARE(model.data(model.index(4, 0), HistoryModel::IdRole).toLongLong(), 1);
        QCOMPARE(model.timeOf(4), QDateTime(QDate(2026, 11, 19), QTime(10, 0), Qt::UTC));
        QCOMPARE(model.variants(),
                 (QStringList{QStringLiteral("naive"), QStringLiteral("reduce_fast"), QStringLiteral("tiled")}));
        QCOMPARE(model.workloads(), (QStringList{QStringLiteral("matmul"), QStringLiteral("reduce")}));
        QCOMPARE(model.devices().size(), 2);
    }

    void historyFilterSelectsAndSorts()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("history.sqlite")).toStdString();
        storeHistoryFixture(path);
        HistoryModel model(nullptr, QString::fromStdString(path));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(reloaded(model));
        const auto select = [&](HistoryModel::Filter f) {
            return reloaded(model, [&] { model.setFilter(f); }) ? model.rowCount() : -1;
        };
        HistoryModel::Filter f;
        f.device = QStringLiteral("NVIDIA H100 80GB HBM3");
        QCOMPARE(select(f), 1);
        f.device = QStringLiteral("1:0"); // the device id selects too
        QCOMPARE(select(f), 1);
        QCOMPARE(model.matching(), 1);
        QCOMPARE(model.stored(), 5);
        f.device.clear();
        f.variant = QStringLiteral("tiled");
        QCOMPARE(select(f), 3);
        f.workload = QStringLiteral("reduce");
        QCOMPARE(select(f), 0);
        f.variant.clear();
        QCOMPARE(select(f), 1);
        f.workload.clear();
        // On or after a date (in local time; a day's margin keeps it independent of the time zone).
        f.since = QDate(2026, 11, 23);
        QCOMPARE(select(f), 3);
        f.since = {};
        f.search = QStringLiteral("H100.ZIP"); // the origin, whatever the case
        QCOMPARE(select(f), 1);
        f.search = HistoryModel::statusText(ndr::RunStatus::VerificationFailed);
        QCOMPARE(select(f), 1);
        f.search = QStringLiteral("above tolerance"); // the error
        QCOMPARE(select(f), 1);
        f.search = QStringLiteral("4"); // an id
        QCOMPARE(select(f), 1);
        QCOMPARE(model.idAt(0), 4);
        f.search = QStringLiteral("50%_"); // LIKE's wildcards are plain text
        QCOMPARE(select(f), 0);
        f.search.clear();
        QCOMPARE(select(f), 5);

        // Numbers sort as numbers, times as times, in the history.
        const auto sorted = [&](int column, Qt::SortOrder order) {
            return reloaded(model, [&] { model.sort(column, order); });
        };
        QVERIFY(sorted(HistoryModel::N, Qt::AscendingOrder));
        QCOMPARE(model.index(0, HistoryModel::N).data().toString(), QStringLiteral("64"));
        QCOMPARE(model.index(4, HistoryModel::N).data().toString(), QStringLiteral("4194304"));
        QVERIFY(sorted(HistoryModel::Time, Qt::DescendingOrder));
        QCOMPARE(model.index(0, HistoryModel::Id).data().toString(), QStringLiteral("5"));
        QVERIFY(sorted(HistoryModel::Gflops, Qt::DescendingOrder));
        QCOMPARE(model.index(0, HistoryModel::Id).data().toString(), QStringLiteral("5"));
        QCOMPARE(model.index(1, HistoryModel::Id).data().toString(), QStringLiteral("2"));
        // A run without a figure (failed, or not modelled) sorts below every figure.
        QCOMPARE(model.index(4, HistoryModel::Gflops).data().toString(), QString());
        QVERIFY(sorted(HistoryModel::Gbps, Qt::DescendingOrder));
        QCOMPARE(model.index(0, HistoryModel::Id).data().toString(), QStringLiteral("3"));
        QVERIFY(sorted(HistoryModel::Id, Qt::AscendingOrder));
        QCOMPARE(model.index(0, HistoryModel::Id).data().toString(), QStringLiteral("1"));
    }

    // Past a page, the rows are read as the view asks for more; a damaged stored run is listed
    // as damaged with the reason; deleted runs leave the list.
    void historyModelPagesNamesDamagedRunsAndDeletes()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("history.sqlite")).toStdString();
        {
            std::vector<ndr::RunResult> runs;
            for (int i = 0; i < 450; ++i) {
                ndr::RunResult r = run(i % 2 ? "tiled" : "naive", 64 + std::size_t(i), 1.0 + i);
                r.timestamp = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC)
                                  .addSecs(60 * i)
                                  .toString(Qt::ISODate)
                                  .toStdString();
                runs.push_back(r);
            }
            ndr::History(path).add(runs, ndr::HistorySource::Cli);
        }
        QVERIFY(execSql(path, "UPDATE stored_runs SET run_json = '{\"broken' WHERE id = 450"));
        HistoryModel model(nullptr, QString::fromStdString(path));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(reloaded(model));
        QCOMPARE(model.matching(), 450);
        QVERIFY(model.rowCount() < 450); // a page at a time (the tester may ask for more itself)
        QVERIFY(model.rowCount() % HistoryModel::kPageSize == 0);
        // The newest run is the damaged one: listed, red, named, with no figure.
        QCOMPARE(model.idAt(0), 450);
        QVERIFY(model.data(model.index(0, 0), HistoryModel::DamagedRole).toBool());
        QVERIFY(model.data(model.index(0, 0), HistoryModel::FailedRole).toBool());
        QVERIFY(!model.row(0).damage.empty());
        QVERIFY(!model.data(model.index(0, HistoryModel::Status), Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(model.damagedRows(), 1);
        QCOMPARE(model.data(model.index(0, HistoryModel::Gflops)).toString(), QString()); // no figure
        QVERIFY(!model.data(model.index(1, 0), HistoryModel::DamagedRole).toBool());
        QSignalSpy page(&model, &HistoryModel::pageLoaded);
        for (int pages = 0; model.rowCount() < model.matching() && pages < 10; ++pages) {
            if (model.canFetchMore({}))
                model.fetchMore({});
            QVERIFY(model.isLoading());
            QVERIFY(page.wait(30000));
        }
        QCOMPARE(model.rowCount(), 450);
        QCOMPARE(model.idAt(449), 1);

        QSignalSpy deleted(&model, &HistoryModel::deleted);
        QSignalSpy loaded(&model, &HistoryModel::loaded);
        model.deleteRuns({450, 1, 99999});
        QVERIFY(deleted.wait(30000));
        QCOMPARE(deleted.at(0).at(0).toInt(), 2);
        QVERIFY(deleted.at(0).at(1).toString().isEmpty());
        QVERIFY(loaded.count() > 0 || loaded.wait(30000));
        QCOMPARE(model.matching(), 448);
        QCOMPARE(model.damagedRows(), 0);
        QCOMPARE(model.idAt(0), 449);
    }
};

QTEST_MAIN(ModelsTest)
#include "gui_models.moc"
