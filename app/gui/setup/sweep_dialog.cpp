#include "gui/setup/sweep_dialog.hpp"

#include <algorithm>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

// A user kernel is a matmul kernel (docs/user-kernels.md).
ndr::Workload workloadOf(const QString& name)
{
    const ndr::Variant* v = ndr::findVariant(name.toStdString());
    return v ? v->workload : ndr::Workload::MatMul;
}

QStringList splitList(const QString& text)
{
    // Commas, semicolons or blanks separate entries; "16x16" itself never contains them.
    return text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
}
} // namespace

SweepDialog::SweepDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Sweep"));
    variants_ = new QListWidget;
    // Same grouping as the variant picker: a bold heading per workload, then its variants.
    const VariantListModel catalogue;
    for (int row = 0; row < catalogue.rowCount(); ++row) {
        const QModelIndex index = catalogue.index(row);
        if (catalogue.data(index, VariantListModel::HeadingRole).toBool()) {
            auto* heading = new QListWidgetItem(catalogue.data(index).toString(), variants_);
            heading->setFlags(Qt::ItemIsEnabled);
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
            continue;
        }
        // The picker's text and availability: a variant Run setup greys out (no library, no
        // device for it) is listed greyed here too, with the core's reason, and cannot be ticked.
        const ndr::Variant* v = catalogue.variantAt(row);
        auto* item = new QListWidgetItem(catalogue.data(index).toString().trimmed(), variants_);
        item->setData(NameRole, QString::fromStdString(v->name));
        item->setCheckState(Qt::Unchecked);
        const QString why = VariantListModel::unavailableReason(v);
        item->setFlags(why.isEmpty() ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::NoItemFlags);
        item->setToolTip(why.isEmpty() ? catalogue.data(index, Qt::ToolTipRole).toString() : why);
    }
    auto* all = new QPushButton(tr("Select &all"));
    auto* none = new QPushButton(tr("Select &none"));
    all->setObjectName(QStringLiteral("selectAllButton"));
    connect(all, &QPushButton::clicked, this, [this] {
        // Every variant of the workload ticked so far (matmul when none is): one meaning of N.
        const std::vector<ndr::Workload> ticked = selectedWorkloads();
        const ndr::Workload workload = ticked.empty() ? ndr::Workload::MatMul : ticked.front();
        for (int i = 0; i < variants_->count(); ++i) {
            QListWidgetItem* item = variants_->item(i);
            const QString name = item->data(NameRole).toString();
            if (!name.isEmpty() && (item->flags() & Qt::ItemIsUserCheckable))
                item->setCheckState(workloadOf(name) == workload ? Qt::Checked : Qt::Unchecked);
        }
    });
    connect(none, &QPushButton::clicked, this, [this] { setSelectedVariants({}); });
    auto* pick = new QHBoxLayout;
    pick->addWidget(all);
    pick->addWidget(none);
    pick->addStretch();

    sizes_ = new QLineEdit(QStringLiteral("64, 128, 256"));
    sizes_->setToolTip(tr("Problem sizes N, separated by commas"));
    locals_ = new QLineEdit(QStringLiteral("8x8, 16x16"));
    locals_->setPlaceholderText(tr("empty: each variant's automatic local size"));
    locals_->setToolTip(tr("Work-group sizes such as 8x8, 16x16 or 64; invalid combinations are skipped "
                           "and marked in the heat map"));
    summary_ = new QLabel;
    summary_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Problem sizes &N:"), sizes_);
    form->addRow(tr("&Local sizes:"), locals_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start sweep"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Variants:")));
    layout->addWidget(variants_, 1);
    layout->addLayout(pick);
    layout->addLayout(form);
    layout->addWidget(summary_);
    layout->addWidget(buttons_);
    resize(560, 520);

    connect(variants_, &QListWidget::itemChanged, this, &SweepDialog::updateSummary);
    connect(sizes_, &QLineEdit::textChanged, this, &SweepDialog::updateSummary);
    connect(locals_, &QLineEdit::textChanged, this, &SweepDialog::updateSummary);
    updateSummary();
}

void SweepDialog::setSelectedVariants(const QStringList& names)
{
    for (int i = 0; i < variants_->count(); ++i) {
        QListWidgetItem* item = variants_->item(i);
        if (!item->data(NameRole).toString().isEmpty() && (item->flags() & Qt::ItemIsUserCheckable))
            item->setCheckState(names.contains(item->data(NameRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList SweepDialog::selectedVariants() const
{
    QStringList names;
    for (int i = 0; i < variants_->count(); ++i)
        if (!variants_->item(i)->data(NameRole).toString().isEmpty() && variants_->item(i)->checkState() == Qt::Checked)
            names.append(variants_->item(i)->data(NameRole).toString());
    return names;
}

std::vector<ndr::Workload> SweepDialog::selectedWorkloads() const
{
    std::vector<ndr::Workload> workloads;
    for (const QString& name : selectedVariants())
        if (const ndr::Workload w = workloadOf(name);
            std::find(workloads.begin(), workloads.end(), w) == workloads.end())
            workloads.push_back(w);
    return workloads;
}

bool SweepDialog::canStart() const { return buttons_->button(QDialogButtonBox::Ok)->isEnabled(); }

void SweepDialog::setSizesText(const QString& text) { sizes_->setText(text); }
QString SweepDialog::sizesText() const { return sizes_->text(); }
void SweepDialog::setLocalsText(const QString& text) { locals_->setText(text); }
QString SweepDialog::localsText() const { return locals_->text(); }

std::optional<std::vector<std::size_t>> SweepDialog::parseSizes(const QString& text, QString* error)
{
    std::vector<std::size_t> sizes;
    for (const QString& part : splitList(text)) {
        bool ok = false;
        const qulonglong n = part.toULongLong(&ok);
        if (!ok || n == 0) {
            *error = tr("\"%1\" is not a size (a positive whole number).").arg(part);
            return std::nullopt;
        }
        sizes.push_back(std::size_t(n));
    }
    if (sizes.empty()) {
        *error = tr("Enter at least one size.");
        return std::nullopt;
    }
    return sizes;
}

std::optional<std::vector<ndr::LocalSize>> SweepDialog::parseLocals(const QString& text, QString* error)
{
    std::vector<ndr::LocalSize> locals;
    for (const QString& part : splitList(text)) {
        try {
            locals.push_back(ndr::LocalSize::parse(part.toStdString()));
        } catch (const ndr::Error& e) {
            *error = QString::fromStdString(e.what()); // the core names the problem
            return std::nullopt;
        }
    }
    return locals; // empty: automatic
}

int SweepDialog::runCount() const
{
    QString error;
    const auto sizes = parseSizes(sizes_->text(), &error);
    const auto locals = parseLocals(locals_->text(), &error);
    if (!sizes || !locals)
        return 0;
    return int(selectedVariants().size() * sizes->size() * std::max<std::size_t>(1, locals->size()));
}

ndr::SweepRequest SweepDialog::request(const ndr::RunRequest& base) const
{
    ndr::SweepRequest s;
    s.base = base;
    for (const QString& name : selectedVariants())
        s.variants.push_back(name.toStdString());
    QString error;
    if (auto sizes = parseSizes(sizes_->text(), &error))
        s.sizes = *sizes;
    if (auto locals = parseLocals(locals_->text(), &error))
        s.locals = *locals;
    return s;
}

void SweepDialog::updateSummary()
{
    QString error;
    const auto sizes = parseSizes(sizes_->text(), &error);
    const auto locals = sizes ? parseLocals(locals_->text(), &error) : std::nullopt;
    const int variants = int(selectedVariants().size());
    const bool oneWorkload = selectedWorkloads().size() <= 1;
    bool ok = sizes && locals && variants > 0 && oneWorkload;
    if (sizes && locals && variants == 0)
        error = tr("Tick at least one variant.");
    else if (sizes && locals && !oneWorkload)
        error = tr("Tick variants of one workload: N is the matrix order for matmul and the element count for "
                   "reduce, vadd and pi, so one size list cannot serve both.");
    if (ok) {
        const int nLocals = locals->empty() ? 1 : int(locals->size());
        const int runs = variants * int(sizes->size()) * nLocals;
        summary_->setStyleSheet(QString());
        if (locals->empty())
            summary_->setText(tr("%1 variant(s) × %2 size(s) with each variant's automatic local size = %3 run(s).")
                                  .arg(variants)
                                  .arg(sizes->size())
                                  .arg(runs));
        else
            summary_->setText(tr("%1 variant(s) × %2 size(s) × %3 local size(s) = %4 run(s); invalid combinations "
                                 "are skipped.")
                                  .arg(variants)
                                  .arg(sizes->size())
                                  .arg(nLocals)
                                  .arg(runs));
    } else {
        summary_->setStyleSheet(QStringLiteral("color: #b00020;"));
        summary_->setText(error);
    }
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace studio
