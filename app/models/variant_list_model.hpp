#pragma once
#include <QAbstractListModel>
#include <QString>
#include <vector>

#include "ndr/variant.hpp"

namespace studio {

// The catalogue as a flat list for a combo box: a bold, unselectable heading per workload
// followed by its variants in teaching order.
class VariantListModel : public QAbstractListModel {
    Q_OBJECT

public:
    static constexpr int NameRole = Qt::UserRole + 1;    // CLI name, empty for headings
    static constexpr int HeadingRole = Qt::UserRole + 2; // true for workload headings

    explicit VariantListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Row of the variant called `name`, -1 if it is not in the catalogue.
    int rowOf(const QString& name) const;
    // First selectable row (the first variant), -1 for an empty catalogue.
    int firstVariantRow() const;
    const ndr::Variant* variantAt(int row) const;

    // Appends a user kernel (ndr::registerUserKernel) under a "Your kernels" heading, or replaces
    // the entry of the same name (a reloaded file). Returns its row.
    int addUserVariant(const ndr::Variant* variant);

    static QString workloadName(ndr::Workload workload);
    // Why an external variant (clblast) cannot run here, in the core's words; empty if it can.
    static QString unavailableReason(const ndr::Variant* variant);
    void retranslate();

private:
    struct Row {
        bool heading = false;
        ndr::Workload workload = ndr::Workload::MatMul;
        const ndr::Variant* variant = nullptr;
        bool userHeading = false;
    };
    std::vector<Row> rows_;
};

} // namespace studio
