#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ndr {

// A 1-D or 2-D NDRange with an explicit work-group size (OpenCL 1.2: global must be a multiple
// of local in every dimension). Dimension 0 is x (columns), dimension 1 is y (rows).
struct NDRangeGeometry {
    int dims = 2;
    std::size_t globalX = 1, globalY = 1;
    std::size_t localX = 1, localY = 1;

    std::size_t groupsX() const { return localX ? globalX / localX : 0; }
    std::size_t groupsY() const { return localY ? globalY / localY : 0; }
    std::size_t itemCount() const { return globalX * globalY; }
    std::size_t groupSize() const { return localX * localY; }
    // "16x16 / 4x4" or "64 / 8".
    std::string toString() const;
    // Empty when usable, else the reason naming the broken rule (zero sizes, a global size that
    // is not a multiple of the local size, more than kMaxNDRangeItems work-items).
    std::string problem() const;
    // Parses --global "16x16" or "64" and --local "4x4" / "8"; both must have the same number
    // of dimensions. Throws Error(InvalidInput) naming the problem.
    static NDRangeGeometry parse(const std::string& global, const std::string& local);
    bool operator==(const NDRangeGeometry&) const = default;
};

// The grid view reasons about NDRanges up to 2^31 work-items (ids fit an int on the device).
inline constexpr std::size_t kMaxNDRangeItems = std::size_t(1) << 31;

// Every id OpenCL gives one work-item (global offset 0), as the spec defines them:
// global = group * local + local id, linear ids row-major with dimension 0 fastest.
struct WorkItemIds {
    std::uint32_t globalX = 0, globalY = 0;
    std::uint32_t localX = 0, localY = 0;
    std::uint32_t groupX = 0, groupY = 0;
    std::uint64_t linearGlobal = 0;
    std::uint32_t linearLocal = 0;
    std::int32_t subGroup = -1; // -1: unknown
    bool operator==(const WorkItemIds&) const = default;
};

// The ids of the work-item at global (x, y), computed from the sizes alone. The sub-group is
// linearLocal / subGroupSize (the estimate used when the device reports none); 0 leaves it -1.
WorkItemIds workItemIdsAt(const NDRangeGeometry& range, std::size_t x, std::size_t y,
                          std::size_t subGroupSize = 0);

} // namespace ndr
