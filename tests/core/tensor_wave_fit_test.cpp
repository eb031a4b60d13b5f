// Where the tensor variants' tensor-memory form takes another tile than the database's (256 x 128;
// 64 x 128 up to N = 1099) (ndr::waveFitParams), on a made-up compute capability 9.0 device with
// tensor maps: the model of waves it weighs the tiles by, edge tiles, strips and splits, and a tuned
// tile that stays.
#include "tensor_devices.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <string>

#include <unistd.h>

#include "model/wave_fit.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/local_size.hpp"
#include "ndr/tuning_cache.hpp"
#include "plan/validator.hpp"

namespace {

const ndr::Variant& tf32() { return ndr_test::tf32Variant(); }
const ndr::Variant& fp32() { return ndr_test::fp32Variant(); }

const ndr::GemmParams kWide{256, 128, 32, 16, 16, 4}; // 2 warpgroups of 256 x 64
const ndr::GemmParams kSquare{128, 128, 32, 16, 16, 4};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

// Where 256 x 128 tiles leave a last wave of edge tiles, a split or strips, each tile is weighed as
// the engine would plan it: 192 x 192 in two full waves at 2944-3072 (256 work-groups against 288
// in three, the database's tile with K split), and at 3084 with its edges in strips and A read from
// its own rows; not for 128 x 128 tiles (tf32_tensor's and fp32_tensor's), nor on devices without
// tensor maps.
TEST(TensorWaveFit, EachTileWeighedAsTheEnginePlansIt)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    for (std::size_t n : {std::size_t(2944), std::size_t(3001), std::size_t(3072)}) {
        const auto fit = ndr::waveFitParams(tf32(), kWide, d, n);
        ASSERT_TRUE(fit.has_value()) << n;
        EXPECT_EQ(fit->params, ndr::kWaveFitTile) << n;
        EXPECT_TRUE(has(fit->why, "256 work-groups take 2 waves of 132 compute units")) << fit->why;
        EXPECT_TRUE(has(fit->why, "K split")) << fit->why;
    }
    const auto strips = ndr::waveFitParams(tf32(), kWide, d, 3084);
    ASSERT_TRUE(strips.has_value());
    EXPECT_EQ(strips->params, ndr::kWaveFitTile);
    EXPECT_TRUE(has(strips->why, "A read from its own rows")) << strips->why;
    EXPECT_TRUE(has(strips->why, "edges in strips")) << strips->why;
    const ndr::GemmParamsLayers layers{nullptr, &ndr::builtInGemmDatabase()};
    const ndr::GemmResolution r = ndr::resolveGemm(tf32(), d, std::nullopt, true, 3084, layers);
    ASSERT_EQ(r.params, ndr::kWaveFitTile) << r.label;
    const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, 3084, ndr::LocalSize::automatic(), SIZE_MAX, &r.params);
    EXPECT_EQ(plan.local.y, 26u);
    EXPECT_EQ(plan.edgeRows, 12u);
    EXPECT_FALSE(plan.tensorMapsPrepareA) << "A read from its own rows, on 16 bytes";
    // A read from its own rows saves the rounding, more at smaller N: one wave of 121 192 x 192 tiles
    // at 2052 and 2108 (the database's tile with strips or a split), not at 1924, where 256 x 128
    // tiles fill one wave.
    for (std::size_t n : {std::size_t(2052), std::size_t(2108)}) {
        const auto fit = ndr::waveFitParams(tf32(), kWide, d, n);
        ASSERT_TRUE(fit.has_value()) << n;
        EXPECT_EQ(fit->params, ndr::kWaveFitTile) << n;
        EXPECT_TRUE(has(fit->why, "121 work-groups take 1 wave")) << fit->why;
        EXPECT_TRUE(has(fit->why, "A read from its own rows")) << fit->why;
    }
    // The database's tile where it fills its waves as well or better, and past 8192.
    for (std::size_t n : {std::size_t(1924), std::size_t(2048), std::size_t(4044), std::size_t(4096), std::size_t(6007),
                          std::size_t(8191), std::size_t(8192), std::size_t(12288), std::size_t(16384)})
        EXPECT_FALSE(ndr::waveFitParams(tf32(), kWide, d, n).has_value()) << n;
    // 128 x 128 tiles, the database's from 1100 to 1407, keep theirs at 1288.
    EXPECT_FALSE(ndr::waveFitParams(tf32(), kSquare, d, 1288).has_value());
    EXPECT_FALSE(ndr::waveFitParams(fp32(), kSquare, d, 2072).has_value());
    EXPECT_FALSE(ndr::waveFitParams(fp32(), kSquare, d, 3100).has_value());
    EXPECT_FALSE(ndr::waveFitParams(tf32(), kWide, ndr_test::madeUpNvidia(8, 0), 2072).has_value());
    // A tile the user tuned at this very N stays; one tuned at another N takes the rule.
    const auto dir = std::filesystem::temp_directory_path() / ("ndr-wave-fit-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const ndr::TuningCache cache((dir / "tuning.tsv").string());
    cache.store({d.name, d.driverVersion, "tf32_tensor", kWide, 1, 3072, "t"});
    const ndr::GemmParamsLayers tuned{&cache, &ndr::builtInGemmDatabase()};
    EXPECT_EQ(ndr::resolveGemm(tf32(), d, std::nullopt, true, 3072, tuned).params, kWide);
    EXPECT_EQ(ndr::resolveGemm(tf32(), d, std::nullopt, true, 2944, tuned).params, ndr::kWaveFitTile);
    std::filesystem::remove_all(dir);
}

// Tiles whose height fits N: 208 x 128 at 2433 (240 in two waves, where 256 x 128 leaves a last wave
// of edge tiles and 192 x 192 splits K: on the H200 18 % faster than the latter), 144 x 192 at 1793
// (130 in one), 160 x 192 at 3388 (396 in three), 176 x 192 at 5404 (899 in seven), 240 x 128 at
// 4284 (612 in five); planned as the others (three or two consumer warpgroups and the producer
// warp), with A rounded by tma_prep at N % 8 != 0.
TEST(TensorWaveFit, FittedTilesWhereTheirHeightFillsTheWaves)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::GemmParamsLayers layers{nullptr, &ndr::builtInGemmDatabase()};
    struct Case {
        std::size_t n;
        ndr::GemmParams tile;
        const char* waves;
        std::size_t tileRows;
    };
    for (const Case& c : {Case{2433, {208, 128, 32, 16, 16, 4}, "240 work-groups take 2 waves", 12},
                          Case{1793, {144, 192, 32, 24, 16, 4}, "130 work-groups take 1 wave", 13},
                          Case{3388, {160, 192, 32, 24, 16, 4}, "396 work-groups take 3 waves", 22},
                          Case{5404, {176, 192, 32, 24, 16, 4}, "899 work-groups take 7 waves", 31},
                          Case{4284, {240, 128, 32, 16, 16, 4}, "612 work-groups take 5 waves", 18}}) {
        const auto fit = ndr::waveFitParams(tf32(), kWide, d, c.n);
        ASSERT_TRUE(fit.has_value()) << c.n;
        EXPECT_EQ(fit->params, c.tile) << c.n;
        EXPECT_TRUE(has(fit->why, c.waves)) << fit->why;
        const ndr::GemmResolution r = ndr::resolveGemm(tf32(), d, std::nullopt, true, c.n, layers);
        ASSERT_EQ(r.params, c.tile) << c.n << " " << r.label;
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, c.n, ndr::LocalSize::automatic(), SIZE_MAX, &r.params);
        EXPECT_EQ(plan.local.x, 16u) << c.n;
        EXPECT_EQ(plan.local.y, std::size_t(c.tile.mdimc + 2)) << c.n;
        EXPECT_EQ(plan.globalY / plan.local.y, c.tileRows) << c.n;
        EXPECT_EQ(plan.kSplit, 1) << c.n;
        EXPECT_TRUE(has(plan.options, "-DMWG=" + std::to_string(c.tile.mwg))) << plan.options;
        EXPECT_EQ(plan.tensorMapsPrepareA, c.n % 8 != 0) << c.n;
    }
    // A split of K is weighed at what splits took on the H200, beyond their estimate: at 2243 the
    // database's tile splits K, and 208 x 128 tiles with edge tiles come shorter (9 % faster there).
    const auto split = ndr::waveFitParams(tf32(), kWide, d, 2243);
    ASSERT_TRUE(split.has_value());
    EXPECT_EQ(split->params, (ndr::GemmParams{208, 128, 32, 16, 16, 4}));
    EXPECT_TRUE(has(split->why, "K split")) << split->why;
}

// The database's 64 x 128 tiles up to N = 1099, two to a multiprocessor for tf32_tensor: past 1024
// they need more than one a compute unit (153 at 1060), where 80 x 128 tiles take one wave of 126
// (the H200: 21 % faster from 1057 to 1099); with 64 x 128's edges in strips too (1030: 117 against
// 128 and the strips); not where 64 x 128 tiles fit one wave of one a compute unit (1000, 1024).
TEST(TensorWaveFit, TallerTilesWhere64x128OnesTakeTwoWaves)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const ndr::GemmParams shared{64, 128, 32, 16, 16, 4}, taller{80, 128, 32, 16, 16, 4};
    ASSERT_EQ(ndr::warpgroupGroupsPerSm(tf32(), shared, d), 2);
    const ndr::GemmParamsLayers layers{nullptr, &ndr::builtInGemmDatabase()};
    for (std::size_t n : {std::size_t(1030), std::size_t(1060), std::size_t(1099)}) {
        const auto fit = ndr::waveFitParams(tf32(), shared, d, n);
        ASSERT_TRUE(fit.has_value()) << n;
        EXPECT_EQ(fit->params, taller) << n;
        EXPECT_TRUE(has(fit->why, n == 1030 ? "117 work-groups take 1 wave" : "126 work-groups take 1 wave"))
            << fit->why;
        const ndr::GemmResolution r = ndr::resolveGemm(tf32(), d, std::nullopt, true, n, layers);
        EXPECT_EQ(r.params, taller) << n << " " << r.label;
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &r.params);
        EXPECT_EQ(plan.edgeRows + plan.edgeCols, 0u) << n;
        EXPECT_EQ(plan.kSplit, 1) << n;
    }
    for (std::size_t n : {std::size_t(1000), std::size_t(1024)})
        EXPECT_FALSE(ndr::waveFitParams(tf32(), shared, d, n).has_value()) << n;
    // fp32_tensor's 64 x 128 tiles hold a multiprocessor alone (split operands): 80 x 128 where they
    // take two waves (1060, 1099: one of 126 against 153 in two); not where their strips cost less
    // (1030), nor at 1024, nor against its 128 x 128 tiles.
    ASSERT_EQ(ndr::warpgroupGroupsPerSm(fp32(), shared, d), 1);
    for (std::size_t n : {std::size_t(1060), std::size_t(1099)}) {
        const auto fit = ndr::waveFitParams(fp32(), shared, d, n);
        ASSERT_TRUE(fit.has_value()) << n;
        EXPECT_EQ(fit->params, taller) << n;
        EXPECT_TRUE(has(fit->why, "126 work-groups take 1 wave")) << fit->why;
        EXPECT_EQ(ndr::resolveGemm(fp32(), d, std::nullopt, true, n, layers).params, taller) << n;
    }
    for (std::size_t n : {std::size_t(1024), std::size_t(1030)})
        EXPECT_FALSE(ndr::waveFitParams(fp32(), shared, d, n).has_value()) << n;
    EXPECT_FALSE(ndr::waveFitParams(fp32(), kSquare, d, 1288).has_value());
}

// The tensor-memory form takes any multiple of 16 rows, its work-items' registers permitting: three
// consumer warpgroups and the producer warp (416 work-items) get 128 registers each, which 208 rows
// (104 accumulators and the kernel's own) exceed; two (288) get 168. Where tensor maps are missing,
// the same tiles meet the mma.sync kernel's rules, and 176 rows are no multiple of MDIMC = 24.
TEST(TensorWaveFit, FittedTilesKeepToTheRegistersAWorkItemGets)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    for (const ndr::GemmParams& p :
         {ndr::GemmParams{176, 192, 32, 24, 16, 4}, ndr::GemmParams{192, 192, 32, 24, 16, 4},
          ndr::GemmParams{240, 128, 32, 16, 16, 4}, ndr::GemmParams{144, 128, 32, 16, 16, 4}}) {
        EXPECT_EQ(ndr::tensorForm(tf32(), p, d), ndr::TensorForm::TensorMemory) << p.toString();
        EXPECT_EQ(ndr::checkGemmParams(tf32(), p, d), "") << p.toString();
    }
    const auto tooMany = ndr::gemmParamsError(tf32(), ndr::GemmParams{208, 192, 32, 24, 16, 4}, d);
    ASSERT_TRUE(tooMany.has_value());
    EXPECT_EQ(tooMany->limit(), "registers per work-item (NVIDIA)");
    EXPECT_EQ(tooMany->limitValue(), std::optional<std::uint64_t>(128));
    // Not a multiple of 16 rows: no tensor-memory tile.
    EXPECT_NE(ndr::tensorForm(tf32(), ndr::GemmParams{200, 128, 32, 16, 16, 4}, d), ndr::TensorForm::TensorMemory);
    const auto noMaps =
        ndr::gemmParamsError(tf32(), ndr::GemmParams{176, 192, 32, 24, 16, 4}, ndr_test::madeUpNvidia(9, 0));
    ASSERT_TRUE(noMaps.has_value());
    EXPECT_FALSE(noMaps->limit().empty());
}

// The model's waves: full ones count 1, a partial one 0.7 plus 0.3 of its fill.
TEST(TensorWaveFit, WaveFitTimeCountsPartialWavesByTheirFill)
{
    EXPECT_DOUBLE_EQ(ndr::waveFitTime(0, 132), 0.0);
    EXPECT_DOUBLE_EQ(ndr::waveFitTime(132, 132), 1.0);
    EXPECT_DOUBLE_EQ(ndr::waveFitTime(264, 132), 2.0);
    EXPECT_NEAR(ndr::waveFitTime(66, 132), 0.85, 1e-12);
    EXPECT_NEAR(ndr::waveFitTime(198, 132), 1.85, 1e-12);
    EXPECT_DOUBLE_EQ(ndr::waveFitTime(5, 0), 0.0);
}
