// Soak (issue 8): 500 consecutive runs through one engine on the real device; resident memory
// must stay flat (within 10 % between run 100 and run 500) - no leaked buffers, events, kernels.
#include "test_engine.hpp"

#include <fstream>
#include <unistd.h>

namespace {

double residentMiB()
{
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return double(resident) * double(::sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

} // namespace

TEST(Soak, FiveHundredRunsKeepMemoryFlat)
{
    NDR_REQUIRE_DEVICE();
    const char* variants[] = {"naive", "tiled", "row", "reduce_fast", "vadd3_chained"};
    double after100 = 0;
    for (int i = 0; i < 500; ++i) {
        auto req = quickRequest(variants[i % 5], i % 5 >= 3 ? 4096 : 48);
        req.local = ndr::LocalSize::automatic();
        req.buffers = ndr::BufferMode(i % 3);
        const auto r = sharedEngine().run(req);
        ASSERT_TRUE(r.ok()) << "run " << i << ": " << r.error;
        if (i == 99)
            after100 = residentMiB();
    }
    const double after500 = residentMiB();
    std::printf("soak: RSS %.1f MiB after run 100, %.1f MiB after run 500 (%+.1f %%)\n", after100, after500,
                (after500 / after100 - 1.0) * 100.0);
    RecordProperty("rss_after_100_mib", std::to_string(after100));
    RecordProperty("rss_after_500_mib", std::to_string(after500));
    EXPECT_LE(after500, after100 * 1.10);
}
