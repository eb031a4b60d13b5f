// tf32_tensor's tensor-memory form (compute capability 9.0 with the CUDA driver's tensor maps):
// which tiles take it, what the engine plans for it (switches, the producer warp, local memory,
// the rounded operands and their workspace), the database's tiles with and without tensor maps,
// and the encoder's answer where no CUDA driver loads (the kernels themselves:
// tensor_memory_emulated_test.cpp).
#include "tensor_devices.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>

#include "cl/tensor_maps.hpp"
#include "model/launch_bounds.hpp"
#include "model/wave_fit.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/run_result.hpp"
#include "plan/validator.hpp"

namespace {

using ndr::TensorForm;

const ndr::Variant& tf32() { return ndr_test::tf32Variant(); }
const ndr::Variant& fp32() { return ndr_test::fp32Variant(); }

const ndr::GemmParams kWide{256, 128, 32, 16, 16, 4}; // 2 warpgroups of 256 x 64
const ndr::GemmParams kSquare{128, 128, 32, 16, 16, 4};
const ndr::GemmParams kSmall{64, 128, 32, 16, 16, 4};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST(TensorMemory, ThirtyTwoDeepTf32TilesTakeItWhereTensorMapsAre)
{
    const ndr::DeviceInfo maps = ndr_test::madeUpNvidiaWithMaps();
    ndr::DeviceInfo noMaps = maps;
    noMaps.nvTensorMaps = false;
    for (const ndr::GemmParams& p : {kWide, kSquare, kSmall, ndr::GemmParams{128, 256, 32, 32, 16, 4}})
        EXPECT_EQ(ndr::tensorForm(tf32(), p, maps), TensorForm::TensorMemory) << p.toString();
    // fp32_tensor too (its operands split into hi and lo by the first kernel) up to 128 rows, where
    // a step's products fit beside the accumulators; not 16-deep tiles, not a producer warp that
    // is no whole rows of work-items, and not where no encoder loads.
    EXPECT_EQ(ndr::tensorForm(fp32(), kSquare, maps), TensorForm::TensorMemory);
    EXPECT_EQ(ndr::tensorForm(fp32(), kSmall, maps), TensorForm::TensorMemory);
    EXPECT_NE(ndr::tensorForm(fp32(), kWide, maps), TensorForm::TensorMemory);
    EXPECT_EQ(ndr::tensorForm(fp32(), kSquare, noMaps), TensorForm::WarpSpecialised);
    EXPECT_EQ(ndr::tensorForm(tf32(), ndr::GemmParams{128, 256, 16, 32, 16, 4}, maps), TensorForm::Warpgroup);
    EXPECT_EQ(ndr::tensorForm(tf32(), ndr::GemmParams{128, 128, 32, 4, 64, 4}, maps), TensorForm::CopyStages);
    EXPECT_EQ(ndr::tensorForm(tf32(), kSquare, noMaps), TensorForm::CopyStages);
    EXPECT_EQ(ndr::tensorForm(tf32(), kWide, noMaps), TensorForm::MmaSync); // 128 accumulators and staging
    EXPECT_EQ(ndr::tensorForm(tf32(), kWide, ndr_test::madeUpNvidia(8, 0)), TensorForm::MmaSync);
}

TEST(TensorMemory, PlanHoldsTheProducerWarpStagesAndWorkspaces)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    EXPECT_EQ(ndr::tensorExtraRows(tf32(), kWide, d), 2);
    // Four stages of 256 x 32 and 128 x 32 floats, and two mbarriers a stage.
    EXPECT_EQ(ndr::gemmLocalBytes(tf32(), kWide, d), 4u * (256 * 32 + 128 * 32) * 4 + 4 * 2 * 8);
    EXPECT_TRUE(ndr::gemmParamsError(tf32(), kWide, d) == std::nullopt);
    const std::string defines = ndr::tensorFormDefines(tf32(), kWide, d);
    for (const char* part : {"-DTC_WGMMA=1", "-DTC_TMA=1", "-DTC_SSB=1", "-DTC_WGWAIT=1", "-DTC_STAGES=4"})
        EXPECT_TRUE(has(defines, part)) << defines;
    // One work-group an SM (its local memory), so at 2048 the 128 whole tiles are one wave.
    EXPECT_EQ(ndr::warpgroupGroupsPerSm(tf32(), kWide, d), 1);
    for (std::size_t n :
         {std::size_t(1000), std::size_t(1001), std::size_t(1020), std::size_t(1024), std::size_t(8192)}) {
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide);
        EXPECT_TRUE(plan.tensorMaps) << n;
        EXPECT_EQ(plan.tensorMapRowFloats, (n + 31) / 32 * 32) << n;
        EXPECT_EQ(plan.tensorMapsPrepareA, n % 8 != 0) << n << ": A itself where its rows start on 32-byte sectors";
        EXPECT_EQ(plan.tensorMapsPrepareA, !ndr::tensorMapsReadAItself(n, kWide.mwg, kWide.nwg)) << n;
        EXPECT_EQ(plan.local.x, 16u);
        EXPECT_EQ(plan.local.y, 18u) << "a producer warp of two rows beside the 16 x 16 consumers";
        EXPECT_TRUE(plan.declaredWorkGroup);
        // tma_prep's blocks of 32 k a work-group: four where it only transposes B from 2048 on.
        const std::size_t blocks = n == 8192 ? 4 : 1;
        EXPECT_EQ(plan.tensorMapPrepBlocks, blocks) << n;
        EXPECT_EQ(plan.tensorMapPrepBlocks, ndr::tmaPrepBlocksWithoutSums(n, plan.tensorMapsPrepareA)) << n;
        EXPECT_TRUE(has(plan.options, "-DTC_PREP_BLOCKS=" + std::to_string(blocks))) << plan.options;
    }
    EXPECT_EQ(ndr::tmaPrepBlocksWithoutSums(2048, false), 4u);
    EXPECT_EQ(ndr::tmaPrepBlocksWithoutSums(2047, false), 1u); // a quarter of the work-groups, too few
    EXPECT_EQ(ndr::tmaPrepBlocksWithoutSums(8191, true), 1u);  // A's loads double a block's
    // fp32_tensor: A always split into the workspace, hi and lo; four stages of four tiles of
    // 64 x 32 and 128 x 32 floats; the consumers wait for each step's products.
    for (std::size_t n : {std::size_t(1000), std::size_t(1024)}) {
        const ndr::LaunchPlan plan = ndr::planLaunch(fp32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kSmall);
        EXPECT_TRUE(plan.tensorMaps && plan.tensorMapsSplit && plan.tensorMapsPrepareA) << n;
        EXPECT_TRUE(has(plan.options, "-DTC_TMA=1") && has(plan.options, "-DTC_WGWAIT=0")) << plan.options;
    }
    EXPECT_EQ(ndr::gemmLocalBytes(fp32(), kSmall, d), 4u * 2 * (64 * 32 + 128 * 32) * 4 + 4 * 2 * 8);
    // The other forms never prepare operands.
    ndr::DeviceInfo noMaps = d;
    noMaps.nvTensorMaps = false;
    EXPECT_FALSE(ndr::planLaunch(tf32(), noMaps, 1000, ndr::LocalSize::automatic(), SIZE_MAX, &kSquare).tensorMaps);
}

// The tensor-memory form sums the strips in tma_prep, which reads A and B anyway: the engine
// takes them where they cost less than the edge tiles, at N % 4 = 0 too and up to 32 rows and
// columns for tiles that hold a multiprocessor alone, and plans edge_sums over the strips'
// elements and the partial sums' workspace.
TEST(TensorMemory, StripsSummedInThePreparationWhereverTheyCostLessThanEdgeTiles)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    ndr::DeviceInfo noMaps = d;
    noMaps.nvTensorMaps = false;
    // 2049-2060: 128 whole tiles of 256 x 128 in one wave, 153 with the edge tiles in two.
    for (std::size_t n : {std::size_t(2049), std::size_t(2052), std::size_t(2056), std::size_t(2060)}) {
        const std::size_t past = n - 2048;
        const ndr::EdgeStrips strips = ndr::tensorEdgeStrips(tf32(), kWide, d, n);
        EXPECT_EQ(strips.rows, past) << n;
        EXPECT_EQ(strips.cols, past) << n;
        EXPECT_EQ(strips.sums, int((past + 3) / 4 * 4)) << n;
        EXPECT_LT(strips.waves, 2.0) << n;
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide);
        EXPECT_TRUE(plan.tensorMaps && plan.edgeSums) << n;
        EXPECT_EQ(plan.edgeRows, past);
        EXPECT_EQ(plan.edgeCols, past);
        // One work-item per element of the strips: the bottom rows over N columns, the right
        // columns over the 2048 rows above them.
        EXPECT_EQ(plan.edgeGroups * ndr::kEdgeSumsGroup, ndr::edgeSumsGlobal(n, past, past)) << n;
        EXPECT_EQ(ndr::edgeSumsGlobal(n, past, past), (past * n + past * 2048 + 255) / 256 * 256);
        EXPECT_EQ(plan.globalX, 16u * 16) << "whole tiles only";
        EXPECT_EQ(plan.globalY, 8u * 18);
        EXPECT_TRUE(has(plan.options, "-DTC_EDGE=" + std::to_string(strips.sums))) << plan.options;
    }
    // Wide strips where a row and a column of edge tiles would queue for a wave: 3076 and 3332 (288
    // and 338 whole tiles of 256 x 128, 325 and 378 with the edges), 3084 and 3088 with 192 x 192
    // tiles (256 whole ones in two waves, 289 in three), 30 wide at 2142 (121 whole ones in a wave,
    // 144 in two; A rounded there anyway), 28 wide at 3100 with 192 x 192 tiles though A is read
    // for them alone (tf32_tensor's products on the tensor cores, two blocks of k a work-group).
    EXPECT_TRUE(ndr::tensorEdgeStrips(tf32(), kWide, d, 3076).taken());
    EXPECT_TRUE(ndr::tensorEdgeStrips(tf32(), kWide, d, 3332).taken());
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), ndr::kWaveFitTile, d, 3084).sums, 12);
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), ndr::kWaveFitTile, d, 3088).sums, 16);
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), ndr::kWaveFitTile, d, 2142).sums, 32);
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), ndr::kWaveFitTile, d, 3100).sums, 28);
    // Not where the edge tiles share the only wave (1537: 91 tiles), not past 32 rows (2088), nor
    // where the strips cost more than the edge tiles: 16 wide where the edge tiles add a few to a
    // partial wave (2320).
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kWide, d, 1537).taken());
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kWide, d, 2088).taken());
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kWide, d, 2320).taken());
    // Without tensor maps the other forms keep their rule: strips only at N % 4 != 0, by edge_strips.
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kSquare, noMaps, 2052).taken());
    // fp32_tensor's form likewise (its tiles hold a multiprocessor alone; 1040: 128 whole tiles of
    // 64 x 128 in one wave, 153 with the edges); its warp-specialised form without tensor maps not
    // at N % 4 = 0.
    EXPECT_TRUE(ndr::tensorEdgeStrips(fp32(), kSmall, d, 2052).taken());
    EXPECT_EQ(ndr::tensorEdgeStrips(fp32(), kSmall, d, 1040).sums, 16);
    EXPECT_FALSE(ndr::tensorEdgeStrips(fp32(), kSmall, noMaps, 2052).taken());
    // tf32_tensor's small tiles share a multiprocessor: strips where they save a wave (1028-1052:
    // 128 whole tiles of 64 x 128 in one wave of 132 compute units, 153 with the edges), up to 32 wide.
    EXPECT_GT(ndr::warpgroupGroupsPerSm(tf32(), kSmall, d), 1);
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), kSmall, d, 1028).sums, 4);
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), kSmall, d, 1052).sums, 28);
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kSmall, d, 1064).taken());
}

// tf32_tensor's strips go to the multiplication's own work-groups after the tiles where the rule
// takes strips, the tile is 256 x 128 or larger and the inside tiles' last wave leaves a
// multiprocessor idle for each unit: 2305-2316 (162 whole tiles of 256 x 128, 30 in the last wave;
// 37 + 36 units of 64). tma_prep then only rounds; no partial sums, no edge_sums. Not where the
// rule leaves the edges to edge tiles (2312), nor where the last wave is nearly full (2049: 4 idle
// for 65 units), nor on 128 x 128 tiles (1540: 120 idle for 49 units), nor for fp32_tensor (its strips in
// FP32 stay in tma_prep).
TEST(TensorMemory, StripsAfterTheTilesWhereTheirLastWaveLeavesRoom)
{
    const ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    for (std::size_t n : {std::size_t(2305), std::size_t(2308), std::size_t(2316)}) {
        const std::size_t past = n - 2304;
        const ndr::EdgeStrips strips = ndr::tensorEdgeStrips(tf32(), kWide, d, n);
        EXPECT_TRUE(strips.inTail) << n;
        EXPECT_EQ(strips.tailUnits, ndr::tailStripUnits(n, past, past)) << n;
        EXPECT_EQ(strips.tailUnits, (n + 63) / 64 + 2304 / 64) << n;
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide);
        EXPECT_TRUE(plan.tensorMaps && plan.edgeInTail) << n;
        EXPECT_FALSE(plan.edgeSums) << n;
        EXPECT_EQ(plan.edgeGroups, 0u) << "no launch beside the multiplication";
        EXPECT_EQ(plan.edgeRows, past);
        EXPECT_EQ(plan.edgeTailUnits, strips.tailUnits);
        EXPECT_EQ(plan.tensorMapPrepBlocks, 1u);
        // 18 x 9 whole tiles, then the units in rows of 18 work-groups.
        EXPECT_EQ(plan.globalX, 18u * 16);
        EXPECT_EQ(plan.globalY, (9u + (strips.tailUnits + 17) / 18) * 18);
        EXPECT_TRUE(has(plan.options, "-DTC_TAIL=1")) << plan.options;
        EXPECT_TRUE(has(plan.options, "-DTC_PREP_BLOCKS=1")) << plan.options; // A rounded too
    }
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kWide, d, 2312).taken());
    const ndr::EdgeStrips full = ndr::tensorEdgeStrips(tf32(), kWide, d, 2049);
    EXPECT_TRUE(full.taken() && !full.inTail);
    const ndr::EdgeStrips square = ndr::tensorEdgeStrips(tf32(), kSquare, d, 1540); // 144 whole tiles
    EXPECT_TRUE(square.taken() && !square.inTail);
    EXPECT_TRUE(ndr::planLaunch(tf32(), d, 2049, ndr::LocalSize::automatic(), SIZE_MAX, &kWide).edgeSums);
    EXPECT_FALSE(ndr::tensorEdgeStrips(fp32(), kSmall, d, 2052).inTail);
}

TEST(TensorMemory, WorkspaceBeyondTheDevicesMemoryIsRefusedNamingTheLimit)
{
    ndr::DeviceInfo d = ndr_test::madeUpNvidiaWithMaps();
    const std::size_t n = 4097; // A rounded too: two workspaces of 4097 x 4128 floats
    const std::uint64_t matrix = std::uint64_t(n) * n * 4, workspace = std::uint64_t(n) * 4128 * 4;
    // One row and one column past the 256 x 128 tiles: tma_prep writes their partial sums too, a
    // row of N floats for each and each row of its work-groups, which take four of the 4128 / 32
    // blocks of k each (the last one, one).
    const std::uint64_t partials = (4128 / 32 + 3) / 4 * 2 * std::uint64_t(n) * 4;
    EXPECT_EQ(ndr::tmaPrepBlocks(1, 1, false), 4u);
    EXPECT_EQ(ndr::tmaPrepBlocks(1, 1, true), 1u); // fp32_tensor's split operands
    EXPECT_EQ(ndr::edgePartialFloats(n, 4128, 1, 1, 4) * 4, partials);
    d.globalMemBytes = 3 * matrix + workspace + partials; // room for one workspace, not two
    try {
        (void)ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide);
        FAIL() << "planned beyond the device's memory";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_EQ(e.limit(), "CL_DEVICE_GLOBAL_MEM_SIZE");
        EXPECT_EQ(e.requested(), std::optional<std::uint64_t>(3 * matrix + 2 * workspace + partials));
    }
    d.globalMemBytes = 3 * matrix + 2 * workspace + partials;
    EXPECT_NO_THROW((void)ndr::planLaunch(tf32(), d, n, ndr::LocalSize::automatic(), SIZE_MAX, &kWide));
}

TEST(TensorMemory, ShippedDatabaseTilesFallThroughWithoutTensorMaps)
{
    const ndr::DeviceInfo maps = ndr_test::madeUpNvidiaWithMaps();
    ndr::DeviceInfo noMaps = maps;
    noMaps.nvTensorMaps = false;
    const ndr::GemmDatabase& db = ndr::builtInGemmDatabase();
    const ndr::GemmParamsLayers layers{nullptr, &db};
    for (std::size_t n : {std::size_t(1000), std::size_t(1280), std::size_t(2048), std::size_t(8191)}) {
        const ndr::GemmResolution withMaps = ndr::resolveGemm(tf32(), maps, std::nullopt, true, n, layers);
        EXPECT_EQ(ndr::tensorForm(tf32(), withMaps.params, maps), TensorForm::TensorMemory) << n;
        // Without the encoder every run still gets a tile that fits this device.
        const ndr::GemmResolution without = ndr::resolveGemm(tf32(), noMaps, std::nullopt, true, n, layers);
        EXPECT_TRUE(ndr::checkGemmParams(tf32(), without.params, noMaps).empty()) << n << " " << without.label;
        EXPECT_NE(ndr::tensorForm(tf32(), without.params, noMaps), TensorForm::TensorMemory) << n;
    }
}

TEST(TensorMemory, EncoderWithoutTheCudaDriverSaysWhy)
{
    // The driver is looked up once per process, and this binary asks nothing of it before.
    ::setenv("NDR_CUDA_DRIVER", "/nonexistent/libcuda.so.1", 1);
    EXPECT_EQ(ndr::cudaDriverName(), "/nonexistent/libcuda.so.1");
    EXPECT_FALSE(ndr::tensorMapsUnavailableReason().empty());
    ndr::TensorMapShape shape;
    shape.rows = 64;
    shape.rowFloats = 64;
    shape.boxRows = 64;
    shape.boxFloats = 32;
    try {
        (void)ndr::encodeTensorMap(shape, {});
        FAIL() << "encoded without a driver";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
    }
    ::unsetenv("NDR_CUDA_DRIVER");
}

// The maps the engine and gemm-probe encode for one multiplication, in the kernel's order: A (its
// workspace, or A itself with rows of N floats, rounded by the copy) and B^T, then the lo halves N
// rows further on where the operands are split; split operands never come from A itself.
TEST(TensorMemory, MapShapesFollowTheKernelsOrder)
{
    ndr::MatmulMapOperands o;
    o.a = 0x10000;
    o.bt = 0x900000;
    o.n = 2049;
    o.rowFloats = ndr::tensorMapRowFloats(2049);
    o.mwg = 256;
    o.nwg = 128;
    o.kwg = 32;
    EXPECT_EQ(o.rowFloats, 2080u);
    auto maps = ndr::matmulMapShapes(o);
    ASSERT_EQ(maps.size(), 2u);
    EXPECT_EQ(maps[0].address, o.a);
    EXPECT_EQ(maps[0].rowFloats, 2080u);
    EXPECT_EQ(maps[0].boxRows, 256u);
    EXPECT_FALSE(maps[0].roundToTf32);
    EXPECT_EQ(maps[1].address, o.bt);
    EXPECT_EQ(maps[1].rows, 2049u);
    EXPECT_EQ(maps[1].boxRows, 128u);
    EXPECT_EQ(maps[1].boxFloats, 32u);

    o.n = 2048;
    o.rowFloats = ndr::tensorMapRowFloats(2048);
    o.aItself = true;
    maps = ndr::matmulMapShapes(o);
    ASSERT_EQ(maps.size(), 2u);
    EXPECT_EQ(maps[0].rowFloats, 2048u);
    EXPECT_TRUE(maps[0].roundToTf32);
    EXPECT_FALSE(maps[1].roundToTf32);

    o.aItself = false;
    o.split = true;
    maps = ndr::matmulMapShapes(o);
    ASSERT_EQ(maps.size(), 4u);
    const std::uint64_t half = 2048u * 2048u * 4u;
    EXPECT_EQ(maps[2].address, o.a + half);
    EXPECT_EQ(maps[3].address, o.bt + half);
    EXPECT_EQ(maps[2].boxRows, 256u);
    EXPECT_EQ(maps[3].boxRows, 128u);

    o.aItself = true;
    try {
        (void)ndr::matmulMapShapes(o);
        FAIL() << "split operands mapped from A itself";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
    }
}

// A from its own rows where they are 128-byte aligned, and where they start on 32-byte sectors up to
// N = 8192 (beyond, the tiles' straddled lines cost more than rounding A); on 16 bytes (N % 8 == 4)
// only for 192 x 192 tiles up to 5200; never at other N.
TEST(TensorMemory, AIsReadFromItsOwnRowsWhereTheyStartOnSectors)
{
    const ndr::GemmParams q = ndr::kWaveFitTile;
    for (std::uint64_t n : {32u, 1000u, 2040u, 2048u, 8184u, 8192u, 12288u, 16384u}) {
        EXPECT_TRUE(ndr::tensorMapsReadAItself(n, kWide.mwg, kWide.nwg)) << n;
        EXPECT_TRUE(ndr::tensorMapsReadAItself(n, q.mwg, q.nwg)) << n;
    }
    for (std::uint64_t n : {1u, 33u, 1001u, 1020u, 2047u, 2049u, 2052u, 8196u, 12280u, 16376u})
        EXPECT_FALSE(ndr::tensorMapsReadAItself(n, kWide.mwg, kWide.nwg)) << n;
    for (std::uint64_t n : {1020u, 2052u, 2060u, 2828u, 4108u, 5132u})
        EXPECT_TRUE(ndr::tensorMapsReadAItself(n, q.mwg, q.nwg)) << n;
    for (std::uint64_t n : {1u, 33u, 2049u, 2050u, 5204u, 6412u, 8196u})
        EXPECT_FALSE(ndr::tensorMapsReadAItself(n, q.mwg, q.nwg)) << n;
}
