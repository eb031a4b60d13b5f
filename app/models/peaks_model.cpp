#include "models/peaks_model.hpp"

#include <QFont>
#include <map>

namespace studio {

PeaksModel::PeaksModel(QObject* parent) : QAbstractTableModel(parent) {}

int PeaksModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int PeaksModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PeaksModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount() || !peaks_)
        return {};
    const Row& r = rows_[std::size_t(index.row())];
    const double value = cellValue(r, index.column());
    const double best = columnBest(index.column());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == WidthColumn)
            return r.width == 1 ? QStringLiteral("float") : QStringLiteral("float%1").arg(r.width);
        return value > 0 ? QString::number(value, 'f', 1) : QStringLiteral("—");
    case Qt::EditRole:
        return index.column() == WidthColumn ? QVariant(r.width) : QVariant(value);
    case Qt::TextAlignmentRole:
        return index.column() == WidthColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                             : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::FontRole:
        if (index.column() != WidthColumn && value > 0 && value == best) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole: {
        if (index.column() == WidthColumn || value <= 0 || best <= 0)
            return {};
        const QString share = tr("%1 % of this device's best").arg(100.0 * value / best, 0, 'f', 0);
        if (index.column() != ComputeColumn || r.computeChains <= 0)
            return share;
        return tr("%1; reached with %n independent FMA chain(s) per work-item, work-groups of %2", "", r.computeChains)
            .arg(share)
            .arg(r.computeLocal);
    }
    default:
        return {};
    }
}

double PeaksModel::cellValue(const Row& row, int column) const
{
    switch (column) {
    case BandwidthColumn:
        return row.bandwidth;
    case CopyColumn:
        return row.copy;
    case ComputeColumn:
        return row.compute;
    default:
        return 0;
    }
}

double PeaksModel::columnBest(int column) const
{
    if (!peaks_)
        return 0;
    switch (column) {
    case BandwidthColumn:
        return peaks_->bandwidthGBs;
    case CopyColumn:
        return peaks_->copyGBs;
    case ComputeColumn:
        return peaks_->computeGflops;
    default:
        return 0;
    }
}

QVariant PeaksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case WidthColumn:
            return tr("Vector width");
        case BandwidthColumn:
            return tr("Read\n(GB/s)");
        case CopyColumn:
            return tr("Copy (read+write)\n(GB/s)");
        default:
            return tr("FP32 FMA\n(GFLOP/s)");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case BandwidthColumn:
            return tr("Global-memory read bandwidth, as clpeak measures it: each work-item adds up %1 "
                      "strided loads and writes one float; GB/s counts the bytes loaded.")
                .arg(ndr::kPeakFetchesPerItem);
        case CopyColumn:
            return tr("A streaming copy, one load and one store per work-item; GB/s counts the bytes "
                      "read plus the bytes written.");
        case ComputeColumn:
            return tr("Independent chains of fused multiply-adds, two floating-point operations each: the "
                      "best number of chains per work-item and work-group size found for each width.");
        default:
            return {};
        }
    }
    return {};
}

void PeaksModel::setPeaks(const std::optional<ndr::DevicePeaks>& peaks)
{
    beginResetModel();
    peaks_ = peaks;
    rows_.clear();
    if (peaks_) {
        // The benchmarks may (in a hand-edited cache line) cover different widths; join them.
        std::map<int, Row> byWidth;
        for (const ndr::PeakSample& s : peaks_->bandwidth) {
            byWidth[s.vectorWidth].width = s.vectorWidth;
            byWidth[s.vectorWidth].bandwidth = s.value;
        }
        for (const ndr::PeakSample& s : peaks_->copy) {
            byWidth[s.vectorWidth].width = s.vectorWidth;
            byWidth[s.vectorWidth].copy = s.value;
        }
        for (const ndr::PeakSample& s : peaks_->compute) {
            byWidth[s.vectorWidth].width = s.vectorWidth;
            byWidth[s.vectorWidth].compute = s.value;
            byWidth[s.vectorWidth].computeChains = s.chains;
            byWidth[s.vectorWidth].computeLocal = s.localSize;
        }
        for (const auto& [w, row] : byWidth)
            rows_.push_back(row);
    }
    endResetModel();
}

void PeaksModel::retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }

} // namespace studio
