// The run history (ndr::History): real runs stored and read back whole, filters, clearing,
// importing a CSV, migrating an older schema, and the errors of a corrupt, locked or newer file.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <thread>
#include <unistd.h>

#include "../support/history_fixtures.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "records/run_json.hpp"
#include "test_engine.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch() { return historytest::testScratch("ndr_history_"); }

using historytest::RawDb;

ndr::RunResult madeUp(const std::string& variant, const std::string& device, const std::string& timestamp)
{
    ndr::RunResult r =
        studio::testing::madeUpRun(variant, 64, ndr::LocalSize::of2D(8, 8), 1.5, std::nullopt, true, device);
    r.timestamp = timestamp;
    r.deviceId = device == "cpu" ? "0:0" : "1:0";
    r.globalX = r.globalY = 64; // as launched, so that the imports accept it (ndr::checkRunValues)
    r.reps = 3;
    return r;
}

// The limit a refused history-set spec names ("" where it names none), or "taken".
std::string limitOf(const std::string& spec)
{
    try {
        (void)ndr::historySetFilter(spec);
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << spec;
        return e.limit();
    }
    ADD_FAILURE() << spec << " was taken";
    return "taken";
}

void expectSameRun(const ndr::RunResult& back, const ndr::RunResult& original)
{
    EXPECT_EQ(ndr::toCsvFields(back), ndr::toCsvFields(original));
    EXPECT_EQ(nlohmann::json(back), nlohmann::json(original));
    EXPECT_EQ(ndr::toJson(back), ndr::toJson(original));
}

} // namespace

TEST(History, RealRunsReadBackWithEveryFieldEventsAndParameters)
{
    NDR_REQUIRE_DEVICE();
    const ndr::RunResult naive = sharedEngine().run(quickRequest("naive", 32));
    const ndr::RunResult tunable = sharedEngine().run(quickRequest("register_blocked", 64));
    ASSERT_TRUE(naive.ok()) << naive.error;
    ASSERT_TRUE(tunable.ok()) << tunable.error;
    ASSERT_FALSE(naive.commands.empty());
    ASSERT_FALSE(tunable.params.empty());
    EXPECT_EQ(naive.kernelSourceHash.size(), 16u);
    EXPECT_NE(naive.kernelSourceHash, tunable.kernelSourceHash);

    ndr::History h((scratch() / "history.sqlite").string());
    const auto ids = h.add({naive, tunable}, ndr::HistorySource::Cli);
    ASSERT_EQ(ids.size(), 2u);
    EXPECT_LT(ids[0], ids[1]);
    const auto first = h.show(ids[0]);
    const auto second = h.show(ids[1]);
    ASSERT_TRUE(first && second);
    EXPECT_EQ(first->source, ndr::HistorySource::Cli);
    expectSameRun(first->run, naive);
    expectSameRun(second->run, tunable);
    EXPECT_EQ(h.list().size(), 2u);
    EXPECT_FALSE(h.show(ids[1] + 1));
}

TEST(History, NonFiniteNumbersReadBack)
{
    // A verification that met NaN or infinity in the output measures an infinite error.
    ndr::RunResult r = madeUp("naive", "cpu", "2026-11-20T10:00:00Z");
    r.maxAbsErr = std::numeric_limits<double>::infinity();
    r.maxRelErr = std::numeric_limits<double>::quiet_NaN();
    r.verified = false;
    r.status = ndr::RunStatus::VerificationFailed;
    r.error = "verification failed";
    ndr::History h((scratch() / "history.sqlite").string());
    const auto ids = h.add({r}, ndr::HistorySource::Cli);
    const auto back = h.show(ids.at(0));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->run.maxAbsErr, std::numeric_limits<double>::infinity());
    EXPECT_TRUE(std::isnan(back->run.maxRelErr));
    EXPECT_EQ(ndr::toCsvFields(back->run), ndr::toCsvFields(r));
    EXPECT_EQ(h.list().at(0).run.outcome(), ndr::RunStatus::VerificationFailed);
}

TEST(History, FiltersSelectByDeviceVariantDateAndLimit)
{
    ndr::History h((scratch() / "history.sqlite").string());
    h.add({madeUp("naive", "cpu", "2026-11-20T10:00:00Z"), madeUp("tiled", "cpu", "2026-11-22T10:00:00Z"),
           madeUp("tiled", "NVIDIA GeForce", "2026-11-24T09:30:00Z")},
          ndr::HistorySource::Studio);
    EXPECT_EQ(h.list().size(), 3u);
    EXPECT_EQ(h.list().front().run.timestamp, "2026-11-24T09:30:00Z"); // newest first
    EXPECT_EQ(h.list({"geforce", "", "", 0, {}}).size(), 1u);          // part of the name, any case
    EXPECT_EQ(h.list({"1:0", "", "", 0, {}}).size(), 1u);              // the device id
    EXPECT_EQ(h.list({"", "tiled", "", 0, {}}).size(), 2u);
    EXPECT_EQ(h.list({"cpu", "tiled", "", 0, {}}).size(), 1u);
    EXPECT_EQ(h.list({"", "", "2026-11-22", 0, {}}).size(), 2u);
    EXPECT_EQ(h.list({"", "", "2026-11-22T10:00:01Z", 0, {}}).size(), 1u);
    EXPECT_EQ(h.list({"", "", "", 2, {}}).size(), 2u);
    EXPECT_EQ(h.list({"%", "", "", 0, {}}).size(), 0u); // LIKE wildcards are literal
    EXPECT_EQ(h.list().front().source, ndr::HistorySource::Studio);
    try {
        h.list({"", "", "last tuesday", 0, {}});
        FAIL() << "a date that is not ISO 8601 was accepted";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_FALSE(e.limit().empty());
    }
}

TEST(History, ClearRemovesEveryRunAndIdsAreNotReused)
{
    ndr::History h((scratch() / "history.sqlite").string());
    const auto ids = h.add({madeUp("naive", "cpu", "2026-11-20T10:00:00Z")}, ndr::HistorySource::Cli);
    EXPECT_EQ(h.clear(), 1u);
    EXPECT_TRUE(h.list().empty());
    EXPECT_EQ(h.clear(), 0u);
    const auto again = h.add({madeUp("naive", "cpu", "2026-11-20T10:00:00Z")}, ndr::HistorySource::Cli);
    EXPECT_GT(again.at(0), ids.at(0));
}

TEST(History, ImportedCsvRunsAreStoredAsImports)
{
    const fs::path dir = scratch();
    const ndr::RunResult a = madeUp("naive", "cpu", "2026-11-20T10:00:00Z");
    const ndr::RunResult b = madeUp("tiled", "cpu", "2026-11-21T10:00:00Z");
    ndr::writeFileAtomically((dir / "runs.csv").string(), ndr::resultsToCsv({a, b}));
    ndr::History h((dir / "history.sqlite").string());
    EXPECT_EQ(h.importCsv((dir / "runs.csv").string()).added, 2u);
    const auto entries = h.list();
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].source, ndr::HistorySource::Import);
    EXPECT_NE(entries[0].origin.find("runs.csv"), std::string::npos) << entries[0].origin;
    EXPECT_EQ(ndr::toCsvFields(entries[1].run), ndr::toCsvFields(a));
    EXPECT_EQ(ndr::toCsvFields(entries[0].run), ndr::toCsvFields(b));
}

// A bundle imported into an empty history gives the runs that were bundled, field for field, as
// imported ones naming the file; a file that is not a bundle stores nothing.
TEST(History, ABundleImportsWholeOrNotAtAll)
{
    const fs::path dir = scratch();
    const ndr::RunResult a = madeUp("naive", "cpu", "2026-11-20T10:00:00Z");
    const ndr::RunResult b = madeUp("tiled", "gpu", "2026-11-21T10:00:00Z");
    ndr::writeBundle((dir / "gpu-box.zip").string(), ndr::makeBundle({}, {a, b}));
    ndr::History h((dir / "history.sqlite").string());
    EXPECT_EQ(h.importBundle((dir / "gpu-box.zip").string()).added, 2u);
    const auto entries = h.list();
    ASSERT_EQ(entries.size(), 2u);
    expectSameRun(entries[1].run, a);
    expectSameRun(entries[0].run, b);
    for (const auto& e : entries) {
        EXPECT_EQ(e.source, ndr::HistorySource::Import);
        EXPECT_NE(e.origin.find("gpu-box.zip"), std::string::npos) << e.origin;
    }

    ndr::writeFileAtomically((dir / "not-a-bundle.zip").string(), ndr::resultsToCsv({a}));
    try {
        h.importBundle((dir / "not-a-bundle.zip").string());
        ADD_FAILURE() << "a CSV file was imported as a bundle";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    }
    EXPECT_EQ(h.list().size(), 2u);
}

TEST(History, AnOlderSchemaIsMigratedWithItsRuns)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::RunResult run = madeUp("tiled", "cpu", "2026-11-20T10:00:00Z");
    run.workload = "matmul";
    {
        // Schema version 1, as that version created it.
        RawDb old(file);
        ASSERT_EQ(old.exec("CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp TEXT NOT NULL,"
                           " device TEXT NOT NULL, variant TEXT NOT NULL, n INTEGER NOT NULL, run_json TEXT NOT NULL);"
                           "CREATE INDEX runs_timestamp ON runs(timestamp);"
                           "CREATE INDEX runs_device ON runs(device);"
                           "CREATE INDEX runs_variant ON runs(variant);"
                           "PRAGMA user_version = 1;"),
                  SQLITE_OK);
        const std::string json = nlohmann::json(run).dump();
        ASSERT_EQ(old.exec("INSERT INTO runs (timestamp, device, variant, n, run_json) VALUES ('" + run.timestamp +
                           "', 'cpu', 'tiled', 64, '" + json + "')"),
                  SQLITE_OK);
    }
    {
        ndr::History h(file.string());
        const auto entries = h.list({"", "tiled", "", 0, {}});
        ASSERT_EQ(entries.size(), 1u);
        expectSameRun(entries[0].run, run);
        h.add({madeUp("naive", "cpu", "2026-11-21T10:00:00Z")}, ndr::HistorySource::Cli);
        EXPECT_EQ(h.list().size(), 2u);
    }
    RawDb after(file);
    EXPECT_EQ(after.scalar("PRAGMA user_version"), std::to_string(ndr::History::kSchemaVersion));
    EXPECT_EQ(after.scalar("PRAGMA journal_mode"), "wal");
    EXPECT_EQ(after.scalar("SELECT status || ' ' || workload || ' ' || gflops || ' ' || device_id FROM runs WHERE "
                           "variant = 'tiled'"),
              "verified matmul 1.5 0:0");
    EXPECT_EQ(after.scalar("SELECT '[' || origin || ']' FROM runs WHERE variant = 'tiled'"), "[]");
}

TEST(History, ANewerSchemaIsRefused)
{
    const fs::path file = scratch() / "history.sqlite";
    {
        RawDb newer(file);
        ASSERT_EQ(newer.exec("PRAGMA user_version = 99"), SQLITE_OK);
    }
    try {
        ndr::History h(file.string());
        FAIL() << "a newer schema was opened";
    } catch (const ndr::HistoryError& e) {
        EXPECT_EQ(e.problem(), ndr::HistoryProblem::NewerSchema);
        EXPECT_EQ(e.path(), file.string());
    }
}

TEST(History, ACorruptFileIsAClearErrorAndStaysUntouched)
{
    const fs::path file = scratch() / "history.sqlite";
    const std::string garbage(8192, 'x');
    std::ofstream(file, std::ios::binary) << garbage;
    try {
        ndr::History h(file.string());
        FAIL() << "a file that is not a database was opened";
    } catch (const ndr::HistoryError& e) {
        EXPECT_EQ(e.problem(), ndr::HistoryProblem::NotADatabase);
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        EXPECT_EQ(e.path(), file.string());
    }
    EXPECT_EQ(fs::file_size(file), garbage.size());
}

TEST(History, ALockedDatabaseIsAClearErrorAfterTheBusyTimeout)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::History(file.string()).add({madeUp("naive", "cpu", "2026-11-20T10:00:00Z")}, ndr::HistorySource::Cli);
    RawDb holder(file);
    ASSERT_EQ(holder.exec("BEGIN IMMEDIATE; DELETE FROM runs;"), SQLITE_OK); // holds the write lock
    ndr::History h(file.string(), 50);
    EXPECT_EQ(h.list().size(), 1u); // WAL: readers still read
    try {
        h.add({madeUp("tiled", "cpu", "2026-11-21T10:00:00Z")}, ndr::HistorySource::Cli);
        FAIL() << "a write went through another connection's write lock";
    } catch (const ndr::HistoryError& e) {
        EXPECT_EQ(e.problem(), ndr::HistoryProblem::Busy);
        EXPECT_EQ(e.path(), file.string());
    }
    ASSERT_EQ(holder.exec("ROLLBACK"), SQLITE_OK);
    h.add({madeUp("tiled", "cpu", "2026-11-21T10:00:00Z")}, ndr::HistorySource::Cli);
    EXPECT_EQ(h.list().size(), 2u);
}

TEST(History, ConcurrentWritersLoseNoRows)
{
    const std::string file = (scratch() / "history.sqlite").string();
    constexpr int kWriters = 4, kAdds = 25;
    std::vector<std::thread> writers;
    for (int w = 0; w < kWriters; ++w)
        writers.emplace_back([&file, w] {
            ndr::History h(file); // a connection of its own, as another process has
            for (int i = 0; i < kAdds; ++i)
                h.add({madeUp("naive", "writer " + std::to_string(w), "2026-11-20T10:00:00Z")},
                      ndr::HistorySource::Cli);
        });
    for (auto& t : writers)
        t.join();
    ndr::History h(file);
    EXPECT_EQ(h.list().size(), std::size_t(kWriters * kAdds));
    for (int w = 0; w < kWriters; ++w)
        EXPECT_EQ(h.list({"writer " + std::to_string(w), "", "", 0, {}}).size(), std::size_t(kAdds));
}

TEST(History, DefaultPathFollowsXdgDataHome)
{
    const std::string saved = std::getenv("XDG_DATA_HOME") ? std::getenv("XDG_DATA_HOME") : "";
    ::setenv("XDG_DATA_HOME", "/somewhere/data", 1);
    EXPECT_EQ(ndr::History::defaultPath(), "/somewhere/data/ndrange-studio/history.sqlite");
    ::unsetenv("XDG_DATA_HOME");
    EXPECT_EQ(ndr::History::defaultPath(),
              std::string(std::getenv("HOME")) + "/.local/share/ndrange-studio/history.sqlite");
    if (!saved.empty())
        ::setenv("XDG_DATA_HOME", saved.c_str(), 1);
}

// The history as a set of runs (compare, the studio's Compare view): its filter from the spec.
TEST(HistorySet, TheSpecNamesAFilterAndABadOneIsRefusedNamingTheLimit)
{
    EXPECT_TRUE(ndr::isHistorySet("history"));
    EXPECT_TRUE(ndr::isHistorySet("history:limit=3"));
    EXPECT_FALSE(ndr::isHistorySet("history.csv"));
    const ndr::HistoryFilter all = ndr::historySetFilter("history");
    EXPECT_TRUE(all.variant.empty() && all.device.empty() && all.since.empty());
    EXPECT_EQ(all.limit, 0u);
    const ndr::HistoryFilter f = ndr::historySetFilter("history:variant=tiled,device=0:0,since=2026-11-01,limit=20");
    EXPECT_EQ(f.variant, "tiled");
    EXPECT_EQ(f.device, "0:0");
    EXPECT_EQ(f.since, "2026-11-01");
    EXPECT_EQ(f.limit, 20u);
    EXPECT_EQ(limitOf("history:colour=red"), "");
    EXPECT_EQ(limitOf("history:limit=0"), "minimum history limit");
    EXPECT_EQ(limitOf("history:limit=2000000000"), "maximum history limit");
    EXPECT_EQ(limitOf("history:limit=many"), "whole number");
    EXPECT_EQ(limitOf("history:since=2025-02-29"), "calendar date");
    EXPECT_EQ(limitOf("results.csv"), "");
}

// A History selection as a set: history:id=3,5,9 names runs by their ids, validated like the
// other filters.
TEST(HistorySet, RunIdsNameASelectionAndBadOnesAreRefusedNamingTheLimit)
{
    const ndr::HistoryFilter f = ndr::historySetFilter("history:id=3,5,9");
    EXPECT_EQ(f.ids, (std::vector<std::int64_t>{3, 5, 9}));
    const ndr::HistoryFilter mixed = ndr::historySetFilter("history:variant=tiled,id=7,8,limit=1");
    EXPECT_EQ(mixed.ids, (std::vector<std::int64_t>{7, 8}));
    EXPECT_EQ(mixed.variant, "tiled");
    EXPECT_EQ(mixed.limit, 1u);
    EXPECT_EQ(limitOf("history:id=0"), "history run id");
    EXPECT_EQ(limitOf("history:id=-4"), "history run id");
    EXPECT_EQ(limitOf("history:id=3,x"), "history run id");
    EXPECT_EQ(limitOf("history:id=99999999999999999999"), "history run id");
    EXPECT_EQ(limitOf("history:id="), "");       // empty
    EXPECT_EQ(limitOf("history:id=1,id=2"), ""); // twice
    EXPECT_EQ(limitOf("history:limit=2,3"), ""); // a bare number belongs to id= only
    std::string many = "history:id=1";
    for (std::size_t i = 2; i <= ndr::kMaxHistoryFilterIds + 1; ++i)
        many += "," + std::to_string(i);
    EXPECT_EQ(limitOf(many), "history run ids");
}

TEST(HistorySet, RunIdsSelectExactlyThoseRuns)
{
    ndr::History h((scratch() / "history.sqlite").string());
    const auto ids =
        h.add({madeUp("naive", "cpu", "2026-11-20T10:00:00Z"), madeUp("tiled", "cpu", "2026-11-22T10:00:00Z"),
               madeUp("tiled", "NVIDIA GeForce", "2026-11-24T09:30:00Z")},
              ndr::HistorySource::Studio);
    ASSERT_EQ(ids.size(), 3u);
    const auto picked =
        h.list(ndr::historySetFilter("history:id=" + std::to_string(ids[0]) + "," + std::to_string(ids[2])));
    ASSERT_EQ(picked.size(), 2u);
    EXPECT_EQ(picked[0].id, ids[2]); // newest first, as every list
    EXPECT_EQ(picked[1].id, ids[0]);
    EXPECT_EQ(h.list(ndr::historySetFilter("history:variant=tiled,id=" + std::to_string(ids[0]))).size(), 0u);
    EXPECT_EQ(h.count(ndr::historySetFilter("history:id=" + std::to_string(ids[2] + 100))), 0u);
}
