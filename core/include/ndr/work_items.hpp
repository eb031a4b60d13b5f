#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ndr {

// A 1-D or 2-D NDRange with an explicit work-group size. Dimension 0 is x (columns), dimension 1
// is y (rows). The global size need not be a multiple of the local size: such a "ragged" NDRange
// has a partial last work-group in that dimension (OpenCL 2.0 non-uniform work-groups), or is
// launched padded() on a device without them (OpenCL 1.2 requires multiples).
struct NDRangeGeometry {
    int dims = 2;
    std::size_t globalX = 1, globalY = 1;
    std::size_t localX = 1, localY = 1; // the enqueued local size (get_enqueued_local_size)

    // Work-groups per dimension, a partial last one included.
    std::size_t groupsX() const { return localX ? (globalX + localX - 1) / localX : 0; }
    std::size_t groupsY() const { return localY ? (globalY + localY - 1) / localY : 0; }
    std::size_t itemCount() const { return globalX * globalY; }
    std::size_t groupSize() const { return localX * localY; }
    // Every global dimension is a multiple of the local size (what OpenCL 1.2 requires).
    bool uniform() const { return globalX % localX == 0 && globalY % localY == 0; }
    // get_local_size of group gx (gy): the enqueued local size, less in a partial last group.
    std::size_t groupLocalX(std::size_t gx) const;
    std::size_t groupLocalY(std::size_t gy) const;
    bool partialGroup(std::size_t gx, std::size_t gy) const
    {
        return groupLocalX(gx) < localX || groupLocalY(gy) < localY;
    }
    // The global size rounded up to a multiple of the local size in every dimension.
    NDRangeGeometry padded() const;
    // "16x16 / 4x4" or "64 / 8".
    std::string toString() const;
    // Empty when usable, else the reason naming the broken rule (zero sizes, more than
    // kMaxNDRangeItems work-items, padded or not). A ragged NDRange is usable.
    std::string problem() const;
    // Parses --global "16x16" or "64" and --local "4x4" / "8"; both must have the same number
    // of dimensions. Throws Error(InvalidInput) naming the problem.
    static NDRangeGeometry parse(const std::string& global, const std::string& local);
    bool operator==(const NDRangeGeometry&) const = default;
};

// The grid view reasons about NDRanges up to 2^31 work-items (ids fit an int on the device).
inline constexpr std::size_t kMaxNDRangeItems = std::size_t(1) << 31;

// Every id OpenCL gives one work-item (global offset 0), as the spec defines them:
// global = group * enqueued local size + local id, linear ids row-major with dimension 0 fastest
// (the linear local id over the group's own local size, which is smaller in a partial group).
struct WorkItemIds {
    std::uint32_t globalX = 0, globalY = 0;
    std::uint32_t localX = 0, localY = 0;
    std::uint32_t groupX = 0, groupY = 0;
    std::uint64_t linearGlobal = 0;
    std::uint32_t linearLocal = 0;
    std::int32_t subGroup = -1;                   // -1: unknown
    std::uint32_t localSizeX = 0, localSizeY = 0; // get_local_size of the item's group
    bool operator==(const WorkItemIds&) const = default;
};

// The ids of the work-item at global (x, y), computed from the sizes alone (a ragged NDRange as
// launched with non-uniform work-groups). The sub-group is linearLocal / subGroupSize (the
// estimate used when the device reports none); 0 leaves it -1.
WorkItemIds workItemIdsAt(const NDRangeGeometry& range, std::size_t x, std::size_t y, std::size_t subGroupSize = 0);

} // namespace ndr
