// The GEMM parameter database through the real ndrange-bench: database --check/--list, the
// layer in run and sweep output, and $NDR_GEMM_DATABASE fixtures.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"

#include <filesystem>
#include <fstream>

namespace {

const std::filesystem::path& scratch()
{
    struct Dir {
        std::filesystem::path path = benchtest::scratchDir("ndr_cli_database_");
        ~Dir()
        {
            std::error_code ec;
            std::filesystem::remove_all(path, ec);
        }
    };
    static const Dir dir;
    return dir.path;
}

// A private, empty config directory (no tuning cache) for every call.
benchtest::Outcome bench(const std::string& args, const std::string& env = "")
{
    return benchtest::runBench(args, "XDG_CONFIG_HOME='" + (scratch() / "cfg").string() + "' " + env, scratch());
}

std::string writeFile(const std::string& name, const std::string& text)
{
    const auto path = scratch() / name;
    std::ofstream(path) << text;
    return path.string();
}

// Entries for every device type, so that whatever device runs the test matches the type layer.
std::string typeFixture()
{
    std::string text = "# fixture\n";
    for (const char* type : {"CPU", "GPU", "ACCELERATOR"})
        text +=
            std::string("* | ") + type + " | * | vectorized | * | MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4 | 64 | f\n";
    return "NDR_GEMM_DATABASE='" + writeFile("types.txt", text) + "'";
}

} // namespace

TEST(CliDatabase, TheBuiltInDatabaseChecksCleanAndLists)
{
    auto o = bench("database --check");
    EXPECT_EQ(o.code, 0) << o.err << o.out;
    o = bench("database --list");
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("pocl"), std::string::npos) << o.out;
}

TEST(CliDatabase, ABadLineFailsTheCheckNamingFileAndLine)
{
    const std::string bad = writeFile(
        "bad.txt", "# ok\n"
                   "pocl | CPU | * | vectorized | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=3 | 512 | x\n");
    auto o = bench("database --check --file '" + bad + "'");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("bad.txt:2"), std::string::npos) << o.err;
    o = bench("database --check --file '" + (scratch() / "missing.txt").string() + "'");
    EXPECT_EQ(o.code, 2);
    // A device is no database: refused at once, not read until memory runs out.
    o = bench("database --check --file /dev/zero");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("/dev/zero"), std::string::npos) << o.err;
    REQUIRE_DEVICE();
    // The same file given to runs is an input error, never a silent fallback.
    o = bench("run --variant vectorized --n 40 --reps 1 --no-cpu --timeout-s 600", "NDR_GEMM_DATABASE='" + bad + "'");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("bad.txt:2"), std::string::npos) << o.err;
}

TEST(CliDatabase, RunAndSweepSayWhichLayerTheParametersCameFrom)
{
    REQUIRE_DEVICE();
    const std::string env = typeFixture();
    auto o = bench("run --variant vectorized --n 40 --reps 1 --no-cpu --timeout-s 600", env);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4 (database-type"), std::string::npos) << o.out;
    o = bench("run --variant vectorized --n 40 --reps 1 --no-cpu --no-tuned --timeout-s 600", env);
    EXPECT_NE(o.out.find("(default)"), std::string::npos) << o.out;
    o = bench("sweep --variants vectorized,tiled --n 40 --reps 1 --no-cpu --timeout-s 600", env);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("params"), std::string::npos) << o.out; // the column
    EXPECT_NE(o.out.find("database-type"), std::string::npos) << o.out;
    // What the database command shows for the device agrees.
    o = bench("database --n 40", env);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("vectorized at N = 40: MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4 (database "),
              std::string::npos)
        << o.out;
}

TEST(CliDatabase, TunePrintsItsBestAsAValidDatabaseLine)
{
    REQUIRE_DEVICE();
    const auto o = bench("tune --variant vectorized --n 33 --budget 0 --seeds 1 --max-tile 32 --reps 1 --no-store");
    ASSERT_EQ(o.code, 0) << o.err << o.out;
    const std::string marker = "database line: ";
    const auto at = o.out.find(marker);
    ASSERT_NE(at, std::string::npos) << o.out;
    const std::string line = o.out.substr(at + marker.size(), o.out.find('\n', at) - at - marker.size());
    const std::string file = writeFile("tuned.txt", line + "\n");
    const auto check = bench("database --check --file '" + file + "'");
    EXPECT_EQ(check.code, 0) << line << "\n" << check.err;
    // The entry was read, with the parameters the tune found.
    const std::string params = line.substr(line.find("MWG="), line.find(" |", line.find("MWG=")) - line.find("MWG="));
    const auto list = bench("database --list --file '" + file + "'");
    EXPECT_NE(list.out.find(params), std::string::npos) << line << "\n" << list.out;
}
