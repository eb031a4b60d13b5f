#include "models/history_filter_model.hpp"

#include "models/history_model.hpp"

namespace studio {

namespace {

bool contains(const std::string& haystack, const QString& needle)
{
    return QString::fromStdString(haystack).contains(needle, Qt::CaseInsensitive);
}

} // namespace

HistoryFilterModel::HistoryFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(HistoryModel::SortRole);
}

void HistoryFilterModel::setHistoryModel(HistoryModel* model)
{
    history_ = model;
    setSourceModel(model);
}

// Each setter re-filters only when its filter changes.
template <typename T> void HistoryFilterModel::change(T& field, const T& value)
{
    if (field == value)
        return;
    field = value;
    invalidateFilter();
}

void HistoryFilterModel::setDevice(const QString& device) { change(device_, device); }

void HistoryFilterModel::setVariant(const QString& variant) { change(variant_, variant); }

void HistoryFilterModel::setWorkload(const QString& workload) { change(workload_, workload); }

void HistoryFilterModel::setSince(const QDate& date) { change(since_, date); }

void HistoryFilterModel::setSearch(const QString& text) { change(search_, text.trimmed()); }

bool HistoryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (!history_ || sourceParent.isValid() || sourceRow >= history_->rowCount())
        return false;
    const ndr::HistoryEntry& e = history_->entry(sourceRow);
    const ndr::RunResult& r = e.run;
    if (!device_.isEmpty() && QString::fromStdString(r.device) != device_ &&
        QString::fromStdString(r.deviceId) != device_)
        return false;
    if (!variant_.isEmpty() && QString::fromStdString(r.variant) != variant_)
        return false;
    if (!workload_.isEmpty() && QString::fromStdString(r.workload) != workload_)
        return false;
    if (since_.isValid()) {
        const QDateTime t = history_->timeOf(sourceRow);
        if (!t.isValid() || t.toLocalTime().date() < since_)
            return false;
    }
    if (search_.isEmpty())
        return true;
    return contains(r.device, search_) || contains(r.variant, search_) || contains(r.workload, search_) ||
           contains(r.params, search_) || contains(r.error, search_) || contains(e.origin, search_) ||
           HistoryModel::statusText(r.outcome()).contains(search_, Qt::CaseInsensitive) ||
           QString::number(e.id) == search_;
}

} // namespace studio
