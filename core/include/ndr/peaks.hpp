#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ndr {

// One measured configuration of a peak micro-benchmark: the best the search found at one vector
// width, and how it was reached.
struct PeakSample {
    int vectorWidth = 1;
    double value = 0;          // GB/s for bandwidth, GFLOP/s for compute
    int chains = 0;            // compute: independent FMA chains per work-item (0: not searched)
    std::size_t localSize = 0; // the work-group size of the best launch (0: not recorded)
};

// The FP32 compute search (PeakBenchmarks::compute), in three stages at most: every vector width
// with 1 chain per work-item (clpeak's method, which suits GPUs) and with 8 (enough to cover a CPU
// core's FMA latency); the other chain counts for the two leading widths; then the other local
// sizes for the best configuration. Stages 2 and 3 are skipped once the search has run for
// kPeakSearchBudgetS (a slow device or compiler), and the figure is the best found so far.
inline constexpr int kPeakFirstChains[] = {1, 8};
inline constexpr int kPeakMoreChains[] = {4, 6, 12, 16};
inline constexpr std::size_t kPeakLocalSizes[] = {16, 64, 256, 1024};
inline constexpr double kPeakSearchBudgetS = 30;
// FMA steps per work-item whatever its chain count (ITER x CHAINS x 16 ~ this), so that every
// configuration does about the same work per work-item.
inline constexpr int kPeakFmaStepsPerItem = 256 * 16;

// Loads each work-item of the read-bandwidth kernel adds up (clpeak uses the same count).
inline constexpr int kPeakFetchesPerItem = 16;
// Timed launches per read-bandwidth figure (after one warm-up); the figure is their mean, as
// clpeak's is (clpeak 1.1.2 averages 20 launches on a CPU device).
inline constexpr int kPeakReadLaunches = 20;
// Timed launches per copy-bandwidth figure (after one warm-up); the figure is the fastest of them.
inline constexpr int kPeakBandwidthLaunches = 5;

// What clpeak reports, measured by the engine on one device.
struct DevicePeaks {
    std::string deviceKey; // device name + driver version (the cache key)
    // Read bandwidth, as clpeak measures it: each work-item sums kPeakFetchesPerItem strided
    // loads; bytes counted = bytes loaded. Vector widths 1..16.
    std::vector<PeakSample> bandwidth;
    std::vector<PeakSample> copy;    // streaming copy, bytes read + written, widths 1..16
    std::vector<PeakSample> compute; // FMA chains, vector widths 1..16: each the best chains and local size
    double bandwidthGBs = 0;         // best of `bandwidth`: the headline figure and the roofline's roof
    double copyGBs = 0;              // best of `copy`
    double computeGflops = 0;        // best of `compute`: the roofline's compute roof and every % of peak
    double launchLatencyUs = 0;      // mean QUEUED -> START of an empty kernel
    double emptyKernelUs = 0;        // mean START -> END of an empty kernel
    std::uint64_t bufferBytes = 0;   // size of the buffer the bandwidth kernels stream
    std::uint64_t cacheBytes = 0;    // the device's last-level cache (CL_DEVICE_GLOBAL_MEM_CACHE_SIZE)
    std::string timestamp;
    // TF32 tensor-core peak without memory traffic (NVIDIA, compute capability 8.0 on): the roof of
    // the tensor-core variants. 0 where the device has none or it was not measured.
    double tensorGflops = 0;
    std::string tensorInstruction; // the instruction that reached it: "mma.sync" or "wgmma"

    // The samples that gave the headline figures (how the peak was reached); nullptr when empty.
    const PeakSample* bestCompute() const;
    const PeakSample* bestBandwidth() const;

    // Tab-separated one-line form used by the cache file (and read back by fromLine). Lines
    // written by earlier versions (copy bandwidth as the headline) are not accepted, so such a
    // cache entry reads as "not measured" and is measured again. The tensor-core peak, where
    // measured, is one more field at the end ("tensor=GFLOPS:INSTRUCTION"); lines without it read
    // as a device without one.
    std::string toLine() const;
    static bool fromLine(const std::string& line, DevicePeaks& out);
};

// Size of the buffer the bandwidth kernels stream: kPeakCacheMultiple times the device's
// last-level cache (CL_DEVICE_GLOBAL_MEM_CACHE_SIZE), so that no cache can hold it, and at least
// kPeakMinBufferBytes (some drivers report a smaller cache than the last level: NVIDIA reports
// the 4 MiB of L1 of an H100, not its 50 MB L2); then capped by the largest allocation, a
// quarter of global memory (the copy holds two such buffers) and kPeakMaxBufferBytes; rounded
// down to a multiple of `granule`.
inline constexpr std::uint64_t kPeakCacheMultiple = 16;
inline constexpr std::uint64_t kPeakMinBufferBytes = std::uint64_t(512) << 20;
inline constexpr std::uint64_t kPeakMaxBufferBytes = std::uint64_t(2) << 30;
std::uint64_t peakBufferBytes(std::uint64_t cacheBytes, std::uint64_t maxAllocBytes, std::uint64_t globalMemBytes,
                              std::uint64_t granule);

// DevicePeaks::deviceKey of a device: "name | driver | platform". One definition, so the studio
// can match a run's device, driver and platform columns to the peaks measured on it.
std::string peaksDeviceKey(const std::string& name, const std::string& driver, const std::string& platform);

// Where peaks are cached: $XDG_CACHE_HOME/ndrange-studio/peaks.tsv (else ~/.cache/...).
std::string peaksCachePath();
// The largest peaks cache read: one line a device, a few hundred bytes each.
inline constexpr std::uint64_t kMaxPeaksCacheBytes = 4u << 20;
// The lines of peaksCachePath(): none where it is missing, is not a regular file (a FIFO or a device
// in its place would block or never end) or is larger than kMaxPeaksCacheBytes — such a cache is
// measured again and replaced.
std::vector<std::string> readPeaksCacheLines();
// Replaces the line of `peaks`'s device in peaksCachePath() (creating the file and its folder)
// through the file writer (file_writer.hpp). Throws FileWriteError naming the file.
void storePeaksInCache(const DevicePeaks& peaks);

} // namespace ndr
