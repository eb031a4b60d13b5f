// `ndrange-bench peaks --cached` on a cache the test writes: what the JSON carries (read bandwidth
// as the headline, the copy figure beside it, the method's buffer and cache sizes), and that a
// cache line of the old format is refused like a missing one, never trusted or crashed on.
// Nothing here measures: the figures are the test's own.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../support/bench_runner.hpp"

#include <filesystem>
#include <fstream>

#include "ndr/engine.hpp"
#include "ndr/peaks.hpp"

namespace {

struct Scratch {
    std::filesystem::path dir = benchtest::scratchDir("ndr_cli_peaks_");
    std::string env() const
    {
        const std::string d = dir.string();
        return "HOME='" + d + "' XDG_CACHE_HOME='" + d + "/cache' XDG_CONFIG_HOME='" + d + "/config' XDG_DATA_HOME='" +
               d + "/data'";
    }
    void writeCache(const std::string& line) const
    {
        std::filesystem::create_directories(dir / "cache" / "ndrange-studio");
        std::ofstream(dir / "cache" / "ndrange-studio" / "peaks.tsv") << line << "\n";
    }
    ~Scratch() { std::filesystem::remove_all(dir); }
};

} // namespace

TEST(CliPeaks, CachedJsonCarriesReadCopyAndTheMethod)
{
    ndr::Engine engine;
    if (engine.devices().empty())
        GTEST_SKIP() << "no OpenCL device";
    const auto& info = engine.devices()[engine.resolveDevice(-1, -1)];
    ndr::DevicePeaks p;
    p.deviceKey = ndr::peaksDeviceKey(info.name, info.driverVersion, info.platformName);
    p.timestamp = "2026-11-23T10:00:00Z";
    for (int w : {1, 2, 4, 8, 16}) {
        p.bandwidth.push_back({w, 10.0 + w});
        p.copy.push_back({w, 20.0 + w});
        p.compute.push_back({w, 30.0 + w, w == 16 ? 12 : 1, 256});
    }
    p.bandwidthGBs = 26;
    p.copyGBs = 36;
    p.computeGflops = 46;
    p.launchLatencyUs = 5;
    p.emptyKernelUs = 1;
    p.bufferBytes = 536870912;
    p.cacheBytes = 33554432;
    Scratch s;
    s.writeCache(p.toLine());

    const auto json = benchtest::runBench("peaks --cached --json", s.env(), s.dir);
    ASSERT_EQ(json.code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    EXPECT_EQ(doc.at("bandwidth_method"), "read");
    EXPECT_EQ(doc.at("bandwidth_gbs"), 26.0);
    EXPECT_EQ(doc.at("copy_gbs"), 36.0);
    EXPECT_EQ(doc.at("compute_gflops"), 46.0);
    EXPECT_EQ(doc.at("buffer_bytes"), 536870912u);
    EXPECT_EQ(doc.at("cache_bytes"), 33554432u);
    EXPECT_EQ(doc.at("fetches_per_work_item"), 16);
    ASSERT_FALSE(doc.at("copy").empty()) << json.out;
    EXPECT_EQ(doc.at("copy").front().at("vector_width"), 1);
    EXPECT_EQ(doc.at("copy").front().at("value"), 21.0);
    // How the compute figures were reached: chains per work-item and local size per width.
    ASSERT_EQ(doc.at("compute").size(), 5u) << json.out;
    EXPECT_EQ(doc.at("compute").back().at("chains"), 12);
    EXPECT_EQ(doc.at("compute").back().at("local_size"), 256u);
    EXPECT_TRUE(doc.at("copy").front().at("chains").is_null()) << "chains apply to compute only";

    const auto text = benchtest::runBench("peaks --cached", s.env(), s.dir);
    ASSERT_EQ(text.code, 0) << text.err;
    for (const char* figure : {"26.0", "36.0", "46.0", "512 MiB", "32 MiB", "12 chains"})
        EXPECT_NE(text.out.find(figure), std::string::npos) << figure << " in " << text.out;

    // The format before read bandwidth (copy bandwidth where the headline is now): not trusted.
    s.writeCache(p.deviceKey + "\t2026-01-01T00:00:00Z\t79.6\t37.2\t24.9\t7.9\t1:73.5,16:79.6\t1:2.3,16:37.2");
    const auto old = benchtest::runBench("peaks --cached --json", s.env(), s.dir);
    EXPECT_TRUE(old.exited);
    EXPECT_EQ(old.code, 2) << old.out << old.err;
}
