// Engine::inspect: what the compiler made of a kernel on a device, at one N and local size.
#include <CL/opencl.hpp>
#include <chrono>

#include <nlohmann/json.hpp>

#include "base/cl_error.hpp"
#include "engine/engine_impl.hpp"
#include "engine/pocl_inspect.hpp"
#include "ipc/runner_process.hpp"
#include "ndr/diagnostics.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/pocl_quirks.hpp"
#include "ndr/user_kernel.hpp"
#include "records/run_json.hpp"

namespace ndr {

namespace {

// cl_nv_device_attribute_query: registers per block and warp size.
constexpr cl_device_info kNvRegistersPerBlock = 0x4002;
constexpr cl_device_info kNvWarpSize = 0x4003;

std::uint64_t nvAttribute(const cl::Device& dev, cl_device_info what)
{
    cl_uint v = 0;
    return ::clGetDeviceInfo(dev(), what, sizeof v, &v, nullptr) == CL_SUCCESS ? v : 0;
}

void readKernelInfo(const cl::Program& program, const cl::Device& dev, InspectReport& r)
{
    try {
        cl::Kernel k(program, r.entry.c_str());
        r.kernelWorkGroupSize = k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev);
        r.preferredWorkGroupMultiple = k.getWorkGroupInfo<CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>(dev);
        r.localMemBytes = k.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(dev);
        r.privateMemBytes = k.getWorkGroupInfo<CL_KERNEL_PRIVATE_MEM_SIZE>(dev);
        const auto compiled = k.getWorkGroupInfo<CL_KERNEL_COMPILE_WORK_GROUP_SIZE>(dev);
        for (std::size_t i = 0; i < 3; ++i)
            r.compileWorkGroupSize[i] = compiled[i];
    } catch (const cl::Error& e) {
        throw openclError("kernel '" + r.entry + "' in " + r.sourceName + ": " + clErrorName(e.err()), e.what(),
                          e.err());
    }
}

std::string buildLogOf(const cl::Program& program, const cl::Device& dev, const std::string& sourceName)
{
    try {
        return replaceCompilerSourceName(program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev), sourceName);
    } catch (const cl::Error&) {
        return {};
    }
}

// The -cl-nv-verbose build's ptxas figures, the PTX, the device's attributes and the occupancy.
void inspectNvidia(DeviceRegistry& registry, ProgramCache& programs, const RequestPlan& rp, const std::string& source,
                   InspectReport& r)
{
    const cl::Device& dev = registry.device(rp.device);
    const DeviceInfo& info = registry.infos()[rp.device];
    r.ccMajor = info.nvComputeMajor;
    r.ccMinor = info.nvComputeMinor;
    r.nvLocalMemPerSm = info.nvLocalMemPerSm;
    r.nvRegistersPerBlock = nvAttribute(dev, kNvRegistersPerBlock);
    r.nvWarpSize = nvAttribute(dev, kNvWarpSize);
    const cl::Program verbose = programs.get(rp.device, registry.context(rp.device), dev, source,
                                             rp.plan.options + " -cl-nv-verbose", r.sourceName);
    std::string log = buildLogOf(verbose, dev, r.sourceName);
    r.ptxas = ptxasInfoFor(log, r.entry);
    if (!r.ptxas || !r.ptxas->registers) {
        // NVIDIA's driver keeps what ptxas made of a PTX text in its compute cache
        // (~/.nv/ComputeCache): a kernel built before comes back without a ptxas log. An empty
        // kernel of a name used once, appended to the source, makes the PTX new to that cache, so
        // ptxas runs and reports; the inspected kernel's code is the same (its PTX is shown from
        // the build above).
        const auto nonce = std::chrono::steady_clock::now().time_since_epoch().count();
        const std::string fresh =
            source + "\n__kernel void ndr_inspect_" + std::to_string(nonce < 0 ? -nonce : nonce) + "(void) {}\n";
        const cl::Program again = programs.get(rp.device, registry.context(rp.device), dev, fresh,
                                               rp.plan.options + " -cl-nv-verbose", r.sourceName);
        log = buildLogOf(again, dev, r.sourceName);
        r.ptxas = ptxasInfoFor(log, r.entry);
    }
    if (r.buildLog.find("ptxas") == std::string::npos)
        r.buildLog += (r.buildLog.empty() ? "" : "\n") + log;
    try {
        const auto binaries = verbose.getInfo<CL_PROGRAM_BINARIES>();
        if (binaries.size() == 1)
            r.ptx.assign(binaries[0].begin(), binaries[0].end());
    } catch (const cl::Error& e) {
        r.ptxNote = "CL_PROGRAM_BINARIES failed: " + clErrorName(e.err());
    }
    if (r.ptx.empty() && r.ptxNote.empty())
        r.ptxNote = "the driver returned no program binary";
    if (!r.ptxas || !r.ptxas->registers) {
        r.occupancyNote = "the verbose build log has no ptxas line for " + r.entry;
        return;
    }
    if (!smLimits(r.ccMajor, r.ccMinor)) {
        r.occupancyNote = "compute capability " + std::to_string(r.ccMajor) + "." + std::to_string(r.ccMinor) +
                          " is outside the occupancy model (" + knownComputeCapabilities() + ")";
        return;
    }
    OccupancyRequest q;
    q.ccMajor = r.ccMajor;
    q.ccMinor = r.ccMinor;
    q.workGroupSize = r.local.total();
    q.registersPerWorkItem = *r.ptxas->registers;
    q.localMemPerGroup = std::max({r.localMemBytes, rp.plan.localMemBytes, r.ptxas->smemBytes.value_or(0)});
    try {
        r.occupancy = computeOccupancy(q);
    } catch (const Error& e) {
        r.occupancyNote = e.what();
    }
}

// One run of the request in the kernel runner with a private PoCL cache, then what PoCL left there.
void inspectPoclCode(const RunRequest& req, const Variant& v, const UserKernel* user, InspectReport& r,
                     const CancelToken& cancel, const ProgressFn& progress)
{
    if (v.workload != Workload::MatMul || v.external) {
        r.assemblyNote = "the assembly is shown for matmul variants and user kernels (they run in the kernel runner, "
                         "whose PoCL cache can be private)";
        r.llvmIrNote = "the LLVM IR is read from PoCL's kernel cache; this device is not PoCL";
        return;
    }
    PrivateDirectory cache;
    RunRequest forRunner = req;
    forRunner.timeoutS = 86400.0 * 7;
    forRunner.measureCpu = false;
    forRunner.reps = 1;
    forRunner.warmup = 0;
    const nlohmann::json message{{"type", "run"},        {"protocol", kRunnerProtocol},
                                 {"request", forRunner}, {"user_kernel", user ? nlohmann::json(*user) : nullptr},
                                 {"fault", ""},          {"faults", ""}};
    RunnerProcess runner(user ? "user kernel " + user->fileName : v.name);
    runner.setEnvironment("POCL_CACHE_DIR", cache.path());
    const ProgressFn scaled = [&](double f, const std::string& status) {
        if (progress)
            progress(0.3 + 0.6 * f, status);
    };
    runner.run(message, req.timeoutS, cancel, scaled, 1.0);
    readPoclCache(cache.path(), r);
}

} // namespace

InspectReport Engine::inspect(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    if (progress)
        progress(0.05, "building");
    const RequestPlan rp = planRequest(req, impl_->registry, impl_->programs);
    const Variant& v = requireVariant(req.variant);
    const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr;
    const DeviceInfo& info = impl_->registry.infos()[rp.device];
    const cl::Device& dev = impl_->registry.device(rp.device);

    InspectReport r;
    r.variant = v.name;
    r.entry = rp.entry;
    r.sourceName = user ? user->fileName : v.kernelFile;
    r.deviceId = info.id();
    r.deviceName = info.name;
    r.platformName = info.platformName;
    r.nvidia = info.platformName.find("NVIDIA") != std::string::npos;
    r.pocl = isPoclDevice(info);
    r.n = req.n;
    r.local = rp.plan.local;
    r.globalX = rp.plan.globalX;
    r.globalY = rp.plan.globalY;
    r.params = v.tunable ? rp.plan.gemm.toString() : std::string();
    r.buildOptions = rp.plan.options;
    if (rp.program() == nullptr)
        throw invalidInput(v.name + " is a library call: there is no kernel of this program to inspect");
    r.buildLog = buildLogOf(rp.program, dev, r.sourceName);
    r.diagnostics = parseBuildLog(r.buildLog, r.sourceName);
    readKernelInfo(rp.program, dev, r);
    const std::string source = user ? user->source : std::string(embeddedKernelSource(v.kernelFile));

    if (r.nvidia) {
        if (progress)
            progress(0.3, "building with -cl-nv-verbose");
        inspectNvidia(impl_->registry, impl_->programs, rp, source, r);
    } else {
        r.occupancyNote = r.pocl ? "no occupancy model applies to PoCL's CPU device: each work-group runs on one "
                                   "thread (see the work-group spread)"
                                 : "no occupancy model is known for this device";
    }
    if (!info.isGpu)
        r.cpuSpread =
            cpuWorkGroupSpread(r.globalX, r.globalY, r.local.x, r.local.dims == 2 ? r.local.y : 1, info.computeUnits);
    if (r.pocl) {
        inspectPoclCode(req, v, user, r, cancel, progress);
    } else {
        r.assemblyNote = "the work-group function's assembly is read from PoCL's kernel cache; this device is not PoCL";
        r.llvmIrNote = "the LLVM IR is read from PoCL's kernel cache; this device is not PoCL";
    }
    if (r.ptx.empty() && r.ptxNote.empty())
        r.ptxNote = "PTX comes from NVIDIA's driver; this device is not NVIDIA's";
    if (progress)
        progress(1.0, "inspected");
    return r;
}

} // namespace ndr
