// Every file ndrange-bench writes goes through the one file writer: run --csv and --trace, sweep
// --csv, tune --csv, history export and bundle export, each onto a FIFO (its reader gets the
// bytes, the FIFO stays), a symbolic link (kept, its target replaced), a directory (refused, exit
// 3), a FIFO nobody reads (exit 3, no wait) and a folder it may not write (exit 3, the old file as
// it was, nothing left beside it). All inside the sandbox's temp directory.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/file_targets.hpp"

#include <filesystem>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace filetargets;

namespace {

// One HOME for the suite: its history holds the one run the exports write out.
const fs::path& home()
{
    static const fs::path d = benchtest::scratchDir("ndr_cli_file_targets_");
    return d;
}

std::string env() { return benchtest::homeEnv(home()); }

// Root ignores file modes; without these capabilities (setpriv, util-linux) it meets them as anyone.
std::string asAnyone() { return ::geteuid() == 0 ? " setpriv --bounding-set -dac_override,-dac_read_search" : ""; }

benchtest::Outcome bench(const std::string& args, const std::string& prefix = "")
{
    return benchtest::runBench(args, env() + prefix, home());
}

// A command that writes one file, and a piece of what a good write contains.
struct Door {
    const char* name;
    std::string command; // {} stands for the output's path
    const char* marker;
    bool readsHistory = false; // the exports: the history must hold a run first
};

std::ostream& operator<<(std::ostream& os, const Door& d) { return os << d.name; }

std::string commandFor(const Door& d, const fs::path& target)
{
    std::string cmd = d.command;
    const auto at = cmd.find("{}");
    return cmd.replace(at, 2, "'" + target.string() + "'");
}

const std::string kQuickRun = "run --variant naive --n 32 --warmup 0 --reps 1 --no-cpu --no-history";

class CliFileTargets : public ::testing::TestWithParam<Door> {
protected:
    fs::path dir;
    void SetUp() override
    {
        if (!benchtest::haveDevice()) {
            GTEST_SKIP() << "no OpenCL device";
        }
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        std::string name = info->name();
        for (char& c : name)
            if (c == '/')
                c = '_';
        dir = home() / name;
        fs::remove_all(dir);
        fs::create_directories(dir);
        if (GetParam().readsHistory && !fs::exists(home() / "data")) { // the run the exports write out
            ASSERT_EQ(bench("run --variant naive --n 32 --warmup 0 --reps 1 --no-cpu").code, 0);
        }
    }
    void TearDown() override
    {
        std::error_code ec;
        fs::permissions(dir, fs::perms::owner_all, ec);
        fs::remove_all(dir, ec);
    }
    benchtest::Outcome write(const fs::path& target, const std::string& prefix = "")
    {
        return bench(commandFor(GetParam(), target), prefix);
    }
};

} // namespace

TEST_P(CliFileTargets, AFifoGetsTheBytesAndStaysAFifo)
{
    const fs::path fifo = makeFifo(dir / "out");
    FifoReader reader(fifo);
    const auto o = write(fifo);
    const std::string got = reader.finish();
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(got.find(GetParam().marker), std::string::npos) << got.substr(0, 200);
    EXPECT_TRUE(isFifo(fifo));
    EXPECT_EQ(names(dir), std::set<std::string>{"out"});
}

TEST_P(CliFileTargets, ALinkIsKeptAndItsTargetReplaced)
{
    fs::create_directories(dir / "real");
    put(dir / "real" / "file", "old");
    fs::create_symlink("real/file", dir / "link");
    const auto o = write(dir / "link");
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_TRUE(fs::is_symlink(dir / "link"));
    EXPECT_NE(slurp(dir / "real" / "file").find(GetParam().marker), std::string::npos);
    EXPECT_EQ(names(dir / "real"), std::set<std::string>{"file"});
    EXPECT_EQ(names(dir), (std::set<std::string>{"link", "real"}));
}

TEST_P(CliFileTargets, ADirectoryIsRefused)
{
    fs::create_directories(dir / "folder");
    const auto o = write(dir / "folder");
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.err.find((dir / "folder").string()), std::string::npos) << o.err;
    EXPECT_TRUE(fs::is_directory(dir / "folder"));
    EXPECT_TRUE(fs::is_empty(dir / "folder"));
}

TEST_P(CliFileTargets, AFifoWithoutAReaderIsAFailedWriteNotAWait)
{
    const fs::path fifo = makeFifo(dir / "out");
    const auto o = write(fifo);
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.err.find(fifo.string()), std::string::npos) << o.err;
    EXPECT_TRUE(isFifo(fifo));
}

TEST_P(CliFileTargets, AFolderThatMayNotBeWrittenKeepsTheOldFile)
{
    if (::geteuid() == 0 && std::system("command -v setpriv >/dev/null") != 0)
        GTEST_SKIP() << "running as root without setpriv: file modes cannot be enforced";
    fs::create_directories(dir / "locked");
    put(dir / "locked" / "out", "old");
    fs::permissions(dir / "locked", fs::perms::owner_read | fs::perms::owner_exec);
    const auto o = write(dir / "locked" / "out", asAnyone());
    fs::permissions(dir / "locked", fs::perms::owner_all);
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.err.find((dir / "locked" / "out").string()), std::string::npos) << o.err;
    EXPECT_EQ(slurp(dir / "locked" / "out"), "old");
    EXPECT_EQ(names(dir / "locked"), std::set<std::string>{"out"});
}

TEST(CliFileTargetsStdout, ACsvToDevStdoutFollowsTheResults)
{
    REQUIRE_DEVICE();
    const auto piped = bench(kQuickRun + " --csv /dev/stdout");
    EXPECT_EQ(piped.code, 0) << piped.err;
    const auto results = piped.out.find("naive"), csv = piped.out.find("timestamp,");
    EXPECT_NE(results, std::string::npos) << piped.out;
    EXPECT_NE(csv, std::string::npos) << piped.out;
    EXPECT_LT(results, csv) << "the results first, then the CSV";
    // Redirected to a file: the CSV is appended after the results, the file is the shell's own.
    const fs::path out = home() / "redirected.txt";
    const auto redirected = bench(kQuickRun + " --csv /dev/stdout > '" + out.string() + "'");
    EXPECT_EQ(redirected.code, 0) << redirected.err;
    const std::string text = slurp(out);
    EXPECT_LT(text.find("naive"), text.find("timestamp,")) << text;
    EXPECT_NE(text.find("timestamp,"), std::string::npos) << text;
}

INSTANTIATE_TEST_SUITE_P(
    EveryDoor, CliFileTargets,
    ::testing::Values(Door{"run_csv", kQuickRun + " --csv {}", "variant"},
                      Door{"run_trace", kQuickRun + " --trace {}", "traceEvents"},
                      Door{"sweep_csv",
                           "sweep --workload vadd --variants vadd --n 1024 --warmup 0 --reps 1 --no-cpu --no-history "
                           "--csv {}",
                           "vadd"},
                      Door{"tune_csv",
                           "tune --variant register_blocked --n 32 --budget 0 --seeds 1 --reps 1 --no-store --csv {}",
                           "MWG"},
                      Door{"history_export", "history export --csv {}", "naive", true},
                      Door{"bundle_export", "bundle export {}", "PK", true}),
    [](const ::testing::TestParamInfo<Door>& info) { return std::string(info.param.name); });

// No output replaces the run history or its write-ahead log: every writing command is refused
// as bad input (exit 2), through the history's own path or a link to it, and the history keeps
// its runs.
TEST(CliFileTargetsHistory, NoOutputReplacesTheRunHistory)
{
    if (!benchtest::haveDevice()) {
        GTEST_SKIP() << "no OpenCL device";
    }
    const fs::path db = home() / "data" / "ndrange-studio" / "history.sqlite";
    if (!fs::exists(db)) {
        ASSERT_EQ(bench("run --variant naive --n 32 --warmup 0 --reps 1 --no-cpu").code, 0);
    }
    const fs::path link = home() / "history-link";
    fs::remove(link);
    fs::create_symlink(db, link);
    const std::string before = bench("history list").out;
    ASSERT_NE(before.find("naive"), std::string::npos) << before;
    for (const std::string& target : {db.string(), link.string(), db.string() + "-wal"}) {
        for (const std::string& command :
             {"history export --csv '" + target + "'", "bundle export '" + target + "'",
              kQuickRun + " --csv '" + target + "'", kQuickRun + " --trace '" + target + "'"}) {
            const auto o = bench(command);
            EXPECT_EQ(o.code, 2) << command << "\n" << o.err;
            EXPECT_NE(o.err.find(target), std::string::npos) << "names the file: " << o.err;
        }
    }
    EXPECT_TRUE(fs::is_symlink(link));
    const auto after = bench("history list");
    EXPECT_EQ(after.code, 0) << after.err;
    EXPECT_EQ(after.out, before);
}
