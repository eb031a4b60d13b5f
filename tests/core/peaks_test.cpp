// Device peaks: the buffer-size rule, the cache line format, and what a measurement on the real
// device fills in and leaves in the cache. No test compares a bandwidth or a throughput with a
// limit or with another measurement: on a loaded machine any such figure can move; the numbers
// are compared with clpeak in scripts/peaks-vs-clpeak.sh instead.
#include "test_engine.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ndr/errors.hpp"
#include "ndr/peaks.hpp"

namespace {

// Keep the user's caches and settings out of the tests: a fresh HOME and XDG directories.
struct TempHome {
    std::filesystem::path dir = std::filesystem::temp_directory_path() / ("ndr_peaks_" + std::to_string(::getpid()));
    TempHome()
    {
        std::filesystem::create_directories(dir);
        ::setenv("HOME", dir.c_str(), 1);
        ::setenv("XDG_CACHE_HOME", (dir / "cache").c_str(), 1);
        ::setenv("XDG_CONFIG_HOME", (dir / "config").c_str(), 1);
        ::setenv("XDG_DATA_HOME", (dir / "data").c_str(), 1);
    }
    ~TempHome() { std::filesystem::remove_all(dir); }
};

std::vector<std::string> cacheLines()
{
    std::vector<std::string> lines;
    std::ifstream in(ndr::peaksCachePath());
    for (std::string l; std::getline(in, l);)
        lines.push_back(l);
    return lines;
}

void writeCache(const std::vector<std::string>& lines)
{
    std::filesystem::create_directories(std::filesystem::path(ndr::peaksCachePath()).parent_path());
    std::ofstream out(ndr::peaksCachePath());
    for (const auto& l : lines)
        out << l << "\n";
}

ndr::DevicePeaks samplePeaks(const std::string& key)
{
    ndr::DevicePeaks p;
    p.deviceKey = key;
    p.timestamp = "2026-11-23T10:00:00Z";
    for (int w : {1, 2, 4, 8, 16}) {
        p.bandwidth.push_back({w, 10.0 / 3.0 * w});
        p.copy.push_back({w, 1e-3 + w});
        p.compute.push_back({w, 123456.789 / 7.0 * w, w > 4 ? 12 : 1, w > 4 ? 64u : 256u});
    }
    p.bandwidthGBs = p.bandwidth.back().value;
    p.copyGBs = p.copy.back().value;
    p.computeGflops = p.compute.back().value;
    p.launchLatencyUs = 24.8712345678;
    p.emptyKernelUs = 0.1;
    p.bufferBytes = std::uint64_t(512) << 20;
    p.cacheBytes = std::uint64_t(32) << 20;
    return p;
}

void expectSamePeaks(const ndr::DevicePeaks& a, const ndr::DevicePeaks& b)
{
    EXPECT_EQ(a.deviceKey, b.deviceKey);
    EXPECT_EQ(a.timestamp, b.timestamp);
    EXPECT_EQ(a.bandwidthGBs, b.bandwidthGBs);
    EXPECT_EQ(a.copyGBs, b.copyGBs);
    EXPECT_EQ(a.computeGflops, b.computeGflops);
    EXPECT_EQ(a.launchLatencyUs, b.launchLatencyUs);
    EXPECT_EQ(a.emptyKernelUs, b.emptyKernelUs);
    EXPECT_EQ(a.bufferBytes, b.bufferBytes);
    EXPECT_EQ(a.cacheBytes, b.cacheBytes);
    auto same = [](const std::vector<ndr::PeakSample>& x, const std::vector<ndr::PeakSample>& y) {
        ASSERT_EQ(x.size(), y.size());
        for (std::size_t i = 0; i < x.size(); ++i) {
            EXPECT_EQ(x[i].vectorWidth, y[i].vectorWidth);
            EXPECT_EQ(x[i].value, y[i].value);
            EXPECT_EQ(x[i].chains, y[i].chains);
            EXPECT_EQ(x[i].localSize, y[i].localSize);
        }
    };
    same(a.bandwidth, b.bandwidth);
    same(a.copy, b.copy);
    same(a.compute, b.compute);
}

// float, float2, ..., float16 in that order, every value a positive finite number, and `best`
// the largest of them.
void expectAllWidths(const std::vector<ndr::PeakSample>& samples, double best)
{
    std::vector<int> widths;
    for (const auto& s : samples) {
        widths.push_back(s.vectorWidth);
        EXPECT_TRUE(std::isfinite(s.value) && s.value > 0) << "width " << s.vectorWidth << ": " << s.value;
        EXPECT_LE(s.value, best);
    }
    EXPECT_EQ(widths, (std::vector<int>{1, 2, 4, 8, 16}));
    EXPECT_TRUE(
        std::any_of(samples.begin(), samples.end(), [best](const ndr::PeakSample& s) { return s.value == best; }));
}

} // namespace

TEST(PeaksBuffer, ManyTimesTheLastLevelCacheWithinTheDevicesLimits)
{
    const std::uint64_t MiB = 1 << 20, GiB = MiB << 10, granule = 256 * 1024;
    // PoCL on a 32 MiB L3: 16 x the cache.
    EXPECT_EQ(ndr::peakBufferBytes(32 * MiB, 1 * GiB, 4 * GiB, granule), 16 * 32 * MiB);
    // A small reported cache (NVIDIA reports L1): the floor.
    EXPECT_EQ(ndr::peakBufferBytes(4 * MiB, 20 * GiB, 80 * GiB, granule), ndr::kPeakMinBufferBytes);
    EXPECT_EQ(ndr::peakBufferBytes(0, 20 * GiB, 80 * GiB, granule), ndr::kPeakMinBufferBytes);
    // A huge cache: the absolute cap.
    EXPECT_EQ(ndr::peakBufferBytes(1 * GiB, 64 * GiB, 256 * GiB, granule), ndr::kPeakMaxBufferBytes);
    // The largest allocation and a quarter of global memory bound it, rounded down to the granule.
    EXPECT_EQ(ndr::peakBufferBytes(32 * MiB, 100 * MiB + 5, 4 * GiB, granule), 100 * MiB);
    EXPECT_EQ(ndr::peakBufferBytes(32 * MiB, 1 * GiB, 400 * MiB, granule), 100 * MiB);
    EXPECT_EQ(ndr::peakBufferBytes(32 * MiB, 1 * GiB, 4 * GiB, 3 * MiB) % (3 * MiB), 0u);
    EXPECT_EQ(ndr::peakBufferBytes(32 * MiB, granule - 1, 4 * GiB, granule), 0u) << "too small for one granule";
    EXPECT_EQ(ndr::peakBufferBytes(32 * MiB, 1 * GiB, 4 * GiB, 0), 16 * 32 * MiB) << "granule 0 is no rounding";
}

TEST(PeaksCacheLine, RoundTripsEveryFieldExactly)
{
    const ndr::DevicePeaks p = samplePeaks("dev | 1.0 | platform");
    ndr::DevicePeaks back;
    ASSERT_TRUE(ndr::DevicePeaks::fromLine(p.toLine(), back)) << p.toLine();
    expectSamePeaks(p, back);
}

// The tensor-core roof is one more field, written only where measured; lines without it read as
// a device without tensor cores, and a damaged one is rejected like any other field.
TEST(PeaksCacheLine, TensorRoofRoundTripsAndIsOptional)
{
    ndr::DevicePeaks p = samplePeaks("gpu | 580 | NVIDIA CUDA");
    EXPECT_EQ(p.toLine().find("tensor="), std::string::npos);
    p.tensorGflops = 488549.04 / 3.0;
    p.tensorInstruction = "wgmma";
    ndr::DevicePeaks back;
    ASSERT_TRUE(ndr::DevicePeaks::fromLine(p.toLine(), back)) << p.toLine();
    expectSamePeaks(p, back);
    EXPECT_EQ(back.tensorGflops, p.tensorGflops);
    EXPECT_EQ(back.tensorInstruction, "wgmma");
    ASSERT_TRUE(ndr::DevicePeaks::fromLine(samplePeaks("cpu").toLine(), back));
    EXPECT_EQ(back.tensorGflops, 0);
    EXPECT_TRUE(back.tensorInstruction.empty());
    const std::string line = p.toLine(), head = line.substr(0, line.rfind('\t') + 1);
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(head + "tensor=-5:wgmma", back)) << "negative tensor peak";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(head + "tensor=nan:wgmma", back)) << "tensor peak not a number";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(head + "tensor=5:hmma", back)) << "unknown instruction";
}

TEST(PeaksCacheLine, OldFormatsAndDamagedLinesAreRejected)
{
    ndr::DevicePeaks p;
    // The format before read bandwidth: copy bandwidth in the headline field, no copy samples.
    EXPECT_FALSE(ndr::DevicePeaks::fromLine("dev\tt\t10\t5\t1\t1\t1:2,4:10\t1:3", p));
    EXPECT_FALSE(ndr::DevicePeaks::fromLine("garbage\tline", p));
    EXPECT_FALSE(ndr::DevicePeaks::fromLine("", p));
    const std::string good = samplePeaks("dev").toLine();
    ASSERT_TRUE(ndr::DevicePeaks::fromLine(good, p));
    auto withField = [&](std::size_t index, const std::string& value) {
        std::vector<std::string> f;
        std::size_t start = 0;
        for (std::size_t tab; (tab = good.find('\t', start)) != std::string::npos; start = tab + 1)
            f.push_back(good.substr(start, tab - start));
        f.push_back(good.substr(start));
        f.at(index) = value;
        std::string line;
        for (const auto& x : f)
            line += (line.empty() ? "" : "\t") + x;
        return line;
    };
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(0, "peaks-v1"), p)) << "unknown format tag";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(0, "peaks-v3"), p)) << "one chain per work-item: re-measured";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(12, "1:2,16:30"), p)) << "samples without chains and local";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(12, "1:2:-1:64"), p)) << "negative chains";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(1, ""), p)) << "no device";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(3, "-1"), p)) << "negative read bandwidth";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(3, "inf"), p)) << "infinite read bandwidth";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(4, "nan"), p)) << "copy bandwidth not a number";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(5, "12,5"), p)) << "a decimal comma";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(8, "-5"), p)) << "negative buffer size";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(10, "1:2,x:3"), p)) << "damaged sample";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(withField(11, ""), p)) << "no copy samples";
    EXPECT_FALSE(ndr::DevicePeaks::fromLine(good + "\textra", p)) << "a field too many";
}

// The cache is read only when it is a regular file of at most kMaxPeaksCacheBytes: a FIFO in its
// place would block, a huge file would be read whole. Such a cache reads as empty (measured again).
TEST(PeaksCacheLine, ACacheThatIsNotARegularFileOfItsSizeIsNotRead)
{
    const std::filesystem::path path = ndr::peaksCachePath();
    std::filesystem::create_directories(path.parent_path());
    std::filesystem::remove(path);
    ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
    EXPECT_TRUE(ndr::readPeaksCacheLines().empty());
    std::filesystem::remove(path);
    {
        std::ofstream out(path);
        out << samplePeaks("dev").toLine() << "\n";
    }
    EXPECT_EQ(ndr::readPeaksCacheLines().size(), 1u);
    std::filesystem::resize_file(path, ndr::kMaxPeaksCacheBytes + 1);
    EXPECT_TRUE(ndr::readPeaksCacheLines().empty());
    std::filesystem::remove(path);
}

TEST(Peaks, MeasureFillsEveryWidthAndReplacesThisDevicesCacheLine)
{
    NDR_REQUIRE_DEVICE();
    TempHome home;
    auto& e = sharedEngine();
    const auto& info = e.devices()[e.resolveDevice(-1, -1)];
    const std::string key = ndr::peaksDeviceKey(info.name, info.driverVersion, info.platformName);
    // Another device's entry, and two of this device: one in the old format (copy bandwidth as
    // the headline) and an earlier measurement in this format.
    const std::string other = samplePeaks("another device | 2.0 | elsewhere").toLine();
    writeCache({other, key + "\t2026-01-01T00:00:00Z\t79.6\t37.2\t24.9\t7.9\t1:73.5,16:79.6\t1:2.3,16:37.2",
                samplePeaks(key).toLine()});
    const auto earlier = e.cachedPeaks(-1, -1);
    ASSERT_TRUE(earlier.has_value()) << "the line in this format is read, the old one skipped";
    expectSamePeaks(*earlier, samplePeaks(key));

    std::vector<double> fractions;
    const auto p = e.measurePeaks(-1, -1, {}, [&](double f, const std::string&) { fractions.push_back(f); });
    EXPECT_EQ(p.deviceKey, key);
    expectAllWidths(p.bandwidth, p.bandwidthGBs);
    expectAllWidths(p.copy, p.copyGBs);
    expectAllWidths(p.compute, p.computeGflops);
    // How each figure was reached: the search records its chains and local size.
    for (const auto& c : p.compute) {
        EXPECT_GE(c.chains, 1) << "width " << c.vectorWidth;
        EXPECT_GE(c.localSize, 1u) << "width " << c.vectorWidth;
    }
    ASSERT_NE(p.bestCompute(), nullptr);
    EXPECT_EQ(p.bestCompute()->value, p.computeGflops);
    ASSERT_NE(p.bestBandwidth(), nullptr);
    EXPECT_EQ(p.bestBandwidth()->value, p.bandwidthGBs);
    EXPECT_GE(p.bestBandwidth()->localSize, 1u);
    EXPECT_TRUE(std::isfinite(p.launchLatencyUs) && p.launchLatencyUs >= 0);
    EXPECT_TRUE(std::isfinite(p.emptyKernelUs) && p.emptyKernelUs >= 0);
    // The buffer follows the rule for this device, rounded down by less than 256 KiB.
    const std::uint64_t rule =
        ndr::peakBufferBytes(info.globalMemCacheBytes, info.maxMemAllocBytes, info.globalMemBytes, 1);
    EXPECT_EQ(p.cacheBytes, info.globalMemCacheBytes);
    EXPECT_LE(p.bufferBytes, rule);
    EXPECT_GT(p.bufferBytes + 256 * 1024, rule);
    ASSERT_FALSE(fractions.empty());
    EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
    EXPECT_GE(fractions.front(), 0.0);
    EXPECT_EQ(fractions.back(), 1.0);

    // The other device's line is kept as it was; this device has one line: the new measurement.
    EXPECT_EQ(cacheLines(), (std::vector<std::string>{other, p.toLine()}));
    const auto cached = e.cachedPeaks(-1, -1);
    ASSERT_TRUE(cached.has_value());
    expectSamePeaks(*cached, p);
}

TEST(Peaks, CancelledMeasurementThrowsAndLeavesTheCacheAlone)
{
    NDR_REQUIRE_DEVICE();
    TempHome home;
    auto& e = sharedEngine();
    ndr::CancelToken before;
    before.cancel();
    try {
        e.measurePeaks(-1, -1, before);
        ADD_FAILURE() << "a cancelled measurement returned";
    } catch (const ndr::Error& err) {
        EXPECT_EQ(err.kind(), ndr::ErrorKind::Cancelled);
    }
    // Cancelled while the first benchmark runs: the next step stops it.
    ndr::CancelToken during;
    int reports = 0;
    try {
        e.measurePeaks(-1, -1, during, [&](double, const std::string&) {
            ++reports;
            during.cancel();
        });
        ADD_FAILURE() << "a cancelled measurement returned";
    } catch (const ndr::Error& err) {
        EXPECT_EQ(err.kind(), ndr::ErrorKind::Cancelled);
    }
    EXPECT_EQ(reports, 1);
    EXPECT_FALSE(std::filesystem::exists(ndr::peaksCachePath()));
    EXPECT_FALSE(e.cachedPeaks(-1, -1).has_value());
}
