#include "run/request_execution.hpp"

#include <algorithm>
#include <stdexcept>

#include "ndr/errors.hpp"
#include "ndr/pocl_quirks.hpp"
#include "run/cpu_reference.hpp"

namespace ndr {

std::vector<std::size_t> sampledRows(std::size_t n)
{
    std::vector<std::size_t> rows{0, n - 1};
    const std::size_t count = 30;
    for (std::size_t i = 1; i <= count; ++i)
        rows.push_back((i * (n / (count + 1)) + i * 7) % n);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

void RequestExecutor::execute(const RequestPlan& rp, const RunRequest& req, const CancelToken& cancel,
                              const ProgressFn& progress, ChildRun* child, RunResult& r)
{
    const QueueSet queues = queuesFor(rp.device, req.queues, rp.plan.edgeGroups > 0, r);
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    // Test seam: a bug in the engine surfacing as a plain std::exception, which callers (the
    // studio's worker) must survive.
    if (faults_.throwInRun)
        throw std::logic_error("injected fault throw-in-run: a std::exception that is not an ndr::Error");
    if (rp.plan.variant->workload == Workload::MatMul)
        executeMatmul(rp, req, queues, cancel, progress, child, r);
    else
        executeVector(rp, req, queues, cancel, progress, r);
}

QueueSet RequestExecutor::queuesFor(std::size_t device, QueueMode mode, bool besideLaunches, RunResult& r)
{
    QueueSet qs;
    qs.compute = qs.transfer = &registry_.queue(device);
    r.queues = mode;
    if (mode == QueueMode::OutOfOrder) {
        if (cl::CommandQueue* ooo = registry_.outOfOrderQueue(device)) {
            qs.compute = qs.transfer = qs.side = ooo;
            qs.waitEach = false;
            return qs;
        }
        // Two in-order queues still let transfers and kernels overlap, which is the point.
        r.queueNote = "device " + r.deviceId +
                      " does not support out-of-order queues (CL_DEVICE_QUEUE_PROPERTIES "
                      "lacks CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE): ran with two in-order queues instead";
        r.queues = mode = QueueMode::TwoQueues;
    }
    if (mode == QueueMode::TwoQueues) {
        qs.transfer = &registry_.transferQueue(device);
        qs.transferIndex = 1;
        qs.waitEach = false;
    }
    // Independent kernels of a repetition (the tensor kernels' edge strips) run on the second
    // in-order queue, beside the launch before them; a plan without them leaves it uncreated.
    if (besideLaunches) {
        qs.side = &registry_.transferQueue(device);
        qs.sideIndex = 1;
    }
    return qs;
}

const MatmulData& RequestExecutor::prepareData(std::size_t n, std::uint32_t seed, bool needTransposed,
                                               const ProgressFn& progress, bool withReference)
{
    if (data_.n != n || data_.seed != seed || data_.a.empty()) {
        data_ = MatmulData{};
        data_.n = n;
        data_.seed = seed;
        data_.a = randomMatrix(n, seed);
        data_.b = randomMatrix(n, seed + 1);
        data_.sampled = n > kFullVerifyMaxN;
        if (data_.sampled) {
            data_.refRows = sampledRows(n);
        } else {
            data_.refRows.resize(n);
            for (std::size_t i = 0; i < n; ++i)
                data_.refRows[i] = i;
        }
    }
    if (withReference && data_.reference.empty()) {
        if (progress)
            progress(0.02, "computing the CPU reference");
        const std::vector<std::size_t> rows = data_.sampled ? data_.refRows : std::vector<std::size_t>{};
        data_.reference = referenceProduct(data_.a, data_.b, n, rows);
    }
    if (needTransposed && data_.bT.empty()) {
        data_.bT.resize(n * n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                data_.bT[j * n + i] = data_.b[i * n + j];
    }
    return data_;
}

void RequestExecutor::cpuTime(const Variant& v, std::size_t n, const std::function<double()>& measure,
                              const ProgressFn& progress, RunResult& r)
{
    const auto key = std::make_pair(int(v.workload) * 16 + int(v.scheme), n);
    auto it = cpuMs_.find(key);
    if (it == cpuMs_.end()) {
        if (progress)
            progress(0.05, "timing the sequential CPU loop");
        it = cpuMs_.emplace(key, measure()).first;
    }
    r.cpuMs = it->second;
}

void RequestExecutor::executeMatmul(const RequestPlan& prep, const RunRequest& req, const QueueSet& queues,
                                    const CancelToken& cancel, const ProgressFn& progress, ChildRun* child,
                                    RunResult& r)
{
    const DeviceInfo& info = registry_.infos()[prep.device];
    const Variant& v = *prep.plan.variant;
    prepareData(req.n, req.seed, v.transposeB, progress, !child);
    if (req.measureCpu && req.n <= kCpuTimingMaxN && !child)
        cpuTime(
            v, req.n, [&] { return sequentialTripleLoopMs(data_.a, data_.b, req.n); }, progress, r);
    Watchdog watchdog(req.timeoutS, cancel, isPoclDevice(info));
    if (child)
        watchdog.observeWaits(child->observer);
    try {
        if (child) {
            const std::vector<float> c =
                runMatmulCommands(registry_.context(prep.device), queues, info.profilingSupported, prep.program,
                                  prep.entry, prep.plan, req, data_, watchdog, faults_, progress, r);
            child->rows = data_.sampled ? matmulRows(c, req.n, data_.refRows) : c;
        } else {
            runMatmul(registry_.context(prep.device), queues, info.profilingSupported, prep.program, prep.entry,
                      prep.plan, req, data_, watchdog, faults_, progress, r);
        }
    } catch (...) {
        // Commands may still be running on the device: park their queues and memory.
        if (watchdog.gaveUp())
            registry_.abandonQueue(prep.device, watchdog.takeHeld());
        throw;
    }
    if (v.tunable && r.kernel.medianMs > 0)
        r.gbps = gemmTrafficBytes(v, prep.plan.gemm, req.n) / (r.kernel.medianMs * 1e-3) * 1e-9;
}

void RequestExecutor::executeVector(const RequestPlan& prep, const RunRequest& req, const QueueSet& queues,
                                    const CancelToken& cancel, const ProgressFn& progress, RunResult& r)
{
    const DeviceInfo& info = registry_.infos()[prep.device];
    const Variant& v = *prep.plan.variant;
    VectorData& vdata = *vectorData_;
    prepareVectorData(vdata, v, req.n, req.seed);
    if (req.measureCpu)
        cpuTime(
            v, req.n, [&] { return sequentialVectorMs(v, vdata); }, progress, r);
    Watchdog watchdog(req.timeoutS, cancel, isPoclDevice(info));
    try {
        runVector(registry_.context(prep.device), queues, info.profilingSupported, prep.program, prep.plan, req, vdata,
                  watchdog, faults_, progress, r);
    } catch (...) {
        if (watchdog.gaveUp()) {
            // The inputs may be device memory (CL_MEM_USE_HOST_PTR) of the abandoned commands.
            auto held = std::make_shared<std::pair<std::shared_ptr<void>, std::shared_ptr<VectorData>>>(
                watchdog.takeHeld(), vectorData_);
            vectorData_ = std::make_shared<VectorData>();
            registry_.abandonQueue(prep.device, held);
        }
        throw;
    }
}

} // namespace ndr
