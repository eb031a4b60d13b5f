#pragma once
#include <CL/opencl.hpp>

#include <vector>

#include "cl/watchdog.hpp"
#include "ndr/cancel_token.hpp"
#include "ndr/fault_plan.hpp"
#include "ndr/progress.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "plan/validator.hpp"
#include "run/command_timing.hpp"

namespace ndr {

// Inputs and the CPU reference for one (N, seed), shared by every variant of a sweep at that N.
struct MatmulData {
    std::size_t n = 0;
    std::uint32_t seed = 0;
    std::vector<float> a, b, bT;      // bT filled on demand
    std::vector<std::size_t> refRows; // rows the reference holds (all rows when N is small)
    std::vector<double> reference;    // refRows.size() x N
    bool sampled = false;
};

// Largest N verified against the whole reference; above it a documented sample of rows is used.
constexpr std::size_t kFullVerifyMaxN = 2048;
// Largest N for which the sequential triple loop is timed (cpu_ms).
constexpr std::size_t kCpuTimingMaxN = 1024;

// matmulTolerance (variant.hpp): float accumulation error grows about like N·eps, and an indexing
// bug is off by O(sqrt(N)), so the tolerance separates the two at every N.

// Enqueues buffers, the kernel (warm-up + repetitions, each waited for through the watchdog so a
// cancel or an overlong kernel ends the wait) and the read-back on the queues of `qs`, ordered by
// event wait lists, and fills the timings into `result`. Returns C (N x N) as read back. Variants
// with zeroOutputBeforeLaunch get a fill of C with zeros before every launch. `entry` is the
// kernel function to launch; `data` needs the inputs only (not the reference). `faults`: the
// engine's test plan (allocationFailsFor, corruptOutput).
std::vector<float> runMatmulCommands(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program,
                                     const std::string& entry, const LaunchPlan& plan, const RunRequest& req,
                                     const MatmulData& data, Watchdog& watchdog, const FaultPlan& faults,
                                     const ProgressFn& progress, RunResult& result);

// Checks `c` against the reference: c holds the rows data.refRows (in that order), N floats each.
// Fills verified, the errors, the tolerance (TF32's when the variant multiplies TF32-rounded
// inputs) and, on a mismatch, the error naming the element.
void verifyMatmul(const float* c, const MatmulData& data, bool tf32, RunResult& result);

// The listed rows of an N x N matrix, stored densely in the order given.
std::vector<float> matmulRows(const std::vector<float>& c, std::size_t n, const std::vector<std::size_t>& rows);

// runMatmulCommands, then verifyMatmul (the in-process run).
void runMatmul(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program,
               const std::string& entry, const LaunchPlan& plan, const RunRequest& req, MatmulData& data,
               Watchdog& watchdog, const FaultPlan& faults, const ProgressFn& progress, RunResult& result);

} // namespace ndr
