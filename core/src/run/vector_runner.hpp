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

// Inputs for one (n, seed) of the 1-D workloads, shared across their variants.
struct VectorData {
    std::size_t n = 0;
    std::uint32_t seed = 0;
    std::vector<float> a, b, c; // reduce uses a; vadd uses a, b (and c)
};

void prepareVectorData(VectorData& data, const Variant& v, std::size_t n, std::uint32_t seed);

// Host reference loop time (ms) of the plain sequential C version of the workload.
double sequentialVectorMs(const Variant& v, const VectorData& data);

// Enqueues inputs, the variant's launch scheme (warm-up + repetitions; a repetition may be several
// launches, timed from the first START to the last END) on the queues of `qs`, reads back,
// verifies. Every wait goes through the watchdog; `data` must outlive an abandoned run (the
// engine parks it). `faults`: the engine's test plan (allocationFailsFor, corruptOutput).
void runVector(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program, const LaunchPlan& plan,
               const RunRequest& req, const VectorData& data, Watchdog& watchdog, const FaultPlan& faults,
               const ProgressFn& progress, RunResult& result);

} // namespace ndr
