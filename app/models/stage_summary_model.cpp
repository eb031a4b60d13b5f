#include "models/stage_summary_model.hpp"

#include <algorithm>
#include <map>

#include "ndr/trace.hpp"

namespace studio {

namespace {

// Warm-up launches pay for first-use costs (lazy buffer migration, code caches), so they get
// their own row instead of inflating the kernel maximum.
QString typeOf(const ndr::CommandTiming& c)
{
    if (c.kind == ndr::CommandKind::Kernel && c.warmup)
        return StageSummaryModel::tr("warm-up");
    switch (c.kind) {
    case ndr::CommandKind::Write:
        return StageSummaryModel::tr("write");
    case ndr::CommandKind::Kernel:
        return StageSummaryModel::tr("kernel");
    case ndr::CommandKind::Read:
        return StageSummaryModel::tr("read");
    case ndr::CommandKind::Map:
        return StageSummaryModel::tr("map");
    }
    return {};
}

int typeOrder(const ndr::CommandTiming& c)
{
    if (c.kind == ndr::CommandKind::Kernel)
        return c.warmup ? 1 : 2;
    return c.kind == ndr::CommandKind::Write ? 0 : 3;
}

} // namespace

StageSummaryModel::StageSummaryModel(QObject* parent) : QAbstractTableModel(parent) {}

QString StageSummaryModel::runLabel(const ndr::RunResult& r)
{
    return QStringLiteral("%1 N=%2 (%3, %4)")
        .arg(QString::fromStdString(r.variant))
        .arg(r.n)
        .arg(QString::fromStdString(ndr::toString(r.buffers)), QString::fromStdString(ndr::toString(r.queues)));
}

void StageSummaryModel::setRuns(const std::vector<ndr::RunResult>& runs)
{
    beginResetModel();
    rows_.clear();
    for (const auto& r : runs) {
        std::map<int, Row> byType;
        for (const auto& c : r.commands) {
            Row& row = byType[typeOrder(c)];
            row.run = runLabel(r);
            row.type = typeOf(c);
            const auto s = ndr::stagesOf(c);
            const double v[3] = {s.queueWaitUs, s.launchLatencyUs, s.executionUs};
            for (int i = 0; i < 3; ++i) {
                row.mean[i] += v[i]; // a sum until divided below
                row.max[i] = row.count ? std::max(row.max[i], v[i]) : v[i];
            }
            ++row.count;
        }
        for (auto& [order, row] : byType) {
            for (double& m : row.mean)
                m /= row.count;
            rows_.push_back(row);
        }
    }
    endResetModel();
}

int StageSummaryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int StageSummaryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StageSummaryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Row& row = rows_[std::size_t(index.row())];
    const int col = index.column();
    if (col >= QueueMean) {
        const int stage = (col - QueueMean) / 2;
        const double v = (col - QueueMean) % 2 ? row.max[stage] : row.mean[stage];
        if (role == ValueRole)
            return v;
        if (role == Qt::DisplayRole)
            return QString::number(v, 'f', v < 10 ? 2 : 1);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::DisplayRole || role == ValueRole) {
        switch (col) {
        case RunColumn:
            return row.run;
        case TypeColumn:
            return row.type;
        case CountColumn:
            return row.count;
        default:
            break;
        }
    }
    if (role == Qt::TextAlignmentRole && col == CountColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant StageSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case RunColumn:
            return tr("Run");
        case TypeColumn:
            return tr("Command");
        case CountColumn:
            return tr("Count");
        case QueueMean:
            return tr("Queue wait mean (µs)");
        case QueueMax:
            return tr("Queue wait max (µs)");
        case LaunchMean:
            return tr("Launch latency mean (µs)");
        case LaunchMax:
            return tr("Launch latency max (µs)");
        case ExecMean:
            return tr("Execution mean (µs)");
        case ExecMax:
            return tr("Execution max (µs)");
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole && section >= QueueMean) {
        const int stage = (section - QueueMean) / 2;
        return stage == 0   ? tr("CL_PROFILING_COMMAND_QUEUED → SUBMIT: waiting in the host-side queue")
               : stage == 1 ? tr("SUBMIT → START: handed to the device, not yet running")
                            : tr("START → END: the command itself");
    }
    return {};
}

} // namespace studio
