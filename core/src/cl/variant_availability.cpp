// Where a variant can run: the external library (clblast) must load, and the NVIDIA-only kernels
// (inline PTX) need an NVIDIA device of their compute capability whose compiler builds them.
#include <CL/opencl.hpp>

#include <algorithm>
#include <map>
#include <mutex>
#include <sstream>

#include "base/cl_error.hpp"
#include "cl/cblas_library.hpp"
#include "cl/clblast_library.hpp"
#include "cl/device_registry.hpp"
#include "cl/program_build.hpp"
#include "ndr/device_info.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace ndr {

namespace {

bool isNvidiaPlatform(const DeviceInfo& d)
{
    return d.platformName.find("NVIDIA") != std::string::npos || d.platformVendor.find("NVIDIA") != std::string::npos;
}

std::string where(const DeviceInfo& d)
{
    return "device " + d.id() + " (" + d.name + ", platform " + d.platformName + ")";
}

// Builds the variant's kernel with its default parameters on `device`; the build log on failure.
std::string buildFailure(const Variant& v, const cl::Device& device)
{
    try {
        cl::Context ctx(device);
        const std::string options = "-cl-std=CL1.2 " + v.defaultParams.defines();
        const ProgramBuild build =
            buildFromSource(ctx, device, std::string(embeddedKernelSource(v.kernelFile)), options);
        if (build.status == CL_SUCCESS)
            return {};
        return build.log.empty() ? "clBuildProgram returned " + clErrorName(build.status) : build.log;
    } catch (const cl::Error& e) {
        return std::string(e.what()) + " failed: " + clErrorName(e.err());
    }
}

// Every OpenCL device of the machine, checked once per process and variant.
std::string machineReason(const Variant& v)
{
    std::vector<cl::Platform> platforms;
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error&) {
        return "no OpenCL platform found";
    }
    std::string reasons;
    for (std::size_t pi = 0; pi < platforms.size(); ++pi) {
        std::vector<cl::Device> devices;
        try {
            platforms[pi].getDevices(CL_DEVICE_TYPE_ALL, &devices);
        } catch (const cl::Error&) {
            continue;
        }
        for (std::size_t di = 0; di < devices.size(); ++di) {
            DeviceInfo info;
            try {
                info.platformIndex = int(pi);
                info.deviceIndex = int(di);
                info.platformName = platforms[pi].getInfo<CL_PLATFORM_NAME>().c_str();
                info.platformVendor = platforms[pi].getInfo<CL_PLATFORM_VENDOR>().c_str();
                info.name = devices[di].getInfo<CL_DEVICE_NAME>().c_str();
                std::istringstream ext(devices[di].getInfo<CL_DEVICE_EXTENSIONS>());
                for (std::string e; ext >> e;)
                    info.extensions.push_back(e);
            } catch (const cl::Error&) {
                continue;
            }
            readNvComputeCapability(devices[di], info);
            std::string why = deviceUnavailableReason(v, info);
            if (why.empty()) {
                const std::string log = buildFailure(v, devices[di]);
                if (log.empty())
                    return {};
                why = where(info) + ": NVIDIA's compiler rejects the kernel: " + log.substr(0, 300);
            }
            reasons += (reasons.empty() ? "" : "; ") + why;
        }
    }
    return reasons.empty() ? "no OpenCL device found" : reasons;
}

} // namespace

std::string deviceUnavailableReason(const Variant& v, const DeviceInfo& d)
{
    if (v.onHost && d.type != "CPU")
        return v.name + " runs on the host CPU: it is offered on CPU devices (the host's processor), and " + where(d) +
               " is a " + (d.type.empty() ? std::string("device of unknown type") : d.type);
    if (v.nvidiaComputeCapability <= 0)
        return {};
    const std::string need = v.name + " needs an NVIDIA GPU of compute capability " +
                             std::to_string(v.nvidiaComputeCapability) +
                             ".0 or newer (inline PTX for its tensor cores)";
    if (!isNvidiaPlatform(d))
        return need + "; " + where(d) + " is not on NVIDIA's platform";
    if (d.nvComputeMajor == 0)
        return need + "; " + where(d) + " does not report its compute capability (no cl_nv_device_attribute_query)";
    if (d.nvComputeMajor < v.nvidiaComputeCapability)
        return need + "; " + where(d) + " has compute capability " + std::to_string(d.nvComputeMajor) + "." +
               std::to_string(d.nvComputeMinor);
    return {};
}

std::string unavailableReason(const Variant& v)
{
    if (v.external)
        return externalUnavailableReason(v);
    if (v.nvidiaComputeCapability <= 0)
        return {};
    static std::mutex mutex;
    static std::map<std::string, std::string> answers;
    const std::lock_guard lock(mutex);
    auto it = answers.find(v.name);
    if (it == answers.end())
        it = answers.emplace(v.name, machineReason(v)).first;
    return it->second;
}

std::string externalUnavailableReason(const Variant& v)
{
    if (!v.external)
        return {};
    return v.onHost ? cblasUnavailableReason() : clblastUnavailableReason();
}

std::string externalLibraryDescription(const Variant& v) { return v.onHost ? cblasLibraryDescription() : ""; }

} // namespace ndr
