// Device peaks on the real device: positive, repeatable, cached, and a corrupted cache is ignored.
#include "test_engine.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "ndr/peaks.hpp"

namespace {

// Keep the user's cache out of the tests.
struct TempCache {
    std::filesystem::path dir = std::filesystem::temp_directory_path() / ("ndr_peaks_" + std::to_string(::getpid()));
    TempCache() { ::setenv("XDG_CACHE_HOME", dir.c_str(), 1); }
    ~TempCache() { std::filesystem::remove_all(dir); }
};

} // namespace

TEST(Peaks, PositiveAndStableAcrossTwoCallsAndCached)
{
    NDR_REQUIRE_DEVICE();
    TempCache cache;
    auto& e = sharedEngine();
    e.clearPeaksCache();
    EXPECT_FALSE(e.cachedPeaks(-1, -1).has_value());
    const auto a = e.measurePeaks(-1, -1);
    const auto b = e.measurePeaks(-1, -1);
    for (const auto* p : {&a, &b}) {
        EXPECT_GT(p->bandwidthGBs, 0.0);
        EXPECT_GT(p->computeGflops, 0.0);
        EXPECT_GT(p->launchLatencyUs, 0.0);
        EXPECT_EQ(p->bandwidth.size(), 5u);
        EXPECT_EQ(p->compute.size(), 5u);
    }
    // Best-of-N peaks on a shared 2-core machine: the two calls agree within 20 %.
    EXPECT_NEAR(a.computeGflops / b.computeGflops, 1.0, 0.2);
    EXPECT_NEAR(a.bandwidthGBs / b.bandwidthGBs, 1.0, 0.2);
    const auto cached = e.cachedPeaks(-1, -1);
    ASSERT_TRUE(cached.has_value());
    EXPECT_NEAR(cached->computeGflops, b.computeGflops, b.computeGflops * 1e-5);
    EXPECT_EQ(cached->deviceKey, b.deviceKey);
}

TEST(Peaks, CorruptedCacheIsIgnored)
{
    NDR_REQUIRE_DEVICE();
    TempCache cache;
    std::filesystem::create_directories(std::filesystem::path(ndr::peaksCachePath()).parent_path());
    std::ofstream(ndr::peaksCachePath()) << "garbage\tline\n\x01\x02 not tab separated\n";
    EXPECT_FALSE(sharedEngine().cachedPeaks(-1, -1).has_value());
    ndr::DevicePeaks p;
    EXPECT_FALSE(ndr::DevicePeaks::fromLine("dev\tt\t-1\t5\t1\t1\t1:2\t1:3", p)) << "negative bandwidth";
    EXPECT_TRUE(ndr::DevicePeaks::fromLine("dev\tt\t10\t5\t1\t1\t1:2,4:10\t1:3", p));
    EXPECT_EQ(p.bandwidth.size(), 2u);
}
