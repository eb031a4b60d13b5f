#include "ndr/engine.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>

#include "engine_impl.hpp"
#include "ndr/pocl_quirks.hpp"
#include "watchdog.hpp"

namespace ndr {

std::string appVersion() { return NDR_VERSION; }

namespace {

// The parameters a tunable variant compiles, the layer they came from and its detail
// (GemmResolution::note).
void recordParams(RunResult& r, const GemmParams& gemm, GemmParamsSource source, const std::string& note)
{
    r.params = gemm.toString();
    r.paramsSource = source;
    r.paramsNote = note;
}

// FNV-1a 64-bit of a variant's OpenCL C source, as 16 hex digits (RunResult::kernelSourceHash);
// empty for a library call, which has no source of ours.
std::string kernelSourceHash(const Variant& v)
{
    if (v.external)
        return {};
    const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr;
    const std::string_view source = user ? std::string_view(user->source) : embeddedKernelSource(v.kernelFile);
    if (source.empty())
        return {};
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : source) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
    return text;
}

} // namespace

Engine::Engine(const EngineOptions& options) : impl_(std::make_unique<Impl>(options)) {}
Engine::~Engine() = default;

const std::vector<DeviceInfo>& Engine::devices() const { return impl_->registry.infos(); }

std::size_t Engine::resolveDevice(int p, int d) const { return impl_->resolve(p, d); }

Validation Engine::validate(const RunRequest& request)
{
    Validation v;
    try {
        auto prep = impl_->prepare(request);
        v.globalX = prep.plan.globalX;
        v.globalY = prep.plan.globalY;
        v.local = prep.plan.local;
        v.kernelWorkGroupSize = prep.kernelWg;
    } catch (const Error& e) {
        v.ok = false;
        v.reason = e.what();
        v.error = e;
    }
    return v;
}

RunResult Engine::run(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    // A user's kernel runs inside the process that launches it (on a CPU device, literally): one
    // that crashes or never ends would take the caller with it, so it runs in the kernel runner.
    if (isUserVariantName(req.variant))
        return runIsolated(req, cancel, progress);
    // Explicit GEMM parameters on PoCL: its code generator crashes the whole process on some
    // shapes, and which ones depends on the CPU and on how the process lays out its stacks
    // (docs/pocl-crash.md). The refusal rule covers the shapes seen crashing; a shape given by
    // hand that nobody has tried runs in the kernel runner too. Tuned, database and default
    // parameters have run there already (the tuner's candidates, the database tests).
    if (req.gemm && impl_->matmulOnPocl(req))
        return runIsolated(req, cancel, progress);
    return impl_->runHere(req, cancel, progress, nullptr);
}

bool Engine::Impl::matmulOnPocl(const RunRequest& req) const
{
    const Variant* v = findVariant(req.variant);
    if (!v || v->workload != Workload::MatMul || v->external || !v->tunable)
        return false;
    return isPoclDevice(registry.infos()[resolve(req.platformIndex, req.deviceIndex)]);
}

RunResult Engine::Impl::describe(const Prepared& prep, const RunRequest& req) const
{
    const DeviceInfo& info = registry.infos()[prep.device];
    const Variant& v = *prep.plan.variant;
    RunResult r;
    r.timestamp = isoTimestampUtc();
    r.appVersion = appVersion();
    r.platform = info.platformName;
    r.device = info.name;
    r.driver = info.driverVersion;
    r.deviceId = info.id();
    r.variant = v.name;
    r.workload = toString(v.workload);
    r.n = req.n;
    r.globalX = prep.plan.globalX;
    r.globalY = prep.plan.globalY;
    r.local = prep.plan.local;
    r.buffers = req.buffers;
    r.warmup = req.warmup;
    r.reps = req.reps;
    r.seed = req.seed;
    r.profiled = info.profilingSupported && !v.external; // CLBlast is timed on the host clock
    r.kernelSourceHash = kernelSourceHash(v);
    if (v.tunable)
        recordParams(r, prep.plan.gemm, prep.paramsSource, prep.paramsNote);
    return r;
}

void Engine::Impl::cpuTime(const Variant& v, std::size_t n, const std::function<double()>& measure,
                           const ProgressFn& progress, RunResult& r)
{
    const auto key = std::make_pair(int(v.workload) * 16 + int(v.scheme), n);
    auto it = cpuMs.find(key);
    if (it == cpuMs.end()) {
        if (progress)
            progress(0.05, "timing the sequential CPU loop");
        it = cpuMs.emplace(key, measure()).first;
    }
    r.cpuMs = it->second;
}

RunResult Engine::Impl::runHere(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress,
                                ChildRun* child)
{
    auto prep = prepare(req);
    const Variant& v = *prep.plan.variant;
    RunResult r = describe(prep, req);
    const QueueSet queues = queuesFor(prep.device, req.queues, r);

    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    // Test seam: a bug in the engine surfacing as a plain std::exception, which callers (the
    // studio's worker) must survive.
    if (faults.throwInRun)
        throw std::logic_error("injected fault throw-in-run: a std::exception that is not an ndr::Error");
    if (v.workload == Workload::MatMul)
        runMatmulHere(prep, req, queues, cancel, progress, child, r);
    else
        runVectorHere(prep, req, queues, cancel, progress, r);
    if (r.cpuMs && r.kernel.medianMs > 0)
        r.speedupVsCpu = *r.cpuMs / r.kernel.medianMs;
    if (progress && !child)
        progress(1.0, r.verified ? "verified" : "verification failed");
    return r;
}

void Engine::Impl::runMatmulHere(const Prepared& prep, const RunRequest& req, const QueueSet& queues,
                                 const CancelToken& cancel, const ProgressFn& progress, ChildRun* child, RunResult& r)
{
    const DeviceInfo& info = registry.infos()[prep.device];
    const Variant& v = *prep.plan.variant;
    prepareData(req.n, req.seed, v.transposeB, progress, !child);
    if (req.measureCpu && req.n <= kCpuTimingMaxN && !child)
        cpuTime(
            v, req.n, [&] { return sequentialTripleLoopMs(data.a, data.b, req.n); }, progress, r);
    Watchdog watchdog(req.timeoutS, cancel, isPoclDevice(info));
    if (child)
        watchdog.observeWaits(child->observer);
    try {
        if (child) {
            const std::vector<float> c =
                runMatmulCommands(registry.context(prep.device), queues, info.profilingSupported, prep.program,
                                  prep.entry, prep.plan, req, data, watchdog, faults, progress, r);
            child->rows = data.sampled ? matmulRows(c, req.n, data.refRows) : c;
        } else {
            runMatmul(registry.context(prep.device), queues, info.profilingSupported, prep.program, prep.entry,
                      prep.plan, req, data, watchdog, faults, progress, r);
        }
    } catch (...) {
        // Commands may still be running on the device: park their queues and memory.
        if (watchdog.gaveUp())
            registry.abandonQueue(prep.device, watchdog.takeHeld());
        throw;
    }
    if (v.tunable && r.kernel.medianMs > 0)
        r.gbps = gemmTrafficBytes(v, prep.plan.gemm, req.n) / (r.kernel.medianMs * 1e-3) * 1e-9;
}

void Engine::Impl::runVectorHere(const Prepared& prep, const RunRequest& req, const QueueSet& queues,
                                 const CancelToken& cancel, const ProgressFn& progress, RunResult& r)
{
    const DeviceInfo& info = registry.infos()[prep.device];
    const Variant& v = *prep.plan.variant;
    VectorData& vdata = *vectorData;
    prepareVectorData(vdata, v, req.n, req.seed);
    if (req.measureCpu)
        cpuTime(
            v, req.n, [&] { return sequentialVectorMs(v, vdata); }, progress, r);
    Watchdog watchdog(req.timeoutS, cancel, isPoclDevice(info));
    try {
        runVector(registry.context(prep.device), queues, info.profilingSupported, prep.program, prep.plan, req, vdata,
                  watchdog, faults, progress, r);
    } catch (...) {
        if (watchdog.gaveUp()) {
            // The inputs may be device memory (CL_MEM_USE_HOST_PTR) of the abandoned commands.
            auto held = std::make_shared<std::pair<std::shared_ptr<void>, std::shared_ptr<VectorData>>>(
                watchdog.takeHeld(), vectorData);
            vectorData = std::make_shared<VectorData>();
            registry.abandonQueue(prep.device, held);
        }
        throw;
    }
}

SweepResult Engine::sweep(const SweepRequest& request, const CancelToken& cancel, const ProgressFn& progress,
                          const ResultFn& onResult)
{
    SweepResult out;
    std::vector<LocalSize> locals = request.locals;
    if (locals.empty())
        locals.push_back(LocalSize::automatic());
    // A library variant (clblast) picks its own work-groups: the local sizes do not apply to it,
    // so it runs once per N rather than once per local size.
    auto localsOf = [&](const std::string& name) {
        const Variant* v = findVariant(name);
        return v && v->external ? std::vector<LocalSize>{LocalSize::automatic()} : locals;
    };
    std::size_t total = 0;
    for (const auto& name : request.variants)
        total += request.sizes.size() * localsOf(name).size();
    std::size_t done = 0;
    // Sizes outermost: the inputs and CPU reference for one N are computed once for all variants.
    for (std::size_t n : request.sizes)
        for (const auto& name : request.variants)
            for (const auto& local : localsOf(name)) {
                if (cancel.cancelled()) {
                    out.cancelled = true;
                    return out;
                }
                RunRequest req = request.base;
                req.variant = name;
                req.n = n;
                req.local = local;
                const std::string label = name + " N=" + std::to_string(n) + " local " + local.toString();
                auto sub = [&](double f, const std::string& s) {
                    if (progress)
                        progress((double(done) + f) / double(total), label + ": " + s);
                };
                try {
                    RunResult r = run(req, cancel, sub);
                    out.runs.push_back(r);
                    if (onResult)
                        onResult(out.runs.back());
                } catch (const Error& e) {
                    if (e.kind() == ErrorKind::Cancelled) {
                        out.cancelled = true;
                        return out;
                    }
                    if (e.kind() == ErrorKind::InvalidInput) {
                        out.skipped.push_back({name, n, local, e.what()});
                    } else {
                        // A runtime failure (out of resources, a crashed kernel…) fails this run only.
                        RunResult failed = failedResult(req, e);
                        out.runs.push_back(failed);
                        if (onResult)
                            onResult(out.runs.back());
                    }
                }
                ++done;
                if (progress)
                    progress(double(done) / double(total), label + ": done");
            }
    return out;
}

RunResult Engine::failedResult(const RunRequest& req, const Error& error) const
{
    RunResult failed = failedResult(req, std::string(error.what()));
    failed.offerOclgrindCheck = error.offersOclgrindCheck();
    failed.status = error.kind() == ErrorKind::Cancelled      ? RunStatus::Cancelled
                    : error.kind() == ErrorKind::InvalidInput ? RunStatus::Skipped
                                                              : RunStatus::RuntimeError;
    return failed;
}

RunResult Engine::failedResult(const RunRequest& req, const std::string& error) const
{
    RunResult failed;
    failed.timestamp = isoTimestampUtc();
    failed.appVersion = appVersion();
    failed.variant = req.variant;
    if (const Variant* v = findVariant(req.variant)) {
        failed.workload = toString(v->workload);
        failed.kernelSourceHash = kernelSourceHash(*v);
    }
    failed.n = req.n;
    failed.local = req.local;
    if (const Variant* v = findVariant(req.variant); v && v->external)
        failed.local = LocalSize::notApplicable();
    failed.buffers = req.buffers;
    failed.queues = req.queues;
    failed.warmup = req.warmup;
    failed.reps = req.reps;
    failed.seed = req.seed;
    try {
        const auto& info = devices().at(resolveDevice(req.platformIndex, req.deviceIndex));
        failed.platform = info.platformName;
        failed.device = info.name;
        failed.driver = info.driverVersion;
        failed.deviceId = info.id();
        if (const Variant* v = findVariant(req.variant); v && v->tunable) {
            // The parameters the run would have compiled, so the failed row says which ones.
            const GemmResolution resolved = impl_->resolveGemm(*v, info, req);
            recordParams(failed, resolved.params, resolved.source, resolved.note);
        }
    } catch (const std::exception&) {
        // The device itself was the problem; the error text already says so.
    }
    failed.error = error;
    failed.measured = false;
    failed.status = RunStatus::RuntimeError;
    return failed;
}

std::string Engine::kernelSource(const std::string& variant) const
{
    if (const UserKernel* user = isUserVariantName(variant) ? findUserKernel(variant) : nullptr)
        return user->source;
    return std::string(embeddedKernelSource(requireVariant(variant).kernelFile));
}

std::string Engine::buildOptions(const RunRequest& request)
{
    const Variant& v = requireVariant(request.variant);
    const auto idx = impl_->resolve(request.platformIndex, request.deviceIndex);
    const DeviceInfo& info = impl_->registry.infos()[idx];
    std::string options;
    if (!v.tunable) {
        options = planLaunch(v, info, request.n, request.local).options;
    } else {
        const GemmParams gemm = impl_->resolveGemm(v, info, request).params;
        options = planLaunch(v, info, request.n, request.local, SIZE_MAX, &gemm).options;
    }
    if (const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr)
        if (!user->buildOptions.empty())
            options += " " + user->buildOptions;
    return options;
}

std::string Engine::addUserKernel(const UserKernel& kernel) { return registerUserKernel(kernel).name; }

std::size_t Engine::programCacheSize() const { return impl_->programs.size(); }

} // namespace ndr
