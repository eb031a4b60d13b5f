#include "plan/request_plan.hpp"

#include <tuple>

#include "base/cl_error.hpp"
#include "catalogue/user_kernel_check.hpp"
#include "cl/watchdog.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/errors.hpp"
#include "ndr/quote.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant_availability.hpp"

namespace ndr {

namespace {

// An external variant (a library call): available, on one in-order queue (the library orders
// its own helper kernels by the queue), its plan.
LaunchPlan planExternal(const Variant& v, const DeviceInfo& info, const RunRequest& req)
{
    if (const std::string why = externalUnavailableReason(v); !why.empty())
        throw invalidInput(v.name + ": " + why);
    if (const std::string why = deviceUnavailableReason(v, info); !why.empty())
        throw invalidInput(why);
    if (req.queues != QueueMode::InOrder && !v.onHost) // a host call uses no queue
        throw invalidInput(v.name +
                           " runs on one in-order queue (the library orders its own kernels): "
                           "queue mode " +
                           toString(req.queues) + " is not supported for it");
    return planLaunch(v, info, req.n, req.local);
}

// CL_KERNEL_WORK_GROUP_SIZE and CL_KERNEL_LOCAL_MEM_SIZE of the compiled kernel.
std::pair<std::size_t, std::uint64_t> kernelLimits(const RequestPlan& rp, const Variant& v, DeviceRegistry& registry)
{
    try {
        cl::Kernel k(rp.program, rp.entry.c_str());
        const auto& dev = registry.device(rp.device);
        return std::make_pair(k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev),
                              std::uint64_t(k.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(dev)));
    } catch (const cl::Error& e) {
        throw openclError("kernel '" + rp.entry + "' in " + v.kernelFile + ": " + clErrorName(e.err()), e.what(),
                          e.err());
    }
}

// Builds the plan's program (cached) and names its entry point: the user's source with its
// options, or the variant's embedded kernel file.
void buildProgram(RequestPlan& rp, const Variant& v, const UserKernel* user, DeviceRegistry& registry,
                  ProgramCache& programs)
{
    const DeviceInfo& info = registry.infos()[rp.device];
    if (user) {
        try {
            rp.program = programs.get(rp.device, registry.context(rp.device), registry.device(rp.device), user->source,
                                      rp.plan.options, user->fileName);
        } catch (const Error& e) {
            // The user's code, not the engine, is at fault: an input error (exit code 2).
            throw e.rephrased(ErrorKind::InvalidInput, "user kernel " + user->fileName + ": " + e.what());
        }
        rp.entry = resolveUserEntry(rp.program, *user);
        return;
    }
    const std::string src(embeddedKernelSource(v.kernelFile));
    if (src.empty())
        throw runtimeError("kernel file " + v.kernelFile + " was not embedded in this build");
    try {
        rp.program = programs.get(rp.device, registry.context(rp.device), registry.device(rp.device), src,
                                  rp.plan.options, v.kernelFile);
    } catch (const Error& e) {
        // A driver whose compiler rejects the inline PTX cannot run the variant at all.
        if (v.nvidiaComputeCapability > 0 && e.kind() == ErrorKind::Runtime)
            throw e.rephrased(ErrorKind::InvalidInput, v.name + " is unavailable on device " + info.id() +
                                                           ": the compiler rejects its inline PTX: " + e.what());
        throw;
    }
    rp.entry = v.entryPoint;
}

} // namespace

const Variant& requireVariant(const std::string& name)
{
    const Variant* v = findVariant(name);
    if (!v)
        throw invalidInput("unknown variant " + quote(name) + " (known: " + variantNames() + ")");
    return *v;
}

void checkRequestBasics(const RunRequest& req)
{
    if (req.reps < 1)
        throw invalidInput("repetitions must be at least 1 (got " + std::to_string(req.reps) + ")");
    if (req.warmup < 0)
        throw invalidInput("warm-up count must be 0 or more (got " + std::to_string(req.warmup) + ")");
    if (!(req.timeoutS > 0) || req.timeoutS > 86400 * 7)
        throw limitError("the watchdog timeout must be above 0 s and at most a week (got " +
                             std::to_string(req.timeoutS) + " s)",
                         kWatchdogLimit, 86400ull * 7 * 1000);
    // Explicit GEMM parameters on a variant that compiles none would be ignored silently.
    if (const Variant* v = findVariant(req.variant); req.gemm && v && !v->tunable)
        requireTunable(req.variant, "GEMM parameters (--params)");
}

std::size_t resolveDeviceIndex(const std::vector<DeviceInfo>& infos, int p, int d)
{
    if (infos.empty())
        throw runtimeError("no OpenCL device found: the ICD loader lists no platform "
                           "(install pocl-opencl-icd for the CPU device, or a GPU driver)");
    if (p < 0 && d < 0) {
        for (std::size_t i = 0; i < infos.size(); ++i)
            if (infos[i].isGpu)
                return i;
        return 0;
    }
    for (std::size_t i = 0; i < infos.size(); ++i)
        if (infos[i].platformIndex == p && infos[i].deviceIndex == d)
            return i;
    std::string valid;
    for (const auto& i : infos)
        valid += (valid.empty() ? "" : ", ") + i.id();
    throw invalidInput("device " + std::to_string(p) + ":" + std::to_string(d) + " does not exist (devices: " + valid +
                       ")");
}

GemmResolution resolveRequestGemm(const Variant& v, const DeviceInfo& info, const RunRequest& req)
{
    return resolveGemm(v, info, req.gemm, req.useTunedParams, req.n);
}

RequestPlan planRequest(const RunRequest& req, DeviceRegistry& registry, ProgramCache& programs)
{
    checkRequestBasics(req);
    const Variant& v = requireVariant(req.variant);
    RequestPlan rp;
    rp.device = resolveDeviceIndex(registry.infos(), req.platformIndex, req.deviceIndex);
    const DeviceInfo& info = registry.infos()[rp.device];
    if (v.external) {
        rp.plan = planExternal(v, info, req);
        return rp; // nothing of ours to compile
    }
    // The NVIDIA-only kernels (inline PTX): asking for one elsewhere is an input error.
    if (const std::string why = deviceUnavailableReason(v, info); !why.empty())
        throw invalidInput(why);
    GemmParams gemm;
    if (v.tunable) {
        const GemmResolution resolved = resolveRequestGemm(v, info, req);
        gemm = resolved.params;
        rp.paramsSource = resolved.source;
        rp.paramsNote = resolved.note;
    }
    // A kernel the user loaded (user_kernel.hpp): its own source and extra build options.
    const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr;
    auto plan = [&](std::size_t autoLimit) {
        rp.plan = planLaunch(v, info, req.n, req.local, autoLimit, v.tunable ? &gemm : nullptr);
        if (user && !user->buildOptions.empty())
            rp.plan.options += " " + user->buildOptions;
    };
    plan(SIZE_MAX);
    if (rp.plan.kSplit > 1) // how the parameters run at this N, beside where they came from
        rp.paramsNote += (rp.paramsNote.empty() ? "" : "; ") + rp.plan.kSplitWhy;
    if (!rp.plan.edgeWhy.empty()) // strips summed by edge_sums or edge_strips, or in the tiles' last wave
        rp.paramsNote += (rp.paramsNote.empty() ? "" : "; ") + rp.plan.edgeWhy;
    if (rp.plan.tensorMaps)
        rp.paramsNote += std::string(rp.paramsNote.empty() ? "" : "; ") + "tensor-memory accelerator: a first kernel " +
                         (rp.plan.tensorMapsSplit      ? "splits A and B (transposed) into TF32 hi and lo parts"
                          : rp.plan.tensorMapsPrepareA ? "rounds B to TF32 transposed and A"
                                                       : "rounds B to TF32 transposed") +
                         (rp.plan.edgeSums ? " and sums the strips' products as it reads them" : "") +
                         ", timed with the multiplication";
    buildProgram(rp, v, user, registry, programs);
    auto [wg, lmem] = kernelLimits(rp, v, registry);
    if (req.local.isAutomatic() && rp.plan.local.total() > wg && !v.tunable) {
        // The compiled kernel allows fewer work-items than the device: choose again under it.
        plan(wg);
        buildProgram(rp, v, user, registry, programs);
        std::tie(wg, lmem) = kernelLimits(rp, v, registry);
    }
    rp.kernelWg = wg;
    if (auto broken = checkKernelLimits(rp.plan, info, wg, lmem))
        throw *broken;
    return rp;
}

} // namespace ndr
