// Runs in the kernel runner (Engine::runIsolated, docs/user-kernels.md): a kernel that crashes,
// hangs or is cancelled ends that run with a structured error while the engine and its next run
// carry on (what crosses the process boundary: runner_protocol_test.cpp). Real kernels on the real
// device (PoCL in CI); the runner's own failure modes come from its test seam.
#include "test_engine.hpp"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <nlohmann/json.hpp>

#include "kernel_fixtures.hpp"
#include "ndr/errors.hpp"
#include "ndr/tuner.hpp"
#include "ndr/user_kernel.hpp"
#include "records/run_json.hpp"
#include "ipc/runner_protocol.hpp"

namespace {

ndr::RunRequest userRequest(const char* stem, const std::string& source, std::size_t n, const std::string& options = {})
{
    const auto file = testfiles::write(std::string(stem) + ".cl", source);
    auto req = quickRequest(sharedEngine().addUserKernel(ndr::loadUserKernel(file, "", options)), n,
                            ndr::LocalSize::of2D(8, 8));
    return req;
}

// The error a run ends with (a failure if it returns instead).
ndr::Error runError(const ndr::RunRequest& req, const std::string& fault = {}, const ndr::CancelToken& cancel = {},
                    const ndr::ProgressFn& progress = {})
{
    try {
        sharedEngine().runIsolated(req, cancel, progress, fault);
    } catch (const ndr::Error& e) {
        return e;
    }
    ADD_FAILURE() << "the run returned a result";
    return ndr::Error(ndr::ErrorKind::InvalidInput, "none");
}

// The engine carries on: a user kernel and a catalogue variant both verify next.
void expectNextRunsVerify()
{
    const auto good = sharedEngine().run(userRequest("next_good", testfiles::kNaive, 20, "-DSCALE=1.0f"));
    EXPECT_TRUE(good.ok()) << good.error;
    const auto tiled = sharedEngine().run(quickRequest("tiled", 24, ndr::LocalSize::of2D(8, 8)));
    EXPECT_TRUE(tiled.ok()) << tiled.error;
}

} // namespace

TEST(Isolation, IsolatedRunsMatchInProcessRuns)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("tiled", 33, ndr::LocalSize::of2D(8, 8));
    req.warmup = 1;
    req.reps = 2;
    const auto here = sharedEngine().run(req);
    const auto there = sharedEngine().runIsolated(req);
    ASSERT_TRUE(here.ok()) << here.error;
    ASSERT_TRUE(there.ok()) << there.error;
    EXPECT_EQ(there.variant, here.variant);
    EXPECT_EQ(there.deviceId, here.deviceId);
    EXPECT_EQ(there.globalX, here.globalX);
    EXPECT_EQ(there.local, here.local);
    EXPECT_EQ(there.commands.size(), here.commands.size());
    EXPECT_EQ(there.tolerance, here.tolerance);
    EXPECT_EQ(there.maxAbsErr, here.maxAbsErr) << "same inputs, same kernel, same device";
    EXPECT_GT(there.kernel.medianMs, 0.0);
    EXPECT_FALSE(there.offerOclgrindCheck);
}

TEST(Isolation, TheEnginesFaultPlanActsOutInTheRunner)
{
    NDR_REQUIRE_DEVICE();
    ndr::EngineOptions options;
    options.faults.corruptOutput = true;
    ndr::Engine engine(options);
    const auto r = engine.runIsolated(quickRequest("tiled", 33, ndr::LocalSize::of2D(8, 8)));
    EXPECT_EQ(r.status, ndr::RunStatus::VerificationFailed) << "the runner perturbed one element of C";
    EXPECT_FALSE(r.verified);
    EXPECT_TRUE(sharedEngine().runIsolated(quickRequest("tiled", 33, ndr::LocalSize::of2D(8, 8))).ok())
        << "an engine without a plan runs clean";
}

TEST(Isolation, ACrashingUserKernelEndsThatRunOnly)
{
    NDR_REQUIRE_DEVICE();
    const ndr::Error e = runError(userRequest("wild", testfiles::kCrash, 16));
    EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime) << e.what();
    EXPECT_TRUE(e.offersOclgrindCheck()) << e.what();
    // Through run() as well (user kernels always go to the runner), in a sweep beside the catalogue.
    ndr::SweepRequest s;
    s.base = userRequest("wild", testfiles::kCrash, 16);
    s.variants = {"naive", s.base.variant, "tiled"};
    s.sizes = {16};
    const auto out = sharedEngine().sweep(s);
    ASSERT_EQ(out.runs.size(), 3u);
    EXPECT_TRUE(out.runs[0].ok()) << out.runs[0].error;
    EXPECT_FALSE(out.runs[1].ok());
    EXPECT_TRUE(out.runs[1].offerOclgrindCheck);
    EXPECT_TRUE(out.runs[2].ok()) << out.runs[2].error;
    expectNextRunsVerify();
}

TEST(Isolation, OutOfBoundsWritesNeverTakeTheCallerDown)
{
    NDR_REQUIRE_DEVICE();
    // Whether the stray writes crash the runner depends on what they hit; either way this process
    // goes on, and the run is never reported as verified (rows 1.. of C were never written).
    const auto req = userRequest("oob_write", testfiles::kOutOfBoundsWrite, 100);
    try {
        const auto r = sharedEngine().run(req);
        EXPECT_FALSE(r.ok());
        EXPECT_FALSE(r.verified);
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime) << e.what();
        EXPECT_TRUE(e.offersOclgrindCheck()) << e.what();
    }
    expectNextRunsVerify();
}

TEST(Isolation, AnEndlessKernelMeetsTheWatchdog)
{
    NDR_REQUIRE_DEVICE();
    auto req = userRequest("endless", testfiles::kSpin, 8, "-DSPIN=1000000000000L"); // hours
    req.timeoutS = 1;
    const ndr::Error e = runError(req);
    EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime) << e.what();
    EXPECT_TRUE(e.offersOclgrindCheck()) << e.what();
    expectNextRunsVerify();
}

TEST(Isolation, CancelWhileTheKernelRunsStopsTheRunner)
{
    NDR_REQUIRE_DEVICE();
    auto req = userRequest("endless", testfiles::kSpin, 8, "-DSPIN=1000000000000L");
    req.timeoutS = 300; // never reached: the cancel comes first
    ndr::CancelToken cancel;
    int reports = 0;
    // Reports: the build, then each command wait as it begins (zero C, then kernel #1, which never
    // ends). Cancel once the kernel is running.
    const ndr::Error e = runError(req, {}, cancel, [&](double, const std::string&) {
        if (++reports == 3)
            cancel.cancel();
    });
    EXPECT_EQ(e.kind(), ndr::ErrorKind::Cancelled) << e.what();
    EXPECT_GE(reports, 3);
    expectNextRunsVerify();
}

TEST(Isolation, EveryWayTheRunnerCanFailIsARuntimeErrorAndTheNextRunWorks)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("tiled", 24, ndr::LocalSize::of2D(8, 8));
    req.timeoutS = 1; // for "hang": the runner stops answering inside a command wait
    for (const std::string fault : {"crash", "hang", "exit", "garbage"}) {
        SCOPED_TRACE(fault);
        const ndr::Error e = runError(req, fault);
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime) << e.what();
        EXPECT_TRUE(e.offersOclgrindCheck()) << e.what();
        const auto next = sharedEngine().runIsolated(req);
        EXPECT_TRUE(next.ok()) << next.error;
    }
}

TEST(Isolation, InputErrorsFromTheRunnerKeepTheirKind)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("tiled", 24, ndr::LocalSize::of2D(8, 4)); // tiled needs a square tile
    const ndr::Error e = runError(req);
    EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << e.what();
    EXPECT_FALSE(e.offersOclgrindCheck());
    EXPECT_EQ(runError(quickRequest("vadd", 1024)).kind(), ndr::ErrorKind::InvalidInput)
        << "only matmul kernels run in the runner";
    // The limit broken, its value and the request come back from the runner.
    auto tooBig = quickRequest("naive", 24);
    const ndr::DeviceInfo& d =
        sharedEngine().devices().at(sharedEngine().resolveDevice(tooBig.platformIndex, tooBig.deviceIndex));
    tooBig.local = ndr::LocalSize::of2D(d.maxWorkGroupSize, 2);
    const ndr::Error big = runError(tooBig);
    EXPECT_EQ(big.kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(big.limit(), "CL_DEVICE_MAX_WORK_GROUP_SIZE");
    EXPECT_EQ(big.limitValue(), std::optional<std::uint64_t>(d.maxWorkGroupSize));
    EXPECT_EQ(big.requested(), std::optional<std::uint64_t>(2 * d.maxWorkGroupSize));
}

TEST(Isolation, AccumulatingKernelsSeeZerosBeforeEveryLaunch)
{
    NDR_REQUIRE_DEVICE();
    auto req = userRequest("accumulate", testfiles::kAccumulate, 27);
    req.warmup = 2;
    req.reps = 3;
    for (auto buffers : {ndr::BufferMode::Copy, ndr::BufferMode::Use, ndr::BufferMode::Alloc}) {
        for (auto queues : {ndr::QueueMode::InOrder, ndr::QueueMode::OutOfOrder}) {
            req.buffers = buffers;
            req.queues = queues;
            const auto r = sharedEngine().run(req);
            EXPECT_TRUE(r.ok()) << toString(buffers) << "/" << toString(queues) << ": " << r.error;
            // Every launch comes right after a write of all of C.
            int launches = 0;
            for (std::size_t i = 0; i < r.commands.size(); ++i) {
                if (r.commands[i].kind != ndr::CommandKind::Kernel)
                    continue;
                ++launches;
                ASSERT_GT(i, 0u);
                EXPECT_EQ(r.commands[i - 1].kind, ndr::CommandKind::Write);
                EXPECT_EQ(r.commands[i - 1].bytes, 27u * 27u * sizeof(float));
                EXPECT_EQ(r.commands[i - 1].warmup, r.commands[i].warmup);
            }
            EXPECT_EQ(launches, req.warmup + req.reps);
        }
    }
}

TEST(Isolation, AMissingRunnerIsARuntimeErrorSayingSo)
{
    NDR_REQUIRE_DEVICE();
    ::setenv("NDR_KERNEL_RUNNER", "/nonexistent/ndr-kernel-runner", 1);
    const ndr::Error e = runError(quickRequest("tiled", 24, ndr::LocalSize::of2D(8, 8)));
    ::unsetenv("NDR_KERNEL_RUNNER");
    EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime) << e.what();
    EXPECT_FALSE(e.offersOclgrindCheck()) << "nothing is wrong with the kernel";
    const auto next = sharedEngine().runIsolated(quickRequest("tiled", 24, ndr::LocalSize::of2D(8, 8)));
    EXPECT_TRUE(next.ok()) << next.error;
}

TEST(Isolation, TheTunerRecordsACrashedCandidateAndGoesOn)
{
    NDR_REQUIRE_DEVICE();
    ndr::Tuner tuner(sharedEngine());
    ndr::TuneRequest req;
    req.variant = "register_blocked";
    req.n = 33;
    req.budget = 2;
    req.maxSeeds = 1;
    req.maxTile = 32;
    req.reps = 1;
    req.store = false;
    req.crashCandidate = 0;
    const auto result = tuner.tune(req);
    ASSERT_GE(result.candidates.size(), 2u);
    EXPECT_FALSE(result.candidates[0].ok);
    EXPECT_TRUE(result.candidates[0].offerOclgrindCheck) << result.candidates[0].error;
    for (std::size_t i = 1; i < result.candidates.size(); ++i)
        EXPECT_TRUE(result.candidates[i].ok) << result.candidates[i].error;
    ASSERT_TRUE(result.best.has_value());
    EXPECT_NE(result.best->index, 0);
    EXPECT_FALSE(result.cancelled);
}
