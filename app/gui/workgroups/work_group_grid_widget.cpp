#include "gui/workgroups/work_group_grid_widget.hpp"

#include <QBuffer>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "session/file_output.hpp"

namespace studio {

namespace {

constexpr double kMargin = 8;
constexpr double kMaxScale = 96;

QString sizeText(std::size_t x, std::size_t y, int dims)
{
    return dims == 1 ? QString::number(x) : QStringLiteral("%1×%2").arg(x).arg(y);
}

} // namespace

WorkGroupGridWidget::WorkGroupGridWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 160);
    range_ = ndr::NDRangeGeometry::parse("16x16", "4x4");
}

void WorkGroupGridWidget::setRange(const ndr::NDRangeGeometry& range)
{
    range_ = range;
    if (range_.dims == 1) {
        const auto side = std::size_t(std::ceil(std::sqrt(double(range_.globalX))));
        wrap_ = std::min(range_.globalX, (side + range_.localX - 1) / range_.localX * range_.localX);
    }
    if (selected_ && (std::size_t(selected_->x()) >= range_.globalX || std::size_t(selected_->y()) >= range_.globalY))
        selected_.reset();
    if (capture_ && !(capture_->range == range_))
        capture_.reset();
    fit();
}

void WorkGroupGridWidget::setPaddingLimit(std::size_t limitX, std::size_t limitY, const QString& requested)
{
    const bool refit = requested.isEmpty() != paddingRequested_.isEmpty();
    padX_ = limitX;
    padY_ = limitY;
    paddingRequested_ = requested;
    if (refit && fitted_)
        fit(); // the legend line comes or goes
    else
        update();
}

void WorkGroupGridWidget::setSubGroupSize(std::size_t size, bool estimated)
{
    subGroupSize_ = std::max<std::size_t>(1, size);
    subGroupEstimated_ = estimated;
    update();
}

void WorkGroupGridWidget::setCapture(std::optional<ndr::IdCapture> capture)
{
    capture_ = std::move(capture);
    if (capture_ && capture_->subGroupsFromDevice)
        subGroupEstimated_ = false;
    update();
}

void WorkGroupGridWidget::setLabelMode(LabelMode mode)
{
    labelMode_ = mode;
    update();
}

void WorkGroupGridWidget::setOverlays(int overlays)
{
    overlays_ = overlays;
    update();
}

void WorkGroupGridWidget::setSeedLayout(bool rowsAreDimension0)
{
    seedLayout_ = rowsAreDimension0;
    fit();
}

void WorkGroupGridWidget::fit()
{
    // The legend, when there is one, gets a line of its own above the grid.
    const double legend = legendText().isEmpty() ? 0.0 : QFontMetrics(font()).height() + 10.0;
    const double w = std::max(1.0, width() - 2 * kMargin), h = std::max(1.0, height() - 2 * kMargin - legend);
    scale_ = std::min({w / double(columns()), h / double(rows()), kMaxScale});
    offset_ =
        QPointF((width() - scale_ * double(columns())) / 2, legend + (height() - legend - scale_ * double(rows())) / 2);
    fitted_ = true;
    update();
    emit zoomChanged(scale_);
}

void WorkGroupGridWidget::setZoom(double pixelsPerItem, QPointF anchor)
{
    const double fitScale =
        std::min((width() - 2 * kMargin) / double(columns()), (height() - 2 * kMargin) / double(rows()));
    const double next = std::clamp(pixelsPerItem, std::min(fitScale, kMaxScale) * 0.5, kMaxScale);
    if (anchor.x() < 0)
        anchor = QPointF(width() / 2.0, height() / 2.0);
    offset_ = anchor - (anchor - offset_) * (next / scale_);
    scale_ = next;
    fitted_ = false;
    clampOffset(size());
    update();
    emit zoomChanged(scale_);
}

void WorkGroupGridWidget::clampOffset(QSize size)
{
    // Keep at least a quarter of the view covered by the grid so it cannot be panned away.
    const double gw = scale_ * double(columns()), gh = scale_ * double(rows());
    offset_.setX(std::clamp(offset_.x(), std::min(0.0, size.width() * 0.75 - gw), size.width() * 0.25));
    offset_.setY(std::clamp(offset_.y(), std::min(0.0, size.height() * 0.75 - gh), size.height() * 0.25));
}

void WorkGroupGridWidget::setSelected(std::optional<QPoint> item)
{
    selected_ = item;
    update();
}

std::size_t WorkGroupGridWidget::rows() const
{
    if (range_.dims == 1)
        return (range_.globalX + wrap_ - 1) / wrap_;
    return seed() ? range_.globalX : range_.globalY;
}

QPoint WorkGroupGridWidget::itemOfCell(std::size_t col, std::size_t row) const
{
    if (range_.dims == 1)
        return QPoint(int(row * wrap_ + col), 0);
    return seed() ? QPoint(int(row), int(col)) : QPoint(int(col), int(row));
}

bool WorkGroupGridWidget::validCell(std::size_t col, std::size_t row) const
{
    return range_.dims == 2 || row * wrap_ + col < range_.globalX;
}

QPointF WorkGroupGridWidget::cellOfItem(std::size_t x, std::size_t y) const
{
    if (range_.dims == 1)
        return QPointF(double(x % wrap_), double(x / wrap_));
    return seed() ? QPointF(double(y), double(x)) : QPointF(double(x), double(y));
}

ndr::WorkItemIds WorkGroupGridWidget::idsAt(std::size_t x, std::size_t y) const
{
    if (capture_ && x >= capture_->windowX && x < capture_->windowX + capture_->windowWidth && y >= capture_->windowY &&
        y < capture_->windowY + capture_->windowHeight)
        return capture_->at(x, y);
    return ndr::workItemIdsAt(range_, x, y, subGroupSize_);
}

QString WorkGroupGridWidget::label(LabelMode mode, const ndr::WorkItemIds& id, int dims)
{
    auto pair = [dims](quint64 a, quint64 b) {
        return dims == 1 ? QString::number(a) : QStringLiteral("%1,%2").arg(a).arg(b);
    };
    switch (mode) {
    case LabelMode::Global:
        return pair(id.globalX, id.globalY);
    case LabelMode::Local:
        return pair(id.localX, id.localY);
    case LabelMode::Group:
        return pair(id.groupX, id.groupY);
    case LabelMode::Linear:
        return QStringLiteral("%1/%2").arg(id.linearGlobal).arg(id.linearLocal);
    case LabelMode::None:
        return {};
    }
    return {};
}

QString WorkGroupGridWidget::tooltipText(std::size_t x, std::size_t y) const
{
    const auto id = idsAt(x, y);
    const bool captured = capture_ && x >= capture_->windowX && x < capture_->windowX + capture_->windowWidth &&
                          y >= capture_->windowY && y < capture_->windowY + capture_->windowHeight;
    QString source;
    if (captured)
        source = capture_->verified() ? tr("ids from the device (device-verified)")
                                      : tr("ids from the device - they differ from the NDRange rules!");
    else
        source = tr("ids computed from the global and local sizes");
    QString text = tr("global id (%1, %2)\nlocal id (%3, %4)\ngroup id (%5, %6)\nlinear global id %7\n"
                      "linear local id %8\nsub-group %9%10\n%11")
                       .arg(id.globalX)
                       .arg(id.globalY)
                       .arg(id.localX)
                       .arg(id.localY)
                       .arg(id.groupX)
                       .arg(id.groupY)
                       .arg(id.linearGlobal)
                       .arg(id.linearLocal)
                       .arg(id.subGroup)
                       .arg(subGroupEstimated_ ? tr(" (estimate: linear local id / %1)").arg(subGroupSize_) : QString())
                       .arg(source);
    if (partialGroupAt(x, y))
        text += tr("\npartial group: local size %1 of %2")
                    .arg(sizeText(id.localSizeX, id.localSizeY, range_.dims),
                         sizeText(range_.localX, range_.localY, range_.dims));
    if (isPadding(x, y))
        text += paddingRequested_.isEmpty()
                    ? tr("\npadding: outside N, only there because the global size was rounded up")
                    : tr("\npadding: launched, but outside the requested global size %1 (rounded up to a "
                         "multiple of the local size)")
                          .arg(paddingRequested_);
    return text;
}

bool WorkGroupGridWidget::partialGroupAt(std::size_t x, std::size_t y) const
{
    return x < range_.globalX && y < range_.globalY && range_.partialGroup(x / range_.localX, y / range_.localY);
}

QString WorkGroupGridWidget::legendText() const
{
    QStringList parts;
    if (hasPartialGroups()) {
        // The distinct shapes of partial groups: last column, last row, and their corner.
        QStringList shapes;
        const std::size_t lastX = range_.groupsX() - 1, lastY = range_.groupsY() - 1;
        for (std::size_t gy : {std::size_t(0), lastY})
            for (std::size_t gx : {std::size_t(0), lastX}) {
                if (!range_.partialGroup(gx, gy))
                    continue;
                const QString shape = sizeText(range_.groupLocalX(gx), range_.groupLocalY(gy), range_.dims);
                if (!shapes.contains(shape))
                    shapes.append(shape);
            }
        parts.append(tr("Orange, dashed: partial work-groups (non-uniform), local size %1 of %2")
                         .arg(shapes.join(QStringLiteral(", ")), sizeText(range_.localX, range_.localY, range_.dims)));
    }
    if (!paddingRequested_.isEmpty())
        parts.append(tr("Hatched: padding work-items, launched but outside the requested %1").arg(paddingRequested_));
    return parts.join(QStringLiteral("   "));
}

std::optional<QPoint> WorkGroupGridWidget::itemAt(QPointF pos) const
{
    const double cx = (pos.x() - offset_.x()) / scale_, cy = (pos.y() - offset_.y()) / scale_;
    if (cx < 0 || cy < 0 || cx >= double(columns()) || cy >= double(rows()) ||
        !validCell(std::size_t(cx), std::size_t(cy)))
        return std::nullopt;
    return itemOfCell(std::size_t(cx), std::size_t(cy));
}

bool WorkGroupGridWidget::isPadding(std::size_t x, std::size_t y) const
{
    return (padX_ && x >= padX_) || (range_.dims == 2 && padY_ && y >= padY_);
}

QSize WorkGroupGridWidget::groupCells(std::size_t gc, std::size_t gr) const
{
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    if (range_.dims == 1) { // wrap_ is a multiple of the local size: a group never spans two rows
        const std::size_t first = gr * wrap_ + gc * gCol;
        if (first >= range_.globalX || gc * gCol >= wrap_)
            return {0, 0};
        return {int(std::min({gCol, range_.globalX - first, wrap_ - gc * gCol})), 1};
    }
    const std::size_t cols = columns(), rws = rows();
    return {int(std::min(gCol, cols - std::min(cols, gc * gCol))), int(std::min(gRow, rws - std::min(rws, gr * gRow)))};
}

bool WorkGroupGridWidget::partialBlock(std::size_t gc, std::size_t gr) const
{
    if (!hasPartialGroups())
        return false;
    const QSize cells = groupCells(gc, gr);
    return cells.width() > 0 &&
           (std::size_t(cells.width()) < groupColumns() || std::size_t(cells.height()) < groupRows());
}

void WorkGroupGridWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    render(p, size());
}

void WorkGroupGridWidget::resizeEvent(QResizeEvent*)
{
    if (fitted_)
        fit();
    else
        clampOffset(size());
}

void WorkGroupGridWidget::wheelEvent(QWheelEvent* e)
{
    const double steps = e->angleDelta().y() / 120.0;
    if (steps != 0)
        setZoom(scale_ * std::pow(1.25, steps), e->position());
    e->accept();
}

void WorkGroupGridWidget::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::LeftButton) {
        dragFrom_ = e->position();
        dragged_ = false;
    }
}

void WorkGroupGridWidget::mouseMoveEvent(QMouseEvent* e)
{
    if (!dragFrom_)
        return;
    const QPointF d = e->position() - *dragFrom_;
    if (!dragged_ && d.manhattanLength() < 4)
        return;
    dragged_ = true;
    offset_ += d;
    dragFrom_ = e->position();
    fitted_ = false;
    clampOffset(size());
    update();
}

void WorkGroupGridWidget::mouseReleaseEvent(QMouseEvent* e)
{
    if (dragFrom_ && !dragged_) {
        if (auto item = itemAt(e->position())) {
            setSelected(item);
            emit itemSelected(item->x(), item->y());
        }
    }
    dragFrom_.reset();
}

bool WorkGroupGridWidget::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        if (auto item = itemAt(help->pos()))
            QToolTip::showText(help->globalPos(), tooltipText(std::size_t(item->x()), std::size_t(item->y())), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

bool WorkGroupGridWidget::exportImage(const QString& path)
{
    QImage image(size(), QImage::Format_ARGB32);
    {
        QPainter p(&image);
        render(p, size());
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    return image.save(&buffer, "PNG") && FileOutput::write(path, bytes);
}

bool WorkGroupGridWidget::exportSvg(const QString& path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size());
        svg.setViewBox(QRect(QPoint(0, 0), size()));
        svg.setTitle(tr("Work-groups %1").arg(QString::fromStdString(range_.toString())));
        QPainter p(&svg);
        render(p, size());
    }
    return FileOutput::write(path, bytes);
}

} // namespace studio
