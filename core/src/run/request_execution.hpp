#pragma once
// The second step of a request's pass (plan -> execute -> result, engine.cpp): a RequestPlan run
// in this process on its device's queues, timed, and (unless the kernel runner asks for the rows)
// verified against the CPU reference. The inputs, the reference and the CPU timings are kept
// between runs, so a sweep computes them once per N.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "cl/device_registry.hpp"
#include "cl/watchdog.hpp"
#include "ndr/cancel_token.hpp"
#include "ndr/fault_plan.hpp"
#include "ndr/progress.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "plan/request_plan.hpp"
#include "run/matmul_runner.hpp"
#include "run/vector_runner.hpp"

namespace ndr {

// The kernel runner's side of an isolated run: what it hands back instead of verifying (the
// rows of C that verification needs), and every bounded wait as it begins and ends.
struct ChildRun {
    Watchdog::WaitObserver observer;
    std::vector<float> rows;
};

// Rows checked when N is above kFullVerifyMaxN: the first and last rows (edge tiles) plus rows
// spread over the matrix with a stride co-prime to common tile sizes.
std::vector<std::size_t> sampledRows(std::size_t n);

class RequestExecutor {
public:
    // `faults`: the engine's test seam (ndr/fault_plan.hpp), acted out by the runners.
    RequestExecutor(DeviceRegistry& registry, const FaultPlan& faults) : registry_(registry), faults_(faults) {}

    // Runs the plan's commands and fills timings, the CPU time and (without `child`) the
    // verification into `r`. With `child` (the kernel runner): no CPU reference, no CPU timing and
    // no verification; the rows of C are left in child->rows. A run the watchdog gave up on parks
    // its queue and memory with the registry before the error leaves.
    void execute(const RequestPlan& rp, const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress,
                 ChildRun* child, RunResult& r);

    // Inputs for (n, seed), kept for later runs at the same N; with `withReference` also the CPU
    // reference of the rows verification checks (all rows up to kFullVerifyMaxN, else a sample).
    const MatmulData& prepareData(std::size_t n, std::uint32_t seed, bool needTransposed, const ProgressFn& progress,
                                  bool withReference = true);
    // Times the sequential CPU loop of (variant, N) once per executor; sets r.cpuMs.
    void cpuTime(const Variant& v, std::size_t n, const std::function<double()>& measure, const ProgressFn& progress,
                 RunResult& r);

private:
    // The queues for a run in `mode`; records the mode that runs (and why, after a fallback) in r.
    // besideLaunches: the plan has launches that need not wait for the one before them, which get
    // QueueSet::side (otherwise left null: they then run after it on the compute queue).
    QueueSet queuesFor(std::size_t device, QueueMode mode, bool besideLaunches, RunResult& r);
    void executeMatmul(const RequestPlan& rp, const RunRequest& req, const QueueSet& queues, const CancelToken& cancel,
                       const ProgressFn& progress, ChildRun* child, RunResult& r);
    void executeVector(const RequestPlan& rp, const RunRequest& req, const QueueSet& queues, const CancelToken& cancel,
                       const ProgressFn& progress, RunResult& r);

    DeviceRegistry& registry_;
    const FaultPlan& faults_;
    MatmulData data_;
    // Shared so that an abandoned run can keep the inputs its commands still read (watchdog).
    std::shared_ptr<VectorData> vectorData_ = std::make_shared<VectorData>();
    // The sequential loops are deterministic work: time each (workload, N) once.
    std::map<std::pair<int, std::size_t>, double> cpuMs_;
};

} // namespace ndr
