// Construction of the Work-groups pane: the grid page's controls (variant, N, global and local
// sizes, parameters, labels, overlays) and the bank-conflict page, and their connections.
#include "gui/workgroups/work_group_pane.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include "session/engine_worker.hpp"
#include "gui/workgroups/bank_conflict_widget.hpp"
#include "gui/workgroups/footprint_widget.hpp"
#include "gui/workgroups/work_group_grid_widget.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/variant.hpp"

namespace studio {

// Every visible string is set by retranslate(), so a language switch relabels the pane: a
// widget created through text() or label() gets its translator.
template <typename W> W* WorkGroupPane::text(W* widget, const char* source)
{
    translators_.push_back([widget, source] { widget->setText(tr(source)); });
    return widget;
}

QLabel* WorkGroupPane::label(const char* source) { return text(new QLabel, source); }

void WorkGroupPane::buildUi()
{
    createControls();
    tabs_ = new QTabWidget;
    tabs_->addTab(buildGridPage(), QString());
    tabs_->addTab(buildBankPage(), QString());
    retranslate();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    connectControls();
}

void WorkGroupPane::createControls()
{
    grid_ = new WorkGroupGridWidget;
    footprint_ = new FootprintWidget;
    banks_ = new BankConflictWidget;

    variant_ = new QComboBox;
    variant_->addItem(QString(), QString());
    translators_.push_back([this] { variant_->setItemText(0, tr("Custom NDRange")); });
    for (const ndr::Variant* v : ndr::variantsOf(ndr::Workload::MatMul))
        variant_->addItem(QString::fromStdString(v->name), QString::fromStdString(v->name));
    n_ = new QSpinBox;
    n_->setRange(1, 65536);
    n_->setValue(16);
    n_->setPrefix(QStringLiteral("N = "));
    global_ = new QLineEdit(QStringLiteral("16x16"));
    local_ = new QLineEdit(QStringLiteral("4x4"));
    global_->setMaximumWidth(110);
    local_->setMaximumWidth(80);
    pad_ = text(new QCheckBox, QT_TR_NOOP("Pad"));
    translators_.push_back([this] {
        pad_->setToolTip(tr("Launch a global size that is not a multiple of the local size rounded up to one, "
                            "as an OpenCL 1.2 device must, even where the device has non-uniform work-groups."));
    });
    params_ = new QLineEdit;
    params_->setMinimumWidth(300);
    translators_.push_back([this] {
        params_->setPlaceholderText(tr("tuned or default, e.g. MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1"));
    });
    paramsLabel_ = label(QT_TR_NOOP("Parameters:"));
    applyButton_ = text(new QPushButton, QT_TR_NOOP("Show"));
    labels_ = new QComboBox;
    static const char* const kLabelModes[] = {QT_TR_NOOP("global (x,y)"), QT_TR_NOOP("local (x,y)"),
                                              QT_TR_NOOP("group (x,y)"), QT_TR_NOOP("linear global/local"),
                                              QT_TR_NOOP("no labels")};
    for (int i = 0; i < 5; ++i) {
        labels_->addItem(QString(), i); // LabelMode order
        translators_.push_back([this, i] { labels_->setItemText(i, tr(kLabelModes[i])); });
    }
    warps_ = text(new QCheckBox, QT_TR_NOOP("Warps"));
    padding_ = text(new QCheckBox, QT_TR_NOOP("Padding"));
    tiles_ = text(new QCheckBox, QT_TR_NOOP("Tiles"));
    seedLayout_ = text(new QCheckBox, QT_TR_NOOP("Rows = dimension 0 (seed 003)"));
    for (auto* c : {warps_, padding_, tiles_})
        c->setChecked(true);
    fitButton_ = text(new QPushButton, QT_TR_NOOP("Fit"));
    captureButton_ = text(new QPushButton, QT_TR_NOOP("Capture on device"));
    exportButton_ = text(new QPushButton, QT_TR_NOOP("Export…"));
}

QWidget* WorkGroupPane::buildGridPage()
{
    auto* row1 = new QHBoxLayout;
    row1->addWidget(label(QT_TR_NOOP("Variant:")));
    row1->addWidget(variant_);
    row1->addWidget(n_);
    row1->addWidget(label(QT_TR_NOOP("Global:")));
    row1->addWidget(global_);
    row1->addWidget(label(QT_TR_NOOP("Local:")));
    row1->addWidget(local_);
    row1->addWidget(pad_);
    row1->addWidget(paramsLabel_);
    row1->addWidget(params_, 1);
    row1->addWidget(applyButton_);
    row1->addStretch();
    row1->addWidget(captureButton_);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(label(QT_TR_NOOP("Labels:")));
    row2->addWidget(labels_);
    row2->addWidget(warps_);
    row2->addWidget(padding_);
    row2->addWidget(tiles_);
    row2->addWidget(seedLayout_);
    row2->addStretch();
    row2->addWidget(fitButton_);
    row2->addWidget(exportButton_);

    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    info_ = new QLabel;
    info_->setWordWrap(true);
    info_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(footprint_, 3);
    sideLayout->addWidget(info_, 1);
    split_ = new QSplitter;
    split_->addWidget(grid_);
    split_->addWidget(side);
    split_->setStretchFactor(0, 3);
    split_->setStretchFactor(1, 2);
    unavailable_ = new QLabel;
    unavailable_->setWordWrap(true);
    unavailable_->setAlignment(Qt::AlignCenter);
    unavailable_->hide();

    auto* gridPage = new QWidget;
    auto* gridLayout = new QVBoxLayout(gridPage);
    gridLayout->addLayout(row1);
    gridLayout->addLayout(row2);
    gridLayout->addWidget(split_, 1);
    gridLayout->addWidget(unavailable_, 1);
    gridLayout->addWidget(status_);
    return gridPage;
}

// Seed 004's bank conflicts: a warp reading a column of a local tile.
QWidget* WorkGroupPane::buildBankPage()
{
    bankTile_ = new QComboBox;
    for (int t : {4, 8, 16, 32})
        bankTile_->addItem(QStringLiteral("%1 x %1").arg(t), t);
    bankTile_->setCurrentIndex(2);
    bankK_ = new QSpinBox;
    bankK_->setRange(0, 31);
    bankWarp_ = new QSpinBox;
    bankWarp_->setRange(4, 64);
    bankWarp_->setValue(32);
    auto* bankControls = new QHBoxLayout;
    bankControls->addWidget(label(QT_TR_NOOP("Tile:")));
    bankControls->addWidget(bankTile_);
    bankControls->addWidget(label(QT_TR_NOOP("Warp lanes = banks:")));
    bankControls->addWidget(bankWarp_);
    bankControls->addWidget(label(QT_TR_NOOP("Inner-loop step k:")));
    bankControls->addWidget(bankK_);
    bankControls->addStretch();
    auto* bankPage = new QWidget;
    auto* bankLayout = new QVBoxLayout(bankPage);
    bankLayout->addLayout(bankControls);
    bankLayout->addWidget(banks_, 1);
    auto updateBanks = [this] {
        const auto t = std::size_t(bankTile_->currentData().toInt());
        bankK_->setMaximum(int(t) - 1);
        const auto w = std::size_t(bankWarp_->value());
        banks_->setParameters(t, w, w, std::size_t(bankK_->value()));
    };
    connect(bankTile_, &QComboBox::currentIndexChanged, this, updateBanks);
    connect(bankK_, &QSpinBox::valueChanged, this, updateBanks);
    connect(bankWarp_, &QSpinBox::valueChanged, this, updateBanks);
    updateBanks();
    return bankPage;
}

void WorkGroupPane::connectControls()
{
    connect(applyButton_, &QPushButton::clicked, this, &WorkGroupPane::apply);
    connect(global_, &QLineEdit::returnPressed, this, &WorkGroupPane::apply);
    connect(local_, &QLineEdit::returnPressed, this, &WorkGroupPane::apply);
    connect(params_, &QLineEdit::returnPressed, this, &WorkGroupPane::apply);
    connect(pad_, &QCheckBox::toggled, this, &WorkGroupPane::apply);
    connect(variant_, &QComboBox::currentIndexChanged, this, [this] {
        n_->setEnabled(!variant_->currentData().toString().isEmpty());
        global_->setEnabled(variant_->currentData().toString().isEmpty());
        pad_->setEnabled(variant_->currentData().toString().isEmpty());
        // Leaving a GEMM variant or clblast, whose local size was not the user's: start from the
        // new variant's preferred one (a 1-D row variant cannot take their 16x16).
        const ndr::Variant* v = ndr::findVariant(variant_->currentData().toString().toStdString());
        if (!local_->isEnabled() && v && !v->defaultLocal.isAutomatic())
            local_->setText(QString::fromStdString(v->defaultLocal.toString()));
        else if (!local_->isEnabled() && !v)
            local_->setText(QStringLiteral("4x4"));
        apply();
    });
    connect(n_, &QSpinBox::editingFinished, this, &WorkGroupPane::apply);
    connect(labels_, &QComboBox::currentIndexChanged, this,
            [this] { grid_->setLabelMode(WorkGroupGridWidget::LabelMode(labels_->currentData().toInt())); });
    auto overlays = [this] {
        grid_->setOverlays((warps_->isChecked() ? WorkGroupGridWidget::Warps : 0) |
                           (padding_->isChecked() ? WorkGroupGridWidget::Padding : 0) |
                           (tiles_->isChecked() ? WorkGroupGridWidget::Tiles : 0));
    };
    for (auto* c : {warps_, padding_, tiles_})
        connect(c, &QCheckBox::toggled, this, overlays);
    connect(seedLayout_, &QCheckBox::toggled, grid_, &WorkGroupGridWidget::setSeedLayout);
    connect(fitButton_, &QPushButton::clicked, grid_, &WorkGroupGridWidget::fit);
    connect(captureButton_, &QPushButton::clicked, this, &WorkGroupPane::requestCapture);
    connect(exportButton_, &QPushButton::clicked, this, &WorkGroupPane::exportGrid);
    connect(grid_, &WorkGroupGridWidget::itemSelected, this, [this](int x, int y) { selectItem(x, y); });
}

} // namespace studio
