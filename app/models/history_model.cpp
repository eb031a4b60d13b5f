#include "models/history_model.hpp"

#include <limits>
#include <optional>

#include "models/status_colours.hpp"

namespace studio {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

} // namespace

HistoryModel::HistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(entries_.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

void HistoryModel::setEntries(std::vector<ndr::HistoryEntry> entries)
{
    beginResetModel();
    entries_ = std::move(entries);
    times_.clear();
    times_.reserve(entries_.size());
    for (const ndr::HistoryEntry& e : entries_)
        times_.push_back(QDateTime::fromString(text(e.run.timestamp), Qt::ISODate).toUTC());
    endResetModel();
}

std::optional<double> HistoryModel::gflops(const ndr::RunResult& run)
{
    return run.measured && run.ok() ? run.gflops : std::nullopt;
}

std::optional<double> HistoryModel::gbps(const ndr::RunResult& run)
{
    return run.measured && run.ok() ? run.gbps : std::nullopt;
}

namespace {

QString figure(std::optional<double> value)
{
    if (!value)
        return {};
    return QString::number(*value, 'f', *value >= 100 ? 0 : *value >= 10 ? 1 : 2);
}

} // namespace

QString HistoryModel::statusText(ndr::RunStatus status)
{
    switch (status) {
    case ndr::RunStatus::Verified:
        return tr("verified");
    case ndr::RunStatus::VerificationFailed:
        return tr("verification failed");
    case ndr::RunStatus::RuntimeError:
        return tr("runtime error");
    case ndr::RunStatus::Cancelled:
        return tr("cancelled");
    case ndr::RunStatus::Skipped:
        return tr("skipped");
    }
    return {};
}

QString HistoryModel::sourceText(ndr::HistorySource source)
{
    switch (source) {
    case ndr::HistorySource::Cli:
        return tr("ndrange-bench");
    case ndr::HistorySource::Studio:
        return tr("studio");
    case ndr::HistorySource::Import:
        return tr("imported");
    }
    return {};
}

QVariant HistoryModel::display(const ndr::HistoryEntry& e, int row, int column) const
{
    const ndr::RunResult& r = e.run;
    switch (Column(column)) {
    case Id:
        return QString::number(e.id);
    case Time: {
        const QDateTime t = times_[std::size_t(row)];
        return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : text(r.timestamp);
    }
    case Source:
        return sourceText(e.source);
    case Device:
        return text(r.device);
    case Variant:
        return text(r.variant);
    case Workload:
        return text(r.workload);
    case N:
        return QString::number(qulonglong(r.n));
    case Local:
        return text(r.local.toString());
    case Status:
        return statusText(r.outcome());
    case Gflops:
        return figure(gflops(r));
    case Gbps:
        return figure(gbps(r));
    case KernelMs:
        return r.measured ? QString::number(r.kernel.medianMs, 'f', 3) : QString();
    case Origin:
        return text(e.origin);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant HistoryModel::sortValue(const ndr::HistoryEntry& e, int row, int column) const
{
    const ndr::RunResult& r = e.run;
    switch (Column(column)) {
    case Id:
        return qlonglong(e.id);
    case Time:
        return times_[std::size_t(row)];
    case N:
        return qulonglong(r.n);
    case Gflops: // a run without the figure sorts below every figure
        return gflops(r).value_or(std::numeric_limits<double>::lowest());
    case Gbps:
        return gbps(r).value_or(std::numeric_limits<double>::lowest());
    case KernelMs:
        return r.measured ? r.kernel.medianMs : std::numeric_limits<double>::lowest();
    default:
        return display(e, row, column);
    }
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const ndr::HistoryEntry& e = entries_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.row(), index.column());
    case SortRole:
        return sortValue(e, index.row(), index.column());
    case FailedRole:
        return !e.run.ok();
    case Qt::BackgroundRole:
        return statusBackground(e.run.outcome());
    case Qt::ForegroundRole:
        return statusForeground(e.run.outcome());
    case Qt::ToolTipRole:
        if (index.column() == Origin && !e.origin.empty())
            return text(e.origin);
        if (!e.run.error.empty())
            return text(e.run.error);
        if (!e.run.params.empty())
            return tr("Parameters: %1").arg(text(e.run.params));
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Id:
        case N:
        case Gflops:
        case Gbps:
        case KernelMs:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Id:
        return tr("Id");
    case Time:
        return tr("Time");
    case Source:
        return tr("Source");
    case Device:
        return tr("Device");
    case Variant:
        return tr("Variant");
    case Workload:
        return tr("Workload");
    case N:
        return tr("N");
    case Local:
        return tr("Local");
    case Status:
        return tr("Status");
    case Gflops:
        return tr("GFLOP/s");
    case Gbps:
        return tr("GB/s");
    case KernelMs:
        return tr("Kernel (ms)");
    case Origin:
        return tr("Imported from");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace studio
