// Split-K of the tensor variants' tensor-memory tiles against the last wave's fill (ndr::tensorKSplit),
// on a made-up compute capability 9.0 device with tensor maps.
#include "tensor_devices.hpp"

#include <gtest/gtest.h>

#include <cstddef>

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
// at most 5, where tf32_tensor's keep 20: its last tile rows past a wave that its whole tiles fill
// (1408: 121 tiles; 1468: 144, 46 steps; 1548: 169, 49 steps) in 3 to 5 slices, never when all
// its tiles fit one wave. Where the split of all its tiles is shorter than strips for the edges,
// the split takes them (1537: 144 whole tiles and strips of one row, or 169 tiles split).
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
            EXPECT_LE(split.slices, 5) << n;
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

    EXPECT_FALSE(ndr::tensorEdgeStrips(fp32, tile, d, 1537).taken());
    const ndr::LaunchPlan plan = ndr::planLaunch(fp32, d, 1537, ndr::LocalSize::automatic(), SIZE_MAX, &tile);
    EXPECT_GT(plan.kSplit, 1);
    EXPECT_EQ(plan.edgeRows, 0u);
    // tf32_tensor's tiles keep their strips there.
    EXPECT_TRUE(ndr::tensorEdgeStrips(tf32, tile, d, 1537).taken());
}

} // namespace
