#pragma once
#include <QString>
#include <QWidget>
#include <vector>

#include "ndr/device_info.hpp"

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTreeWidget;
class QAction;

namespace studio {

class DevicePropertiesModel;

// Platform → device tree; the selected device's properties in a copyable table.
class DevicesPane : public QWidget {
    Q_OBJECT

public:
    explicit DevicesPane(QWidget* parent = nullptr);

    // Called once the engine has enumerated; an empty list shows the "install a driver" state.
    void setDevices(const std::vector<ndr::DeviceInfo>& devices, const QString& initError);
    void selectDevice(const QString& id);
    QString currentDeviceId() const;
    bool showsEmptyState() const;
    QString emptyStateText() const;
    DevicePropertiesModel* propertiesModel() const { return model_; }

public slots:
    void copyProperties();
    void copyJson();

signals:
    void deviceSelected(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* createEmptyState(); // sets emptyLabel_
    void retranslateUi();
    void showCurrent();

    std::vector<ndr::DeviceInfo> devices_;
    QString initError_;
    bool enumerated_ = false;
    QStackedWidget* stack_ = nullptr;
    QLabel* emptyLabel_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    QLabel* deviceTitle_ = nullptr;
    QTableView* table_ = nullptr;
    QPushButton* copyButton_ = nullptr;
    QPushButton* jsonButton_ = nullptr;
    QAction* copyAction_ = nullptr;
    DevicePropertiesModel* model_ = nullptr;
};

} // namespace studio
