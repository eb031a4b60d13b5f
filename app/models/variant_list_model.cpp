#include "models/variant_list_model.hpp"

#include "ndr/catalogue.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant_availability.hpp"

#include <QFont>
#include <algorithm>
#include <map>

namespace studio {

VariantListModel::VariantListModel(QObject* parent) : QAbstractListModel(parent)
{
    // Group by workload while keeping the catalogue's teaching order inside each group.
    std::map<int, std::vector<const ndr::Variant*>> groups;
    for (const ndr::Variant& v : ndr::catalogue())
        groups[int(v.workload)].push_back(&v);
    for (const auto& [workload, variants] : groups) {
        rows_.push_back({true, ndr::Workload(workload), nullptr});
        for (const ndr::Variant* v : variants)
            rows_.push_back({false, v->workload, v});
    }
    // Kernels the user loaded this session (e.g. for the sweep dialog's list).
    for (const ndr::Variant* v : ndr::userVariants())
        addUserVariant(v);
}

int VariantListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

QVariant VariantListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = rows_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (row.heading)
            return row.userHeading ? tr("Your kernels") : workloadName(row.workload);
        // Indented under its heading; the CLI name in parentheses is what --variant takes.
        if (!unavailableReason(row.variant).isEmpty())
            return tr("    %1 (%2) — unavailable")
                .arg(QString::fromStdString(row.variant->title), QString::fromStdString(row.variant->name));
        return QStringLiteral("    %1 (%2)")
            .arg(QString::fromStdString(row.variant->title), QString::fromStdString(row.variant->name));
    case Qt::ToolTipRole:
        if (row.heading)
            return {};
        // A missing library (clblast) or no device for an NVIDIA-only kernel: the core's reason.
        if (const QString why = unavailableReason(row.variant); !why.isEmpty())
            return why;
        return QString::fromStdString(row.variant->courseSource);
    case Qt::FontRole:
        if (row.heading) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case NameRole:
        return row.heading ? QString() : QString::fromStdString(row.variant->name);
    case HeadingRole:
        return row.heading;
    default:
        return {};
    }
}

Qt::ItemFlags VariantListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    // Headings are visible but disabled, so neither mouse nor keyboard can make one current.
    if (rows_[std::size_t(index.row())].heading)
        return Qt::NoItemFlags;
    // Unavailable variants are listed (greyed, the reason as tooltip) but cannot be chosen.
    if (!unavailableReason(rows_[std::size_t(index.row())].variant).isEmpty())
        return Qt::ItemNeverHasChildren;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

int VariantListModel::rowOf(const QString& name) const
{
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (!rows_[i].heading && QString::fromStdString(rows_[i].variant->name) == name)
            return int(i);
    return -1;
}

int VariantListModel::firstVariantRow() const
{
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (!rows_[i].heading)
            return int(i);
    return -1;
}

const ndr::Variant* VariantListModel::variantAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return rows_[std::size_t(row)].variant;
}

int VariantListModel::addUserVariant(const ndr::Variant* variant)
{
    const int existing = rowOf(QString::fromStdString(variant->name));
    if (existing >= 0) {
        rows_[std::size_t(existing)].variant = variant;
        emit dataChanged(index(existing), index(existing));
        return existing;
    }
    const bool needHeading = std::none_of(rows_.begin(), rows_.end(), [](const Row& r) { return r.userHeading; });
    const int first = rowCount();
    beginInsertRows(QModelIndex(), first, first + (needHeading ? 1 : 0));
    if (needHeading)
        rows_.push_back({true, ndr::Workload::MatMul, nullptr, true});
    rows_.push_back({false, variant->workload, variant, false});
    endInsertRows();
    return rowCount() - 1;
}

QString VariantListModel::unavailableReason(const ndr::Variant* variant)
{
    // The core checks the library and the devices once per process and caches the answer.
    return variant ? QString::fromStdString(ndr::unavailableReason(*variant)) : QString();
}

QString VariantListModel::workloadName(ndr::Workload workload)
{
    switch (workload) {
    case ndr::Workload::MatMul:
        return tr("Matrix multiplication");
    case ndr::Workload::Reduce:
        return tr("Reduction (sum)");
    case ndr::Workload::VAdd:
        return tr("Vector addition");
    case ndr::Workload::Pi:
        return tr("Pi by numerical integration");
    }
    return tr("Other");
}

void VariantListModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
}

} // namespace studio
