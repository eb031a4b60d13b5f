#include "models/tuning_candidates_model.hpp"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace studio {

namespace {

// The first line of a core error: build logs run to pages; the tooltip keeps the whole text.
QString firstLine(const std::string& text)
{
    const QString s = QString::fromStdString(text);
    return s.section(QLatin1Char('\n'), 0, 0);
}

} // namespace

QString TuningCandidatesModel::paramName(int param)
{
    static const char* const names[] = {"MWG", "NWG", "KWG", "MDIMC", "NDIMC", "VW"};
    return param >= 0 && param < kParamCount ? QString::fromLatin1(names[param]) : QString();
}

int TuningCandidatesModel::paramValue(const ndr::GemmParams& p, int param)
{
    switch (param) {
    case 0:
        return p.mwg;
    case 1:
        return p.nwg;
    case 2:
        return p.kwg;
    case 3:
        return p.mdimc;
    case 4:
        return p.ndimc;
    case 5:
        return p.vw;
    default:
        return 0;
    }
}

TuningCandidatesModel::TuningCandidatesModel(QObject* parent) : QAbstractTableModel(parent) {}

int TuningCandidatesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int TuningCandidatesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TuningCandidatesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const ndr::TuneCandidate& c = rows_[std::size_t(index.row())];
    const int col = index.column();
    const bool isBest = index.row() == best_;
    switch (role) {
    case Qt::DisplayRole:
        if (col == Index)
            return c.index + 1;
        if (col == Stage)
            return c.fromSeedSet ? tr("seed") : tr("random");
        if (col >= Mwg && col <= Vw)
            return paramValue(c.params, col - Mwg);
        if (col == Gflops)
            return c.ok ? QVariant(QString::number(c.gflops, 'f', 2)) : QVariant(QStringLiteral("—"));
        if (col == Ms)
            return c.ok ? QVariant(QString::number(c.medianMs, 'f', 3)) : QVariant(QStringLiteral("—"));
        if (col == Status) {
            if (!c.ok)
                return tr("failed: %1").arg(firstLine(c.error));
            return isBest ? tr("verified, best") : tr("verified");
        }
        return {};
    case Qt::ToolTipRole:
        if (!c.ok)
            return QString::fromStdString(c.error);
        return QString::fromStdString(c.params.toString());
    case Qt::TextAlignmentRole:
        return col == Status || col == Stage ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                             : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        if (!c.ok)
            return QBrush(QColor(170, 20, 20));
        return {};
    case Qt::FontRole:
        if (isBest) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant TuningCandidatesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Index:
        return tr("#");
    case Stage:
        return tr("Stage");
    case Gflops:
        return tr("GFLOP/s");
    case Ms:
        return tr("Median ms");
    case Status:
        return tr("Status");
    default:
        if (section >= Mwg && section <= Vw)
            return paramName(section - Mwg);
        return {};
    }
}

void TuningCandidatesModel::clear()
{
    beginResetModel();
    rows_.clear();
    best_ = -1;
    endResetModel();
}

void TuningCandidatesModel::addCandidate(const ndr::TuneCandidate& candidate)
{
    const int row = rowCount();
    beginInsertRows({}, row, row);
    rows_.push_back(candidate);
    endInsertRows();
    // The same rule as the core's: only a verified candidate can be best, the faster one wins.
    if (candidate.ok && (best_ < 0 || candidate.gflops > rows_[std::size_t(best_)].gflops)) {
        const int old = best_;
        best_ = row;
        if (old >= 0)
            emit dataChanged(index(old, 0), index(old, ColumnCount - 1));
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

const ndr::TuneCandidate* TuningCandidatesModel::candidateAt(int row) const
{
    return row >= 0 && row < rowCount() ? &rows_[std::size_t(row)] : nullptr;
}

int TuningCandidatesModel::failedCount() const
{
    int n = 0;
    for (const ndr::TuneCandidate& c : rows_)
        if (!c.ok)
            ++n;
    return n;
}

void TuningCandidatesModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace studio
