// What ndrange-bench says to a mistyped command line: a number option given no number is "not a
// number" (limit "whole number"), not out of range; the list hint only for options that take
// lists; every command's --help and -h print its usage with exit 0; tune names every tunable
// variant of the catalogue; --params where a variant takes none is refused naming it; dates that
// are no day of the calendar are refused at every door that takes one. Fields and exit codes are
// checked, never the wording.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path& home()
{
    static const fs::path d = benchtest::scratchDir("ndr_cli_messages_");
    return d;
}

benchtest::Outcome bench(const std::string& args)
{
    const std::string h = home().string();
    return benchtest::runBench(args,
                               "HOME='" + h + "' XDG_CONFIG_HOME='" + h + "/cfg' XDG_CACHE_HOME='" + h +
                                   "/cache' XDG_DATA_HOME='" + h + "/data'",
                               home());
}

// The limit a failed --json command names, with its exit code checked to be 2.
std::string refusedLimit(const std::string& args)
{
    const auto o = bench(args + " --json");
    EXPECT_EQ(o.code, 2) << args << "\n" << o.err;
    const auto e = benchtest::errorOf(o);
    EXPECT_EQ(benchtest::text(e, "kind"), "invalid-input") << args;
    return benchtest::text(e, "limit");
}

// The catalogue's tunable variants and the default parameters of the first, from `variants --json`.
std::pair<std::vector<std::string>, std::string> tunable()
{
    const auto o = bench("variants --json");
    EXPECT_EQ(o.code, 0) << o.err;
    std::vector<std::string> names;
    std::string params;
    for (const auto& v : nlohmann::json::parse(o.out))
        if (v.at("tunable").get<bool>()) {
            names.push_back(v.at("name").get<std::string>());
            if (params.empty())
                params = v.at("default_params").get<std::string>();
        }
    return {names, params};
}

const std::string kRun = "run --variant naive --warmup 0 --reps 1 --no-cpu --no-history";

} // namespace

TEST(CliMessages, ANumberOptionWithoutANumberSaysSo)
{
    for (const char* n : {"''", "abc", "1.5", "12x", "' '"})
        EXPECT_EQ(refusedLimit(kRun + " --n " + n), "whole number") << n;
    EXPECT_EQ(refusedLimit("run --variant naive --n 16 --reps ''"), "whole number");
    EXPECT_EQ(refusedLimit("history list --limit ''"), "whole number");
    // Out of range is a bound, with its value.
    EXPECT_EQ(refusedLimit(kRun + " --n 99999999999999999999"), "maximum N");
    EXPECT_EQ(refusedLimit(kRun + " --n 0"), "minimum N");
    const auto o = bench(kRun + " --n 99999999999999999999 --json");
    EXPECT_EQ(benchtest::number(benchtest::errorOf(o), "limit_value"), double(1ll << 31));
}

TEST(CliMessages, TheListHintIsOnlyForOptionsThatTakeLists)
{
    const auto run = bench(kRun + " --n 16 --n 32");
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err.find("A,B"), std::string::npos) << run.err;
    const auto reps = bench("sweep --variants naive --n 16 --reps 1 --reps 2");
    EXPECT_EQ(reps.code, 2);
    EXPECT_EQ(reps.err.find("A,B"), std::string::npos) << reps.err;
    for (const char* list : {"--n 16 --n 32", "--local 4x4 --local 8x8", "--variants naive --variants tiled"}) {
        const auto sweep = bench(std::string("sweep --n 16 ") + list);
        EXPECT_EQ(sweep.code, 2);
        EXPECT_NE(sweep.err.find("A,B"), std::string::npos) << list << ": " << sweep.err;
    }
}

TEST(CliMessages, EveryCommandPrintsItsOwnUsage)
{
    for (const std::string cmd :
         {"devices", "variants", "run", "sweep", "peaks", "tune", "database", "history", "bundle", "ids", "lessons"}) {
        for (const std::string& help : {cmd + " --help", cmd + " -h", "help " + cmd}) {
            const auto o = bench(help);
            EXPECT_EQ(o.code, 0) << help << ": " << o.err;
            EXPECT_TRUE(o.err.empty()) << help << ": " << o.err;
            EXPECT_NE(o.out.find("ndrange-bench " + cmd), std::string::npos) << help << ": " << o.out;
            EXPECT_NE(o.out.find("exit codes"), std::string::npos) << help;
        }
    }
    // After other options and under a subcommand too; nothing is run or written.
    for (const std::string& help :
         std::vector<std::string>{"history list --help", "bundle export x.zip --help", kRun + " --n 16 -h"}) {
        const auto o = bench(help);
        EXPECT_EQ(o.code, 0) << help << ": " << o.err;
        EXPECT_NE(o.out.find("usage"), std::string::npos) << help;
    }
    EXPECT_FALSE(fs::exists(home() / "x.zip"));
    EXPECT_FALSE(fs::exists(home() / "data"));
    // The general help still lists every command.
    const auto all = bench("--help");
    EXPECT_EQ(all.code, 0);
    for (const char* cmd :
         {"devices", "variants", "run", "sweep", "peaks", "tune", "database", "history", "bundle", "ids", "lessons"})
        EXPECT_NE(all.out.find(std::string("ndrange-bench ") + cmd), std::string::npos) << cmd;
}

TEST(CliMessages, TuneNamesEveryTunableVariantOfTheCatalogue)
{
    const auto [names, params] = tunable();
    ASSERT_GE(names.size(), 2u);
    const auto o = bench("tune --n 64");
    EXPECT_EQ(o.code, 2) << o.err;
    const auto help = bench("tune --help");
    for (const auto& name : names) {
        EXPECT_NE(o.err.find(name), std::string::npos) << name << " missing from: " << o.err;
        EXPECT_NE(help.out.find(name), std::string::npos) << name << " missing from the usage";
    }
}

TEST(CliMessages, ParamsWhereAVariantTakesNoneAreRefusedNamingIt)
{
    const auto [names, params] = tunable();
    ASSERT_FALSE(params.empty());
    const auto refused = [&](const std::string& args) {
        const auto o = bench(args + " --json");
        EXPECT_EQ(o.code, 2) << args << "\n" << o.err;
        const auto e = benchtest::errorOf(o);
        EXPECT_EQ(benchtest::text(e, "limit"), "tunable variant") << args;
        return benchtest::text(e, "message");
    };
    const std::string message = refused(kRun + " --n 16 --params " + params);
    EXPECT_NE(message.find("naive"), std::string::npos) << message;
    for (const auto& name : names)
        EXPECT_NE(message.find(name), std::string::npos) << name << " missing from: " << message;
    refused("sweep --variants " + names[0] + ",naive --n 16 --no-history --params " + params);
    refused("sweep --n 16 --no-history --params " + params); // every matmul variant, naive among them
    std::ofstream(home() / "mine.cl") << "__kernel void mine(const int N, __global const float* A, "
                                         "__global const float* B, __global float* C) { }\n";
    refused("run --kernel-file '" + (home() / "mine.cl").string() + "' --n 16 --no-history --params " + params);
    EXPECT_EQ(bench("tune --variant naive --n 16").code, 2);
}

TEST(CliMessages, ParamsOnATunableVariantStillRun)
{
    REQUIRE_DEVICE();
    const auto [names, params] = tunable();
    const auto o = bench("run --variant " + names[0] + " --n 32 --warmup 0 --reps 1 --no-cpu --no-history --params " +
                         params + " --json");
    EXPECT_EQ(o.code, 0) << o.err;
}

TEST(CliMessages, DatesThatAreNoDayOfTheCalendarAreRefusedAtEveryDoor)
{
    for (const char* bad : {"2026-13-45", "2026-02-30", "2026-00-10", "2025-02-29"}) {
        EXPECT_EQ(refusedLimit(std::string("history list --since ") + bad), "calendar date") << bad;
        const fs::path csv = home() / "export.csv", zip = home() / "bundle.zip";
        EXPECT_EQ(bench("history export --csv '" + csv.string() + "' --since " + bad).code, 2) << bad;
        EXPECT_EQ(bench("bundle export '" + zip.string() + "' --since " + bad).code, 2) << bad;
        EXPECT_FALSE(fs::exists(csv));
        EXPECT_FALSE(fs::exists(zip));
    }
    EXPECT_EQ(refusedLimit("history list --since 2026-01-01T25:00:00Z"), "time of day");
    const auto leap = bench("history list --since 2024-02-29 --json");
    EXPECT_EQ(leap.code, 0) << leap.err;
}

// A word left over where only options may follow (a second file, a word after a subcommand) is
// refused as an extra argument naming it, not as an unknown option; nothing is imported.
TEST(CliMessages, AnExtraArgumentIsNamedAsOne)
{
    const fs::path a = home() / "a.csv";
    const fs::path b = home() / "b.csv";
    std::ofstream(a) << "not a csv\n";
    std::ofstream(b) << "not a csv\n";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"history import '" + a.string() + "' '" + b.string() + "'", b.string()},
        {"bundle import '" + a.string() + "' '" + b.string() + "'", b.string()},
        {"history clear now", "now"},
    };
    for (const auto& [command, extra] : cases) {
        const auto o = bench(command);
        EXPECT_EQ(o.code, 2) << command << "\n" << o.err;
        EXPECT_NE(o.err.find("'" + extra + "'"), std::string::npos) << command << ": " << o.err;
    }
}
