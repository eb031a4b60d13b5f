// Every variant really runs on the OpenCL device and is checked against the CPU reference.
#include "test_engine.hpp"

#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace {

struct Case {
    std::string variant;
    std::size_t n;
};

std::vector<Case> cases()
{
    std::vector<Case> out;
    for (const ndr::Variant* vp : ndr::variantsOf(ndr::Workload::MatMul)) {
        const ndr::Variant& v = *vp;
        // Sizes that are not multiples of any tile, except for the course's blocked kernels,
        // which refuse them (tested in the validation suite) and run at multiples instead.
        const std::vector<std::size_t> sizes =
            v.exactMultiple ? std::vector<std::size_t>{16, 48, 128} : std::vector<std::size_t>{1, 7, 33, 100};
        for (auto n : sizes)
            out.push_back({v.name, n});
    }
    return out;
}

void PrintTo(const Case& c, std::ostream* os) { *os << c.variant << " N=" << c.n; }

class EveryVariant : public ::testing::TestWithParam<Case> {};

} // namespace

TEST_P(EveryVariant, VerifiesAgainstTheCpuReference)
{
    NDR_REQUIRE_DEVICE();
    const auto& c = GetParam();
    const ndr::Variant& variant = *ndr::findVariant(c.variant);
    if (const auto why = ndr::unavailableReason(variant); !why.empty())
        GTEST_SKIP() << why;
    const auto& device = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    if (const auto why = ndr::deviceUnavailableReason(variant, device); !why.empty())
        GTEST_SKIP() << why;
    auto req = quickRequest(c.variant, c.n);
    if (ndr::findVariant(c.variant)->squareTileLocal)
        req.local = ndr::LocalSize::of2D(8, 8); // several tiles even at N = 33, and divides 16/48/128
    const auto r = sharedEngine().run(req);
    EXPECT_TRUE(r.verified) << r.error;
    EXPECT_TRUE(r.error.empty()) << r.error;
    EXPECT_LE(r.maxAbsErr, r.tolerance);
    EXPECT_GT(r.gflops, 0.0);
    EXPECT_EQ(r.n, c.n);
    if (!variant.external) { // a library chooses its own NDRange
        // Columns of C per work-item: NWG for the CPU kernel (a tile each), NWG/NDIMC for the other
        // GEMM kernels, one for the rest.
        const ndr::GemmParams used = variant.tunable ? ndr::GemmParams::parse(r.params) : ndr::GemmParams{};
        const std::size_t columns = !variant.tunable       ? 1
                                    : variant.packedPanels ? std::size_t(used.nwg)
                                                           : std::size_t(used.nwi());
        EXPECT_GE(r.globalX * columns, c.n);
        EXPECT_EQ(r.globalX % r.local.x, 0u);
    }
}

INSTANTIATE_TEST_SUITE_P(Ladder, EveryVariant, ::testing::ValuesIn(cases()),
                         [](const auto& info) { return info.param.variant + "_N" + std::to_string(info.param.n); });

TEST(EngineRun, BufferModesAllVerifyAndRecordTheirCommands)
{
    NDR_REQUIRE_DEVICE();
    for (auto mode : {ndr::BufferMode::Copy, ndr::BufferMode::Use, ndr::BufferMode::Alloc}) {
        SCOPED_TRACE(ndr::toString(mode));
        auto req = quickRequest("tiled", 40, ndr::LocalSize::of2D(8, 8));
        req.buffers = mode;
        req.warmup = 1;
        req.reps = 3;
        const auto r = sharedEngine().run(req);
        EXPECT_TRUE(r.ok()) << r.error;
        int writes = 0, kernels = 0, warm = 0, reads = 0;
        for (const auto& c : r.commands) {
            writes += c.kind == ndr::CommandKind::Write;
            kernels += c.kind == ndr::CommandKind::Kernel && !c.warmup;
            warm += c.kind == ndr::CommandKind::Kernel && c.warmup;
            reads += c.kind == ndr::CommandKind::Read || c.kind == ndr::CommandKind::Map;
        }
        EXPECT_EQ(writes, mode == ndr::BufferMode::Alloc ? 2 : 0);
        EXPECT_EQ(kernels, 3);
        EXPECT_EQ(warm, 1);
        EXPECT_EQ(reads, 1);
    }
}

TEST(EngineRun, EventTimestampsAreOrdered)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("naive", 64, ndr::LocalSize::of2D(8, 8));
    req.buffers = ndr::BufferMode::Alloc;
    req.reps = 4;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    ASSERT_FALSE(r.commands.empty());
    for (const auto& c : r.commands) {
        SCOPED_TRACE(c.name);
        EXPECT_LE(c.queuedNs, c.submitNs);
        EXPECT_LE(c.submitNs, c.startNs);
        EXPECT_LE(c.startNs, c.endNs);
        EXPECT_LE(c.hostEnqueueBeginNs, c.hostEnqueueEndNs);
    }
    // The in-order queue runs commands one after another.
    for (std::size_t i = 1; i < r.commands.size(); ++i)
        EXPECT_LE(r.commands[i - 1].endNs, r.commands[i].startNs);
}

TEST(EngineRun, StatisticsComeFromTheTimedRepetitions)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("row", 48, ndr::LocalSize::of1D(16));
    req.warmup = 2;
    req.reps = 5;
    req.measureCpu = true;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_LE(r.kernel.minMs, r.kernel.medianMs);
    EXPECT_LE(r.kernel.minMs, r.kernel.meanMs);
    EXPECT_GE(r.kernel.stddevMs, 0.0);
    ASSERT_TRUE(r.gflops.has_value());
    EXPECT_NEAR(*r.gflops, 2.0 * 48 * 48 * 48 / (r.kernel.medianMs * 1e6), *r.gflops * 1e-9);
    ASSERT_TRUE(r.cpuMs.has_value());
    ASSERT_TRUE(r.speedupVsCpu.has_value());
    EXPECT_NEAR(*r.speedupVsCpu, *r.cpuMs / r.kernel.medianMs, 1e-9);
    EXPECT_GE(r.wallMs, r.kernel.minMs);
}

TEST(EngineRun, CancelBeforeStartThrowsCancelled)
{
    NDR_REQUIRE_DEVICE();
    ndr::CancelToken cancel;
    cancel.cancel();
    try {
        sharedEngine().run(quickRequest("naive", 32), cancel);
        FAIL() << "ran despite cancel";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Cancelled);
    }
}

TEST(EngineRun, CancelBetweenRepetitions)
{
    NDR_REQUIRE_DEVICE();
    ndr::CancelToken cancel;
    auto req = quickRequest("naive", 32, ndr::LocalSize::of2D(8, 8));
    req.reps = 1000;
    int calls = 0;
    try {
        sharedEngine().run(req, cancel, [&](double, const std::string& status) {
            if (status.rfind("repetition", 0) == 0 && ++calls == 3)
                cancel.cancel();
        });
        FAIL() << "all 1000 repetitions ran";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Cancelled);
    }
    EXPECT_EQ(calls, 3);
}

TEST(EngineRun, ProgramsAreCachedPerDeviceSourceAndOptions)
{
    NDR_REQUIRE_DEVICE();
    auto& e = sharedEngine();
    e.run(quickRequest("tiled", 24, ndr::LocalSize::of2D(4, 4)));
    const auto before = e.programCacheSize();
    e.run(quickRequest("tiled", 24, ndr::LocalSize::of2D(4, 4)));
    EXPECT_EQ(e.programCacheSize(), before) << "same options must reuse the program";
    e.run(quickRequest("tiled", 24, ndr::LocalSize::of2D(2, 2)));
    EXPECT_EQ(e.programCacheSize(), before + 1) << "a new TILE is a new program";
}

TEST(EngineRun, SampledVerificationAboveTheFullLimit)
{
    NDR_REQUIRE_DEVICE();
    // 2049 is the first size checked by sampled rows; run the fastest variant once.
    auto req = quickRequest("tiled", 2049, ndr::LocalSize::of2D(16, 16));
    const auto r = sharedEngine().run(req);
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_TRUE(r.sampledVerification);
}
