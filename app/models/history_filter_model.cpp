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
void HistoryFilterModel::setDevice(const QString& device)
{
    if (device_ == device)
        return;
    device_ = device;
    invalidateFilter();
}

void HistoryFilterModel::setVariant(const QString& variant)
{
    if (variant_ == variant)
        return;
    variant_ = variant;
    invalidateFilter();
}

void HistoryFilterModel::setWorkload(const QString& workload)
{
    if (workload_ == workload)
        return;
    workload_ = workload;
    invalidateFilter();
}

void HistoryFilterModel::setSince(const QDate& date)
{
    if (since_ == date)
        return;
    since_ = date;
    invalidateFilter();
}

void HistoryFilterModel::setSearch(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (search_ == trimmed)
        return;
    search_ = trimmed;
    invalidateFilter();
}

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
