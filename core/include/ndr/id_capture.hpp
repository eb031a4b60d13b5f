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

struct IdCaptureRequest {
    int platformIndex = -1, deviceIndex = -1; // -1,-1: the default device
    NDRangeGeometry range;
    // The captured window of global ids [x, x+width) x [y, y+height); width/height 0 = to the end.
    std::size_t windowX = 0, windowY = 0, windowWidth = 0, windowHeight = 0;
};

struct IdCapture {
    std::string deviceId, deviceName;
    NDRangeGeometry range;
    std::size_t windowX = 0, windowY = 0, windowWidth = 0, windowHeight = 0;
    std::vector<WorkItemIds> items; // row-major over the window
    // Where the sub-group index came from: the device (cl_khr_subgroups / cl_intel_subgroups'
    // get_sub_group_id) or an estimate, linear local id / CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE.
    bool subGroupsFromDevice = false;
    std::size_t subGroupSize = 0; // the estimate's divisor (0 when the device reported ids)
    std::string subGroupSource;   // e.g. "cl_khr_subgroups" or "estimate: preferred multiple 8"
    // Every captured id compared with workItemIdsAt() (the sub-group only when estimated).
    std::size_t mismatches = 0;
    std::string firstMismatch;
    double kernelMs = 0;
    bool verified() const { return mismatches == 0 && !items.empty(); }
    const WorkItemIds& at(std::size_t x, std::size_t y) const {
        return items[(y - windowY) * windowWidth + x - windowX];
    }
};

} // namespace ndr
