#pragma once
#include <QString>
#include <optional>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "ndr/tuner.hpp"

namespace studio {

// The Tuning view's scatter: GFLOP/s of each verified candidate against one GEMM parameter,
// seed-set and random candidates as two series, the best one marked. A pure function, so the
// rule "failed candidates are never plotted" is tested without a display.
struct ScatterChartData {
    QString xTitle;
    QString yTitle;
    std::vector<ChartSeriesData> series; // seed set, random sample (empty ones left out)
    std::optional<ChartPoint> best;
    PeakLine bestLine; // "best so far" across the plot
    int failed = 0;    // candidates left out because they did not verify
    bool empty() const;
};

// `param`: 0..5 = MWG, NWG, KWG, MDIMC, NDIMC, VW (TuningCandidatesModel's order).
ScatterChartData tuningScatter(const std::vector<ndr::TuneCandidate>& candidates, int param);

} // namespace studio
