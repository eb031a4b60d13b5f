#include "models/compare_model.hpp"

#include <QBrush>
#include <QFont>

#include "models/verdict_colours.hpp"
#include "ndr/run_request.hpp"

namespace studio {

CompareModel::CompareModel(QObject* parent) : QAbstractTableModel(parent) {}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(comparison_.pairs.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

void CompareModel::setSets(std::vector<ndr::RunResult> a, std::vector<ndr::RunResult> b)
{
    a_ = std::move(a);
    b_ = std::move(b);
    recompare();
}

void CompareModel::clear() { setSets({}, {}); }

void CompareModel::setThreshold(double threshold)
{
    if (threshold == options_.threshold)
        return;
    options_.threshold = threshold;
    recompare();
}

void CompareModel::recompare()
{
    beginResetModel();
    comparison_ = ndr::compareRuns(a_, b_, options_);
    endResetModel();
    emit comparisonChanged();
}

CompareCounts CompareModel::counts() const
{
    CompareCounts c;
    for (const ndr::ComparedRun& p : comparison_.pairs) {
        switch (p.verdict) {
        case ndr::ChangeVerdict::Faster:
            ++c.faster;
            break;
        case ndr::ChangeVerdict::Slower:
            ++c.slower;
            break;
        case ndr::ChangeVerdict::Same:
            ++c.same;
            break;
        case ndr::ChangeVerdict::Inconclusive:
            ++c.inconclusive;
            break;
        case ndr::ChangeVerdict::Untested:
            ++c.untested;
            break;
        case ndr::ChangeVerdict::Failed:
            ++c.failed;
            break;
        }
    }
    c.onlyA = int(comparison_.onlyA.size());
    c.onlyB = int(comparison_.onlyB.size());
    return c;
}

QString CompareModel::medianText(const ndr::RunResult& run) const
{
    const QString median = QString::number(run.kernel.medianMs, 'f', 4);
    if (!run.kernelMsCi)
        return run.kernelSamplesMs.empty() ? tr("%1 ms (no samples: no interval)").arg(median)
                                           : tr("%1 ms (one sample: no interval)").arg(median);
    return tr("%1 ms [%2, %3]")
        .arg(median, QString::number(run.kernelMsCi->low, 'f', 4), QString::number(run.kernelMsCi->high, 'f', 4));
}

QString CompareModel::verdictText(ndr::ChangeVerdict v) const
{
    switch (v) {
    case ndr::ChangeVerdict::Faster:
        return tr("faster");
    case ndr::ChangeVerdict::Slower:
        return tr("slower");
    case ndr::ChangeVerdict::Same:
        return tr("same");
    case ndr::ChangeVerdict::Inconclusive:
        return tr("inconclusive");
    case ndr::ChangeVerdict::Untested:
        return tr("untested");
    case ndr::ChangeVerdict::Failed:
        return tr("B failed");
    }
    return {};
}

QVariant CompareModel::displayText(const ndr::ComparedRun& p, int column) const
{
    switch (column) {
    case VariantColumn:
        return QString::fromStdString(p.a.variant);
    case SizeColumn:
        return QString::number(p.a.n);
    case LocalColumn:
        return p.a.local.applies() ? QString::fromStdString(p.a.local.toString()) : tr("auto");
    case DeviceColumn:
        return QString::fromStdString(p.a.device);
    case MedianAColumn:
        return medianText(p.a);
    case MedianBColumn:
        return medianText(p.b);
    case ChangeColumn:
        return QStringLiteral("%1%2 %")
            .arg(p.change >= 0 ? QStringLiteral("+") : QString())
            .arg(100 * p.change, 0, 'f', 1);
    case VerdictColumn:
        return verdictText(p.verdict);
    case PValueColumn:
        return p.test ? QString::number(p.test->pValue, 'g', 3) : QStringLiteral("–");
    case NoteColumn:
        return QString::fromStdString(p.note);
    default:
        return {};
    }
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const ndr::ComparedRun& p = pair(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(p, index.column());
    case Qt::ToolTipRole:
        return tr("%1\nbuffers %2, queues %3%4")
            .arg(QString::fromStdString(p.key), QString::fromStdString(ndr::toString(p.a.buffers)),
                 QString::fromStdString(ndr::toString(p.a.queues)),
                 p.a.params.empty() ? QString() : QStringLiteral("\n") + QString::fromStdString(p.a.params));
    case Qt::BackgroundRole:
        return verdictBackground(p.verdict);
    case Qt::FontRole:
        if (index.column() == VerdictColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn || index.column() == ChangeColumn || index.column() == PValueColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case VerdictRole:
        return int(p.verdict);
    default:
        return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case VariantColumn:
            return tr("Variant");
        case SizeColumn:
            return tr("N");
        case LocalColumn:
            return tr("Local");
        case DeviceColumn:
            return tr("Device");
        case MedianAColumn:
            return tr("A median [95 % CI]");
        case MedianBColumn:
            return tr("B median [95 % CI]");
        case ChangeColumn:
            return tr("Change");
        case VerdictColumn:
            return tr("Verdict");
        case PValueColumn:
            return tr("p");
        case NoteColumn:
            return tr("Note");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ChangeColumn:
            return tr("Median kernel time of B against A: +10 % is 10 % slower.");
        case VerdictColumn:
            return tr("Same: the change is within the threshold, or the test cannot tell it from noise. Faster or "
                      "slower: beyond the threshold and the Mann-Whitney U test says it is no noise (p < 0.05). "
                      "Inconclusive: beyond the threshold, but not significant.");
        case PValueColumn:
            return tr("Two-sided p-value of the Mann-Whitney U test on the repetitions' kernel times.");
        default:
            break;
        }
    }
    return {};
}

void CompareModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace studio
