#pragma once
#include <QString>
#include <QStringList>
#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

#include "ndr/engine.hpp"
#include "ndr/variant.hpp"

namespace studio {

// Turns runs into what the charts draw. Pure functions, no widgets, so the rule "only verified
// runs are plotted as performance" is tested without a display.

// Where a roofline point sits: under the sloped (bandwidth) or the flat (compute) part of the roof.
enum class RoofSide { Unknown, Bandwidth, Compute };

struct ChartPoint {
    double x = 0;
    double y = 0;
    QString tooltip;          // exact values
    double percentOfPeak = 0; // of the device peak (roofline: of the roof at x); 0 when none is known
    RoofSide side = RoofSide::Unknown;
    // The 95 % interval of y (the run's median, in y's unit), drawn as an error bar; none for a
    // run without one (stored before samples were kept, or a single repetition).
    std::optional<ndr::Interval> interval{};
};

struct ChartSeriesData {
    QString name;
    std::vector<ChartPoint> points;
    QString variant; // the variant the series shows (its colour); empty for other series
    int device = 0;  // index of its device among the chart's devices (line style)
};

// The device's measured peak of the plotted metric, drawn as a horizontal line.
struct PeakLine {
    double value = 0; // 0: no peak known for the charted device
    QString label;    // legend text, e.g. "read peak 79.6 GB/s"
    bool known() const { return value > 0 && value < INFINITY; }
};

struct LineChartData {
    QString xTitle;
    QString yTitle;
    QString unit; // of y; the chart may show it scaled (TFLOP/s)
    bool log2X = false;
    QStringList categories; // non-empty: x is an index into these labels
    std::vector<ChartSeriesData> series;
    PeakLine peak;
    bool empty() const;
};

struct BarChartData {
    QString yTitle;
    QString unit;           // of y; the chart may show it scaled (TFLOP/s)
    QStringList categories; // one bar per category
    std::vector<ChartPoint> bars;
    QStringList variants; // each bar's variant (its colour, as on the other charts); empty: one colour
    PeakLine peak;
};

enum class CellState { Empty, Ok, Failed, Invalid };

struct HeatCell {
    CellState state = CellState::Empty;
    double gflops = 0;
    QString tooltip;
    double percentOfPeak = 0;              // of the device peak; 0 when none is known
    std::optional<ndr::Interval> interval{}; // of `gflops` (the chosen metric); none without samples
    // The best verified cell of the map, and the cells whose interval overlaps the best one's:
    // this measurement cannot tell them from the best. Both false when the best has no interval.
    bool best = false;
    bool withinNoise = false;
};

struct HeatMapData {
    QStringList columns;                      // local sizes, smallest first
    std::vector<std::size_t> rows;            // N, smallest first
    std::vector<std::vector<HeatCell>> cells; // [row][column]
    double maxGflops = 0;                     // of the chosen metric
    QString unit = QStringLiteral("GFLOP/s");
    bool empty() const { return rows.empty() || columns.empty(); }
};

// The headline number of a workload: GFLOP/s for matmul and pi, GB/s for the bandwidth-bound
// ones (the core's Variant::reportsBandwidth()). Runs of different workloads are never mixed on
// one axis.
enum class Metric { Gflops, Gbps };
Metric metricFor(ndr::Workload workload);
QString metricUnit(Metric metric);
// Empty when the run has no such value (GB/s of a variant without a traffic model).
std::optional<double> metricValue(const ndr::RunResult& run, Metric metric);
// Workload of a run's variant; imported runs of variants this build lacks count as matmul.
ndr::Workload workloadOf(const ndr::RunResult& run);
// Workloads that occur in `runs`, in catalogue order.
std::vector<ndr::Workload> workloadsIn(const std::vector<ndr::RunResult>& runs);
std::vector<ndr::RunResult> runsOf(const std::vector<ndr::RunResult>& runs, ndr::Workload workload);

// "variant", or "variant · device" when the runs come from more than one device (imports), the
// device named as shortDeviceNames() shortens it.
QStringList seriesKeys(const std::vector<ndr::RunResult>& runs);
// Short names that still tell the devices apart, for legends: vendor words, trademarks, clock
// speeds and PoCL's "cpu-haswell-" prefix go ("NVIDIA H100 80GB HBM3" → "H100"); a second word
// comes back where two names would read the same, a number where even the full names do.
QStringList shortDeviceNames(const QStringList& devices);
// N values that have at least one verified run, ascending.
std::vector<std::size_t> verifiedSizes(const std::vector<ndr::RunResult>& runs);

// The cache key of the peaks measured on the device a run came from (DevicePeaks::deviceKey).
std::string peaksKeyOf(const ndr::RunResult& run);
// The peaks that apply to a chart of `runs`: those of the one device every verified run came
// from, if it is among `known`; nullptr when the runs mix devices or that device has none.
const ndr::DevicePeaks* peaksFor(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::DevicePeaks>& known);
// Read bandwidth (clpeak's figure) for GB/s charts, FP32 FMA throughput for GFLOP/s charts.
double peakValue(const ndr::DevicePeaks& peaks, Metric metric);
PeakLine peakLine(const ndr::DevicePeaks* peaks, Metric metric);

// Pass runs of one workload (runsOf); `metric` picks the plotted number. With `peaks` the
// charts carry the peak line and every tooltip says how far below it the point is. Without it
// (runs of several devices: no one line describes them), each tooltip compares its point with
// the peaks of its own device, where `known` has them.
LineChartData gflopsVsSize(const std::vector<ndr::RunResult>& runs, Metric metric = Metric::Gflops,
                           const ndr::DevicePeaks* peaks = nullptr, const std::vector<ndr::DevicePeaks>& known = {});
BarChartData variantsAtSize(const std::vector<ndr::RunResult>& runs, std::size_t n, Metric metric = Metric::Gflops,
                            const ndr::DevicePeaks* peaks = nullptr, const std::vector<ndr::DevicePeaks>& known = {});
LineChartData gflopsVsLocal(const std::vector<ndr::RunResult>& runs, const QString& key, Metric metric = Metric::Gflops,
                            const ndr::DevicePeaks* peaks = nullptr, const std::vector<ndr::DevicePeaks>& known = {});
HeatMapData heatMap(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::SkippedRun>& skipped,
                    const QString& key, Metric metric = Metric::Gflops, const ndr::DevicePeaks* peaks = nullptr,
                    const std::vector<ndr::DevicePeaks>& known = {});

} // namespace studio
