#include "gui/common/roofline_data.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>

#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace studio {

double arithmeticIntensity(const ndr::RunResult& run)
{
    const ndr::Variant* v = ndr::findVariant(run.variant);
    if (!v)
        return 0;
    // A tunable GEMM's traffic depends on the tile it ran with (A travels N/NWG times, B N/MWG
    // times); the engine counted it from the run's own parameters, and GFLOP/s and GB/s share
    // one kernel time, so their ratio is that run's FLOP per byte.
    if (v->tunable && run.gflops && run.gbps && *run.gbps > 0)
        return *run.gflops / *run.gbps;
    const double bytes = v->bytes(run.n, run.local);
    return bytes > 0 ? v->flops(run.n) / bytes : 0.0;
}

double rooflineAt(const ndr::DevicePeaks& peaks, double ai)
{
    return std::min(peaks.computeGflops, ai * peaks.bandwidthGBs);
}

double computeRoof(const ndr::DevicePeaks& peaks, const ndr::Variant& variant)
{
    if (variant.tensorProducts > 0 && peaks.tensorGflops > 0)
        return peaks.tensorGflops / variant.tensorProducts;
    return peaks.computeGflops;
}

double rooflineAt(const ndr::DevicePeaks& peaks, const ndr::Variant& variant, double ai)
{
    return std::min(computeRoof(peaks, variant), ai * peaks.bandwidthGBs);
}

double ridgePoint(const ndr::DevicePeaks& peaks)
{
    return peaks.bandwidthGBs > 0 ? peaks.computeGflops / peaks.bandwidthGBs : 0.0;
}

BarChartData peaksByWidth(const ndr::DevicePeaks& peaks, Metric metric)
{
    BarChartData data;
    data.yTitle = metricUnit(metric);
    data.unit = data.yTitle;
    const auto& samples = metric == Metric::Gbps ? peaks.bandwidth : peaks.compute;
    for (const ndr::PeakSample& s : samples) {
        const QString width =
            s.vectorWidth == 1 ? QStringLiteral("float") : QStringLiteral("float%1").arg(s.vectorWidth);
        data.categories.append(width);
        data.bars.push_back({double(data.bars.size()), s.value,
                             QStringLiteral("%1: %2 %3").arg(width).arg(s.value, 0, 'f', 2).arg(data.yTitle), 0.0,
                             RoofSide::Unknown, std::nullopt});
    }
    return data;
}

bool RooflineData::empty() const
{
    return std::all_of(series.begin(), series.end(), [](const ChartSeriesData& s) { return s.points.empty(); });
}

namespace {

// Finite and above 0: what a log axis can place.
bool positive(double v) { return std::isfinite(v) && v > 0; }

// The device the roofline shows: the first of the runs' devices the user measured peaks for, so
// the roof and the points always belong together (else the first run's device, without a roof).
const ndr::DevicePeaks* pickDevice(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::DevicePeaks>& known,
                                   std::string& deviceKey)
{
    for (const ndr::RunResult& r : runs) {
        if (!r.ok())
            continue;
        const std::string key = peaksKeyOf(r);
        if (deviceKey.empty())
            deviceKey = key;
        const auto it =
            std::find_if(known.begin(), known.end(), [&](const ndr::DevicePeaks& p) { return p.deviceKey == key; });
        if (it != known.end()) {
            deviceKey = key;
            return &*it;
        }
    }
    return nullptr;
}

} // namespace

RooflineData rooflineData(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::DevicePeaks>& known)
{
    RooflineData data;
    std::string deviceKey;
    const ndr::DevicePeaks* peaks = pickDevice(runs, known, deviceKey);
    if (peaks && positive(peaks->computeGflops) && positive(peaks->bandwidthGBs)) {
        data.hasRoof = true;
        data.peakGflops = peaks->computeGflops;
        data.peakGBs = peaks->bandwidthGBs;
        data.ridgeAI = ridgePoint(*peaks);
    }

    // Variants in catalogue order, so colours follow the teaching ladder like the other charts.
    std::map<int, ChartSeriesData> byVariant;
    bool first = true;
    for (const ndr::RunResult& r : runs) {
        if (!r.ok()) {
            const ndr::RunStatus status = r.outcome();
            ++(status == ndr::RunStatus::Cancelled || status == ndr::RunStatus::Skipped ? data.unfinished
                                                                                        : data.failed);
            continue;
        }
        if (peaksKeyOf(r) != deviceKey) {
            ++data.otherDevice;
            continue;
        }
        const double ai = arithmeticIntensity(r);
        // No traffic model, or a figure a log axis cannot place: no point.
        if (!positive(ai) || !r.gflops || !positive(*r.gflops) || !r.gbps || !positive(*r.gbps)) {
            ++data.noTraffic;
            continue;
        }
        const double gflops = *r.gflops;
        if (data.device.isEmpty())
            data.device = QString::fromStdString(r.device);
        const auto& cat = ndr::catalogue();
        const int rank =
            int(std::find_if(cat.begin(), cat.end(), [&](const ndr::Variant& v) { return v.name == r.variant; }) -
                cat.begin());
        ChartSeriesData& s = byVariant[rank];
        s.name = QString::fromStdString(r.variant);
        s.variant = s.name;
        QString tip =
            QCoreApplication::translate("ChartData", "%1 at N = %2, local %3\n%4 FLOP/byte, %5 GFLOP/s (%6 GB/s)")
                .arg(s.name)
                .arg(r.n)
                .arg(QString::fromStdString(r.local.toString()))
                .arg(ai, 0, 'g', 4)
                .arg(gflops, 0, 'f', 3)
                .arg(*r.gbps, 0, 'f', 2);
        double percent = 0;
        RoofSide side = RoofSide::Unknown;
        if (data.hasRoof) {
            // A tensor-core variant runs against the tensor roof (where measured), the others
            // against the FP32 FMA roof.
            const ndr::Variant* v = ndr::findVariant(r.variant);
            const double top = v ? computeRoof(*peaks, *v) : peaks->computeGflops;
            const double roof = std::min(top, ai * peaks->bandwidthGBs);
            if (v && v->tensorProducts > 0 && peaks->tensorGflops > 0) {
                data.tensorGflops = peaks->tensorGflops;
                data.tensorInstruction = QString::fromStdString(peaks->tensorInstruction);
            }
            percent = 100.0 * gflops / roof;
            side = ai * peaks->bandwidthGBs < top ? RoofSide::Bandwidth : RoofSide::Compute;
            tip += QLatin1Char('\n') +
                   QCoreApplication::translate("ChartData", "%1 % of the roof (%2 GFLOP/s, %3-bound)")
                       .arg(percent, 0, 'f', 1)
                       .arg(roof, 0, 'f', 1)
                       .arg(side == RoofSide::Bandwidth ? QCoreApplication::translate("ChartData", "bandwidth")
                                                        : QCoreApplication::translate("ChartData", "compute"));
        }
        s.points.push_back({ai, gflops, tip, percent, side, std::nullopt});
        if (first) {
            data.minAI = data.maxAI = ai;
            data.minGflops = data.maxGflops = gflops;
            first = false;
        }
        data.minAI = std::min(data.minAI, ai);
        data.maxAI = std::max(data.maxAI, ai);
        data.minGflops = std::min(data.minGflops, gflops);
        data.maxGflops = std::max(data.maxGflops, gflops);
    }
    for (auto& [rank, s] : byVariant) {
        std::sort(s.points.begin(), s.points.end(), [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; });
        data.series.push_back(std::move(s));
    }
    return data;
}

} // namespace studio
