// NVIDIA's occupancy model, case by case, each worked by hand beside it. Per SM: registers 65536
// in 4 sub-partitions of 16384, allocated per warp in units of 256; shared memory allocated per
// block in units of 128, with 1 KiB reserved per block from 8.0.
#include <gtest/gtest.h>

#include "ndr/errors.hpp"
#include "ndr/occupancy.hpp"

namespace {

using ndr::OccupancyLimit;

ndr::Occupancy occ(int major, int minor, std::size_t threads, int registers, std::uint64_t local = 0)
{
    ndr::OccupancyRequest q;
    q.ccMajor = major;
    q.ccMinor = minor;
    q.workGroupSize = threads;
    q.registersPerWorkItem = registers;
    q.localMemPerGroup = local;
    return ndr::computeOccupancy(q);
}

std::vector<OccupancyLimit> limits(std::initializer_list<OccupancyLimit> l) { return l; }

// The limit an invalid request names.
std::string refusedLimit(int major, int minor, std::size_t threads, int registers, std::uint64_t local = 0)
{
    try {
        occ(major, minor, threads, registers, local);
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        return e.limit();
    }
    return "accepted";
}

} // namespace

TEST(Occupancy, SixteenBySixteenAtThirtyRegistersOnHopperIsFull)
{
    // 16x16 = 256 work-items = 8 warps.
    // warps: 64 / 8 = 8 groups.   blocks: 32.
    // registers: 30 x 32 = 960 -> 1024 per warp; 16384 / 1024 = 16 warps per sub-partition,
    //            x 4 = 64 warps; 64 / 8 = 8 groups.
    // local memory: 0 + 1024 reserved = 1024; 233472 / 1024 = 228 groups.
    // 8 groups x 8 warps = 64 of 64 warps = 100 %, bound by warps and registers alike.
    const auto o = occ(9, 0, 256, 30);
    EXPECT_EQ(o.warpsPerGroup, 8);
    EXPECT_EQ(o.registersPerWarp, 1024);
    EXPECT_EQ(o.groupsByWarps, 8);
    EXPECT_EQ(o.groupsByBlocks, 32);
    EXPECT_EQ(o.groupsByRegisters, 8);
    EXPECT_EQ(o.groupsByLocalMem, 228);
    EXPECT_EQ(o.groupsPerSm, 8);
    EXPECT_EQ(o.activeWarpsPerSm, 64);
    EXPECT_DOUBLE_EQ(o.occupancy, 1.0);
    EXPECT_EQ(o.binding, limits({OccupancyLimit::Warps, OccupancyLimit::Registers}));
}

TEST(Occupancy, PtxasSmemOfTheIssueExample)
{
    // The same kernel with ptxas' "2052 bytes smem": 2052 + 1024 = 3076 -> 3200 (25 x 128);
    // 233472 / 3200 = 72.96 -> 72 groups: not binding, still 8 groups, 100 %.
    const auto o = occ(9, 0, 256, 30, 2052);
    EXPECT_EQ(o.localMemPerGroup, 3200u);
    EXPECT_EQ(o.groupsByLocalMem, 72);
    EXPECT_EQ(o.groupsPerSm, 8);
    EXPECT_DOUBLE_EQ(o.occupancy, 1.0);
}

TEST(Occupancy, RegistersBind)
{
    // 256 work-items = 8 warps at 64 registers: 64 x 32 = 2048 per warp (8 units);
    // 16384 / 2048 = 8 warps per sub-partition, x 4 = 32 warps; 32 / 8 = 4 groups.
    // warps would allow 64 / 8 = 8. 4 x 8 = 32 of 64 warps = 50 %.
    const auto o = occ(9, 0, 256, 64);
    EXPECT_EQ(o.registersPerWarp, 2048);
    EXPECT_EQ(o.groupsByRegisters, 4);
    EXPECT_EQ(o.groupsPerSm, 4);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.5);
    EXPECT_EQ(o.binding, limits({OccupancyLimit::Registers}));
}

TEST(Occupancy, RegisterGranularityRoundsUpPerWarp)
{
    // 8.0, 256 work-items = 8 warps at 33 registers: 33 x 32 = 1056 -> 1280 (5 units of 256);
    // 16384 / 1280 = 12.8 -> 12 warps per sub-partition, x 4 = 48; 48 / 8 = 6 groups.
    // (Unrounded, 65536 / 1056 = 62 warps would fit 7 groups.) 6 x 8 = 48 of 64 = 75 %.
    const auto o = occ(8, 0, 256, 33);
    EXPECT_EQ(o.registersPerWarp, 1280);
    EXPECT_EQ(o.groupsByRegisters, 6);
    EXPECT_EQ(o.groupsPerSm, 6);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.75);
    EXPECT_EQ(o.binding, limits({OccupancyLimit::Registers}));
}

TEST(Occupancy, SubPartitionsCostAGroup)
{
    // 9.0, 96 work-items = 3 warps at 40 registers: 40 x 32 = 1280 per warp.
    // Per sub-partition 16384 / 1280 = 12 warps, x 4 = 48 warps; 48 / 3 = 16 groups.
    // (The whole file, 65536 / 1280 = 51 warps, would fit 17.) warps: 64 / 3 = 21; blocks 32.
    // 16 x 3 = 48 of 64 warps = 75 %.
    const auto o = occ(9, 0, 96, 40);
    EXPECT_EQ(o.groupsByWarps, 21);
    EXPECT_EQ(o.groupsByRegisters, 16);
    EXPECT_EQ(o.groupsPerSm, 16);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.75);
}

TEST(Occupancy, LocalMemoryBinds)
{
    // 9.0, 256 work-items (8 warps), 32 registers (1024 per warp: 8 groups), 48 KiB local:
    // 49152 + 1024 = 50176 (392 x 128); 233472 / 50176 = 4.65 -> 4 groups.
    // 4 x 8 = 32 of 64 warps = 50 %.
    const auto o = occ(9, 0, 256, 32, 49152);
    EXPECT_EQ(o.localMemPerGroup, 50176u);
    EXPECT_EQ(o.groupsByLocalMem, 4);
    EXPECT_EQ(o.groupsPerSm, 4);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.5);
    EXPECT_EQ(o.binding, limits({OccupancyLimit::LocalMemory}));
}

TEST(Occupancy, BlockSlotsBind)
{
    // 9.0, 32 work-items = 1 warp at 16 registers: 512 per warp; 16384 / 512 = 32 per
    // sub-partition, x 4 = 128 warps = 128 groups; warps 64 / 1 = 64; local 228; blocks 32.
    // 32 groups x 1 warp = 32 of 64 = 50 %.
    const auto o = occ(9, 0, 32, 16);
    EXPECT_EQ(o.groupsByRegisters, 128);
    EXPECT_EQ(o.groupsByWarps, 64);
    EXPECT_EQ(o.groupsPerSm, 32);
    EXPECT_DOUBLE_EQ(o.occupancy, 0.5);
    EXPECT_EQ(o.binding, limits({OccupancyLimit::Blocks}));
}

TEST(Occupancy, TuringHasHalfTheWarpsAndNoReserve)
{
    // 7.5, 16x16 (8 warps), 30 registers: warps 32 / 8 = 4 groups; registers 1024 per warp ->
    // 64 warps -> 8 groups; blocks 16; no local memory and no reserve on 7.x: no limit.
    // 4 x 8 = 32 of 32 = 100 %, bound by warps.
    const auto o = occ(7, 5, 256, 30);
    EXPECT_EQ(o.groupsByWarps, 4);
    EXPECT_EQ(o.groupsByBlocks, 16);
    EXPECT_EQ(o.groupsByLocalMem, -1);
    EXPECT_EQ(o.groupsPerSm, 4);
    EXPECT_DOUBLE_EQ(o.occupancy, 1.0);
    EXPECT_EQ(o.binding, limits({OccupancyLimit::Warps}));
}

TEST(Occupancy, AmpereConsumerPartsHaveFortyEightWarps)
{
    // 8.6, 128 work-items (4 warps), 64 registers: 2048 per warp -> 8 per sub-partition -> 32
    // warps -> 8 groups; warps 48 / 4 = 12; blocks 16; local (1024 reserved) 102400 / 1024 = 100.
    // 8 x 4 = 32 of 48 warps = 66.7 %.
    const auto o = occ(8, 6, 128, 64);
    EXPECT_EQ(o.sm.maxWarpsPerSm, 48);
    EXPECT_EQ(o.groupsByWarps, 12);
    EXPECT_EQ(o.groupsByLocalMem, 100);
    EXPECT_EQ(o.groupsPerSm, 8);
    EXPECT_NEAR(o.occupancy, 32.0 / 48.0, 1e-12);
    // 8.9 keeps 48 warps but has 24 block slots: 64 work-items (2 warps), 16 registers
    // (512 per warp -> 128 warps -> 64 groups), warps 48 / 2 = 24, blocks 24: 48 of 48 = 100 %.
    const auto ada = occ(8, 9, 64, 16);
    EXPECT_EQ(ada.groupsPerSm, 24);
    EXPECT_EQ(ada.binding, limits({OccupancyLimit::Warps, OccupancyLimit::Blocks}));
    EXPECT_DOUBLE_EQ(ada.occupancy, 1.0);
}

TEST(Occupancy, NoRegistersMeansNoRegisterLimit)
{
    // 1024 work-items = 32 warps: warps 64 / 32 = 2; registers unknown (0): no limit.
    const auto o = occ(9, 0, 1024, 0);
    EXPECT_EQ(o.groupsByRegisters, -1);
    EXPECT_EQ(o.groupsPerSm, 2);
}

TEST(Occupancy, InvalidRequestsNameTheirLimit)
{
    EXPECT_EQ(refusedLimit(6, 1, 256, 30), "compute capability");
    EXPECT_EQ(refusedLimit(9, 1, 256, 30), "compute capability");
    EXPECT_EQ(refusedLimit(9, 0, 0, 30), "threads per block");
    EXPECT_EQ(refusedLimit(9, 0, 1025, 30), "threads per block");
    EXPECT_EQ(refusedLimit(9, 0, 256, 256), "registers per thread");
    // 1024 work-items (32 warps) at 255 registers: 8160 -> 8192 per warp, x 32 = 262144 > 65536.
    EXPECT_EQ(refusedLimit(9, 0, 1024, 255), "registers per block");
    // 227 KiB + 1 byte is above what a 9.0 block may declare.
    EXPECT_EQ(refusedLimit(9, 0, 256, 30, 227 * 1024 + 1), "local memory per block");
    EXPECT_EQ(refusedLimit(9, 0, 256, 30, 227 * 1024), "accepted");
}

TEST(Occupancy, ComputeCapabilitiesParse)
{
    EXPECT_EQ(ndr::parseComputeCapability("9.0"), std::make_pair(9, 0));
    EXPECT_EQ(ndr::parseComputeCapability("86"), std::make_pair(8, 6));
    for (const char* bad : {"", "9", "9.", "10.0", "6.1", "x.y", "9.0.0"})
        EXPECT_THROW(ndr::parseComputeCapability(bad), ndr::Error) << bad;
}

TEST(CpuSpread, WorkGroupsPerComputeUnit)
{
    // 1000 x 1000 in 16x16 groups: ceil(1000/16) = 63 per side -> 3969 groups; over 2 units
    // ceil(3969 / 2) = 1985 rounds, the last with 1 unit idle.
    const auto s = ndr::cpuWorkGroupSpread(1000, 1000, 16, 16, 2);
    EXPECT_EQ(s.workGroups, 3969u);
    EXPECT_EQ(s.rounds, 1985u);
    EXPECT_EQ(s.idleInLastRound, 1u);
    EXPECT_EQ(s.workItemsPerGroup, 256u);
    EXPECT_THROW(ndr::cpuWorkGroupSpread(16, 16, 0, 1, 2), ndr::Error);
    EXPECT_THROW(ndr::cpuWorkGroupSpread(16, 16, 4, 4, 0), ndr::Error);
}
