// The run history at scale and under damage (ndr::History, schema 4): the migration of a schema-3
// file fills the new columns from the stored runs in one transaction; a run has an identity that
// survives a CSV or bundle round trip, and imports skip runs already stored; a damaged stored run
// is named and passed over, never hiding the others, and can be deleted; the History view's
// queries (filter, sort, window, count, choices) and the lessons' newest pair agree with the
// whole-list answers.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <unistd.h>

#include "../support/deep_json.hpp"
#include "../support/history_fixtures.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/lessons.hpp"
#include "ndr/run_identity.hpp"
#include "records/run_json.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch() { return historytest::testScratch("ndr_history_scale_"); }

using historytest::RawDb;

ndr::RunResult madeUp(const std::string& variant, std::size_t n, const std::string& timestamp, double gflops = 2.5,
                      const std::string& device = "cpu")
{
    ndr::RunResult r =
        studio::testing::madeUpRun(variant, n, ndr::LocalSize::of2D(8, 8), gflops, std::nullopt, true, device);
    r.timestamp = timestamp;
    r.deviceId = device == "cpu" ? "0:0" : "1:0";
    r.status = ndr::RunStatus::Verified;
    r.globalX = r.globalY = (n + 7) / 8 * 8; // as launched, so that the imports accept it (ndr::checkRunValues)
    r.reps = 3;
    return r;
}

std::vector<std::int64_t> idsOf(const std::vector<ndr::HistoryRow>& rows)
{
    std::vector<std::int64_t> out;
    for (const auto& r : rows)
        out.push_back(r.id);
    return out;
}

// The schema-3 layout, as that version created it (steps 0 -> 3 of the migration table).
const char* const kSchema3 =
    "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp TEXT NOT NULL, device TEXT NOT NULL,"
    " variant TEXT NOT NULL, n INTEGER NOT NULL, run_json TEXT NOT NULL);"
    "CREATE INDEX runs_timestamp ON runs(timestamp); CREATE INDEX runs_device ON runs(device);"
    "CREATE INDEX runs_variant ON runs(variant);"
    "ALTER TABLE runs ADD COLUMN device_id TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN platform TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN driver TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN workload TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN status TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN gflops REAL; ALTER TABLE runs ADD COLUMN gbps REAL;"
    "ALTER TABLE runs ADD COLUMN kernel_median_ms REAL;"
    "ALTER TABLE runs ADD COLUMN source TEXT NOT NULL DEFAULT 'cli';"
    "CREATE INDEX runs_device_id ON runs(device_id); CREATE INDEX runs_driver ON runs(driver);"
    "CREATE INDEX runs_platform ON runs(platform); CREATE INDEX runs_workload ON runs(workload);"
    "CREATE INDEX runs_n ON runs(n); CREATE INDEX runs_status ON runs(status); CREATE INDEX runs_gflops ON runs(gflops);"
    "CREATE INDEX runs_gbps ON runs(gbps); CREATE INDEX runs_kernel_median_ms ON runs(kernel_median_ms);"
    "CREATE INDEX runs_source ON runs(source);"
    "ALTER TABLE runs ADD COLUMN origin TEXT NOT NULL DEFAULT '';"
    "PRAGMA user_version = 3;";

void insertV3(RawDb& db, const ndr::RunResult& r, const std::string& json)
{
    sqlite3_stmt* s = nullptr;
    ASSERT_EQ(
        sqlite3_prepare_v2(db.db,
                           "INSERT INTO runs (timestamp, device, variant, n, run_json, device_id, workload, status,"
                           " gflops, source, origin) VALUES (?, ?, ?, ?, ?, ?, 'matmul', 'verified', ?, 'cli', '')",
                           -1, &s, nullptr),
        SQLITE_OK);
    sqlite3_bind_text(s, 1, r.timestamp.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 2, r.device.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 3, r.variant.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s, 4, std::int64_t(r.n));
    sqlite3_bind_text(s, 5, json.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 6, r.deviceId.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_double(s, 7, r.gflops.value_or(0));
    EXPECT_EQ(sqlite3_step(s), SQLITE_DONE);
    sqlite3_finalize(s);
}

} // namespace

// A schema-3 file with two readable runs, one damaged run and a deleted newest id: after opening,
// every row is in runs with its columns filled from the stored JSON (the damaged one from its old
// columns, without identity or figure), and new ids continue past the deleted one.
TEST(HistoryScale, ASchemaThreeFileIsMigratedAndItsColumnsFilled)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::RunResult a = madeUp("tiled", 64, "2026-11-20T10:00:00Z", 7.5);
    a.params = "";
    a.error = "";
    ndr::RunResult failed = madeUp("naive", 32, "2026-11-21T10:00:00Z", 1.0);
    failed.verified = false;
    failed.status = ndr::RunStatus::VerificationFailed;
    failed.error = "verification failed: C(1,1) = 2 but the CPU reference is 3";
    {
        RawDb old(file);
        ASSERT_EQ(old.exec(kSchema3), SQLITE_OK);
        insertV3(old, a, nlohmann::json(a).dump());
        insertV3(old, failed, nlohmann::json(failed).dump());
        insertV3(old, madeUp("tiled", 16, "2026-11-22T10:00:00Z"), "{\"broken");
        insertV3(old, madeUp("tiled", 8, "2026-11-23T10:00:00Z"), "{}");
        ASSERT_EQ(old.exec("DELETE FROM runs WHERE id = 4"), SQLITE_OK); // ids 1-3 remain, 4 was used
    }
    {
        ndr::History h(file.string());
        std::vector<ndr::DamagedRun> damaged;
        const auto entries = h.list({}, &damaged);
        ASSERT_EQ(entries.size(), 2u);
        EXPECT_EQ(ndr::toCsvFields(entries[1].run), ndr::toCsvFields(a));
        ASSERT_EQ(damaged.size(), 1u);
        EXPECT_EQ(damaged[0].id, 3);
        EXPECT_FALSE(damaged[0].reason.empty());
        const auto next = h.add({madeUp("naive", 8, "2026-11-24T10:00:00Z")}, ndr::HistorySource::Cli);
        EXPECT_EQ(next.at(0), 5); // never a reused id
    }
    RawDb after(file);
    EXPECT_EQ(after.scalar("PRAGMA user_version"), std::to_string(ndr::History::kSchemaVersion));
    EXPECT_EQ(after.scalar("SELECT local || ' ' || buffers || ' ' || status || ' ' || gflops || ' ' || identity "
                           "FROM runs WHERE id = 1"),
              "8x8 copy verified 7.5 " + ndr::runIdentity(a));
    // A failed run keeps its error for the search, and has no figure.
    EXPECT_EQ(after.scalar("SELECT status || '|' || error || '|' || COALESCE(gflops, 'none') FROM runs WHERE id = 2"),
              "verification_failed|" + failed.error + "|none");
    // The damaged run keeps what its old columns said.
    EXPECT_EQ(after.scalar("SELECT variant || ' ' || n || ' ' || status || ' ' || COALESCE(identity, 'none') "
                           "FROM runs WHERE id = 3"),
              "tiled 16 verified none");
    EXPECT_EQ(after.scalar("SELECT COUNT(*) FROM stored_runs"), "4");
    EXPECT_EQ(after.scalar("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'stored_runs'"),
              "0"); // its old indexes are gone: writes maintain only those of runs
}

// The identity covers what defines a run and its figures, and survives the CSV and JSON round trips.
TEST(HistoryScale, ARunsIdentitySurvivesItsRoundTripsAndTellsRunsApart)
{
    const ndr::RunResult r = madeUp("tiled", 64, "2026-11-20T10:00:00Z", 3.0 / 7.0);
    const std::string id = ndr::runIdentity(r);
    EXPECT_EQ(id.size(), 16u);
    EXPECT_EQ(ndr::runIdentity(ndr::resultsFromCsv(ndr::resultsToCsv({r})).at(0)), id);
    EXPECT_EQ(ndr::runIdentity(nlohmann::json(r).get<ndr::RunResult>()), id);
    ndr::RunResult other = r;
    other.appVersion = "9.9.9"; // not part of it
    EXPECT_EQ(ndr::runIdentity(other), id);
    for (auto change : std::vector<void (*)(ndr::RunResult&)>{
             [](ndr::RunResult& x) { x.timestamp = "2026-11-20T10:00:01Z"; }, [](ndr::RunResult& x) { x.gflops = 1.0; },
             [](ndr::RunResult& x) { x.kernel.medianMs += 1e-9; },
             [](ndr::RunResult& x) { x.local = ndr::LocalSize::of2D(16, 16); },
             [](ndr::RunResult& x) { x.buffers = ndr::BufferMode::Use; },
             [](ndr::RunResult& x) { x.queues = ndr::QueueMode::OutOfOrder; },
             [](ndr::RunResult& x) { x.kernelSourceHash = "0123456789abcdef"; },
             [](ndr::RunResult& x) { x.device = "gpu"; }, [](ndr::RunResult& x) { x.n = 65; }}) {
        ndr::RunResult changed = r;
        change(changed);
        EXPECT_NE(ndr::runIdentity(changed), id);
    }
}

// Importing a file twice stores its runs once and says how many were skipped (and of those, how
// many were measured again with other samples); a run stored by a run of ndrange-bench is
// recognised in an import of its CSV export; a run given twice in one import is stored once.
TEST(HistoryScale, ImportsSkipRunsAlreadyStored)
{
    const fs::path dir = scratch();
    ndr::History h((dir / "history.sqlite").string());
    const ndr::RunResult a = madeUp("naive", 64, "2026-11-20T10:00:00Z");
    const ndr::RunResult b = madeUp("tiled", 64, "2026-11-21T10:00:00Z");
    const ndr::RunResult c = madeUp("tiled", 128, "2026-11-22T10:00:00Z");
    const auto madeHere = h.add({a}, ndr::HistorySource::Cli);
    ndr::writeFileAtomically((dir / "runs.csv").string(), ndr::resultsToCsv({a, b, c, b}));
    const ndr::HistoryImport first = h.importCsv((dir / "runs.csv").string());
    EXPECT_EQ(first.added, 2u);
    EXPECT_EQ(first.skipped, 2u); // a (stored by the CLI) and the second b
    ASSERT_EQ(first.ids.size(), 4u);
    EXPECT_EQ(first.ids[0], madeHere.at(0));
    EXPECT_EQ(first.ids[1], first.ids[3]);
    const ndr::HistoryImport again = h.importCsv((dir / "runs.csv").string());
    EXPECT_EQ(again.added, 0u);
    EXPECT_EQ(again.skipped, 4u);
    EXPECT_EQ(again.ids, first.ids);
    EXPECT_EQ(again.remeasured, 0u); // the same samples came back through the CSV
    EXPECT_EQ(h.count(), 3u);
    // The same run measured again (other samples, the same identity) is skipped, the stored copy
    // kept, and counted as such.
    ndr::RunResult measuredAgain = a;
    measuredAgain.kernelSamplesMs.push_back(measuredAgain.kernel.medianMs);
    const ndr::HistoryImport remeasured = h.addNew({measuredAgain, b}, ndr::HistorySource::Import);
    EXPECT_EQ(remeasured.skipped, 2u);
    EXPECT_EQ(remeasured.remeasured, 1u);
    EXPECT_EQ(h.show(madeHere.at(0))->run.kernelSamplesMs, a.kernelSamplesMs);
    EXPECT_EQ(h.count(), 3u);

    ndr::writeBundle((dir / "box.zip").string(),
                     ndr::makeBundle({}, {a, b, c, madeUp("naive", 8, "2026-11-23T10:00:00Z")}));
    const ndr::HistoryImport bundle = h.importBundle((dir / "box.zip").string());
    EXPECT_EQ(bundle.added, 1u);
    EXPECT_EQ(bundle.skipped, 3u);
    EXPECT_EQ(h.importBundle((dir / "box.zip").string()).skipped, 4u);
    EXPECT_EQ(h.count(), 4u);
    // add() (a run just made) stores whatever it is given.
    h.add({a}, ndr::HistorySource::Cli);
    EXPECT_EQ(h.count(), 5u);
}

// Three runs of two variants on three days, oldest first; their ids.
std::vector<std::int64_t> addThreeRuns(ndr::History& h)
{
    return h.add({madeUp("naive", 64, "2026-11-20T10:00:00Z"), madeUp("tiled", 64, "2026-11-21T10:00:00Z"),
                  madeUp("tiled", 128, "2026-11-22T10:00:00Z")},
                 ndr::HistorySource::Cli);
}

// A damaged stored run is named by every read that needs it whole and hides no other; it is listed
// by the view's rows with the reason; it can be removed; show() names it.
TEST(HistoryScale, ADamagedRunIsNamedAndTheRestRead)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::History h(file.string());
    const auto ids = addThreeRuns(h);
    {
        RawDb raw(file);
        ASSERT_EQ(raw.exec("UPDATE stored_runs SET run_json = '{\"variant\": 7}' WHERE id = " + std::to_string(ids[1])),
                  SQLITE_OK);
    }
    std::vector<ndr::DamagedRun> damaged;
    const auto entries = h.list({}, &damaged);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].id, ids[2]);
    EXPECT_EQ(entries[1].id, ids[0]);
    ASSERT_EQ(damaged.size(), 1u);
    EXPECT_EQ(damaged[0].id, ids[1]);
    std::vector<std::int64_t> streamed, named;
    EXPECT_EQ(h.forEach(
                  {}, true, [&](ndr::HistoryEntry&& e) { streamed.push_back(e.id); },
                  [&](const ndr::DamagedRun& d) { named.push_back(d.id); }),
              3u);
    EXPECT_EQ(streamed, (std::vector<std::int64_t>{ids[0], ids[2]})); // oldest first
    EXPECT_EQ(named, (std::vector<std::int64_t>{ids[1]}));
    try {
        h.show(ids[1]);
        FAIL() << "a damaged run was shown";
    } catch (const ndr::HistoryError& e) {
        EXPECT_EQ(e.problem(), ndr::HistoryProblem::BadEntry);
    }
    const auto rows = h.rows({}, 0, 10);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_TRUE(rows[0].damage.empty());
    EXPECT_FALSE(rows[1].damage.empty());
    EXPECT_EQ(rows[1].variant, "tiled"); // its row still lists it

    EXPECT_EQ(h.missing({ids[1], 999, ids[0]}), (std::vector<std::int64_t>{999}));
    EXPECT_EQ(h.remove({ids[1], 999}), 1u);
    EXPECT_EQ(h.count(), 2u);
    damaged.clear();
    EXPECT_EQ(h.list({}, &damaged).size(), 2u);
    EXPECT_TRUE(damaged.empty());
    RawDb raw(file);
    EXPECT_EQ(raw.scalar("SELECT COUNT(*) FROM stored_runs"), "2");
}

// A stored run nested far deeper than any run is (an edited database) is damaged like any other:
// named with the depth limit by every read, never walked into until the stack runs out.
TEST(HistoryScale, ARunNestedThousandsDeepIsDamagedNotWalkedInto)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::History h(file.string());
    const auto ids = addThreeRuns(h);
    {
        RawDb raw(file);
        // Whole the document, and one field inside an otherwise whole run.
        const std::string deep = jsontest::deeplyNested(100000);
        std::string inside = raw.scalar("SELECT run_json FROM stored_runs WHERE id = " + std::to_string(ids[2]));
        ASSERT_EQ(inside.find('\''), std::string::npos);
        inside.insert(1, "\"extra\":" + deep + ",");
        ASSERT_EQ(raw.exec("UPDATE stored_runs SET run_json = '" + deep + "' WHERE id = " + std::to_string(ids[0])),
                  SQLITE_OK);
        ASSERT_EQ(raw.exec("UPDATE stored_runs SET run_json = '" + inside + "' WHERE id = " + std::to_string(ids[2])),
                  SQLITE_OK);
    }
    std::vector<ndr::DamagedRun> damaged;
    const auto entries = h.list({}, &damaged);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].id, ids[1]);
    ASSERT_EQ(damaged.size(), 2u);
    for (const ndr::DamagedRun& d : damaged)
        EXPECT_NE(d.reason.find(std::to_string(ndr::kMaxJsonDepth)), std::string::npos) << d.reason;
    const auto rows = h.rows({}, 0, 10);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_FALSE(rows[0].damage.empty());
    EXPECT_TRUE(rows[1].damage.empty());
    EXPECT_FALSE(rows[2].damage.empty());
    for (const std::int64_t id : {ids[0], ids[2]})
        EXPECT_THROW(h.show(id), ndr::HistoryError);
    EXPECT_EQ(h.remove({ids[0], ids[2]}), 2u);
    EXPECT_EQ(h.list().size(), 1u);
}

// The view's queries: filters, the search, the order (numbers as numbers, a missing figure lowest),
// windows that page through in order, counts and the filters' choices.
TEST(HistoryScale, TheViewsQueriesFilterSortAndPage)
{
    ndr::History h((scratch() / "history.sqlite").string());
    std::vector<ndr::RunResult> runs;
    for (int i = 0; i < 30; ++i) {
        ndr::RunResult r =
            madeUp(i % 3 ? "tiled" : "naive", std::size_t(8 << (i % 5)),
                   "2026-11-" + std::to_string(10 + i % 15) + "T10:00:00Z", 1.0 + i, i % 2 ? "cpu" : "gpu");
        if (i == 7) {
            r.verified = false;
            r.error = "verification failed: 50% off";
        }
        runs.push_back(r);
    }
    const auto ids = h.add(runs, ndr::HistorySource::Cli);
    ndr::HistoryQuery q;
    EXPECT_EQ(h.count(q), 30u);
    // Newest first; equal times newest id first.
    const auto all = h.rows(q, 0, 100);
    ASSERT_EQ(all.size(), 30u);
    for (std::size_t i = 1; i < all.size(); ++i)
        EXPECT_TRUE(all[i - 1].timestamp > all[i].timestamp ||
                    (all[i - 1].timestamp == all[i].timestamp && all[i - 1].id > all[i].id));
    // Windows follow one another.
    std::vector<std::int64_t> paged;
    for (std::size_t offset = 0; offset < 30; offset += 7)
        for (const auto& r : h.rows(q, offset, 7))
            paged.push_back(r.id);
    EXPECT_EQ(paged, idsOf(all));

    q.variant = "naive";
    EXPECT_EQ(h.count(q), 10u);
    q.device = "0:0";
    EXPECT_EQ(h.count(q), 5u);
    q.device = "gpu";
    EXPECT_EQ(h.count(q), 5u);
    q = {};
    q.since = "2026-11-20T00:00:00Z";
    EXPECT_EQ(h.count(q), 10u);
    q = {};
    q.search = "50%";
    EXPECT_EQ(h.count(q), 1u);
    q.search = "50_";
    EXPECT_EQ(h.count(q), 0u);
    q.search = "TILED";
    EXPECT_EQ(h.count(q), 20u);
    q.search = "zzz";
    q.searchStatuses = {ndr::RunStatus::VerificationFailed};
    EXPECT_EQ(h.count(q), 1u);
    q = {};
    q.search = std::to_string(ids[3]);
    ASSERT_EQ(h.rows(q, 0, 10).size(), 1u);
    EXPECT_EQ(h.rows(q, 0, 10)[0].id, ids[3]);

    q = {};
    q.order = ndr::HistoryOrder::Gflops;
    const auto byFigure = h.rows(q, 0, 100);
    EXPECT_EQ(*byFigure.front().gflops, 30.0);
    EXPECT_FALSE(byFigure.back().gflops); // the failed run: no figure, lowest
    EXPECT_EQ(byFigure.back().status, ndr::RunStatus::VerificationFailed);
    q.order = ndr::HistoryOrder::N;
    q.descending = false;
    const auto byN = h.rows(q, 0, 100);
    EXPECT_EQ(byN.front().n, 8u);
    EXPECT_EQ(byN.back().n, 128u); // 128 after 16: numbers, not text

    EXPECT_EQ(h.distinct(ndr::HistoryChoice::Variant), (std::vector<std::string>{"naive", "tiled"}));
    EXPECT_EQ(h.distinct(ndr::HistoryChoice::Device), (std::vector<std::string>{"cpu", "gpu"}));
    EXPECT_EQ(h.distinct(ndr::HistoryChoice::Workload), (std::vector<std::string>{"matmul"}));
}

// The newest count runs of a filter, oldest first, as export writes them; count() of a filter.
TEST(HistoryScale, ForEachOldestFirstKeepsTheNewestLimit)
{
    ndr::History h((scratch() / "history.sqlite").string());
    const auto ids = h.add({madeUp("naive", 8, "2026-11-20T10:00:00Z"), madeUp("naive", 8, "2026-11-21T10:00:00Z"),
                            madeUp("tiled", 8, "2026-11-22T10:00:00Z"), madeUp("naive", 8, "2026-11-23T10:00:00Z")},
                           ndr::HistorySource::Cli);
    std::vector<std::int64_t> seen;
    h.forEach({"", "naive", "", 2, {}}, true, [&](ndr::HistoryEntry&& e) { seen.push_back(e.id); }, {});
    EXPECT_EQ(seen, (std::vector<std::int64_t>{ids[1], ids[3]}));
    EXPECT_EQ(h.count(ndr::HistoryFilter{"", "naive", "", 0, {}}), 3u);
    EXPECT_EQ(h.count(ndr::HistoryFilter{"", "naive", "", 2, {}}), 2u);
    EXPECT_EQ(h.count(ndr::HistoryFilter{"", "nomatch", "", 0, {}}), 0u);
}

// The lessons' newest pair found by query is the one the whole list gives.
TEST(HistoryScale, TheLessonsNewestPairByQueryAgreesWithTheList)
{
    const ndr::Lesson* lesson = ndr::findLesson("tiled-vs-naive");
    ASSERT_NE(lesson, nullptr);
    auto run = [&](const ndr::LessonRun& spec, std::size_t n, double ms, const std::string& device, int minute) {
        ndr::RunResult r =
            madeUp(spec.variant, n, "2026-11-20T10:" + std::to_string(10 + minute) + ":00Z", 1.0, device);
        r.local = spec.local;
        r.buffers = spec.buffers;
        r.kernel.medianMs = ms;
        return r;
    };
    // Newest first as in the list-based test: a GPU candidate without a GPU baseline, then a CPU
    // pair at N = 64, then an older pair at N = 32; a baseline with other buffers never pairs.
    const std::vector<ndr::RunResult> newestFirst = {
        run(lesson->candidate, 64, 0.5, "gpu", 9), run(lesson->candidate, 64, 1.0, "cpu", 8),
        run(lesson->baseline, 128, 3.0, "cpu", 7), run(lesson->baseline, 64, 8.0, "cpu", 6),
        run(lesson->candidate, 32, 2.0, "cpu", 5), run(lesson->baseline, 32, 2.0, "cpu", 4),
    };
    ndr::History h((scratch() / "history.sqlite").string());
    const auto isGpu = [](const ndr::RunResult& r) -> std::optional<bool> { return r.device == "gpu"; };
    EXPECT_FALSE(ndr::latestLessonResult(*lesson, h, isGpu));
    h.add(std::vector<ndr::RunResult>(newestFirst.rbegin(), newestFirst.rend()), ndr::HistorySource::Cli);
    ndr::RunResult otherBuffers = run(lesson->baseline, 64, 9.0, "gpu", 9);
    otherBuffers.buffers = ndr::BufferMode::Alloc;
    h.add({otherBuffers}, ndr::HistorySource::Cli);
    const auto byQuery = ndr::latestLessonResult(*lesson, h, isGpu);
    const auto byList = ndr::latestLessonResult(*lesson, newestFirst, isGpu);
    ASSERT_TRUE(byQuery && byList);
    EXPECT_EQ(ndr::toCsvFields(byQuery->candidate), ndr::toCsvFields(byList->candidate));
    EXPECT_EQ(ndr::toCsvFields(byQuery->baseline), ndr::toCsvFields(byList->baseline));
    EXPECT_EQ(byQuery->ratio, byList->ratio);
    EXPECT_EQ(byQuery->candidate.n, 64u);
}
