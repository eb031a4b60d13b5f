// ndrange-bench run --kernel-file: a user's kernel through the real CLI, its errors and exit
// codes, and the watchdog (--timeout-s) ending a kernel that would run for hours.
#include <gtest/gtest.h>

#include "../core/user_kernel_files.hpp"
#include "bench_runner.hpp"

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

namespace {

std::string dir()
{
    const auto d = std::filesystem::temp_directory_path() / ("ndr_cli_user_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d.string();
}

std::string write(const std::string& name, const std::string& text)
{
    const std::string path = dir() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

benchtest::Outcome bench(const std::string& args) { return benchtest::runBench(args, "", dir()); }

bool haveDevice() { return bench("devices --json").out.size() > 3; }

const char* const kGood = testfiles::kNaive; // my_mmul, scaled by -DSCALE

} // namespace

#define REQUIRE_DEVICE()                                                                                     \
    if (!haveDevice())                                                                                       \
    GTEST_SKIP() << "no OpenCL device"

TEST(CliUserKernel, RunsVerifiedWithItsBuildOptionsAndLandsInTheCsv)
{
    REQUIRE_DEVICE();
    const auto file = write("cli_good.cl", kGood);
    const auto csv = dir() + "/out.csv";
    const auto o = bench("run --kernel-file " + file + " --entry my_mmul --build-options '-DSCALE=1.0f' --n 21 "
                         "--local 4x4 --reps 2 --csv " + csv);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("user:cli_good"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("OK"), std::string::npos) << o.out;
    EXPECT_NE(slurp(csv).find("user:cli_good"), std::string::npos);
}

TEST(CliUserKernel, FileErrorsAreInputErrorsNamingThePath)
{
    auto o = bench("run --kernel-file /no/such/kernel.cl --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("'/no/such/kernel.cl' does not exist"), std::string::npos) << o.err;
    o = bench("run --kernel-file " + write("cli_empty.cl", "\n") + " --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("is empty"), std::string::npos) << o.err;
    o = bench("run --kernel-file " + write("cli_x.cl", kGood) + " --variant naive --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("not both"), std::string::npos) << o.err;
    o = bench("run --variant naive --entry my_mmul --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("--kernel-file"), std::string::npos) << o.err;
}

TEST(CliUserKernel, BuildFailurePrintsTheBuildLog)
{
    REQUIRE_DEVICE();
    // No -DSCALE: the compiler reports the undeclared identifier.
    const auto o = bench("run --kernel-file " + write("cli_nodefine.cl", kGood) + " --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("build log"), std::string::npos) << o.err;
    EXPECT_NE(o.err.find("SCALE"), std::string::npos) << o.err;
}

TEST(CliUserKernel, MissingEntryAndWrongArgumentsAreNamed)
{
    REQUIRE_DEVICE();
    const auto file = write("cli_entry.cl", kGood);
    auto o = bench("run --kernel-file " + file + " --entry mmul --build-options -DSCALE=1.0f --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("no kernel named 'mmul' (it defines: my_mmul)"), std::string::npos) << o.err;
    o = bench("run --kernel-file " +
              write("cli_args.cl", "__kernel void two(__global float* A, __global float* C) { C[0] = A[0]; }") +
              " --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("takes 2 arguments"), std::string::npos) << o.err;
}

TEST(CliUserKernel, WatchdogEndsAKernelThatWouldRunForHours)
{
    REQUIRE_DEVICE();
    const auto file = write("cli_spin.cl", R"CL(
__kernel void spin(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    float x = A[row * N + col];
    for (long i = 0; i < SPIN; ++i)
        x = x * 0.9999999f + 0.5f;
    C[row * N + col] = x;
}
)CL");
    const auto t0 = std::chrono::steady_clock::now();
    const auto o = bench("run --kernel-file " + file + " --build-options -DSPIN=1000000000000L --n 8 --local 8x8 "
                         "--timeout-s 0.5");
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.err.find("exceeded the 0.5 s watchdog"), std::string::npos) << o.err;
    EXPECT_LT(s, 30.0) << "the process must exit although the kernel still runs";
    std::printf("watchdog via CLI: exit after %.2f s (compile included)\n", s);
}

TEST(CliUserKernel, TimeoutMustBeAPositiveNumber)
{
    auto o = bench("run --variant naive --n 16 --timeout-s soon");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("not a number of seconds"), std::string::npos) << o.err;
    o = bench("run --variant naive --n 16 --timeout-s 0");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("above 0"), std::string::npos) << o.err;
}
