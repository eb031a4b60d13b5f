#pragma once
#include <QDate>
#include <QSortFilterProxyModel>
#include <QString>

namespace studio {

class HistoryModel;

// The History view's filters over a HistoryModel: device (its name or id "P:D"), variant and
// workload (exact; empty: any), runs on or after a date (local time), and a search text that any
// of the run's device, variant, workload, parameters, status, error or origin may contain. Sorts
// numbers as numbers (HistoryModel::SortRole).
class HistoryFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit HistoryFilterModel(QObject* parent = nullptr);

    void setHistoryModel(HistoryModel* model);

    void setDevice(const QString& device);
    void setVariant(const QString& variant);
    void setWorkload(const QString& workload);
    void setSince(const QDate& date); // invalid: any date
    void setSearch(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    template <typename T> void change(T& field, const T& value);

    HistoryModel* history_ = nullptr;
    QString device_, variant_, workload_, search_;
    QDate since_;
};

} // namespace studio
