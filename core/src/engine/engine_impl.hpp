#pragma once
// Engine internals shared by engine.cpp (the facade and the request's pass), engine_result.cpp,
// engine_isolated.cpp, engine_peaks.cpp, engine_ids.cpp and the kernel runner (runner_child.cpp).
// Declarations only: the steps live in plan/request_plan.cpp (plan), run/request_execution.cpp
// (execute) and engine/engine_result.cpp (result).
#include <string>

#include "cl/device_registry.hpp"
#include "cl/program_cache.hpp"
#include "ndr/engine.hpp"
#include "ndr/fault_plan.hpp"
#include "plan/request_plan.hpp"
#include "run/request_execution.hpp"

namespace ndr {

struct Engine::Impl {
    explicit Impl(const EngineOptions& options);

    DeviceRegistry registry;
    FaultPlan faults; // the test seam this engine acts out (EngineOptions::faults)
    ProgramCache programs;
    RequestExecutor executor;    // keeps the inputs, references and CPU timings between runs
    std::string peaksCacheError; // Engine::peaksCacheError()

    // Index into registry.infos() for P:D (resolveDeviceIndex).
    std::size_t resolve(int platformIndex, int deviceIndex) const;
    // The request's pass in this process: plan, execute, result. With `child` (the kernel runner)
    // set: no CPU reference, no CPU timing and no verification; the rows of C are left in child->rows.
    RunResult runHere(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress, ChildRun* child);
    // A tunable matmul variant of the catalogue on a PoCL device (Engine::run isolates explicit
    // parameters there).
    bool matmulOnPocl(const RunRequest& req) const;
};

// engine_result.cpp. The request and device half of a result, before anything is measured.
RunResult describeRun(const RequestPlan& rp, const RunRequest& req, const DeviceInfo& info);
// What follows from the measured figures (speed-up over the CPU loop), and the last progress report.
void finishRun(RunResult& r, const ProgressFn& progress);
// The parameters a tunable variant compiles, the layer they came from and its detail.
void recordParams(RunResult& r, const GemmParams& gemm, GemmParamsSource source, const std::string& note);

} // namespace ndr
