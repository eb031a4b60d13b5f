// Runs in the kernel runner (Engine::runIsolated, docs/user-kernels.md): what crosses the process
// boundary round-trips exactly, and a kernel that crashes, hangs or is cancelled ends that run
// with a structured error while the engine and its next run carry on. Real kernels on the real
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
#include "run_json.hpp"
#include "runner_protocol.hpp"

namespace {

// A field added to these structs must be added to run_json.cpp (what the runner sends back) and
// to the round trips below; these sizes make the compiler point here when that happens.
static_assert(sizeof(ndr::RunRequest) == 136, "RunRequest changed: serialize the new field in run_json.cpp");
static_assert(sizeof(ndr::RunResult) == 696, "RunResult changed: serialize the new field in run_json.cpp");

template <typename T> T throughCbor(const T& value)
{
    const std::vector<std::uint8_t> bytes = nlohmann::json::to_cbor(nlohmann::json(value));
    return nlohmann::json::from_cbor(bytes).get<T>();
}

ndr::RunRequest fullRequest()
{
    ndr::RunRequest r;
    r.platformIndex = 1;
    r.deviceIndex = 2;
    r.variant = "user:mine";
    r.n = 1234;
    r.local = ndr::LocalSize::of2D(8, 4);
    r.buffers = ndr::BufferMode::Alloc;
    r.queues = ndr::QueueMode::TwoQueues;
    r.warmup = 3;
    r.reps = 7;
    r.seed = 0xFFFFFFF0u;
    r.measureCpu = false;
    r.verify = false;
    r.gemm = ndr::GemmParams{128, 64, 32, 16, 8, 4};
    r.useTunedParams = false;
    r.timeoutS = 0.25;
    return r;
}

ndr::RunResult fullResult()
{
    ndr::RunResult r;
    r.timestamp = "2026-11-23T10:00:00Z";
    r.appVersion = "9.8.7";
    r.platform = "Portable Computing Language";
    r.device = "cpu-haswell \"quoted\"\n";
    r.driver = "3.1";
    r.deviceId = "0:1";
    r.variant = "user:mine";
    r.workload = "matmul";
    r.n = 1000;
    r.globalX = 1008;
    r.globalY = 1008;
    r.local = ndr::LocalSize::of2D(16, 16);
    r.buffers = ndr::BufferMode::Use;
    r.queues = ndr::QueueMode::OutOfOrder;
    r.queueNote = "a note";
    r.warmup = 2;
    r.reps = 9;
    r.seed = 77;
    r.params = "MWG=64";
    r.paramsSource = ndr::GemmParamsSource::DatabaseVendor;
    r.paramsNote = "a note on the parameters";
    r.measured = false;
    r.kernel = {1.5, 2.25, 2.5, 0.125};
    r.gflops = 123.456789012345;
    r.gbps = 1e-300;
    r.wallMs = 3.0;
    r.writeMs = 0.5;
    r.readMs = 0.75;
    r.cpuMs = 1234.5;
    r.speedupVsCpu = std::numeric_limits<double>::infinity();
    r.queuedToSubmitUs = 4.5;
    r.submitToStartUs = 5.5;
    r.profiled = false;
    ndr::CommandTiming c;
    c.name = "kernel #1";
    c.kind = ndr::CommandKind::Map;
    c.warmup = true;
    c.bytes = 1ull << 40;
    c.queuedNs = 1;
    c.submitNs = 2;
    c.startNs = 3;
    c.endNs = std::numeric_limits<std::uint64_t>::max();
    c.hostEnqueueBeginNs = -5;
    c.hostEnqueueEndNs = 6;
    c.hostWaitBeginNs = 7;
    c.hostWaitEndNs = 8;
    c.queue = 1;
    c.hostTimed = true;
    r.commands = {c, c};
    r.commands[1].kind = ndr::CommandKind::Write;
    r.verified = true;
    r.sampledVerification = true;
    r.maxAbsErr = std::numeric_limits<double>::infinity();
    r.maxRelErr = std::numeric_limits<double>::quiet_NaN();
    r.tolerance = 2e-3;
    r.error = "verification failed: ü";
    r.status = ndr::RunStatus::VerificationFailed;
    r.offerOclgrindCheck = true;
    return r;
}

void expectSame(const ndr::CommandTiming& a, const ndr::CommandTiming& b)
{
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(a.warmup, b.warmup);
    EXPECT_EQ(a.bytes, b.bytes);
    EXPECT_EQ(a.queuedNs, b.queuedNs);
    EXPECT_EQ(a.submitNs, b.submitNs);
    EXPECT_EQ(a.startNs, b.startNs);
    EXPECT_EQ(a.endNs, b.endNs);
    EXPECT_EQ(a.hostEnqueueBeginNs, b.hostEnqueueBeginNs);
    EXPECT_EQ(a.hostEnqueueEndNs, b.hostEnqueueEndNs);
    EXPECT_EQ(a.hostWaitBeginNs, b.hostWaitBeginNs);
    EXPECT_EQ(a.hostWaitEndNs, b.hostWaitEndNs);
    EXPECT_EQ(a.queue, b.queue);
    EXPECT_EQ(a.hostTimed, b.hostTimed);
}

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

TEST(RunJson, RequestRoundTripsEveryField)
{
    const ndr::RunRequest a = fullRequest();
    const ndr::RunRequest b = throughCbor(a);
    EXPECT_EQ(b.platformIndex, a.platformIndex);
    EXPECT_EQ(b.deviceIndex, a.deviceIndex);
    EXPECT_EQ(b.variant, a.variant);
    EXPECT_EQ(b.n, a.n);
    EXPECT_EQ(b.local, a.local);
    EXPECT_EQ(b.buffers, a.buffers);
    EXPECT_EQ(b.queues, a.queues);
    EXPECT_EQ(b.warmup, a.warmup);
    EXPECT_EQ(b.reps, a.reps);
    EXPECT_EQ(b.seed, a.seed);
    EXPECT_EQ(b.measureCpu, a.measureCpu);
    EXPECT_EQ(b.verify, a.verify);
    EXPECT_EQ(b.gemm, a.gemm);
    EXPECT_EQ(b.useTunedParams, a.useTunedParams);
    EXPECT_EQ(b.timeoutS, a.timeoutS);
    ndr::RunRequest noGemm = a;
    noGemm.gemm.reset();
    EXPECT_FALSE(throughCbor(noGemm).gemm.has_value());
}

TEST(RunJson, ResultRoundTripsEveryFieldNonFiniteNumbersIncluded)
{
    const ndr::RunResult a = fullResult();
    const ndr::RunResult b = throughCbor(a);
    EXPECT_EQ(b.timestamp, a.timestamp);
    EXPECT_EQ(b.appVersion, a.appVersion);
    EXPECT_EQ(b.platform, a.platform);
    EXPECT_EQ(b.device, a.device);
    EXPECT_EQ(b.driver, a.driver);
    EXPECT_EQ(b.deviceId, a.deviceId);
    EXPECT_EQ(b.variant, a.variant);
    EXPECT_EQ(b.workload, a.workload);
    EXPECT_EQ(b.n, a.n);
    EXPECT_EQ(b.globalX, a.globalX);
    EXPECT_EQ(b.globalY, a.globalY);
    EXPECT_EQ(b.local, a.local);
    EXPECT_EQ(b.buffers, a.buffers);
    EXPECT_EQ(b.queues, a.queues);
    EXPECT_EQ(b.queueNote, a.queueNote);
    EXPECT_EQ(b.warmup, a.warmup);
    EXPECT_EQ(b.reps, a.reps);
    EXPECT_EQ(b.seed, a.seed);
    EXPECT_EQ(b.params, a.params);
    EXPECT_EQ(b.paramsSource, a.paramsSource);
    EXPECT_EQ(b.paramsNote, a.paramsNote);
    EXPECT_EQ(b.measured, a.measured);
    EXPECT_EQ(b.kernel.minMs, a.kernel.minMs);
    EXPECT_EQ(b.kernel.medianMs, a.kernel.medianMs);
    EXPECT_EQ(b.kernel.meanMs, a.kernel.meanMs);
    EXPECT_EQ(b.kernel.stddevMs, a.kernel.stddevMs);
    EXPECT_EQ(b.gflops, a.gflops) << "doubles travel exactly";
    EXPECT_EQ(b.gbps, a.gbps);
    EXPECT_EQ(b.wallMs, a.wallMs);
    EXPECT_EQ(b.writeMs, a.writeMs);
    EXPECT_EQ(b.readMs, a.readMs);
    EXPECT_EQ(b.cpuMs, a.cpuMs);
    EXPECT_EQ(b.speedupVsCpu, a.speedupVsCpu);
    EXPECT_EQ(b.queuedToSubmitUs, a.queuedToSubmitUs);
    EXPECT_EQ(b.submitToStartUs, a.submitToStartUs);
    EXPECT_EQ(b.profiled, a.profiled);
    ASSERT_EQ(b.commands.size(), a.commands.size());
    for (std::size_t i = 0; i < a.commands.size(); ++i)
        expectSame(b.commands[i], a.commands[i]);
    EXPECT_EQ(b.verified, a.verified);
    EXPECT_EQ(b.sampledVerification, a.sampledVerification);
    EXPECT_TRUE(std::isinf(b.maxAbsErr));
    EXPECT_TRUE(std::isnan(b.maxRelErr));
    EXPECT_EQ(b.tolerance, a.tolerance);
    EXPECT_EQ(b.error, a.error);
    EXPECT_EQ(b.status, a.status);
    EXPECT_EQ(b.offerOclgrindCheck, a.offerOclgrindCheck);
    ndr::RunResult none = a;
    none.cpuMs.reset();
    none.speedupVsCpu.reset();
    const auto c = throughCbor(none);
    EXPECT_FALSE(c.cpuMs.has_value());
    EXPECT_FALSE(c.speedupVsCpu.has_value());
}

TEST(RunJson, UserKernelRoundTripsAndMissingKeysAreRefused)
{
    ndr::UserKernel k{"user:k", "/tmp/k.cl", "k.cl", "__kernel void k() {}\n", "k", "-DX=1"};
    const auto b = throughCbor(k);
    EXPECT_EQ(b.name, k.name);
    EXPECT_EQ(b.path, k.path);
    EXPECT_EQ(b.fileName, k.fileName);
    EXPECT_EQ(b.source, k.source);
    EXPECT_EQ(b.entry, k.entry);
    EXPECT_EQ(b.buildOptions, k.buildOptions);
    nlohmann::json j = fullResult();
    j.erase("commands");
    EXPECT_THROW((void)j.get<ndr::RunResult>(), nlohmann::json::exception);
    nlohmann::json q = fullRequest();
    q["buffers"] = "mapped";
    EXPECT_THROW((void)q.get<ndr::RunRequest>(), ndr::Error);
}

// Every field of ndr::Error crosses the boundary; these sizes make the compiler point here when
// a field is added.
static_assert(sizeof(ndr::Error) == 168, "Error changed: carry the new field in errorMessage/errorFromMessage");

TEST(RunnerErrors, EveryFieldOfAnErrorRoundTrips)
{
    ndr::Error full(ndr::ErrorKind::InvalidInput, "message \"quoted\"\n");
    full.withLimit("CL_KERNEL_WORK_GROUP_SIZE", 256, 1024)
        .withClCall("clBuildProgram", -11, "CL_BUILD_PROGRAM_FAILURE")
        .withOclgrindCheck();
    const auto bytes = nlohmann::json::to_cbor(ndr::errorMessage(full));
    const ndr::Error back = ndr::errorFromMessage(nlohmann::json::from_cbor(bytes));
    EXPECT_EQ(back.kind(), full.kind());
    EXPECT_EQ(std::string(back.what()), std::string(full.what()));
    EXPECT_EQ(back.limit(), "CL_KERNEL_WORK_GROUP_SIZE");
    EXPECT_EQ(back.limitValue(), std::optional<std::uint64_t>(256));
    EXPECT_EQ(back.requested(), std::optional<std::uint64_t>(1024));
    EXPECT_EQ(back.clCall(), "clBuildProgram");
    EXPECT_EQ(back.clStatus(), std::optional<int>(-11));
    EXPECT_EQ(back.clStatusName(), "CL_BUILD_PROGRAM_FAILURE");
    EXPECT_TRUE(back.offersOclgrindCheck());

    const ndr::Error bare = ndr::errorFromMessage(ndr::errorMessage(ndr::runtimeError("x")));
    EXPECT_EQ(bare.kind(), ndr::ErrorKind::Runtime);
    EXPECT_TRUE(bare.limit().empty());
    EXPECT_FALSE(bare.limitValue());
    EXPECT_FALSE(bare.requested());
    EXPECT_TRUE(bare.clCall().empty());
    EXPECT_FALSE(bare.clStatus());
    EXPECT_FALSE(bare.offersOclgrindCheck());
}

TEST(RunnerFrames, PiecesReassembleAndGarbageIsRefused)
{
    const nlohmann::json first{{"type", "progress"}, {"fraction", 0.5}, {"status", "x"}};
    const nlohmann::json second{{"type", "wait"}, {"what", "kernel #1"}, {"begins", true}};
    std::vector<std::uint8_t> bytes = ndr::encodeFrame(first);
    const auto more = ndr::encodeFrame(second);
    bytes.insert(bytes.end(), more.begin(), more.end());
    ndr::FrameReader reader;
    std::vector<nlohmann::json> got;
    for (std::uint8_t b : bytes) { // one byte at a time: the worst a socket can do
        const char c = char(b);
        reader.feed(&c, 1);
        while (auto m = reader.next())
            got.push_back(*m);
    }
    ASSERT_EQ(got.size(), 2u);
    EXPECT_EQ(got[0], first);
    EXPECT_EQ(got[1], second);
    EXPECT_TRUE(reader.empty());

    ndr::FrameReader garbage;
    const char junk[] = "\x05\x00\x00\x00\xff\xff\xff\xff\xff";
    garbage.feed(junk, sizeof junk - 1);
    EXPECT_THROW((void)garbage.next(), std::exception);
    ndr::FrameReader huge;
    const char big[] = "\xff\xff\xff\xff";
    huge.feed(big, 4);
    EXPECT_THROW((void)huge.next(), std::runtime_error);
}

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
