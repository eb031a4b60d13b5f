#pragma once
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "ndr/occupancy.hpp"

namespace studio {

// A what-if of NVIDIA's occupancy model (ndr::computeOccupancy): occupancy in % against one input
// with the others held, one series per set of binding limits (so the legend says which resource
// stops more work-groups from fitting where), the current kernel marked. QtChartAdapter::showOccupancy
// draws it. Pure data, tested without a display.
struct OccupancyChartData {
    QString xTitle;
    std::vector<ChartSeriesData> series; // named by what binds: "warps", "warps and registers", …
    std::optional<ChartPoint> current;   // the kernel as it is; none when the model refuses it
    QString currentBinding;              // the limits that bind the current kernel ("registers (30 each)")
    int leftOut = 0;                     // sizes or register counts the model refuses (no launch)
    bool empty() const { return series.empty(); }
};

enum class OccupancyAxis { WorkGroupSize, Registers };

// Occupancy of `current` with its work-group size (multiples of 32 up to 1024, and its own size) or
// its registers per work-item (1 to 255) varied. Throws nothing: inputs the model refuses are left
// out (counted in leftOut), and `current` is absent when the model refuses it.
OccupancyChartData occupancyWhatIf(const ndr::OccupancyRequest& current, OccupancyAxis axis);

} // namespace studio
