#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ndr {

// NVIDIA's occupancy model (the one of the CUDA occupancy calculator, cuda_occupancy.h) for
// compute capability 7.0 to 9.0: how many work-groups (CUDA blocks) of a kernel fit on one
// multiprocessor at once, and which resource stops more from fitting. A work-group is a block, a
// work-item a thread, OpenCL local memory CUDA's shared memory.

// What one multiprocessor of a compute capability offers.
struct SmLimits {
    int ccMajor = 0, ccMinor = 0;
    int warpSize = 32;
    int maxThreadsPerBlock = 1024;
    int maxWarpsPerSm = 0;                      // 64 on 7.0/8.0/9.0, 32 on 7.5, 48 on 8.6/8.7/8.9
    int maxBlocksPerSm = 0;                     // 32 on 7.0/8.0/9.0, 16 on 7.5/8.6/8.7, 24 on 8.9
    int registersPerSm = 65536;                 // the register file, split evenly over the sub-partitions
    int registersPerBlock = 65536;              // the most one block may hold
    int maxRegistersPerThread = 255;            //
    int registerAllocationUnit = 256;           // registers are given to a warp in units of this many
    int subPartitions = 4;                      // a warp's registers come from one of these quarters of the file
    std::uint64_t localMemPerSm = 0;            // the largest shared-memory carve-out (233472 = 228 KiB on 9.0)
    std::uint64_t localMemPerBlock = 0;         // the most one block may declare (opt-in; 227 KiB on 9.0)
    std::uint64_t localMemReservedPerBlock = 0; // taken by the system per block (1 KiB on 8.x/9.0)
    std::uint64_t localMemAllocationUnit = 128; // shared memory is given to a block in units of this
};

// The limits of compute capability major.minor; nullopt outside the model (before 7.0, after 9.0,
// or a minor version that does not exist: 7.0, 7.2, 7.5, 8.0, 8.6, 8.7, 8.9, 9.0 are known).
std::optional<SmLimits> smLimits(int ccMajor, int ccMinor);
// "7.0, 7.2, 7.5, 8.0, 8.6, 8.7, 8.9, 9.0", for messages.
std::string knownComputeCapabilities();
// Parses "9.0" (or "90"); throws Error(InvalidInput) naming the known ones for anything else.
std::pair<int, int> parseComputeCapability(const std::string& text);

enum class OccupancyLimit { Warps, Blocks, Registers, LocalMemory };
std::string toString(OccupancyLimit limit); // "warps", "work-groups", "registers", "local memory"

struct OccupancyRequest {
    int ccMajor = 9, ccMinor = 0;
    std::size_t workGroupSize = 0;      // work-items per work-group (threads per block)
    int registersPerWorkItem = 0;       // as ptxas reports them ("Used 30 registers")
    std::uint64_t localMemPerGroup = 0; // bytes of local memory one work-group declares (static + dynamic)
};

struct Occupancy {
    OccupancyRequest request;
    SmLimits sm;
    int warpsPerGroup = 0;              // ceil(work-group size / 32)
    int registersPerWarp = 0;           // allocated: registers x 32 rounded up to the allocation unit
    std::uint64_t localMemPerGroup = 0; // allocated: declared + reserved, rounded up to the allocation unit
    // The work-groups per multiprocessor each resource alone would allow (the warp slots, the block
    // slots, the register file, the shared memory carve-out); -1 where the resource does not limit
    // (no registers; no local memory and none reserved, as on 7.x).
    int groupsByWarps = 0, groupsByBlocks = 0, groupsByRegisters = -1, groupsByLocalMem = -1;
    int groupsPerSm = 0;      // the smallest of them
    int activeWarpsPerSm = 0; // groupsPerSm x warpsPerGroup
    double occupancy = 0;     // activeWarpsPerSm / sm.maxWarpsPerSm, 0..1
    // Every limit that allows exactly groupsPerSm (several when they tie), in the order Warps,
    // Blocks, Registers, LocalMemory.
    std::vector<OccupancyLimit> binding;
};

// Throws Error(InvalidInput) naming the limit broken: a compute capability outside the model
// (limit "compute capability"), a work-group size of 0 or above 1024 ("threads per block"),
// registers below 0 or above 255 ("registers per thread"), a work-group's registers above the
// per-block register file ("registers per block"), local memory above the per-block maximum
// ("local memory per block").
Occupancy computeOccupancy(const OccupancyRequest& request);

// "8 warps per group; 8 groups per SM, bound by warps and registers → 100 %".
std::string describeOccupancy(const Occupancy& o);

// What applies instead on a device without such a model (PoCL's CPU device): each work-group runs
// whole on one thread of the driver's pool, one per compute unit, so what matters is how many
// work-groups the NDRange makes and how evenly they spread over the compute units.
struct CpuWorkGroupSpread {
    std::uint64_t workGroups = 0;      // ceil(globalX / lx) x ceil(globalY / ly)
    std::uint32_t computeUnits = 0;    // CL_DEVICE_MAX_COMPUTE_UNITS (threads)
    std::uint64_t rounds = 0;          // ceil(workGroups / computeUnits): work-groups per busiest unit
    std::uint64_t idleInLastRound = 0; // units with nothing to do in the last round
    std::size_t workItemsPerGroup = 0; // run one after another (or vectorized) inside the group's function
};
// Throws Error(InvalidInput) for a zero size or zero compute units.
CpuWorkGroupSpread cpuWorkGroupSpread(std::size_t globalX, std::size_t globalY, std::size_t localX, std::size_t localY,
                                      std::uint32_t computeUnits);
// "4096 work-groups of 256 work-items over 2 compute units (one work-group per thread): 2048 rounds".
std::string describeCpuSpread(const CpuWorkGroupSpread& s);

} // namespace ndr
