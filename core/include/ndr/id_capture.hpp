#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "ndr/work_items.hpp"

namespace ndr {

// Capturing every id of a large NDRange would not fit memory (8192 x 8192 items x 9 ints is
// 2.4 GB), so the device runs the whole NDRange and only the work-items inside a window write
// their ids; the window holds at most kMaxCapturedItems work-items.
inline constexpr std::size_t kMaxCapturedItems = std::size_t(1) << 20;
// Error::limit() of a window above kMaxCapturedItems.
inline constexpr const char* kCaptureLimit = "captured work-items";

// The Error::limit() of a ragged NDRange refused on a device without non-uniform work-groups.
inline constexpr const char* kNonUniformWorkGroupLimit = "CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT";

// How the NDRange of a capture was launched.
enum class IdLaunch {
    Uniform,    // every global dimension is a multiple of the local size
    NonUniform, // as asked, with partial last work-groups (OpenCL 2.0 non-uniform work-groups)
    Padded,     // the global size rounded up to a multiple: the extra work-items run but lie
                // outside the requested NDRange (what a kernel guards with `if (gid >= n) return;`)
};
const char* toString(IdLaunch launch); // "uniform", "non-uniform", "padded"

struct IdCaptureRequest {
    int platformIndex = -1, deviceIndex = -1; // -1,-1: the default device
    // May be ragged (a global size that is not a multiple of the local size): it runs with
    // non-uniform work-groups where the device has them, padded when `pad` is set, and is
    // refused otherwise (Error with limit() kNonUniformWorkGroupLimit).
    NDRangeGeometry range;
    bool pad = false;
    // The captured window of global ids [x, x+width) x [y, y+height) of the launched NDRange
    // (padding included); width/height 0 = to the end.
    std::size_t windowX = 0, windowY = 0, windowWidth = 0, windowHeight = 0;
};

struct IdCapture {
    std::string deviceId, deviceName;
    NDRangeGeometry requested; // as asked
    NDRangeGeometry range;     // as launched: the request, or request.padded()
    IdLaunch launch = IdLaunch::Uniform;
    std::string launchNote;   // where non-uniform support came from, or why the NDRange was padded
    std::string buildOptions; // what the tool kernel was compiled with (-cl-std=CL2.0 for partial groups)
    std::size_t windowX = 0, windowY = 0, windowWidth = 0, windowHeight = 0;
    std::vector<WorkItemIds> items; // row-major over the window
    // Where the sub-group index came from: the device (cl_khr_subgroups / cl_intel_subgroups'
    // get_sub_group_id) or an estimate, linear local id / CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE.
    bool subGroupsFromDevice = false;
    std::size_t subGroupSize = 0; // the estimate's divisor (0 when the device reported ids)
    std::string subGroupSource;   // e.g. "cl_khr_subgroups" or "estimate: preferred multiple 8"
    // Every captured id compared with workItemIdsAt() of the launched range (the sub-group only
    // when estimated), get_local_size included, and get_enqueued_local_size with the request.
    std::size_t mismatches = 0;
    std::string firstMismatch;
    double kernelMs = 0;
    bool verified() const { return mismatches == 0 && !items.empty(); }
    // Padding: launched only because the global size was rounded up to the local size.
    bool isPadding(std::size_t x, std::size_t y) const
    {
        return launch == IdLaunch::Padded && (x >= requested.globalX || y >= requested.globalY);
    }
    std::size_t paddingItems() const { return range.itemCount() - requested.itemCount(); }
    const WorkItemIds& at(std::size_t x, std::size_t y) const
    {
        return items[(y - windowY) * windowWidth + x - windowX];
    }
};

} // namespace ndr
