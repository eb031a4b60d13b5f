#include "gui/devices/devices_pane.hpp"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "models/device_properties_model.hpp"
#include "ndr/json.hpp"

namespace studio {

namespace {
constexpr int kDeviceIdRole = Qt::UserRole + 1;
}

// The empty state (no OpenCL device): the app icon above the sentence, centred in the pane.
QWidget* DevicesPane::createEmptyState()
{
    emptyLabel_ = new QLabel;
    emptyLabel_->setAlignment(Qt::AlignCenter);
    emptyLabel_->setWordWrap(true);
    emptyLabel_->setMargin(48);
    emptyLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont emptyFont = emptyLabel_->font();
    emptyFont.setPointSizeF(emptyFont.pointSizeF() * 1.25);
    emptyLabel_->setFont(emptyFont);

    auto* emptyIcon = new QLabel;
    emptyIcon->setAlignment(Qt::AlignCenter);
    emptyIcon->setPixmap(QIcon(QStringLiteral(":/icons/ndrange-studio.svg")).pixmap(96, 96));
    auto* empty = new QWidget;
    auto* emptyLayout = new QVBoxLayout(empty);
    emptyLayout->addStretch();
    emptyLayout->addWidget(emptyIcon);
    emptyLayout->addWidget(emptyLabel_);
    emptyLayout->addStretch();
    return empty;
}

DevicesPane::DevicesPane(QWidget* parent) : QWidget(parent)
{
    model_ = new DevicePropertiesModel(this);

    tree_ = new QTreeWidget;
    tree_->setColumnCount(1);
    tree_->setHeaderHidden(true);
    tree_->setMinimumWidth(260);

    deviceTitle_ = new QLabel;
    QFont titleFont = deviceTitle_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    deviceTitle_->setFont(titleFont);
    deviceTitle_->setWordWrap(true);

    table_ = new QTableView;
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    // Compact rows: clinfo has dozens of properties and they should mostly fit on screen.
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);

    copyAction_ = new QAction(this);
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    table_->addAction(copyAction_);
    connect(copyAction_, &QAction::triggered, this, &DevicesPane::copyProperties);

    copyButton_ = new QPushButton;
    jsonButton_ = new QPushButton;
    connect(copyButton_, &QPushButton::clicked, this, &DevicesPane::copyProperties);
    connect(jsonButton_, &QPushButton::clicked, this, &DevicesPane::copyJson);

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(deviceTitle_);
    rightLayout->addWidget(table_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(copyButton_);
    buttons->addWidget(jsonButton_);
    buttons->addStretch();
    rightLayout->addLayout(buttons);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(tree_);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);

    QWidget* empty = createEmptyState();

    stack_ = new QStackedWidget;
    stack_->addWidget(empty);
    stack_->addWidget(splitter);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(stack_);

    connect(tree_, &QTreeWidget::currentItemChanged, this, [this] { showCurrent(); });
    retranslateUi();
}

void DevicesPane::setDevices(const std::vector<ndr::DeviceInfo>& devices, const QString& initError)
{
    devices_ = devices;
    initError_ = initError;
    enumerated_ = true;
    tree_->clear();
    std::set<int> platforms;
    for (const ndr::DeviceInfo& d : devices_)
        platforms.insert(d.platformIndex);
    for (int p : platforms) {
        auto* platformItem = new QTreeWidgetItem(tree_);
        platformItem->setFlags(Qt::ItemIsEnabled);
        for (const ndr::DeviceInfo& d : devices_) {
            if (d.platformIndex != p)
                continue;
            platformItem->setText(0, QStringLiteral("%1 — %2").arg(QString::fromStdString(d.platformName),
                                                                   QString::fromStdString(d.platformVersion)));
            auto* item = new QTreeWidgetItem(platformItem);
            item->setText(0, QStringLiteral("[%1] %2 (%3)")
                                 .arg(QString::fromStdString(d.id()), QString::fromStdString(d.name),
                                      QString::fromStdString(d.type)));
            item->setData(0, kDeviceIdRole, QString::fromStdString(d.id()));
        }
    }
    tree_->expandAll();
    stack_->setCurrentIndex(devices_.empty() ? 0 : 1);
    retranslateUi();
    if (!devices_.empty() && tree_->topLevelItemCount() > 0)
        tree_->setCurrentItem(tree_->topLevelItem(0)->child(0));
}

void DevicesPane::selectDevice(const QString& id)
{
    for (int p = 0; p < tree_->topLevelItemCount(); ++p) {
        QTreeWidgetItem* platform = tree_->topLevelItem(p);
        for (int d = 0; d < platform->childCount(); ++d)
            if (platform->child(d)->data(0, kDeviceIdRole).toString() == id) {
                if (tree_->currentItem() != platform->child(d))
                    tree_->setCurrentItem(platform->child(d));
                return;
            }
    }
}

QString DevicesPane::currentDeviceId() const
{
    const QTreeWidgetItem* item = tree_->currentItem();
    return item ? item->data(0, kDeviceIdRole).toString() : QString();
}

bool DevicesPane::showsEmptyState() const { return stack_->currentIndex() == 0; }

QString DevicesPane::emptyStateText() const { return emptyLabel_->text(); }

void DevicesPane::showCurrent()
{
    const QString id = currentDeviceId();
    auto it = std::find_if(devices_.begin(), devices_.end(),
                           [&](const ndr::DeviceInfo& d) { return QString::fromStdString(d.id()) == id; });
    if (it == devices_.end()) {
        model_->clear();
        deviceTitle_->clear();
        return;
    }
    model_->setDevice(*it);
    table_->resizeColumnToContents(DevicePropertiesModel::PropertyColumn);
    deviceTitle_->setText(QString::fromStdString(it->name));
    emit deviceSelected(id);
}

void DevicesPane::copyProperties()
{
    std::vector<int> rows;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        rows.push_back(index.row());
    std::sort(rows.begin(), rows.end());
    // Nothing selected means "all of it": the common case is pasting the whole device into a report.
    QGuiApplication::clipboard()->setText(model_->toText(rows));
}

void DevicesPane::copyJson()
{
    if (!model_->hasDevice())
        return;
    QGuiApplication::clipboard()->setText(QString::fromStdString(ndr::toJson(model_->device())));
}

void DevicesPane::retranslateUi()
{
    copyButton_->setText(tr("&Copy properties"));
    copyButton_->setToolTip(tr("Copy the selected rows (or all rows) as tab-separated text"));
    jsonButton_->setText(tr("Copy as &JSON"));
    jsonButton_->setToolTip(tr("Copy every property of this device as a JSON object"));
    copyAction_->setText(tr("Copy"));
    model_->retranslate();
    if (!enumerated_) {
        emptyLabel_->setText(tr("Looking for OpenCL platforms…"));
    } else if (devices_.empty()) {
        QString text = tr("No OpenCL platform found — install pocl-opencl-icd to run the kernels on the CPU, "
                          "or your GPU vendor's OpenCL driver, then restart NDRange Studio.");
        if (!initError_.isEmpty())
            text += QStringLiteral("\n\n") + tr("Details: %1").arg(initError_);
        emptyLabel_->setText(text);
    }
}

void DevicesPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
