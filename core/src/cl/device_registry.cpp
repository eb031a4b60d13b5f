#include "cl/device_registry.hpp"
#include "cl/program_build.hpp"
#include "cl/tensor_maps.hpp"

#include <algorithm>
#include <sstream>

#include "base/cl_error.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

// A driver's string as the engine stores it: no trailing NULs or blanks, and each control or
// invisible character and each byte that is not UTF-8 a blank (a run's names are refused with
// one when imported: what the engine writes always imports).
std::string trim(const std::string& raw)
{
    std::string s;
    s.reserve(raw.size());
    std::size_t len = 1;
    for (std::size_t i = 0; i < raw.size(); i += len)
        if (classifyChar(raw, i, len) == TextChar::Printable)
            s.append(raw, i, len);
        else
            s += ' ';
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    while (!s.empty() && s.front() == ' ')
        s.erase(s.begin());
    return s;
}

std::string typeName(cl_device_type t)
{
    if (t & CL_DEVICE_TYPE_GPU)
        return "GPU";
    if (t & CL_DEVICE_TYPE_CPU)
        return "CPU";
    if (t & CL_DEVICE_TYPE_ACCELERATOR)
        return "Accelerator";
    if (t & CL_DEVICE_TYPE_CUSTOM)
        return "Custom";
    return "Other";
}

// CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE exists only for a built kernel, so build a trivial
// one. A device that cannot build it still enumerates, with 0 shown.
std::size_t probePreferredMultiple(const cl::Device& d)
{
    try {
        cl::Context ctx(d);
        const ProgramBuild build = buildFromSource(ctx, d, std::string(embeddedKernelSource("device_probe.cl")), "");
        if (build.status != CL_SUCCESS)
            return 0;
        cl::Kernel k(build.program, "probe");
        return k.getWorkGroupInfo<CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>(d);
    } catch (const cl::Error&) {
        return 0;
    }
}

// The major OpenCL version of a CL_DEVICE_VERSION string ("OpenCL 3.0 PoCL ..."), 0 if unreadable.
int majorVersion(const std::string& version)
{
    const std::string prefix = "OpenCL ";
    if (version.compare(0, prefix.size(), prefix) != 0 || version.size() <= prefix.size())
        return 0;
    const char c = version[prefix.size()];
    return c >= '0' && c <= '9' ? c - '0' : 0;
}

// CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT is an OpenCL 3.0 query; the headers target 1.2 (so
// that NVIDIA's runtime works), hence its number. OpenCL 2.x requires the feature and has no
// query; a 1.x device answers CL_INVALID_VALUE (some, like Oclgrind, answer it anyway).
constexpr cl_device_info kDeviceNonUniformWorkGroupSupport = 0x1065;

void describeNonUniformWorkGroups(const cl::Device& d, DeviceInfo& info)
{
    cl_bool supported = CL_FALSE;
    const cl_int status =
        clGetDeviceInfo(d(), kDeviceNonUniformWorkGroupSupport, sizeof supported, &supported, nullptr);
    const int major = majorVersion(info.version);
    if (status == CL_SUCCESS) {
        info.nonUniformWorkGroups = supported == CL_TRUE;
        info.nonUniformWorkGroupsSource = std::string("CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT = ") +
                                          (supported == CL_TRUE ? "CL_TRUE" : "CL_FALSE");
    } else if (major == 2) {
        info.nonUniformWorkGroups = true;
        info.nonUniformWorkGroupsSource = "required by OpenCL 2.x";
    } else {
        info.nonUniformWorkGroups = false;
        info.nonUniformWorkGroupsSource = (major ? "OpenCL " + std::to_string(major) + ".x device" : info.version) +
                                          ": the query returns " + clErrorName(status);
    }
}

DeviceInfo describe(const cl::Platform& p, const cl::Device& d, int pi, int di)
{
    DeviceInfo info;
    info.platformIndex = pi;
    info.deviceIndex = di;
    info.platformName = trim(p.getInfo<CL_PLATFORM_NAME>());
    info.platformVendor = trim(p.getInfo<CL_PLATFORM_VENDOR>());
    info.platformVersion = trim(p.getInfo<CL_PLATFORM_VERSION>());
    info.name = trim(d.getInfo<CL_DEVICE_NAME>());
    info.vendor = trim(d.getInfo<CL_DEVICE_VENDOR>());
    info.version = trim(d.getInfo<CL_DEVICE_VERSION>());
    info.driverVersion = trim(d.getInfo<CL_DRIVER_VERSION>());
    info.openclCVersion = trim(d.getInfo<CL_DEVICE_OPENCL_C_VERSION>());
    const auto type = d.getInfo<CL_DEVICE_TYPE>();
    info.type = typeName(type);
    info.isGpu = (type & CL_DEVICE_TYPE_GPU) != 0;
    info.computeUnits = d.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    info.maxClockMHz = d.getInfo<CL_DEVICE_MAX_CLOCK_FREQUENCY>();
    info.globalMemBytes = d.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>();
    info.globalMemCacheBytes = d.getInfo<CL_DEVICE_GLOBAL_MEM_CACHE_SIZE>();
    info.localMemBytes = d.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    info.localMemType = d.getInfo<CL_DEVICE_LOCAL_MEM_TYPE>() == CL_LOCAL ? "local" : "global";
    info.maxMemAllocBytes = d.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
    info.maxConstantBufferBytes = d.getInfo<CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE>();
    info.maxWorkGroupSize = d.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>();
    info.maxWorkItemSizes = d.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>();
    info.profilingTimerResolutionNs = d.getInfo<CL_DEVICE_PROFILING_TIMER_RESOLUTION>();
    info.profilingSupported = (d.getInfo<CL_DEVICE_QUEUE_PROPERTIES>() & CL_QUEUE_PROFILING_ENABLE) != 0;
    std::istringstream ext(d.getInfo<CL_DEVICE_EXTENSIONS>());
    for (std::string e; ext >> e;)
        info.extensions.push_back(e);
    info.preferredWorkGroupSizeMultiple = probePreferredMultiple(d);
    describeNonUniformWorkGroups(d, info);
    readNvComputeCapability(d, info);
    return info;
}

} // namespace

void readNvComputeCapability(const cl::Device& d, DeviceInfo& info)
{
    if (std::find(info.extensions.begin(), info.extensions.end(), "cl_nv_device_attribute_query") ==
        info.extensions.end())
        return;
    // Values of cl_ext.h's CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV / _MINOR_NV.
    constexpr cl_device_info kMajor = 0x4000, kMinor = 0x4001;
    cl_uint major = 0, minor = 0;
    if (clGetDeviceInfo(d(), kMajor, sizeof major, &major, nullptr) == CL_SUCCESS &&
        clGetDeviceInfo(d(), kMinor, sizeof minor, &minor, nullptr) == CL_SUCCESS) {
        info.nvComputeMajor = int(major);
        info.nvComputeMinor = int(minor);
    }
    // Local memory per multiprocessor (a 4- or 8-byte integer, by the driver's answer's size).
    constexpr cl_device_info kLocalPerSm = 0x400B;
    std::size_t size = 0;
    if (clGetDeviceInfo(d(), kLocalPerSm, 0, nullptr, &size) == CL_SUCCESS && (size == 4 || size == 8)) {
        std::uint64_t value = 0;
        unsigned char bytes[8] = {};
        if (clGetDeviceInfo(d(), kLocalPerSm, size, bytes, nullptr) == CL_SUCCESS) {
            for (std::size_t i = size; i-- > 0;)
                value = (value << 8) | bytes[i];
            info.nvLocalMemPerSm = value;
        }
    }
    constexpr cl_device_info kPciBus = 0x4008, kPciDomain = 0x400A;
    cl_uint bus = 0, domain = 0;
    if (clGetDeviceInfo(d(), kPciBus, sizeof bus, &bus, nullptr) == CL_SUCCESS)
        info.nvPciBus = int(bus);
    if (clGetDeviceInfo(d(), kPciDomain, sizeof domain, &domain, nullptr) == CL_SUCCESS)
        info.nvPciDomain = int(domain);
    if (info.nvComputeMajor == 9 && info.nvComputeMinor == 0) {
        info.nvTensorMapsNote = tensorMapsUnavailableReason();
        info.nvTensorMaps = info.nvTensorMapsNote.empty();
        if (info.nvTensorMaps)
            info.nvTensorMapsNote = "encoded by " + cudaDriverName();
    }
}

DeviceRegistry::DeviceRegistry(const FaultPlan& faults) : noOutOfOrder_(faults.noOutOfOrder)
{
    std::vector<cl::Platform> platforms;
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error&) {
        // CL_PLATFORM_NOT_FOUND_KHR: the ICD loader found no vendor. An empty list is the answer.
        return;
    }
    for (std::size_t pi = 0; pi < platforms.size(); ++pi) {
        std::vector<cl::Device> devs;
        try {
            platforms[pi].getDevices(CL_DEVICE_TYPE_ALL, &devs);
        } catch (const cl::Error&) {
            continue; // CL_DEVICE_NOT_FOUND on a platform with no usable device
        }
        for (std::size_t di = 0; di < devs.size(); ++di) {
            try {
                infos_.push_back(describe(platforms[pi], devs[di], int(pi), int(di)));
                if (faults.noProfiling)
                    infos_.back().profilingSupported = false;
                devices_.push_back(devs[di]);
            } catch (const cl::Error&) {
                // A device that fails basic queries is not usable; leave it out rather than abort.
            }
        }
    }
}

void DeviceRegistry::simulateUniformWorkGroupsOnly()
{
    for (auto& info : infos_) {
        info.nonUniformWorkGroups = false;
        info.nonUniformWorkGroupsSource = "simulated: treated as an OpenCL 1.2 device";
    }
}

cl::Context& DeviceRegistry::context(std::size_t i)
{
    auto it = contexts_.find(i);
    if (it == contexts_.end())
        it = contexts_.emplace(i, cl::Context(devices_.at(i))).first;
    return it->second;
}

cl::CommandQueue& DeviceRegistry::queue(std::size_t i)
{
    auto it = queues_.find(i);
    if (it == queues_.end()) {
        abandoned_.reap();
        it = queues_.emplace(i, cl::CommandQueue(context(i), devices_.at(i), profilingProps(i))).first;
    }
    return it->second;
}

cl_command_queue_properties DeviceRegistry::profilingProps(std::size_t i) const
{
    return infos_.at(i).profilingSupported ? CL_QUEUE_PROFILING_ENABLE : 0;
}

cl::CommandQueue& DeviceRegistry::transferQueue(std::size_t i)
{
    auto it = transferQueues_.find(i);
    if (it == transferQueues_.end()) {
        abandoned_.reap();
        it = transferQueues_.emplace(i, cl::CommandQueue(context(i), devices_.at(i), profilingProps(i))).first;
    }
    return it->second;
}

cl::CommandQueue* DeviceRegistry::outOfOrderQueue(std::size_t i)
{
    auto it = oooQueues_.find(i);
    if (it != oooQueues_.end())
        return &it->second;
    const auto supported = devices_.at(i).getInfo<CL_DEVICE_QUEUE_PROPERTIES>();
    if (!(supported & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) || noOutOfOrder_)
        return nullptr;
    abandoned_.reap();
    const cl_command_queue_properties props = profilingProps(i) | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
    return &oooQueues_.emplace(i, cl::CommandQueue(context(i), devices_.at(i), props)).first->second;
}

void DeviceRegistry::abandonQueue(std::size_t i, std::shared_ptr<void> resources)
{
    // The run may have used any of the device's queues (queue modes): park each one that exists,
    // all sharing the run's resources, and let the next run create fresh ones.
    for (auto* queues : {&queues_, &transferQueues_, &oooQueues_}) {
        auto it = queues->find(i);
        if (it == queues->end())
            continue;
        abandoned_.add(std::move(it->second), resources);
        queues->erase(it);
    }
}

} // namespace ndr
