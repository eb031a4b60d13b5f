// The test sandbox (tests/support/sandbox.sh): every test process, and every child it starts,
// sees private HOME / XDG_* / TMPDIR directories that no other test and no developer shares.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <pwd.h>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const char* const kPrivateDirs[] = {"HOME",           "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME",
                                    "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "TMPDIR"};

std::string env(const char* name)
{
    const char* v = std::getenv(name);
    return v ? v : "";
}

// The account's real home and its default XDG directories: what a test must never use.
std::vector<fs::path> developerDirs()
{
    const passwd* pw = ::getpwuid(::getuid());
    const fs::path home = pw && pw->pw_dir ? pw->pw_dir : "/nonexistent";
    return {home, home / ".config", home / ".cache", home / ".local" / "share", home / ".local" / "state"};
}

bool inside(const fs::path& dir, const fs::path& root)
{
    const auto rel = fs::weakly_canonical(dir).lexically_relative(fs::weakly_canonical(root));
    return !rel.empty() && *rel.begin() != "..";
}

struct Captured {
    int code = -1;
    std::string out;
};

Captured capture(const std::string& cmd)
{
    Captured c;
    FILE* p = ::popen(cmd.c_str(), "r");
    if (!p)
        return c;
    std::array<char, 4096> buf{};
    for (std::size_t n; (n = std::fread(buf.data(), 1, buf.size(), p)) > 0;)
        c.out.append(buf.data(), n);
    const int status = ::pclose(p);
    c.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return c;
}

// Nothing in the directory but what this process wrote, then one more file of this process:
// the check a second test process would fail if it shared the sandbox.
void expectFreshAndMark(const fs::path& dir)
{
    const std::string mine = "marker-" + std::to_string(::getpid());
    for (const auto& e : fs::directory_iterator(dir))
        EXPECT_EQ(e.path().filename().string().rfind(mine, 0), 0u) << "left by another test: " << e.path();
    std::ofstream(dir / (mine + "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name())) << "x";
}

} // namespace

TEST(Sandbox, EveryDirectoryIsPrivateAndNotTheDevelopers)
{
    const fs::path sandbox = env("NDR_TEST_SANDBOX");
    ASSERT_FALSE(sandbox.empty()) << "not started through tests/support/sandbox.sh";
    std::printf("NDR_TEST_SANDBOX=%s\n", sandbox.c_str()); // read by the test below
    for (const char* var : kPrivateDirs) {
        SCOPED_TRACE(var);
        const fs::path dir = env(var);
        std::printf("%s=%s\n", var, dir.c_str());
        ASSERT_FALSE(dir.empty());
        EXPECT_TRUE(fs::is_directory(dir));
        EXPECT_TRUE(inside(dir, sandbox)) << dir << " is outside " << sandbox;
        for (const fs::path& d : developerDirs())
            EXPECT_NE(fs::weakly_canonical(dir), fs::weakly_canonical(d));
        struct stat st {};
        ASSERT_EQ(::stat(dir.c_str(), &st), 0);
        EXPECT_EQ(st.st_uid, ::getuid());
        EXPECT_EQ(st.st_mode & 0777, 0700u) << "private to this user";
    }
}

// Two tests, so that CTest runs two processes: each finds its directories empty of anything but
// its own files, which only holds when every process gets a sandbox of its own.
TEST(Sandbox, FirstProcessStartsFresh)
{
    for (const char* var : kPrivateDirs)
        expectFreshAndMark(env(var));
}

TEST(Sandbox, SecondProcessStartsFresh)
{
    for (const char* var : kPrivateDirs)
        expectFreshAndMark(env(var));
}

TEST(Sandbox, PoclCacheIsTheBuildTreesNotTheDevelopers)
{
    const fs::path cache = env("POCL_CACHE_DIR");
    EXPECT_EQ(cache, fs::path(NDR_TEST_POCL_CACHE));
    EXPECT_TRUE(fs::is_directory(cache));
    for (const fs::path& d : developerDirs())
        EXPECT_FALSE(inside(cache, d / "pocl")) << cache;
}

TEST(Sandbox, AnExecutableStartedByHandEntersASandboxFirst)
{
    // As a developer would start it: no sandbox, and a HOME / XDG_CONFIG_HOME of their own. (The
    // name keeps the freshness checks above happy when every test runs in one process.)
    const fs::path fakeHome = fs::path(env("TMPDIR")) / ("marker-" + std::to_string(::getpid()) + "-developer-home");
    fs::create_directories(fakeHome / ".config");
    const auto c = capture("env -u NDR_TEST_SANDBOX HOME='" + fakeHome.string() + "' XDG_CONFIG_HOME='" +
                           (fakeHome / ".config").string() + "' /proc/" + std::to_string(::getpid()) +
                           "/exe --gtest_filter=Sandbox.EveryDirectoryIsPrivateAndNotTheDevelopers");
    ASSERT_EQ(c.code, 0) << c.out;
    std::map<std::string, std::string> seen;
    std::size_t at = 0;
    for (std::size_t nl; (nl = c.out.find('\n', at)) != std::string::npos; at = nl + 1) {
        const std::string line = c.out.substr(at, nl - at);
        if (const auto eq = line.find('='); eq != std::string::npos && line.rfind("[", 0) != 0)
            seen[line.substr(0, eq)] = line.substr(eq + 1);
    }
    const fs::path childSandbox = seen["NDR_TEST_SANDBOX"];
    ASSERT_FALSE(childSandbox.empty()) << c.out;
    EXPECT_NE(childSandbox, fs::path(env("NDR_TEST_SANDBOX")));
    for (const char* var : kPrivateDirs) {
        SCOPED_TRACE(var);
        EXPECT_TRUE(inside(seen[var], childSandbox)) << seen[var];
    }
    EXPECT_FALSE(fs::exists(childSandbox)) << "the sandbox is removed when the test ends";
    EXPECT_TRUE(fs::is_empty(fakeHome / ".config"));
}

// ndrange-bench started by a test (as the CLI tests do) keeps its tuning and peaks caches in the
// test's sandbox; it prints the paths it uses.
TEST(Sandbox, ChildProcessesUseTheTestsDirectories)
{
    const auto tuning = capture("'" NDR_BENCH "' tune --show");
    ASSERT_EQ(tuning.code, 0) << tuning.out;
    EXPECT_NE(tuning.out.find(env("XDG_CONFIG_HOME") + "/ndrange-studio/"), std::string::npos) << tuning.out;
    const auto peaks = capture("'" NDR_BENCH "' peaks --clear-cache 2>&1");
    ASSERT_EQ(peaks.code, 0) << peaks.out;
    EXPECT_NE(peaks.out.find(env("XDG_CACHE_HOME") + "/ndrange-studio/"), std::string::npos) << peaks.out;
}
