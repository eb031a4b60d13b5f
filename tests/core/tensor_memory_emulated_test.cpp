// tf32_tensor's and fp32_tensor's tensor-memory kernels verified on any device through TC_EMULATE
// (the accelerator's boxes copied with ordinary loads into the same swizzled places, the
// descriptors decoded as wgmma reads them) at sizes that are no tile multiples: tiles of several
// shapes, split-K's slices, the edge strips summed in tma_prep or computed after the tiles, and
// tma_prep's work-groups over several blocks of k.
#include "test_engine.hpp"

#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include "gemm_operands.hpp"
#include "test_cl_device.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "model/launch_bounds.hpp"
#include "model/wave_fit.hpp"
#include "ndr/gemm_params.hpp"

namespace {

const ndr::GemmParams kWide{256, 128, 32, 16, 16, 4}; // 2 warpgroups of 256 x 64
const ndr::GemmParams kSquare{128, 128, 32, 16, 16, 4};
const ndr::GemmParams kSmall{64, 128, 32, 16, 16, 4};

// Launches tma_prep and mmul (A rounded into Ar where N is no multiple of 4 or `prepareA`, else
// read itself with rows of N floats, which the kernel takes wherever they start 16 bytes apart,
// though the engine reads A itself only where tensorMapsReadAItself; the tile rows of a split-K launch slice
// after slice) and checks C against a double-precision product
// (GemmOperands::maxErrorOfCheckedRows); with slices, tma_prep zeroes C's rows from the first
// split one. With edges = R > 0 (TC_EDGE) mmul covers only the whole
// tiles inside C, tma_prep also writes the strips' partial sums and edge_sums adds them into the
// rows and columns past the tiles (C starts as NaN: an element nobody writes shows; every element
// of the strips is checked). With tail, mmul's own work-groups after the tiles take the strips
// (TC_TAIL) and tma_prep only rounds. Without partial sums tma_prep's work-groups take prepBlocks
// blocks of 32 k each. With split,
// fp32_tensor's form: tma_prep splits A and B^T into hi and lo (workspaces of twice N rows), each
// step's three products are added in FP32, and C meets the FP32 tolerance.
struct Emulated {
    bool prepareA = false;      // A rounded into Ar even where its own rows would serve
    int slices = 1;             // split-K's slices (TC_KSPLIT)
    std::size_t wholeRows = 0;  // tile rows before the split ones that run whole (C zeroed after them)
    int stages = 4;             // TC_STAGES
    int edges = 0;              // TC_EDGE: the strips' R, 0 for edge tiles
    bool split = false;         // fp32_tensor's hi and lo operands
    bool tail = false;          // the strips after the tiles (TC_TAIL) rather than summed in tma_prep
    std::size_t prepBlocks = 1; // tma_prep's blocks of k a work-group without partial sums
};
void checkEmulated(const ndr::GemmParams& p, const std::vector<std::size_t>& sizes, const Emulated& e = {})
{
    const cl::Device dev = defaultClDevice();
    cl::Context ctx(dev);
    cl::CommandQueue q(ctx, dev);
    // tma_prep's blocks of k a work-group: as the engine passes them for strips this wide, else
    // prepBlocks.
    const bool sums = e.edges > 0 && !e.tail; // tma_prep's partial sums and edge_sums
    const std::size_t blocks = sums ? ndr::tmaPrepBlocksForWidth(std::size_t(e.edges), e.split) : e.prepBlocks;
    const std::string options =
        "-cl-std=CL1.2 " + p.defines() +
        " -DTC_EMULATE=1 -DTC_WGMMA=1 -DTC_TMA=1 -DTC_SSB=1 -DTC_WGWAIT=" + (e.split ? "0" : "1") +
        " -DTC_STAGES=" + std::to_string(e.stages) + " -DTC_KSPLIT=" + std::to_string(e.slices) +
        " -DTC_PREP_BLOCKS=" + std::to_string(blocks) + (sums ? " -DTC_EDGE=" + std::to_string(e.edges) : "") +
        (e.tail ? " -DTC_EDGE=" + std::to_string(e.edges) + " -DTC_TAIL=1" : "");
    const cl::Program prog =
        builtProgram(ctx, dev, sharedEngine().kernelSource(e.split ? "fp32_tensor" : "tf32_tensor"), options);
    cl::Kernel prep(prog, "tma_prep"), k(prog, "mmul");
    for (std::size_t n : sizes) {
        SCOPED_TRACE(p.toString() + " N=" + std::to_string(n) + " slices " + std::to_string(e.slices));
        GemmOperands ops(ctx, n);
        const std::size_t ld = (n + 31) / 32 * 32;
        const bool withA = e.prepareA || e.split || n % 4 != 0;
        const std::size_t parts = e.split ? 2 : 1; // hi, and lo after it
        cl::Buffer ar(ctx, CL_MEM_READ_WRITE, parts * n * ld * sizeof(float)),
            bt(ctx, CL_MEM_READ_WRITE, parts * n * ld * sizeof(float));
        cl::Buffer maps(ctx, CL_MEM_READ_ONLY, 256);
        prep.setArg(0, cl_int(n));
        prep.setArg(1, cl_int(withA ? 1 : 0));
        prep.setArg(2, ops.dA);
        prep.setArg(3, ops.dB);
        prep.setArg(4, ar);
        prep.setArg(5, bt);
        const std::size_t rm = n % std::size_t(p.mwg), rn = n % std::size_t(p.nwg);
        cl::Buffer partials;
        if (sums) {
            partials =
                cl::Buffer(ctx, CL_MEM_READ_WRITE, ndr::edgePartialFloats(n, ld, rm, rn, blocks) * sizeof(float));
            prep.setArg(6, partials);
        }
        if (e.slices > 1) { // tma_prep zeroes C from the first split row; the whole rows above keep NaN
            prep.setArg(sums ? 7 : 6, cl_int(ndr::splitZeroFirstRow(e.wholeRows, std::size_t(p.mwg))));
            prep.setArg(sums ? 8 : 7, ops.dC);
        }
        q.enqueueNDRangeKernel(prep, cl::NullRange,
                               cl::NDRange(ndr::tmaPrepGlobalX(ld), ndr::tmaPrepGlobalY(ld, blocks)),
                               cl::NDRange(32, 8));
        k.setArg(0, cl_int(n));
        k.setArg(1, withA ? ar : ops.dA);
        k.setArg(2, bt);
        k.setArg(3, ops.dC);
        k.setArg(4, maps);
        k.setArg(5, cl_int(withA ? ld : n));
        const std::size_t rows = std::size_t(p.mdimc + 32 / p.ndimc);
        const std::size_t tileRows = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg);
        std::size_t gx = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg) * std::size_t(p.ndimc);
        std::size_t gy = std::size_t(ndr::splitGroupRows(tileRows, e.wholeRows, std::size_t(e.slices))) * rows;
        if (e.edges > 0) { // the tiles inside C, their slices too
            gx = n / std::size_t(p.nwg) * std::size_t(p.ndimc);
            gy = std::size_t(ndr::splitGroupRows(n / std::size_t(p.mwg), e.wholeRows, std::size_t(e.slices))) * rows;
        }
        if (e.tail) // the strips' units in rows of work-groups after the tiles'
            gy += ndr::tailStripGroupRows(ndr::tailStripUnits(n, rm, rn), n / std::size_t(p.nwg)) * rows;
        q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(gx, gy), cl::NDRange(std::size_t(p.ndimc), rows));
        if (sums) {
            cl::Kernel sums(prog, "edge_sums");
            sums.setArg(0, cl_int(n));
            sums.setArg(1, partials);
            sums.setArg(2, ops.dC);
            q.enqueueNDRangeKernel(sums, cl::NullRange, cl::NDRange(ndr::edgeSumsGlobal(n, rm, rn)),
                                   cl::NDRange(ndr::kEdgeSumsGroup));
        }
        ops.readC(q);
        // Every element of the strips besides the rows checked throughout.
        const double maxErr = std::max(ops.maxErrorOfCheckedRows(), e.edges > 0 ? ops.maxErrorOfStrips(rm, rn) : 0.0);
        EXPECT_LE(maxErr, ndr::matmulTolerance(n, !e.split));
        if (n >= 33 && !e.split) { // the TF32 rounding is really there
            EXPECT_GT(maxErr, 2e-6 * double(n) / 16);
        }
    }
}

} // namespace

// 128-byte rows (KWG = 32) at several tile shapes (heights of 16-row multiples among them), 64-byte
// rows (KWG = 16), A read itself and rounded by the copy (N a multiple of 4) or rounded into Ar, and
// split-K's slices.
TEST(TensorMemory, EmulatedKernelsVerify)
{
    NDR_REQUIRE_DEVICE();
    const std::vector<std::size_t> sizes = {1, 2, 33, 70, 1000};
    checkEmulated(kSmall, sizes);
    checkEmulated(kSmall, {1000}, {.prepareA = true});
    checkEmulated(ndr::GemmParams{64, 128, 16, 16, 16, 4}, {70, 131});
    checkEmulated(ndr::GemmParams{80, 128, 32, 16, 16, 4}, {70, 131}); // two to a multiprocessor
    checkEmulated(kWide, {70, 260});
    checkEmulated(ndr::kWaveFitTile, {70, 200});       // three consumer warpgroups
    checkEmulated(ndr::kWaveFitTile, {200}, {.slices = 2}); // and their slices of K
    for (int rows : {144, 160, 176})                   // heights of any 16 rows
        checkEmulated(ndr::GemmParams{rows, 192, 32, 24, 16, 4}, {70, 190});
    checkEmulated(ndr::GemmParams{208, 128, 32, 16, 16, 4}, {220}, {.slices = 2});
    checkEmulated(kSmall, {70, 200}, {.slices = 2});
    checkEmulated(kSmall, {131}, {.slices = 3, .stages = 3});
    checkEmulated(kSmall, {200}, {.slices = 2, .wholeRows = 2}); // the first two tile rows store theirs
}

// The edge strips folded into tma_prep: one to three rows and columns past the whole tiles (N = 129,
// 131; 259 at 256 x 128 tiles) as the engine builds them (TC_EDGE = 4), five with sums for 8, and
// 9 to 32 rows and columns (TC_EDGE = 12, 20, 32: past 16, all four warps of a strip), with fewer than the
// sums hold and N % 4 != 0 among them, 192 x 192 tiles too; each summed over several rows of
// tma_prep's work-groups (four blocks of 32 k each, two at 32 wide) by edge_sums.
TEST(TensorMemory, EmulatedEdgeSumsCompleteTheTilesInside)
{
    NDR_REQUIRE_DEVICE();
    checkEmulated(kSmall, {129, 131}, {.edges = 4});
    checkEmulated(kWide, {259}, {.edges = 4});
    checkEmulated(kSmall, {133}, {.edges = 8});
    checkEmulated(kSmall, {137, 140}, {.edges = 12});
    checkEmulated(kWide, {273}, {.edges = 20});
    checkEmulated(kSmall, {157, 160}, {.edges = 32});
    checkEmulated(ndr::kWaveFitTile, {212}, {.edges = 20});
    checkEmulated(ndr::GemmParams{176, 192, 32, 24, 16, 4}, {200}, {.edges = 24});
}

// The strips computed by the multiplication's own work-groups in rows after the tiles' (TC_TAIL):
// 3 to 32 rows and columns past the whole tiles, units of 64 columns and rows that end inside C or
// past it, more units than a row of the grid holds (the rest of the last row idle), K over more
// blocks than the stages hold, A read from its own rows (N % 4 == 0) and from the rounded copy,
// N % 4 != 0, 256 x 128, 192 x 192, 176 x 192 and 64 x 128 tiles. C starts as NaN, so an element no unit
// writes fails.
TEST(TensorMemory, EmulatedTailStripsCompleteTheTilesInside)
{
    NDR_REQUIRE_DEVICE();
    checkEmulated(kWide, {259, 268}, {.edges = 12, .tail = true});
    checkEmulated(kWide, {532}, {.edges = 20, .tail = true});
    checkEmulated(kWide, {532}, {.prepareA = true, .edges = 20, .tail = true});
    checkEmulated(kWide, {544}, {.edges = 32, .tail = true});
    checkEmulated(ndr::kWaveFitTile, {197, 212}, {.edges = 20, .tail = true});
    checkEmulated(ndr::GemmParams{176, 192, 32, 24, 16, 4}, {200}, {.edges = 24, .tail = true});
    checkEmulated(kSmall, {131, 140}, {.edges = 12, .tail = true});
}

// fp32_tensor's form: A and B^T split into hi and lo by tma_prep, four tiles a stage, three
// products a step added in FP32: at FP32 accuracy at sizes off the tiles (N % 4 != 0 too), in
// slices of K, with the strips summed in tma_prep, and with both.
TEST(TensorMemory, EmulatedSplitKernelsMeetFp32Accuracy)
{
    NDR_REQUIRE_DEVICE();
    checkEmulated(kSmall, {1, 2, 33, 70, 1000}, {.split = true});
    checkEmulated(kSquare, {131}, {.stages = 3, .split = true});
    for (int rows : {80, 96}) // wgmma of 80 and 96 rows
        checkEmulated(ndr::GemmParams{rows, 128, 32, 16, 16, 4}, {131}, {.split = true});
    checkEmulated(kSmall, {200}, {.slices = 2, .split = true});
    checkEmulated(kSmall, {129, 131}, {.edges = 4, .split = true});
    checkEmulated(kSmall, {150}, {.edges = 24, .split = true});
    // the tiles inside C in slices of K beside the strips (C zeroed before edge_sums writes them)
    checkEmulated(kSmall, {131, 259}, {.slices = 2, .edges = 4, .split = true});
    checkEmulated(kSquare, {270}, {.slices = 3, .edges = 16, .split = true});
    // whole tile rows first, storing their sums where C is not zeroed
    checkEmulated(kSmall, {200}, {.slices = 3, .wholeRows = 1, .split = true});
    checkEmulated(kSmall, {259}, {.slices = 2, .wholeRows = 2, .edges = 4, .split = true});
}

// tma_prep's work-groups over several blocks of 32 k without strips (four as the engine runs them
// where they only transpose B; A rounded too): the last row of work-groups past the operands'
// blocks (N = 70: three blocks; 260: nine), A read itself (N % 4 == 0) and rounded into Ar,
// beside the multiplication's own strips after its tiles, and zeroing split-K's rows of C.
TEST(TensorMemory, EmulatedPreparationOverSeveralBlocksOfK)
{
    NDR_REQUIRE_DEVICE();
    checkEmulated(kSmall, {70, 1000}, {.prepBlocks = 4});
    checkEmulated(kWide, {260}, {.prepBlocks = 4});
    checkEmulated(kWide, {260}, {.prepareA = true, .prepBlocks = 2});
    checkEmulated(kWide, {268}, {.edges = 12, .tail = true, .prepBlocks = 4}); // strips after the tiles
    // split-K's rows of C zeroed by a grid with fewer work-items than fours of them (N * N / 4 =
    // 17,030 and a partial four, 6,912 work-items), and from the second tile row (a partial four)
    checkEmulated(kWide, {261}, {.slices = 2, .prepBlocks = 4});
    checkEmulated(kWide, {261}, {.slices = 2, .wholeRows = 1, .prepBlocks = 4});
}
