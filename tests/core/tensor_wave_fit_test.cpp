// Where tf32_tensor's tensor-memory form takes 192 x 192 tiles instead of the database's 256 x 128
// (ndr::waveFitParams), on a made-up compute capability 9.0 device with tensor maps: the model of
// waves it weighs the tiles by, edge tiles, strips and splits, and a tuned tile that stays.
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

// 192 x 192 tiles where 256 x 128 ones leave a last wave of edge tiles: one wave of 121 at 2060
// (256 x 128: 153, two; 176 x 192 tiles would fill it with 132, but not 3 % shorter); not at 2048
// (one wave), nor where 192 x 192 needs as many waves; never for fp32_tensor.
TEST(TensorWaveFit, WaveFitTilesWhereEdgeTilesAddAWave)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    for (std::size_t n : {std::size_t(2052), std::size_t(2060)}) {
        const auto fit = ndr::waveFitParams(tf32(), kWide, d, n);
        ASSERT_TRUE(fit.has_value()) << n;
        EXPECT_EQ(fit->params, ndr::kWaveFitTile) << n;
        EXPECT_TRUE(has(fit->why, "121 work-groups take 1 wave of 132 compute units")) << fit->why;
        // What a run resolves and plans: the database's 256 x 128, then the 192 x 192 tile, three
        // consumer warpgroups and the producer warp, and no split of K.
        const ndr::GemmParamsLayers layers{nullptr, &ndr::builtInGemmDatabase()};
        const ndr::GemmResolution r = ndr::resolveGemm(tf32(), d, std::nullopt, true, n, layers);
        EXPECT_EQ(r.params, ndr::kWaveFitTile) << n << " " << r.label;
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &r.params);
        EXPECT_EQ(plan.local.x, 16u);
        EXPECT_EQ(plan.local.y, 26u);
        EXPECT_EQ(plan.kSplit, 1) << n;
        EXPECT_EQ(plan.globalY / plan.local.y, 11u) << n;
        EXPECT_FALSE(plan.tensorMapsPrepareA) << n << ": A read from its own rows, on 16 bytes";
    }
    // Where 192 x 192 tiles take fewer or fuller waves: 256 tiles in 2 waves against 288 in 3 at
    // 2944-3072 (12-14 % faster on the H200), 484 in 4 against 561 in 5 at 4136 and 4224.
    for (std::size_t n :
         {std::size_t(2944), std::size_t(3001), std::size_t(3072), std::size_t(4136), std::size_t(4224)})
        EXPECT_TRUE(ndr::waveFitParams(tf32(), kWide, d, n).has_value()) << n;
    // At N % 8 == 4 up to 5200 192 x 192 tiles read A from its own rows where 256 x 128 ones have it
    // rounded first: 3084 and 3132 take them for that; 4044, where 256 x 128 fills its waves, does
    // not.
    for (std::size_t n : {std::size_t(3084), std::size_t(3132)}) {
        const auto fit = ndr::waveFitParams(tf32(), kWide, d, n);
        ASSERT_TRUE(fit.has_value()) << n;
        EXPECT_TRUE(has(fit->why, "A read from its own rows")) << fit->why;
    }
    EXPECT_FALSE(ndr::waveFitParams(tf32(), kWide, d, 4044).has_value());
    // Both split K at 2324: their splits' estimates are compared.
    const auto split = ndr::waveFitParams(tf32(), kWide, d, 2324);
    ASSERT_TRUE(split.has_value());
    EXPECT_TRUE(has(split->why, "both with K split")) << split->why;
    // A tile with its edges in strips counts its inside tiles and the strips: 192 x 192 with them
    // at 3084 (two full waves, 12 rows and columns in strips) against 325 tiles of 256 x 128 in
    // three; at 2052 192 x 192's one wave against 256 x 128's with 4 rows and columns in strips.
    const auto strips = ndr::waveFitParams(tf32(), kWide, d, 3084);
    ASSERT_TRUE(strips.has_value());
    EXPECT_TRUE(has(strips->why, "edges in strips")) << strips->why;
    EXPECT_TRUE(has(strips->why, "256 work-groups take 2 waves")) << strips->why;
    const auto against = ndr::waveFitParams(tf32(), kWide, d, 2052);
    ASSERT_TRUE(against.has_value());
    EXPECT_TRUE(has(against->why, "(edges in strips)")) << against->why;
    // The database's tile where it fills its waves as well or better, where its strips cost less
    // (3332), and past 8192, where 192 x 192 tiles ran no faster.
    for (std::size_t n : {std::size_t(2048), std::size_t(3332), std::size_t(2304), std::size_t(4096), std::size_t(6007),
                          std::size_t(8191), std::size_t(8192), std::size_t(12288), std::size_t(16384)})
        EXPECT_FALSE(ndr::waveFitParams(tf32(), kWide, d, n).has_value()) << n;
    // Smaller tiles, two to a multiprocessor, keep theirs.
    EXPECT_FALSE(ndr::waveFitParams(tf32(), kSquare, d, 1288).has_value());
    EXPECT_FALSE(ndr::waveFitParams(fp32(), kSquare, d, 2072).has_value());
    EXPECT_FALSE(ndr::waveFitParams(tf32(), kWide, ndr_test::madeUpNvidia(8, 0), 2072).has_value());
    // A tile the user tuned at this very N stays; one tuned at another N takes the rule.
    const auto dir = std::filesystem::temp_directory_path() / ("ndr-wave-fit-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const ndr::TuningCache cache((dir / "tuning.tsv").string());
    cache.store({d.name, d.driverVersion, "tf32_tensor", kWide, 1, 2072, "t"});
    const ndr::GemmParamsLayers tuned{&cache, &ndr::builtInGemmDatabase()};
    EXPECT_EQ(ndr::resolveGemm(tf32(), d, std::nullopt, true, 2072, tuned).params, kWide);
    EXPECT_EQ(ndr::resolveGemm(tf32(), d, std::nullopt, true, 2060, tuned).params, ndr::kWaveFitTile);
    std::filesystem::remove_all(dir);
}

// Tiles whose height fits N where neither 256 x 128 nor 192 x 192 fills its waves: 208 x 128 at
// 3100 (375 in three waves against 289 edge tiles of 192 x 192 and 325 of 256 x 128), 176 x 192 at
// 5404 (899 in seven), 224 x 128 at 2588 (252 in two), 240 x 128 at 1900 (120 in one); planned as
// the others (three or two consumer warpgroups and the producer warp), with A rounded by tma_prep
// at N % 8 != 0. Where the square or the database's tile fills its waves, they stay.
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
    for (const Case& c : {Case{3100, {208, 128, 32, 16, 16, 4}, "375 work-groups take 3 waves", 15},
                          Case{5404, {176, 192, 32, 24, 16, 4}, "899 work-groups take 7 waves", 31},
                          Case{2588, {224, 128, 32, 16, 16, 4}, "252 work-groups take 2 waves", 12},
                          Case{1900, {240, 128, 32, 16, 16, 4}, "120 work-groups take 1 wave", 8}}) {
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
        EXPECT_TRUE(has(plan.options, "-DMWG=" + std::to_string(c.tile.mwg))) << plan.options;
        EXPECT_EQ(plan.tensorMapsPrepareA, c.n % 8 != 0) << c.n;
    }
    for (std::size_t n : {std::size_t(2048), std::size_t(3072), std::size_t(4096), std::size_t(8192)}) {
        const auto fit = ndr::waveFitParams(tf32(), kWide, d, n);
        EXPECT_TRUE(!fit || fit->params == ndr::kWaveFitTile) << n;
    }
    // A fitted tile estimated less than 4 % shorter than the database's stays out (240 x 128 at 2716,
    // 2748 and 4352, 208 x 128 at 4864: 3.0-3.6 %); against 192 x 192 3 % suffices (3100).
    for (std::size_t n : {std::size_t(2716), std::size_t(2748), std::size_t(4352), std::size_t(4864)})
        EXPECT_FALSE(ndr::waveFitParams(tf32(), kWide, d, n).has_value()) << n;
    EXPECT_FALSE(ndr::waveFitParams(fp32(), kSquare, d, 3100).has_value());
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
