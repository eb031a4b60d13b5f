#include "models/results_model.hpp"

#include <QStringList>
#include <algorithm>
#include <limits>

#include "models/status_colours.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/statistics.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

QString columnDescription(const ndr::ResultColumn& column)
{
    const QString name = QString::fromLatin1(column.name);
    const QLatin1String unit(column.unit);
    // Human explanations of the machine-readable CSV names; unknown columns keep their name.
    if (name == QLatin1String("gflops"))
        return ResultsModel::tr("Performance from the median kernel time (2·N³ floating-point operations)");
    if (name == QLatin1String("gbps"))
        return ResultsModel::tr("Effective global-memory bandwidth of the variant's traffic model; empty where "
                                "the variant has none (clblast, pi, your own kernels)");
    if (name == QLatin1String("params"))
        return ResultsModel::tr("GEMM parameters compiled into the tunable variants (MWG, NWG, KWG, MDIMC, NDIMC, VW)");
    if (name == QLatin1String("params_source"))
        return ResultsModel::tr(
            "Where the parameters came from: explicit, tuned (your tuning cache), "
            "database-device, database-architecture, database-vendor, database-type (the shipped database) or default");
    if (name == QLatin1String("variant"))
        return ResultsModel::tr("Kernel variant from the catalogue");
    if (name == QLatin1String("n"))
        return ResultsModel::tr("Problem size N: N×N matrices, or N elements for the vector workloads");
    if (name == QLatin1String("verified"))
        return ResultsModel::tr("Whether the device result matched the host reference");
    if (name == QLatin1String("error"))
        return ResultsModel::tr("Why the run failed, empty when it succeeded");
    if (name == QLatin1String("kernel_ms_samples"))
        return ResultsModel::tr("Every timed repetition's kernel time in ms, in the order they ran (the cell shows "
                                "how many and their range; the CSV keeps them all); empty for runs stored before "
                                "they were kept");
    if (name.endsWith(QLatin1String("_ci_low")) || name.endsWith(QLatin1String("_ci_high")))
        return ResultsModel::tr("%1 end of the 95 % bootstrap interval of the median (%2); empty with fewer than "
                                "two repetitions")
            .arg(name.endsWith(QLatin1String("_low")) ? ResultsModel::tr("Low") : ResultsModel::tr("High"))
            .arg(unit.size() > 0 ? QString(unit) : name);
    if (unit == QLatin1String("ms"))
        return ResultsModel::tr("Time in milliseconds");
    if (unit == QLatin1String("us"))
        return ResultsModel::tr("Time in microseconds");
    return name;
}

} // namespace

ResultsModel::ResultsModel(QObject* parent) : QAbstractTableModel(parent)
{
    for (const std::string& c : ndr::resultColumns())
        columns_.append(QString::fromStdString(c));
    samplesColumn_ = int(columns_.indexOf(QStringLiteral("kernel_ms_samples")));
    speedupColumn_ = int(columns_.indexOf(QStringLiteral("speedup_vs_cpu")));
}

int ResultsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(results_.size()); }

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(columns_.size()) + (peakColumn_ ? 1 : 0);
}

double ResultsModel::percentOfPeak(int row) const
{
    const ndr::RunResult& r = results_.at(std::size_t(row));
    if (!r.ok())
        return -1; // a failed run has no performance to compare
    const std::string key = ndr::peaksDeviceKey(r.device, r.driver, r.platform);
    const ndr::Variant* v = ndr::findVariant(r.variant);
    const bool bandwidth = v && v->reportsBandwidth();
    for (const ndr::DevicePeaks& p : peaks_) {
        if (p.deviceKey != key)
            continue;
        const double peak = bandwidth ? p.bandwidthGBs : p.computeGflops;
        const std::optional<double> value = bandwidth ? r.gbps : r.gflops; // empty: not modelled
        return peak > 0 && value ? 100.0 * *value / peak : -1.0;
    }
    return -1;
}

void ResultsModel::setPeaks(const std::vector<ndr::DevicePeaks>& peaks)
{
    peaks_ = peaks;
    if (!peakColumn_ && !peaks_.empty()) {
        const int column = int(columns_.size());
        beginInsertColumns(QModelIndex(), column, column);
        peakColumn_ = true;
        endInsertColumns();
    } else if (peakColumn_ && rowCount() > 0) {
        emit dataChanged(index(0, peakColumnIndex()), index(rowCount() - 1, peakColumnIndex()));
    }
}

QString ResultsModel::samplesSummary(const ndr::RunResult& r)
{
    const std::vector<double>& v = r.kernelSamplesMs;
    if (v.empty())
        return {};
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return tr("%n × %1 … %2", nullptr, int(v.size())).arg(*lo, 0, 'g', 4).arg(*hi, 0, 'g', 4);
}

QString ResultsModel::samplesTooltip(const ndr::RunResult& r)
{
    constexpr std::size_t kShown = 40;
    const std::vector<double>& v = r.kernelSamplesMs;
    QStringList shown;
    for (std::size_t i = 0; i < std::min(v.size(), kShown); ++i)
        shown.append(QString::number(v[i], 'g', 6));
    QString text = tr("%n repetition(s), in ms: %1", nullptr, int(v.size())).arg(shown.join(QStringLiteral("; ")));
    if (v.size() > kShown)
        text += QLatin1Char(' ') + tr("and %n more (all in the CSV export)", nullptr, int(v.size() - kShown));
    return text;
}

QString ResultsModel::speedupText(const ndr::RunResult& r)
{
    if (!r.speedupVsCpu)
        return {};
    const QString text = tr("%1× the sequential CPU loop").arg(*r.speedupVsCpu, 0, 'f', 1);
    const auto ci = ndr::inverseInterval(*r.speedupVsCpu, r.kernel.medianMs, r.kernelMsCi);
    if (!ci)
        return text;
    return tr("%1 [95 % interval %2, %3]").arg(text).arg(ci->low, 0, 'f', 1).arg(ci->high, 0, 'f', 1);
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto row = std::size_t(index.row());
    const ndr::RunResult& r = results_[row];
    if (index.column() == peakColumnIndex()) {
        const double pct = percentOfPeak(index.row());
        switch (role) {
        case Qt::DisplayRole:
            return pct < 0 ? QString() : QString::number(pct, 'f', 1);
        case Qt::EditRole:
        case SortRole:
            return pct < 0 ? std::numeric_limits<double>::lowest() : pct;
        case FailedRole:
            return !r.ok();
        case Qt::BackgroundRole:
            return statusBackground(r.outcome());
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return pct < 0 ? (r.ok() ? tr("No peaks measured for %1").arg(QString::fromStdString(r.device))
                                     : tooltipFor(index.row()))
                           : tr("%1 % of the peak measured on %2")
                                 .arg(pct, 0, 'f', 1)
                                 .arg(QString::fromStdString(r.device));
        default:
            return {};
        }
    }
    const QStringList& fields = fields_[row];
    const QString text = index.column() < fields.size() ? fields[index.column()] : QString();
    const ndr::ColumnType type = ndr::resultColumnSchema().at(std::size_t(index.column())).type;
    const bool numeric = type == ndr::ColumnType::Real || type == ndr::ColumnType::Integer;
    // The samples: up to 10,000 numbers, summarised in the cell, listed in the tooltip.
    if (index.column() == samplesColumn_ && !text.isEmpty()) {
        if (role == Qt::DisplayRole)
            return samplesSummary(r);
        if (role == Qt::ToolTipRole)
            return samplesTooltip(r);
        if (role == SortRole)
            return double(r.kernelSamplesMs.size());
    }
    if (index.column() == speedupColumn_ && role == Qt::ToolTipRole && r.ok() && r.speedupVsCpu)
        return speedupText(r);
    switch (role) {
    case Qt::DisplayRole: {
        // The CSV keeps every digit (shortest round-trip); six significant digits read better
        // in a cell. EditRole, the sort key and the export keep the exact value.
        bool isNumber = false;
        const double value = text.toDouble(&isNumber);
        if (type == ndr::ColumnType::Real && isNumber &&
            (text.contains(QLatin1Char('.')) || text.contains(QLatin1Char('e'))))
            return QString::number(value, 'g', 6);
        return text;
    }
    case Qt::EditRole:
        return text;
    case SortRole: {
        if (!numeric)
            return text;
        // An empty cell in a numeric column (e.g. no CPU timing) sorts below every number
        // instead of being compared as text against "12.5".
        bool isNumber = false;
        const double value = text.toDouble(&isNumber);
        return isNumber ? value : std::numeric_limits<double>::lowest();
    }
    case FailedRole:
        return !r.ok();
    case Qt::BackgroundRole:
        return statusBackground(r.outcome());
    case Qt::ForegroundRole:
        return statusForeground(r.outcome());
    case Qt::ToolTipRole:
        return tooltipFor(index.row());
    case Qt::TextAlignmentRole: {
        bool isNumber = false;
        text.toDouble(&isNumber);
        return isNumber ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                        : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    }
    default:
        return {};
    }
}

QString ResultsModel::tooltipFor(int row) const
{
    const ndr::RunResult& r = results_[std::size_t(row)];
    if (r.status == ndr::RunStatus::Cancelled)
        return tr("Cancelled before it finished");
    if (!r.error.empty())
        return tr("Failed: %1").arg(QString::fromStdString(r.error));
    if (!r.verified)
        return tr("Not verified against the host reference");
    // The headline number of the workload: bandwidth-bound kernels are judged by GB/s.
    const ndr::Variant* v = ndr::findVariant(r.variant);
    const bool bandwidth = v && v->reportsBandwidth();
    const std::optional<double> value = bandwidth ? r.gbps : r.gflops;
    return tr("%1 at N = %2, local %3: %4 %5 (max rel. error %6)")
        .arg(QString::fromStdString(r.variant))
        .arg(r.n)
        .arg(QString::fromStdString(r.local.toString()))
        .arg(value ? QString::number(*value, 'f', 3) : QStringLiteral("—"))
        .arg(bandwidth ? QStringLiteral("GB/s") : QStringLiteral("GFLOP/s"))
        .arg(r.maxRelErr, 0, 'g', 3);
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return section + 1;
        return {};
    }
    if (section < 0 || section >= columnCount())
        return {};
    if (section == peakColumnIndex()) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("pct_of_peak");
        if (role == Qt::ToolTipRole)
            return tr("Percent of the device's measured peak: GB/s against read bandwidth for reduce and vadd, "
                      "GFLOP/s against FP32 FMA throughput for matmul and pi (not part of the CSV export)");
        return {};
    }
    // The column titles are the CSV names on purpose: they are the file format users script
    // against, so the table and the exported file read the same.
    if (role == Qt::DisplayRole)
        return columns_[section];
    if (role == Qt::ToolTipRole)
        return columnDescription(ndr::resultColumnSchema().at(std::size_t(section)));
    return {};
}

void ResultsModel::addResult(const ndr::RunResult& result) { addResults({result}); }

void ResultsModel::addResults(const std::vector<ndr::RunResult>& results)
{
    if (results.empty())
        return;
    const int first = rowCount();
    beginInsertRows(QModelIndex(), first, first + int(results.size()) - 1);
    for (const ndr::RunResult& r : results) {
        QStringList fields;
        for (const std::string& f : ndr::toCsvFields(r))
            fields.append(QString::fromStdString(f));
        results_.push_back(r);
        fields_.push_back(std::move(fields));
        const ndr::RunStatus status = r.outcome();
        if (status == ndr::RunStatus::Cancelled || status == ndr::RunStatus::Skipped)
            ++notRun_;
        else if (!r.ok())
            ++failed_;
    }
    endInsertRows();
    emit countsChanged(rowCount(), failed_);
}

void ResultsModel::clear()
{
    if (results_.empty())
        return;
    beginResetModel();
    results_.clear();
    fields_.clear();
    failed_ = 0;
    notRun_ = 0;
    endResetModel();
    emit countsChanged(0, 0);
}

int ResultsModel::failedCount() const { return failed_; }

void ResultsModel::retranslate()
{
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::ToolTipRole});
}

} // namespace studio
