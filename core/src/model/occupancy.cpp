#include "ndr/occupancy.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

struct Row {
    int major, minor, warps, blocks;
    std::uint64_t smemPerSm, smemPerBlock, reserved;
};

// The CUDA programming guide's table of compute capabilities (resident warps and blocks per SM,
// shared memory per SM at the largest carve-out, per block with opt-in) and the per-block reserve
// of shared memory the driver keeps from 8.0 on.
constexpr std::array<Row, 8> kRows{{
    {7, 0, 64, 32, 96 * 1024, 96 * 1024, 0},
    {7, 2, 64, 32, 96 * 1024, 96 * 1024, 0},
    {7, 5, 32, 16, 64 * 1024, 64 * 1024, 0},
    {8, 0, 64, 32, 164 * 1024, 163 * 1024, 1024},
    {8, 6, 48, 16, 100 * 1024, 99 * 1024, 1024},
    {8, 7, 48, 16, 164 * 1024, 163 * 1024, 1024},
    {8, 9, 48, 24, 100 * 1024, 99 * 1024, 1024},
    {9, 0, 64, 32, 228 * 1024, 227 * 1024, 1024},
}};

std::uint64_t roundUp(std::uint64_t v, std::uint64_t unit) { return (v + unit - 1) / unit * unit; }

} // namespace

std::optional<SmLimits> smLimits(int ccMajor, int ccMinor)
{
    for (const Row& r : kRows)
        if (r.major == ccMajor && r.minor == ccMinor) {
            SmLimits s;
            s.ccMajor = r.major;
            s.ccMinor = r.minor;
            s.maxWarpsPerSm = r.warps;
            s.maxBlocksPerSm = r.blocks;
            s.localMemPerSm = r.smemPerSm;
            s.localMemPerBlock = r.smemPerBlock;
            s.localMemReservedPerBlock = r.reserved;
            return s;
        }
    return std::nullopt;
}

std::string knownComputeCapabilities()
{
    std::string s;
    for (const Row& r : kRows)
        s += (s.empty() ? "" : ", ") + std::to_string(r.major) + "." + std::to_string(r.minor);
    return s;
}

std::pair<int, int> parseComputeCapability(const std::string& text)
{
    int major = -1, minor = -1;
    if (text.size() == 3 && std::isdigit(static_cast<unsigned char>(text[0])) && text[1] == '.' &&
        std::isdigit(static_cast<unsigned char>(text[2]))) {
        major = text[0] - '0';
        minor = text[2] - '0';
    } else if (text.size() == 2 && std::isdigit(static_cast<unsigned char>(text[0])) &&
               std::isdigit(static_cast<unsigned char>(text[1]))) {
        major = text[0] - '0';
        minor = text[1] - '0';
    }
    if (!smLimits(major, minor))
        throw limitError("compute capability " + quote(text) +
                             " is outside the occupancy model (known: " + knownComputeCapabilities() + ")",
                         "compute capability");
    return {major, minor};
}

std::string toString(OccupancyLimit limit)
{
    switch (limit) {
    case OccupancyLimit::Warps:
        return "warps";
    case OccupancyLimit::Blocks:
        return "work-groups";
    case OccupancyLimit::Registers:
        return "registers";
    case OccupancyLimit::LocalMemory:
        return "local memory";
    }
    return "warps";
}

namespace {

void checkRequest(const OccupancyRequest& q, const SmLimits& sm)
{
    if (q.workGroupSize == 0 || q.workGroupSize > std::size_t(sm.maxThreadsPerBlock))
        throw limitError("a work-group of " + std::to_string(q.workGroupSize) +
                             " work-items is outside the model: 1 to " + std::to_string(sm.maxThreadsPerBlock),
                         "threads per block", std::uint64_t(sm.maxThreadsPerBlock), q.workGroupSize);
    if (q.registersPerWorkItem < 0 || q.registersPerWorkItem > sm.maxRegistersPerThread)
        throw limitError(std::to_string(q.registersPerWorkItem) + " registers per work-item is outside 0 to " +
                             std::to_string(sm.maxRegistersPerThread),
                         "registers per thread", std::uint64_t(sm.maxRegistersPerThread));
    if (q.localMemPerGroup > sm.localMemPerBlock)
        throw limitError(std::to_string(q.localMemPerGroup) + " bytes of local memory per work-group is above the " +
                             std::to_string(sm.localMemPerBlock) + " a work-group may have on compute capability " +
                             std::to_string(sm.ccMajor) + "." + std::to_string(sm.ccMinor),
                         "local memory per block", sm.localMemPerBlock, q.localMemPerGroup);
}

} // namespace

Occupancy computeOccupancy(const OccupancyRequest& q)
{
    const auto limits = smLimits(q.ccMajor, q.ccMinor);
    if (!limits)
        throw limitError("compute capability " + std::to_string(q.ccMajor) + "." + std::to_string(q.ccMinor) +
                             " is outside the occupancy model (known: " + knownComputeCapabilities() + ")",
                         "compute capability");
    const SmLimits& sm = *limits;
    checkRequest(q, sm);
    Occupancy o;
    o.request = q;
    o.sm = sm;
    o.warpsPerGroup = int((q.workGroupSize + sm.warpSize - 1) / sm.warpSize);
    o.groupsByWarps = sm.maxWarpsPerSm / o.warpsPerGroup;
    o.groupsByBlocks = sm.maxBlocksPerSm;

    // Registers: each warp gets registers x 32 rounded up to the allocation unit, all from one of
    // the four sub-partitions of the register file; a block must also fit the per-block file.
    if (q.registersPerWorkItem > 0) {
        o.registersPerWarp =
            int(roundUp(std::uint64_t(q.registersPerWorkItem) * sm.warpSize, std::uint64_t(sm.registerAllocationUnit)));
        const std::uint64_t perGroup = std::uint64_t(o.registersPerWarp) * std::uint64_t(o.warpsPerGroup);
        if (perGroup > std::uint64_t(sm.registersPerBlock))
            throw limitError("a work-group of " + std::to_string(q.workGroupSize) + " work-items at " +
                                 std::to_string(q.registersPerWorkItem) + " registers each needs " +
                                 std::to_string(perGroup) + " registers, above the " +
                                 std::to_string(sm.registersPerBlock) + " of one block",
                             "registers per block", std::uint64_t(sm.registersPerBlock), perGroup);
        const int warpsPerSubPartition = (sm.registersPerSm / sm.subPartitions) / o.registersPerWarp;
        o.groupsByRegisters = warpsPerSubPartition * sm.subPartitions / o.warpsPerGroup;
    }

    // Local memory: declared + the per-block reserve, rounded up to the allocation unit, out of
    // the largest carve-out.
    const std::uint64_t smem = q.localMemPerGroup + sm.localMemReservedPerBlock;
    if (smem > 0) {
        o.localMemPerGroup = roundUp(smem, sm.localMemAllocationUnit);
        o.groupsByLocalMem = int(sm.localMemPerSm / o.localMemPerGroup);
    }

    o.groupsPerSm = std::min(o.groupsByWarps, o.groupsByBlocks);
    for (const int g : {o.groupsByRegisters, o.groupsByLocalMem})
        if (g >= 0)
            o.groupsPerSm = std::min(o.groupsPerSm, g);
    const std::array<std::pair<OccupancyLimit, int>, 4> all{{{OccupancyLimit::Warps, o.groupsByWarps},
                                                             {OccupancyLimit::Blocks, o.groupsByBlocks},
                                                             {OccupancyLimit::Registers, o.groupsByRegisters},
                                                             {OccupancyLimit::LocalMemory, o.groupsByLocalMem}}};
    for (const auto& [limit, groups] : all)
        if (groups == o.groupsPerSm)
            o.binding.push_back(limit);
    o.activeWarpsPerSm = o.groupsPerSm * o.warpsPerGroup;
    o.occupancy = double(o.activeWarpsPerSm) / double(sm.maxWarpsPerSm);
    return o;
}

std::string describeOccupancy(const Occupancy& o)
{
    std::string bound;
    for (std::size_t i = 0; i < o.binding.size(); ++i) {
        bound += (i == 0 ? "" : i + 1 == o.binding.size() ? " and " : ", ") + toString(o.binding[i]);
        if (o.binding[i] == OccupancyLimit::Registers)
            bound += " (" + std::to_string(o.request.registersPerWorkItem) + " each)";
    }
    char pct[32];
    std::snprintf(pct, sizeof pct, "%.0f %%", o.occupancy * 100.0);
    return std::to_string(o.warpsPerGroup) + " warp" + (o.warpsPerGroup == 1 ? "" : "s") + " per group; " +
           std::to_string(o.groupsPerSm) + " group" + (o.groupsPerSm == 1 ? "" : "s") + " per SM, bound by " + bound +
           " → " + pct;
}

CpuWorkGroupSpread cpuWorkGroupSpread(std::size_t globalX, std::size_t globalY, std::size_t localX, std::size_t localY,
                                      std::uint32_t computeUnits)
{
    if (globalX == 0 || globalY == 0 || localX == 0 || localY == 0)
        throw invalidInput("an NDRange and a local size need sizes of at least 1");
    if (computeUnits == 0)
        throw limitError("a device with no compute units runs nothing", "CL_DEVICE_MAX_COMPUTE_UNITS", 0);
    CpuWorkGroupSpread s;
    s.workGroups = std::uint64_t((globalX + localX - 1) / localX) * ((globalY + localY - 1) / localY);
    s.computeUnits = computeUnits;
    s.rounds = (s.workGroups + computeUnits - 1) / computeUnits;
    s.idleInLastRound = s.rounds * computeUnits - s.workGroups;
    s.workItemsPerGroup = localX * localY;
    return s;
}

std::string describeCpuSpread(const CpuWorkGroupSpread& s)
{
    return std::to_string(s.workGroups) + " work-groups of " + std::to_string(s.workItemsPerGroup) +
           " work-items over " + std::to_string(s.computeUnits) +
           " compute units, one work-group per thread: " + std::to_string(s.rounds) + " per unit at most" +
           (s.idleInLastRound ? ", " + std::to_string(s.idleInLastRound) + " unit(s) idle in the last round" : "") +
           "; no occupancy model applies to a CPU";
}

} // namespace ndr
