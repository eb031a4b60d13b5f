// Runs the real ndrange-bench binary and checks exit codes, output and files.
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

namespace {

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() / ("ndr_cli_" + std::to_string(::getpid()) + "_" + name)).string();
}

benchtest::Outcome bench(const std::string& args, const std::string& env = "")
{
    static const std::filesystem::path dir = benchtest::scratchDir("ndr_cli_");
    return benchtest::runBench(args, env, dir);
}

using benchtest::errorOf;
using benchtest::number;
using benchtest::text;

} // namespace

TEST(Cli, HelpAndUsage)
{
    EXPECT_EQ(bench("--help").code, 0);
    EXPECT_EQ(bench("").code, 2);
    const auto o = bench("frobnicate");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("frobnicate"), std::string::npos) << "names the command given: " << o.err;
}

TEST(Cli, DevicesListsPropertiesAndJson)
{
    REQUIRE_DEVICE();
    const auto o = bench("devices");
    EXPECT_EQ(o.code, 0);
    for (const char* label : {"Max work-group size", "Local memory", "Max constant buffer",
                              "Profiling timer resolution", "Preferred work-group size multiple", "OpenCL C version"})
        EXPECT_NE(o.out.find(label), std::string::npos) << label;
    EXPECT_TRUE(nlohmann::json::parse(bench("devices --json").out).is_array());
}

TEST(Cli, VariantsListTheLadder)
{
    const auto o = bench("variants --json");
    EXPECT_EQ(o.code, 0);
    const auto variants = nlohmann::json::parse(o.out);
    EXPECT_TRUE(
        std::any_of(variants.begin(), variants.end(), [](const auto& v) { return v.at("name") == "tiled_padded"; }));
}

// `variants --names`: the catalogue's names, one a line, in catalogue order (the bash completion
// reads them); per --workload; not together with --json.
TEST(Cli, VariantsNamesAreOneALine)
{
    const auto all = nlohmann::json::parse(bench("variants --json").out);
    std::string expected;
    for (const auto& v : all)
        expected += v.at("name").get<std::string>() + "\n";
    const auto o = bench("variants --names");
    EXPECT_EQ(o.code, 0);
    EXPECT_EQ(o.out, expected);
    const auto reduce = bench("variants --names --workload reduce");
    EXPECT_EQ(reduce.code, 0);
    EXPECT_NE(reduce.out, "");
    EXPECT_EQ(reduce.out.find("tiled\n"), std::string::npos) << reduce.out;
    EXPECT_EQ(bench("variants --names --json").code, 2);
}

TEST(Cli, RunVerifiesAndPrintsJson)
{
    REQUIRE_DEVICE();
    const auto o = bench("run --variant tiled --n 33 --local 8x8 --reps 2 --no-cpu --json");
    EXPECT_EQ(o.code, 0) << o.err;
    const auto run = nlohmann::json::parse(o.out);
    EXPECT_EQ(run.at("variant"), "tiled");
    EXPECT_EQ(run.at("n"), 33);
    EXPECT_EQ(run.at("global"), nlohmann::json({40, 40}));
    EXPECT_EQ(run.at("local"), nlohmann::json({8, 8}));
    EXPECT_EQ(run.at("verified"), true);
    EXPECT_FALSE(run.at("events").empty());
}

TEST(Cli, RunWritesCsv)
{
    REQUIRE_DEVICE();
    const auto csv = tempPath("run.csv");
    const auto o = bench("run --variant row --n 20 --local 4 --reps 1 --csv '" + csv + "'");
    EXPECT_EQ(o.code, 0) << o.err;
    const auto text = slurp(csv);
    EXPECT_EQ(text.rfind("timestamp,app_version,platform,device,driver,variant,workload,n,global,local,buffers", 0),
              0u);
    EXPECT_NE(text.find(",row,matmul,20,20,4,copy,"), std::string::npos) << text;
    std::filesystem::remove(csv);
}

TEST(Cli, TraceFileForRunAndSweep)
{
    REQUIRE_DEVICE();
    const auto trace = tempPath("trace.json");
    auto o = bench("run --variant naive --n 16 --reps 2 --no-cpu --buffers alloc --trace '" + trace + "'");
    EXPECT_EQ(o.code, 0) << o.err;
    auto text = slurp(trace);
    EXPECT_EQ(text.rfind("{\"traceEvents\":[", 0), 0u);
    EXPECT_NE(text.find("\"name\":\"write A\""), std::string::npos);
    o = bench("sweep --variants vadd,vadd3_chained --workload vadd --n 1000 --reps 1 --no-cpu --trace '" + trace + "'");
    EXPECT_EQ(o.code, 0) << o.err;
    text = slurp(trace);
    EXPECT_NE(text.find("vadd3_chained N=1000"), std::string::npos);
    std::filesystem::remove(trace);
}

TEST(Cli, QueueModesRunVerifiedWithOneTrackSetPerQueue)
{
    REQUIRE_DEVICE();
    const auto trace = tempPath("queues.json");
    auto o = bench("run --variant tiled --n 40 --local 8x8 --reps 2 --no-cpu --buffers alloc --queues two --trace '" +
                   trace + "'");
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("queues two"), std::string::npos) << o.out;
    const auto text = slurp(trace);
    EXPECT_NE(text.find("queue 1 (transfers): execution"), std::string::npos);
    EXPECT_NE(text.find("queue 0 (kernels): execution"), std::string::npos);
    o = bench("sweep --variants vadd3_chained --workload vadd --n 3000 --reps 2 --no-cpu --buffers alloc --queues ooo "
              "--json");
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_EQ(nlohmann::json::parse(o.out).at("runs").at(0).at("queues"), "ooo") << o.out;
    std::filesystem::remove(trace);
}

TEST(Cli, InvalidInputExitsTwoWithTheReason)
{
    REQUIRE_DEVICE();
    // The arguments; a value of them the message must name (data, not wording; "" where the
    // refusal is about a missing value); the limit the --json error names ("" where none applies).
    struct Case {
        const char* args;
        const char* named;
        const char* limit;
    };
    const Case cases[] = {
        {"run --variant naive --n 0", "", "minimum N"},
        {"run --variant naive --n abc", "abc", ""},
        {"run --variant naive --n -5", "-5", ""},
        {"run --variant nope --n 8", "nope", ""},
        {"run --variant naive --n 8 --local 0x4", "0x4", ""},
        {"run --variant naive --n 8 --local 4x4x4", "4x4x4", ""},
        {"run --variant tiled --n 8 --local 8x4", "8x4", "square work-group"},
        {"run --variant blocked --n 100 --local 16x16", "100", "N a multiple of the block size"},
        {"run --variant naive --n 8 --device 7:0", "7:0", ""},
        {"run --variant naive --n 8 --device x", "x", ""},
        {"run --variant naive --n 8 --buffers mapped", "mapped", ""},
        {"run --variant naive --n 8 --queues parallel", "parallel", ""},
        {"run --variant naive --n 8 --reps 0", "0", ""},
        {"run --variant naive --n 8 --bogus", "--bogus", ""},
        {"run --variant naive", "--n", ""},
        {"run --variant naive --n 8 --local 100000x1", "100000", "CL_DEVICE_MAX_WORK_GROUP_SIZE"},
        {"sweep --variants naive,nope --n 8", "nope", ""},
        {"sweep --variants naive --n 8,,16", "8,,16", ""},
        {"run --variant vadd --n 8 --workload reduce", "reduce", ""},
        {"sweep --variants vadd --workload matmul --n 8", "matmul", ""},
        {"run --variant naive --n", "--n", ""},
        {"variants --workload fft", "fft", ""},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.args);
        const auto o = bench(c.args);
        EXPECT_EQ(o.code, 2);
        EXPECT_NE(o.err, "");
        EXPECT_NE(o.err.find(c.named), std::string::npos) << "names the value given: " << o.err;
        if (*c.limit) {
            const auto j = bench(std::string(c.args) + " --json");
            EXPECT_EQ(j.code, 2);
            const auto e = nlohmann::json::parse(j.out).at("error");
            EXPECT_EQ(e.at("kind").get<std::string>(), "invalid-input");
            EXPECT_EQ(e.at("limit").get<std::string>(), c.limit) << j.out;
        }
    }
}

TEST(Cli, FailedVerificationExitsOne)
{
    REQUIRE_DEVICE();
    const auto o = bench("run --variant naive --n 16 --reps 1 --no-cpu --json", "NDR_FAULT=corrupt-output");
    EXPECT_EQ(o.code, 1);
    const auto run = nlohmann::json::parse(o.out);
    EXPECT_EQ(text(run, "status"), "verification_failed") << o.out;
    EXPECT_FALSE(run.at("verified").get<bool>());
    EXPECT_NE(text(run, "error"), "");
}

TEST(Cli, OutOfMemoryIsARuntimeErrorAndWallClockIsLabelled)
{
    REQUIRE_DEVICE();
    auto o = bench("run --variant naive --n 16 --reps 1 --no-cpu --json", "NDR_FAULT=alloc-failure-n=16");
    EXPECT_EQ(o.code, 3);
    EXPECT_NE(o.err, "");
    const auto e = errorOf(o);
    EXPECT_EQ(text(e, "kind"), "runtime");
    EXPECT_EQ(text(e, "cl_call"), "clCreateBuffer");
    EXPECT_EQ(number(e, "cl_status"), -4);
    EXPECT_EQ(text(e, "cl_status_name"), "CL_MEM_OBJECT_ALLOCATION_FAILURE");
    o = bench("run --variant naive --n 16 --reps 1 --no-cpu", "NDR_FAULT=no-profiling");
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("wall clock: device has no profiling"), std::string::npos) << o.out;
}

// Oclgrind simulates a device with the limits we ask for, so refusals that PoCL's generous
// limits never trigger are exercised on a real (simulated) OpenCL device.
TEST(Cli, LimitsOfASmallSimulatedDevice)
{
    if (std::system("command -v oclgrind >/dev/null 2>&1") != 0)
        GTEST_SKIP() << "oclgrind not installed";
    if (std::getenv("NDR_SANITIZED"))
        GTEST_SKIP() << "Oclgrind preloads its own OpenCL library ahead of the ASan runtime";
    const auto refused = [](const std::string& args, const std::string& tool) {
        const auto o = bench(args + " --no-cpu --json", tool);
        EXPECT_EQ(o.code, 2) << o.err;
        EXPECT_NE(o.err, "");
        const auto e = errorOf(o);
        EXPECT_EQ(text(e, "kind"), "invalid-input");
        return e;
    };
    auto e = refused("run --variant tiled --n 64 --local 32x32", "oclgrind --local-mem-size 4096");
    EXPECT_EQ(text(e, "limit"), "CL_DEVICE_LOCAL_MEM_SIZE");
    EXPECT_EQ(number(e, "limit_value"), 4096);
    EXPECT_GE(number(e, "requested"), 8192); // two 32 x 32 tiles of floats
    e = refused("run --variant row_private_local --n 2048 --local 64", "oclgrind --local-mem-size 4096");
    EXPECT_EQ(text(e, "limit"), "CL_DEVICE_LOCAL_MEM_SIZE");
    EXPECT_EQ(number(e, "limit_value"), 4096);
    e = refused("run --variant naive --n 64 --local 16x16", "oclgrind --max-wgsize 64");
    EXPECT_EQ(text(e, "limit"), "CL_DEVICE_MAX_WORK_GROUP_SIZE");
    EXPECT_EQ(number(e, "limit_value"), 64);
    EXPECT_EQ(number(e, "requested"), 256);
    e = refused("run --variant tiled_constant --n 64 --local 8x8", "oclgrind --constant-mem-size 16384");
    EXPECT_EQ(text(e, "limit"), "CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE");
    EXPECT_EQ(number(e, "limit_value"), 16384);
    EXPECT_EQ(number(e, "requested"), 2 * 64 * 64 * 4);
    e = refused("run --variant vadd --n 100000000", "oclgrind --global-mem-size 100000000");
    EXPECT_EQ(text(e, "limit").rfind("CL_DEVICE_", 0), 0u) << text(e, "limit");
}

TEST(Cli, NoOpenClPlatformExitsThree)
{
    const auto dir = tempPath("no_vendors");
    std::filesystem::create_directories(dir);
    const std::string env = "OCL_ICD_VENDORS='" + dir + "'";
    const auto o = bench("run --variant naive --n 8", env);
    EXPECT_EQ(o.code, 3);
    EXPECT_NE(o.err, "");
    const auto d = bench("devices --json", env);
    EXPECT_EQ(d.code, 0);
    EXPECT_TRUE(nlohmann::json::parse(d.out).empty()) << d.out;
    std::filesystem::remove_all(dir);
}

TEST(Cli, SweepReportsSkippedAndWritesCsv)
{
    REQUIRE_DEVICE();
    const auto csv = tempPath("sweep.csv");
    const auto o =
        bench("sweep --variants naive,blocked --n 12,16 --local 4x4,8x8 --reps 1 --no-cpu --json --csv '" + csv + "'");
    EXPECT_EQ(o.code, 0) << o.err;
    // blocked with 8x8 at N=12 is invalid; everything else runs.
    const auto sweep = nlohmann::json::parse(o.out);
    ASSERT_EQ(sweep.at("skipped").size(), 1u) << o.out;
    const auto& skipped = sweep.at("skipped")[0];
    EXPECT_EQ(text(skipped, "variant"), "blocked");
    EXPECT_EQ(number(skipped, "n"), 12);
    EXPECT_EQ(text(skipped, "local"), "8x8");
    for (const auto& run : sweep.at("runs"))
        EXPECT_EQ(text(run, "status"), "verified");
    const auto text = slurp(csv);
    std::size_t rows = 0;
    for (std::size_t p = 0; (p = text.find("\r\n", p)) != std::string::npos; p += 2)
        ++rows;
    EXPECT_EQ(rows, 1u + 7u) << text;
    std::filesystem::remove(csv);
}

TEST(Cli, SweepWithEveryCombinationInvalidExitsTwo)
{
    REQUIRE_DEVICE();
    const auto o = bench("sweep --variants tiled --n 16 --local 4x2 --reps 1 --no-cpu");
    EXPECT_EQ(o.code, 2);
}

// Seed 003's printId grids (id[get_global_id(0)][get_global_id(1)], "%2d "), from a device run.
TEST(Cli, IdsReproduceSeed003Grids)
{
    REQUIRE_DEVICE();
    auto grid = [](const char* title, auto value) {
        std::string s = std::string(title) + "\n";
        char cell[8];
        for (int i = 0; i < 16; ++i) {
            for (int j = 0; j < 16; ++j) {
                std::snprintf(cell, sizeof cell, "%2d ", value(i, j));
                s += cell;
            }
            s += "\n";
        }
        return s;
    };
    for (const auto& [local, lx, ly] : {std::tuple{"4x4", 4, 4}, std::tuple{"2x4", 2, 4}}) {
        const auto o = bench(std::string("ids --global 16x16 --local ") + local);
        ASSERT_EQ(o.code, 0) << o.err;
        EXPECT_NE(o.out.find("device-verified"), std::string::npos) << o.out;
        EXPECT_NE(o.out.find(grid("get_global_id(0)", [](int i, int) { return i; })), std::string::npos) << o.out;
        EXPECT_NE(o.out.find(grid("get_global_id(1)", [](int, int j) { return j; })), std::string::npos) << o.out;
        EXPECT_NE(o.out.find(grid("get_local_id(0)", [lx = lx](int i, int) { return i % lx; })), std::string::npos)
            << o.out;
        EXPECT_NE(o.out.find(grid("get_local_id(1)", [ly = ly](int, int j) { return j % ly; })), std::string::npos)
            << o.out;
        EXPECT_NE(o.out.find(grid("get_group_id(0)", [lx = lx](int i, int) { return i / lx; })), std::string::npos)
            << o.out;
    }
    const auto json = bench("ids --global 64 --local 8 --json");
    EXPECT_EQ(json.code, 0) << json.err;
    const auto ids = nlohmann::json::parse(json.out);
    EXPECT_EQ(ids.at("deviceVerified"), true);
    const auto last = std::find_if(ids.at("items").begin(), ids.at("items").end(),
                                   [](const auto& i) { return i.at("linearGlobal") == 63; });
    ASSERT_NE(last, ids.at("items").end()) << json.out;
    EXPECT_EQ(last->at("global"), nlohmann::json({63, 0}));
    EXPECT_EQ(last->at("local"), nlohmann::json({7, 0}));
    EXPECT_EQ(last->at("group"), nlohmann::json({7, 0}));
    EXPECT_EQ(last->at("linearLocal"), 7);
}

TEST(Cli, IdsRefuseBadNDRanges)
{
    auto o = bench("ids --global 16x16 --local 4x0");
    EXPECT_EQ(o.code, 2);
    o = bench("ids --global 16x16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("--local"), std::string::npos) << o.err;
    o = bench("ids --global 1024x1024 --local 16x16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("1024x1024"), std::string::npos) << "names the size given: " << o.err;
}
