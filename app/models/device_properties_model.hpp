#pragma once
#include <QAbstractTableModel>
#include <QString>
#include <utility>
#include <vector>

#include "ndr/device_info.hpp"

namespace studio {

// The selected device's clinfo-style properties, in the core's order: (property, value).
class DevicePropertiesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { PropertyColumn = 0, ValueColumn = 1, ColumnCount = 2 };

    explicit DevicePropertiesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setDevice(const ndr::DeviceInfo& device);
    void clear();
    bool hasDevice() const { return hasDevice_; }
    const ndr::DeviceInfo& device() const { return device_; }

    // Tab-separated "property<TAB>value" lines, the format spreadsheets paste cleanly.
    QString toText(const std::vector<int>& rows = {}) const;
    void retranslate();

private:
    ndr::DeviceInfo device_;
    bool hasDevice_ = false;
    std::vector<std::pair<QString, QString>> rows_;
};

} // namespace studio
