// The Work-groups view's status line (what is shown, how it was launched, whether the device
// verified it), the explanation of ragged NDRanges, and the grid export.
#include "gui/workgroups/work_group_pane.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QSplitter>

#include "gui/workgroups/work_group_grid_widget.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/device_info.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

QString sizeText(std::size_t x, std::size_t y, int dims)
{
    return dims == 1 ? QString::number(x) : QStringLiteral("%1×%2").arg(x).arg(y);
}

} // namespace

QString WorkGroupPane::requestedText() const
{
    return sizeText(requested_.globalX, requested_.globalY, requested_.dims);
}

ndr::NDRangeGeometry WorkGroupPane::launchRange(const ndr::NDRangeGeometry& requested, bool pad)
{
    requested_ = requested;
    launch_ = ndr::IdLaunch::Uniform;
    grid_->setPaddingLimit(0, 0);
    if (requested.uniform())
        return requested;
    // Without a device yet the grid shows what OpenCL 2.0 launches; the device decides on ready.
    const ndr::DeviceInfo* d = device();
    if (!pad && (!d || d->nonUniformWorkGroups)) {
        launch_ = ndr::IdLaunch::NonUniform;
        return requested;
    }
    launch_ = ndr::IdLaunch::Padded;
    grid_->setPaddingLimit(requested.globalX, requested.dims == 2 ? requested.globalY : 0, requestedText());
    return requested.padded();
}

QString WorkGroupPane::raggedText() const
{
    const auto& r = grid_->range();
    const QString local = sizeText(r.localX, r.localY, r.dims);
    if (launch_ == ndr::IdLaunch::NonUniform) {
        // The last column of groups and the last row, their corner counted once.
        const bool column = r.globalX % r.localX != 0, row = r.globalY % r.localY != 0;
        const std::size_t partial = (column ? r.groupsY() : 0) + (row ? r.groupsX() : 0) - (column && row ? 1 : 0);
        const ndr::DeviceInfo* d = device();
        return tr(" <b>Non-uniform work-groups</b>: %1 is not a multiple of %2, so %3 group(s) at the end of a "
                  "dimension are partial (orange, dashed) with a smaller get_local_size; global id = group id × "
                  "%2 + local id still holds. %4")
            .arg(requestedText(), local)
            .arg(partial)
            .arg(d ? tr("%1 launches it so (%2).")
                         .arg(QString::fromStdString(d->name), QString::fromStdString(d->nonUniformWorkGroupsSource))
                   : tr("Computed as an OpenCL 2.0 device launches it."));
    }
    if (launch_ != ndr::IdLaunch::Padded)
        return {};
    const QString padded = sizeText(r.globalX, r.globalY, r.dims);
    const QString extra = QString::number(r.itemCount() - requested_.itemCount());
    const ndr::DeviceInfo* d = device();
    if (pad_->isChecked() || !d)
        return tr(" <b>Padded</b> as asked: %1 rounded up to %2, a multiple of %3; the %4 hatched work-items are "
                  "launched but lie outside %1 (a kernel skips them with <tt>if (gid &gt;= n) return;</tt>).")
            .arg(requestedText(), padded, local, extra);
    return tr(" <b>Padded</b>: %1 is not a multiple of %2, and %3 has no non-uniform work-groups (%4), so it "
              "cannot launch a partial last group. The padded NDRange %5 runs instead; its %6 hatched work-items are "
              "launched but lie outside %1 (a kernel skips them with <tt>if (gid &gt;= n) return;</tt>).")
        .arg(requestedText(), local, QString::fromStdString(d->name),
             QString::fromStdString(d->nonUniformWorkGroupsSource), padded, extra);
}

QString WorkGroupPane::statusText() const { return status_->text(); }

bool WorkGroupPane::showsGrid() const { return !split_->isHidden(); }

QString WorkGroupPane::replacementText() const { return unavailable_->isHidden() ? QString() : unavailable_->text(); }

void WorkGroupPane::updateStatus()
{
    if (!error_.isEmpty()) {
        status_->setText(tr("<span style='color:#b00000'>%1</span>").arg(error_.toHtmlEscaped()));
        return;
    }
    if (!unavailable_->isHidden()) {
        status_->setText(tr("No NDRange to show: %1.").arg(unavailableReason_));
        return;
    }
    const auto& r = grid_->range();
    QString text = tr("NDRange %1: %2 x %3 work-groups of %4, %5 work-items.")
                       .arg(QString::fromStdString(r.toString()))
                       .arg(r.groupsX())
                       .arg(r.groupsY())
                       .arg(r.groupSize())
                       .arg(r.itemCount());
    text += raggedText();
    const ndr::Variant* v = ndr::findVariant(variant_->currentData().toString().toStdString());
    if (gemm_ && v && v->packedPanels)
        text += tr(" Parameters %1 (%2): each work-item computes a %3 x %4 tile of C, in register blocks of %5 x %6.")
                    .arg(QString::fromStdString(gemm_->toString()), gemmSource_)
                    .arg(gemm_->mwg)
                    .arg(gemm_->nwg)
                    .arg(gemm_->mwi())
                    .arg(gemm_->nwi());
    else if (gemm_)
        text += tr(" Parameters %1 (%2): each work-item computes %3 x %4 elements of C, each group %5 x %6.")
                    .arg(QString::fromStdString(gemm_->toString()), gemmSource_)
                    .arg(gemm_->mwi())
                    .arg(gemm_->nwi())
                    .arg(gemm_->mwg)
                    .arg(gemm_->nwg);
    if (const auto& c = grid_->capture()) {
        const bool whole = c->items.size() == r.itemCount();
        const QString where = whole
                                  ? tr("all %1 captured ids equal group × local size + local id.").arg(c->items.size())
                                  : tr("the %1 x %2 window at (%3, %4) (dashed) was captured and equals group × "
                                       "local size + local id; the rest is computed by the same rules.")
                                        .arg(c->windowWidth)
                                        .arg(c->windowHeight)
                                        .arg(c->windowX)
                                        .arg(c->windowY);
        text += c->verified()
                    ? tr(" <b>Device-verified</b> on %1 (%2): %3")
                          .arg(QString::fromStdString(c->deviceId), QString::fromStdString(c->deviceName), where)
                    : tr(" <span style='color:#b00000'>Device ids differ from the NDRange rules "
                         "(%1 mismatches): %2</span>")
                          .arg(c->mismatches)
                          .arg(QString::fromStdString(c->firstMismatch).toHtmlEscaped());
        text += c->subGroupsFromDevice ? tr(" Sub-groups from %1.").arg(QString::fromStdString(c->subGroupSource))
                                       : tr(" Warps: <i>estimate</i>, linear local id / %1 (the preferred work-group "
                                            "size multiple; the device reports no sub-group ids).")
                                             .arg(c->subGroupSize);
    } else if (!captureState_.isEmpty()) {
        text += QLatin1Char(' ') + captureState_;
    } else {
        text += tr(" Ids computed from the sizes (not captured).");
    }
    status_->setText(text);
}

void WorkGroupPane::exportGrid()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export work-group grid"), QStringLiteral("workgroups.png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    const bool ok =
        path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive) ? grid_->exportSvg(path) : grid_->exportImage(path);
    if (!ok)
        error_ = tr("Cannot write %1").arg(path);
    updateStatus();
    error_.clear();
}

} // namespace studio
