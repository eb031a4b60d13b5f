#include "vector_runner.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>

#include "cl_error.hpp"
#include "command_timing.hpp"
#include "cpu_reference.hpp"
#include "ndr/errors.hpp"

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

void runVector(cl::Context& ctx, const QueueSet& qs, bool profiling, const cl::Program& program, const LaunchPlan& plan,
               const RunRequest& req, const VectorData& data, Watchdog& watchdog, const FaultPlan& faults,
               const ProgressFn& progress, RunResult& r)
{
    const Variant& v = *plan.variant;
    const std::size_t n = plan.n, L = plan.local.x, bytes = n * sizeof(float);
    std::string stage = "creating buffers";
    try {
        const std::int64_t wall0 = steadyNs();
        std::vector<PendingCommand> pending;
        std::vector<cl::Event> writes; // the first launch's wait list
        auto enqueued = [&](cl::Event& ev, const std::string& name, CommandKind kind, bool warm, std::uint64_t nbytes,
                            std::int64_t h0, bool onTransfer) {
            pending.push_back(
                {ev, name, kind, warm, nbytes, h0, steadyNs(), onTransfer ? qs.transferIndex : qs.computeIndex});
        };

        if (faults.allocationFailsFor(n))
            throw cl::Error(CL_MEM_OBJECT_ALLOCATION_FAILURE, "clCreateBuffer");
        // Inputs, in the requested host-buffer mode.
        const std::vector<const std::vector<float>*> hostInputs = {&data.a, &data.b, &data.c};
        std::vector<cl::Buffer> in;
        const int inputs = inputCount(v.scheme);
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
                cl::Event ev;
                const std::int64_t h0 = steadyNs();
                qs.transfer->enqueueWriteBuffer(in[std::size_t(i)], CL_FALSE, 0, bytes,
                                                hostInputs[std::size_t(i)]->data(), nullptr, &ev);
                enqueued(ev, std::string("write ") + char('a' + i), CommandKind::Write, false, bytes, h0, true);
                writes.push_back(ev);
                if (qs.waitEach)
                    completeCommands(pending, profiling, r.commands, watchdog);
            }
            // In-order: each write was waited for above. Otherwise the writes stay pending and are
            // collected with the first repetition, so a kernel that needs only some inputs can run
            // while the others still copy (vadd3_chained: tmp = a + b overlaps the write of c).
        }

        // Outputs and the launch list of one repetition.
        struct Launch {
            cl::Kernel kernel;
            std::size_t global, local;
            std::string label;
        };
        std::vector<Launch> launches;
        // Which written inputs a launch reads (by index into `writes`); launches not listed read
        // all of them. Only the chained add reads a subset, and that is what lets it overlap.
        std::map<std::size_t, std::vector<std::size_t>> launchInputs;
        cl::Buffer out, tmp, ping, pong;
        std::size_t resultCount = 0; // floats read back
        const cl::LocalSpaceArg scratch = cl::Local(L * sizeof(float));
        auto reduceKernel = [&](const cl::Buffer& src, const cl::Buffer& dst, std::size_t count) {
            cl::Kernel k(program, v.entryPoint.c_str());
            k.setArg(0, src);
            k.setArg(1, dst);
            k.setArg(2, scratch);
            k.setArg(3, cl_int(count));
            return k;
        };
        stage = "setting up the kernels";
        switch (v.scheme) {
        case VectorScheme::ReduceSerial:
            out = cl::Buffer(ctx, CL_MEM_READ_WRITE, sizeof(float));
            launches.push_back({reduceKernel(in[0], out, n), 1, 1, "reduce"});
            resultCount = 1;
            break;
        case VectorScheme::ReduceTwoPhase:
            out = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
            launches.push_back({reduceKernel(in[0], out, n), plan.globalX, L, "reduce"});
            resultCount = plan.groups;
            break;
        case VectorScheme::ReduceMultiPass: {
            ping = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
            pong = cl::Buffer(ctx, CL_MEM_READ_WRITE,
                              std::max<std::size_t>(1, ceilDiv(plan.groups, 2 * L)) * sizeof(float));
            launches.push_back({reduceKernel(in[0], ping, n), plan.globalX, L, "pass 1"});
            std::size_t left = plan.groups;
            bool toPong = true;
            while (left > 1) {
                const std::size_t groups = ceilDiv(ceilDiv(left, 2), L);
                launches.push_back({reduceKernel(toPong ? ping : pong, toPong ? pong : ping, left), groups * L, L,
                                    "pass " + std::to_string(launches.size() + 1)});
                left = groups;
                toPong = !toPong;
            }
            out = toPong ? ping : pong; // where the last pass wrote
            resultCount = 1;
            break;
        }
        case VectorScheme::ReduceDevice:
            tmp = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
            out = cl::Buffer(ctx, CL_MEM_READ_WRITE, sizeof(float));
            launches.push_back({reduceKernel(in[0], tmp, n), plan.globalX, L, "reduce"});
            launches.push_back({reduceKernel(tmp, out, plan.groups), L, L, "fold partials"});
            resultCount = 1;
            break;
        case VectorScheme::VAdd2:
        case VectorScheme::VAdd3Fused: {
            out = cl::Buffer(ctx, CL_MEM_WRITE_ONLY, bytes);
            cl::Kernel k(program, v.entryPoint.c_str());
            cl_uint arg = 0;
            for (auto& b : in)
                k.setArg(arg++, b);
            k.setArg(arg++, out);
            k.setArg(arg, cl_int(n));
            launches.push_back({k, plan.globalX, L, v.entryPoint});
            resultCount = n;
            break;
        }
        case VectorScheme::VAdd3Chained: {
            tmp = cl::Buffer(ctx, CL_MEM_READ_WRITE, bytes);
            out = cl::Buffer(ctx, CL_MEM_WRITE_ONLY, bytes);
            cl::Kernel k1(program, "vadd"), k2(program, "vadd");
            k1.setArg(0, in[0]);
            k1.setArg(1, in[1]);
            k1.setArg(2, tmp);
            k1.setArg(3, cl_int(n));
            k2.setArg(0, tmp);
            k2.setArg(1, in[2]);
            k2.setArg(2, out);
            k2.setArg(3, cl_int(n));
            launches.push_back({k1, plan.globalX, L, "tmp = a + b"});
            launches.push_back({k2, plan.globalX, L, "d = tmp + c"});
            launchInputs[0] = {0, 1};
            launchInputs[1] = {2};
            resultCount = n;
            break;
        }
        case VectorScheme::PiPartials: {
            out = cl::Buffer(ctx, CL_MEM_READ_WRITE, plan.groups * sizeof(float));
            cl::Kernel k(program, v.entryPoint.c_str());
            k.setArg(0, out);
            k.setArg(1, scratch);
            k.setArg(2, cl_int(n));
            k.setArg(3, cl_float(1.0f / float(n)));
            launches.push_back({k, plan.globalX, L, "pi"});
            resultCount = plan.groups;
            break;
        }
        case VectorScheme::None:
            throw runtimeError(v.name + " is not a vector workload");
        }

        const int total = req.warmup + req.reps;
        std::vector<double> timedMs;
        std::vector<cl::Event> lastKernel; // the read's wait list
        for (int rep = 0; rep < total; ++rep) {
            try {
                watchdog.checkCancel();
            } catch (...) {
                // Writes of an out-of-order start may still be reading host memory: wait for them
                // through the watchdog (a cancel there parks the queue and the inputs) first.
                completeCommands(pending, profiling, r.commands, watchdog);
                throw;
            }
            const bool warm = rep < req.warmup;
            stage = "running the kernel";
            const std::size_t first = r.commands.size();
            // Each launch of a repetition consumes the previous one's output: chain them by events,
            // and make each wait for the writes of the inputs it reads, so an out-of-order queue
            // (or a second queue) keeps the order and still lets independent work overlap.
            std::vector<cl::Event> previous;
            for (std::size_t i = 0; i < launches.size(); ++i) {
                auto& l = launches[i];
                std::vector<cl::Event> deps = previous;
                if (const auto it = launchInputs.find(i); it != launchInputs.end()) {
                    for (std::size_t input : it->second)
                        if (input < writes.size())
                            deps.push_back(writes[input]);
                } else {
                    deps.insert(deps.end(), writes.begin(), writes.end());
                }
                cl::Event ev;
                const std::int64_t h0 = steadyNs();
                qs.compute->enqueueNDRangeKernel(l.kernel, cl::NullRange, cl::NDRange(l.global), cl::NDRange(l.local),
                                                 deps.empty() ? nullptr : &deps, &ev);
                const std::string base =
                    warm ? "warm-up #" + std::to_string(rep + 1) : "kernel #" + std::to_string(rep - req.warmup + 1);
                enqueued(ev, launches.size() > 1 ? base + " " + l.label : base, CommandKind::Kernel, warm, 0, h0,
                         false);
                previous = {ev};
            }
            lastKernel = previous;
            completeCommands(pending, profiling, r.commands, watchdog);
            if (!warm) {
                // From the first kernel's START to the last one's END (writes still pending from
                // an out-of-order start are completed here too, but are not kernel time).
                std::uint64_t start = UINT64_MAX, end = 0;
                for (std::size_t c = first; c < r.commands.size(); ++c)
                    if (r.commands[c].kind == CommandKind::Kernel) {
                        start = std::min(start, r.commands[c].startNs);
                        end = std::max(end, r.commands[c].endNs);
                    }
                timedMs.push_back(double(end - start) * 1e-6);
            }
            if (progress)
                progress(0.1 + 0.8 * double(rep + 1) / double(total),
                         warm ? "warm-up " + std::to_string(rep + 1) + "/" + std::to_string(req.warmup)
                              : "repetition " + std::to_string(rep - req.warmup + 1) + "/" + std::to_string(req.reps));
        }

        stage = "reading the result";
        // Held by the watchdog: an abandoned read-back may still write into it.
        auto resultHolder = std::make_shared<std::vector<float>>(resultCount);
        watchdog.holdWhileQueued(resultHolder);
        std::vector<float>& result = *resultHolder;
        {
            cl::Event ev;
            const std::int64_t h0 = steadyNs();
            qs.transfer->enqueueReadBuffer(out, CL_FALSE, 0, resultCount * sizeof(float), result.data(), &lastKernel,
                                           &ev);
            enqueued(ev, "read result", CommandKind::Read, false, resultCount * sizeof(float), h0, true);
            completeCommands(pending, profiling, r.commands, watchdog);
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

        // Verification: reductions and pi against double sums, vadd element-wise.
        double got = 0, expected = 0, scale = 0;
        if (isReduction(v.scheme) || v.scheme == VectorScheme::PiPartials) {
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
                // A float sum of n terms in any order errs by at most about log2(n) ulps of the
                // running magnitude; 2^-20 of the absolute sum covers every order used here.
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
        } else {
            r.tolerance = 1e-6; // float adds in the same order are exact; allow for flushed denormals
            double maxAbs = 0, maxRef = 0;
            std::size_t bad = n;
            for (std::size_t i = 0; i < n; ++i) {
                const float ref =
                    v.scheme == VectorScheme::VAdd2 ? data.a[i] + data.b[i] : (data.a[i] + data.b[i]) + data.c[i];
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
                              bad, double(result[bad]),
                              double(v.scheme == VectorScheme::VAdd2 ? data.a[bad] + data.b[bad]
                                                                     : (data.a[bad] + data.b[bad]) + data.c[bad]),
                              maxAbs);
                r.error = buf;
            }
        }
        r.wallMs = double(steadyNs() - wall0) * 1e-6;
        fillKernelStatistics(r, v, n, plan.local, timedMs);
    } catch (const cl::Error& e) {
        throw openclFailure(stage, e.what(), e.err());
    }
}

} // namespace ndr
