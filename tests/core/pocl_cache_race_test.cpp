// Two processes that build the same program share PoCL's on-disk kernel cache. PoCL 3.1 replaces a
// cached program.bc by removing it and renaming its own file in, so a process that has just found
// the file fails to read it and reports a failed build with no compiler error. The children here
// (pocl_cache_race_helper, with pocl_cache_race_shim preloaded) are held at PoCL's own file calls so
// that this overlap happens every time: a writer that compiled the program while a first process
// cached it, and a reader that found the first one's file. Built by clBuildProgram alone the
// reader fails; through the engine's door (ndr::buildFromSource) it builds at its second attempt.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace {

namespace fs = std::filesystem;

struct Child {
    pid_t pid = -1;
    fs::path out;
};

// Starts the helper with `args`, its output in `out`, PoCL's cache at `cache`, and the shim
// preloaded in `role` ("" for none).
Child start(const std::vector<std::string>& args, const fs::path& out, const fs::path& cache, const fs::path& flags,
            const std::string& role)
{
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string entry = *e;
        if (entry.rfind("POCL_CACHE_DIR=", 0) != 0 && entry.rfind("LD_PRELOAD=", 0) != 0 &&
            entry.rfind("NDR_RACE_", 0) != 0)
            env.push_back(entry);
    }
    env.push_back("POCL_CACHE_DIR=" + cache.string());
    env.push_back("NDR_RACE_DIR=" + flags.string());
    if (!role.empty()) {
        env.push_back("NDR_RACE_ROLE=" + role);
        env.push_back(std::string("LD_PRELOAD=") + NDR_RACE_SHIM);
    }
    std::vector<std::string> argv = {NDR_RACE_HELPER};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> cargv, cenv;
    for (std::string& a : argv)
        cargv.push_back(a.data());
    cargv.push_back(nullptr);
    for (std::string& e : env)
        cenv.push_back(e.data());
    cenv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    Child child;
    child.out = out;
    const int rc = posix_spawn(&child.pid, cargv[0], &actions, nullptr, cargv.data(), cenv.data());
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0)
        child.pid = -1;
    return child;
}

// The child's exit status (128 + signal when killed), and its output.
int finish(const Child& child, std::string& output)
{
    int status = 0;
    if (child.pid <= 0 || waitpid(child.pid, &status, 0) != child.pid)
        return -1;
    std::ifstream in(child.out);
    std::stringstream text;
    text << in.rdbuf();
    output = text.str();
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

bool waitForFile(const fs::path& path)
{
    for (int i = 0; i < 6000; ++i) {
        if (fs::exists(path))
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

void raiseFlag(const fs::path& path) { std::ofstream(path).put('\n'); }

struct Race {
    bool noPocl = false;
    bool overlapped = false; // the reader found the file and the writer removed it before it read
    int reader = -1, writer = -1, first = -1;
    std::string readerOut, writerOut, firstOut;
};

// One race in a fresh cache: the writer starts compiling, a first process builds and caches the
// program, the reader (built `readerMode`, "door" or "raw") finds it, then the writer replaces it.
Race race(const std::string& readerMode, const std::string& salt)
{
    const char* tmp = std::getenv("TMPDIR");
    const fs::path dir = fs::path(tmp != nullptr ? tmp : "/tmp") / ("pocl-race-" + readerMode);
    fs::remove_all(dir);
    const fs::path cache = dir / "pocl", flags = dir / "flags";
    fs::create_directories(cache);
    fs::create_directories(flags);
    Race r;
    const Child writer = start({"door", salt}, dir / "writer.txt", cache, flags, "writer");
    if (!waitForFile(flags / "writer-checked")) {
        r.writer = finish(writer, r.writerOut);
        r.noPocl = r.writer == 3;
        return r;
    }
    r.first = finish(start({"raw", salt}, dir / "first.txt", cache, flags, ""), r.firstOut);
    const Child reader = start({readerMode, salt}, dir / "reader.txt", cache, flags, "reader");
    r.reader = finish(reader, r.readerOut);
    raiseFlag(flags / "reader-finished");
    r.writer = finish(writer, r.writerOut);
    r.overlapped = fs::exists(flags / "reader-checked") && fs::exists(flags / "writer-removed");
    return r;
}

} // namespace

TEST(PoclCacheRace, AReaderThatLosesTheCachedProgramBuildsAtItsSecondAttemptThroughTheDoor)
{
    const std::string salt = std::to_string(getpid());
    const Race raw = race("raw", salt + "1");
    if (raw.noPocl)
        GTEST_SKIP() << "no PoCL device: " << raw.writerOut;
    EXPECT_EQ(raw.first, 0) << raw.firstOut;
    EXPECT_EQ(raw.writer, 0) << raw.writerOut;
    // PoCL 3.1 (Debian 12's) replaces the file by remove-then-rename: there the overlap must happen,
    // or this test would check nothing.
    if (raw.firstOut.find("PoCL 3.1") != std::string::npos) {
        EXPECT_TRUE(raw.overlapped) << "the shim did not hold PoCL's calls: " << raw.readerOut << raw.writerOut;
    }
    if (raw.overlapped) {
        EXPECT_EQ(raw.reader, 1) << "the overlap did not break clBuildProgram alone: " << raw.readerOut;
    }

    const Race door = race("door", salt + "2");
    EXPECT_EQ(door.first, 0) << door.firstOut;
    EXPECT_EQ(door.writer, 0) << door.writerOut;
    EXPECT_EQ(door.reader, 0) << door.readerOut;
    EXPECT_EQ(door.overlapped, raw.overlapped) << "the same PoCL overlaps the same way";
    const std::string attempts = door.overlapped ? "status 0 attempts 2" : "status 0 attempts 1";
    EXPECT_NE(door.readerOut.find(attempts), std::string::npos) << door.readerOut;
}
