#include "run/matmul_runner.hpp"

#include <cmath>
#include <cstring>
#include <memory>
#include <optional>

#include "base/cl_error.hpp"
#include "cl/cblas_library.hpp"
#include "ndr/errors.hpp"
#include "run/command_timing.hpp"
#include "run/launch_pipeline.hpp"
#include "run/matmul_launches.hpp"
#include "run/matmul_resources.hpp"

namespace ndr {

namespace {

// A, B and C on the device in the requested host-buffer mode; with Alloc, A and B are written
// through the transfer queue (both enqueued, then waited for: they may overlap).
void createMatmulBuffers(cl::Context& ctx, CommandRecorder& rec, const RunRequest& req, bool accumulates,
                         MatmulResources& res, std::size_t bytes, std::vector<cl::Event>& writes, std::string& stage)
{
    RunResult& r = rec.result();
    // A kernel that accumulates into C (C += …, cpu_blocked's passes after the first, split-K's
    // adds) also reads it: C must be readable by kernels then.
    const cl_mem_flags outputAccess = accumulates ? CL_MEM_READ_WRITE : CL_MEM_WRITE_ONLY;
    switch (req.buffers) {
    case BufferMode::Copy: {
        const std::int64_t t0 = steadyNs();
        res.dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, res.hA.data());
        res.dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, res.hB.data());
        r.writeMs = double(steadyNs() - t0) * 1e-6;
        res.dC = cl::Buffer(ctx, outputAccess, bytes);
        break;
    }
    case BufferMode::Use: {
        const std::int64_t t0 = steadyNs();
        res.dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, bytes, res.hA.data());
        res.dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, bytes, res.hB.data());
        r.writeMs = double(steadyNs() - t0) * 1e-6;
        res.dC = cl::Buffer(ctx, outputAccess | CL_MEM_USE_HOST_PTR, bytes, res.hC.data());
        break;
    }
    case BufferMode::Alloc: {
        res.dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, bytes);
        res.dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, bytes);
        res.dC = cl::Buffer(ctx, outputAccess | CL_MEM_ALLOC_HOST_PTR, bytes);
        stage = "writing A and B";
        writes.push_back(rec.write(res.dA, res.hA.data(), bytes, "write A"));
        rec.completeIfSerial();
        writes.push_back(rec.write(res.dB, res.hB.data(), bytes, "write B"));
        rec.completeIfSerial();
        rec.complete();
        r.writeMs = 0;
        for (const auto& c : r.commands)
            r.writeMs += c.durationMs();
        break;
    }
    }
}

// C read back (or mapped, with USE_HOST_PTR) after `after`, into a vector of N x N floats.
std::vector<float> readC(CommandRecorder& rec, const RunRequest& req, MatmulResources& res, std::size_t bytes,
                         const std::vector<cl::Event>& after)
{
    const QueueSet& qs = rec.queues();
    std::vector<float> c(bytes / sizeof(float));
    cl::Event ev;
    const std::int64_t h0 = steadyNs();
    const std::vector<cl::Event>* wait = &after;
    if (req.buffers == BufferMode::Use) {
        void* p = qs.transfer->enqueueMapBuffer(res.dC, CL_FALSE, CL_MAP_READ, 0, bytes, wait, &ev);
        rec.enqueued(ev, "map C", CommandKind::Map, false, bytes, h0, true);
        rec.complete();
        std::memcpy(c.data(), p, bytes);
        cl::Event unmapped;
        qs.transfer->enqueueUnmapMemObject(res.dC, p, nullptr, &unmapped);
        rec.watchdog().wait(unmapped, "unmap C");
    } else {
        qs.transfer->enqueueReadBuffer(res.dC, CL_FALSE, 0, bytes, res.hC.data(), wait, &ev);
        rec.enqueued(ev, "read C", CommandKind::Read, false, bytes, h0, true);
        rec.complete();
        std::memcpy(c.data(), res.hC.data(), bytes);
    }
    rec.result().readMs = rec.result().commands.back().durationMs();
    return c;
}

} // namespace

namespace {

// A host library (cblas): warm-ups and repetitions of the call on host arrays, each timed with the
// host clock around the call alone; no OpenCL buffer or command is involved.
std::vector<float> runHostMatmul(const QueueSet& qs, bool profiling, const LaunchPlan& plan, const RunRequest& req,
                                 const MatmulData& data, Watchdog& watchdog, const FaultPlan& faults,
                                 const ProgressFn& progress, RunResult& r)
{
    const std::size_t n = plan.n, elems = n * n;
    std::vector<float> c(elems, 0.0f);
    const float* a = data.a.data();
    const float* b = data.b.data();
    float* out = c.data();
    Launch call;
    call.hostCall = [n, a, b, out] {
        std::int64_t h0 = 0, h1 = 0;
        cblasSgemmTimed(n, a, b, out, h0, h1);
        return std::make_pair(h0, h1);
    };
    const std::vector<Launch> launches = {call};
    const std::int64_t wall0 = steadyNs();
    CommandRecorder rec(qs, profiling, watchdog, r);
    RepetitionLoop loop(rec, launches, {});
    loop.announceLaunches(true);
    std::string stage = "calling the library";
    const std::vector<double> timedMs = loop.run(req, progress, stage);
    if (faults.corruptOutput)
        c[elems - 1] += 1.0f;
    r.wallMs = double(steadyNs() - wall0) * 1e-6;
    fillKernelStatistics(r, *plan.variant, n, plan.local, timedMs);
    return c;
}

} // namespace

std::vector<float> runMatmulCommands(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program,
                                     const std::string& entry, const LaunchPlan& plan, const RunRequest& req,
                                     const MatmulData& data, Watchdog& watchdog, const FaultPlan& faults,
                                     const ProgressFn& progress, RunResult& r)
{
    const Variant& v = *plan.variant;
    if (v.onHost)
        return runHostMatmul(qs, profiling, plan, req, data, watchdog, faults, progress, r);
    const std::size_t n = plan.n, elems = n * n, bytes = elems * sizeof(float);
    const std::vector<float>& bSrc = v.transposeB ? data.bT : data.b;
    auto res = std::make_shared<MatmulResources>(elems);
    watchdog.holdWhileQueued(res);
    std::memcpy(res->hA.data(), data.a.data(), bytes);
    std::memcpy(res->hB.data(), bSrc.data(), bytes);
    std::memset(res->hC.data(), 0, bytes);

    std::string stage = "creating buffers";
    try {
        // External variants (clblast) run a library call instead of a kernel of ours.
        if (!v.external)
            res->kernel.emplace(program, entry.c_str());
        const std::int64_t wall0 = steadyNs();
        if (faults.allocationFailsFor(n))
            throw cl::Error(CL_MEM_OBJECT_ALLOCATION_FAILURE, "clCreateBuffer");
        CommandRecorder rec(qs, profiling, watchdog, r);
        std::vector<cl::Event> writes; // the kernels' wait list: A and B on the device
        // User kernels may accumulate into C: it is zeroed (a buffer fill) before every launch.
        // Split-K's slices add into C too, zeroed by a kernel of theirs (splitKLaunches), in the
        // tensor-memory form by tma_prep (createTensorMapOperands).
        const bool zeroC = v.zeroOutputBeforeLaunch;
        const bool zeroLaunch = plan.kSplit > 1 && !plan.tensorMaps;
        if (zeroLaunch)
            res->zero.emplace(program, "zero_c");
        const bool edges = plan.edgeGroups > 0;
        // The tensor-memory form reads A itself only from device memory with 16-byte aligned rows.
        const bool prepareA = plan.tensorMaps && (plan.tensorMapsPrepareA || req.buffers == BufferMode::Use);
        if (edges)
            res->edges.emplace(program, plan.edgeSums ? "edge_sums" : "edge_strips");
        createMatmulBuffers(ctx, rec, req, zeroC || plan.kSplit > 1 || v.packedPanels, *res, bytes, writes, stage);

        stage = "setting kernel arguments";
        if (v.packedPanels) {
            createPanels(ctx, program, plan, *res, stage);
        } else if (plan.tensorMaps) {
            createTensorMapOperands(ctx, qs, program, plan, prepareA, *res, stage);
        } else if (res->kernel) {
            setMatmulArgs(*res->kernel, n, res->dA, res->dB, res->dC);
            if (v.localRowOfN)
                res->kernel->setArg(4, cl::Local(n * sizeof(float)));
        }
        std::vector<Launch> launches = v.packedPanels ? panelLaunches(plan, *res)
                                       : zeroLaunch   ? splitKLaunches(qs, plan, *res, n, edges)
                                       : edges        ? edgeStripLaunches(qs, plan, *res, n)
                                                      : std::vector<Launch>{matmulLaunch(qs, plan, *res, n)};
        if (plan.tensorMaps)
            launches = tensorMapLaunches(plan, *res, prepareA, std::move(launches));
        RepetitionLoop loop(rec, launches, writes);
        loop.announceLaunches(true);
        if (zeroC)
            // The contract of kernels that may accumulate: C holds zeros when each launch starts.
            // The fill waits for the previous launch (which wrote C); the launch waits for the fill.
            loop.setBeforeLaunch([&](const std::string& launch, bool warm) -> std::optional<cl::Event> {
                stage = "zeroing C";
                cl::Event ev;
                const std::int64_t h0 = steadyNs();
                const std::vector<cl::Event>& last = loop.lastLaunch();
                qs.compute->enqueueFillBuffer(res->dC, 0.0f, 0, bytes, last.empty() ? nullptr : &last, &ev);
                rec.enqueued(ev, "zero C before " + launch, CommandKind::Write, warm, bytes, h0, false);
                rec.completeIfSerial();
                return ev;
            });
        const std::vector<double> timedMs = loop.run(req, progress, stage);

        stage = "reading C";
        std::vector<float> c = readC(rec, req, *res, bytes, loop.lastLaunch());
        // Test seam (FaultPlan): a correct kernel cannot be made to fail on demand.
        if (faults.corruptOutput)
            c[elems - 1] += 1.0f;
        r.wallMs = double(steadyNs() - wall0) * 1e-6;
        // The library calls were timed on the host; the writes and the read on the device.
        placeHostTimedCommands(r.commands, profiling);

        fillKernelStatistics(r, v, n, plan.local, timedMs);
        return c;
    } catch (const cl::Error& e) {
        throw openclFailure(stage, e.what(), e.err());
    }
}

void verifyMatmul(const float* c, const MatmulData& data, bool tf32, RunResult& r)
{
    const std::size_t n = data.n;
    r.tolerance = matmulTolerance(n, tf32);
    r.sampledVerification = data.sampled;
    double maxAbs = 0, maxRef = 0;
    std::size_t badRi = 0, badCol = 0;
    bool bad = false;
    for (std::size_t ri = 0; ri < data.refRows.size(); ++ri) {
        for (std::size_t col = 0; col < n; ++col) {
            const double ref = data.reference[ri * n + col];
            const double got = c[ri * n + col];
            const double diff = std::fabs(got - ref);
            maxRef = std::max(maxRef, std::fabs(ref));
            if (!(diff <= r.tolerance) && !bad) { // also catches NaN
                bad = true;
                badRi = ri;
                badCol = col;
            }
            if (std::isnan(diff) || diff > maxAbs)
                maxAbs = std::isnan(diff) ? INFINITY : diff;
        }
    }
    r.maxAbsErr = maxAbs;
    r.maxRelErr = maxRef > 0 ? maxAbs / maxRef : maxAbs;
    r.verified = !bad;
    r.status = bad ? RunStatus::VerificationFailed : RunStatus::Verified;
    if (bad) {
        char buf[256];
        std::snprintf(buf, sizeof buf,
                      "verification failed: C(%zu,%zu) = %.6g but the CPU reference is %.6g "
                      "(max |error| %.3g > tolerance %.3g)",
                      data.refRows[badRi], badCol, double(c[badRi * n + badCol]), data.reference[badRi * n + badCol],
                      maxAbs, r.tolerance);
        r.error = buf;
    }
}

std::vector<float> matmulRows(const std::vector<float>& c, std::size_t n, const std::vector<std::size_t>& rows)
{
    std::vector<float> out(rows.size() * n);
    for (std::size_t ri = 0; ri < rows.size(); ++ri)
        std::memcpy(out.data() + ri * n, c.data() + rows[ri] * n, n * sizeof(float));
    return out;
}

void runMatmul(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program,
               const std::string& entry, const LaunchPlan& plan, const RunRequest& req, MatmulData& data,
               Watchdog& watchdog, const FaultPlan& faults, const ProgressFn& progress, RunResult& r)
{
    const std::vector<float> c =
        runMatmulCommands(ctx, qs, profiling, program, entry, plan, req, data, watchdog, faults, progress, r);
    if (progress)
        progress(0.95, "verifying");
    if (data.sampled)
        verifyMatmul(matmulRows(c, data.n, data.refRows).data(), data, plan.variant->tf32, r);
    else
        verifyMatmul(c.data(), data, plan.variant->tf32, r);
}

} // namespace ndr
