#include "matmul_runner.hpp"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>

#include "cl_error.hpp"
#include "clblast_library.hpp"
#include "command_timing.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

// Page-aligned host memory: CL_MEM_USE_HOST_PTR may only be zero-copy on aligned pointers.
struct AlignedFloats {
    explicit AlignedFloats(std::size_t count)
    {
        const std::size_t bytes = ((count * sizeof(float) + 4095) / 4096) * 4096;
        ptr.reset(static_cast<float*>(std::aligned_alloc(4096, bytes ? bytes : 4096)));
        if (!ptr)
            throw runtimeError("out of host memory allocating " + formatBytes(bytes));
    }
    float* data() { return ptr.get(); }
    struct Free {
        void operator()(float* p) const { std::free(p); }
    };
    std::unique_ptr<float, Free> ptr;
};

// Everything enqueued commands read or write: owned jointly with the watchdog, which hands it to
// the abandoned queue if the run is given up while commands are still in flight.
struct MatmulResources {
    explicit MatmulResources(std::size_t elems) : hA(elems), hB(elems), hC(elems) {}
    AlignedFloats hA, hB, hC;
    cl::Buffer dA, dB, dC;
    std::optional<cl::Kernel> kernel; // none for external (library) variants
};

} // namespace

double matmulTolerance(std::size_t n, bool tf32)
{
    const double fp32 = std::max(1e-5, 2e-6 * double(n));
    if (!tf32)
        return fp32;
    // Each input rounded to TF32 (10 mantissa bits, round to nearest) is off by up to u = 2^-11
    // relative, so each product a*b by up to 2u|ab| <= 2u. The rounding errors are independent with
    // mean 0 and variance u^2/3 per input: the sum over N products has a standard deviation of at
    // most u*sqrt(2N/3). Six of those, on top of the FP32 accumulation allowance.
    return fp32 + 6.0 * std::ldexp(1.0, -11) * std::sqrt(2.0 * double(n) / 3.0);
}

std::string matmulToleranceRule(bool tf32)
{
    return tf32 ? "max(1e-5, 2e-6*N) + 6*2^-11*sqrt(2N/3) (TF32 inputs)" : "max(1e-5, 2e-6*N) (FP32)";
}

std::vector<float> runMatmulCommands(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program,
                                     const std::string& entry, const LaunchPlan& plan, const RunRequest& req,
                                     const MatmulData& data, Watchdog& watchdog, const FaultPlan& faults,
                                     const ProgressFn& progress, RunResult& r)
{
    const Variant& v = *plan.variant;
    const std::size_t n = plan.n, elems = n * n, bytes = elems * sizeof(float);
    const int totalLaunches = req.warmup + req.reps;
    auto report = [&](double f, const std::string& s) {
        if (progress)
            progress(f, s);
    };
    auto checkCancel = [&] { watchdog.checkCancel(); };

    const std::vector<float>& bSrc = v.transposeB ? data.bT : data.b;
    auto res = std::make_shared<MatmulResources>(elems);
    watchdog.holdWhileQueued(res);
    AlignedFloats &hA = res->hA, &hB = res->hB, &hC = res->hC;
    std::memcpy(hA.data(), data.a.data(), bytes);
    std::memcpy(hB.data(), bSrc.data(), bytes);
    std::memset(hC.data(), 0, bytes);

    std::string stage = "creating buffers";
    try {
        // External variants (clblast) run a library call instead of a kernel of ours.
        std::optional<cl::Kernel>& kernel = res->kernel;
        if (!v.external)
            kernel.emplace(program, entry.c_str());
        const std::int64_t wall0 = steadyNs();
        if (faults.allocationFailsFor(n))
            throw cl::Error(CL_MEM_OBJECT_ALLOCATION_FAILURE, "clCreateBuffer");
        cl::Buffer &dA = res->dA, &dB = res->dB, &dC = res->dC;
        // A kernel that accumulates into C (C += …) also reads it: C must be readable by kernels then.
        const cl_mem_flags outputAccess = v.zeroOutputBeforeLaunch ? CL_MEM_READ_WRITE : CL_MEM_WRITE_ONLY;
        std::vector<PendingCommand> pending;
        std::vector<cl::Event> writes; // the kernels' wait list: A and B on the device
        auto enqueued = [&](cl::Event& ev, const std::string& name, CommandKind kind, bool warm, std::uint64_t nbytes,
                            std::int64_t h0, bool onTransfer) {
            pending.push_back(
                {ev, name, kind, warm, nbytes, h0, steadyNs(), onTransfer ? qs.transferIndex : qs.computeIndex});
        };

        switch (req.buffers) {
        case BufferMode::Copy: {
            const std::int64_t t0 = steadyNs();
            dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, hA.data());
            dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, hB.data());
            r.writeMs = double(steadyNs() - t0) * 1e-6;
            dC = cl::Buffer(ctx, outputAccess, bytes);
            break;
        }
        case BufferMode::Use: {
            const std::int64_t t0 = steadyNs();
            dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, bytes, hA.data());
            dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, bytes, hB.data());
            r.writeMs = double(steadyNs() - t0) * 1e-6;
            dC = cl::Buffer(ctx, outputAccess | CL_MEM_USE_HOST_PTR, bytes, hC.data());
            break;
        }
        case BufferMode::Alloc: {
            dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, bytes);
            dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, bytes);
            dC = cl::Buffer(ctx, outputAccess | CL_MEM_ALLOC_HOST_PTR, bytes);
            stage = "writing A and B";
            for (int m = 0; m < 2; ++m) {
                cl::Event ev;
                const std::int64_t h0 = steadyNs();
                qs.transfer->enqueueWriteBuffer(m ? dB : dA, CL_FALSE, 0, bytes, m ? hB.data() : hA.data(), nullptr,
                                                &ev);
                enqueued(ev, m ? "write B" : "write A", CommandKind::Write, false, bytes, h0, true);
                writes.push_back(ev);
                if (qs.waitEach)
                    completeCommands(pending, profiling, r.commands, watchdog);
            }
            completeCommands(pending, profiling, r.commands, watchdog); // both at once: they may overlap
            r.writeMs = 0;
            for (const auto& c : r.commands)
                r.writeMs += c.durationMs();
            break;
        }
        }

        stage = "setting kernel arguments";
        if (kernel) {
            kernel->setArg(0, cl_int(n));
            kernel->setArg(1, dA);
            kernel->setArg(2, dB);
            kernel->setArg(3, dC);
            if (v.localRowOfN)
                kernel->setArg(4, cl::Local(n * sizeof(float)));
        }

        const cl::NDRange global =
            plan.local.dims == 2 ? cl::NDRange(plan.globalX, plan.globalY) : cl::NDRange(plan.globalX);
        const cl::NDRange local =
            plan.local.dims == 2 ? cl::NDRange(plan.local.x, plan.local.y) : cl::NDRange(plan.local.x);
        std::vector<double> timedMs;
        std::vector<cl::Event> lastKernel; // the read's wait list
        // The contract of kernels that may accumulate: C holds zeros when each launch starts. The
        // fill waits for the previous launch (which wrote C); the launch waits for the fill.
        auto zeroOutput = [&](const std::string& launch, bool warm) {
            stage = "zeroing C";
            cl::Event ev;
            const std::int64_t h0 = steadyNs();
            qs.compute->enqueueFillBuffer(dC, 0.0f, 0, bytes, lastKernel.empty() ? nullptr : &lastKernel, &ev);
            enqueued(ev, "zero C before " + launch, CommandKind::Write, warm, bytes, h0, false);
            if (qs.waitEach)
                completeCommands(pending, profiling, r.commands, watchdog);
            return ev;
        };
        for (int i = 0; i < totalLaunches; ++i) {
            checkCancel();
            const bool warm = i < req.warmup;
            stage = "running the kernel";
            const std::string name =
                warm ? "warm-up #" + std::to_string(i + 1) : "kernel #" + std::to_string(i - req.warmup + 1);
            if (v.external) {
                // Wall clock around the whole library call (clFinish before and after). The
                // validator keeps external variants on one in-order queue: the library relies on
                // in-order execution of its own helper kernels.
                std::int64_t h0 = 0, h1 = 0;
                clblastSgemmTimed(*qs.compute, n, dA, dB, dC, h0, h1);
                CommandTiming t;
                t.name = name;
                t.warmup = warm;
                t.queue = qs.computeIndex;
                t.hostEnqueueBeginNs = h0;
                t.hostEnqueueEndNs = h1;
                t.hostTimed = true; // on the host clock until the read gives the mapping
                t.queuedNs = t.submitNs = t.startNs = std::uint64_t(h0);
                t.endNs = std::uint64_t(h1);
                r.commands.push_back(t);
            } else {
                std::vector<cl::Event> waits = writes;
                if (v.zeroOutputBeforeLaunch)
                    waits.push_back(zeroOutput(name, warm));
                stage = "running the kernel";
                watchdog.starting(name);
                cl::Event ev;
                const std::int64_t h0 = steadyNs();
                qs.compute->enqueueNDRangeKernel(*kernel, cl::NullRange, global, local,
                                                 waits.empty() ? nullptr : &waits, &ev);
                enqueued(ev, name, CommandKind::Kernel, warm, 0, h0, false);
                lastKernel = {ev};
                completeCommands(pending, profiling, r.commands, watchdog); // one at a time: cancel between them
            }
            if (!warm)
                timedMs.push_back(r.commands.back().durationMs());
            report(0.1 + 0.8 * double(i + 1) / double(totalLaunches),
                   (warm ? "warm-up " + std::to_string(i + 1) + "/" + std::to_string(req.warmup)
                         : "repetition " + std::to_string(i - req.warmup + 1) + "/" + std::to_string(req.reps)));
        }

        stage = "reading C";
        std::vector<float> c(elems);
        {
            cl::Event ev;
            const std::int64_t h0 = steadyNs();
            if (req.buffers == BufferMode::Use) {
                void* p = qs.transfer->enqueueMapBuffer(dC, CL_FALSE, CL_MAP_READ, 0, bytes, &lastKernel, &ev);
                enqueued(ev, "map C", CommandKind::Map, false, bytes, h0, true);
                completeCommands(pending, profiling, r.commands, watchdog);
                std::memcpy(c.data(), p, bytes);
                cl::Event unmapped;
                qs.transfer->enqueueUnmapMemObject(dC, p, nullptr, &unmapped);
                watchdog.wait(unmapped, "unmap C");
            } else {
                qs.transfer->enqueueReadBuffer(dC, CL_FALSE, 0, bytes, hC.data(), &lastKernel, &ev);
                enqueued(ev, "read C", CommandKind::Read, false, bytes, h0, true);
                completeCommands(pending, profiling, r.commands, watchdog);
                std::memcpy(c.data(), hC.data(), bytes);
            }
            r.readMs = r.commands.back().durationMs();
        }
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
