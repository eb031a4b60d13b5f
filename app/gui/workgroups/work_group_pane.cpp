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

#include "gui/workgroups/bank_conflict_widget.hpp"
#include "gui/workgroups/footprint_widget.hpp"
#include "gui/workgroups/work_group_grid_widget.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/variant.hpp"
#include "session/engine_worker.hpp"

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
    showGrid(false);
    unavailable_->setText(tr("%1.\n\nPick another variant to see its NDRange and footprints.").arg(reason));
    unavailable_->show();
    updateStatus();
}

void WorkGroupPane::apply()
{
    error_.clear();
    gemm_.reset();
    gemmSource_.clear();
    showGrid(true);
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
            if (gemm_ && v.packedPanels) {
                grid_->setPaddingLimit(range.globalX, range.globalY); // one work-item per tile: none pads
            } else if (gemm_) {
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
        showRefused(QString::fromStdString(e.what()));
    }
    updateStatus();
}

void WorkGroupPane::showRefused(const QString& reason)
{
    // Nothing of the previous layout stays on screen: its grid, its work-item's footprint and a
    // capture still on its way (its answer no longer matches). The selection
    // stays, for when the sizes are mended.
    error_ = reason;
    captureSeq_ = 0; // sequences start at 1
    captureRunning_ = false;
    captureState_.clear();
    grid_->setCapture(std::nullopt);
    footprint_->setFootprint(0, std::nullopt, {});
    info_->clear();
    showGrid(false);
    unavailable_->setText(tr("This layout cannot be launched: %1\n\nChange the sizes and press Show.").arg(reason));
    unavailable_->show();
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

void WorkGroupPane::showGrid(bool shown)
{
    split_->setVisible(shown);
    // Export and capture act on the grid on screen: without one there is nothing to act on.
    exportButton_->setEnabled(shown);
    captureButton_->setEnabled(shown);
}

bool WorkGroupPane::canExport() const { return exportButton_->isEnabled(); }

} // namespace studio
