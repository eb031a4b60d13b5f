#pragma once
#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "gui/common/chart_style.hpp"
#include "ndr/engine.hpp"

namespace studio {

class ChartSurface;
class InspectionStore;

// What a chart is drawn from: the runs, the chosen workload's share of them and the pickers' choices.
struct ChartInput {
    const std::vector<ndr::RunResult>& runs;     // every run (the roofline places every workload)
    const std::vector<ndr::RunResult>& filtered; // the runs of the chosen workload
    const std::vector<ndr::SkippedRun>& skipped;
    const std::vector<ndr::DevicePeaks>& peaks;
    const ndr::DevicePeaks* devicePeaks; // the peaks of the filtered runs' device, if measured
    Metric metric;
    std::optional<std::size_t> size;              // the N picker's choice
    QString variant;                              // the variant picker's choice
    YScale yScale = YScale::Auto;                 // the value axis picker's choice
    const InspectionStore* inspections = nullptr; // the session's, for the occupancy overlay
};

// One chart of the Charts tab, as a row of the view registry points to it: the surface it draws
// on, the pickers it reads, and the function that draws it. A new chart is one of these, its data
// function and its registry row.
struct ChartPage {
    enum Control : unsigned { NoControls = 0, WorkloadPicker = 1, SizePicker = 2, VariantPicker = 4, YScalePicker = 8 };
    unsigned controls;
    ChartSurface* (*createSurface)();
    // Draws the chart; returns a note on the runs it leaves out and why (empty: none).
    QString (*draw)(ChartSurface* surface, const ChartInput& in);

    bool uses(Control control) const { return (controls & control) != 0; }
};

namespace charts {

extern const ChartPage kLines;
extern const ChartPage kBars;
extern const ChartPage kLocal;
extern const ChartPage kHeatMap;
extern const ChartPage kRoofline;

} // namespace charts

} // namespace studio
