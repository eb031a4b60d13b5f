// A history file ndrange-bench must not open: a negative schema version, the largest one, a newer
// one, and another program's SQLite database. `history list` and `bundle export` refuse it (exit
// 3), a run prints its results and warns (its exit code stays the run's), nothing crashes, and the
// file stays byte for byte as it was, with nothing added beside it.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"
#include "../support/file_targets.hpp"

#include <filesystem>
#include <string>

namespace fs = std::filesystem;

namespace {

struct Case {
    const char* name;
    std::string sql; // what another tool (or a newer version) left in the file
};

std::ostream& operator<<(std::ostream& os, const Case& c) { return os << c.name; }

class CliHistorySchema : public ::testing::TestWithParam<Case> {
protected:
    fs::path home;
    fs::path file;
    std::string before;
    std::set<std::string> namesBefore;

    void SetUp() override
    {
        home = benchtest::scratchDir("ndr_cli_history_schema_") / GetParam().name;
        fs::remove_all(home);
        file = home / "data" / "ndrange-studio" / "history.sqlite";
        fs::create_directories(file.parent_path());
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
        ASSERT_EQ(sqlite3_exec(db, GetParam().sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << GetParam().sql;
        sqlite3_close(db);
        before = filetargets::slurp(file);
        namesBefore = filetargets::names(file.parent_path());
    }

    benchtest::Outcome bench(const std::string& args) const
    {
        const std::string h = home.string();
        return benchtest::runBench(args,
                                   "HOME='" + h + "' XDG_CONFIG_HOME='" + h + "/cfg' XDG_CACHE_HOME='" + h +
                                       "/cache' XDG_DATA_HOME='" + h + "/data'",
                                   home);
    }

    void expectUntouched() const
    {
        EXPECT_TRUE(filetargets::slurp(file) == before) << "the history file changed";
        EXPECT_EQ(filetargets::names(file.parent_path()), namesBefore) << "a journal or WAL file was left";
    }
};

const std::string kOurTable = "CREATE TABLE runs (id INTEGER PRIMARY KEY, run_json TEXT);"
                              "INSERT INTO runs (run_json) VALUES ('{}');";

} // namespace

TEST_P(CliHistorySchema, ListingRefusesItUntouched)
{
    const auto o = bench("history list");
    EXPECT_TRUE(o.exited) << "crashed: " << o.err;
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.err.find(file.string()), std::string::npos) << o.err;
    const auto json = bench("history list --json");
    EXPECT_EQ(json.code, 3);
    EXPECT_EQ(benchtest::text(benchtest::errorOf(json), "kind"), "runtime");
    const auto bundle = bench("bundle export '" + (home / "out.zip").string() + "'");
    EXPECT_EQ(bundle.code, 3) << bundle.err;
    EXPECT_FALSE(fs::exists(home / "out.zip"));
    expectUntouched();
}

TEST_P(CliHistorySchema, ARunPrintsItsResultsWarnsAndLeavesItUntouched)
{
    REQUIRE_DEVICE();
    const auto o = bench("run --variant naive --n 32 --warmup 0 --reps 1 --no-cpu --json");
    EXPECT_TRUE(o.exited) << "crashed: " << o.err;
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_EQ(nlohmann::json::parse(o.out, nullptr, false).value("variant", ""), "naive") << o.out;
    EXPECT_NE(o.err.find("warning"), std::string::npos) << o.err;
    EXPECT_NE(o.err.find(file.string()), std::string::npos) << o.err;
    expectUntouched();
}

INSTANTIATE_TEST_SUITE_P(UnknownOrForeign, CliHistorySchema,
                         ::testing::Values(Case{"negative", kOurTable + "PRAGMA user_version = -1;"},
                                           Case{"largest", kOurTable + "PRAGMA user_version = 2147483647;"},
                                           Case{"newer", kOurTable + "PRAGMA user_version = 99;"},
                                           Case{"foreign", "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);"
                                                           "INSERT INTO notes (text) VALUES ('not runs');"}),
                         [](const ::testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });
