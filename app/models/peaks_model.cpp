#include "models/peaks_model.hpp"

#include <QFont>
#include <map>

namespace studio {

PeaksModel::PeaksModel(QObject* parent) : QAbstractTableModel(parent) {}

int PeaksModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int PeaksModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PeaksModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount() || !peaks_)
        return {};
    const Row& r = rows_[std::size_t(index.row())];
    const double value = index.column() == BandwidthColumn ? r.bandwidth : r.compute;
    const double best = index.column() == BandwidthColumn ? peaks_->bandwidthGBs : peaks_->computeGflops;
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
    case Qt::ToolTipRole:
        if (index.column() == WidthColumn || value <= 0 || best <= 0) return {};
        return tr("%1 % of this device's best").arg(100.0 * value / best, 0, 'f', 0);
    default:
        return {};
    }
}

QVariant PeaksModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    switch (section) {
    case WidthColumn:
        return tr("Vector width");
    case BandwidthColumn:
        return tr("Copy bandwidth (GB/s)");
    default:
        return tr("FP32 FMA (GFLOP/s)");
    }
}

void PeaksModel::setPeaks(const std::optional<ndr::DevicePeaks>& peaks) {
    beginResetModel();
    peaks_ = peaks;
    rows_.clear();
    if (peaks_) {
        // The two benchmarks may (in a damaged cache line) cover different widths; join them.
        std::map<int, Row> byWidth;
        for (const ndr::PeakSample& s : peaks_->bandwidth) {
            byWidth[s.vectorWidth].width = s.vectorWidth;
            byWidth[s.vectorWidth].bandwidth = s.value;
        }
        for (const ndr::PeakSample& s : peaks_->compute) {
            byWidth[s.vectorWidth].width = s.vectorWidth;
            byWidth[s.vectorWidth].compute = s.value;
        }
        for (const auto& [w, row] : byWidth)
            rows_.push_back(row);
    }
    endResetModel();
}

void PeaksModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace studio
