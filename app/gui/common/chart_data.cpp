#include "gui/common/chart_data.hpp"
#include "ndr/catalogue.hpp"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace studio {

namespace {

QString deviceIdentity(const ndr::RunResult& r)
{
    // Name, not "P:D": imported CSV files carry no index, and indices differ between machines.
    return QString::fromStdString(r.platform + "|" + r.device);
}

// The devices of a chart's runs: each one's short legend name and its index (line style),
// ordered by name so the same devices get the same styles in every session.
struct Devices {
    std::map<QString, std::pair<QString, int>> byIdentity;
    bool multi() const { return byIdentity.size() > 1; }
    QString label(const ndr::RunResult& r) const { return byIdentity.at(deviceIdentity(r)).first; }
    int index(const ndr::RunResult& r) const { return byIdentity.at(deviceIdentity(r)).second; }
};

Devices devicesOf(const std::vector<ndr::RunResult>& runs)
{
    Devices d;
    std::map<QString, QString> names; // identity → device name, identities sorted
    for (const ndr::RunResult& r : runs)
        names.emplace(deviceIdentity(r), QString::fromStdString(r.device));
    QStringList full;
    for (const auto& entry : names)
        full.append(entry.second);
    const QStringList shortNames = shortDeviceNames(full);
    int i = 0;
    for (const auto& entry : names) {
        d.byIdentity[entry.first] = {shortNames[i], i};
        ++i;
    }
    return d;
}

QString keyOf(const ndr::RunResult& r, const Devices& devices)
{
    const QString variant = QString::fromStdString(r.variant);
    return devices.multi() ? QStringLiteral("%1 · %2").arg(variant, devices.label(r)) : variant;
}

// Catalogue order first (the teaching ladder), then anything imported that the catalogue lacks.
int variantRank(const std::string& name)
{
    const auto& cat = ndr::catalogue();
    for (std::size_t i = 0; i < cat.size(); ++i)
        if (cat[i].name == name)
            return int(i);
    return int(cat.size());
}

// Work-group sizes order by how many work-items they hold, then by shape.
using LocalKey = std::tuple<std::size_t, std::size_t, std::size_t>;
LocalKey localKey(const ndr::LocalSize& l) { return {l.total(), l.x, l.isAutomatic() ? 0 : l.y}; }

QString localLabel(const ndr::LocalSize& l) { return QString::fromStdString(l.toString()); }

// The best verified run of a group, with how many verified runs it was chosen from.
struct Best {
    const ndr::RunResult* run = nullptr;
    int count = 0;
    Metric metric = Metric::Gflops;
    double peak = 0; // of the metric, 0 when unknown
    double value() const { return *metricValue(*run, metric); }
    // The interval of value(); none without samples.
    std::optional<ndr::Interval> interval() const { return metric == Metric::Gbps ? run->gbpsCi() : run->gflopsCi(); }
    double percentOfPeak() const { return peak > 0 ? 100.0 * value() / peak : 0.0; }
    // Only runs that have the metric (charted()) are offered.
    void offer(const ndr::RunResult& r, Metric m)
    {
        ++count;
        metric = m;
        if (!run || *metricValue(r, m) > value())
            run = &r;
    }
};

// A verified run with a value for the metric: failed runs are never drawn as performance, and a
// value that is not modelled (no GB/s for clblast) gets no point, never a 0. Nor does a value no
// chart can place (infinite, NaN, 0 or below: the imports refuse them, yet a run may come from
// anywhere), nor an N of 0 (the size axis is logarithmic).
bool charted(const ndr::RunResult& r, Metric metric)
{
    const std::optional<double> v = metricValue(r, metric);
    return r.ok() && v && std::isfinite(*v) && *v > 0 && r.n > 0;
}

QString describe(const Best& b)
{
    const ndr::RunResult& r = *b.run;
    QString text = QCoreApplication::translate("ChartData", "%1 on %2\nN = %3, local %4\n%5 %6 (median kernel %7 ms)")
                       .arg(QString::fromStdString(r.variant), QString::fromStdString(r.device))
                       .arg(r.n)
                       .arg(localLabel(r.local))
                       .arg(b.value(), 0, 'f', 3)
                       .arg(metricUnit(b.metric))
                       .arg(r.kernel.medianMs, 0, 'f', 4);
    if (const std::optional<ndr::Interval> ci = b.interval())
        text += QLatin1Char('\n') + QCoreApplication::translate("ChartData",
                                                                "95 % interval %1 to %2 %3 from %n repetition(s)",
                                                                nullptr, int(r.kernelSamplesMs.size()))
                                        .arg(ci->low, 0, 'f', 3)
                                        .arg(ci->high, 0, 'f', 3)
                                        .arg(metricUnit(b.metric));
    if (b.peak > 0)
        text += QLatin1Char('\n') + QCoreApplication::translate("ChartData", "%1 % of the device peak (%2 %3)")
                                        .arg(b.percentOfPeak(), 0, 'f', 1)
                                        .arg(b.peak, 0, 'f', 1)
                                        .arg(metricUnit(b.metric));
    if (b.count > 1)
        text += QLatin1Char('\n') + QCoreApplication::translate("ChartData", "best of %1 verified runs").arg(b.count);
    return text;
}

// The peak a run's tooltip compares against: the chart's (one device), else its own device's
// among `known`; 0 when neither is measured.
double peakOfRun(const ndr::RunResult& r, const ndr::DevicePeaks* peaks, const std::vector<ndr::DevicePeaks>& known,
                 Metric metric)
{
    if (peaks)
        return peakValue(*peaks, metric);
    if (known.empty())
        return 0.0;
    const std::string key = peaksKeyOf(r);
    for (const ndr::DevicePeaks& p : known)
        if (p.deviceKey == key) {
            const double v = peakValue(p, metric);
            return std::isfinite(v) && v > 0 ? v : 0.0;
        }
    return 0.0;
}

// Marks the best verified cell and the cells whose interval overlaps its interval; nothing when
// the best cell has no interval (runs stored before samples were kept).
void markWithinNoise(HeatMapData& data)
{
    HeatCell* best = nullptr;
    for (auto& row : data.cells)
        for (HeatCell& c : row)
            if (c.state == CellState::Ok && (!best || c.gflops > best->gflops))
                best = &c;
    if (!best || !best->interval)
        return;
    best->best = true;
    best->tooltip += QLatin1Char('\n') + QCoreApplication::translate("ChartData", "the best cell of this map");
    for (auto& row : data.cells)
        for (HeatCell& c : row) {
            c.withinNoise =
                &c != best && c.state == CellState::Ok && c.interval && c.interval->overlaps(*best->interval);
            if (c.withinNoise)
                c.tooltip +=
                    QLatin1Char('\n') + QCoreApplication::translate("ChartData", "within noise of the best: the "
                                                                                 "intervals overlap");
        }
}

} // namespace

Metric metricFor(ndr::Workload workload)
{
    for (const ndr::Variant& v : ndr::catalogue())
        if (v.workload == workload)
            return v.reportsBandwidth() ? Metric::Gbps : Metric::Gflops;
    return Metric::Gflops;
}

QString metricUnit(Metric metric)
{
    return metric == Metric::Gbps ? QStringLiteral("GB/s") : QStringLiteral("GFLOP/s");
}

std::optional<double> metricValue(const ndr::RunResult& run, Metric metric)
{
    return metric == Metric::Gbps ? run.gbps : run.gflops;
}

ndr::Workload workloadOf(const ndr::RunResult& run)
{
    const ndr::Variant* v = ndr::findVariant(run.variant);
    return v ? v->workload : ndr::Workload::MatMul;
}

std::vector<ndr::Workload> workloadsIn(const std::vector<ndr::RunResult>& runs)
{
    std::set<int> present;
    for (const ndr::RunResult& r : runs)
        present.insert(int(workloadOf(r)));
    std::vector<ndr::Workload> out;
    for (const ndr::Variant& v : ndr::catalogue())
        if (present.erase(int(v.workload)))
            out.push_back(v.workload);
    for (int w : present) // a workload with no variant left in the catalogue
        out.push_back(ndr::Workload(w));
    return out;
}

std::vector<ndr::RunResult> runsOf(const std::vector<ndr::RunResult>& runs, ndr::Workload workload)
{
    std::vector<ndr::RunResult> out;
    for (const ndr::RunResult& r : runs)
        if (workloadOf(r) == workload)
            out.push_back(r);
    return out;
}

std::string peaksKeyOf(const ndr::RunResult& run) { return ndr::peaksDeviceKey(run.device, run.driver, run.platform); }

const ndr::DevicePeaks* peaksFor(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::DevicePeaks>& known)
{
    std::set<std::string> keys;
    for (const ndr::RunResult& r : runs)
        if (r.ok())
            keys.insert(peaksKeyOf(r));
    // One line per chart: with runs of two devices, neither device's peak describes the chart.
    if (keys.size() != 1)
        return nullptr;
    for (const ndr::DevicePeaks& p : known)
        if (p.deviceKey == *keys.begin())
            return &p;
    return nullptr;
}

double peakValue(const ndr::DevicePeaks& peaks, Metric metric)
{
    return metric == Metric::Gbps ? peaks.bandwidthGBs : peaks.computeGflops;
}

PeakLine peakLine(const ndr::DevicePeaks* peaks, Metric metric)
{
    PeakLine line;
    if (!peaks || !std::isfinite(peakValue(*peaks, metric)) || peakValue(*peaks, metric) <= 0)
        return line;
    line.value = peakValue(*peaks, metric);
    line.label = metric == Metric::Gbps
                     ? QCoreApplication::translate("ChartData", "read peak %1 GB/s").arg(line.value, 0, 'f', 1)
                     : QCoreApplication::translate("ChartData", "FP32 peak %1 GFLOP/s").arg(line.value, 0, 'f', 1);
    return line;
}

bool LineChartData::empty() const
{
    return std::all_of(series.begin(), series.end(), [](const ChartSeriesData& s) { return s.points.empty(); });
}

QStringList seriesKeys(const std::vector<ndr::RunResult>& runs)
{
    const Devices devices = devicesOf(runs);
    std::vector<std::pair<int, QString>> keys;
    QSet<QString> seen;
    for (const ndr::RunResult& r : runs) {
        const QString k = keyOf(r, devices);
        if (!seen.contains(k)) {
            seen.insert(k);
            keys.emplace_back(variantRank(r.variant), k);
        }
    }
    std::sort(keys.begin(), keys.end());
    QStringList out;
    for (const auto& k : keys)
        out.append(k.second);
    return out;
}

namespace {

// A device name without what every vendor's name repeats: trademarks, vendor and family words,
// clock speeds, core counts, and PoCL's "cpu-<target>-" prefix.
QStringList deviceWords(const QString& device)
{
    QString s = device;
    static const QRegularExpression pocl(QStringLiteral("^(?:cpu|pthread|basic|cuda)(?:-[a-z0-9_]+)*-(?=[A-Z0-9])"));
    static const QRegularExpression marks(QStringLiteral("\\((?:R|TM|tm|r)\\)|®|™"));
    static const QRegularExpression clock(QStringLiteral("@?\\s*[0-9.]+\\s*[GM]Hz"));
    static const QRegularExpression cores(QStringLiteral("\\b[0-9]+-Core\\b"));
    static const QRegularExpression noise(
        QStringLiteral("\\b(?:NVIDIA|AMD|Intel|Apple|Corporation|GeForce|Processor|CPU|Graphics|with|Radeon)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const QRegularExpression* re : {&pocl, &marks, &clock, &cores, &noise})
        s.remove(*re);
    QStringList words = s.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    words.removeAll(QStringLiteral("@"));
    return words.isEmpty() ? device.split(QLatin1Char(' '), Qt::SkipEmptyParts) : words;
}

} // namespace

QStringList shortDeviceNames(const QStringList& devices)
{
    std::vector<QStringList> words;
    int longest = 0;
    for (const QString& d : devices) {
        words.push_back(deviceWords(d));
        longest = std::max(longest, int(words.back().size()));
    }
    // As few words as tell the distinct devices apart.
    QStringList out;
    for (int count = 1; count <= std::max(longest, 1); ++count) {
        out.clear();
        std::map<QString, int> owners; // short name → how many devices it stands for
        for (const QStringList& w : words) {
            out.append(w.mid(0, count).join(QLatin1Char(' ')));
            ++owners[out.back()];
        }
        if (std::all_of(owners.begin(), owners.end(), [](const auto& o) { return o.second == 1; }))
            return out;
    }
    // Even the whole names read the same (one device on two platforms): number them.
    std::map<QString, int> seen;
    for (QString& name : out)
        if (const int k = ++seen[name]; k > 1)
            name += QStringLiteral(" #%1").arg(k);
    return out;
}

std::vector<std::size_t> verifiedSizes(const std::vector<ndr::RunResult>& runs)
{
    std::set<std::size_t> sizes;
    for (const ndr::RunResult& r : runs)
        if (r.ok())
            sizes.insert(r.n);
    return {sizes.begin(), sizes.end()};
}

LineChartData gflopsVsSize(const std::vector<ndr::RunResult>& runs, Metric metric, const ndr::DevicePeaks* peaks,
                           const std::vector<ndr::DevicePeaks>& known)
{
    LineChartData data;
    data.peak = peakLine(peaks, metric);
    data.xTitle = QCoreApplication::translate("ChartData", "Problem size N (log₂ scale)");
    data.yTitle = metricUnit(metric);
    data.unit = metricUnit(metric);
    data.log2X = true;
    const Devices devices = devicesOf(runs);
    // Per series, per N: the best local size, so each line shows what the variant can reach.
    std::map<QString, std::map<std::size_t, Best>> groups;
    std::map<QString, const ndr::RunResult*> sample; // a run of each series: its variant and device
    for (const ndr::RunResult& r : runs)
        if (charted(r, metric)) {
            sample.emplace(keyOf(r, devices), &r);
            Best& b = groups[keyOf(r, devices)][r.n];
            b.peak = peakOfRun(r, peaks, known, metric);
            b.offer(r, metric);
        }
    for (const QString& key : seriesKeys(runs)) {
        auto it = groups.find(key);
        if (it == groups.end())
            continue;
        ChartSeriesData s;
        s.name = key;
        s.variant = QString::fromStdString(sample.at(key)->variant);
        s.device = devices.index(*sample.at(key));
        for (const auto& [n, best] : it->second)
            s.points.push_back(
                {double(n), best.value(), describe(best), best.percentOfPeak(), RoofSide::Unknown, best.interval()});
        data.series.push_back(std::move(s));
    }
    return data;
}

BarChartData variantsAtSize(const std::vector<ndr::RunResult>& runs, std::size_t n, Metric metric,
                            const ndr::DevicePeaks* peaks, const std::vector<ndr::DevicePeaks>& known)
{
    BarChartData data;
    data.peak = peakLine(peaks, metric);
    data.yTitle = metricUnit(metric);
    data.unit = metricUnit(metric);
    const Devices devices = devicesOf(runs);
    std::map<QString, Best> groups;
    for (const ndr::RunResult& r : runs)
        if (charted(r, metric) && r.n == n) {
            Best& b = groups[keyOf(r, devices)];
            b.peak = peakOfRun(r, peaks, known, metric);
            b.offer(r, metric);
        }
    for (const QString& key : seriesKeys(runs)) {
        auto it = groups.find(key);
        if (it == groups.end())
            continue;
        data.categories.append(key);
        data.variants.append(QString::fromStdString(it->second.run->variant));
        data.bars.push_back({double(data.bars.size()), it->second.value(), describe(it->second),
                             it->second.percentOfPeak(), RoofSide::Unknown, it->second.interval()});
    }
    return data;
}

LineChartData gflopsVsLocal(const std::vector<ndr::RunResult>& runs, const QString& key, Metric metric,
                            const ndr::DevicePeaks* peaks, const std::vector<ndr::DevicePeaks>& known)
{
    LineChartData data;
    data.peak = peakLine(peaks, metric);
    data.xTitle = QCoreApplication::translate("ChartData", "Local size (work-items per group, ascending)");
    data.yTitle = metricUnit(metric);
    data.unit = metricUnit(metric);
    const Devices devices = devicesOf(runs);
    std::map<LocalKey, QString> locals;
    std::map<std::size_t, std::map<LocalKey, Best>> byN;
    for (const ndr::RunResult& r : runs) {
        if (!charted(r, metric) || keyOf(r, devices) != key)
            continue;
        locals[localKey(r.local)] = localLabel(r.local);
        Best& b = byN[r.n][localKey(r.local)];
        b.peak = peakOfRun(r, peaks, known, metric);
        b.offer(r, metric);
    }
    std::map<LocalKey, int> column;
    for (const auto& [k, label] : locals) {
        column[k] = int(data.categories.size());
        data.categories.append(label);
    }
    for (const auto& [n, points] : byN) {
        ChartSeriesData s;
        s.name = QCoreApplication::translate("ChartData", "N = %1").arg(n);
        for (const auto& [k, best] : points)
            s.points.push_back({double(column[k]), best.value(), describe(best), best.percentOfPeak(),
                                RoofSide::Unknown, best.interval()});
        data.series.push_back(std::move(s));
    }
    return data;
}

HeatMapData heatMap(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::SkippedRun>& skipped,
                    const QString& key, Metric metric, const ndr::DevicePeaks* peaks,
                    const std::vector<ndr::DevicePeaks>& known)
{
    HeatMapData data;
    data.unit = metricUnit(metric);
    const Devices devices = devicesOf(runs);
    std::map<LocalKey, QString> locals;
    std::set<std::size_t> sizes;
    std::map<std::pair<std::size_t, LocalKey>, Best> ok;
    std::map<std::pair<std::size_t, LocalKey>, QString> failed;
    std::map<std::pair<std::size_t, LocalKey>, QString> invalid;
    for (const ndr::RunResult& r : runs) {
        if (keyOf(r, devices) != key || (r.ok() && !charted(r, metric)))
            continue;
        const auto cell = std::make_pair(r.n, localKey(r.local));
        locals[cell.second] = localLabel(r.local);
        sizes.insert(r.n);
        if (r.ok()) {
            ok[cell].peak = peakOfRun(r, peaks, known, metric);
            ok[cell].offer(r, metric);
        } else {
            const QString why = r.error.empty() ? (r.status == ndr::RunStatus::Cancelled
                                                       ? QCoreApplication::translate("ChartData", "cancelled")
                                                       : QCoreApplication::translate("ChartData", "not verified"))
                                                : QString::fromStdString(r.error);
            failed[cell] = QCoreApplication::translate("ChartData", "%1 at N = %2, local %3 failed:\n%4")
                               .arg(QString::fromStdString(r.variant))
                               .arg(r.n)
                               .arg(localLabel(r.local), why);
        }
    }
    // Skipped combinations carry only the variant name; they belong to this map when the
    // variant matches (the device is the one the sweep ran on).
    for (const ndr::SkippedRun& s : skipped) {
        const QString variant = QString::fromStdString(s.variant);
        if (key != variant && !key.startsWith(variant + QStringLiteral(" · ")))
            continue;
        const auto cell = std::make_pair(s.n, localKey(s.local));
        locals[cell.second] = localLabel(s.local);
        sizes.insert(s.n);
        invalid[cell] = QCoreApplication::translate("ChartData", "%1 at N = %2, local %3 is invalid:\n%4")
                            .arg(variant)
                            .arg(s.n)
                            .arg(localLabel(s.local), QString::fromStdString(s.reason));
    }
    std::vector<LocalKey> columnKeys;
    for (const auto& [k, label] : locals) {
        columnKeys.push_back(k);
        data.columns.append(label);
    }
    data.rows.assign(sizes.begin(), sizes.end());
    for (std::size_t n : data.rows) {
        std::vector<HeatCell> row;
        for (const LocalKey& k : columnKeys) {
            HeatCell c;
            const auto cell = std::make_pair(n, k);
            // A verified result wins over an earlier failure of the same cell; a failure over
            // "invalid" because it at least ran.
            if (auto it = ok.find(cell); it != ok.end()) {
                c.state = CellState::Ok;
                c.gflops = it->second.value();
                c.tooltip = describe(it->second);
                c.percentOfPeak = it->second.percentOfPeak();
                c.interval = it->second.interval();
                data.maxGflops = std::max(data.maxGflops, c.gflops);
            } else if (auto f = failed.find(cell); f != failed.end()) {
                c.state = CellState::Failed;
                c.tooltip = f->second;
            } else if (auto v = invalid.find(cell); v != invalid.end()) {
                c.state = CellState::Invalid;
                c.tooltip = v->second;
            }
            row.push_back(c);
        }
        data.cells.push_back(std::move(row));
    }
    markWithinNoise(data);
    return data;
}

} // namespace studio
