// The fast GEMM variants, their parameters, the tuner and its cache, on real OpenCL.
#include "test_engine.hpp"

#include <filesystem>
#include <fstream>
#include <set>
#include <sys/stat.h>

#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/tuner.hpp"
#include "ndr/tuning_cache.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace {

// A cache file at a path of the test's choosing, in the test sandbox's temporary directory.
std::string tempCachePath(const std::string& name) { return (std::filesystem::temp_directory_path() / name).string(); }

// The engine's own tuning cache, which lies in the test sandbox (tests/support/sandbox.sh):
// emptied before and after a test that stores in it, so that tests sharing one process (an
// executable run by hand) never see each other's entries.
struct DefaultTuningCache {
    DefaultTuningCache() { ndr::TuningCache().clear(); }
    ~DefaultTuningCache() { ndr::TuningCache().clear(); }
    DefaultTuningCache(const DefaultTuningCache&) = delete;
    DefaultTuningCache& operator=(const DefaultTuningCache&) = delete;
};

const ndr::DeviceInfo& device() { return sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)]; }

const std::vector<std::string> kTunable = {"register_blocked", "vectorized", "double_buffered"};

} // namespace

TEST(GemmParams, TextRoundTripAndErrors)
{
    const ndr::GemmParams p{128, 64, 16, 16, 8, 4};
    EXPECT_EQ(p.toString(), "MWG=128,NWG=64,KWG=16,MDIMC=16,NDIMC=8,VW=4");
    EXPECT_EQ(ndr::GemmParams::parse(p.toString()), p);
    EXPECT_EQ(ndr::GemmParams::parse("vw=4 ndimc=8 MDIMC=16 kwg=16 NWG=64 MWG=128"), p);
    EXPECT_EQ(p.defines(), "-DMWG=128 -DNWG=64 -DKWG=16 -DMDIMC=16 -DNDIMC=8 -DVW=4");
    for (const char* bad : {"", "MWG=64", "MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1,XYZ=3",
                            "MWG=64,MWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1", "MWG=0,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1",
                            "MWG=-1,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1", "MWG,NWG=64"}) {
        SCOPED_TRACE(bad);
        EXPECT_THROW(ndr::GemmParams::parse(bad), ndr::Error);
    }
}

TEST(GemmParams, ChecksNameTheLimitTheyBreak)
{
    ndr::DeviceInfo d;
    d.maxWorkGroupSize = 256;
    d.maxWorkItemSizes = {256, 256, 64};
    d.localMemBytes = 48 * 1024;
    const ndr::Variant& vec = *ndr::findVariant("vectorized");
    const ndr::Variant& db = *ndr::findVariant("double_buffered");
    const ndr::Variant& rb = *ndr::findVariant("register_blocked");
    EXPECT_EQ(ndr::checkGemmParams(vec, {128, 128, 16, 16, 16, 4}, d), "");
    EXPECT_FALSE(ndr::gemmParamsError(vec, {128, 128, 16, 16, 16, 4}, d));
    const auto refusal = [&](const ndr::Variant& v, const ndr::GemmParams& p) {
        const std::optional<ndr::Error> e = ndr::gemmParamsError(v, p, d);
        EXPECT_TRUE(e) << p.toString();
        EXPECT_FALSE(ndr::checkGemmParams(v, p, d).empty()) << "the message form refuses it too";
        return e ? *e : ndr::runtimeError("");
    };
    const auto scalar = refusal(rb, {64, 64, 16, 16, 16, 4});
    EXPECT_EQ(scalar.kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(scalar.limit(), "variant vector width");
    EXPECT_EQ(scalar.limitValue(), std::optional<std::uint64_t>(1));
    EXPECT_EQ(scalar.requested(), std::optional<std::uint64_t>(4));
    EXPECT_EQ(refusal(vec, {100, 64, 16, 16, 16, 1}).limit(), "GEMM MWG multiple of MDIMC, NWG of NDIMC");
    EXPECT_EQ(refusal(vec, {64, 64, 16, 16, 16, 3}).limit(), "GEMM VW is 1, 2 or 4");
    const auto wg = refusal(vec, {64, 64, 16, 32, 32, 1});
    EXPECT_EQ(wg.limit(), "CL_DEVICE_MAX_WORK_GROUP_SIZE");
    EXPECT_EQ(wg.limitValue(), std::optional<std::uint64_t>(256));
    EXPECT_EQ(wg.requested(), std::optional<std::uint64_t>(1024));
    // 2 x (128 + 128) x 32 floats = 64 KiB of double-buffered tiles (+ 1 KiB reserve).
    const auto local = refusal(db, {128, 128, 32, 16, 16, 4});
    EXPECT_EQ(local.limit(), "CL_DEVICE_LOCAL_MEM_SIZE");
    EXPECT_EQ(local.limitValue(), std::optional<std::uint64_t>(48 * 1024));
    EXPECT_GT(local.requested().value_or(0), 64u * 1024);
    // 256 x 256 outputs over 16 x 8 work-items: 512 accumulators each.
    const auto priv = refusal(vec, {256, 256, 8, 8, 16, 4});
    EXPECT_EQ(priv.limit(), ndr::kPrivateFloatsLimit);
    EXPECT_EQ(priv.limitValue(), std::optional<std::uint64_t>(ndr::kMaxPrivateFloats));
    EXPECT_GT(priv.requested().value_or(0), std::uint64_t(ndr::kMaxPrivateFloats));
}

// PoCL 3.1 miscompiles vectorized shapes with VW=2 and a 2-wide block (SIGSEGV); they are refused
// there with a reason naming PoCL, and stay valid on every other platform.
TEST(GemmParams, PoclCrashShapesAreRefusedOnlyOnPocl)
{
    ndr::DeviceInfo gpu;
    gpu.maxWorkGroupSize = 1024;
    gpu.maxWorkItemSizes = {1024, 1024, 64};
    gpu.localMemBytes = 48 * 1024;
    gpu.platformName = "NVIDIA CUDA";
    ndr::DeviceInfo pocl = gpu;
    pocl.platformName = "Portable Computing Language";
    const ndr::Variant& vec = *ndr::findVariant("vectorized");
    const ndr::GemmParams repro{64, 16, 32, 8, 8, 2};
    EXPECT_EQ(ndr::checkGemmParams(vec, repro, gpu), "");
    EXPECT_EQ(ndr::gemmParamsError(vec, repro, pocl).value_or(ndr::runtimeError("")).limit(), ndr::kPoclQuirkLimit);
    EXPECT_EQ(ndr::gemmParamsError(vec, {16, 64, 32, 8, 8, 2}, pocl).value_or(ndr::runtimeError("")).limit(),
              ndr::kPoclQuirkLimit);
    EXPECT_EQ(ndr::checkGemmParams(vec, {64, 16, 32, 8, 8, 1}, pocl), "");
    EXPECT_EQ(ndr::checkGemmParams(vec, {64, 64, 32, 8, 8, 2}, pocl), "");
}

TEST(GemmVariants, VerifyAtSizesThatAreNotTileMultiples)
{
    NDR_REQUIRE_DEVICE();
    // Several shapes per variant: square and rectangular tiles, VW 1/2/4, KWG deeper than N.
    const std::vector<std::pair<std::string, ndr::GemmParams>> configs = {
        {"register_blocked", {32, 32, 8, 8, 8, 1}}, {"register_blocked", {64, 32, 16, 16, 8, 1}},
        {"vectorized", {32, 32, 8, 8, 8, 4}},       {"vectorized", {64, 32, 16, 8, 8, 2}},
        {"vectorized", {32, 64, 8, 8, 16, 1}},      {"double_buffered", {32, 32, 8, 8, 8, 4}},
        {"double_buffered", {64, 32, 16, 8, 8, 2}}, {"double_buffered", {32, 64, 32, 8, 8, 4}},
    };
    for (const auto& [variant, params] : configs)
        for (std::size_t n : {1, 2, 33, 127, 250}) {
            SCOPED_TRACE(variant + " " + params.toString() + " N=" + std::to_string(n));
            auto req = quickRequest(variant, n);
            req.gemm = params;
            const auto r = sharedEngine().run(req);
            EXPECT_TRUE(r.ok()) << r.error;
            EXPECT_LE(r.maxAbsErr, r.tolerance);
            EXPECT_EQ(r.local, ndr::LocalSize::of2D(std::size_t(params.ndimc), std::size_t(params.mdimc)));
            EXPECT_EQ(r.params, params.toString());
            EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Explicit);
            // The parameters and their source survive the CSV: runs that differ only in them stay apart.
            const auto back = ndr::resultsFromCsv(ndr::resultsToCsv({r}));
            ASSERT_EQ(back.size(), 1u);
            EXPECT_EQ(back[0].params, r.params);
            EXPECT_EQ(back[0].paramsSource, ndr::GemmParamsSource::Explicit);
        }
}

TEST(GemmVariants, DefaultsVerifyAndAWrongLocalSizeIsRefused)
{
    NDR_REQUIRE_DEVICE();
    for (const auto& v : kTunable) {
        SCOPED_TRACE(v);
        auto req = quickRequest(v, 127);
        req.useTunedParams = false;
        const auto r = sharedEngine().run(req);
        EXPECT_TRUE(r.ok()) << r.error;
        EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Default) << r.params;
        EXPECT_EQ(r.params, ndr::GemmParams::parse(r.params).toString());
        req.local = ndr::LocalSize::of2D(4, 4);
        const auto val = sharedEngine().validate(req);
        EXPECT_FALSE(val.ok);
        ASSERT_TRUE(val.error) << val.reason;
        EXPECT_EQ(val.error->kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_EQ(val.error->limit(), "local size fixed by NDIMC x MDIMC") << val.reason;
        EXPECT_EQ(val.error->requested(), std::optional<std::uint64_t>(16));
    }
}

TEST(GemmVariants, ClblastVerifiesWhenAvailable)
{
    NDR_REQUIRE_DEVICE();
    const ndr::Variant& v = *ndr::findVariant("clblast");
    if (const auto why = ndr::externalUnavailableReason(v); !why.empty())
        GTEST_SKIP() << why;
    for (std::size_t n : {1, 33, 127, 250}) {
        SCOPED_TRACE(n);
        const auto r = sharedEngine().run(quickRequest("clblast", n));
        EXPECT_TRUE(r.ok()) << r.error;
        EXPECT_FALSE(r.profiled) << "CLBlast is timed on the host clock";
        EXPECT_GT(r.kernel.medianMs, 0.0);
        // CLBlast's traffic is not modelled and its launch latencies are not measured (host
        // clock): empty, never 0. Its work-groups are its own: the local size does not apply.
        EXPECT_TRUE(r.gflops.has_value());
        EXPECT_FALSE(r.gbps.has_value());
        EXPECT_FALSE(r.queuedToSubmitUs.has_value());
        EXPECT_FALSE(r.local.applies());
        // Its rows export and import like any other (the studio charts them).
        const auto back = ndr::resultsFromCsv(ndr::resultsToCsv({r}));
        ASSERT_EQ(back.size(), 1u);
        EXPECT_EQ(back[0].variant, "clblast");
        EXPECT_TRUE(back[0].verified);
        EXPECT_FALSE(back[0].gbps.has_value());
        EXPECT_FALSE(back[0].local.applies());
    }
}

TEST(Tuner, ProposesOnlyValidConfigurationsAndVerifiesEach)
{
    NDR_REQUIRE_DEVICE();
    const std::string path = tempCachePath("tuner.tsv");
    ndr::TuningCache cache(path);
    cache.clear();
    ndr::Tuner tuner(sharedEngine(), cache);
    ndr::TuneRequest req;
    req.variant = "vectorized";
    req.n = 65; // not a multiple of any tile
    req.maxSeeds = 2;
    req.maxTile = 32; // small kernels compile quickly on PoCL
    req.budget = 3;
    req.reps = 1;
    req.warmup = 0;
    const auto planned = tuner.plan(req);
    const ndr::Variant& v = *ndr::findVariant("vectorized");
    for (const auto& p : planned)
        EXPECT_EQ(ndr::checkGemmParams(v, p, device()), "") << p.toString();
    std::set<std::string> distinct;
    for (const auto& p : planned)
        EXPECT_TRUE(distinct.insert(p.toString()).second) << "proposed twice: " << p.toString();

    int callbacks = 0;
    bool anyVerified = false;
    double lastFraction = -1;
    const auto result = tuner.tune(
        req, {}, [&](double f, const std::string&) { lastFraction = f; },
        [&](const ndr::TuneCandidate& c, const ndr::TuneCandidate* best) {
            ++callbacks;
            EXPECT_EQ(ndr::checkGemmParams(v, c.params, device()), "");
            // The best so far exists once any candidate verified, and includes this one.
            anyVerified = anyVerified || c.ok;
            ASSERT_EQ(best != nullptr, anyVerified) << c.params.toString();
            if (best) {
                EXPECT_TRUE(best->ok);
                EXPECT_GT(best->gflops, 0.0);
            }
            if (c.ok) {
                EXPECT_GT(c.gflops, 0.0);
                EXPECT_GE(best->gflops, c.gflops) << "the best so far is slower than " << c.params.toString();
            }
        });
    EXPECT_FALSE(result.cancelled);
    EXPECT_EQ(callbacks, int(result.candidates.size()));
    EXPECT_EQ(result.candidates.size(), planned.size());
    EXPECT_GE(result.candidates.size(), 4u);
    EXPECT_DOUBLE_EQ(lastFraction, 1.0);
    EXPECT_GT(result.validSize, 0u);
    EXPECT_GT(result.kernelWorkGroupLimit, 0u) << "the probe compile reports CL_KERNEL_WORK_GROUP_SIZE";
    EXPECT_LE(result.validSize, result.gridSize);
    ASSERT_TRUE(result.best.has_value());
    for (const auto& c : result.candidates) {
        // Every candidate was really run and verified (a failure carries its reason).
        EXPECT_TRUE(c.ok || !c.error.empty()) << c.params.toString();
        EXPECT_LE(std::size_t(c.params.threads()), result.kernelWorkGroupLimit);
        if (c.ok) {
            EXPECT_LE(c.gflops, result.best->gflops);
        }
    }
    // The best is cached for this device and used by default afterwards.
    ASSERT_TRUE(result.stored);
    const auto entry = cache.find(device().name, device().driverVersion, "vectorized");
    ASSERT_TRUE(entry.has_value());
    EXPECT_EQ(entry->params, result.best->params);
    EXPECT_EQ(entry->n, 65u);
    std::filesystem::remove(path);
}

TEST(Tuner, CancelStopsBetweenCandidatesAndStoresNothing)
{
    NDR_REQUIRE_DEVICE();
    const std::string path = tempCachePath("cancel.tsv");
    ndr::TuningCache cache(path);
    ndr::Tuner tuner(sharedEngine(), cache);
    ndr::TuneRequest req;
    req.variant = "register_blocked";
    req.n = 40;
    req.maxTile = 32;
    req.budget = 20;
    req.reps = 1;
    req.warmup = 0;
    ndr::CancelToken cancel;
    const auto result = tuner.tune(req, cancel, {}, [&](const ndr::TuneCandidate& c, const ndr::TuneCandidate*) {
        if (c.index == 1)
            cancel.cancel();
    });
    EXPECT_TRUE(result.cancelled);
    EXPECT_EQ(result.candidates.size(), 2u);
    EXPECT_FALSE(result.stored);
    EXPECT_FALSE(std::filesystem::exists(path));
    EXPECT_THROW(tuner.tune({.variant = "tiled"}), ndr::Error) << "tiled is not tunable";
}

TEST(TuningCache, RoundTripReplaceAndClear)
{
    const std::string path = tempCachePath("roundtrip.tsv");
    ndr::TuningCache cache(path);
    cache.clear();
    EXPECT_FALSE(cache.find("dev", "drv", "vectorized").has_value());
    ndr::TunedEntry e{"My\tGPU", "1.0", "vectorized", {128, 128, 16, 16, 16, 4}, 1234.5, 4096, "2026-11-22T00:00:00Z"};
    cache.store(e);
    ndr::TunedEntry other{"Other", "2", "double_buffered", {64, 64, 8, 16, 16, 2}, 99.25, 1024, "t"};
    cache.store(other);
    auto got = cache.find("My\tGPU", "1.0", "vectorized");
    ASSERT_TRUE(got.has_value());
    EXPECT_EQ(got->params, e.params);
    EXPECT_DOUBLE_EQ(got->gflops, 1234.5);
    EXPECT_EQ(got->n, 4096u);
    EXPECT_FALSE(cache.find("My\tGPU", "1.1", "vectorized").has_value()) << "a new driver re-tunes";
    e.params.kwg = 8;
    cache.store(e); // replaces, does not duplicate
    EXPECT_EQ(cache.load().entries.size(), 2u);
    EXPECT_EQ(cache.find("My\tGPU", "1.0", "vectorized")->params.kwg, 8);
    EXPECT_TRUE(cache.clear());
    EXPECT_FALSE(cache.clear());
    EXPECT_TRUE(cache.load().entries.empty());
    std::filesystem::remove(path);
}

TEST(TuningCache, CorruptedFileIsIgnoredAndRebuilt)
{
    const std::string path = tempCachePath("corrupt.tsv");
    ndr::TuningCache cache(path);
    const ndr::TunedEntry good{"Dev", "1", "vectorized", {64, 64, 16, 16, 16, 4}, 10, 256, "t"};
    cache.store(good);
    {
        // Keep the header and the good line, add damaged ones.
        std::ofstream out(path, std::ios::app | std::ios::binary);
        out << "Dev\t1\tdouble_buffered\tMWG=banana\t1\t2\tt\n"
            << "truncated line\n"
            << "Dev\t1\tregister_blocked\tMWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1\tNaN?\t256\tt\n"
            << std::string("\x00\xff\xfe garbage", 12) << "\n";
    }
    auto c = cache.load();
    EXPECT_EQ(c.entries.size(), 1u);
    EXPECT_EQ(c.badLines, 4u);
    EXPECT_TRUE(cache.find("Dev", "1", "vectorized").has_value());
    // A file that is not a tuning cache at all: ignored whole, then rebuilt by the next store.
    {
        std::ofstream out(path, std::ios::trunc | std::ios::binary);
        out << "{\"this is\": \"json, not a tuning cache\"}\n" << std::string(1000, '\xff');
    }
    c = cache.load();
    EXPECT_TRUE(c.badHeader);
    EXPECT_TRUE(c.entries.empty());
    EXPECT_FALSE(cache.find("Dev", "1", "vectorized").has_value());
    cache.store(good);
    c = cache.load();
    EXPECT_FALSE(c.badHeader);
    EXPECT_EQ(c.badLines, 0u);
    ASSERT_EQ(c.entries.size(), 1u);
    EXPECT_EQ(c.entries[0].params, good.params);
    std::filesystem::remove(path);
}

// A FIFO or a file past kMaxTuningCacheBytes in the cache's place reads as no cache at once (a FIFO
// would block, an endless or huge file would be read whole); the next store replaces it.
TEST(TuningCache, WhatIsNotARegularFileOfItsSizeReadsAsNoCache)
{
    const std::string path = tempCachePath("not-regular.tsv");
    std::filesystem::remove(path);
    ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
    ndr::TuningCache cache(path);
    auto c = cache.load();
    EXPECT_TRUE(c.badHeader);
    EXPECT_TRUE(c.entries.empty());
    std::filesystem::remove(path);
    const ndr::TunedEntry good{"Dev", "1", "vectorized", {64, 64, 16, 16, 16, 4}, 10, 256, "t"};
    cache.store(good);
    std::filesystem::resize_file(path, ndr::kMaxTuningCacheBytes + 1); // the good line, then zeros
    c = cache.load();
    EXPECT_TRUE(c.badHeader);
    EXPECT_TRUE(c.entries.empty());
    cache.store(good);
    c = cache.load();
    EXPECT_FALSE(c.badHeader);
    ASSERT_EQ(c.entries.size(), 1u);
    EXPECT_LT(std::filesystem::file_size(path), 1024u);
    std::filesystem::remove(path);
}

TEST(TuningCache, TunedParametersAreUsedByDefaultUnlessExplicitOrDisabled)
{
    NDR_REQUIRE_DEVICE();
    const DefaultTuningCache scope;
    const ndr::GemmParams tuned{32, 32, 8, 8, 8, 2};
    ndr::TuningCache().store({device().name, device().driverVersion, "vectorized", tuned, 1, 64, "t"});
    auto req = quickRequest("vectorized", 50);
    auto r = sharedEngine().run(req);
    EXPECT_EQ(r.params, tuned.toString());
    EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Tuned);
    EXPECT_TRUE(r.ok()) << r.error;
    req.useTunedParams = false;
    r = sharedEngine().run(req);
    EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Default);
    req.gemm = ndr::GemmParams{16, 16, 8, 4, 4, 1};
    r = sharedEngine().run(req);
    EXPECT_EQ(r.params, req.gemm->toString());
    EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Explicit);
    // A cached entry this device cannot run (64 x 64 results per work-item: far past the register
    // limit) is ignored: the next layer (the shipped database or the default) is used.
    ndr::TuningCache().store({device().name, device().driverVersion, "vectorized", {64, 64, 16, 1, 1, 4}, 1, 64, "t"});
    req.gemm.reset();
    req.useTunedParams = true;
    r = sharedEngine().run(req);
    EXPECT_NE(r.paramsSource, ndr::GemmParamsSource::Tuned) << r.params;
    EXPECT_TRUE(r.ok()) << r.error;
}

TEST(GemmParams, SmallNFallsBackFromLargeTunedTiles)
{
    const ndr::GemmParams tuned{128, 256, 8, 16, 16, 4}, dflt{128, 128, 16, 16, 16, 4};
    EXPECT_EQ(ndr::gemmWorkGroups(tuned, 1024), 32u); // 8 row blocks x 4 column blocks
    EXPECT_EQ(ndr::gemmWorkGroups(dflt, 1024), 64u);
    EXPECT_EQ(ndr::gemmWorkGroups(tuned, 1), 1u);
    EXPECT_EQ(ndr::gemmWorkGroups(tuned, 250), 2u);
    // H100: 132 SMs. Tuned at 8192: at 1024 (32 groups) and 2048 (128 groups, the default 256)
    // the default runs; 4096 and 8192 use the tune.
    EXPECT_TRUE(ndr::preferFallbackAtSmallN(tuned, 8192, dflt, 1024, 132));
    EXPECT_TRUE(ndr::preferFallbackAtSmallN(tuned, 8192, dflt, 2048, 132));
    EXPECT_FALSE(ndr::preferFallbackAtSmallN(tuned, 8192, dflt, 4096, 132));
    EXPECT_FALSE(ndr::preferFallbackAtSmallN(tuned, 8192, dflt, 8192, 132));
    // A tune at this N (or a smaller one) is trusted: it measured this size.
    EXPECT_FALSE(ndr::preferFallbackAtSmallN(tuned, 1024, dflt, 1024, 132));
    // The fallback must launch more groups, else nothing is gained (tiny N: one group each).
    EXPECT_FALSE(ndr::preferFallbackAtSmallN(tuned, 8192, dflt, 100, 132));
    // Enough groups for the device: keep the tune.
    EXPECT_FALSE(ndr::preferFallbackAtSmallN(tuned, 8192, dflt, 1024, 16));
}

TEST(TuningCache, LargeTunedTilesGiveWayToTheDefaultAtSmallN)
{
    NDR_REQUIRE_DEVICE();
    const DefaultTuningCache scope;
    const ndr::Variant& v = *ndr::findVariant("double_buffered");
    // One 256 x 256 tile (32 x 32 work-items, 8 x 8 each, float2): a single work-group at N = 200, where
    // the default 128 x 128 tile launches 4, so any device with 2 or more compute units falls back to
    // what the layers below the cache give (the shipped database's entry or the default).
    const ndr::GemmParams tuned{256, 256, 8, 32, 32, 2};
    ASSERT_TRUE(ndr::checkGemmParams(v, tuned, device()).empty()) << ndr::checkGemmParams(v, tuned, device());
    const auto below = ndr::resolveGemm(v, device(), std::nullopt, true, 200,
                                        ndr::GemmParamsLayers{nullptr, ndr::activeGemmDatabase().get()});
    ndr::TuningCache().store({device().name, device().driverVersion, "double_buffered", tuned, 1, 8192, "t"});
    auto req = quickRequest("double_buffered", 200);
    const bool fallsBack = ndr::preferFallbackAtSmallN(tuned, 8192, below.params, 200, device().computeUnits);
    EXPECT_EQ(fallsBack, device().computeUnits >= 2);
    auto r = sharedEngine().run(req);
    EXPECT_TRUE(r.ok()) << r.error;
    if (fallsBack) {
        EXPECT_EQ(r.params, below.params.toString());
        EXPECT_EQ(r.paramsSource, below.source);
        EXPECT_NE(r.paramsNote.find(tuned.toString()), std::string::npos) << "the note names the tune it set aside";
    } else {
        EXPECT_EQ(r.params, tuned.toString());
        EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Tuned);
    }
    // Tuned at this very N: the tune is used whatever the device.
    ndr::TuningCache().store({device().name, device().driverVersion, "double_buffered", tuned, 1, 200, "t"});
    r = sharedEngine().run(req);
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.params, tuned.toString());
    EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Tuned);
    EXPECT_TRUE(r.paramsNote.empty());
    // Explicit parameters are never replaced.
    req.gemm = tuned;
    ndr::TuningCache().store({device().name, device().driverVersion, "double_buffered", tuned, 1, 8192, "t"});
    r = sharedEngine().run(req);
    EXPECT_EQ(r.params, tuned.toString());
    EXPECT_EQ(r.paramsSource, ndr::GemmParamsSource::Explicit);
}
