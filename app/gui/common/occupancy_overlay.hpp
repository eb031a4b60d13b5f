#pragma once
#include <QString>
#include <QStringList>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "ndr/inspect_report.hpp"
#include "ndr/run_result.hpp"

namespace studio {

class InspectionStore;

// Occupancy drawn over "Performance vs local size" on a right axis (%), so speed and occupancy sit
// on one chart: one point per local size whose build was inspected on a device with NVIDIA's
// occupancy model (the same device name, variant, local size and GEMM parameters as the runs).
// Absent otherwise, and then `name` says why, for the legend.
struct OccupancyOverlay {
    QString name;                   // legend text: "occupancy (%), registers from 3 inspections" or why none
    std::vector<ChartPoint> points; // x: the category index of the local size, y: occupancy in %
    bool shown() const { return !points.empty(); }
};

// `runs` are the chart's runs, `key` its variant (or "variant · device"), `categories` its local
// sizes as the chart labels them (LocalSize::toString).
OccupancyOverlay occupancyOverlay(const std::vector<ndr::RunResult>& runs, const QString& key,
                                  const QStringList& categories, const InspectionStore* store);

} // namespace studio
