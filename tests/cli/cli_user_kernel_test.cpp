// ndrange-bench run --kernel-file: a user's kernel through the real CLI, its errors and exit
// codes, the watchdog (--timeout-s) ending a kernel that would run for hours, and a kernel that
// crashes the kernel runner it runs in.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"
#include "kernel_fixtures.hpp"

#include <filesystem>
#include <fstream>
#include <sys/stat.h>
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

const std::string& kGood = testfiles::kNaive; // my_mmul, scaled by -DSCALE

} // namespace

TEST(CliUserKernel, RunsVerifiedWithItsBuildOptionsAndLandsInTheCsv)
{
    REQUIRE_DEVICE();
    const auto file = write("cli_good.cl", kGood);
    const auto csv = dir() + "/out.csv";
    const auto o = bench("run --kernel-file " + file +
                         " --entry my_mmul --build-options '-DSCALE=1.0f' --n 21 "
                         "--local 4x4 --reps 2 --csv " +
                         csv);
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("user:cli_good"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("OK"), std::string::npos) << o.out;
    EXPECT_NE(slurp(csv).find("user:cli_good"), std::string::npos);
}

TEST(CliUserKernel, FileErrorsAreInputErrorsNamingThePath)
{
    auto o = bench("run --kernel-file /no/such/kernel.cl --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("/no/such/kernel.cl"), std::string::npos) << o.err;
    const auto empty = write("cli_empty.cl", "\n");
    o = bench("run --kernel-file " + empty + " --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find(empty), std::string::npos) << o.err;
    o = bench("run --kernel-file " + write("cli_x.cl", kGood) + " --variant naive --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("--variant"), std::string::npos) << "names the options given: " << o.err;
    o = bench("run --variant naive --entry my_mmul --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("--kernel-file"), std::string::npos) << o.err;
}

TEST(CliUserKernel, BuildFailurePrintsTheBuildLog)
{
    REQUIRE_DEVICE();
    // No -DSCALE: the compiler reports the undeclared identifier.
    const auto o = bench("run --kernel-file " + write("cli_nodefine.cl", kGood) + " --n 16 --json");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("SCALE"), std::string::npos) << "the compiler's own words: " << o.err;
    const auto e = benchtest::errorOf(o);
    EXPECT_EQ(benchtest::text(e, "kind"), "invalid-input");
    EXPECT_EQ(benchtest::text(e, "cl_call"), "clBuildProgram");
    EXPECT_EQ(benchtest::number(e, "cl_status"), -11);
    EXPECT_EQ(benchtest::text(e, "cl_status_name"), "CL_BUILD_PROGRAM_FAILURE");
}

TEST(CliUserKernel, MissingEntryAndWrongArgumentsAreNamed)
{
    REQUIRE_DEVICE();
    const auto file = write("cli_entry.cl", kGood);
    auto o = bench("run --kernel-file " + file + " --entry mmul --build-options -DSCALE=1.0f --n 16");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("mmul"), std::string::npos) << o.err;
    EXPECT_NE(o.err.find("my_mmul"), std::string::npos) << "lists the kernels the file defines: " << o.err;
    o = bench("run --kernel-file " +
              write("cli_args.cl", "__kernel void two(__global float* A, __global float* C) { C[0] = A[0]; }") +
              " --n 16 --json");
    EXPECT_EQ(o.code, 2);
    const auto e = benchtest::errorOf(o);
    EXPECT_EQ(benchtest::text(e, "limit"), "user kernel arguments") << o.err;
    EXPECT_EQ(benchtest::number(e, "limit_value"), 4);
    EXPECT_EQ(benchtest::number(e, "requested"), 2);
}

TEST(CliUserKernel, WatchdogEndsAKernelThatWouldRunForHours)
{
    REQUIRE_DEVICE();
    // 10^12 iterations per work-item: hours. The process must exit with the watchdog's error
    // (were it to wait for the kernel, ctest's timeout would end the test instead).
    const auto file = write("cli_spin.cl", testfiles::kSpin);
    const auto o = bench("run --kernel-file " + file +
                         " --build-options -DSPIN=1000000000000L --n 8 --local 8x8 "
                         "--timeout-s 0.5 --json");
    EXPECT_TRUE(o.exited) << "exit code " << o.code;
    EXPECT_EQ(o.code, 3) << o.err;
    const auto e = benchtest::errorOf(o);
    EXPECT_EQ(benchtest::text(e, "limit"), "watchdog timeout (--timeout-s)") << o.err;
    EXPECT_EQ(benchtest::number(e, "limit_value"), 500);
    EXPECT_EQ(
        benchtest::text(e, "oclgrind_command")
            .rfind("oclgrind --data-races --uninitialized --check-api ndrange-bench run --kernel-file " + file, 0),
        0u)
        << benchtest::text(e, "oclgrind_command");
    EXPECT_NE(o.err.find("oclgrind --data-races --uninitialized --check-api ndrange-bench run --kernel-file " + file),
              std::string::npos)
        << "the hint names the command that checks this kernel: " << o.err;
}

TEST(CliUserKernel, ACrashingKernelExitsThreeWithTheOclgrindCommand)
{
    REQUIRE_DEVICE();
    const auto file = write("cli_wild.cl", testfiles::kCrash);
    const auto o = bench("run --kernel-file " + file + " --n 100 --local 4x4 --csv " + dir() + "/wild.csv --json");
    EXPECT_TRUE(o.exited) << "ndrange-bench itself must not crash (exit code " << o.code << ")";
    EXPECT_EQ(o.code, 3) << o.err;
    // The same kernel and local size at a small N, without the output files.
    const std::string check =
        "ndrange-bench run --kernel-file " + file + " --local 4x4 --n 19 --reps 1 --warmup 0 --no-cpu";
    EXPECT_NE(o.err.find(check), std::string::npos) << o.err;
    // And the next process runs a good kernel as if nothing happened.
    const auto next = bench("run --kernel-file " + write("cli_after.cl", kGood) +
                            " --build-options -DSCALE=1.0f "
                            "--n 20 --reps 1");
    EXPECT_EQ(next.code, 0) << next.err;
}

TEST(CliUserKernel, FilesThatAreNotRegularOrTooLargeExitTwoAtOnce)
{
    const std::string fifo = dir() + "/cli_fifo.cl";
    std::filesystem::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string big = std::string(kGood) + "//";
    big += std::string((1 << 20) + 1 - big.size(), 'x');
    for (const std::string& path :
         {std::string("/dev/zero"), std::string("/dev/urandom"), fifo, dir(), write("cli_big.cl", big)}) {
        const auto o = bench("run --kernel-file " + path + " --n 16");
        EXPECT_EQ(o.code, 2) << path << ": " << o.err;
        EXPECT_NE(o.err.find(path), std::string::npos) << "names the file: " << o.err;
    }
}

TEST(CliUserKernel, AKernelThatAccumulatesIntoCVerifies)
{
    REQUIRE_DEVICE();
    // C += A*B (seed 004's first program): right only because C is zeroed before every launch.
    const auto o = bench("run --kernel-file " + write("cli_acc.cl", testfiles::kAccumulate) +
                         " --n 33 --warmup 2 --reps 3 --json");
    EXPECT_EQ(o.code, 0) << o.err;
}

TEST(CliUserKernel, WithoutTheKernelRunnerUserKernelsFailWithARuntimeError)
{
    REQUIRE_DEVICE();
    const auto o = benchtest::runBench("run --kernel-file " + write("cli_norunner.cl", kGood) +
                                           " --build-options -DSCALE=1.0f --n 16",
                                       "NDR_KERNEL_RUNNER=/nonexistent/ndr-kernel-runner", dir());
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.err.find("/nonexistent/ndr-kernel-runner"), std::string::npos) << o.err;
}

TEST(CliUserKernel, TimeoutMustBeAPositiveNumber)
{
    auto o = bench("run --variant naive --n 16 --timeout-s soon");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("soon"), std::string::npos) << "names the value given: " << o.err;
    o = bench("run --variant naive --n 16 --timeout-s 0 --json");
    EXPECT_EQ(o.code, 2);
    EXPECT_EQ(benchtest::text(benchtest::errorOf(o), "limit"), "watchdog timeout (--timeout-s)") << o.err;
}
