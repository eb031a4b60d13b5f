// Opening the run history for reading (ndr::HistoryAccess::ReadOnly): it never writes, and it reads
// a history that this user may not write (a read-only folder, a read-only file), where opening it
// for writing fails naming the permission. Root ignores permissions, so when the tests run as root
// the part that needs them runs in a child process as the user nobody.
#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../support/file_targets.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/history.hpp"

namespace fs = std::filesystem;

namespace {

// A folder of its own, one that the user nobody can reach when the tests run as root (the
// sandbox's TMPDIR is private to root).
fs::path scratch()
{
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const fs::path base = ::geteuid() == 0 ? fs::path("/tmp") : fs::temp_directory_path();
    const fs::path d = base / ("ndr_history_access_" + std::to_string(::getpid()) + "_" + info->name());
    fs::remove_all(d);
    fs::create_directories(d);
    fs::permissions(d, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                           fs::perms::others_exec);
    return d;
}

ndr::RunResult aRun(double gflops)
{
    return studio::testing::storable(
        studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), gflops, std::nullopt));
}

// Runs `body` as a user without root's privileges: this process when it is not root, else a
// child process as the user nobody. `body` returns what went wrong, or nothing.
std::string asUnprivilegedUser(const std::function<std::string()>& body)
{
    if (::geteuid() != 0)
        return body();
    int fds[2];
    if (::pipe(fds) != 0)
        return std::string("pipe: ") + std::strerror(errno);
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(fds[0]);
        std::string failure;
        if (::setgid(65534) != 0 || ::setuid(65534) != 0)
            failure = std::string("cannot become nobody: ") + std::strerror(errno);
        else
            failure = body();
        if (!failure.empty() && ::write(fds[1], failure.data(), failure.size()) < 0)
            ::_exit(2);
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string failure;
    char buffer[512];
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;)
        failure.append(buffer, std::size_t(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        failure += " (the child process did not end normally)";
    return failure;
}

// The problem opening `path` for writing throws, or "opened" when it opens.
std::string whyNotWritable(const fs::path& path, ndr::HistoryProblem& problem)
{
    try {
        ndr::History h(path.string());
        return "opened";
    } catch (const ndr::HistoryError& e) {
        problem = e.problem();
        return e.what();
    }
}

} // namespace

// Opened for reading, the history lists its runs and refuses a write (the file keeps its bytes).
TEST(HistoryAccess, AHistoryOpenedForReadingIsNeverWritten)
{
    const fs::path dir = scratch();
    const fs::path file = dir / "history.sqlite";
    ndr::History(file.string()).add({aRun(1.0), aRun(2.0)}, ndr::HistorySource::Cli);
    const std::string before = filetargets::slurp(file);
    {
        const ndr::History reader(ndr::HistoryAccess::ReadOnly, file.string());
        EXPECT_EQ(reader.list().size(), 2u);
        EXPECT_EQ(reader.count(), 2u);
    }
    ndr::History reader(file.string(), ndr::History::kDefaultBusyTimeoutMs, ndr::HistoryAccess::ReadOnly);
    EXPECT_THROW(reader.add({aRun(3.0)}, ndr::HistorySource::Cli), ndr::HistoryError);
    EXPECT_THROW(reader.clear(), ndr::HistoryError);
    EXPECT_EQ(reader.count(), 2u);
    EXPECT_TRUE(filetargets::slurp(file) == before) << "a read wrote the file";
    fs::remove_all(dir);
}

// In a folder this user may not write, the history reads (its runs listed, shown and counted),
// and a missing one reads as empty without being created; opening it for writing (storing,
// importing, deleting runs) fails as Unwritable, naming the folder. A read-only file in a
// writable folder: the same.
TEST(HistoryAccess, AHistoryThisUserMayNotWriteIsStillRead)
{
    const fs::path dir = scratch();
    const fs::path folder = dir / "ro";
    fs::create_directories(folder);
    const fs::path file = folder / "history.sqlite";
    const auto ids = ndr::History(file.string()).add({aRun(1.0), aRun(2.0)}, ndr::HistorySource::Cli);
    fs::permissions(file,
                    fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
    const std::string before = filetargets::slurp(file);
    // A history in WAL mode (header bytes 18 and 19 are 2), closed cleanly (no -wal or -shm file
    // left): SQLite cannot open such a file read-only where it may not create the -shm file, so
    // this read goes through the immutable connection.
    ASSERT_GE(before.size(), 20u);
    EXPECT_EQ(int(before[18]), 2);
    EXPECT_EQ(int(before[19]), 2);
    EXPECT_EQ(filetargets::names(folder), std::set<std::string>{"history.sqlite"});
    fs::permissions(folder, fs::perms::owner_write, fs::perm_options::remove); // now r-xr-xr-x
    fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                                fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);
    const std::string failure = asUnprivilegedUser([&]() -> std::string {
        try {
            const ndr::History reader(ndr::HistoryAccess::ReadOnly, file.string());
            if (reader.list().size() != 2 || !reader.show(ids.front()))
                return "the runs of a read-only folder's history do not read";
            const ndr::History missing(ndr::HistoryAccess::ReadOnly, (folder / "none.sqlite").string());
            if (missing.count() != 0 || fs::exists(folder / "none.sqlite"))
                return "a missing history in a read-only folder is not read as empty";
        } catch (const std::exception& e) {
            return std::string("reading failed: ") + e.what();
        }
        ndr::HistoryProblem problem = ndr::HistoryProblem::Other;
        const std::string why = whyNotWritable(file, problem);
        if (problem != ndr::HistoryProblem::Unwritable || why.find(folder.string() + "'") == std::string::npos)
            return "opening for writing: " + why;
        return {};
    });
    EXPECT_EQ(failure, "");
    EXPECT_TRUE(filetargets::slurp(file) == before) << "a read wrote the file";
    EXPECT_EQ(filetargets::names(folder), std::set<std::string>{"history.sqlite"});

    // A read-only file in a folder this user may write.
    fs::permissions(folder, fs::perms::all);
    fs::permissions(file, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    const std::string fileFailure = asUnprivilegedUser([&]() -> std::string {
        try {
            if (ndr::History(ndr::HistoryAccess::ReadOnly, file.string()).list().size() != 2)
                return "the runs of a read-only history file do not read";
        } catch (const std::exception& e) {
            return std::string("reading failed: ") + e.what();
        }
        ndr::HistoryProblem problem = ndr::HistoryProblem::Other;
        const std::string why = whyNotWritable(file, problem);
        return problem == ndr::HistoryProblem::Unwritable ? std::string() : "opening for writing: " + why;
    });
    EXPECT_EQ(fileFailure, "");
    EXPECT_TRUE(filetargets::slurp(file) == before) << "a read wrote the file";
    fs::remove_all(dir);
}
