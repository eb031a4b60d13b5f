#include "run/vector_runner.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>

#include "base/cl_error.hpp"
#include "ndr/errors.hpp"
#include "run/command_timing.hpp"
#include "run/cpu_reference.hpp"
#include "run/launch_pipeline.hpp"

namespace ndr {

namespace {

int inputCount(VectorScheme s)
{
    switch (s) {
    case VectorScheme::VAdd2:
        return 2;
    case VectorScheme::VAdd3Chained:
    case VectorScheme::VAdd3Fused:
        return 3;
    case VectorScheme::PiPartials:
        return 0;
    default:
        return 1;
    }
}

bool isReduction(VectorScheme s)
{
    return s == VectorScheme::ReduceSerial || s == VectorScheme::ReduceTwoPhase || s == VectorScheme::ReduceMultiPass ||
           s == VectorScheme::ReduceDevice;
}

std::size_t ceilDiv(std::size_t a, std::size_t b) { return (a + b - 1) / b; }

double piReference(std::size_t n)
{
    const double step = 1.0 / double(n);
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = (double(i) + 0.5) * step;
        sum += 4.0 / (1.0 + x * x);
    }
    return sum * step;
}

} // namespace

void prepareVectorData(VectorData& data, const Variant& v, std::size_t n, std::uint32_t seed)
{
    const int inputs = inputCount(v.scheme);
    if (data.n != n || data.seed != seed) {
        data = VectorData{};
        data.n = n;
        data.seed = seed;
    }
    auto fill = [&](std::vector<float>& out, std::uint32_t s) {
        if (out.empty())
            out = randomVector(n, s);
    };
    if (inputs >= 1)
        fill(data.a, seed);
    if (inputs >= 2)
        fill(data.b, seed + 1);
    if (inputs >= 3)
        fill(data.c, seed + 2);
}

double sequentialVectorMs(const Variant& v, const VectorData& d)
{
    const auto t0 = std::chrono::steady_clock::now();
    volatile float sink = 0;
    if (isReduction(v.scheme)) {
        float sum = 0;
        for (float x : d.a)
            sum += x;
        sink = sum;
    } else if (v.scheme == VectorScheme::PiPartials) {
        const float step = 1.0f / float(d.n);
        float sum = 0;
        for (std::size_t i = 0; i < d.n; ++i) {
            const float x = (float(i) + 0.5f) * step;
            sum += 4.0f / (1.0f + x * x);
        }
        sink = sum * step;
    } else {
        std::vector<float> out(d.n);
        for (std::size_t i = 0; i < d.n; ++i)
            out[i] = v.scheme == VectorScheme::VAdd2 ? d.a[i] + d.b[i] : (d.a[i] + d.b[i]) + d.c[i];
        sink = out[d.n / 2];
    }
    (void)sink;
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

namespace {

// The inputs on the device in the requested host-buffer mode; with Alloc, written through the
// transfer queue and left pending (returned), so that a launch needing only some inputs can run
// while the others still copy (vadd3_chained: tmp = a + b overlaps the write of c).
std::vector<cl::Buffer> createInputs(cl::Context& ctx, CommandRecorder& rec, const RunRequest& req,
                                     const VectorData& data, int inputs, std::size_t bytes,
                                     std::vector<cl::Event>& writes, std::string& stage)
{
    RunResult& r = rec.result();
    const std::vector<const std::vector<float>*> hostInputs = {&data.a, &data.b, &data.c};
    std::vector<cl::Buffer> in;
    const std::int64_t c0 = steadyNs();
    for (int i = 0; i < inputs; ++i) {
        auto* src = const_cast<float*>(hostInputs[std::size_t(i)]->data());
        switch (req.buffers) {
        case BufferMode::Copy:
            in.emplace_back(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, src);
            break;
        case BufferMode::Use:
            in.emplace_back(ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, bytes, src);
            break;
        case BufferMode::Alloc:
            in.emplace_back(ctx, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, bytes);
            break;
        }
    }
    r.writeMs = double(steadyNs() - c0) * 1e-6;
    if (req.buffers == BufferMode::Alloc) {
        stage = "writing the inputs";
        r.writeMs = 0;
        for (int i = 0; i < inputs; ++i) {
            writes.push_back(rec.write(in[std::size_t(i)], hostInputs[std::size_t(i)]->data(), bytes,
                                       std::string("write ") + char('a' + i)));
            rec.completeIfSerial(); // in order: each write is waited for here
        }
    }
    return in;
}

// A scheme's launches of one repetition and the buffers they use; `out` holds the result.
struct VectorLaunches {
    std::vector<Launch> launches;
    cl::Buffer out, tmp, ping, pong;
    std::size_t resultCount = 0; // floats read back
};

cl::Kernel reduceKernel(const cl::Program& program, const Variant& v, const cl::Buffer& src, const cl::Buffer& dst,
                        std::size_t count, std::size_t local)
{
    cl::Kernel k(program, v.entryPoint.c_str());
    k.setArg(0, src);
    k.setArg(1, dst);
    k.setArg(2, cl::Local(local * sizeof(float)));
    k.setArg(3, cl_int(count));
    return k;
}

Launch launch1D(cl::Kernel k, std::size_t global, std::size_t local, std::string label)
{
    Launch l;
    l.kernel = std::move(k);
    l.global = cl::NDRange(global);
    l.local = cl::NDRange(local);
    l.label = std::move(label);
    return l;
}

// The reductions: one work-item (serial), device partials summed on the host (two-phase),
// passes until one value (multi-pass), or partials folded by a second launch (device).
void reductionLaunches(cl::Context& ctx, const cl::Program& program, const LaunchPlan& plan, const cl::Buffer& in,
                       VectorLaunches& out)
{
    const Variant& v = *plan.variant;
    const std::size_t n = plan.n, L = plan.local.x;
    auto reduce = [&](const cl::Buffer& src, const cl::Buffer& dst, std::size_t count) {
        return reduceKernel(program, v, src, dst, count, L);
    };
    switch (v.scheme) {
    case VectorScheme::ReduceSerial:
        out.out = cl::Buffer(ctx, CL_MEM_READ_WRITE, sizeof(float));
        out.launches.push_back(launch1D(reduce(in, out.out, n), 1, 1, "reduce"));
        out.resultCount = 1;
        break;
    case VectorScheme::ReduceTwoPhase:
        out.out = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
        out.launches.push_back(launch1D(reduce(in, out.out, n), plan.globalX, L, "reduce"));
        out.resultCount = plan.groups;
        break;
    case VectorScheme::ReduceMultiPass: {
        out.ping = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
        out.pong =
            cl::Buffer(ctx, CL_MEM_READ_WRITE, std::max<std::size_t>(1, ceilDiv(plan.groups, 2 * L)) * sizeof(float));
        out.launches.push_back(launch1D(reduce(in, out.ping, n), plan.globalX, L, "pass 1"));
        std::size_t left = plan.groups;
        bool toPong = true;
        while (left > 1) {
            const std::size_t groups = ceilDiv(ceilDiv(left, 2), L);
            out.launches.push_back(launch1D(reduce(toPong ? out.ping : out.pong, toPong ? out.pong : out.ping, left),
                                            groups * L, L, "pass " + std::to_string(out.launches.size() + 1)));
            left = groups;
            toPong = !toPong;
        }
        out.out = toPong ? out.ping : out.pong; // where the last pass wrote
        out.resultCount = 1;
        break;
    }
    default: // ReduceDevice
        out.tmp = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
        out.out = cl::Buffer(ctx, CL_MEM_READ_WRITE, sizeof(float));
        out.launches.push_back(launch1D(reduce(in, out.tmp, n), plan.globalX, L, "reduce"));
        out.launches.push_back(launch1D(reduce(out.tmp, out.out, plan.groups), L, L, "fold partials"));
        out.resultCount = 1;
        break;
    }
}

// The adds (one kernel; two chained, the second waiting only for c's write) and pi's partials.
void elementLaunches(cl::Context& ctx, const cl::Program& program, const LaunchPlan& plan,
                     const std::vector<cl::Buffer>& in, VectorLaunches& out)
{
    const Variant& v = *plan.variant;
    const std::size_t n = plan.n, L = plan.local.x, bytes = n * sizeof(float);
    if (v.scheme == VectorScheme::VAdd3Chained) {
        out.tmp = cl::Buffer(ctx, CL_MEM_READ_WRITE, bytes);
        out.out = cl::Buffer(ctx, CL_MEM_WRITE_ONLY, bytes);
        cl::Kernel k1(program, "vadd"), k2(program, "vadd");
        k1.setArg(0, in[0]);
        k1.setArg(1, in[1]);
        k1.setArg(2, out.tmp);
        k1.setArg(3, cl_int(n));
        k2.setArg(0, out.tmp);
        k2.setArg(1, in[2]);
        k2.setArg(2, out.out);
        k2.setArg(3, cl_int(n));
        out.launches.push_back(launch1D(k1, plan.globalX, L, "tmp = a + b"));
        out.launches.back().inputs = std::vector<std::size_t>{0, 1};
        out.launches.push_back(launch1D(k2, plan.globalX, L, "d = tmp + c"));
        out.launches.back().inputs = std::vector<std::size_t>{2};
        out.resultCount = n;
        return;
    }
    cl::Kernel k(program, v.entryPoint.c_str());
    if (v.scheme == VectorScheme::PiPartials) {
        out.out = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
        k.setArg(0, out.out);
        k.setArg(1, cl::Local(L * sizeof(float)));
        k.setArg(2, cl_int(n));
        k.setArg(3, cl_float(1.0f / float(n)));
        out.launches.push_back(launch1D(k, plan.globalX, L, "pi"));
        out.resultCount = plan.groups;
        return;
    }
    out.out = cl::Buffer(ctx, CL_MEM_WRITE_ONLY, bytes); // VAdd2, VAdd3Fused
    cl_uint arg = 0;
    for (const auto& b : in)
        k.setArg(arg++, b);
    k.setArg(arg++, out.out);
    k.setArg(arg, cl_int(n));
    out.launches.push_back(launch1D(k, plan.globalX, L, v.entryPoint));
    out.resultCount = n;
}

// Reductions and pi against double sums: the host adds the partials that were read back.
void verifySum(const Variant& v, const VectorData& data, const std::vector<float>& result, std::size_t n, RunResult& r)
{
    double got = 0, expected = 0, scale = 0;
    for (float x : result)
        got += double(x); // the host phase of the two-phase schemes
    if (v.scheme == VectorScheme::PiPartials) {
        expected = piReference(n);
        r.tolerance = 1e-5;
    } else {
        for (float x : data.a) {
            expected += double(x);
            scale += std::fabs(double(x));
        }
        // A float sum of n terms in any order errs by at most about log2(n) ulps of the running
        // magnitude; 2^-20 of the absolute sum covers every order used here.
        r.tolerance = std::max(1e-6, scale * std::ldexp(1.0, -20));
    }
    r.maxAbsErr = std::fabs(got - expected);
    r.maxRelErr = expected != 0 ? r.maxAbsErr / std::fabs(expected) : r.maxAbsErr;
    r.verified = r.maxAbsErr <= r.tolerance;
    r.status = r.verified ? RunStatus::Verified : RunStatus::VerificationFailed;
    if (!r.verified) {
        char buf[200];
        std::snprintf(buf, sizeof buf,
                      "verification failed: result %.9g but the CPU reference is %.9g "
                      "(|error| %.3g > tolerance %.3g)",
                      got, expected, r.maxAbsErr, r.tolerance);
        r.error = buf;
    }
}

// The adds element by element: float adds in the same order are exact.
void verifyElements(const Variant& v, const VectorData& data, const std::vector<float>& result, std::size_t n,
                    RunResult& r)
{
    auto reference = [&](std::size_t i) {
        return v.scheme == VectorScheme::VAdd2 ? data.a[i] + data.b[i] : (data.a[i] + data.b[i]) + data.c[i];
    };
    r.tolerance = 1e-6; // allow for flushed denormals
    double maxAbs = 0, maxRef = 0;
    std::size_t bad = n;
    for (std::size_t i = 0; i < n; ++i) {
        const float ref = reference(i);
        const double diff = std::fabs(double(result[i]) - double(ref));
        maxRef = std::max(maxRef, double(std::fabs(ref)));
        if (!(diff <= r.tolerance) && bad == n)
            bad = i;
        maxAbs = std::isnan(diff) ? INFINITY : std::max(maxAbs, diff);
    }
    r.maxAbsErr = maxAbs;
    r.maxRelErr = maxRef > 0 ? maxAbs / maxRef : maxAbs;
    r.verified = bad == n;
    r.status = r.verified ? RunStatus::Verified : RunStatus::VerificationFailed;
    if (!r.verified) {
        char buf[200];
        std::snprintf(buf, sizeof buf,
                      "verification failed: element %zu = %.9g but the CPU reference is "
                      "%.9g (max |error| %.3g)",
                      bad, double(result[bad]), double(reference(bad)), maxAbs);
        r.error = buf;
    }
}

} // namespace

void runVector(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program, const LaunchPlan& plan,
               const RunRequest& req, const VectorData& data, Watchdog& watchdog, const FaultPlan& faults,
               const ProgressFn& progress, RunResult& r)
{
    const Variant& v = *plan.variant;
    const std::size_t n = plan.n, bytes = n * sizeof(float);
    std::string stage = "creating buffers";
    try {
        const std::int64_t wall0 = steadyNs();
        CommandRecorder rec(qs, profiling, watchdog, r);
        if (faults.allocationFailsFor(n))
            throw cl::Error(CL_MEM_OBJECT_ALLOCATION_FAILURE, "clCreateBuffer");
        std::vector<cl::Event> writes; // pending with Alloc: the launches wait for the inputs they read
        const std::vector<cl::Buffer> in =
            createInputs(ctx, rec, req, data, inputCount(v.scheme), bytes, writes, stage);

        stage = "setting up the kernels";
        if (v.scheme == VectorScheme::None)
            throw runtimeError(v.name + " is not a vector workload");
        VectorLaunches work;
        if (isReduction(v.scheme))
            reductionLaunches(ctx, program, plan, in[0], work);
        else
            elementLaunches(ctx, program, plan, in, work);

        RepetitionLoop loop(rec, work.launches, writes);
        const std::vector<double> timedMs = loop.run(req, progress, stage);

        stage = "reading the result";
        // Held by the watchdog: an abandoned read-back may still write into it.
        auto resultHolder = std::make_shared<std::vector<float>>(work.resultCount);
        watchdog.holdWhileQueued(resultHolder);
        std::vector<float>& result = *resultHolder;
        {
            cl::Event ev;
            const std::int64_t h0 = steadyNs();
            qs.transfer->enqueueReadBuffer(work.out, CL_FALSE, 0, work.resultCount * sizeof(float), result.data(),
                                           &loop.lastLaunch(), &ev);
            rec.enqueued(ev, "read result", CommandKind::Read, false, work.resultCount * sizeof(float), h0, true);
            rec.complete();
            r.readMs = r.commands.back().durationMs();
        }
        if (req.buffers == BufferMode::Alloc) {
            r.writeMs = 0;
            for (const auto& c : r.commands)
                if (c.kind == CommandKind::Write)
                    r.writeMs += c.durationMs();
        }
        if (faults.corruptOutput) // test seam (FaultPlan)
            result.back() += 1.0f;
        if (isReduction(v.scheme) || v.scheme == VectorScheme::PiPartials)
            verifySum(v, data, result, n, r);
        else
            verifyElements(v, data, result, n, r);
        r.wallMs = double(steadyNs() - wall0) * 1e-6;
        fillKernelStatistics(r, v, n, plan.local, timedMs);
    } catch (const cl::Error& e) {
        throw openclFailure(stage, e.what(), e.err());
    }
}

} // namespace ndr
