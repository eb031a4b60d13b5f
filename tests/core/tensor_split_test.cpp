// Split-K of the tensor variants' tensor-memory tiles against the last wave's fill (ndr::tensorKSplit)
// and against the strips (ndr::tensorEdges),
// on a made-up compute capability 9.0 device with tensor maps.
#include "tensor_devices.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>

#include "model/launch_bounds.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/local_size.hpp"
#include "plan/validator.hpp"

namespace {

const ndr::GemmParams kWide{256, 128, 32, 16, 16, 4}; // holds a multiprocessor alone

// The last wave's tiles over the 132 places: 2304 30 of 162 tiles (0.23), 3712 39 of 435 (0.30),
// 2560 68 of 200 (0.52), 3840 54 of 450 (0.41). Slices fill the first two; past 0.4 the engine
// leaves the tiles whole.
TEST(TensorSplit, TensorMemoryTilesSplitOnlyALastWaveAThirdFullOrLess)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::Variant& v = ndr_test::tf32Variant();
    ASSERT_EQ(ndr::tensorForm(v, kWide, d), ndr::TensorForm::TensorMemory);
    ASSERT_EQ(ndr::warpgroupGroupsPerSm(v, kWide, d), 1);
    for (std::size_t n : {std::size_t(2304), std::size_t(3712)}) {
        EXPECT_GT(ndr::tensorKSplit(v, kWide, d, n).slices, 1) << n;
        EXPECT_GT(ndr::planLaunch(v, d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide).kSplit, 1) << n;
    }
    for (std::size_t n : {std::size_t(2560), std::size_t(3840)}) {
        EXPECT_EQ(ndr::tensorKSplit(v, kWide, d, n).slices, 1) << n;
        EXPECT_EQ(ndr::planLaunch(v, d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide).kSplit, 1) << n;
    }
}

// The bound on the last wave's fill holds for tf32_tensor's tensor-memory tiles alone: fp32_tensor's
// (three products a step, which the slices' costs weigh less on) split at 2304 (324 tiles, the last
// wave 0.45 full), and without tensor maps the bound never applies.
TEST(TensorSplit, OtherFormsKeepTheirRule)
{
    const ndr::GemmParams fp32Tile{128, 128, 32, 16, 16, 4};
    const ndr::Variant& fp32 = ndr_test::fp32Variant();
    ASSERT_EQ(ndr::tensorForm(fp32, fp32Tile, ndr_test::madeUpNvidiaWithMaps()), ndr::TensorForm::TensorMemory);
    EXPECT_GT(ndr::tensorKSplit(fp32, fp32Tile, ndr_test::madeUpNvidiaWithMaps(), 2304).slices, 1);

    ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    d.nvTensorMaps = false;
    const ndr::Variant& v = ndr_test::tf32Variant();
    const ndr::GemmParams staged{128, 256, 16, 32, 16, 4};
    ASSERT_EQ(ndr::warpgroupGroupsPerSm(v, staged, d), 1);
    for (std::size_t n : {std::size_t(2560), std::size_t(3840)})
        EXPECT_GT(ndr::tensorKSplit(v, staged, d, n).slices, 1) << n;
}

// fp32_tensor's tensor-memory tiles (three products a step) split into slices of 7 steps or more,
// running at most 4, where tf32_tensor's keep 20: its last tile rows past a wave that its whole
// tiles fill (1408: 121 tiles; 1468: 144, 46 steps; 1548: 169, 49 steps) in 3 or 4 slices, never
// when all its tiles fit one wave.
TEST(TensorSplit, Fp32SlicesAreShorterThanTf32Ones)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::GemmParams tile{128, 128, 32, 16, 16, 4};
    const ndr::Variant& fp32 = ndr_test::fp32Variant();
    const ndr::Variant& tf32 = ndr_test::tf32Variant();
    ASSERT_EQ(ndr::warpgroupGroupsPerSm(fp32, tile, d), 1);
    for (std::size_t n = 1100; n <= 8200; n += 37) {
        const std::size_t steps = (n + 31) / 32, tiles = ((n + 127) / 128) * ((n + 127) / 128);
        const ndr::KSplit split = ndr::tensorKSplit(fp32, tile, d, n);
        if (split.slices > 1) {
            EXPECT_GE(steps / std::size_t(split.slices), 7u) << n;
            EXPECT_LE(split.slices, 4) << n;
            EXPECT_GT(tiles, std::size_t(d.computeUnits)) << n << ": tiles that fit one wave stay whole";
        }
        const ndr::KSplit tf = ndr::tensorKSplit(tf32, tile, d, n);
        if (tf.slices > 1) {
            EXPECT_GE(steps / std::size_t(tf.slices), 20u) << n;
        }
    }
    const ndr::KSplit last = ndr::tensorKSplit(fp32, tile, d, 1468);
    EXPECT_EQ(last.wholeRows, 11u);
    EXPECT_GE(last.slices, 3); // 46 steps: tf32_tensor's 20 a slice allowed 2
    EXPECT_GE(ndr::tensorKSplit(fp32, tile, d, 1548).slices, 3);
    EXPECT_EQ(ndr::tensorKSplit(fp32, tile, d, 1100).slices, 1); // 81 tiles
    EXPECT_EQ(ndr::tensorKSplit(fp32, tile, d, 1408).slices, 1); // 121 tiles
}

// Where the rule weighs 5 slices of fp32_tensor's tiles shortest, the plan runs 4 at the same whole
// rows (2899: 23 tile rows, the first 22 whole, 506 tiles in 3.8 waves), its grid holding the whole
// rows then 4 of the last; split-K zeroes C from the first split row on (22 x 128).
TEST(TensorSplit, Fp32RunsFourSlicesWhereTheRuleWeighsFive)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::GemmParams tile{128, 128, 32, 16, 16, 4};
    const ndr::Variant& fp32 = ndr_test::fp32Variant();
    const ndr::KSplit split = ndr::tensorKSplit(fp32, tile, d, 2899);
    EXPECT_EQ(split.slices, 4);
    EXPECT_EQ(split.wholeRows, 22u);
    EXPECT_EQ(split.tileRows, 23u);
    const ndr::LaunchPlan plan = ndr::planLaunch(fp32, d, 2899, ndr::LocalSize::automatic(), SIZE_MAX, &tile);
    EXPECT_EQ(plan.kSplit, 4);
    EXPECT_EQ(plan.kSplitWholeRows, 22u);
    EXPECT_EQ(plan.globalY, (22u + 4u) * 18u); // MDIMC and the producer's rows
    EXPECT_EQ(ndr::splitZeroFirstRow(plan.kSplitWholeRows, 128), 22u * 128u);
    EXPECT_EQ(ndr::zeroCGlobal(2899, 22 * 128), ndr::globalCeiling((83u * 2899u + 3) / 4, ndr::kZeroCGroup));
}

// fp32_tensor's edges: the strips beside a split of the tiles inside C where the split's rule takes
// one there (1537: 144 inside tiles, the last row in slices, as at 1536; 2689: 441, as at 2688),
// the strips alone where it takes none (1420: 121 tiles, one wave, strips 12 wide), and the split
// of every tile where that is estimated shorter than both (1436: strips 28 wide, which cost twice
// as much a row as those up to 12). The plan's grid then holds the inside tiles' rows and their
// slices. tf32_tensor's strips keep the edges alone.
TEST(TensorSplit, Fp32StripsRunBesideTheInsideTilesSlices)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::GemmParams tile{128, 128, 32, 16, 16, 4};
    const ndr::Variant& fp32 = ndr_test::fp32Variant();
    const ndr::Variant& tf32 = ndr_test::tf32Variant();
    const std::size_t rows = 18; // MDIMC and the producer's rows
    for (std::size_t n : {1537u, 2689u, 3329u}) {
        SCOPED_TRACE(n);
        const ndr::TensorEdges edges = ndr::tensorEdges(fp32, tile, d, n);
        ASSERT_TRUE(edges.strips.taken());
        EXPECT_EQ(edges.strips.rows, 1u);
        ASSERT_GT(edges.split.slices, 1);
        const ndr::KSplit below = ndr::tensorKSplit(fp32, tile, d, n / 128 * 128); // the same tiles
        EXPECT_EQ(edges.split.slices, below.slices);
        EXPECT_EQ(edges.split.wholeRows, below.wholeRows);
        const ndr::LaunchPlan plan = ndr::planLaunch(fp32, d, n, ndr::LocalSize::automatic(), SIZE_MAX, &tile);
        EXPECT_EQ(plan.edgeRows, 1u);
        EXPECT_TRUE(plan.edgeSums);
        EXPECT_EQ(plan.kSplit, edges.split.slices);
        EXPECT_EQ(plan.globalX, n / 128 * 16);
        EXPECT_EQ(plan.globalY, ndr::splitGroupRows(n / 128, plan.kSplitWholeRows, std::size_t(plan.kSplit)) * rows);
        EXPECT_FALSE(ndr::tensorEdges(tf32, tile, d, n).split.slices > 1);
    }
    const ndr::TensorEdges alone = ndr::tensorEdges(fp32, tile, d, 1420);
    EXPECT_TRUE(alone.strips.taken());
    EXPECT_EQ(alone.split.slices, 1);
    const ndr::EdgeStrips wide = ndr::tensorEdgeStrips(fp32, tile, d, 1436);
    ASSERT_TRUE(wide.taken());
    EXPECT_EQ(wide.rows, 28u);
    const ndr::TensorEdges every = ndr::tensorEdges(fp32, tile, d, 1436);
    EXPECT_FALSE(every.strips.taken());
    EXPECT_GT(every.split.slices, 1);
    EXPECT_EQ(every.split.tileRows, 12u);
    EXPECT_LT(every.split.weighedWaves, wide.waves);
    // Over 1100-8200 each plan takes one of the three, and the split of every tile keeps some edges.
    std::size_t besides = 0, splitsAll = 0;
    for (std::size_t n = 1100; n <= 8200; ++n) {
        if (!ndr::tensorEdgeStrips(fp32, tile, d, n).taken())
            continue;
        const ndr::TensorEdges e = ndr::tensorEdges(fp32, tile, d, n);
        if (!e.strips.taken()) {
            EXPECT_GT(e.split.slices, 1) << n;
            ++splitsAll;
        } else if (e.split.slices > 1) {
            ++besides;
        }
    }
    EXPECT_GT(besides, 100u);
    EXPECT_GT(splitsAll, 0u);
}

// fp32_tensor's tensor-memory tiles left whole pay for the places their last wave leaves idle, so
// that their last tile rows split wherever that wave is about three quarters full or less (3100:
// 97 of 625 tiles in it, 3356: 69 of 729, 4420: 37 of 1225), after whole rows that end within the
// last wave but one; a last wave nearly full (2000: 124 of 256) stays whole. Where the split of
// every tile beats the strips alone (3216) it is not given up for the inside tiles' split beside
// them; where it does not (3460: 4 rows and columns past 729 inside tiles), the inside split runs
// beside the strips.
TEST(TensorSplit, Fp32IdlePlacesOfTheLastWaveDrawTheSplit)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::GemmParams tile{128, 128, 32, 16, 16, 4};
    const ndr::Variant& fp32 = ndr_test::fp32Variant();
    const std::uint64_t slots = d.computeUnits;
    for (std::size_t n : {3100u, 3356u, 4420u}) {
        SCOPED_TRACE(n);
        const std::uint64_t rows = (n + 127) / 128, tiles = rows * rows, waves = (tiles + slots - 1) / slots;
        ASSERT_LE(double(tiles - (waves - 1) * slots) / double(slots), 0.75);
        const ndr::KSplit split = ndr::tensorKSplit(fp32, tile, d, n);
        ASSERT_GT(split.slices, 2);
        EXPECT_LE(split.wholeRows * rows, (waves - 1) * slots);
        EXPECT_GT(split.wholeRows * rows, (waves - 2) * slots);
        const ndr::LaunchPlan plan = ndr::planLaunch(fp32, d, n, ndr::LocalSize::automatic(), SIZE_MAX, &tile);
        EXPECT_EQ(plan.kSplit, split.slices);
        EXPECT_EQ(plan.kSplitWholeRows, split.wholeRows);
        EXPECT_EQ(plan.edgeRows, 0u);
    }
    EXPECT_EQ(ndr::tensorKSplit(fp32, tile, d, 2000).slices, 1);
    EXPECT_EQ(ndr::planLaunch(fp32, d, 2000, ndr::LocalSize::automatic(), SIZE_MAX, &tile).kSplit, 1);

    const ndr::TensorEdges every = ndr::tensorEdges(fp32, tile, d, 3216);
    EXPECT_FALSE(every.strips.taken());
    EXPECT_GT(every.split.slices, 1);
    EXPECT_EQ(every.split.tileRows, 26u);
    const ndr::TensorEdges beside = ndr::tensorEdges(fp32, tile, d, 3460);
    EXPECT_TRUE(beside.strips.taken());
    EXPECT_GT(beside.split.slices, 1);
    EXPECT_EQ(beside.split.tileRows, 27u);
}

} // namespace
