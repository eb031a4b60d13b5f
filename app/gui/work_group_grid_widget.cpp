#include "gui/work_group_grid_widget.hpp"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace studio {

namespace {

constexpr double kMargin = 8;
constexpr double kMaxScale = 96;
// Below this many pixels per work-item the cells are rasterised and groups become blocks.
constexpr double kCellPathMinScale = 4;

// Five colours indexed by (gx + 2 gy) mod 5: each of a group's eight neighbours differs from it
// (the index changes by +-1, +-2 or +-3, never by a multiple of 5).
const QRgb kPalette[5] = {qRgb(166, 206, 240), qRgb(250, 196, 142), qRgb(168, 222, 160), qRgb(208, 180, 232),
                          qRgb(244, 226, 128)};

} // namespace

WorkGroupGridWidget::WorkGroupGridWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 160);
    range_ = ndr::NDRangeGeometry::parse("16x16", "4x4");
}

void WorkGroupGridWidget::setRange(const ndr::NDRangeGeometry& range) {
    range_ = range;
    if (range_.dims == 1) {
        const auto side = std::size_t(std::ceil(std::sqrt(double(range_.globalX))));
        wrap_ = std::min(range_.globalX, (side + range_.localX - 1) / range_.localX * range_.localX);
    }
    if (selected_ &&
        (std::size_t(selected_->x()) >= range_.globalX || std::size_t(selected_->y()) >= range_.globalY))
        selected_.reset();
    if (capture_ && !(capture_->range == range_)) capture_.reset();
    fit();
}

void WorkGroupGridWidget::setPaddingLimit(std::size_t limitX, std::size_t limitY) {
    padX_ = limitX;
    padY_ = limitY;
    update();
}

void WorkGroupGridWidget::setSubGroupSize(std::size_t size, bool estimated) {
    subGroupSize_ = std::max<std::size_t>(1, size);
    subGroupEstimated_ = estimated;
    update();
}

void WorkGroupGridWidget::setCapture(std::optional<ndr::IdCapture> capture) {
    capture_ = std::move(capture);
    if (capture_ && capture_->subGroupsFromDevice) subGroupEstimated_ = false;
    update();
}

void WorkGroupGridWidget::setLabelMode(LabelMode mode) {
    labelMode_ = mode;
    update();
}

void WorkGroupGridWidget::setOverlays(int overlays) {
    overlays_ = overlays;
    update();
}

void WorkGroupGridWidget::setSeedLayout(bool rowsAreDimension0) {
    seedLayout_ = rowsAreDimension0;
    fit();
}

void WorkGroupGridWidget::fit() {
    const double w = std::max(1.0, width() - 2 * kMargin), h = std::max(1.0, height() - 2 * kMargin);
    scale_ = std::min({w / double(columns()), h / double(rows()), kMaxScale});
    offset_ = QPointF((width() - scale_ * double(columns())) / 2, (height() - scale_ * double(rows())) / 2);
    fitted_ = true;
    update();
    emit zoomChanged(scale_);
}

void WorkGroupGridWidget::setZoom(double pixelsPerItem, QPointF anchor) {
    const double fitScale =
        std::min((width() - 2 * kMargin) / double(columns()), (height() - 2 * kMargin) / double(rows()));
    const double next = std::clamp(pixelsPerItem, std::min(fitScale, kMaxScale) * 0.5, kMaxScale);
    if (anchor.x() < 0) anchor = QPointF(width() / 2.0, height() / 2.0);
    offset_ = anchor - (anchor - offset_) * (next / scale_);
    scale_ = next;
    fitted_ = false;
    clampOffset(size());
    update();
    emit zoomChanged(scale_);
}

void WorkGroupGridWidget::clampOffset(QSize size) {
    // Keep at least a quarter of the view covered by the grid so it cannot be panned away.
    const double gw = scale_ * double(columns()), gh = scale_ * double(rows());
    offset_.setX(std::clamp(offset_.x(), std::min(0.0, size.width() * 0.75 - gw), size.width() * 0.25));
    offset_.setY(std::clamp(offset_.y(), std::min(0.0, size.height() * 0.75 - gh), size.height() * 0.25));
}

void WorkGroupGridWidget::setSelected(std::optional<QPoint> item) {
    selected_ = item;
    update();
}

std::size_t WorkGroupGridWidget::rows() const {
    if (range_.dims == 1) return (range_.globalX + wrap_ - 1) / wrap_;
    return seed() ? range_.globalX : range_.globalY;
}

QPoint WorkGroupGridWidget::itemOfCell(std::size_t col, std::size_t row) const {
    if (range_.dims == 1) return QPoint(int(row * wrap_ + col), 0);
    return seed() ? QPoint(int(row), int(col)) : QPoint(int(col), int(row));
}

bool WorkGroupGridWidget::validCell(std::size_t col, std::size_t row) const {
    return range_.dims == 2 || row * wrap_ + col < range_.globalX;
}

QPointF WorkGroupGridWidget::cellOfItem(std::size_t x, std::size_t y) const {
    if (range_.dims == 1) return QPointF(double(x % wrap_), double(x / wrap_));
    return seed() ? QPointF(double(y), double(x)) : QPointF(double(x), double(y));
}

ndr::WorkItemIds WorkGroupGridWidget::idsAt(std::size_t x, std::size_t y) const {
    if (capture_ && x >= capture_->windowX && x < capture_->windowX + capture_->windowWidth &&
        y >= capture_->windowY && y < capture_->windowY + capture_->windowHeight)
        return capture_->at(x, y);
    return ndr::workItemIdsAt(range_, x, y, subGroupSize_);
}

QString WorkGroupGridWidget::label(LabelMode mode, const ndr::WorkItemIds& id, int dims) {
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

QString WorkGroupGridWidget::tooltipText(std::size_t x, std::size_t y) const {
    const auto id = idsAt(x, y);
    const bool captured = capture_ && x >= capture_->windowX &&
                          x < capture_->windowX + capture_->windowWidth && y >= capture_->windowY &&
                          y < capture_->windowY + capture_->windowHeight;
    QString source;
    if (captured)
        source = capture_->verified() ? tr("ids from the device (device-verified)")
                                      : tr("ids from the device - they differ from the NDRange rules!");
    else
        source = tr("ids computed from the global and local sizes");
    QString text =
        tr("global id (%1, %2)\nlocal id (%3, %4)\ngroup id (%5, %6)\nlinear global id %7\n"
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
    if (isPadding(x, y))
        text += tr("\npadding: outside N, only there because the global size was rounded up");
    return text;
}

std::optional<QPoint> WorkGroupGridWidget::itemAt(QPointF pos) const {
    const double cx = (pos.x() - offset_.x()) / scale_, cy = (pos.y() - offset_.y()) / scale_;
    if (cx < 0 || cy < 0 || cx >= double(columns()) || cy >= double(rows()) ||
        !validCell(std::size_t(cx), std::size_t(cy)))
        return std::nullopt;
    return itemOfCell(std::size_t(cx), std::size_t(cy));
}

bool WorkGroupGridWidget::isPadding(std::size_t x, std::size_t y) const {
    return (padX_ && x >= padX_) || (range_.dims == 2 && padY_ && y >= padY_);
}

void WorkGroupGridWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    render(p, size());
}

void WorkGroupGridWidget::render(QPainter& p, QSize size) {
    p.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
    if (scale_ >= kCellPathMinScale)
        paintCells(p, size);
    else
        paintRaster(p, size);
    paintSelection(p);
}

void WorkGroupGridWidget::paintCells(QPainter& p, QSize size) {
    const double s = scale_;
    const std::size_t cols = columns(), rws = rows();
    const std::size_t c0 = std::size_t(std::max(0.0, std::floor(-offset_.x() / s)));
    const std::size_t r0 = std::size_t(std::max(0.0, std::floor(-offset_.y() / s)));
    const std::size_t c1 =
        std::min(cols, std::size_t(std::max(0.0, std::ceil((size.width() - offset_.x()) / s))));
    const std::size_t r1 =
        std::min(rws, std::size_t(std::max(0.0, std::ceil((size.height() - offset_.y()) / s))));
    if (c0 >= c1 || r0 >= r1) return;
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    auto cellRect = [&](std::size_t c, std::size_t r, std::size_t nc, std::size_t nr) {
        return QRectF(offset_.x() + double(c) * s, offset_.y() + double(r) * s, double(nc) * s,
                      double(nr) * s);
    };
    // 1. Work-groups as blocks (visible part only), coloured by their block position on screen.
    for (std::size_t gr = r0 / gRow; gr * gRow < r1; ++gr)
        for (std::size_t gc = c0 / gCol; gc * gCol < c1; ++gc)
            if (validCell(gc * gCol, gr * gRow))
                p.fillRect(cellRect(gc * gCol, gr * gRow, gCol, gRow), QColor(kPalette[(gc + 2 * gr) % 5]));
    // 2. Padding hatched: the bands past N.
    if (overlays_ & Padding) {
        // Explicit diagonal segments, clipped by hand, rather than a pattern brush or a clip
        // rect: QSvgGenerator drops both.
        const QRectF view(0, 0, size.width(), size.height());
        auto hatch = [&](const QRectF& area) {
            const QRectF box = area.intersected(view);
            if (box.isEmpty())
                return;
            p.setPen(QPen(QColor(90, 90, 90, 170), 1));
            // Lines x + y = c, clipped to the box.
            const double first = std::floor((box.left() + box.top()) / 6) * 6 + 6;
            for (double c = first; c < box.right() + box.bottom(); c += 6) {
                const double x1 = std::max(box.left(), c - box.bottom()), x2 = std::min(box.right(), c - box.top());
                if (x1 < x2)
                    p.drawLine(QPointF(x1, c - x1), QPointF(x2, c - x2));
            }
        };
        auto band = [&](std::size_t limitX, std::size_t limitY) { // in item coordinates
            if (!seedLayout_) {
                if (limitX && limitX < range_.globalX)
                    hatch(cellRect(limitX, 0, cols - limitX, rws));
                if (limitY && limitY < range_.globalY && range_.dims == 2)
                    hatch(cellRect(0, limitY, cols, rws - limitY));
            } else {
                if (limitX && limitX < range_.globalX)
                    hatch(cellRect(0, limitX, cols, rws - limitX));
                if (limitY && limitY < range_.globalY && range_.dims == 2)
                    hatch(cellRect(limitY, 0, cols - limitY, rws));
            }
        };
        if (range_.dims == 2) {
            band(padX_, padY_);
        } else if (padX_) {
            for (std::size_t r = r0; r < r1; ++r)
                for (std::size_t c = c0; c < c1; ++c)
                    if (validCell(c, r) && isPadding(std::size_t(itemOfCell(c, r).x()), 0))
                        hatch(cellRect(c, r, 1, 1));
        }
    }
    // 3. Cell lines, then group (tile) boundaries on top.
    if (s >= 8) {
        p.setPen(QPen(QColor(255, 255, 255, 170), 1));
        for (std::size_t c = c0; c <= c1; ++c)
            p.drawLine(cellRect(c, r0, 0, r1 - r0).topLeft(), cellRect(c, r1, 0, 0).topLeft());
        for (std::size_t r = r0; r <= r1; ++r)
            p.drawLine(cellRect(c0, r, 0, 0).topLeft(), cellRect(c1, r, 0, 0).topLeft());
    }
    // 4. Warp boundaries: between neighbours of one group whose sub-group differs.
    if ((overlays_ & Warps) && s >= 6) {
        p.setPen(QPen(QColor(214, 39, 40), std::max(2.0, s / 10)));
        for (std::size_t r = r0; r < r1; ++r)
            for (std::size_t c = c0; c < c1; ++c) {
                if (!validCell(c, r)) continue;
                const QPoint it = itemOfCell(c, r);
                const auto id = idsAt(std::size_t(it.x()), std::size_t(it.y()));
                if (c + 1 < cols && (c + 1) % gCol && validCell(c + 1, r)) {
                    const QPoint nb = itemOfCell(c + 1, r);
                    if (idsAt(std::size_t(nb.x()), std::size_t(nb.y())).subGroup != id.subGroup)
                        p.drawLine(cellRect(c + 1, r, 0, 1).topLeft(), cellRect(c + 1, r, 0, 1).bottomLeft());
                }
                if (r + 1 < rws && (r + 1) % gRow && validCell(c, r + 1)) {
                    const QPoint nb = itemOfCell(c, r + 1);
                    if (idsAt(std::size_t(nb.x()), std::size_t(nb.y())).subGroup != id.subGroup)
                        p.drawLine(cellRect(c, r + 1, 1, 0).topLeft(), cellRect(c, r + 1, 1, 0).topRight());
                }
            }
    }
    if (overlays_ & Tiles) {
        p.setPen(QPen(QColor(40, 40, 40), s >= 12 ? 2 : 1));
        for (std::size_t c = (c0 + gCol - 1) / gCol * gCol; c <= c1; c += gCol)
            p.drawLine(cellRect(c, r0, 0, r1 - r0).topLeft(), cellRect(c, r0, 0, r1 - r0).bottomLeft());
        for (std::size_t r = (r0 + gRow - 1) / gRow * gRow; r <= r1; r += gRow)
            p.drawLine(cellRect(c0, r, c1 - c0, 0).topLeft(), cellRect(c0, r, c1 - c0, 0).topRight());
    }
    // 5. Labels, only when they are readable inside a cell.
    if (labelMode_ != LabelMode::None && s >= 14) {
        QFont f = font();
        f.setPixelSize(int(std::clamp(s * 0.32, 8.0, 14.0)));
        p.setFont(f);
        p.setPen(QColor(20, 20, 20));
        const QFontMetricsF fm(f);
        auto textAt = [&](std::size_t c, std::size_t r) {
            const QPoint it = itemOfCell(c, r);
            return label(labelMode_, idsAt(std::size_t(it.x()), std::size_t(it.y())), range_.dims);
        };
        // Ids grow along rows and columns, so the widest label of the view sits at one of the far
        // corners; measuring those once keeps the frame free of per-cell metrics.
        qreal widest = 0;
        for (auto [c, r] : {std::pair{c1 - 1, r1 - 1}, std::pair{c1 - 1, r0}, std::pair{c0, r1 - 1}})
            if (validCell(c, r)) widest = std::max(widest, fm.horizontalAdvance(textAt(c, r)));
        if (widest <= s - 2) {
            // Laid-out texts are cached (a zoomed view shows the same few hundred labels every
            // frame); drawText with alignment would lay each one out again.
            if (labelFont_ != f || labelCache_.size() > 8192) {
                labelCache_.clear();
                labelFont_ = f;
            }
            for (std::size_t r = r0; r < r1; ++r)
                for (std::size_t c = c0; c < c1; ++c) {
                    if (!validCell(c, r)) continue;
                    const QString text = textAt(c, r);
                    auto it = labelCache_.find(text);
                    if (it == labelCache_.end()) {
                        QStaticText st(text);
                        st.setTextFormat(Qt::PlainText);
                        st.prepare(QTransform(), f);
                        it = labelCache_.insert(text, st);
                    }
                    const QSizeF ts = it->size();
                    const QRectF cellBox = cellRect(c, r, 1, 1);
                    p.drawStaticText(QPointF(cellBox.center().x() - ts.width() / 2,
                                             cellBox.center().y() - ts.height() / 2),
                                     *it);
                }
        }
    }
}

void WorkGroupGridWidget::paintRaster(QPainter& p, QSize size) {
    if (raster_.size() != size) raster_ = QImage(size, QImage::Format_RGB32);
    const QRgb background = palette().color(QPalette::Base).rgb();
    const QRgb border = qRgb(60, 60, 60);
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    // Work-groups smaller than 4 px alias into noise: colour blocks of k x k groups instead
    // (the corner note says so) and draw boundaries between those blocks.
    const std::size_t k = groupsPerColourBlock();
    const std::size_t bCol = gCol * k, bRow = gRow * k;
    const bool boundaries = overlays_ & Tiles;
    // Per screen column: grid column (or -1) and its group; rows likewise per scanline.
    const int w = size.width(), h = size.height();
    std::vector<long long> colOf(std::size_t(w), -1);
    for (int px = 0; px < w; ++px) {
        const double c = (px + 0.5 - offset_.x()) / scale_;
        if (c >= 0 && c < double(columns())) colOf[std::size_t(px)] = (long long)c;
    }
    // Padding limits on screen columns/rows (x >= padX_ or y >= padY_ in item coordinates).
    const std::size_t padY = range_.dims == 2 ? padY_ : 0;
    const std::size_t padCol = seed() ? padY : padX_, padRow = seed() ? padX_ : padY;
    const bool wrapped = range_.dims == 1;
    const bool hatch = overlays_ & Padding;
    for (int py = 0; py < h; ++py) {
        auto* line = reinterpret_cast<QRgb*>(raster_.scanLine(py));
        const double rr = (py + 0.5 - offset_.y()) / scale_;
        if (rr < 0 || rr >= double(rows())) {
            std::fill(line, line + w, background);
            continue;
        }
        const std::size_t r = std::size_t(rr);
        const std::size_t gr = r / bRow;
        const bool rowBorder =
            boundaries && py > 0 && std::size_t((py - 0.5 - offset_.y()) / scale_) / bRow != gr;
        const bool rowPad = !wrapped && padRow && r >= padRow;
        long long prevGroup = -1;
        for (int px = 0; px < w; ++px) {
            const long long c = colOf[std::size_t(px)];
            if (c < 0) {
                line[px] = background;
                prevGroup = -1;
                continue;
            }
            const std::size_t gc = std::size_t(c) / bCol;
            QRgb colour = kPalette[(gc + 2 * gr) % 5];
            bool pad = rowPad || (!wrapped && padCol && std::size_t(c) >= padCol);
            if (wrapped) {
                const std::size_t x = r * wrap_ + std::size_t(c);
                if (x >= range_.globalX) {
                    line[px] = background;
                    continue;
                }
                pad = padX_ && x >= padX_;
            }
            if (hatch && pad && ((px + py) % 6) < 2) colour = qRgb(110, 110, 110);
            if (rowBorder || (boundaries && prevGroup >= 0 && (long long)gc != prevGroup)) colour = border;
            line[px] = colour;
            prevGroup = (long long)gc;
        }
    }
    p.drawImage(0, 0, raster_);
    if (k > 1) {
        const QString note = tr("zoomed out: one colour block = %1 x %1 work-groups").arg(k);
        const QFontMetrics fm(font());
        const QRect box(6, size.height() - fm.height() - 12, fm.horizontalAdvance(note) + 12,
                        fm.height() + 6);
        p.fillRect(box, QColor(255, 255, 255, 220));
        p.setPen(QColor(30, 30, 30));
        p.drawText(box, Qt::AlignCenter, note);
    }
}

std::size_t WorkGroupGridWidget::groupsPerColourBlock() const {
    const double groupPx = scale_ * double(std::min(groupColumns(), groupRows()));
    std::size_t k = 1;
    while (groupPx * double(k) < 4 && k < (std::size_t(1) << 20))
        k *= 2;
    return k;
}

void WorkGroupGridWidget::paintSelection(QPainter& p) {
    // The part of a large NDRange whose ids came from the device.
    if (capture_ && capture_->items.size() < range_.itemCount() && range_.dims == 2) {
        const QPointF a = cellOfItem(capture_->windowX, capture_->windowY);
        const QPointF b = cellOfItem(capture_->windowX + capture_->windowWidth - 1,
                                     capture_->windowY + capture_->windowHeight - 1);
        const QRectF cells = QRectF(a, b).normalized().adjusted(0, 0, 1, 1);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0, 140, 60), 2, Qt::DashLine));
        p.drawRect(QRectF(offset_ + cells.topLeft() * scale_, cells.size() * scale_));
    }
    if (!selected_) return;
    const QPointF cell = cellOfItem(std::size_t(selected_->x()), std::size_t(selected_->y()));
    const std::size_t c = std::size_t(cell.x()), r = std::size_t(cell.y());
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    const double s = scale_;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(20, 20, 20), 2, Qt::DashLine));
    p.drawRect(QRectF(offset_.x() + double(c / gCol * gCol) * s, offset_.y() + double(r / gRow * gRow) * s,
                      double(gCol) * s, double(gRow) * s));
    p.setPen(QPen(QColor(200, 0, 0), 3));
    const double side = std::max(s, 6.0);
    p.drawRect(QRectF(offset_.x() + (double(c) + 0.5) * s - side / 2,
                      offset_.y() + (double(r) + 0.5) * s - side / 2, side, side));
}

void WorkGroupGridWidget::resizeEvent(QResizeEvent*) {
    if (fitted_)
        fit();
    else
        clampOffset(size());
}

void WorkGroupGridWidget::wheelEvent(QWheelEvent* e) {
    const double steps = e->angleDelta().y() / 120.0;
    if (steps != 0) setZoom(scale_ * std::pow(1.25, steps), e->position());
    e->accept();
}

void WorkGroupGridWidget::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) {
        dragFrom_ = e->position();
        dragged_ = false;
    }
}

void WorkGroupGridWidget::mouseMoveEvent(QMouseEvent* e) {
    if (!dragFrom_) return;
    const QPointF d = e->position() - *dragFrom_;
    if (!dragged_ && d.manhattanLength() < 4) return;
    dragged_ = true;
    offset_ += d;
    dragFrom_ = e->position();
    fitted_ = false;
    clampOffset(size());
    update();
}

void WorkGroupGridWidget::mouseReleaseEvent(QMouseEvent* e) {
    if (dragFrom_ && !dragged_) {
        if (auto item = itemAt(e->position())) {
            setSelected(item);
            emit itemSelected(item->x(), item->y());
        }
    }
    dragFrom_.reset();
}

bool WorkGroupGridWidget::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        if (auto item = itemAt(help->pos()))
            QToolTip::showText(help->globalPos(), tooltipText(std::size_t(item->x()), std::size_t(item->y())),
                               this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

bool WorkGroupGridWidget::exportImage(const QString& path) {
    QImage image(size(), QImage::Format_ARGB32);
    {
        QPainter p(&image);
        render(p, size());
    }
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && image.save(&file, "PNG") && file.commit();
}

bool WorkGroupGridWidget::exportSvg(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size());
        svg.setViewBox(QRect(QPoint(0, 0), size()));
        svg.setTitle(tr("Work-groups %1").arg(QString::fromStdString(range_.toString())));
        QPainter p(&svg);
        render(p, size());
    }
    return file.commit();
}

} // namespace studio
