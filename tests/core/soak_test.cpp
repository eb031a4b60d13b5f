// Soak: 500 consecutive runs through one engine on the real device; resident memory must stay
// flat once the engine has warmed up - no leaked buffers, host arrays, events or kernels.
//
// The first 100 runs compile every kernel and let PoCL's and the allocator's pools reach their
// working size; from then on RSS is sampled every 50 runs. Every run allocates at least 768 KiB
// of buffers (three 256 x 256 float matrices, or vectors of 2^18 floats), so a run that leaked
// its buffers - even one variant of the five - would add at least 80 x 768 KiB = 60 MiB over the
// last 400 runs. The bound below is a quarter of that: far above the allocator's jitter, which
// does not depend on the load or the speed of the machine, and far below any such leak.
#include "test_engine.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

double residentMiB()
{
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return double(resident) * double(::sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

constexpr int kRuns = 500, kWarmup = 100, kSampleEvery = 50;
constexpr double kMaxGrowthMiB = 15.0;

} // namespace

TEST(Soak, FiveHundredRunsKeepMemoryFlat)
{
    NDR_REQUIRE_DEVICE();
    const char* variants[] = {"naive", "tiled", "row", "reduce_fast", "vadd3_chained"};
    std::vector<double> samples; // after runs 100, 150, ... 500
    for (int i = 0; i < kRuns; ++i) {
        auto req = quickRequest(variants[i % 5], i % 5 >= 3 ? std::size_t(1) << 18 : 256);
        req.local = ndr::LocalSize::automatic();
        req.buffers = ndr::BufferMode(i % 3);
        const auto r = sharedEngine().run(req);
        ASSERT_TRUE(r.ok()) << "run " << i << ": " << r.error;
        if (i + 1 >= kWarmup && (i + 1) % kSampleEvery == 0)
            samples.push_back(residentMiB());
    }
    std::string series;
    for (double s : samples) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%s%.1f", series.empty() ? "" : " ", s);
        series += buf;
    }
    const double growth = samples.back() - samples.front();
    const double peak = *std::max_element(samples.begin(), samples.end()) - samples.front();
    std::printf("soak: RSS (MiB) every %d runs from run %d: %s; growth %+.1f MiB\n", kSampleEvery, kWarmup,
                series.c_str(), growth);
    RecordProperty("rss_mib_after_warmup", std::to_string(samples.front()));
    RecordProperty("rss_mib_at_end", std::to_string(samples.back()));
    EXPECT_LT(growth, kMaxGrowthMiB) << "resident memory grew over the last " << kRuns - kWarmup << " runs: " << series;
    EXPECT_LT(peak, kMaxGrowthMiB) << series;
}
