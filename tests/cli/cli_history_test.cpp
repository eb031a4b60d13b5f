// ndrange-bench and the run history: runs and sweeps are recorded (unless --no-history), two
// writer processes at once lose no row, a corrupt history is a warning that changes neither the
// run's output nor its exit code, export/import carry every column, and bundles written from the
// history import back whole.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

// A fresh HOME (and XDG directories) per test, so each test starts with no history.
fs::path home() { return benchtest::testHome("ndr_cli_history_"); }

std::string env() { return benchtest::homeEnv(home()); }

fs::path historyFile() { return benchtest::historyIn(home()); }

benchtest::Outcome bench(const std::string& args) { return benchtest::runBench(args, env(), home()); }

// A quick run of the matmul ladder's first rung.
const char* kQuickRun = "run --variant naive --n 32 --warmup 0 --reps 1 --no-cpu";
// A sweep of four quick vector runs.
const char* kQuickSweep = "sweep --workload vadd --variants vadd,vadd_fast --n 1024,2048 --warmup 0 --reps 1 --no-cpu";

nlohmann::json historyJson(const std::string& filters = "")
{
    const auto o = bench("history list --json " + filters);
    EXPECT_EQ(o.code, 0) << o.err;
    return nlohmann::json::parse(o.out, nullptr, false);
}

} // namespace

TEST(CliHistory, ARunIsRecordedAndListedAsJson)
{
    REQUIRE_DEVICE();
    const auto run = bench(std::string(kQuickRun) + " --json");
    ASSERT_EQ(run.code, 0) << run.err;
    const auto ran = nlohmann::json::parse(run.out);
    const auto history = historyJson();
    ASSERT_TRUE(history.is_array());
    ASSERT_EQ(history.size(), 1u);
    EXPECT_EQ(history[0]["source"], "cli");
    EXPECT_EQ(history[0]["run"], ran); // every field, events included

    const auto shown = bench("history show " + history[0]["id"].dump() + " --json");
    ASSERT_EQ(shown.code, 0) << shown.err;
    EXPECT_EQ(nlohmann::json::parse(shown.out)["run"], ran);
    EXPECT_EQ(historyJson("--variant naive").size(), 1u);
    EXPECT_EQ(historyJson("--variant tiled").size(), 0u);
}

TEST(CliHistory, NoHistoryRecordsNothing)
{
    REQUIRE_DEVICE();
    ASSERT_EQ(bench(std::string(kQuickRun) + " --no-history").code, 0);
    ASSERT_EQ(bench(std::string(kQuickSweep) + " --no-history").code, 0);
    EXPECT_FALSE(fs::exists(historyFile()));
}

TEST(CliHistory, TwoWriterProcessesAtOnceLoseNoRow)
{
    REQUIRE_DEVICE();
    // Both processes start together; each records its four runs, then four single runs.
    std::string script;
    for (int w = 0; w < 2; ++w) {
        script += "( '" NDR_BENCH "' " + std::string(kQuickSweep) + " >/dev/null 2>>'" + (home() / "err").string() +
                  "'; echo $? >>'" + (home() / "codes").string() + "'";
        for (int i = 0; i < 4; ++i)
            script += "; '" NDR_BENCH "' " + std::string(kQuickRun) + " >/dev/null 2>>'" + (home() / "err").string() +
                      "'; echo $? >>'" + (home() / "codes").string() + "'";
        script += " ) & ";
    }
    ASSERT_EQ(std::system(("export " + env() + "; " + script + "wait").c_str()), 0);
    std::ifstream codes(home() / "codes");
    int count = 0;
    for (int code; codes >> code; ++count)
        EXPECT_EQ(code, 0);
    EXPECT_EQ(count, 10);
    std::ifstream errIn(home() / "err");
    const std::string err((std::istreambuf_iterator<char>(errIn)), {});
    EXPECT_EQ(err.find("warning"), std::string::npos) << err;
    const auto history = historyJson();
    EXPECT_EQ(history.size(), 2u * (4 + 4));
    EXPECT_EQ(historyJson("--variant naive").size(), 8u);
}

TEST(CliHistory, ACorruptHistoryIsAWarningAndTheRunStillSucceeds)
{
    REQUIRE_DEVICE();
    fs::create_directories(historyFile().parent_path());
    const std::string garbage(6000, '#');
    std::ofstream(historyFile(), std::ios::binary) << garbage;
    const auto run = bench(std::string(kQuickRun) + " --json --csv '" + (home() / "run.csv").string() + "'");
    EXPECT_EQ(run.code, 0) << run.err;
    const auto ran = nlohmann::json::parse(run.out, nullptr, false);
    ASSERT_TRUE(ran.is_object()) << run.out;
    EXPECT_EQ(ran["variant"], "naive");
    EXPECT_TRUE(fs::exists(home() / "run.csv"));
    EXPECT_NE(run.err.find(historyFile().string()), std::string::npos) << run.err; // names the file
    EXPECT_EQ(fs::file_size(historyFile()), garbage.size());                       // left as it was
    // The history commands themselves fail as runtime errors.
    EXPECT_EQ(bench("history list").code, 3);
}

TEST(CliHistory, ExportAndImportCarryEveryColumn)
{
    REQUIRE_DEVICE();
    ASSERT_EQ(bench(kQuickSweep).code, 0);
    const std::string csv = (home() / "history.csv").string();
    const auto exported = bench("history export --csv '" + csv + "' --variant vadd_fast");
    ASSERT_EQ(exported.code, 0) << exported.err;
    ASSERT_EQ(bench("history clear").code, 0);
    EXPECT_EQ(historyJson().size(), 0u);
    const auto imported = bench("history import '" + csv + "'");
    ASSERT_EQ(imported.code, 0) << imported.err;
    const auto history = historyJson();
    ASSERT_EQ(history.size(), 2u);
    EXPECT_EQ(history[0]["source"], "import");
    const std::string again = (home() / "again.csv").string();
    ASSERT_EQ(bench("history export --csv '" + again + "'").code, 0);
    std::ifstream a(csv), b(again);
    EXPECT_EQ(std::string((std::istreambuf_iterator<char>(a)), {}),
              std::string((std::istreambuf_iterator<char>(b)), {}));
}

TEST(CliHistory, BadInputIsExitTwo)
{
    EXPECT_EQ(bench("history").code, 2);
    EXPECT_EQ(bench("history list --since yesterday").code, 2);
    EXPECT_EQ(bench("history show").code, 2);
    EXPECT_EQ(bench("history show 12345").code, 2);
    EXPECT_EQ(bench("history show twelve").code, 2);
    EXPECT_EQ(bench("history export").code, 2);
    EXPECT_EQ(bench("history import '" + (home() / "missing.csv").string() + "'").code, 2);
    EXPECT_EQ(bench("history clear --all").code, 2);
}

// A bundle exported from the history and imported into an emptied one gives the same runs back,
// field for field, as imported ones naming the bundle.
TEST(CliHistory, ABundleExportedAndImportedGivesTheSameRuns)
{
    REQUIRE_DEVICE();
    ASSERT_EQ(bench(kQuickSweep).code, 0);
    const auto before = historyJson();
    ASSERT_EQ(before.size(), 4u);
    const std::string zip = (home() / "gpu-box.zip").string();
    const auto exported = bench("bundle export '" + zip + "'");
    ASSERT_EQ(exported.code, 0) << exported.err;
    ASSERT_EQ(bench("history clear").code, 0);
    const auto imported = bench("bundle import '" + zip + "'");
    ASSERT_EQ(imported.code, 0) << imported.err;
    const auto after = historyJson();
    ASSERT_EQ(after.size(), before.size());
    for (std::size_t i = 0; i < after.size(); ++i) {
        EXPECT_EQ(after[i]["run"], before[i]["run"]);
        EXPECT_EQ(after[i]["source"], "import");
        EXPECT_NE(after[i]["origin"].get<std::string>().find("gpu-box.zip"), std::string::npos);
    }
    // A filter selects what is bundled.
    const std::string fast = (home() / "fast.zip").string();
    ASSERT_EQ(bench("bundle export '" + fast + "' --variant vadd_fast").code, 0);
    ASSERT_EQ(bench("history clear").code, 0);
    ASSERT_EQ(bench("bundle import '" + fast + "'").code, 0);
    EXPECT_EQ(historyJson().size(), 2u);
}

TEST(CliHistory, WhatIsNotABundleIsRefusedAndNothingIsImported)
{
    EXPECT_EQ(bench("bundle").code, 2);
    EXPECT_EQ(bench("bundle export").code, 2);
    EXPECT_EQ(bench("bundle import").code, 2);
    EXPECT_EQ(bench("bundle export '" + (home() / "empty.zip").string() + "'").code, 2); // nothing to bundle
    EXPECT_FALSE(fs::exists(home() / "empty.zip"));
    EXPECT_EQ(bench("bundle import '" + (home() / "missing.zip").string() + "'").code, 2);
    std::ofstream(home() / "runs.zip") << "variant,n\nnaive,32\n";
    EXPECT_EQ(bench("bundle import '" + (home() / "runs.zip").string() + "'").code, 2);
    EXPECT_EQ(historyJson().size(), 0u);
}
