// The CPU GEMM (cpu_blocked: packed panels, one work-item per tile, register blocks of float
// vectors) and the host CBLAS reference (cblas), on real OpenCL and the system's BLAS.
#include "test_engine.hpp"

#include <cstdlib>

#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace {

const ndr::Variant& cpuBlocked() { return *ndr::findVariant("cpu_blocked"); }

// A device with room for anything, so that only the kernel's own rules apply.
ndr::DeviceInfo roomyDevice(const std::string& type)
{
    ndr::DeviceInfo d;
    d.type = type;
    d.maxWorkGroupSize = 1024;
    d.maxWorkItemSizes = {1024, 1024, 64};
    d.localMemBytes = 32 * 1024;
    return d;
}

// Sets an environment variable for the scope, then removes it.
struct ScopedEnv {
    ScopedEnv(const char* name, const char* value) : name_(name) { ::setenv(name, value, 1); }
    ~ScopedEnv() { ::unsetenv(name_); }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;
    const char* name_;
};

} // namespace

TEST(CpuGemm, ParameterRulesAreTheKernelsOwn)
{
    const ndr::Variant& v = cpuBlocked();
    const ndr::DeviceInfo d = roomyDevice("CPU");
    // One work-item per tile: a tile of 16 x 16 register blocks needs no work-group of 256.
    ndr::DeviceInfo tiny = d;
    tiny.maxWorkGroupSize = 1;
    tiny.maxWorkItemSizes = {1, 1, 1};
    tiny.localMemBytes = 0;
    EXPECT_EQ(ndr::checkGemmParams(v, v.defaultParams, tiny), "");
    EXPECT_EQ(ndr::gemmLocalBytes(v, v.defaultParams), 0u);
    for (int vw : {1, 2, 4, 8, 16})
        EXPECT_EQ(ndr::checkGemmParams(v, {6, 16, 8, 1, 1, vw}, d), "") << vw;
    const auto limitOf = [&](const ndr::GemmParams& p) {
        return ndr::gemmParamsError(v, p, d).value_or(ndr::runtimeError("")).limit();
    };
    EXPECT_EQ(limitOf({96, 256, 256, 16, 16, 32}), "GEMM VW is 1, 2, 4, 8 or 16");
    EXPECT_EQ(limitOf({96, 256, 256, 16, 16, 3}), "GEMM VW is 1, 2, 4, 8 or 16");
    EXPECT_EQ(limitOf({96, 250, 256, 16, 16, 16}), "GEMM MWG multiple of MDIMC, NWG of NDIMC");
    EXPECT_EQ(limitOf({96, 192, 256, 16, 16, 16}), "GEMM work per item multiple of VW"); // 12 floats a row
    EXPECT_EQ(limitOf({256, 512, 256, 16, 16, 16}), ndr::kPrivateFloatsLimit);           // 16 x 32 block
    EXPECT_EQ(ndr::checkGemmParams(v, {112, 256, 256, 8, 8, 16}, d), "");                // BLIS's 14 x 32
    // Every seed and grid point the tuner proposes follows the same rules.
    for (const auto& p : ndr::gemmSeedSet(v))
        EXPECT_EQ(ndr::checkGemmParams(v, p, d), "") << p.toString();
    std::size_t valid = 0;
    for (const auto& p : ndr::gemmParameterGrid(v))
        valid += ndr::checkGemmParams(v, p, d).empty();
    EXPECT_GT(valid, 100u);
}

TEST(CpuGemm, PanelsAndTrafficFollowTheParameters)
{
    const ndr::Variant& v = cpuBlocked();
    const ndr::GemmParams p{12, 32, 16, 2, 2, 8}; // register blocks of 6 x 16
    EXPECT_EQ(ndr::gemmPanelFloatsA(p, 1), 6u);
    EXPECT_EQ(ndr::gemmPanelFloatsB(p, 1), 16u);
    EXPECT_EQ(ndr::gemmPanelFloatsA(p, 13), 18u * 13u);
    EXPECT_EQ(ndr::gemmPanelFloatsB(p, 33), 48u * 33u);
    // N = 64: A read twice (64/32), B 6 times (ceil(64/12)), C once; the packing reads A and B and
    // writes their panels; C is read and written again in each of the 3 passes after the first.
    EXPECT_DOUBLE_EQ(ndr::gemmTrafficBytes(v, p, 64), 4.0 * 64 * 64 * (2 + 6 + 1 + 4 + 2 * 3));
}

TEST(CpuGemm, VerifiesAtAwkwardSizesWithEveryKindOfRegisterBlock)
{
    NDR_REQUIRE_DEVICE();
    // The shipped parameters, then explicit shapes: float8 and float16 blocks (AVX2's 6 x 16,
    // AVX-512's 14 x 32), float4 blocks of odd height, scalars, a pass deeper than N and one
    // shallower than a block of k.
    const std::vector<std::optional<ndr::GemmParams>> shapes = {
        std::nullopt,
        ndr::GemmParams{12, 32, 16, 2, 2, 8},
        ndr::GemmParams{112, 64, 64, 8, 2, 16},
        ndr::GemmParams{15, 8, 8, 3, 1, 4},
        ndr::GemmParams{3, 2, 1024, 1, 1, 1},
        ndr::GemmParams{8, 4, 5, 2, 2, 2},
    };
    for (const auto& shape : shapes)
        for (std::size_t n : {1, 33, 257, 1000}) {
            SCOPED_TRACE((shape ? shape->toString() : std::string("shipped")) + " N=" + std::to_string(n));
            auto req = quickRequest("cpu_blocked", n);
            req.gemm = shape;
            const auto r = sharedEngine().run(req);
            EXPECT_TRUE(r.ok()) << r.error;
            EXPECT_LE(r.maxAbsErr, r.tolerance);
            EXPECT_EQ(r.local, ndr::LocalSize::of2D(1, 1));
            const ndr::GemmParams used = ndr::GemmParams::parse(r.params);
            EXPECT_EQ(r.globalX, (n + std::size_t(used.nwg) - 1) / std::size_t(used.nwg));
            EXPECT_EQ(r.globalY, (n + std::size_t(used.mwg) - 1) / std::size_t(used.mwg));
        }
}

TEST(CpuGemm, EachRepetitionPacksThenMultipliesAndTheKernelTimeCoversAll)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("cpu_blocked", 100);
    req.warmup = 1;
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    std::vector<std::string> timed;
    for (const auto& c : r.commands)
        if (c.kind == ndr::CommandKind::Kernel && !c.warmup)
            timed.push_back(c.name);
    const std::vector<std::string> expected = {"kernel #1 pack A", "kernel #1 pack B", "kernel #1 multiply",
                                               "kernel #2 pack A", "kernel #2 pack B", "kernel #2 multiply"};
    EXPECT_EQ(timed, expected);
    // The first repetition's kernel time runs from pack A's start to the multiply's end.
    std::uint64_t start = UINT64_MAX, end = 0;
    for (const auto& c : r.commands)
        if (c.kind == ndr::CommandKind::Kernel && c.name.rfind("kernel #1 ", 0) == 0) {
            start = std::min(start, c.startNs);
            end = std::max(end, c.endNs);
        }
    EXPECT_NEAR(r.kernel.minMs, std::min(r.kernel.minMs, double(end - start) * 1e-6), 1e-9);
    EXPECT_GE(double(end - start) * 1e-6, r.kernel.minMs - 1e-9);
    ASSERT_TRUE(r.gbps.has_value());
    EXPECT_GT(*r.gbps, 0.0);
}

TEST(CpuGemm, ALocalSizeOtherThanOneIsRefusedWithItsLimit)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("cpu_blocked", 64, ndr::LocalSize::of2D(8, 8));
    const auto val = sharedEngine().validate(req);
    EXPECT_FALSE(val.ok);
    ASSERT_TRUE(val.error) << val.reason;
    EXPECT_EQ(val.error->kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(val.error->limit(), "local size 1x1 (one work-item per tile)");
    req.local = ndr::LocalSize::of2D(1, 1);
    EXPECT_TRUE(sharedEngine().validate(req).ok);
}

TEST(Cblas, VerifiesAtAwkwardSizesOnTheHost)
{
    NDR_REQUIRE_DEVICE();
    const ndr::Variant& v = *ndr::findVariant("cblas");
    if (const auto why = ndr::unavailableReason(v); !why.empty())
        GTEST_SKIP() << why;
    const auto& device = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    if (const auto why = ndr::deviceUnavailableReason(v, device); !why.empty())
        GTEST_SKIP() << why;
    EXPECT_FALSE(ndr::externalLibraryDescription(v).empty());
    for (std::size_t n : {1, 33, 257, 1000}) {
        SCOPED_TRACE(n);
        auto req = quickRequest("cblas", n);
        req.warmup = 1;
        req.reps = 2;
        const auto r = sharedEngine().run(req);
        EXPECT_TRUE(r.ok()) << r.error;
        EXPECT_LE(r.maxAbsErr, r.tolerance);
        EXPECT_FALSE(r.profiled) << "timed with the host clock";
        EXPECT_GT(r.kernel.medianMs, 0.0);
        EXPECT_TRUE(r.gflops.has_value());
        EXPECT_FALSE(r.gbps.has_value()) << "the library's traffic is not modelled";
        EXPECT_FALSE(r.local.applies());
        EXPECT_EQ(r.device, device.name) << "recorded under the CPU device it shares the cores with";
        // Three host calls (one warm-up), no OpenCL command.
        ASSERT_EQ(r.commands.size(), 3u);
        for (const auto& c : r.commands)
            EXPECT_TRUE(c.hostTimed);
        const auto back = ndr::resultsFromCsv(ndr::resultsToCsv({r}));
        ASSERT_EQ(back.size(), 1u);
        EXPECT_EQ(back[0].variant, "cblas");
        EXPECT_TRUE(back[0].verified);
    }
}

TEST(Cblas, IsOfferedOnCpuDevicesOnly)
{
    const ndr::Variant& v = *ndr::findVariant("cblas");
    EXPECT_EQ(ndr::deviceUnavailableReason(v, roomyDevice("CPU")), "");
    EXPECT_NE(ndr::deviceUnavailableReason(v, roomyDevice("GPU")), "");
    EXPECT_EQ(ndr::deviceUnavailableReason(*ndr::findVariant("clblast"), roomyDevice("GPU")), "");
}

TEST(Cblas, WithoutTheLibraryItIsUnavailableWithTheReason)
{
    NDR_REQUIRE_DEVICE();
    const ScopedEnv missing("NDR_CBLAS_LIBRARY", "libcblas-not-installed.so.3");
    const ndr::Variant& v = *ndr::findVariant("cblas");
    const std::string why = ndr::unavailableReason(v);
    EXPECT_NE(why.find("libcblas-not-installed.so.3"), std::string::npos) << why;
    try {
        sharedEngine().run(quickRequest("cblas", 16));
        ADD_FAILURE() << "ran without a library";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    }
}
