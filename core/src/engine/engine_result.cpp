// The third step of a request's pass (plan -> execute -> result, engine.cpp): the result row's
// request and device half, what follows from the measured figures, and the row of a request that
// failed before it produced one.
#include <cstdio>

#include "base/user_paths.hpp"
#include "engine/engine_impl.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// FNV-1a 64-bit of a variant's OpenCL C source, as 16 hex digits (RunResult::kernelSourceHash);
// empty for a library call, which has no source of ours.
std::string variantSourceHash(const Variant& v)
{
    if (v.external)
        return {};
    const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr;
    const std::string_view source = user ? std::string_view(user->source) : embeddedKernelSource(v.kernelFile);
    return source.empty() ? std::string() : ndr::kernelSourceHash(source);
}

} // namespace

void recordParams(RunResult& r, const GemmParams& gemm, GemmParamsSource source, const std::string& note)
{
    r.params = gemm.toString();
    r.paramsSource = source;
    r.paramsNote = note;
}

RunResult describeRun(const RequestPlan& prep, const RunRequest& req, const DeviceInfo& info)
{
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
    r.kernelSourceHash = variantSourceHash(v);
    if (v.tunable)
        recordParams(r, prep.plan.gemm, prep.paramsSource, prep.paramsNote);
    return r;
}

void finishRun(RunResult& r, const ProgressFn& progress)
{
    if (r.cpuMs && r.kernel.medianMs > 0)
        r.speedupVsCpu = *r.cpuMs / r.kernel.medianMs;
    if (progress)
        progress(1.0, r.verified ? "verified" : "verification failed");
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
        failed.kernelSourceHash = variantSourceHash(*v);
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
            const GemmResolution resolved = resolveRequestGemm(*v, info, req);
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

} // namespace ndr
