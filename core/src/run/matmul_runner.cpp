#include "run/matmul_runner.hpp"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>

#include "base/cl_error.hpp"
#include "cl/cblas_library.hpp"
#include "cl/clblast_library.hpp"
#include "cl/tensor_maps.hpp"
#include "model/launch_bounds.hpp"
#include "ndr/errors.hpp"
#include "run/command_timing.hpp"
#include "run/launch_pipeline.hpp"

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
    std::optional<cl::Kernel> zero;   // split-K: the program's zero_c, run before each launch
    // Edge strips: the program's edge_strips beside each launch, or, in the tensor-memory form,
    // edge_sums adding up the strips' partial sums that tma_prep writes into dP.
    std::optional<cl::Kernel> edges;
    // Variant::packedPanels: the packing kernels and the panel buffers they fill.
    std::optional<cl::Kernel> packA, packB;
    cl::Buffer dAp, dBp;
    // The tensor-memory form: tma_prep, its rounded operands (B^T; A where it prepares A; for
    // fp32_tensor hi and lo of each) and the two or four tensor maps the multiplication reads them
    // through; dP the edge strips' partial sums, which tma_prep writes.
    std::optional<cl::Kernel> prepare;
    cl::Buffer dAr, dBt, dMaps, dP;
};

} // namespace

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

// A kernel's four arguments in the order every matmul kernel of the catalogue takes them: N, A,
// B, C.
void setMatmulArgs(cl::Kernel& kernel, std::size_t n, const cl::Buffer& a, const cl::Buffer& b, const cl::Buffer& c)
{
    kernel.setArg(0, cl_int(n));
    kernel.setArg(1, a);
    kernel.setArg(2, b);
    kernel.setArg(3, c);
}

// The packing kernels of a packedPanels variant, their panel buffers and the multiply's
// arguments (N, the panels of A and B, C).
void createPanels(cl::Context& ctx, const cl::Program& program, const LaunchPlan& plan, MatmulResources& res,
                  std::string& stage)
{
    const std::size_t n = plan.n;
    stage = "creating the panel buffers";
    res.dAp = cl::Buffer(ctx, CL_MEM_READ_WRITE, gemmPanelFloatsA(plan.gemm, n) * sizeof(float));
    res.dBp = cl::Buffer(ctx, CL_MEM_READ_WRITE, gemmPanelFloatsB(plan.gemm, n) * sizeof(float));
    stage = "setting kernel arguments";
    res.packA.emplace(program, "pack_a");
    res.packB.emplace(program, "pack_b");
    res.packA->setArg(0, cl_int(n));
    res.packA->setArg(1, res.dA);
    res.packA->setArg(2, res.dAp);
    res.packB->setArg(0, cl_int(n));
    res.packB->setArg(1, res.dB);
    res.packB->setArg(2, res.dBp);
    setMatmulArgs(*res.kernel, n, res.dAp, res.dBp, res.dC);
}

// A packedPanels repetition: pack A (after A's write), pack B (after B's), then the multiply.
// Each packing work-item copies one panel over KWG values of k; the driver picks their
// work-groups.
std::vector<Launch> panelLaunches(const LaunchPlan& plan, MatmulResources& res)
{
    const GemmParams& g = plan.gemm;
    const std::size_t n = plan.n, kSteps = (n + std::size_t(g.kwg) - 1) / std::size_t(g.kwg);
    Launch a, b, multiply;
    a.kernel = *res.packA;
    a.global = cl::NDRange(kSteps, (n + std::size_t(g.mwi()) - 1) / std::size_t(g.mwi()));
    a.local = cl::NullRange;
    a.label = "pack A";
    a.inputs = std::vector<std::size_t>{0};
    b.kernel = *res.packB;
    b.global = cl::NDRange(kSteps, (n + std::size_t(g.nwi()) - 1) / std::size_t(g.nwi()));
    b.local = cl::NullRange;
    b.label = "pack B";
    b.inputs = std::vector<std::size_t>{1};
    multiply.kernel = *res.kernel;
    multiply.global = cl::NDRange(plan.globalX, plan.globalY);
    multiply.local = cl::NDRange(plan.local.x, plan.local.y);
    multiply.label = "multiply";
    multiply.inputs = std::vector<std::size_t>{};
    return {a, b, multiply};
}

// The tensor-memory form's workspaces, their tensor maps and the kernels' arguments: tma_prep (N,
// whether it rounds A, A, B, Ar, Bt and, with strips, their partial sums) and the multiplication
// (N, A or Ar, Bt, C, the maps, A's row). The maps hold device addresses, which the program's
// tma_addresses reports.
void createTensorMapOperands(cl::Context& ctx, const QueueSet& qs, const cl::Program& program, const LaunchPlan& plan,
                             bool prepareA, MatmulResources& res, std::string& stage)
{
    const std::size_t n = plan.n, row = plan.tensorMapRowFloats, bytes = n * row * sizeof(float);
    const std::size_t parts = plan.tensorMapsSplit ? 2 : 1; // fp32_tensor: hi, then lo
    stage = "creating the rounded operands";
    res.dBt = cl::Buffer(ctx, CL_MEM_READ_WRITE, parts * bytes);
    res.dAr = prepareA ? cl::Buffer(ctx, CL_MEM_READ_WRITE, parts * bytes) : res.dBt;
    res.dMaps = cl::Buffer(ctx, CL_MEM_READ_ONLY, 2 * parts * sizeof(std::array<std::uint64_t, 16>));
    stage = "reading the operands' device addresses";
    cl::Kernel where(program, "tma_addresses");
    cl::Buffer addresses(ctx, CL_MEM_READ_WRITE, 3 * sizeof(cl_ulong));
    where.setArg(0, res.dA);
    where.setArg(1, res.dAr);
    where.setArg(2, res.dBt);
    where.setArg(3, addresses);
    cl_ulong at[3] = {};
    qs.compute->enqueueNDRangeKernel(where, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
    qs.compute->enqueueReadBuffer(addresses, CL_TRUE, 0, sizeof at, at);
    stage = "encoding the tensor maps";
    // A read by the accelerator itself keeps its own rows of N floats (tensorMapsReadAItself).
    const std::size_t rowA = prepareA ? row : n;
    MatmulMapOperands operands;
    operands.a = prepareA ? at[1] : at[0];
    operands.bt = at[2];
    operands.n = n;
    operands.rowFloats = row;
    operands.aItself = !prepareA;
    operands.split = plan.tensorMapsSplit;
    operands.mwg = std::uint32_t(plan.gemm.mwg);
    operands.nwg = std::uint32_t(plan.gemm.nwg);
    operands.kwg = std::uint32_t(plan.gemm.kwg);
    const auto maps = encodeMatmulMaps(operands, PciLocation{plan.pciDomain, plan.pciBus});
    for (std::size_t i = 0; i < maps.size(); ++i)
        qs.compute->enqueueWriteBuffer(res.dMaps, CL_TRUE, i * sizeof maps[i], sizeof maps[i], maps[i].data());
    stage = "setting kernel arguments";
    res.prepare.emplace(program, "tma_prep");
    res.prepare->setArg(0, cl_int(n));
    res.prepare->setArg(1, cl_int(prepareA ? 1 : 0));
    res.prepare->setArg(2, res.dA);
    res.prepare->setArg(3, res.dB);
    res.prepare->setArg(4, res.dAr);
    res.prepare->setArg(5, res.dBt);
    if (plan.edgeSums) {
        stage = "creating the strips' partial sums";
        const std::size_t partials = edgePartialFloats(n, row, plan.edgeRows, plan.edgeCols, plan.tensorMapPrepBlocks);
        res.dP = cl::Buffer(ctx, CL_MEM_READ_WRITE, partials * sizeof(float));
        res.prepare->setArg(6, res.dP);
    }
    setMatmulArgs(*res.kernel, n, prepareA ? res.dAr : res.dA, res.dBt, res.dC);
    res.kernel->setArg(4, res.dMaps);
    res.kernel->setArg(5, cl_int(rowA));
}

// The tensor-memory form's repetition: tma_prep over blocks of 32 x 32 of the rounded operands, then
// the multiplication (after split-K's zeroing where it splits). Both are kernels: rounding B
// transposed is part of computing C this way.
std::vector<Launch> tensorMapLaunches(const LaunchPlan& plan, MatmulResources& res, bool prepareA,
                                      std::vector<Launch> multiply)
{
    Launch prepare;
    prepare.kernel = *res.prepare;
    prepare.global = cl::NDRange(tmaPrepGlobalX(plan.tensorMapRowFloats),
                                 tmaPrepGlobalY(plan.tensorMapRowFloats, plan.tensorMapPrepBlocks));
    prepare.local = cl::NDRange(32, 8);
    prepare.label = std::string(plan.tensorMapsSplit ? "split A, split B transposed"
                                : prepareA           ? "round A, round B transposed"
                                                     : "round B transposed") +
                    (plan.edgeSums ? ", strips' partial sums" : "");
    // It reads A where it rounds A and where it sums the strips (their products pass through A).
    prepare.inputs = prepareA || plan.edgeSums ? std::vector<std::size_t>{0, 1} : std::vector<std::size_t>{1};
    if (multiply.size() == 1)
        multiply.front().label = "multiply";
    multiply.insert(multiply.begin(), prepare);
    // A launch beside the chain (edge_sums) adds up what tma_prep wrote: it waits for tma_prep.
    for (Launch& l : multiply)
        if (!l.afterPrevious)
            l.afterLaunch = 0;
    return multiply;
}

// The one launch of a repetition: the kernel on the plan's NDRange, or the library call of an
// external variant (clFinish before and after: the validator keeps it on one in-order queue,
// which the library's own helper kernels rely on).
Launch matmulLaunch(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n)
{
    Launch l;
    if (!res.kernel) {
        cl::CommandQueue* queue = qs.compute;
        MatmulResources* r = &res;
        l.hostCall = [queue, r, n] {
            std::int64_t h0 = 0, h1 = 0;
            clblastSgemmTimed(*queue, n, r->dA, r->dB, r->dC, h0, h1);
            return std::make_pair(h0, h1);
        };
        return l;
    }
    l.kernel = *res.kernel;
    l.global = plan.local.dims == 2 ? cl::NDRange(plan.globalX, plan.globalY) : cl::NDRange(plan.globalX);
    l.local = plan.local.dims == 2 ? cl::NDRange(plan.local.x, plan.local.y) : cl::NDRange(plan.local.x);
    return l;
}

// Split-K's launches: the program's zero_c over C (four floats a work-item), then the slices
// adding into it. Both are kernels, so the repetition's kernel time runs from the zeroing's START
// to the multiplication's END: zeroing is part of computing C this way.
std::vector<Launch> splitKLaunches(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n)
{
    Launch zero;
    zero.kernel = *res.zero;
    zero.kernel->setArg(0, cl_int(n));
    zero.kernel->setArg(1, res.dC);
    zero.global = cl::NDRange(zeroCGlobal(n));
    zero.local = cl::NDRange(kZeroCGroup);
    zero.label = "zero C";
    zero.inputs = std::vector<std::size_t>{};
    Launch multiply = matmulLaunch(qs, plan, res, n);
    multiply.label = "multiply";
    return {zero, multiply};
}

// Edge strips' launches: the whole tiles inside C, and the program's edge_strips over the rows and
// columns past them on the side queue, not waiting for the tiles (they write other elements of C):
// the device may run both at once. The repetition's kernel time runs from the earliest START to the
// latest END. In the tensor-memory form edge_sums takes edge_strips' place: it adds up the partial
// sums tma_prep writes, so it waits for tma_prep (tensorMapLaunches), not for the tiles.
std::vector<Launch> edgeStripLaunches(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n)
{
    Launch multiply = matmulLaunch(qs, plan, res, n);
    multiply.label = "multiply";
    Launch edges;
    edges.kernel = *res.edges;
    if (plan.edgeSums) {
        edges.kernel->setArg(0, cl_int(n));
        edges.kernel->setArg(1, res.dP);
        edges.kernel->setArg(2, res.dC);
        edges.global = cl::NDRange(plan.edgeGroups * kEdgeSumsGroup);
        edges.local = cl::NDRange(kEdgeSumsGroup);
        edges.label = "edge sums";
    } else {
        setMatmulArgs(*edges.kernel, n, res.dA, res.dB, res.dC);
        edges.global = cl::NDRange(plan.edgeGroups * kEdgeGroup);
        edges.local = cl::NDRange(kEdgeGroup);
        edges.label = "edge strips";
    }
    edges.afterPrevious = false; // the strips write no element the tiles write
    return {multiply, edges};
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
        // Split-K's slices add into C too, zeroed by a kernel of theirs (splitKLaunches).
        const bool zeroC = v.zeroOutputBeforeLaunch;
        if (plan.kSplit > 1)
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
        std::vector<Launch> launches = v.packedPanels    ? panelLaunches(plan, *res)
                                       : plan.kSplit > 1 ? splitKLaunches(qs, plan, *res, n)
                                       : edges           ? edgeStripLaunches(qs, plan, *res, n)
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
