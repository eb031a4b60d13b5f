#include "gui/tuning/tuning_chart_data.hpp"

#include <QCoreApplication>

#include "models/tuning_candidates_model.hpp"

namespace studio {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(TuningChartData)
};

// Most candidates share a parameter value, so their points would sit on one vertical line,
// hiding each other. A small deterministic spread (±8 % on the log-2 axis, by index) keeps them
// apart while leaving the column they belong to obvious; the tooltip gives the exact values.
double spread(double x, int index)
{
    static const double offsets[] = {0.0, 0.05, -0.05, 0.1, -0.1, 0.025, -0.025, 0.075, -0.075};
    return x * (1.0 + offsets[std::size_t(index) % std::size(offsets)]);
}

} // namespace

ScatterChartData tuningScatter(const std::vector<ndr::TuneCandidate>& candidates, int param)
{
    ScatterChartData out;
    out.xTitle = Tr::tr("%1 (log scale, points spread sideways)").arg(TuningCandidatesModel::paramName(param));
    out.yTitle = Tr::tr("GFLOP/s");
    ChartSeriesData seeds{Tr::tr("seed set"), {}, {}, 0};
    ChartSeriesData random{Tr::tr("random sample"), {}, {}, 0};
    const ndr::TuneCandidate* best = nullptr;
    for (const ndr::TuneCandidate& c : candidates) {
        if (!c.ok) {
            ++out.failed; // a candidate that failed has no performance to show
            continue;
        }
        ChartPoint p;
        p.x = spread(TuningCandidatesModel::paramValue(c.params, param), c.index);
        p.y = c.gflops;
        p.tooltip = Tr::tr("#%1 %2\n%3 GFLOP/s, %4 ms")
                        .arg(c.index + 1)
                        .arg(QString::fromStdString(c.params.toString()))
                        .arg(c.gflops, 0, 'f', 2)
                        .arg(c.medianMs, 0, 'f', 3);
        (c.fromSeedSet ? seeds : random).points.push_back(p);
        if (!best || c.gflops > best->gflops) {
            best = &c;
            out.best = p;
        }
    }
    for (ChartSeriesData* s : {&seeds, &random})
        if (!s->points.empty())
            out.series.push_back(*s);
    if (best) {
        out.bestLine.value = best->gflops;
        out.bestLine.label = Tr::tr("best so far: #%1, %2 GFLOP/s").arg(best->index + 1).arg(best->gflops, 0, 'f', 2);
    }
    return out;
}

} // namespace studio
