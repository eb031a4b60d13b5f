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

#include "gui/common/engine_worker.hpp"
#include "gui/workgroups/bank_conflict_widget.hpp"
#include "gui/workgroups/footprint_widget.hpp"
#include "gui/workgroups/work_group_grid_widget.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

// Around the selection (or the origin) when the NDRange is larger than one capture.
constexpr std::size_t kCaptureWindow = 512;

} // namespace

WorkGroupPane::WorkGroupPane(EngineWorker* worker, QWidget* parent) : QWidget(parent), worker_(worker)
{
    buildUi();
    if (worker_) {
        // The device decides how a ragged NDRange runs (and a GEMM variant's parameters): again.
        connect(worker_, &EngineWorker::ready, this, &WorkGroupPane::apply);
        connect(worker_, &EngineWorker::idsCaptured, this, [this](quint64 seq, const ndr::IdCapture& c) {
            if (seq != captureSeq_ || !(c.range == grid_->range()))
                return;
            captureRunning_ = false;
            grid_->setCapture(c);
            if (!c.subGroupsFromDevice)
                grid_->setSubGroupSize(c.subGroupSize, true);
            captureState_.clear();
            updateFootprint(); // the selected item's ids now come from the device
            updateStatus();
            emit captureFinished(c.verified());
        });
        connect(worker_, &EngineWorker::idsCaptureFailed, this, [this](quint64 seq, const QString& message) {
            if (seq != captureSeq_)
                return;
            captureRunning_ = false;
            captureState_ = tr("Device capture failed: %1").arg(message);
            updateStatus();
            emit captureFinished(false);
        });
    }
    // The lesson's example: seed 003's 16x16 NDRange in 4x4 groups, shown for tiled with a
    // work-item selected so the footprint is there from the start.
    setVariant(QStringLiteral("tiled"), 16, QStringLiteral("4x4"));
    selectItem(6, 9);
    if (worker_ && worker_->isReady())
        requestCapture();
}

void WorkGroupPane::buildUi()
{
    // Every visible string is set by retranslate(), so a language switch relabels the pane.
    auto text = [this](auto* widget, const char* source) {
        translators_.push_back([widget, source] { widget->setText(tr(source)); });
        return widget;
    };
    auto label = [text](const char* source) { return text(new QLabel, source); };
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
    auto* applyButton = text(new QPushButton, QT_TR_NOOP("Show"));
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
    auto* fitButton = text(new QPushButton, QT_TR_NOOP("Fit"));
    auto* captureButton = text(new QPushButton, QT_TR_NOOP("Capture on device"));
    auto* exportButton = text(new QPushButton, QT_TR_NOOP("Export…"));

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
    row1->addWidget(applyButton);
    row1->addStretch();
    row1->addWidget(captureButton);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(label(QT_TR_NOOP("Labels:")));
    row2->addWidget(labels_);
    row2->addWidget(warps_);
    row2->addWidget(padding_);
    row2->addWidget(tiles_);
    row2->addWidget(seedLayout_);
    row2->addStretch();
    row2->addWidget(fitButton);
    row2->addWidget(exportButton);

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

    tabs_ = new QTabWidget;
    tabs_->addTab(gridPage, QString());
    tabs_->addTab(bankPage, QString());
    retranslate();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);

    connect(applyButton, &QPushButton::clicked, this, &WorkGroupPane::apply);
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
    connect(fitButton, &QPushButton::clicked, grid_, &WorkGroupGridWidget::fit);
    connect(captureButton, &QPushButton::clicked, this, &WorkGroupPane::requestCapture);
    connect(exportButton, &QPushButton::clicked, this, &WorkGroupPane::exportGrid);
    connect(grid_, &WorkGroupGridWidget::itemSelected, this, [this](int x, int y) { selectItem(x, y); });
}

void WorkGroupPane::retranslate()
{
    for (const auto& set : translators_)
        set();
}

void WorkGroupPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateFootprint();
        updateStatus();
    }
    QWidget::changeEvent(event);
}

void WorkGroupPane::showGrid() { tabs_->setCurrentIndex(0); }
void WorkGroupPane::showBanks() { tabs_->setCurrentIndex(1); }
int WorkGroupPane::currentViewPage() const { return tabs_->currentIndex(); }
void WorkGroupPane::showViewPage(int page) { tabs_->setCurrentIndex(page); }
void WorkGroupPane::setViewPageTitle(int page, const QString& title) { tabs_->setTabText(page, title); }

bool WorkGroupPane::setNDRange(const QString& global, const QString& local, bool pad)
{
    const QSignalBlocker block(variant_);
    variant_->setCurrentIndex(0);
    n_->setEnabled(false);
    global_->setEnabled(true);
    pad_->setEnabled(true);
    global_->setText(global);
    local_->setText(local);
    {
        const QSignalBlocker blockPad(pad_);
        pad_->setChecked(pad);
    }
    apply();
    return error_.isEmpty();
}

bool WorkGroupPane::setVariant(const QString& variant, int n, const QString& local, const QString& params)
{
    const int index = variant_->findData(variant);
    if (index < 0) {
        error_ = tr("'%1' is not a matmul variant").arg(variant);
        updateStatus();
        return false;
    }
    {
        const QSignalBlocker block(variant_);
        variant_->setCurrentIndex(index);
    }
    n_->setEnabled(true);
    global_->setEnabled(false);
    pad_->setEnabled(false);
    n_->setValue(n);
    params_->setText(params);
    const ndr::Variant& v = *ndr::findVariant(variant.toStdString());
    if (!local.isEmpty())
        local_->setText(local);
    else if (!v.defaultLocal.isAutomatic())
        local_->setText(QString::fromStdString(v.defaultLocal.toString()));
    apply();
    return error_.isEmpty();
}

ndr::NDRangeGeometry WorkGroupPane::variantRange(const ndr::Variant& v, std::size_t n)
{
    if (!v.tunable)
        return ndr::matmulGeometry(v, n, ndr::LocalSize::parse(local_->text().toStdString()));
    // The parameters a run would use, resolved like the engine (explicit, tuned, database,
    // default) for the device shown; the local size follows from them.
    std::optional<ndr::GemmParams> given;
    if (const QString text = params_->text().trimmed(); !text.isEmpty())
        given = ndr::GemmParams::parse(text.toStdString());
    std::string source;
    if (const ndr::DeviceInfo* d = device()) {
        gemm_ = ndr::resolveGemmParams(v, *d, given, true, n, source);
        if (const std::string why = ndr::checkGemmParams(v, *gemm_, *d); !why.empty())
            throw ndr::invalidInput(why);
    } else {
        gemm_ = given ? *given : v.defaultParams;
        source = given ? "explicit" : "default";
    }
    gemmSource_ = QString::fromStdString(source);
    const auto range = ndr::matmulGeometry(v, n, ndr::LocalSize::automatic(), &*gemm_);
    local_->setText(QStringLiteral("%1x%2").arg(range.localX).arg(range.localY));
    return range;
}

void WorkGroupPane::showUnavailable(const QString& reason)
{
    unavailableReason_ = reason;
    global_->clear(); // no NDRange of ours: CLBlast picks its own
    local_->clear();
    split_->hide();
    unavailable_->setText(tr("%1.\n\nPick another variant to see its NDRange and footprints.").arg(reason));
    unavailable_->show();
    updateStatus();
}

void WorkGroupPane::apply()
{
    error_.clear();
    gemm_.reset();
    gemmSource_.clear();
    split_->show();
    unavailable_->hide();
    unavailableReason_.clear();
    {
        const ndr::Variant* v = ndr::findVariant(variant_->currentData().toString().toStdString());
        const bool tunable = v && v->tunable;
        local_->setEnabled(!tunable && !(v && v->external)); // fixed by NDIMC x MDIMC
        paramsLabel_->setVisible(tunable);
        params_->setVisible(tunable);
    }
    try {
        const QString variant = variant_->currentData().toString();
        ndr::NDRangeGeometry range;
        if (variant.isEmpty()) {
            range =
                launchRange(ndr::NDRangeGeometry::parse(global_->text().toStdString(), local_->text().toStdString()),
                            pad_->isChecked());
        } else {
            const ndr::Variant& v = *ndr::findVariant(variant.toStdString());
            if (const std::string why = ndr::footprintUnavailableReason(v); !why.empty()) {
                showUnavailable(QString::fromStdString(why));
                return;
            }
            const auto n = std::size_t(n_->value());
            range = variantRange(v, n);
            if (auto why = range.problem(); !why.empty())
                throw ndr::invalidInput(why);
            requested_ = range;
            launch_ = ndr::IdLaunch::Uniform; // a variant's NDRange is a multiple of its local size
            global_->setText(range.dims == 1 ? QString::number(range.globalX)
                                             : QStringLiteral("%1x%2").arg(range.globalX).arg(range.globalY));
            if (gemm_) {
                // A GEMM item is padding when its block's first column (row) lies past N: in the
                // last group, items from ceil((N - its first column) / VW) on; earlier groups have none.
                auto limit = [n](std::size_t wg, std::size_t dimc, std::size_t vw) {
                    const std::size_t groups = (n + wg - 1) / wg, rest = n - (groups - 1) * wg;
                    return (groups - 1) * dimc + std::min(dimc, (rest + vw - 1) / vw);
                };
                const auto vw = std::size_t(gemm_->vw);
                grid_->setPaddingLimit(limit(std::size_t(gemm_->nwg), std::size_t(gemm_->ndimc), vw),
                                       limit(std::size_t(gemm_->mwg), std::size_t(gemm_->mdimc), vw));
            } else {
                grid_->setPaddingLimit(n, range.dims == 2 ? n : 0);
            }
        }
        if (!(range == grid_->range()) || grid_->capture())
            grid_->setCapture(std::nullopt);
        grid_->setRange(range);
        grid_->setSubGroupSize(estimatedSubGroupSize(), true);
        updateFootprint();
        requestCapture();
    } catch (const std::exception& e) {
        error_ = QString::fromStdString(e.what());
    }
    updateStatus();
}

void WorkGroupPane::selectItem(int x, int y)
{
    const auto& r = grid_->range();
    if (x < 0 || y < 0 || std::size_t(x) >= r.globalX || std::size_t(y) >= r.globalY)
        return;
    grid_->setSelected(QPoint(x, y));
    updateFootprint();
    // A large NDRange is captured in a window: move it to the selection when it lies outside.
    if (grid_->range().itemCount() > ndr::kMaxCapturedItems && !requestedWindow_.contains(x, y))
        requestCapture();
}

void WorkGroupPane::updateFootprint()
{
    const QString variant = variant_->currentData().toString();
    const auto sel = grid_->selected();
    if (sel)
        info_->setText(grid_->tooltipText(std::size_t(sel->x()), std::size_t(sel->y())));
    else
        info_->setText(tr("Click a work-item to see its ids and footprint. Wheel zooms, drag pans."));
    if (variant.isEmpty()) {
        footprint_->setFootprint(0, std::nullopt,
                                 tr("Custom NDRange: pick a matmul variant to see which elements of "
                                    "A, B and C a work-item touches."));
        return;
    }
    if (!sel) {
        footprint_->setFootprint(0, std::nullopt, {});
        return;
    }
    try {
        const auto& v = *ndr::findVariant(variant.toStdString());
        const auto local = gemm_ ? ndr::LocalSize::automatic() : ndr::LocalSize::parse(local_->text().toStdString());
        const auto f = ndr::footprintOf(v, std::size_t(n_->value()), local, std::size_t(sel->x()),
                                        std::size_t(sel->y()), gemm_ ? &*gemm_ : nullptr);
        footprint_->setFootprint(std::size_t(n_->value()), f,
                                 tr("%1 - work-item (%2, %3): %4")
                                     .arg(variant)
                                     .arg(sel->x())
                                     .arg(sel->y())
                                     .arg(QString::fromStdString(f.summary)));
    } catch (const std::exception& e) {
        footprint_->setFootprint(0, std::nullopt, QString::fromStdString(e.what()));
    }
}

void WorkGroupPane::requestCapture()
{
    if (!worker_ || !worker_->isReady() || worker_->devices().empty()) {
        captureState_ =
            worker_ && worker_->isReady() ? tr("No OpenCL device: ids are computed, not captured.") : QString();
        updateStatus();
        return;
    }
    const auto& r = grid_->range(); // as launched: a padded NDRange's padding is captured too
    ndr::IdCaptureRequest req;
    req.range = requested_;
    req.pad = launch_ == ndr::IdLaunch::Padded;
    if (const ndr::DeviceInfo* d = device()) {
        req.platformIndex = d->platformIndex;
        req.deviceIndex = d->deviceIndex;
    }
    if (r.itemCount() > ndr::kMaxCapturedItems) {
        const auto sel = grid_->selected().value_or(QPoint(0, 0));
        auto origin = [](std::size_t at, std::size_t extent) {
            const std::size_t w = std::min(kCaptureWindow, extent);
            return std::min(at > w / 2 ? at - w / 2 : 0, extent - w);
        };
        req.windowX = origin(std::size_t(sel.x()), r.globalX);
        req.windowY = origin(std::size_t(sel.y()), r.globalY);
        req.windowWidth = std::min(kCaptureWindow, r.globalX);
        req.windowHeight = std::min(kCaptureWindow, r.globalY);
    }
    requestedWindow_ = req.windowWidth
                           ? QRect(int(req.windowX), int(req.windowY), int(req.windowWidth), int(req.windowHeight))
                           : QRect(0, 0, int(r.globalX), int(r.globalY));
    captureSeq_ = worker_->captureIds(req);
    captureRunning_ = true;
    captureState_ = tr("Capturing ids on the device…");
    updateStatus();
}

} // namespace studio
