// PoCL 3.1 (LLVM 15) miscompiles some vectorized GEMM shapes into a work-group function that
// crashes the whole process (SIGSEGV; SIGABRT under AddressSanitizer, which sees the same fault);
// which shapes depends on the CPU and on the process's stack layout. Each run here is a child
// ndrange-bench process, so a crash fails one test instead of killing the runner. A shape must
// verify (exit 0), be refused with a reason that names PoCL (exit 2), or, as explicit parameters
// on PoCL run in the kernel runner, end with the runner's crash reported as a runtime error
// (exit 3): ndrange-bench itself never dies by a signal and never reports a wrong result.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace {

// The child's exit status tells a refusal (2) from a crash (killed by a signal: exited = false).
benchtest::Outcome runBench(const std::string& args)
{
    static const std::filesystem::path dir = benchtest::scratchDir("ndr_pocl_crash_");
    return benchtest::runBench(args, "", dir);
}

bool onPocl()
{
    const auto r = runBench("devices --json");
    return r.code == 0 && r.out.find("Portable Computing Language") != std::string::npos;
}

void expectVerifiedOrRefused(const std::string& variant, const std::string& params)
{
    SCOPED_TRACE(variant + " " + params);
    // No wall-clock limit worth the name: PoCL compiles the kernel on its first launch, inside the
    // watchdog's wait, and a loaded machine may take minutes over a large shape. CTest's timeout
    // guards against a hang.
    const auto r = runBench("run --variant " + variant + " --n 33 --params " + params +
                            " --reps 1 --warmup 0 --no-cpu --timeout-s 3600 --json");
    ASSERT_TRUE(r.exited) << "ndrange-bench died by a signal (exit " << r.code << "): " << r.err;
    if (r.code == 2)
        EXPECT_EQ(benchtest::text(benchtest::errorOf(r), "limit"), "PoCL code generator")
            << "a refusal must name the PoCL bug: " << r.err;
    else
        EXPECT_TRUE(r.code == 0 || r.code == 3) << "exit " << r.code << ": " << r.err;
}

} // namespace

// The shape that crashed `tune --variant vectorized --n 256 --budget 12` at candidate 19.
TEST(PoclCrash, ReproShapeVerifiesOrIsRefused)
{
    if (!onPocl())
        GTEST_SKIP() << "no PoCL device";
    expectVerifiedOrRefused("vectorized", "MWG=64,NWG=16,KWG=32,MDIMC=8,NDIMC=8,VW=2");
    expectVerifiedOrRefused("vectorized", "MWG=16,NWG=64,KWG=32,MDIMC=8,NDIMC=8,VW=2");
}

// The neighbourhood of the crash (8x8 work-items, KWG=32, VW=2, tiles up to 64): every shape
// verifies or is refused.
TEST(PoclCrash, NeighbourShapesNeverCrash)
{
    if (!onPocl())
        GTEST_SKIP() << "no PoCL device";
    for (int mwg : {16, 32, 64})
        for (int nwg : {16, 32, 64})
            expectVerifiedOrRefused("vectorized", "MWG=" + std::to_string(mwg) + ",NWG=" + std::to_string(nwg) +
                                                      ",KWG=32,MDIMC=8,NDIMC=8,VW=2");
}

// The reported command: the tuner never proposes a crashing shape.
TEST(PoclCrash, TuneVectorizedFinishes)
{
    if (!onPocl())
        GTEST_SKIP() << "no PoCL device";
    const auto r = runBench("tune --variant vectorized --n 64 --budget 12 --reps 1 --no-store");
    ASSERT_TRUE(r.exited) << "tune died by a signal (exit " << r.code << ")";
    EXPECT_EQ(r.code, 0) << r.err;
}
