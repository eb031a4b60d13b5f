#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/fault_plan.hpp"
#include "ndr/id_capture.hpp"
#include "ndr/inspect_report.hpp"
#include "ndr/peaks.hpp"
#include "ndr/progress.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/version.hpp"

namespace ndr {

class Error;
class RunnerChild;

// Called from the worker thread as each sweep run finishes (results are never lost to a cancel).
using ResultFn = std::function<void(const RunResult&)>;

struct Validation {
    bool ok = true;
    std::string reason; // names the broken limit
    // The refusal with its structure (kind, limit, value, request, OpenCL call); empty when ok.
    std::optional<Error> error;
    std::size_t globalX = 0, globalY = 1;
    LocalSize local;                     // resolved (automatic replaced)
    std::size_t kernelWorkGroupSize = 0; // CL_KERNEL_WORK_GROUP_SIZE of the compiled kernel (0: none compiled)
};

struct SkippedRun {
    std::string variant;
    std::size_t n = 0;
    LocalSize local;
    std::string reason;
};

struct SweepResult {
    std::vector<RunResult> runs;
    std::vector<SkippedRun> skipped;
    bool cancelled = false;
};

// The Qt-free engine. Blocking calls, safe from one worker thread at a time; the program cache
// lives as long as the engine. Construction enumerates platforms (none is not an error).
//
// Cancellation, the same for every job: each call takes a CancelToken, looked at between steps
// (and, for runs, while a command is waited for: the watchdog's poll).
//  - A job of one result (run, runIsolated, measurePeaks, captureIds) throws Error(Cancelled)
//    and keeps nothing: a half-measured run, peak set or id grid is not a result.
//  - A job of many results (sweep, Tuner::tune) never throws Cancelled: it returns every result
//    finished before the cancel with `cancelled` set, so nothing measured is lost; the one in
//    flight is dropped.
// Callers decide on ErrorKind::Cancelled / `cancelled`, never on a message.
// How an engine is built. Production code uses the defaults.
struct EngineOptions {
    FaultPlan faults; // test seam: failures acted out by this engine (ndr/fault_plan.hpp)
};

class Engine {
public:
    explicit Engine(const EngineOptions& options = {});
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    const std::vector<DeviceInfo>& devices() const;
    // Index into devices() for P:D (-1,-1 = default: first GPU, else first device);
    // throws Error(InvalidInput) naming the valid range.
    std::size_t resolveDevice(int platformIndex, int deviceIndex) const;

    // Checks the request against the variant and the device before anything is enqueued.
    // Compiles the variant (cached) to read CL_KERNEL_WORK_GROUP_SIZE / local memory use.
    Validation validate(const RunRequest& request);

    // Runs one request. Invalid input throws Error(InvalidInput) naming the limit broken;
    // OpenCL failures throw Error(Runtime) with the failing call and status (build failures
    // carry the build log); a failed verification is returned with status VerificationFailed,
    // verified=false and error set. Cancel: throws Error(Cancelled). User kernels ("user:…")
    // always run isolated (runIsolated); the catalogue's variants run in this process.
    RunResult run(const RunRequest& request, const CancelToken& cancel = {}, const ProgressFn& progress = {});

    // Runs a matmul request in a child process, the kernel runner (ndr-kernel-runner), so that a
    // kernel that crashes or never ends cannot take this process with it. The runner compiles and
    // launches; this process keeps the CPU reference, verifies, and is the watchdog: past
    // request.timeoutS in one command, or on cancel, the runner is killed (which stops its kernel).
    // A runner that crashes, hangs, exits early or answers garbage ends the run with
    // Error(Runtime) naming the cause (the signal, the limit) and offersOclgrindCheck() set; the
    // engine stays usable. Input and build errors come back as Error(InvalidInput) as from run().
    // Not for reduce/vadd/pi or clblast (Error(InvalidInput)).
    // `testFault` is a test seam handed to the runner: "crash" (SIGSEGV once the kernel is built),
    // "hang" (stops answering inside a command wait), "exit" (exits 3 without an answer),
    // "garbage" (answers with a malformed message); empty in production.
    RunResult runIsolated(const RunRequest& request, const CancelToken& cancel = {}, const ProgressFn& progress = {},
                          const std::string& testFault = {});

    // The result row for a request that failed before it produced one (a runtime error thrown by
    // run()): request and device metadata filled in, `error` set, nothing measured, status
    // RuntimeError. The Error overload takes the status from the error's kind (Cancelled,
    // Skipped for invalid input) and carries its offer to check the kernel with Oclgrind.
    RunResult failedResult(const RunRequest& request, const std::string& error) const;
    RunResult failedResult(const RunRequest& request, const Error& error) const;

    // Runs the cartesian product; per-run failures are recorded in the result, not thrown.
    SweepResult sweep(const SweepRequest& request, const CancelToken& cancel = {}, const ProgressFn& progress = {},
                      const ResultFn& onResult = {});

    // Source of the variant's kernel and the exact options it would be compiled with.
    std::string kernelSource(const std::string& variant) const;
    std::string buildOptions(const RunRequest& request);

    std::size_t programCacheSize() const;

    // Makes a user's matmul kernel runnable as the variant "user:<stem>" (returned); loading a
    // file of the same stem again replaces it. Build errors surface on validate()/run().
    std::string addUserKernel(const UserKernel& kernel);

    // clpeak-style micro-benchmarks (read bandwidth as clpeak measures it, copy bandwidth, FMA
    // throughput, launch latency) on one device; the result is written to peaksCachePath() keyed
    // by device name, driver and platform. A cancelled measurement throws Cancelled and writes nothing.
    DevicePeaks measurePeaks(int platformIndex, int deviceIndex, const CancelToken& cancel = {},
                             const ProgressFn& progress = {});
    // Why the last measurePeaks() could not write the cache (its figures were returned all the
    // same), naming the file; empty when it could.
    const std::string& peaksCacheError() const;
    // The cached peaks of a device, if measured before with the same driver.
    std::optional<DevicePeaks> cachedPeaks(int platformIndex, int deviceIndex) const;
    void clearPeaksCache() const;

    // Work-group explorer: runs the whole NDRange of the work_item_ids tool kernel and returns
    // the ids the device reported for the request's window, each checked against the arithmetic.
    IdCapture captureIds(const IdCaptureRequest& request, const CancelToken& cancel = {});

    // What the compiler made of the request's kernel (a variant or a user kernel "user:…") on its
    // device at its N, local size and parameters: build options and log, the kernel's work-group
    // limits and memory; on NVIDIA the -cl-nv-verbose ptxas figures, the PTX and the occupancy at
    // that local size; on PoCL the work-group spread and, for matmul variants and user kernels, the
    // x86-64 assembly of the work-group function PoCL compiled for that local size and the LLVM IR
    // (one run in the kernel runner with a private PoCL cache, deleted afterwards). Errors as
    // run(): a user kernel that does not build is Error(InvalidInput) with diagnostics(); cancel
    // throws Error(Cancelled). An automatic local size is resolved as for run(). A build's
    // warnings are in the report's diagnostics; to check a kernel's build alone, validate() (its
    // error carries the diagnostics).
    InspectReport inspect(const RunRequest& request, const CancelToken& cancel = {}, const ProgressFn& progress = {});

    // Test seam: from now on every device is treated as lacking non-uniform work-groups (as an
    // OpenCL 1.2 device does), so that the refusal and the padded fallback of a ragged NDRange
    // can be exercised on a device that has them.
    void simulateUniformWorkGroupsOnly();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    friend class RunnerChild; // the kernel runner's side of runIsolated (core/src/engine/runner_child.hpp)
};

} // namespace ndr
