#pragma once
#include <vector>

#include "gui/common/scatter_chart_data.hpp"
#include "ndr/tuner.hpp"

namespace studio {

// The Tuning view's scatter: GFLOP/s of each verified candidate against one GEMM parameter,
// seed-set and random candidates as two series, the best one marked. A pure function, so the
// rule "failed candidates are never plotted" is tested without a display.
// `param`: 0..5 = MWG, NWG, KWG, MDIMC, NDIMC, VW (TuningCandidatesModel's order).
ScatterChartData tuningScatter(const std::vector<ndr::TuneCandidate>& candidates, int param);

} // namespace studio
