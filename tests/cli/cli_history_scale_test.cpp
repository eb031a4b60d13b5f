// ndrange-bench and a run history that has grown and been damaged: importing a file twice stores
// its runs once and says how many were skipped; a damaged stored run is one warning naming it
// while list, export and bundle export go on with the rest (exit 0); history delete removes runs
// by id, all or nothing; export with no matching run refuses like bundle export and leaves the file
// as it was. The runs are made up (a results CSV written through the core), so no device is needed.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>

#include "../support/bench_runner.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"

namespace fs = std::filesystem;

namespace {

// A fresh HOME (and XDG directories) per test, so each test starts with no history.
fs::path home() { return benchtest::testHome("ndr_cli_history_scale_"); }

std::string env() { return benchtest::homeEnv(home()); }

fs::path historyFile() { return benchtest::historyIn(home()); }

benchtest::Outcome bench(const std::string& args) { return benchtest::runBench(args, env(), home()); }

// A results CSV of `count` made-up runs, a minute apart from `firstMinute`.
std::string writeRuns(const std::string& name, int count, int firstMinute = 0)
{
    std::vector<ndr::RunResult> runs;
    for (int i = 0; i < count; ++i) {
        ndr::RunResult r = studio::testing::madeUpRun(i % 2 ? "tiled" : "naive", 64, ndr::LocalSize::of2D(8, 8),
                                                      1.0 + i, std::nullopt);
        const int minute = firstMinute + i;
        char when[32];
        std::snprintf(when, sizeof when, "2026-11-20T%02d:%02d:00Z", 10 + minute / 60, minute % 60);
        r.timestamp = when;
        r.status = ndr::RunStatus::Verified;
        r.globalX = r.globalY = 64; // as launched, so that the imports accept it (ndr::checkRunValues)
        r.reps = 3;
        runs.push_back(r);
    }
    const std::string path = (home() / name).string();
    ndr::writeFileAtomically(path, ndr::resultsToCsv(runs));
    return path;
}

std::string read(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

// Damages the stored JSON of run `id` behind the history's back.
void damage(std::int64_t id)
{
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(historyFile().c_str(), &db), SQLITE_OK);
    const std::string sql = "UPDATE stored_runs SET run_json = '{\"truncated' WHERE id = " + std::to_string(id);
    EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
}

std::size_t lines(const std::string& text, const std::string& containing)
{
    std::size_t n = 0;
    std::size_t from = 0;
    while ((from = text.find(containing, from)) != std::string::npos) {
        ++n;
        from += containing.size();
    }
    return n;
}

nlohmann::json listed()
{
    const auto o = bench("history list --json");
    EXPECT_EQ(o.code, 0) << o.err;
    return nlohmann::json::parse(o.out, nullptr, false);
}

} // namespace

TEST(CliHistoryScale, ImportingAFileTwiceStoresItsRunsOnce)
{
    const std::string csv = writeRuns("runs.csv", 10);
    const auto first = bench("history import '" + csv + "'");
    ASSERT_EQ(first.code, 0) << first.err;
    EXPECT_EQ(first.err.find("skipped"), std::string::npos) << first.err;
    const auto second = bench("history import '" + csv + "'");
    ASSERT_EQ(second.code, 0) << second.err;
    EXPECT_NE(second.err.find("skipped 10"), std::string::npos) << second.err;
    EXPECT_EQ(listed().size(), 10u);
    // An overlapping file: only its new runs are stored.
    const std::string more = writeRuns("more.csv", 15);
    const auto third = bench("history import '" + more + "'");
    ASSERT_EQ(third.code, 0) << third.err;
    EXPECT_NE(third.err.find("imported 5"), std::string::npos) << third.err;
    EXPECT_EQ(listed().size(), 15u);
    // A bundle of the same runs, twice: nothing new.
    const std::string zip = (home() / "box.zip").string();
    ASSERT_EQ(bench("bundle export '" + zip + "'").code, 0);
    const auto bundled = bench("bundle import '" + zip + "'");
    ASSERT_EQ(bundled.code, 0) << bundled.err;
    EXPECT_NE(bundled.err.find("skipped 15"), std::string::npos) << bundled.err;
    EXPECT_EQ(listed().size(), 15u);
}

TEST(CliHistoryScale, ADamagedRunIsNamedAndTheOthersListedExportedAndBundled)
{
    ASSERT_EQ(bench("history import '" + writeRuns("runs.csv", 4) + "'").code, 0);
    damage(2);
    const auto list = bench("history list");
    EXPECT_EQ(list.code, 0) << list.err;
    EXPECT_EQ(lines(list.err, "warning:"), 1u) << list.err;
    EXPECT_NE(list.err.find("run 2 "), std::string::npos) << list.err;
    EXPECT_NE(list.err.find("history delete 2"), std::string::npos) << list.err;
    EXPECT_EQ(lines(list.out, " import "), 3u) << list.out;

    const auto json = bench("history list --json");
    EXPECT_EQ(json.code, 0);
    const auto runs = nlohmann::json::parse(json.out);
    ASSERT_EQ(runs.size(), 3u);
    for (const auto& r : runs)
        EXPECT_NE(r["id"], 2);

    const fs::path csv = home() / "out.csv";
    const auto exported = bench("history export --csv '" + csv.string() + "'");
    EXPECT_EQ(exported.code, 0) << exported.err;
    EXPECT_EQ(lines(exported.err, "warning:"), 1u) << exported.err;
    EXPECT_EQ(ndr::resultsFromCsv(read(csv)).size(), 3u);

    const fs::path zip = home() / "box.zip";
    const auto bundled = bench("bundle export '" + zip.string() + "'");
    EXPECT_EQ(bundled.code, 0) << bundled.err;
    EXPECT_EQ(lines(bundled.err, "warning:"), 1u) << bundled.err;
    EXPECT_TRUE(fs::exists(zip));

    EXPECT_EQ(bench("history show 2").code, 3); // the run itself cannot be shown
    const auto deleted = bench("history delete 2");
    EXPECT_EQ(deleted.code, 0) << deleted.err;
    const auto clean = bench("history list");
    EXPECT_EQ(clean.err.find("warning:"), std::string::npos) << clean.err;
    EXPECT_EQ(listed().size(), 3u);
}

// A stored run that reads as JSON but holds values no run can have (an edited database) is checked
// like a CSV or bundle run: named as damaged, never listed or exported as a valid run.
TEST(CliHistoryScale, AStoredRunWithValuesNoRunCanHaveIsNamedAsDamaged)
{
    ASSERT_EQ(bench("history import '" + writeRuns("runs.csv", 4) + "'").code, 0);
    {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(historyFile().c_str(), &db), SQLITE_OK);
        const char* sql =
            "UPDATE stored_runs SET run_json = json_set(run_json, '$.workload', 'fft') WHERE id = 1;"
            "UPDATE stored_runs SET run_json = json_set(run_json, '$.timestamp', 'yesterday') WHERE id = 2;"
            "UPDATE stored_runs SET run_json = json_set(run_json, '$.kernel_samples_ms', json('[-1, 1]'))"
            " WHERE id = 3;";
        EXPECT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }
    const auto list = bench("history list --json");
    EXPECT_EQ(list.code, 0) << list.err;
    EXPECT_EQ(lines(list.err, "warning:"), 3u) << list.err;
    for (const char* id : {"run 1 ", "run 2 ", "run 3 "})
        EXPECT_NE(list.err.find(id), std::string::npos) << list.err;
    const auto runs = nlohmann::json::parse(list.out);
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0]["id"], 4);

    const fs::path csv = home() / "out.csv";
    const auto exported = bench("history export --csv '" + csv.string() + "'");
    EXPECT_EQ(exported.code, 0) << exported.err;
    EXPECT_EQ(lines(exported.err, "warning:"), 3u) << exported.err;
    EXPECT_EQ(ndr::resultsFromCsv(read(csv)).size(), 1u);

    EXPECT_EQ(bench("history show 3").code, 3);
    EXPECT_EQ(bench("history show 4").code, 0);
}

TEST(CliHistoryScale, DeleteRemovesRunsByIdAllOrNothing)
{
    ASSERT_EQ(bench("history import '" + writeRuns("runs.csv", 5) + "'").code, 0);
    const auto unknown = bench("history delete 1 77 3");
    EXPECT_EQ(unknown.code, 2);
    EXPECT_NE(unknown.err.find("77"), std::string::npos) << unknown.err;
    EXPECT_EQ(listed().size(), 5u); // nothing deleted
    EXPECT_EQ(bench("history delete").code, 2);
    EXPECT_EQ(bench("history delete one").code, 2);
    EXPECT_EQ(bench("history delete 1 --all").code, 2);
    const auto ok = bench("history delete 1 3 3");
    EXPECT_EQ(ok.code, 0) << ok.err;
    const auto left = listed();
    ASSERT_EQ(left.size(), 3u);
    for (const auto& r : left)
        EXPECT_TRUE(r["id"] == 2 || r["id"] == 4 || r["id"] == 5) << r["id"];
}

// history export and bundle export follow one rule: no matching run, exit 2 and no file written
// or replaced.
TEST(CliHistoryScale, AnExportWithNoMatchingRunRefusesAndLeavesTheFile)
{
    const fs::path csv = home() / "existing.csv";
    std::ofstream(csv) << "my own notes\n";
    EXPECT_EQ(bench("history export --csv '" + csv.string() + "'").code, 2); // an empty history
    ASSERT_EQ(bench("history import '" + writeRuns("runs.csv", 3) + "'").code, 0);
    const auto none = bench("history export --csv '" + csv.string() + "' --variant nomatch");
    EXPECT_EQ(none.code, 2) << none.err;
    EXPECT_EQ(read(csv), "my own notes\n");
    const fs::path zip = home() / "existing.zip";
    std::ofstream(zip) << "not a zip\n";
    EXPECT_EQ(bench("bundle export '" + zip.string() + "' --variant nomatch").code, 2);
    EXPECT_EQ(read(zip), "not a zip\n");
    // Only damaged runs match: the same.
    damage(1);
    damage(3);
    EXPECT_EQ(bench("history export --csv '" + csv.string() + "' --variant naive").code, 2);
    EXPECT_EQ(read(csv), "my own notes\n");
    const auto one = bench("history export --csv '" + csv.string() + "' --variant tiled --limit 5");
    EXPECT_EQ(one.code, 0) << one.err;
    EXPECT_EQ(ndr::resultsFromCsv(read(csv)).size(), 1u);
}

// list and export of many runs stream them in order: the newest first for list, the oldest first
// for export, every run once.
TEST(CliHistoryScale, ListAndExportOfManyRunsStreamInOrder)
{
    ASSERT_EQ(bench("history import '" + writeRuns("runs.csv", 600) + "'").code, 0);
    const auto list = bench("history list");
    ASSERT_EQ(list.code, 0);
    EXPECT_EQ(list.out.rfind("600 run(s)", 0), 0u) << list.out.substr(0, 80);
    EXPECT_EQ(lines(list.out, " import "), 600u);
    EXPECT_LT(list.out.find("  600 "), list.out.find("  599 "));
    const fs::path csv = home() / "all.csv";
    ASSERT_EQ(bench("history export --csv '" + csv.string() + "'").code, 0);
    const auto runs = ndr::resultsFromCsv(read(csv));
    ASSERT_EQ(runs.size(), 600u);
    EXPECT_LT(runs.front().timestamp, runs.back().timestamp);
    const auto limited = bench("history export --csv '" + csv.string() + "' --limit 10");
    ASSERT_EQ(limited.code, 0);
    const auto newest = ndr::resultsFromCsv(read(csv));
    ASSERT_EQ(newest.size(), 10u);
    EXPECT_EQ(newest.back().timestamp, runs.back().timestamp);
}

TEST(CliHistoryScale, StoredControlCharactersNeverReachTheTerminal)
{
    // A history written before the imports refused them may hold a terminal escape or a line break
    // in a name: such a run is damaged (the read-back check refuses it) and its warning quotes the
    // value escaped, so no control byte reaches the terminal.
    ASSERT_EQ(bench("history import '" + writeRuns("runs.csv", 2) + "'").code, 0);
    {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(historyFile().c_str(), &db), SQLITE_OK);
        const char* sql =
            "UPDATE stored_runs SET run_json = json_set(run_json, '$.variant', 'naive' || char(27) || "
            "'[2J', '$.device', 'cpu' || char(10) || 'fake row', '$.driver', 'd' || char(7)) WHERE id = 1";
        EXPECT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }
    for (const std::string command : {"history list", "history show 1"}) {
        const auto o = bench(command);
        EXPECT_EQ(o.code, command == "history list" ? 0 : 3) << command << ": " << o.err;
        EXPECT_NE(o.err.find("run 1 "), std::string::npos) << command << ": " << o.err;
        for (const std::string& text : {o.out, o.err}) {
            EXPECT_EQ(text.find('\x1b'), std::string::npos) << command;
            EXPECT_EQ(text.find('\x07'), std::string::npos) << command;
            EXPECT_EQ(text.find("cpu\nfake row"), std::string::npos) << command;
        }
    }
    EXPECT_EQ(listed().size(), 1u); // the other run is listed
}

// An empty filter value is refused like every other empty option.
TEST(CliHistoryScale, AnEmptyFilterValueExitsTwoNamingIt)
{
    for (const char* option : {"--since", "--variant", "--device"}) {
        const auto o = bench(std::string("history list ") + option + " ''");
        EXPECT_EQ(o.code, 2) << option << ": " << o.err;
        EXPECT_NE(o.err.find(option), std::string::npos) << o.err;
    }
}
