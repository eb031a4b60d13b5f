#pragma once
// Runs the real ndrange-bench (NDR_BENCH, set by CMake) as a child process and captures what a
// user sees: stdout, stderr and the exit status. Shared by every CLI test file, with the check
// that skips a test where ndrange-bench lists no OpenCL device.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace benchtest {

struct Outcome {
    int code = -1;       // exit code (the shell reports a child killed by signal S as 128 + S)
    bool exited = false; // false: the child died by a signal, i.e. it crashed
    std::string out, err;
};

// A directory of this test process under the system temp directory, created on first use.
inline std::filesystem::path scratchDir(const std::string& prefix)
{
    const auto d = std::filesystem::temp_directory_path() / (prefix + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
}

// A fresh HOME for the running test (its name, under scratchDir(prefix)), so that each test
// starts with no history, settings or caches.
inline std::filesystem::path testHome(const std::string& prefix)
{
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const auto d = scratchDir(prefix) / info->name();
    std::filesystem::create_directories(d);
    return d;
}

// The environment that puts HOME and the XDG configuration, cache and data folders inside `home`.
inline std::string homeEnv(const std::filesystem::path& home)
{
    const std::string h = home.string();
    return "HOME='" + h + "' XDG_CONFIG_HOME='" + h + "/cfg' XDG_CACHE_HOME='" + h + "/cache' XDG_DATA_HOME='" + h +
           "/data'";
}

// The run history ndrange-bench keeps under homeEnv(home).
inline std::filesystem::path historyIn(const std::filesystem::path& home)
{
    return home / "data" / "ndrange-studio" / "history.sqlite";
}

// `env` is prefixed to the command line ("NAME=value …"); stderr goes through a file in `scratch`.
inline Outcome runBench(const std::string& args, const std::string& env, const std::filesystem::path& scratch)
{
    const auto errFile = scratch / "stderr.txt";
    const std::string cmd = env + " '" NDR_BENCH "' " + args + " 2>'" + errFile.string() + "'";
    Outcome o;
    FILE* p = ::popen(cmd.c_str(), "r");
    if (!p)
        return o;
    std::array<char, 4096> buf{};
    for (std::size_t n; (n = std::fread(buf.data(), 1, buf.size(), p)) > 0;)
        o.out.append(buf.data(), n);
    const int status = ::pclose(p);
    o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    o.exited = WIFEXITED(status) && WEXITSTATUS(status) < 128;
    std::ifstream in(errFile);
    o.err.assign(std::istreambuf_iterator<char>(in), {});
    std::error_code ec;
    std::filesystem::remove(errFile, ec);
    return o;
}

// Whether ndrange-bench lists at least one OpenCL device (asked once per test process).
inline bool haveDevice()
{
    static const bool have = [] {
        const auto o = runBench("devices --json", "", scratchDir("ndr_have_device_"));
        const auto devices = nlohmann::json::parse(o.out, nullptr, false);
        return devices.is_array() && !devices.empty();
    }();
    return have;
}

} // namespace benchtest

#define REQUIRE_DEVICE()                                                                                               \
    if (!benchtest::haveDevice())                                                                                      \
    GTEST_SKIP() << "no OpenCL device"
