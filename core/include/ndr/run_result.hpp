#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/gemm_params_source.hpp"
#include "ndr/local_size.hpp"
#include "ndr/run_request.hpp"
#include "ndr/statistics.hpp"

namespace ndr {

enum class CommandKind { Write, Kernel, Read, Map };
std::string toString(CommandKind k);

// One enqueued command and its four profiling timestamps (device clock, ns) plus the host
// steady-clock time around its enqueue, so later views can put host and device on one axis.
// Every command of a run is on the same device clock (see hostTimed).
struct CommandTiming {
    std::string name; // "write A", "kernel #3", "read C"
    CommandKind kind = CommandKind::Kernel;
    bool warmup = false;
    std::uint64_t bytes = 0;
    std::uint64_t queuedNs = 0, submitNs = 0, startNs = 0, endNs = 0;
    std::int64_t hostEnqueueBeginNs = 0, hostEnqueueEndNs = 0; // steady clock
    // The host's blocking wait that covered this command (clWaitForEvents / clFinish); shared by
    // commands that were waited for together. 0 when the run was imported.
    std::int64_t hostWaitBeginNs = 0, hostWaitEndNs = 0;
    // 0: the (kernel) queue; 1: the second queue: transfers in QueueMode::TwoQueues, and kernels
    // that run beside the one before them (the tensor kernels' edge strips).
    int queue = 0;
    // True for a library call timed on the host (CLBlast: clFinish before and after the call):
    // its four timestamps are that host interval mapped onto the device clock with the run's
    // other, device-profiled commands (QUEUED = SUBMIT = START), so it does not take part in
    // mapDeviceToHost. The host enqueue interval is the call itself.
    bool hostTimed = false;

    double durationMs() const { return double(endNs - startNs) * 1e-6; }
};

// How a run ended. Code decides on this, never on RunResult::error's wording: the CLI's exit
// code, the studio's row colours and charts.
enum class RunStatus {
    Verified,           // ran, and its output matched the CPU reference
    VerificationFailed, // ran, and its output did not match (error says where)
    RuntimeError,       // an OpenCL or runtime failure (a build failure, a crashed kernel, …)
    Cancelled,          // stopped before it finished
    Skipped,            // not run: the request broke a limit (error says which)
};
std::string toString(RunStatus s); // "verified", "verification_failed", "runtime_error", "cancelled", "skipped"
std::optional<RunStatus> parseRunStatus(const std::string& text);

// Why the repetitions stopped when the request set a target for the interval (CiTarget).
enum class CiStop {
    NotAsked,   // no target: the request's repetitions
    Reached,    // the interval's half-width came within the target
    RepBudget,  // the repetition budget ran out first
    TimeBudget, // the time budget ran out first
    TooFew,     // one repetition allowed: no interval at all
};
std::string toString(CiStop s); // "", "reached", "repetition budget", "time budget", "too few"
std::optional<CiStop> parseCiStop(const std::string& text);

struct KernelStats {
    double minMs = 0, medianMs = 0, meanMs = 0, stddevMs = 0;
};

struct RunResult {
    // What ran.
    std::string timestamp; // ISO 8601 UTC
    std::string appVersion;
    std::string platform, device, driver;
    std::string deviceId; // "P:D"
    std::string variant;
    std::string workload = "matmul"; // matmul|reduce|vadd|pi
    std::size_t n = 0;               // matrix order for matmul, element (step) count otherwise
    std::size_t globalX = 0, globalY = 1;
    LocalSize local;
    BufferMode buffers = BufferMode::Copy;
    QueueMode queues = QueueMode::InOrder; // the mode that ran (after any fallback)
    std::string queueNote;                 // why the requested mode was replaced, else empty
    int warmup = 0, reps = 0;
    std::uint32_t seed = 0;
    // Tunable variants: the parameters compiled in, "MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4"
    // (GemmParams::toString), the layer they came from (explicit, tuned, a database layer or the
    // default), and that layer's detail (GemmResolution::note): the database entry's key
    // ("pocl/CPU"), and why a layer above gave way at this N ("tuned MWG=256,… gives 32
    // work-groups for 132 compute units at this N"). Empty and None for the other variants.
    std::string params;
    GemmParamsSource paramsSource = GemmParamsSource::None;
    std::string paramsNote;

    // Measurements. Empty optionals mean "not modelled" or "not measured", never 0.
    // false: the run failed before anything was timed (Engine::failedResult); the kernel times,
    // host times and errors below are then unknown and exported as empty fields.
    bool measured = true;
    KernelStats kernel;
    // The timed repetitions' kernel times (ms), in the order they ran; the statistics above are
    // theirs. Empty for a run stored before they were kept: it has no interval.
    std::vector<double> kernelSamplesMs;
    // The 95 % bootstrap interval of the median kernel time (ndr::medianInterval of the samples);
    // none with fewer than two samples. GFLOP/s and GB/s intervals follow from it
    // (ndr::inverseInterval), so they are not stored.
    std::optional<Interval> kernelMsCi;
    double ciTarget = 0; // the half-width asked for (0.02 = ±2 %); 0 when none was
    CiStop ciStop = CiStop::NotAsked;
    std::optional<double> gflops; // catalogue FLOP count / median kernel time
    // Catalogue traffic model / median kernel time (the headline for reduce/vadd); empty where
    // the variant has no traffic model (clblast, user kernels, pi).
    std::optional<double> gbps;
    double wallMs = 0;  // host wall clock: first enqueue to read complete
    double writeMs = 0; // write commands (alloc) or host buffer creation (copy/use)
    double readMs = 0;
    std::optional<double> cpuMs;        // sequential triple loop
    std::optional<double> speedupVsCpu; // cpuMs / median kernel ms
    // Means over the timed kernel commands; empty without device profiling timestamps (a device
    // without profiling, a library call timed on the host clock) or when nothing was timed.
    std::optional<double> queuedToSubmitUs;
    std::optional<double> submitToStartUs;
    bool profiled = true; // false: device lacked profiling, wall clock used
    std::vector<CommandTiming> commands;

    // Verification.
    bool verified = false;
    bool sampledVerification = false;
    double maxAbsErr = 0, maxRelErr = 0, tolerance = 0;
    std::string error; // non-empty: the run failed (verification, validation or runtime)
    // Set by the engine on every result (verification, Engine::failedResult). Verified counts only
    // together with `verified` (ok()), so a result built by hand is judged by `verified`.
    RunStatus status = RunStatus::Verified;
    // The failure may be the kernel's own (it crashed or hung the kernel runner): offer to check it
    // with Oclgrind (Error::offersOclgrindCheck). Not exported: advice, not a measurement.
    bool offerOclgrindCheck = false;
    // Which kernel text ran: FNV-1a 64-bit of its OpenCL C source (the embedded .cl file, or the
    // user's file) as 16 hex digits, so two runs of an edited kernel are told apart. Empty for a
    // library call (clblast) and where the variant is unknown.
    std::string kernelSourceHash;

    std::optional<Interval> gflopsCi() const
    {
        return gflops ? inverseInterval(*gflops, kernel.medianMs, kernelMsCi) : std::nullopt;
    }
    std::optional<Interval> gbpsCi() const
    {
        return gbps ? inverseInterval(*gbps, kernel.medianMs, kernelMsCi) : std::nullopt;
    }

    bool ok() const { return status == RunStatus::Verified && verified && error.empty(); }
    // The status, with a result that claims Verified without being verified as a failed one.
    RunStatus outcome() const
    {
        return status == RunStatus::Verified && !ok() ? RunStatus::VerificationFailed : status;
    }
};

} // namespace ndr
