#include "ndr/device_info.hpp"

#include <cstdio>

namespace ndr {

std::string formatBytes(std::uint64_t bytes)
{
    const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    char buf[32];
    if (u == 0 || v == double(static_cast<std::uint64_t>(v)))
        std::snprintf(buf, sizeof buf, "%.0f %s", v, units[u]);
    else
        std::snprintf(buf, sizeof buf, "%.1f %s", v, units[u]);
    return buf;
}

std::vector<std::pair<std::string, std::string>> DeviceInfo::properties() const
{
    std::string sizes;
    for (std::size_t i = 0; i < maxWorkItemSizes.size(); ++i)
        sizes += (i ? " x " : "") + std::to_string(maxWorkItemSizes[i]);
    std::string ext;
    for (const auto& e : extensions)
        ext += (ext.empty() ? "" : " ") + e;
    auto bytes = [](std::uint64_t b) { return formatBytes(b) + " (" + std::to_string(b) + ")"; };
    return {
        {"Device", id()},
        {"Platform", platformName},
        {"Platform vendor", platformVendor},
        {"Platform version", platformVersion},
        {"Name", name},
        {"Vendor", vendor},
        {"Device version", version},
        {"Driver version", driverVersion},
        {"OpenCL C version", openclCVersion},
        {"Type", type},
        {"Compute units", std::to_string(computeUnits)},
        {"Max clock frequency", std::to_string(maxClockMHz) + " MHz"},
        {"Global memory", bytes(globalMemBytes)},
        {"Global memory cache", bytes(globalMemCacheBytes)},
        {"Local memory", bytes(localMemBytes)},
        {"Local memory type", localMemType},
        {"Max memory allocation", bytes(maxMemAllocBytes)},
        {"Max constant buffer", bytes(maxConstantBufferBytes)},
        {"Max work-group size", std::to_string(maxWorkGroupSize)},
        {"Max work-item sizes", sizes},
        {"Preferred work-group size multiple", std::to_string(preferredWorkGroupSizeMultiple)},
        {"Profiling timer resolution", std::to_string(profilingTimerResolutionNs) + " ns"},
        {"Profiling", profilingSupported ? "yes" : "no (wall clock used)"},
        {"Non-uniform work-groups",
         std::string(nonUniformWorkGroups ? "yes" : "no") +
             (nonUniformWorkGroupsSource.empty() ? "" : " (" + nonUniformWorkGroupsSource + ")")},
        {"NVIDIA compute capability",
         nvComputeMajor ? std::to_string(nvComputeMajor) + "." + std::to_string(nvComputeMinor) : "-"},
        {"NVIDIA local memory per SM", nvLocalMemPerSm ? bytes(nvLocalMemPerSm) : "-"},
        {"NVIDIA tensor maps (TMA)", nvTensorMapsNote.empty() ? "-" : nvTensorMapsNote},
        {"Extensions", ext},
    };
}

} // namespace ndr
