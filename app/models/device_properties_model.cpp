#include "models/device_properties_model.hpp"

namespace studio {

DevicePropertiesModel::DevicePropertiesModel(QObject* parent) : QAbstractTableModel(parent) {}

int DevicePropertiesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int DevicePropertiesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DevicePropertiesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto& row = rows_[std::size_t(index.row())];
    const QString& text = index.column() == PropertyColumn ? row.first : row.second;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return text;
    case Qt::ToolTipRole:
        // Extension lists and driver strings are long; the tooltip shows them unclipped.
        return index.column() == ValueColumn ? QVariant(text) : QVariant();
    default:
        return {};
    }
}

QVariant DevicePropertiesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == PropertyColumn)
        return tr("Property");
    if (section == ValueColumn)
        return tr("Value");
    return {};
}

void DevicePropertiesModel::setDevice(const ndr::DeviceInfo& device)
{
    beginResetModel();
    device_ = device;
    hasDevice_ = true;
    rows_.clear();
    // The labels come from the core (clinfo vocabulary) and stay untranslated, matching what
    // `ndrange devices` prints and what users search for online.
    for (const auto& [label, value] : device.properties())
        rows_.emplace_back(QString::fromStdString(label), QString::fromStdString(value));
    endResetModel();
}

void DevicePropertiesModel::clear()
{
    beginResetModel();
    device_ = ndr::DeviceInfo();
    hasDevice_ = false;
    rows_.clear();
    endResetModel();
}

QString DevicePropertiesModel::toText(const std::vector<int>& rows) const
{
    QString out;
    auto append = [&](int r) {
        if (r < 0 || r >= rowCount())
            return;
        out += rows_[std::size_t(r)].first + QLatin1Char('\t') + rows_[std::size_t(r)].second + QLatin1Char('\n');
    };
    if (rows.empty()) {
        for (int r = 0; r < rowCount(); ++r)
            append(r);
    } else {
        for (int r : rows)
            append(r);
    }
    return out;
}

void DevicePropertiesModel::retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }

} // namespace studio
