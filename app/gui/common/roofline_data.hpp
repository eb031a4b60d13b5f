#pragma once
#include <QString>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "ndr/engine.hpp"
#include "ndr/variant.hpp"

namespace studio {

// The roofline model of one device (Williams, Waterman, Patterson 2009): a kernel of arithmetic
// intensity AI (FLOP per byte of global-memory traffic) can reach at most
// min(peak FLOP/s, AI × peak bandwidth). Pure functions, tested without a display.

// FLOP per byte of a run from the catalogue's FLOP and traffic models; 0 when it has none
// (a variant this build lacks, or pi, which reads nothing from global memory).
double arithmeticIntensity(const ndr::RunResult& run);

// The roof at `ai` in GFLOP/s.
double rooflineAt(const ndr::DevicePeaks& peaks, double ai);
// The compute roof of `variant` on that device: the FP32 peak, or for the tensor-core variants
// the TF32 tensor peak over their products per product (fp32_tensor: 3) where it was measured.
double computeRoof(const ndr::DevicePeaks& peaks, const ndr::Variant& variant);
// The roof at `ai` for `variant`: min(its compute roof, AI × peak bandwidth).
double rooflineAt(const ndr::DevicePeaks& peaks, const ndr::Variant& variant, double ai);
// Where the two roofs meet: peak GFLOP/s / peak GB/s, in FLOP/byte. Kernels left of it are
// bandwidth-bound, right of it compute-bound.
double ridgePoint(const ndr::DevicePeaks& peaks);

// One bar per vector width (float … float16): copy GB/s for Metric::Gbps, FMA GFLOP/s else.
BarChartData peaksByWidth(const ndr::DevicePeaks& peaks, Metric metric);

struct RooflineData {
    QString device;       // whose roof and runs these are
    bool hasRoof = false; // peaks known for that device
    double peakGflops = 0;
    double peakGBs = 0;
    double ridgeAI = 0;
    // The TF32 tensor-core roof, drawn when a tensor variant is plotted and the peak is known (0
    // otherwise), and the instruction that reached it.
    double tensorGflops = 0;
    QString tensorInstruction;
    // One series per variant: x = FLOP/byte, y = achieved GFLOP/s, tooltips with both.
    std::vector<ChartSeriesData> series;
    double minAI = 0, maxAI = 0; // of the plotted points (0 when none)
    double minGflops = 0, maxGflops = 0;
    // Runs left out, so the chart can say why they are missing.
    int failed = 0;      // not verified: never plotted as performance
    int unfinished = 0;  // cancelled or skipped: never measured
    int noTraffic = 0;   // no global-memory traffic model (pi): AI is undefined
    int otherDevice = 0; // from a device other than `device`
    bool empty() const;
};

// The roofline of the device of the first verified run that has peaks in `known` (else of the
// first verified run's device, without a roof); only verified runs of that device are placed.
RooflineData rooflineData(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::DevicePeaks>& known);

} // namespace studio
