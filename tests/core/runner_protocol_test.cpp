// What crosses the boundary to the kernel runner (Engine::runIsolated): requests, results, user
// kernels and errors round-trip exactly through the runner protocol's CBOR frames, and frames
// survive being split while garbage is refused. No device needed.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

#include "ndr/errors.hpp"
#include "ndr/run_check.hpp"
#include "ndr/user_kernel.hpp"
#include "records/run_json.hpp"
#include "ipc/runner_protocol.hpp"

namespace {

// A field added to these structs must be added to run_json.cpp (what the runner sends back) and
// to the round trips below; these sizes make the compiler point here when that happens.
static_assert(sizeof(ndr::RunRequest) == 168, "RunRequest changed: serialize the new field in run_json.cpp");
static_assert(sizeof(ndr::RunResult) == 792, "RunResult changed: serialize the new field in run_json.cpp");

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
    r.targetCi = ndr::CiTarget{0.03, 250, 12.5};
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
    r.kernelSourceHash = "fedcba9876543210";
    r.kernelSamplesMs = {1.5, 1.25, 2.0};
    r.kernelMsCi = ndr::Interval{1.25, 2.0};
    r.ciTarget = 0.02;
    r.ciStop = ndr::CiStop::TimeBudget;
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
    ASSERT_TRUE(b.targetCi.has_value());
    EXPECT_EQ(b.targetCi->halfWidth, a.targetCi->halfWidth);
    EXPECT_EQ(b.targetCi->maxReps, a.targetCi->maxReps);
    EXPECT_EQ(b.targetCi->maxSeconds, a.targetCi->maxSeconds);
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
    EXPECT_EQ(b.kernelSamplesMs, a.kernelSamplesMs);
    EXPECT_EQ(b.kernelMsCi, a.kernelMsCi);
    EXPECT_EQ(b.ciTarget, a.ciTarget);
    EXPECT_EQ(b.ciStop, a.ciStop);
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
    try {
        (void)j.get<ndr::RunResult>();
        ADD_FAILURE() << "a result without commands was read";
    } catch (const ndr::RunValueError& e) { // read strictly, naming the key
        EXPECT_EQ(e.field(), "commands");
    }
    nlohmann::json q = fullRequest();
    q["buffers"] = "mapped";
    EXPECT_THROW((void)q.get<ndr::RunRequest>(), ndr::Error);
}

// Every field of ndr::Error crosses the boundary; these sizes make the compiler point here when
// a field is added.
static_assert(sizeof(ndr::Error) == 192, "Error changed: carry the new field in errorMessage/errorFromMessage");

TEST(RunnerErrors, EveryFieldOfAnErrorRoundTrips)
{
    ndr::Error full(ndr::ErrorKind::InvalidInput, "message \"quoted\"\n");
    full.withLimit("CL_KERNEL_WORK_GROUP_SIZE", 256, 1024)
        .withClCall("clBuildProgram", -11, "CL_BUILD_PROGRAM_FAILURE")
        .withOclgrindCheck();
    ndr::Diagnostic d;
    d.file = "mine.cl";
    d.line = 7;
    d.column = 5;
    d.severity = ndr::DiagnosticSeverity::Warning;
    d.message = "unused variable 'x'";
    d.context = "    int x;\n        ^";
    full.withDiagnostics({d});
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
    ASSERT_EQ(back.diagnostics().size(), 1u);
    EXPECT_EQ(back.diagnostics()[0].file, "mine.cl");
    EXPECT_EQ(back.diagnostics()[0].line, 7);
    EXPECT_EQ(back.diagnostics()[0].column, 5);
    EXPECT_EQ(back.diagnostics()[0].severity, ndr::DiagnosticSeverity::Warning);
    EXPECT_EQ(back.diagnostics()[0].message, d.message);
    EXPECT_EQ(back.diagnostics()[0].context, d.context);

    const ndr::Error bare = ndr::errorFromMessage(ndr::errorMessage(ndr::runtimeError("x")));
    EXPECT_EQ(bare.kind(), ndr::ErrorKind::Runtime);
    EXPECT_TRUE(bare.limit().empty());
    EXPECT_FALSE(bare.limitValue());
    EXPECT_FALSE(bare.requested());
    EXPECT_TRUE(bare.clCall().empty());
    EXPECT_FALSE(bare.clStatus());
    EXPECT_FALSE(bare.offersOclgrindCheck());
    EXPECT_TRUE(bare.diagnostics().empty());
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
