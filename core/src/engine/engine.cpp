// Engine: the facade. Every run takes one pass, plan -> execute -> result (Engine::Impl::runHere);
// a user kernel and explicit GEMM parameters on PoCL take it in the kernel runner (engine_isolated.cpp).
#include "ndr/engine.hpp"

#include "engine/engine_impl.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/pocl_quirks.hpp"
#include "ndr/user_kernel.hpp"

namespace ndr {

Engine::Impl::Impl(const EngineOptions& options)
    : registry(options.faults), faults(options.faults), executor(registry, faults)
{}

std::size_t Engine::Impl::resolve(int p, int d) const { return resolveDeviceIndex(registry.infos(), p, d); }

Engine::Engine(const EngineOptions& options) : impl_(std::make_unique<Impl>(options)) {}
Engine::~Engine() = default;

const std::vector<DeviceInfo>& Engine::devices() const { return impl_->registry.infos(); }

std::size_t Engine::resolveDevice(int p, int d) const { return impl_->resolve(p, d); }

Validation Engine::validate(const RunRequest& request)
{
    Validation v;
    try {
        const RequestPlan prep = planRequest(request, impl_->registry, impl_->programs);
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

// The request's pass: plan (validated, parameters resolved, program built), execute (commands
// timed, verified unless the kernel runner verifies in the parent), result.
RunResult Engine::Impl::runHere(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress,
                                ChildRun* child)
{
    const RequestPlan plan = planRequest(req, registry, programs);
    RunResult r = describeRun(plan, req, registry.infos()[plan.device]);
    executor.execute(plan, req, cancel, progress, child, r);
    finishRun(r, child ? ProgressFn{} : progress);
    return r;
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
        const GemmParams gemm = resolveRequestGemm(v, info, request).params;
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
