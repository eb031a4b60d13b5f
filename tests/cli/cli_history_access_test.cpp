// ndrange-bench and a run history this user may not write (its folder read-only): history list,
// show and export read it (exit 0), and an import or delete is refused (exit 3) with the file left
// as it was and nothing made beside it. Root ignores permissions, so when the tests run as root
// ndrange-bench runs as the user nobody (setpriv); without setpriv the test is skipped. The runs are
// made up through the core, so no device is needed.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <unistd.h>

#include "../support/bench_runner.hpp"
#include "../support/file_targets.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/csv.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/history.hpp"

namespace fs = std::filesystem;

namespace {

constexpr fs::perms kReadOnlyFolder = fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                                      fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec;

// The command prefix that drops root's privileges (none needed for another user), or nothing
// when it cannot be done here.
std::optional<std::string> unprivileged()
{
    if (::geteuid() != 0)
        return std::string();
    for (const char* tool : {"/usr/bin/setpriv", "/bin/setpriv"})
        if (::access(tool, X_OK) == 0)
            return std::string(tool) + " --reuid=65534 --regid=65534 --clear-groups env";
    return std::nullopt;
}

} // namespace

TEST(CliHistoryAccess, AReadOnlyFolderIsReadAndWritesAreRefusedNamingIt)
{
    const auto asUser = unprivileged();
    if (!asUser)
        GTEST_SKIP() << "running as root without setpriv: permissions cannot be tried";
    // Reachable by the user nobody (the sandbox's TMPDIR is private to root).
    const fs::path base = ::geteuid() == 0 ? fs::path("/tmp") : fs::temp_directory_path();
    const fs::path h = base / ("ndr_cli_history_access_" + std::to_string(::getpid()));
    fs::remove_all(h);
    const fs::path folder = h / "data" / "ndrange-studio";
    const fs::path file = folder / "history.sqlite";
    fs::create_directories(folder);
    fs::create_directories(h / "out");
    fs::create_directories(h / "cache");
    ndr::RunResult run = studio::testing::storable(
        studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt));
    ndr::History(file.string()).add({run}, ndr::HistorySource::Cli);
    ndr::writeFileAtomically((h / "out" / "other.csv").string(), ndr::resultsToCsv({run}));
    for (const fs::path& p : {h, h / "data"})
        fs::permissions(p, kReadOnlyFolder | fs::perms::owner_write);
    fs::permissions(h / "out", fs::perms::all);
    fs::permissions(h / "cache", fs::perms::all);
    fs::permissions(folder, kReadOnlyFolder);
    const std::string before = filetargets::slurp(file);

    const std::string env = *asUser + " HOME='" + h.string() + "' XDG_DATA_HOME='" + h.string() +
                            "/data' XDG_CACHE_HOME='" + h.string() + "/cache' XDG_CONFIG_HOME='" + h.string() +
                            "/cache'";
    const auto bench = [&](const std::string& args) { return benchtest::runBench(args, env, h / "out"); };
    const auto listed = bench("history list --json");
    EXPECT_EQ(listed.code, 0) << listed.err;
    const auto runs = nlohmann::json::parse(listed.out, nullptr, false);
    EXPECT_TRUE(runs.is_array() && runs.size() == 1) << listed.out;
    const auto shown = bench("history show 1");
    EXPECT_EQ(shown.code, 0) << shown.err;
    const auto exported = bench("history export --csv '" + (h / "out" / "export.csv").string() + "'");
    EXPECT_EQ(exported.code, 0) << exported.err;
    EXPECT_TRUE(fs::exists(h / "out" / "export.csv"));
    for (const std::string& write : {"history import '" + (h / "out" / "other.csv").string() + "'",
                                     std::string("history delete 1"), std::string("history clear")}) {
        const auto refused = bench(write);
        EXPECT_EQ(refused.code, 3) << write << ": " << refused.err;
        EXPECT_TRUE(refused.exited) << write;
    }
    EXPECT_TRUE(filetargets::slurp(file) == before) << "the history changed";
    EXPECT_EQ(filetargets::names(folder), std::set<std::string>{"history.sqlite"});
    fs::permissions(folder, fs::perms::all);
    fs::remove_all(h);
}
