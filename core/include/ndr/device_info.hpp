#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ndr {

// What clinfo users look for, read once per device at enumeration.
struct DeviceInfo {
    int platformIndex = 0;
    int deviceIndex = 0;
    std::string platformName;
    std::string platformVendor;
    std::string platformVersion;
    std::string name;
    std::string vendor;
    std::string version;        // CL_DEVICE_VERSION
    std::string driverVersion;  // CL_DRIVER_VERSION
    std::string openclCVersion; // CL_DEVICE_OPENCL_C_VERSION
    std::string type;           // "GPU", "CPU", "Accelerator", ...
    bool isGpu = false;
    std::uint32_t computeUnits = 0;
    std::uint32_t maxClockMHz = 0;
    std::uint64_t globalMemBytes = 0;
    std::uint64_t globalMemCacheBytes = 0;
    std::uint64_t localMemBytes = 0;
    std::string localMemType; // "local" (dedicated) or "global" (emulated)
    std::uint64_t maxMemAllocBytes = 0;
    std::uint64_t maxConstantBufferBytes = 0;
    std::size_t maxWorkGroupSize = 0;
    std::vector<std::size_t> maxWorkItemSizes;
    std::size_t preferredWorkGroupSizeMultiple = 0; // from a built probe kernel
    std::size_t profilingTimerResolutionNs = 0;
    bool profilingSupported = true;
    std::vector<std::string> extensions;
    // Whether a global size that is not a multiple of the local size can be launched with a
    // partial last work-group (OpenCL 2.0 non-uniform work-groups), and where that answer came
    // from (CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, or the device's OpenCL version).
    bool nonUniformWorkGroups = false;
    std::string nonUniformWorkGroupsSource;
    // NVIDIA devices with cl_nv_device_attribute_query: CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV and
    // _MINOR_NV (9.0 on the H100); 0 elsewhere.
    int nvComputeMajor = 0, nvComputeMinor = 0;
    // Local memory per multiprocessor from the same extension (attribute 0x400B; 233472 bytes on the
    // H100), 0 where unknown. A work-group may declare up to this less 1 KiB on compute capability
    // 9.0, far beyond CL_DEVICE_LOCAL_MEM_SIZE (48 KiB): the tensor kernels' warpgroup path does.
    std::uint64_t nvLocalMemPerSm = 0;
    // Where the device sits on the PCI bus (attributes 0x400A and 0x4008), -1 where unknown; and
    // whether tf32_tensor may run its tensor-memory-accelerator form here: compute capability 9.0
    // and the CUDA driver's tensor-map encoder loadable (cl/tensor_maps.hpp), else why not.
    int nvPciDomain = -1, nvPciBus = -1;
    bool nvTensorMaps = false;
    std::string nvTensorMapsNote;

    // "P:D", the CLI's --device syntax.
    std::string id() const { return std::to_string(platformIndex) + ":" + std::to_string(deviceIndex); }
    // Ordered (label, value) pairs for tables, clinfo-style.
    std::vector<std::pair<std::string, std::string>> properties() const;
};

std::string formatBytes(std::uint64_t bytes);

} // namespace ndr
