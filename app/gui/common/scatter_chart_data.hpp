#pragma once
#include <QString>
#include <optional>
#include <vector>

#include "gui/common/chart_data.hpp"

namespace studio {

// A scatter chart: points of one or more series, the best one marked with its line across the
// plot, and how many points were left out (failed runs are never plotted). The Tuning view's
// candidates are one; QtChartAdapter::showScatter draws it.
struct ScatterChartData {
    QString xTitle;
    QString yTitle;
    std::vector<ChartSeriesData> series; // seed set, random sample (empty ones left out)
    std::optional<ChartPoint> best;
    PeakLine bestLine; // "best so far" across the plot
    int failed = 0;    // candidates left out because they did not verify
    bool empty() const;
};

} // namespace studio
