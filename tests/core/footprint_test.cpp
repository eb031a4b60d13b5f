// Footprints of every matmul variant checked against what the real kernel does on the device.
//
// Method (why it is sound): the kernel itself is unmodified - the test compiles the variant's
// embedded source with the engine's own build options. It launches only a sub-rectangle R of
// the variant's NDRange (whole work-groups from the origin, so get_group_id and get_local_id are
// what they are in the full launch), on C poisoned with NaN:
//   1. the C elements that change are exactly the union of cWrites of the items in R, and each
//      holds the exact product (small integers, so float sums are exact);
//   2. A and B are then poisoned with NaN everywhere outside the union of the claimed reads and
//      group tiles of R: any unclaimed element that reached an output would turn it into NaN
//      (NaN * x and NaN + x are NaN), so the outputs must still be exact;
//   3. tightness: inputs have no zeros, so every claimed A(r,k) * B(k,c) term contributes.
// Per-item loads (who stages which tile element) are not visible in C; they are checked to add
// up, over a group, to exactly the group's tiles.
#include "test_engine.hpp"

#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include "test_cl_device.hpp"

#include <cmath>
#include <limits>
#include <optional>
#include <tuple>

#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/footprint.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace {

struct Device {
    cl::Context ctx;
    cl::Device dev;
    cl::CommandQueue q;
};

Device openDevice()
{
    Device d;
    d.dev = defaultClDevice();
    d.ctx = cl::Context(d.dev);
    d.q = cl::CommandQueue(d.ctx, d.dev);
    return d;
}

const float kNaN = std::numeric_limits<float>::quiet_NaN();

// One case: a variant, and for the tunable GEMM variants the parameters it runs with.
struct Case {
    std::string label; // test name
    std::string variant;
    std::optional<ndr::GemmParams> gemm;
    std::size_t n = 0; // 0: the variant's usual test size
};

struct Setup {
    std::size_t n;
    ndr::LocalSize local;
};

Setup setupFor(const ndr::Variant& v, const Case& c)
{
    if (v.tunable)
        return {c.n, ndr::LocalSize::automatic()}; // NDIMC x MDIMC, from the parameters
    if (v.shape == ndr::NDRangeShape::Rows1D)
        return {20, ndr::LocalSize::of1D(8)};
    if (v.exactMultiple)
        return {16, ndr::LocalSize::of2D(8, 8)};
    return {20, ndr::LocalSize::of2D(8, 8)}; // 24x24 NDRange: a band of padding items
}

// Which elements a list of rectangles covers, as an n x n mask (fast lookups for big NDRanges).
struct Mask {
    std::size_t n;
    std::vector<char> on;
    explicit Mask(std::size_t size) : n(size), on(size * size, 0) {}
    void add(const std::vector<ndr::MatrixRect>& rects)
    {
        for (const auto& r : rects)
            for (std::size_t i = r.row; i < r.row + r.rows; ++i)
                for (std::size_t j = r.col; j < r.col + r.cols; ++j)
                    on[i * n + j] = 1;
    }
    bool operator()(std::size_t r, std::size_t c) const { return on[r * n + c] != 0; }
};

std::vector<Case> allCases()
{
    std::vector<Case> cases;
    for (const auto* v : ndr::variantsOf(ndr::Workload::MatMul)) {
        Case c{v->name, v->name, std::nullopt, 0};
        if (v->tunable) {
            // The defaults (64 or 128 tiles) at sizes that are no tile multiple: 2-3 groups a side.
            c.gemm = v->defaultParams;
            c.n = v->name == "vectorized" ? 148 : 150; // 148: whole float4s; 150: the scalar fallback
        }
        if (v->nvidiaComputeCapability > 0) {
            // Emulated off NVIDIA (one local-memory exchange per mma): a smaller tile of 2 x 2 warps.
            c.gemm = ndr::GemmParams::parse("MWG=32,NWG=32,KWG=16,MDIMC=16,NDIMC=8,VW=4");
            c.n = 72;
        }
        cases.push_back(c);
    }
    // Non-default shapes: narrower vectors, non-square tiles, N that is no multiple of the tiles
    // (37: not of VW either, so the guarded scalar loads and stores run).
    const auto p = [](const char* text) { return ndr::GemmParams::parse(text); };
    cases.push_back({"vectorized_VW2_N37", "vectorized", p("MWG=32,NWG=16,KWG=8,MDIMC=8,NDIMC=4,VW=2"), 37});
    cases.push_back({"vectorized_VW4_N52", "vectorized", p("MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4"), 52});
    cases.push_back({"double_buffered_VW2_N38", "double_buffered", p("MWG=32,NWG=16,KWG=8,MDIMC=8,NDIMC=4,VW=2"), 38});
    cases.push_back({"register_blocked_N45", "register_blocked", p("MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=16,VW=1"), 45});
    cases.push_back({"tf32_tensor_VW2_N37", "tf32_tensor", p("MWG=16,NWG=32,KWG=8,MDIMC=8,NDIMC=4,VW=2"), 37});
    // cpu_blocked: 6 x 16 blocks of float8 in 12 x 32 tiles, 16-deep passes, and odd blocks of float4.
    cases.push_back({"cpu_blocked_VW8_N53", "cpu_blocked", p("MWG=12,NWG=32,KWG=16,MDIMC=2,NDIMC=2,VW=8"), 53});
    cases.push_back({"cpu_blocked_VW4_N37", "cpu_blocked", p("MWG=15,NWG=8,KWG=8,MDIMC=3,NDIMC=1,VW=4"), 37});
    return cases;
}

// Test names in ctest: the case's label, not gtest's byte dump of the struct.
void PrintTo(const Case& c, std::ostream* os) { *os << c.label; }

class Footprints : public ::testing::TestWithParam<Case> {};

} // namespace

TEST_P(Footprints, MatchWhatTheKernelWritesAndReads)
{
    NDR_REQUIRE_DEVICE();
    const Case& tc = GetParam();
    const ndr::Variant& v = *ndr::findVariant(tc.variant);
    if (const std::string why = ndr::footprintUnavailableReason(v); !why.empty())
        GTEST_SKIP() << why;
    const auto [n, local] = setupFor(v, tc);
    const ndr::GemmParams* gemm = tc.gemm ? &*tc.gemm : nullptr;
    const auto g = ndr::matmulGeometry(v, n, local, gemm);
    auto req = quickRequest(v.name, n, local);
    req.gemm = tc.gemm; // explicit: the tuning cache of whoever runs the test plays no part
    // The NVIDIA-only kernel runs its PTX-free emulation (TC_EMULATE) on other devices: the same
    // tiles, staging and fragment indexing, with the warp's mma done in OpenCL C.
    const auto& info = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    const bool emulate = !ndr::deviceUnavailableReason(v, info).empty();
    std::string options = "-cl-std=CL1.2 " + (gemm ? gemm->defines() : std::string()) + " -DTC_EMULATE=1";
    if (!emulate) {
        const auto val = sharedEngine().validate(req);
        ASSERT_TRUE(val.ok) << val.reason;
        ASSERT_EQ(val.globalX, g.globalX) << "the footprint's NDRange differs from the engine's";
        ASSERT_EQ(val.globalY, g.globalY);
        options = sharedEngine().buildOptions(req);
    }

    Device d = openDevice();
    const std::string src = sharedEngine().kernelSource(v.name);
    const cl::Program prog = builtProgram(d.ctx, d.dev, src, options);
    cl::Kernel k(prog, v.entryPoint.c_str());

    std::vector<float> a(n * n), b(n * n);
    for (std::size_t i = 0; i < n * n; ++i) {
        a[i] = float(1 + (i * 7) % 5);
        b[i] = float(1 + (i * 3) % 4);
    }
    auto expected = [&](std::size_t r, std::size_t c) {
        float s = 0;
        for (std::size_t kk = 0; kk < n; ++kk)
            s += a[r * n + kk] * b[kk * n + c];
        return s;
    };
    // Launch the kernel on a sub-rectangle (gx, gy) of the NDRange with the given inputs.
    auto launch = [&](std::size_t gx, std::size_t gy, std::vector<float> A, std::vector<float> B) {
        if (v.transposeB) {
            std::vector<float> t(n * n);
            for (std::size_t r = 0; r < n; ++r)
                for (std::size_t c = 0; c < n; ++c)
                    t[c * n + r] = B[r * n + c];
            B = t;
        }
        std::vector<float> C(n * n, kNaN);
        cl::Buffer dA(d.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, A.data());
        cl::Buffer dB(d.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, B.data());
        cl::Buffer dC(d.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * n * 4, C.data());
        k.setArg(0, cl_int(n));
        k.setArg(1, dA);
        k.setArg(2, dB);
        k.setArg(3, dC);
        // The panels outlive every command that uses them: a kernel argument does not keep its
        // buffer alive, so they must not be released before the multiply has run.
        cl::Buffer pA, pB;
        if (v.packedPanels) {
            // The packing kernels copy all of A and B into panels first, as a run does; the
            // multiply then reads only the panels of the launched tiles.
            pA = cl::Buffer(d.ctx, CL_MEM_READ_WRITE, ndr::gemmPanelFloatsA(*gemm, n) * 4);
            pB = cl::Buffer(d.ctx, CL_MEM_READ_WRITE, ndr::gemmPanelFloatsB(*gemm, n) * 4);
            const std::size_t steps = (n + std::size_t(gemm->kwg) - 1) / std::size_t(gemm->kwg);
            for (const auto& [name, in, out, block] :
                 {std::make_tuple("pack_a", dA, pA, gemm->mwi()), std::make_tuple("pack_b", dB, pB, gemm->nwi())}) {
                cl::Kernel pack(prog, name);
                pack.setArg(0, cl_int(n));
                pack.setArg(1, in);
                pack.setArg(2, out);
                d.q.enqueueNDRangeKernel(pack, cl::NullRange,
                                         cl::NDRange(steps, (n + std::size_t(block) - 1) / std::size_t(block)));
            }
            k.setArg(1, pA);
            k.setArg(2, pB);
        }
        if (v.localRowOfN)
            k.setArg(4, cl::Local(n * sizeof(float)));
        const cl::NDRange global = g.dims == 1 ? cl::NDRange(gx) : cl::NDRange(gx, gy);
        const cl::NDRange loc = g.dims == 1 ? cl::NDRange(g.localX) : cl::NDRange(g.localX, g.localY);
        d.q.enqueueNDRangeKernel(k, cl::NullRange, global, loc);
        d.q.enqueueReadBuffer(dC, CL_TRUE, 0, n * n * 4, C.data());
        return C;
    };

    // Padding, by the kernels' own index rules: an item past N; for the GEMM kernels one whose
    // first row (row0 + ty*VW) or first column (col0 + tx*VW) of its block already is.
    auto expectPadding = [&](std::size_t x, std::size_t y) {
        if (!gemm)
            return (g.dims == 1 ? x : std::max(x, y)) >= n;
        if (v.nvidiaComputeCapability > 0) { // first row and column of the lane's mma fragments
            const std::size_t tid = y % g.localY * g.localX + x % g.localX, lane = tid % 32;
            const std::size_t warpsN = std::size_t(gemm->ndimc) / 4, warp = tid / 32;
            const std::size_t row =
                y / g.localY * std::size_t(gemm->mwg) + warp / warpsN * 8 * std::size_t(gemm->mwi()) + lane / 4;
            const std::size_t col =
                x / g.localX * std::size_t(gemm->nwg) + warp % warpsN * 4 * std::size_t(gemm->nwi()) + 2 * (lane % 4);
            return row >= n || col >= n;
        }
        if (v.packedPanels) // one work-item per tile, and no tile lies wholly past N
            return false;
        const std::size_t vw = std::size_t(gemm->vw);
        const std::size_t row = y / g.localY * std::size_t(gemm->mwg) + y % g.localY * vw;
        const std::size_t col = x / g.localX * std::size_t(gemm->nwg) + x % g.localX * vw;
        return row >= n || col >= n;
    };
    // Sub-rectangles: one group, a row of groups, a column of groups, the whole NDRange.
    std::vector<std::pair<std::size_t, std::size_t>> rects = {
        {g.localX, g.localY}, {std::min(2 * g.localX, g.globalX), g.localY}, {g.globalX, g.globalY}};
    if (g.dims == 2)
        rects.push_back({g.localX, g.globalY});
    for (const auto& [gx, gy] : rects) {
        Mask writes(n), aClaim(n), bClaim(n);
        for (std::size_t y = 0; y < gy; ++y)
            for (std::size_t x = 0; x < gx; ++x) {
                const auto f = ndr::footprintOf(v, n, local, x, y, gemm);
                EXPECT_EQ(f.padding, expectPadding(x, y)) << x << "," << y;
                writes.add(f.cWrites);
                aClaim.add(f.aReads);
                aClaim.add(f.aGroupTiles);
                bClaim.add(f.bReads);
                bClaim.add(f.bGroupTiles);
            }
        // B claims of a transposing variant are in B^T coordinates.
        auto bClaimed = [&](std::size_t r, std::size_t c) { return v.transposeB ? bClaim(c, r) : bClaim(r, c); };
        const std::string where = v.name + " launched on " + std::to_string(gx) + "x" + std::to_string(gy);
        const auto c1 = launch(gx, gy, a, b);
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                if (writes(r, c)) {
                    ASSERT_EQ(c1[r * n + c], expected(r, c)) << where << ": C(" << r << "," << c << ")";
                } else {
                    ASSERT_TRUE(std::isnan(c1[r * n + c])) << where << " wrote unclaimed C(" << r << "," << c << ")";
                }
            }
        auto pa = a, pb = b;
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                if (!aClaim(r, c))
                    pa[r * n + c] = kNaN;
                if (!bClaimed(r, c))
                    pb[r * n + c] = kNaN;
            }
        const auto c2 = launch(gx, gy, pa, pb);
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                if (writes(r, c)) {
                    ASSERT_EQ(c2[r * n + c], expected(r, c))
                        << where << ": C(" << r << "," << c << ") used an A or B element outside the footprint";
                }
            }
    }

    // Per-item loads of one group add up to the group's tiles, each element loaded once.
    const auto f0 = ndr::footprintOf(v, n, local, 0, 0, gemm);
    if (!f0.aGroupTiles.empty() || !f0.bGroupTiles.empty()) {
        std::vector<int> aCount(n * n, 0), bCount(n * n, 0);
        for (std::size_t y = 0; y < g.localY; ++y)
            for (std::size_t x = 0; x < g.localX; ++x) {
                const auto f = ndr::footprintOf(v, n, local, x, y, gemm);
                for (const auto& rct : f.aLoads)
                    for (std::size_t r = rct.row; r < rct.row + rct.rows; ++r)
                        for (std::size_t c = rct.col; c < rct.col + rct.cols; ++c)
                            ++aCount[r * n + c];
                for (const auto& rct : f.bLoads)
                    for (std::size_t r = rct.row; r < rct.row + rct.rows; ++r)
                        for (std::size_t c = rct.col; c < rct.col + rct.cols; ++c)
                            ++bCount[r * n + c];
            }
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                if (!f0.aGroupTiles.empty()) {
                    EXPECT_EQ(aCount[r * n + c], ndr::covers(f0.aGroupTiles, r, c) ? 1 : 0) << "A" << r << "," << c;
                }
                // Each element of the group's B tiles (all of B for row_private_local, whose
                // items stride over the rows) is loaded by exactly one item of the group.
                if (!f0.bGroupTiles.empty()) {
                    EXPECT_EQ(bCount[r * n + c], ndr::covers(f0.bGroupTiles, r, c) ? 1 : 0) << "B" << r << "," << c;
                }
            }
    }
}

// clblast is instantiated too and skips, naming why (footprintUnavailableReason).
INSTANTIATE_TEST_SUITE_P(EveryMatmulVariant, Footprints, ::testing::ValuesIn(allCases()),
                         [](const auto& info) { return info.param.label; });

TEST(Footprint, TiledPaddingAndTiles)
{
    const ndr::Variant& v = *ndr::findVariant("tiled");
    const auto local = ndr::LocalSize::of2D(16, 16);
    EXPECT_EQ(ndr::matmulGeometry(v, 100, local).globalX, 112u);
    const auto f = ndr::footprintOf(v, 100, local, 37, 5);
    EXPECT_FALSE(f.padding);
    EXPECT_EQ(f.cWrites, (std::vector<ndr::MatrixRect>{{5, 37, 1, 1}}));
    EXPECT_EQ(f.aGroupTiles, (std::vector<ndr::MatrixRect>{{0, 0, 16, 100}}));
    EXPECT_EQ(f.bGroupTiles, (std::vector<ndr::MatrixRect>{{0, 32, 100, 16}}));
    // 7 tiles, but in the last one its column 96 + 5 = 101 is past N: zero-filled, not loaded.
    EXPECT_EQ(f.aLoads.size(), 6u);
    const auto pad = ndr::footprintOf(v, 100, local, 105, 5);
    EXPECT_TRUE(pad.padding);
    EXPECT_TRUE(pad.cWrites.empty());
    EXPECT_FALSE(pad.aLoads.empty()); // still loads its share of A's tiles (row 5 < N)
    EXPECT_THROW(ndr::footprintOf(v, 100, local, 112, 0), ndr::Error);
    EXPECT_THROW(ndr::matmulGeometry(*ndr::findVariant("blocked"), 100, local), ndr::Error);
    EXPECT_THROW(ndr::matmulGeometry(*ndr::findVariant("row"), 100, local), ndr::Error);
    EXPECT_THROW(ndr::matmulGeometry(*ndr::findVariant("vadd"), 100, ndr::LocalSize::of1D(64)), ndr::Error);
    EXPECT_THROW(ndr::matmulGeometry(*ndr::findVariant("row_private"), 8192, ndr::LocalSize::of1D(64)), ndr::Error);
}

TEST(Footprint, RowVariantsCoverWholeRows)
{
    const auto f = ndr::footprintOf(*ndr::findVariant("row"), 20, ndr::LocalSize::of1D(8), 3, 0);
    EXPECT_EQ(f.cWrites, (std::vector<ndr::MatrixRect>{{3, 0, 1, 20}}));
    EXPECT_EQ(f.bReads, (std::vector<ndr::MatrixRect>{{0, 0, 20, 20}}));
    EXPECT_TRUE(ndr::footprintOf(*ndr::findVariant("row"), 20, ndr::LocalSize::of1D(8), 22, 0).padding);
}

TEST(Footprint, GemmBlocksFollowTheParameters)
{
    const ndr::Variant& v = *ndr::findVariant("double_buffered");
    const auto p = ndr::GemmParams::parse("MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4");
    const auto g = ndr::matmulGeometry(v, 100, ndr::LocalSize::automatic(), &p);
    EXPECT_EQ(g.globalX, 16u); // ceil(100/128) * NDIMC
    EXPECT_EQ(g.localX, 16u);
    EXPECT_EQ(g.localY, 16u);
    // Item (1, 0): rows 0-3 and 64-67, columns 4-7 and 68-71 (VW-wide groups, interleaved by 16).
    const auto f = ndr::footprintOf(v, 100, ndr::LocalSize::automatic(), 1, 0, &p);
    EXPECT_FALSE(f.padding);
    EXPECT_EQ(f.cWrites, (std::vector<ndr::MatrixRect>{{0, 4, 4, 4}, {0, 68, 4, 4}, {64, 4, 4, 4}, {64, 68, 4, 4}}));
    EXPECT_EQ(f.aReads, (std::vector<ndr::MatrixRect>{{0, 0, 4, 100}, {64, 0, 4, 100}}));
    EXPECT_EQ(f.aGroupTiles, (std::vector<ndr::MatrixRect>{{0, 0, 100, 100}}));
    // Item (0, 9): rows 36-39 and 100.. (past N): only the first group is written.
    EXPECT_EQ(ndr::footprintOf(v, 100, ndr::LocalSize::automatic(), 0, 9, &p).cWrites.size(), 2u);
    // N = 50: item (0, 12) keeps rows 48-49 of its first group (clipped), columns 0-3 only;
    // items (0, 13) and (0, 14) start at rows 52 and 56: padding. (0, 14) still stages its share
    // of the tiles (B row 7, columns 0-3, for tid = 224); (0, 13)'s share lies past N (column 64).
    EXPECT_EQ(ndr::footprintOf(v, 50, ndr::LocalSize::automatic(), 0, 12, &p).cWrites,
              (std::vector<ndr::MatrixRect>{{48, 0, 2, 4}}));
    EXPECT_TRUE(ndr::footprintOf(v, 50, ndr::LocalSize::automatic(), 0, 13, &p).padding);
    EXPECT_TRUE(ndr::footprintOf(v, 50, ndr::LocalSize::automatic(), 0, 14, &p).padding);
    EXPECT_EQ(ndr::footprintOf(v, 50, ndr::LocalSize::automatic(), 0, 14, &p).bLoads.front(),
              (ndr::MatrixRect{7, 0, 1, 4}));
    EXPECT_TRUE(ndr::footprintOf(v, 50, ndr::LocalSize::automatic(), 0, 13, &p).bLoads.empty());
    // register_blocked: rows ty, ty + MDIMC, ... (scalars).
    const ndr::Variant& rb = *ndr::findVariant("register_blocked");
    const auto fr = ndr::footprintOf(rb, 64, ndr::LocalSize::of2D(16, 16), 2, 3);
    EXPECT_EQ(fr.cWrites.front(), (ndr::MatrixRect{3, 2, 1, 1}));
    EXPECT_EQ(fr.cWrites.size(), 16u);
    EXPECT_THROW(ndr::matmulGeometry(rb, 64, ndr::LocalSize::of2D(8, 8)), ndr::Error); // fixed 16x16
    EXPECT_THROW(ndr::footprintOf(v, 100, ndr::LocalSize::automatic(), 16, 0, &p), ndr::Error);
}

TEST(Footprint, ClblastHasNoneAndSaysWhy)
{
    const ndr::Variant& v = *ndr::findVariant("clblast");
    const std::string why = ndr::footprintUnavailableReason(v);
    EXPECT_EQ(why, "clblast runs CLBlast's own kernels: no work-item mapping to show");
    try {
        ndr::matmulGeometry(v, 64, ndr::LocalSize::of2D(8, 8));
        FAIL() << "no error";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(std::string(e.what()), why);
    }
    EXPECT_TRUE(ndr::footprintUnavailableReason(*ndr::findVariant("tiled")).empty());
}
