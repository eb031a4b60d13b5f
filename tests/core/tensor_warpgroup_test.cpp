// The tensor variants' warpgroup kernels (wgmma, compute capability 9.0): which configurations
// take them on which device, what the engine plans for them (switches, work-group, local memory),
// the PTX retarget that makes their instructions assemble, and the kernels themselves verified at
// sizes that are no tile multiples through TC_EMULATE (wgmma and cp.async replaced by OpenCL C
// computing what they define, the B operand read through the same descriptor).
#include "test_engine.hpp"
#include "tensor_devices.hpp"

#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include "gemm_operands.hpp"
#include "test_cl_device.hpp"

#include <algorithm>
#include <cmath>

#include "cl/ptx_retarget.hpp"
#include "model/launch_bounds.hpp"
#include "model/unaligned_rows.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/variant.hpp"
#include "plan/validator.hpp"

namespace {

const ndr::Variant& tf32() { return ndr_test::tf32Variant(); }
const ndr::Variant& fp32() { return ndr_test::fp32Variant(); }
ndr::DeviceInfo nvidia(int major, int minor) { return ndr_test::madeUpNvidia(major, minor); }

const ndr::GemmParams kLarge{128, 256, 16, 32, 16, 4}; // 4 warpgroups, register staging
const ndr::GemmParams kDeep{128, 128, 32, 16, 16, 4};  // 2 warpgroups, 32-deep steps
const ndr::GemmParams kWarps{128, 128, 16, 16, 8, 4};  // one warpgroup of two blocks: mma.sync

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST(TensorWarpgroups, OnlyComputeCapability90AndFittingTilesTakeThem)
{
    using ndr::TensorForm;
    const auto h100 = nvidia(9, 0), a100 = nvidia(8, 0);
    EXPECT_EQ(ndr::tensorForm(tf32(), kLarge, h100), TensorForm::Warpgroup);
    EXPECT_EQ(ndr::tensorForm(tf32(), kDeep, h100), TensorForm::CopyStages);
    EXPECT_EQ(ndr::tensorForm(fp32(), kDeep, h100), TensorForm::WarpSpecialised);
    EXPECT_EQ(ndr::tensorForm(fp32(), kLarge, h100), TensorForm::Warpgroup);
    // Elsewhere, and for warps the tile does not deal into 64-column warpgroup blocks: mma.sync.
    EXPECT_EQ(ndr::tensorForm(tf32(), kLarge, a100), TensorForm::MmaSync);
    EXPECT_EQ(ndr::tensorForm(tf32(), kWarps, h100), TensorForm::MmaSync);
    EXPECT_EQ(ndr::tensorForm(tf32(), tf32().defaultParams, h100), TensorForm::MmaSync);
    EXPECT_EQ(ndr::tensorForm(tf32(), {256, 128, 16, 16, 16, 4}, h100), TensorForm::MmaSync); // 128 accumulators
    EXPECT_EQ(ndr::tensorForm(*ndr::findVariant("double_buffered"), kLarge, h100), TensorForm::MmaSync);
    EXPECT_EQ(ndr::tensorFormDefines(tf32(), kWarps, h100), "");
}

TEST(TensorWarpgroups, TheEnginePlansTheirSwitchesWorkGroupsAndLocalMemory)
{
    const auto h100 = nvidia(9, 0);
    const ndr::LaunchPlan reg = ndr::planLaunch(tf32(), h100, 2048, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
    EXPECT_TRUE(has(reg.options, "-DTC_WGMMA=1") && has(reg.options, "-DTC_REGSTAGE=1"));
    EXPECT_TRUE(has(reg.options, "-DTC_WGWAIT=1"));
    // tf32_tensor's register staging reads both operands from local memory at every N; fp32_tensor
    // keeps B^T's hi and lo fragments in registers, and the copy forms B's k-rows as they are.
    for (std::size_t n : {std::size_t(2048), std::size_t(2049), std::size_t(2050), std::size_t(6007)}) {
        const ndr::LaunchPlan both = ndr::planLaunch(tf32(), h100, n, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
        EXPECT_TRUE(has(both.options, "-DTC_SSB=1")) << n;
        const ndr::LaunchPlan split = ndr::planLaunch(fp32(), h100, n, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
        EXPECT_FALSE(has(split.options, "TC_SSB")) << n;
    }
    EXPECT_FALSE(has(ndr::planLaunch(tf32(), h100, 2048, ndr::LocalSize::automatic(), SIZE_MAX, &kDeep).options,
                     "TC_SSB")); // a copy form
    EXPECT_EQ(reg.local.total(), 512u);
    EXPECT_TRUE(reg.declaredWorkGroup);
    // Three buffers of (128 x 16 + 256 x 16) floats: 72 KiB, above CL_DEVICE_LOCAL_MEM_SIZE but
    // within the multiprocessor's 228 KiB less 1 KiB.
    EXPECT_EQ(reg.localMemBytes, 3u * (128 * 16 + 256 * 16) * 4);
    EXPECT_EQ(reg.localMemLimit, 233472u - 1024);
    EXPECT_FALSE(ndr::checkKernelLimits(reg, h100, 256, reg.localMemBytes)); // NVIDIA answers 256
    EXPECT_TRUE(ndr::checkKernelLimits(reg, h100, 256, 300 * 1024));

    // fp32_tensor's 32-deep steps: a producer warpgroup in 128 / NDIMC extra rows.
    const ndr::LaunchPlan ws = ndr::planLaunch(fp32(), h100, 1000, ndr::LocalSize::automatic(), SIZE_MAX, &kDeep);
    EXPECT_TRUE(has(ws.options, "-DTC_WS=1") && has(ws.options, "-DTC_STAGES="));
    EXPECT_EQ(ws.local.x, 16u);
    EXPECT_EQ(ws.local.y, 16u + 8u);
    EXPECT_EQ(ws.globalY, (1000u + 127) / 128 * 24);

    // The same parameters on compute capability 8.0: the mma.sync kernel, within 48 KiB.
    const ndr::LaunchPlan sync =
        ndr::planLaunch(tf32(), nvidia(8, 0), 2048, ndr::LocalSize::automatic(), SIZE_MAX, &kWarps);
    EXPECT_FALSE(has(sync.options, "TC_WGMMA"));
    EXPECT_EQ(sync.localMemLimit, 0u);

    // A warpgroup tile beyond the multiprocessor is refused before compiling, naming the limit.
    const std::optional<ndr::Error> e = ndr::gemmParamsError(tf32(), {128, 256, 128, 32, 16, 4}, h100);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(e->limit(), "local memory per work-group (NVIDIA)");
}

TEST(TensorWarpgroups, PtxRetargetUncommentsMarkedInstructionsForSm90a)
{
    const std::string ptx = "//\n.version 9.0\n.target sm_90, texmode_independent\n.address_size 64\n"
                            "\t//@sm_90a wgmma.fence.sync.aligned;\n\tbar.sync 0;\n"
                            "\t//@sm_90a wgmma.commit_group.sync.aligned;\n";
    std::string ptxNul = ptx;
    ptxNul.push_back('\0');
    const std::string out = ndr::retargetPtxToSm90a(ptxNul);
    EXPECT_TRUE(has(out, ".target sm_90a, texmode_independent"));
    EXPECT_TRUE(has(out, "\twgmma.fence.sync.aligned;\n"));
    EXPECT_TRUE(has(out, "\twgmma.commit_group.sync.aligned;\n"));
    EXPECT_FALSE(has(out, "//@sm_90a"));
    EXPECT_EQ(out.find('\0'), std::string::npos);
    // An older PTX version is raised to the first with wgmma.
    std::string old = ptx;
    old.replace(old.find("9.0"), 3, "7.8");
    EXPECT_TRUE(has(ndr::retargetPtxToSm90a(old), ".version 8.0"));
    // Nothing to do, or another architecture: refused, never run as it is.
    std::string unmarked = ptx;
    for (std::size_t at; (at = unmarked.find("//@sm_90a ")) != std::string::npos;)
        unmarked.erase(at, 10);
    EXPECT_THROW(ndr::retargetPtxToSm90a(unmarked), ndr::Error);
    std::string ampere = ptx;
    ampere.replace(ampere.find("sm_90,"), 6, "sm_80,");
    EXPECT_THROW(ndr::retargetPtxToSm90a(ampere), ndr::Error);
    EXPECT_THROW(ndr::retargetPtxToSm90a("no target here"), ndr::Error);
}

namespace {

// One emulated warpgroup configuration against a float64 reference of sampled rows. With
// slices > 1 the kernel splits K (TC_KSPLIT): the grid's second dimension holds the first wholeRows
// tile rows whole, then the others' slices one after the other, and the program's zero_c clears C
// (filled with NaN: any element it missed shows) before the launch, as the engine does. With
// edges, the launch holds only the whole tiles inside C and the program's edge_strips computes the
// rows and columns past them (TC_EDGE=8, the widest strips the kernel takes; C starts as NaN there
// too).
struct Form {
    std::string defines;       // the form's switches: -DTC_REGSTAGE=1 -DTC_WGWAIT=1 ...
    int extraRows = 0;         // the producer warpgroup's rows of work-items (TC_WS)
    int raster = 0;            // TC_RASTER: bands of tile rows walked together, 0 for none
    int slices = 1;            // split-K's slices (TC_KSPLIT)
    std::size_t wholeRows = 0; // tile rows before the split ones that run whole (C zeroed after them)
    bool edges = false;        // the tiles inside C, edge_strips past them

    // The same form with K in s slices after w whole tile rows, in bands of r tile rows, or with
    // the edges in strips.
    Form split(int s, std::size_t w) const
    {
        Form f = *this;
        f.slices = s;
        f.wholeRows = w;
        return f;
    }
    Form inBands(int r) const
    {
        Form f = *this;
        f.raster = r;
        return f;
    }
    Form withEdges() const
    {
        Form f = *this;
        f.edges = true;
        return f;
    }
};
void checkEmulated(const ndr::Variant& v, const ndr::GemmParams& p, const std::vector<std::size_t>& sizes,
                   const Form& f)
{
    const cl::Device dev = defaultClDevice();
    cl::Context ctx(dev);
    cl::CommandQueue q(ctx, dev);
    const std::string options = "-cl-std=CL1.2 " + p.defines() + " -DTC_EMULATE=1 -DTC_WGMMA=1 " + f.defines +
                                " -DTC_KSPLIT=" + std::to_string(f.slices) +
                                " -DTC_RASTER=" + std::to_string(f.raster) + (f.edges ? " -DTC_EDGE=8" : "");
    const cl::Program prog = builtProgram(ctx, dev, sharedEngine().kernelSource(v.name), options);
    cl::Kernel k(prog, "mmul");
    for (std::size_t n : sizes) {
        SCOPED_TRACE(v.name + " " + p.toString() + " " + f.defines + " N=" + std::to_string(n));
        GemmOperands ops(ctx, n);
        ops.setArgs(k);
        const std::size_t rows = std::size_t(p.mdimc + f.extraRows);
        const std::size_t gx = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg) * std::size_t(p.ndimc);
        const std::size_t tileRows = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg);
        const std::size_t whole = std::min(f.wholeRows, tileRows);
        std::size_t gy = std::size_t(ndr::splitGroupRows(tileRows, whole, std::size_t(f.slices))) * rows;
        std::size_t groupsX = gx;
        if (f.edges) { // the tiles inside; rm and rn are at most 8 in every size checked
            groupsX = n / std::size_t(p.nwg) * std::size_t(p.ndimc);
            gy = n / std::size_t(p.mwg) * rows;
        }
        if (f.slices > 1) // from the first split tile row (its band in the raster order): the rows
                          // above keep their NaN, which the whole tiles must overwrite
            ops.zeroC(q, prog, ndr::splitZeroFirstRow(whole, std::size_t(p.mwg), std::size_t(f.raster)));
        q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groupsX, gy), cl::NDRange(std::size_t(p.ndimc), rows));
        if (f.edges) {
            // Bottom units of 8 columns over every column, then right units of 16 rows over the rows
            // inside, in one launch.
            const std::size_t rm = n % std::size_t(p.mwg), rn = n % std::size_t(p.nwg);
            const std::size_t units = ndr::edgeStripGroups(n, rm, rn);
            cl::Kernel strips(prog, "edge_strips");
            ops.setArgs(strips);
            q.enqueueNDRangeKernel(strips, cl::NullRange, cl::NDRange(units * ndr::kEdgeGroup),
                                   cl::NDRange(ndr::kEdgeGroup));
        }
        ops.readC(q);
        const double maxErr = ops.maxErrorOfCheckedRows();
        EXPECT_LE(maxErr, ndr::matmulTolerance(n, v.tf32));
        if (v.tf32 && n >= 33) { // the TF32 rounding is really there
            EXPECT_GT(maxErr, 2e-6 * double(n) / 16);
        }
    }
}

// The forms checked: tf32_tensor's register staging as the engine builds it (both operands read
// from local memory), fp32_tensor's (B^T's fragments in registers), the cp.async stages and the
// warp-specialised producer (16 extra rows of work-items).
const Form kRegStaged{"-DTC_REGSTAGE=1 -DTC_WGWAIT=1 -DTC_SSB=1"};
const Form kRegStagedFp32{"-DTC_REGSTAGE=1"};
const Form kStaged{"-DTC_STAGES=4 -DTC_WGWAIT=1"};
const Form kProducer{.defines = "-DTC_WS=1 -DTC_STAGES=3 -DTC_LAG=2", .extraRows = 16};

const std::vector<std::size_t> kSizes = {1, 2, 33, 70, 1000};

} // namespace

// Register staging (N = 33, 70: rows not 16-byte aligned, loaded whole inside the matrix and element
// by element at its edges; N = 1000: 16-byte loads everywhere, zeros past the edges). tf32_tensor
// as the engine builds it, B staged transposed and both of wgmma's operands read from local memory
// (TC_SSB: the B^T tile's descriptor decoded by the emulation), and with B^T's fragments in
// registers as fp32_tensor keeps them; the transposed B beside the edge strips at two tile widths.
TEST(TensorWarpgroups, RegisterStagedKernelsVerify)
{
    NDR_REQUIRE_DEVICE();
    checkEmulated(tf32(), {64, 64, 16, 16, 8, 4}, kSizes, kRegStaged);
    checkEmulated(tf32(), {64, 64, 16, 16, 8, 4}, kSizes, {"-DTC_REGSTAGE=1 -DTC_WGWAIT=1"});
    checkEmulated(fp32(), {64, 64, 16, 16, 8, 4}, kSizes, kRegStagedFp32);
    checkEmulated(tf32(), {64, 128, 16, 16, 16, 4}, {129}, kRegStaged.withEdges());
    checkEmulated(tf32(), {128, 128, 16, 16, 16, 4}, {70, 131}, {"-DTC_REGSTAGE=1 -DTC_SSB=1"});
}

// cp.async stages (tf32_tensor) and the warp-specialised producer (fp32_tensor).
TEST(TensorWarpgroups, CopiedStagesVerify)
{
    NDR_REQUIRE_DEVICE();
    checkEmulated(tf32(), {64, 64, 32, 16, 8, 4}, kSizes, kStaged);
    checkEmulated(fp32(), {64, 64, 32, 16, 8, 4}, kSizes, kProducer);
}

// Split-K: each form with its K in 2 and 3 slices adding into a zeroed C (a slice of N = 1 or 2
// has no step at all and adds zeros), every tile row split or only those after the first one or
// two (N = 200: three or two of four tile rows in slices, the edge row among them), C zeroed only
// from the first split row (the whole rows above store their sums over C's NaN).
TEST(TensorWarpgroups, SplitKSlicesAddUpToTheProduct)
{
    NDR_REQUIRE_DEVICE();
    // Whole rows and the sizes of more tile rows than that (only those split at all).
    const std::vector<std::pair<std::size_t, std::vector<std::size_t>>> cases{
        {0, {1, 2, 33, 70, 200}}, {1, {70, 200}}, {2, {200}}};
    const ndr::GemmParams rs{64, 64, 16, 16, 8, 4}, cp{64, 64, 32, 16, 8, 4};
    for (int s : {2, 3})
        for (const auto& [w, sizes] : cases) {
            SCOPED_TRACE("TC_KSPLIT=" + std::to_string(s) + ", whole rows " + std::to_string(w));
            checkEmulated(tf32(), rs, sizes, kRegStaged.split(s, w));
            checkEmulated(fp32(), rs, sizes, kRegStagedFp32.split(s, w));
            checkEmulated(tf32(), cp, sizes, kStaged.split(s, w));
            checkEmulated(fp32(), cp, sizes, kProducer.split(s, w));
        }
}

// Edge strips: register staging, the copying warpgroup and the rastered order with the tiles inside
// C and the rows and columns past them (1, 6 and 8 at 64 x 64; 1 and 8 at 64 x 128) computed by
// edge_strips.
TEST(TensorWarpgroups, EdgeStripsCompleteTheTilesInside)
{
    NDR_REQUIRE_DEVICE();
    const std::vector<std::size_t> sizes{65, 70, 72, 129};
    const ndr::GemmParams rs{64, 64, 16, 16, 8, 4}, cp{64, 64, 32, 16, 8, 4}, wide{64, 128, 16, 16, 16, 4};
    checkEmulated(tf32(), rs, sizes, kRegStaged.withEdges());
    checkEmulated(fp32(), cp, sizes, kProducer.withEdges());
    checkEmulated(tf32(), wide, {129, 136}, kRegStaged.inBands(2).withEdges());
}

// Split-K in the rastered order: a band of two tile rows holding a whole row and a split one adds
// both into the zeroed C (one whole row: C zeroed from row 0), a band of whole rows above the split
// ones stores (two and three whole rows: C zeroed from the second band on). N = 260: five tile rows
// of 64, the last one an edge row.
TEST(TensorWarpgroups, RasteredSplitKZeroesFromTheFirstSplitBand)
{
    NDR_REQUIRE_DEVICE();
    const ndr::GemmParams wide{64, 128, 16, 16, 16, 4};
    EXPECT_EQ(ndr::splitZeroFirstRow(1, 64, 2), 0u);
    EXPECT_EQ(ndr::splitZeroFirstRow(3, 64, 2), 128u);
    EXPECT_EQ(ndr::splitZeroFirstRow(3, 64), 192u);
    for (std::size_t whole : {1, 2, 3}) {
        SCOPED_TRACE("whole rows " + std::to_string(whole));
        checkEmulated(tf32(), wide, {260}, kRegStaged.inBands(2).split(2, whole));
    }
}

// The engine leaves the edges to strips where N is no multiple of 4 and a few rows and columns past
// the tiles would add a wave of whole edge tiles, and the strips cost less than that wave.
TEST(TensorWarpgroups, TheEngineLeavesNarrowEdgesToStrips)
{
    const auto h100 = nvidia(9, 0);
    // 2049 with 128 x 256 tiles: 128 tiles inside fill one wave, the edge tiles would make 153; the
    // strips are one row (257 units of 8 columns) and one column (2048 / 16 = 128 units of 16 rows).
    const ndr::EdgeStrips past = ndr::tensorEdgeStrips(tf32(), kLarge, h100, 2049);
    EXPECT_EQ(past.rows, 1u);
    EXPECT_EQ(past.cols, 1u);
    EXPECT_EQ(past.groups, 257u + 128u);
    EXPECT_EQ(past.sums, 4);
    const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), h100, 2049, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
    EXPECT_EQ(plan.edgeGroups, past.groups);
    EXPECT_EQ(plan.edgeWhy, past.why);
    EXPECT_EQ(plan.kSplit, 1);
    EXPECT_TRUE(has(plan.options, "-DTC_EDGE=4"));
    EXPECT_FALSE(has(plan.options, "TC_KSPLIT"));
    EXPECT_EQ(plan.globalX, 8u * 16);
    EXPECT_EQ(plan.globalY, 16u * 32);
    // 4097 likewise (32 x 16 tiles inside, 4 waves; 33 x 17 with the edges, 5), and 4099 with 3 rows
    // and columns.
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), kLarge, h100, 4097).rows, 1u);
    const ndr::EdgeStrips three = ndr::tensorEdgeStrips(tf32(), kLarge, h100, 4099);
    EXPECT_EQ(three.cols, 3u);
    EXPECT_EQ(three.sums, 4);
    // The small tiles near 1024 (four an SM, but the 153 of 1025 take two waves of compute units)
    // and fp32_tensor's 64 x 128 tiles at 2049.
    EXPECT_EQ(ndr::tensorEdgeStrips(tf32(), {64, 128, 16, 16, 16, 4}, h100, 1025).rows, 1u);
    EXPECT_EQ(ndr::tensorEdgeStrips(fp32(), {64, 128, 16, 16, 16, 4}, h100, 2049).cols, 1u);
    // None at tile multiples, at N % 4 = 0 (2052: the split of the last wave), past 3 rows or
    // columns (2053; 3001: 57 rows past 2944), where the strips would cost more than the wave they
    // save (8193), on the mma.sync form, or without a compute-unit count.
    for (std::size_t n :
         {std::size_t(2048), std::size_t(2052), std::size_t(2053), std::size_t(3001), std::size_t(8193)}) {
        EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kLarge, h100, n).taken()) << n;
        const ndr::LaunchPlan whole = ndr::planLaunch(tf32(), h100, n, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
        EXPECT_EQ(whole.edgeGroups, 0u) << n;
        EXPECT_FALSE(has(whole.options, "TC_EDGE")) << n;
    }
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kLarge, nvidia(8, 0), 2049).taken());
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kWarps, h100, 2049).taken());
    auto unknown = h100;
    unknown.computeUnits = 0;
    EXPECT_FALSE(ndr::tensorEdgeStrips(tf32(), kLarge, unknown, 2049).taken());
}

// The engine splits K where the last wave of work-groups leaves compute units idle, in the slices
// and for the tile rows that its model of the waves times shortest, each slice keeping enough
// steps; the plan launches the whole rows first, then the slices, along y, and says why.
TEST(TensorWarpgroups, TheEngineSplitsKWhereTheLastWaveIsPoorlyFilled)
{
    const auto h100 = nvidia(9, 0);
    EXPECT_NEAR(ndr::waveFill(288, 132), 288.0 / 396, 1e-12);
    EXPECT_NEAR(ndr::waveFill(132, 132), 1.0, 1e-12);
    EXPECT_EQ(ndr::waveFill(0, 132), 0.0);
    EXPECT_EQ(ndr::waveFill(5, 0), 0.0);
    // The model of the waves: 153 whole tiles take 2; 126 whole and 108 quarter slices 1.25 (six
    // places idle beside the whole ones take 4 slices each); 264 whole (two full waves) and 120
    // fifths 2.2; 256 halves 1; 131 whole leave a place for 3 thirds, the other 99 take a third more.
    EXPECT_DOUBLE_EQ(ndr::splitTime(153, 0, 0, 132), 2.0);
    EXPECT_NEAR(ndr::splitTime(126, 108, 0.25, 132), 1.25, 1e-12);
    EXPECT_NEAR(ndr::splitTime(264, 120, 0.2, 132), 2.2, 1e-12);
    EXPECT_NEAR(ndr::splitTime(0, 256, 0.5, 132), 1.0, 1e-12);
    EXPECT_NEAR(ndr::splitTime(527, 102, 1.0 / 3, 132), 4.0 + 1.0 / 3, 1e-12);
    EXPECT_EQ(ndr::splitTime(5, 5, 0.5, 0), 0.0);
    // Group rows of a launch: 22 tile rows whole and 2 in 5 slices; every row split; none.
    EXPECT_EQ(ndr::splitGroupRows(24, 22, 5), 32u);
    EXPECT_EQ(ndr::splitGroupRows(17, 0, 4), 68u);
    EXPECT_EQ(ndr::splitGroupRows(17, 17, 4), 17u);

    // One 512-work-item group of 128 x 256 an SM (at least 92 registers each); two of fp32_tensor's
    // 64 x 128 (256 work-items, 92 registers).
    const ndr::GemmParams fp32Tile{64, 128, 16, 16, 16, 4};
    EXPECT_EQ(ndr::warpgroupGroupsPerSm(tf32(), kLarge, h100), 1);
    EXPECT_EQ(ndr::warpgroupGroupsPerSm(fp32(), fp32Tile, h100), 2);
    EXPECT_EQ(ndr::warpgroupGroupsPerSm(tf32(), kWarps, h100), 0);

    // 3001 with 128 x 256 tiles: 24 x 12 = 288 work-groups take 3 waves of 132, the last filled to
    // 18 %; the first 22 tile rows (264 tiles, two full waves) whole, the last 2 in 5 slices (120,
    // 37 steps of 16 each) take about 2.2.
    const ndr::KSplit odd = ndr::tensorKSplit(tf32(), kLarge, h100, 3001);
    EXPECT_EQ(odd.slices, 5);
    EXPECT_EQ(odd.wholeRows, 22u);
    EXPECT_TRUE(has(odd.why, "288") && has(odd.why, "264") && has(odd.why, "120") && has(odd.why, "132"));
    const ndr::LaunchPlan split = ndr::planLaunch(tf32(), h100, 3001, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
    EXPECT_EQ(split.kSplit, 5);
    EXPECT_EQ(split.kSplitWholeRows, 22u);
    EXPECT_EQ(split.kSplitWhy, odd.why);
    EXPECT_TRUE(has(split.options, "-DTC_KSPLIT=5"));
    EXPECT_EQ(split.globalX, 12u * 16);
    EXPECT_EQ(split.globalY, (22u + 2 * 5) * 32);
    EXPECT_EQ(split.local.total(), 512u);
    // 2049: 17 x 9 = 153 tiles, one more tile row than a wave holds; 14 rows whole (126 tiles),
    // the other 3 in 5 slices of 25 or 26 steps (129 steps of 16).
    const ndr::KSplit past = ndr::tensorKSplit(tf32(), kLarge, h100, 2049);
    EXPECT_EQ(past.slices, 5);
    EXPECT_EQ(past.wholeRows, 14u);

    // Filled as well either way (2048: 128 work-groups, 4096: 512 in 4 waves, 6007: 1128 in 9): no
    // split.
    for (std::size_t n : {std::size_t(2048), std::size_t(4096), std::size_t(6007), std::size_t(8192)}) {
        const ndr::LaunchPlan whole = ndr::planLaunch(tf32(), h100, n, ndr::LocalSize::automatic(), SIZE_MAX, &kLarge);
        EXPECT_EQ(whole.kSplit, 1) << n;
        EXPECT_FALSE(has(whole.options, "TC_KSPLIT")) << n;
        EXPECT_EQ(whole.globalY, (n + 127) / 128 * 32) << n;
    }
    // 1100: 45 work-groups fill 34 % of a wave; every one in 2 slices of 34 steps (69 steps of 16:
    // no room for 3).
    const ndr::KSplit oneWave = ndr::tensorKSplit(tf32(), kLarge, h100, 1100);
    EXPECT_EQ(oneWave.slices, 2);
    EXPECT_EQ(oneWave.wholeRows, 0u);
    // Too few steps per slice (600 / 16 = 38, 19 a slice), however empty the wave; at 1000 (63
    // steps) 3 slices of 21.
    EXPECT_EQ(ndr::tensorKSplit(tf32(), kLarge, h100, 600).slices, 1);
    EXPECT_EQ(ndr::tensorKSplit(tf32(), kLarge, h100, 1000).slices, 3);
    // fp32_tensor's 64 x 128 tiles, two an SM (264 places): at 3001 1128 work-groups take 5 waves,
    // the last filled to 27 %; the first 44 tile rows (1056, four waves) whole, the last 3 in 3
    // slices. At 1200 190 work-groups fit one wave and share SMs: whole.
    const ndr::KSplit fp32Odd = ndr::tensorKSplit(fp32(), fp32Tile, h100, 3001);
    EXPECT_EQ(fp32Odd.slices, 3);
    EXPECT_EQ(fp32Odd.wholeRows, 44u);
    EXPECT_EQ(ndr::tensorKSplit(fp32(), fp32Tile, h100, 1200).slices, 1);
    EXPECT_EQ(ndr::tensorKSplit(fp32(), fp32Tile, h100, 4096).slices, 1);
    // Tiles that fit one wave and share SMs stay whole: 64 x 128 x 16 tf32 tiles, five an SM by the
    // registers' lower bound (no B^T fragments in registers), at 1023 (128 work-groups fill 19 % of
    // 660 places; 256 would fill 39 %) and 1025 (153: 23 %).
    const ndr::GemmParams smallTile{64, 128, 16, 16, 16, 4};
    ASSERT_EQ(ndr::warpgroupGroupsPerSm(tf32(), smallTile, h100), 5);
    for (std::size_t n : {std::size_t(1023), std::size_t(1025), std::size_t(1099)}) {
        EXPECT_EQ(ndr::tensorKSplit(tf32(), smallTile, h100, n).slices, 1) << n;
        EXPECT_EQ(ndr::tensorKSplit(fp32(), fp32Tile, h100, n).slices, 1) << n;
    }
    // Never more rows of work-items than N rounded up to the work-group's, which no launch has:
    // 64-row tiles of 32 rows at 2049 hold 33 x 32 = 1056 of 2080, so no split in 2 of every tile
    // row (2112), and any split keeps whole rows enough to stay within.
    const ndr::GemmParams tall{64, 128, 16, 32, 8, 4};
    ASSERT_EQ(ndr::tensorForm(tf32(), tall, h100), ndr::TensorForm::Warpgroup);
    for (std::size_t n : {std::size_t(2049), std::size_t(2100), std::size_t(3001)}) {
        const ndr::LaunchPlan plan = ndr::planLaunch(tf32(), h100, n, ndr::LocalSize::automatic(), SIZE_MAX, &tall);
        EXPECT_LE(plan.globalY, (n + 31) / 32 * 32) << n;
        if (plan.kSplit > 1 && n == 2049) {
            EXPECT_GT(plan.kSplitWholeRows, 0u);
        }
    }
    // Never on the mma.sync kernel (compute capability 8.0, or tiles that do not fit warpgroups),
    // nor without a compute-unit count.
    EXPECT_EQ(ndr::tensorKSplit(tf32(), kLarge, nvidia(8, 0), 3001).slices, 1);
    EXPECT_EQ(ndr::tensorKSplit(tf32(), kWarps, h100, 3001).slices, 1);
    auto unknown = h100;
    unknown.computeUnits = 0;
    EXPECT_EQ(ndr::tensorKSplit(tf32(), kLarge, unknown, 3001).slices, 1);
}

TEST(TensorWarpgroups, RowsOffSixteenByteBoundariesTakeRegisterStaging)
{
    using ndr::TensorForm;
    auto h100 = nvidia(9, 0);
    h100.vendor = "NVIDIA Corporation"; // what the database's key is made of
    h100.type = "GPU";
    const ndr::GemmParams deep{64, 128, 32, 16, 16, 4};
    ASSERT_EQ(ndr::tensorForm(tf32(), deep, h100), TensorForm::CopyStages);
    ASSERT_EQ(ndr::tensorForm(fp32(), deep, h100), TensorForm::WarpSpecialised);
    ndr::GemmDatabase db;
    db.add(
        "NVIDIA | GPU | NVIDIA H100 80GB HBM3 | tf32_tensor | -1099 | MWG=64,NWG=128,KWG=32,MDIMC=16,NDIMC=16,VW=4 | "
        "1024 | made up\n"
        "NVIDIA | GPU | NVIDIA H100 80GB HBM3 | fp32_tensor | -1099 | MWG=64,NWG=128,KWG=32,MDIMC=16,NDIMC=16,VW=4 | "
        "1024 | made up\n",
        "made_up.txt");
    ASSERT_TRUE(db.problems().empty()) << db.problems().front().reason;
    const ndr::GemmParamsLayers layers{nullptr, &db};
    for (const ndr::Variant* v : {&tf32(), &fp32()}) {
        // Every N that is no multiple of 4 runs the same tile 16 deep, register-staged, and says why.
        for (std::size_t n : {std::size_t(1), std::size_t(33), std::size_t(513), std::size_t(1001), std::size_t(1002),
                              std::size_t(1099)}) {
            const ndr::GemmResolution r = ndr::resolveGemm(*v, h100, std::nullopt, true, n, layers);
            EXPECT_EQ(r.params, (ndr::GemmParams{64, 128, 16, 16, 16, 4})) << v->name << " " << n;
            EXPECT_EQ(ndr::tensorForm(*v, r.params, h100), TensorForm::Warpgroup) << v->name << " " << n;
            EXPECT_TRUE(has(r.note, std::to_string(n)) && has(r.label, std::to_string(n))) << r.label;
            ASSERT_NE(r.used(), nullptr);
            EXPECT_EQ(r.used()->params, deep) << "the layer shows what the database holds";
            const ndr::LaunchPlan plan = ndr::planLaunch(*v, h100, n, ndr::LocalSize::automatic(), SIZE_MAX, &r.params);
            EXPECT_TRUE(has(plan.options, "-DTC_REGSTAGE=1")) << plan.options;
            EXPECT_EQ(plan.local.total(), 256u) << "no copying warpgroup";
        }
        // Multiples of 4 keep the copy forms; explicit parameters are never changed.
        for (std::size_t n : {std::size_t(4), std::size_t(1000), std::size_t(1024)})
            EXPECT_EQ(ndr::resolveGemm(*v, h100, std::nullopt, true, n, layers).params, deep) << v->name << " " << n;
        EXPECT_EQ(ndr::resolveGemm(*v, h100, deep, true, 1001, layers).params, deep) << v->name;
    }
    // Only the copy forms change: register-staged tiles, the mma.sync form and other devices stay.
    EXPECT_FALSE(ndr::unalignedRowsParams(tf32(), kLarge, h100, 1001));
    EXPECT_FALSE(ndr::unalignedRowsParams(tf32(), kWarps, h100, 1001));
    EXPECT_FALSE(ndr::unalignedRowsParams(tf32(), deep, nvidia(8, 0), 1001));
}
