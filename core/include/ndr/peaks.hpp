#pragma once
#include <string>
#include <vector>

namespace ndr {

// One measured configuration of a peak micro-benchmark.
struct PeakSample {
    int vectorWidth = 1;
    double value = 0; // GB/s for bandwidth, GFLOP/s for compute
};

// What clpeak reports, measured by the engine on one device.
struct DevicePeaks {
    std::string deviceKey;               // device name + driver version (the cache key)
    std::vector<PeakSample> bandwidth;   // copy kernel, vector widths 1..16
    std::vector<PeakSample> compute;     // FMA chains, vector widths 1..16
    double bandwidthGBs = 0;             // best of `bandwidth`
    double computeGflops = 0;            // best of `compute`
    double launchLatencyUs = 0;          // mean QUEUED -> START of an empty kernel
    double emptyKernelUs = 0;            // mean START -> END of an empty kernel
    std::string timestamp;

    // Tab-separated one-line form used by the cache file (and read back by fromLine).
    std::string toLine() const;
    static bool fromLine(const std::string& line, DevicePeaks& out);
};

// DevicePeaks::deviceKey of a device: "name | driver | platform". One definition, so the studio
// can match a run's device, driver and platform columns to the peaks measured on it.
std::string peaksDeviceKey(const std::string& name, const std::string& driver, const std::string& platform);

// Where peaks are cached: $XDG_CACHE_HOME/ndrange-studio/peaks.tsv (else ~/.cache/...).
std::string peaksCachePath();

} // namespace ndr
