// The fast GEMM variants through the real ndrange-bench binary: tune, --params, the tuning cache and the
// clblast variant with and without the library.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

namespace {

// The children inherit the test sandbox (tests/support/sandbox.sh): their tuning cache is this
// test's, never the user's, and it starts empty.
benchtest::Outcome bench(const std::string& args, const std::string& env = "")
{
    static const std::filesystem::path scratch = benchtest::scratchDir("ndr_cli_gemm_");
    return benchtest::runBench(args, env, scratch);
}

std::filesystem::path cachePath()
{
    return std::filesystem::path(std::getenv("XDG_CONFIG_HOME")) / "ndrange-studio" / "tuning.tsv";
}

// Runs of large GEMM shapes get no wall-clock limit worth the name: PoCL compiles a kernel on its
// first launch, inside the watchdog's wait, and a loaded machine may take minutes over it.
const std::string kNoWatchdog = " --timeout-s 3600";

const std::string kQuickTune = "tune --variant vectorized --n 33 --budget 1 --seeds 1 --max-tile 32 --reps 1";

} // namespace

TEST(CliGemm, TuneStoresTheBestAndRunsUseIt)
{
    REQUIRE_DEVICE();
    bench("tune --clear-cache");
    auto o = bench(kQuickTune);
    ASSERT_EQ(o.code, 0) << o.err << o.out;
    EXPECT_NE(o.out.find("best MWG="), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("valid on this device"), std::string::npos);
    EXPECT_TRUE(std::filesystem::exists(cachePath()));
    o = bench("tune --show");
    EXPECT_NE(o.out.find("vectorized"), std::string::npos) << o.out;
    o = bench("run --variant vectorized --n 33 --reps 1 --no-cpu" + kNoWatchdog);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("(tuned)"), std::string::npos) << o.out;
    o = bench("run --variant vectorized --n 33 --reps 1 --no-cpu --no-tuned" + kNoWatchdog);
    EXPECT_NE(o.out.find("(default)"), std::string::npos) << o.out;
    o = bench("tune --clear-cache");
    EXPECT_EQ(o.code, 0);
    EXPECT_FALSE(std::filesystem::exists(cachePath()));
}

TEST(CliGemm, BadTuningInputsExitTwoNamingTheProblem)
{
    REQUIRE_DEVICE();
    auto o = bench("tune --variant tiled --n 33");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("tiled"), std::string::npos) << "names the variant given: " << o.err;
    o = bench("tune --variant vectorized");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("--n"), std::string::npos) << o.err;
    o = bench("run --variant vectorized --n 33 --params MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=3 --json");
    EXPECT_EQ(o.code, 2);
    EXPECT_EQ(benchtest::text(benchtest::errorOf(o), "limit"), "GEMM VW is 1, 2 or 4") << o.err;
    EXPECT_EQ(benchtest::number(benchtest::errorOf(o), "requested"), 3);
    o = bench("run --variant vectorized --n 33 --params MWG=banana");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("MWG"), std::string::npos) << o.err;
    o = bench("run --variant register_blocked --n 33 --local 8x8 --json");
    EXPECT_EQ(o.code, 2);
    EXPECT_EQ(benchtest::text(benchtest::errorOf(o), "limit"), "local size fixed by NDIMC x MDIMC") << o.err;
    EXPECT_EQ(benchtest::number(benchtest::errorOf(o), "requested"), 64);
}

TEST(CliGemm, CorruptedTuningCacheIsIgnoredAndRebuilt)
{
    REQUIRE_DEVICE();
    std::filesystem::create_directories(cachePath().parent_path());
    {
        std::ofstream out(cachePath(), std::ios::binary | std::ios::trunc);
        out << "\x7f"
               "ELF not a cache\n\xff\xfe\x00\x01 garbage\tMWG=1\n";
    }
    auto o = bench("run --variant vectorized --n 33 --reps 1 --no-cpu" + kNoWatchdog);
    EXPECT_EQ(o.code, 0) << o.err;
    // The cache is ignored: the parameters come from a layer below it (database or default).
    EXPECT_EQ(o.out.find("(tuned"), std::string::npos) << o.out;
    EXPECT_TRUE(o.out.find("(default") != std::string::npos || o.out.find("(database-") != std::string::npos) << o.out;
    o = bench("tune --show");
    EXPECT_NE(o.out.find("not a tuning cache: ignored"), std::string::npos) << o.out;
    o = bench(kQuickTune);
    ASSERT_EQ(o.code, 0) << o.err;
    o = bench("tune --show");
    EXPECT_EQ(o.out.find("ignored"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("vectorized"), std::string::npos) << o.out;
    bench("tune --clear-cache");
}

TEST(CliGemm, WithoutLibclblastTheVariantIsFlaggedAndRefused)
{
    const std::string missing = "NDR_CLBLAST_LIBRARY=libclblast-not-installed.so.1";
    auto o = bench("variants", missing);
    EXPECT_EQ(o.code, 0);
    EXPECT_NE(o.out.find("clblast [matmul]"), std::string::npos);
    EXPECT_NE(o.out.find("[unavailable: CLBlast not available: libclblast-not-installed.so.1"), std::string::npos)
        << o.out;
    o = bench("variants --json", missing);
    const auto listed = nlohmann::json::parse(o.out);
    const auto clblast =
        std::find_if(listed.begin(), listed.end(), [](const auto& v) { return v.at("name") == "clblast"; });
    ASSERT_NE(clblast, listed.end()) << o.out;
    EXPECT_EQ(clblast->at("available"), false);
    REQUIRE_DEVICE();
    o = bench("run --variant clblast --n 33", missing);
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("libclblast-not-installed.so.1"), std::string::npos) << "names the library: " << o.err;
    o = bench("sweep --variants tiled,clblast --n 33 --reps 1 --no-cpu --json", missing);
    EXPECT_EQ(o.code, 0) << o.err;
    const auto sweep = nlohmann::json::parse(o.out);
    ASSERT_EQ(sweep.at("skipped").size(), 1u) << o.out;
    EXPECT_EQ(benchtest::text(sweep.at("skipped")[0], "variant"), "clblast");
    // The other variants are unaffected.
    ASSERT_EQ(sweep.at("runs").size(), 1u) << o.out;
    EXPECT_EQ(benchtest::text(sweep.at("runs")[0], "variant"), "tiled");
    EXPECT_EQ(benchtest::text(sweep.at("runs")[0], "status"), "verified");
}

TEST(CliGemm, ClblastRunsAndVerifiesWhenInstalled)
{
    REQUIRE_DEVICE();
    auto o = bench("variants");
    if (o.out.find("[unavailable: CLBlast") != std::string::npos)
        GTEST_SKIP() << "libclblast is not installed here";
    o = bench("run --variant clblast --n 127 --reps 1 --no-cpu" + kNoWatchdog);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("verify    OK"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("wall clock around the library call"), std::string::npos) << o.out;
}

// The CPU pair: cpu_blocked runs three kernels per repetition and verifies; cblas runs on the
// host, names its library, and without one is listed with the reason and refused (exit 2).
TEST(CliGemm, CpuBlockedAndCblasRunAndVerify)
{
    REQUIRE_DEVICE();
    auto o = bench("run --variant cpu_blocked --n 257 --reps 1 --no-cpu" + kNoWatchdog);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("verify    OK"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("local 1x1"), std::string::npos) << o.out;
    o = bench("variants");
    if (o.out.find("[unavailable: CBLAS") != std::string::npos)
        GTEST_SKIP() << "no CBLAS is installed here";
    o = bench("run --variant cblas --n 257 --reps 1 --no-cpu --json" + kNoWatchdog);
    EXPECT_EQ(o.code, 0) << o.err;
    const auto run = nlohmann::json::parse(o.out);
    EXPECT_EQ(benchtest::text(run, "variant"), "cblas");
    EXPECT_EQ(benchtest::text(run, "status"), "verified");
    o = bench("run --variant cblas --n 33 --reps 1 --no-cpu" + kNoWatchdog);
    EXPECT_NE(o.out.find("library   "), std::string::npos) << "names the library it loaded: " << o.out;
}

TEST(CliGemm, WithoutACblasTheVariantIsFlaggedAndRefused)
{
    const std::string missing = "NDR_CBLAS_LIBRARY=libcblas-not-installed.so.3";
    auto o = bench("variants --json", missing);
    ASSERT_EQ(o.code, 0) << o.err;
    const auto listed = nlohmann::json::parse(o.out);
    const auto cblas =
        std::find_if(listed.begin(), listed.end(), [](const auto& v) { return v.at("name") == "cblas"; });
    ASSERT_NE(cblas, listed.end()) << o.out;
    EXPECT_EQ(cblas->at("available"), false);
    EXPECT_NE(cblas->at("unavailable_reason").get<std::string>().find("libcblas-not-installed.so.3"),
              std::string::npos);
    REQUIRE_DEVICE();
    o = bench("run --variant cblas --n 33", missing);
    EXPECT_EQ(o.code, 2) << o.out << o.err;
    EXPECT_NE(o.err.find("libcblas-not-installed.so.3"), std::string::npos) << "names the library: " << o.err;
}

// tf32_tensor needs an NVIDIA GPU of compute capability 8.0 or newer: on a machine without one
// (PoCL in CI) it is listed with a reason, refused with exit 2 by run and tune, skipped by sweep.
TEST(CliGemm, Tf32TensorWithoutNvidiaIsFlaggedAndRefused)
{
    auto o = bench("variants --workload matmul --json");
    ASSERT_EQ(o.code, 0) << o.err;
    const auto listed = nlohmann::json::parse(o.out);
    const auto entry =
        std::find_if(listed.begin(), listed.end(), [](const auto& v) { return v.at("name") == "tf32_tensor"; });
    ASSERT_NE(entry, listed.end()) << o.out;
    if (entry->at("available") == true)
        GTEST_SKIP() << "this machine has an NVIDIA GPU with tensor cores";
    EXPECT_EQ(entry->at("available"), false);
    EXPECT_FALSE(entry->at("unavailable_reason").get<std::string>().empty()) << "a reason is given";
    o = bench("variants --workload matmul");
    EXPECT_NE(o.out.find("tf32_tensor [matmul]"), std::string::npos);
    const auto line = o.out.find("tf32_tensor [matmul]");
    EXPECT_NE(o.out.substr(line, o.out.find('\n', line) - line).find("[unavailable: "), std::string::npos) << o.out;
    REQUIRE_DEVICE();
    o = bench("run --variant tf32_tensor --n 33");
    EXPECT_EQ(o.code, 2) << o.out << o.err;
    EXPECT_FALSE(o.err.empty());
    o = bench("tune --variant tf32_tensor --n 33 --budget 0 --reps 1");
    EXPECT_EQ(o.code, 2) << o.out << o.err;
    o = bench("sweep --variants tiled,tf32_tensor --n 33 --reps 1 --no-cpu --json");
    EXPECT_EQ(o.code, 0) << o.err;
    const auto sweep = nlohmann::json::parse(o.out);
    ASSERT_EQ(sweep.at("skipped").size(), 1u) << o.out;
    EXPECT_EQ(benchtest::text(sweep.at("skipped")[0], "variant"), "tf32_tensor");
}
