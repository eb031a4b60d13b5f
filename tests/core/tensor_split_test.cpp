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

// Other forms and fp32_tensor (three products a step, which the slices' costs weigh less on) keep
// the rule they were measured with: fp32_tensor's 128 x 128 tiles split at 2304 (324 tiles, the
// last wave 0.45 full), and without tensor maps the bound never applies.
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

} // namespace
