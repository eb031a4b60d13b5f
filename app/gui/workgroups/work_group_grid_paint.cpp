// Painting of the work-group grid: per cell when cells are large enough (groups, padding,
// boundaries, labels), as a raster of coloured blocks when they are not; the selection and the
// legend on top.
#include "gui/workgroups/work_group_grid_widget.hpp"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "gui/workgroups/work_group_grid_style.hpp"

namespace studio {

using namespace grid_style;

void WorkGroupGridWidget::render(QPainter& p, QSize size)
{
    p.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
    if (scale_ >= kCellPathMinScale)
        paintCells(p, size);
    else
        paintRaster(p, size);
    paintSelection(p);
    paintLegend(p, size);
}

void WorkGroupGridWidget::paintLegend(QPainter& p, QSize size)
{
    const QString text = legendText();
    if (text.isEmpty())
        return;
    const QFontMetrics fm(font());
    const int swatch = fm.height();
    const QString shown = fm.elidedText(text, Qt::ElideRight, std::max(40, size.width() - swatch - 30));
    const QRect box(4, 4, std::min(size.width() - 8, fm.horizontalAdvance(shown) + swatch + 20), fm.height() + 6);
    p.setPen(Qt::NoPen);
    p.fillRect(box, QColor(255, 255, 255, 230));
    const QRect sw(box.left() + 5, box.top() + 3, swatch, swatch - 1);
    if (hasPartialGroups()) {
        p.fillRect(sw, QColor(partialTint(kPalette[0])));
        p.setPen(QPen(kPartialOutline, 2, Qt::DashLine));
        p.drawRect(sw.adjusted(1, 1, -1, -1));
    } else { // padding only: a hatched swatch
        p.fillRect(sw, QColor(kPalette[0]));
        p.setPen(QPen(QColor(90, 90, 90), 1));
        for (int d = 3; d < 2 * swatch; d += 5)
            p.drawLine(QPoint(sw.left() + std::max(0, d - sw.height()), sw.top() + std::min(d, sw.height())),
                       QPoint(sw.left() + std::min(d, sw.width()), sw.top() + std::max(0, d - sw.width())));
    }
    p.setPen(QColor(30, 30, 30));
    p.drawText(QRect(sw.right() + 8, box.top(), box.width() - swatch - 13, box.height()), Qt::AlignVCenter, shown);
}

QRectF WorkGroupGridWidget::cellRect(std::size_t c, std::size_t r, std::size_t nc, std::size_t nr) const
{
    const double s = scale_;
    return QRectF(offset_.x() + double(c) * s, offset_.y() + double(r) * s, double(nc) * s, double(nr) * s);
}

void WorkGroupGridWidget::paintCells(QPainter& p, QSize size)
{
    const double s = scale_;
    VisibleCells v;
    v.c0 = std::size_t(std::max(0.0, std::floor(-offset_.x() / s)));
    v.r0 = std::size_t(std::max(0.0, std::floor(-offset_.y() / s)));
    v.c1 = std::min(columns(), std::size_t(std::max(0.0, std::ceil((size.width() - offset_.x()) / s))));
    v.r1 = std::min(rows(), std::size_t(std::max(0.0, std::ceil((size.height() - offset_.y()) / s))));
    if (v.c0 >= v.c1 || v.r0 >= v.r1)
        return;
    paintGroups(p, v);
    if (overlays_ & Padding)
        paintPadding(p, v, size);
    paintBoundaries(p, v);
    if (labelMode_ != LabelMode::None && s >= 14)
        paintLabels(p, v);
}

// Work-groups as blocks (visible part only), coloured by their block position on screen. A
// partial group (non-uniform NDRange) covers fewer cells and is tinted.
void WorkGroupGridWidget::paintGroups(QPainter& p, const VisibleCells& v)
{
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    for (std::size_t gr = v.r0 / gRow; gr * gRow < v.r1; ++gr)
        for (std::size_t gc = v.c0 / gCol; gc * gCol < v.c1; ++gc) {
            const QSize cells = groupCells(gc, gr);
            if (cells.isEmpty())
                continue;
            const QRgb colour = kPalette[(gc + 2 * gr) % 5];
            p.fillRect(cellRect(gc * gCol, gr * gRow, std::size_t(cells.width()), std::size_t(cells.height())),
                       QColor(partialBlock(gc, gr) ? partialTint(colour) : colour));
        }
}

// Padding hatched: the bands past N (or past the requested global size of a padded NDRange).
void WorkGroupGridWidget::paintPadding(QPainter& p, const VisibleCells& v, QSize size)
{
    const std::size_t cols = columns(), rws = rows();
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
    if (range_.dims == 2) { // bands, in item coordinates
        const std::size_t limitX = padX_, limitY = padY_;
        if (!seedLayout_) {
            if (limitX && limitX < range_.globalX)
                hatch(cellRect(limitX, 0, cols - limitX, rws));
            if (limitY && limitY < range_.globalY)
                hatch(cellRect(0, limitY, cols, rws - limitY));
        } else {
            if (limitX && limitX < range_.globalX)
                hatch(cellRect(0, limitX, cols, rws - limitX));
            if (limitY && limitY < range_.globalY)
                hatch(cellRect(limitY, 0, cols - limitY, rws));
        }
    } else if (padX_) {
        for (std::size_t r = v.r0; r < v.r1; ++r)
            for (std::size_t c = v.c0; c < v.c1; ++c)
                if (validCell(c, r) && isPadding(std::size_t(itemOfCell(c, r).x()), 0))
                    hatch(cellRect(c, r, 1, 1));
    }
}

// Cell lines, warp boundaries, group (tile) boundaries, and partial groups outlined on top.
void WorkGroupGridWidget::paintBoundaries(QPainter& p, const VisibleCells& v)
{
    const double s = scale_;
    const std::size_t cols = columns(), rws = rows();
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    const auto [c0, r0, c1, r1] = v;
    if (s >= 8) {
        p.setPen(QPen(QColor(255, 255, 255, 170), 1));
        for (std::size_t c = c0; c <= c1; ++c)
            p.drawLine(cellRect(c, r0, 0, r1 - r0).topLeft(), cellRect(c, r1, 0, 0).topLeft());
        for (std::size_t r = r0; r <= r1; ++r)
            p.drawLine(cellRect(c0, r, 0, 0).topLeft(), cellRect(c1, r, 0, 0).topLeft());
    }
    // Warps: between neighbours of one group whose sub-group differs. An estimated sub-group of
    // one work-item (a preferred multiple of 1, as Oclgrind reports) would outline every cell.
    if ((overlays_ & Warps) && s >= 6 && !(subGroupEstimated_ && subGroupSize_ <= 1)) {
        p.setPen(QPen(QColor(214, 39, 40), std::max(2.0, s / 10)));
        for (std::size_t r = r0; r < r1; ++r)
            for (std::size_t c = c0; c < c1; ++c) {
                if (!validCell(c, r))
                    continue;
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
    if (hasPartialGroups()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kPartialOutline, s >= 12 ? 3 : 2, Qt::DashLine));
        for (std::size_t gr = r0 / gRow; gr * gRow < r1; ++gr)
            for (std::size_t gc = c0 / gCol; gc * gCol < c1; ++gc)
                if (partialBlock(gc, gr)) {
                    const QSize cells = groupCells(gc, gr);
                    p.drawRect(cellRect(gc * gCol, gr * gRow, std::size_t(cells.width()), std::size_t(cells.height()))
                                   .adjusted(1.5, 1.5, -1.5, -1.5));
                }
    }
}

// Labels, only when they are readable inside a cell.
void WorkGroupGridWidget::paintLabels(QPainter& p, const VisibleCells& v)
{
    const double s = scale_;
    const auto [c0, r0, c1, r1] = v;
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
        if (validCell(c, r))
            widest = std::max(widest, fm.horizontalAdvance(textAt(c, r)));
    if (widest > s - 2)
        return;
    // Laid-out texts are cached (a zoomed view shows the same few hundred labels every frame);
    // drawText with alignment would lay each one out again.
    if (labelFont_ != f || labelCache_.size() > 8192) {
        labelCache_.clear();
        labelFont_ = f;
    }
    for (std::size_t r = r0; r < r1; ++r)
        for (std::size_t c = c0; c < c1; ++c) {
            if (!validCell(c, r))
                continue;
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
            p.drawStaticText(QPointF(cellBox.center().x() - ts.width() / 2, cellBox.center().y() - ts.height() / 2),
                             *it);
        }
}

std::vector<long long> WorkGroupGridWidget::screenColumns(int width) const
{
    std::vector<long long> colOf(std::size_t(width), -1);
    for (int px = 0; px < width; ++px) {
        const double c = (px + 0.5 - offset_.x()) / scale_;
        if (c >= 0 && c < double(columns()))
            colOf[std::size_t(px)] = (long long)c;
    }
    return colOf;
}

void WorkGroupGridWidget::paintRaster(QPainter& p, QSize size)
{
    if (raster_.size() != size)
        raster_ = QImage(size, QImage::Format_RGB32);
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
    const std::vector<long long> colOf = screenColumns(w);
    // Padding limits on screen columns/rows (x >= padX_ or y >= padY_ in item coordinates).
    const std::size_t padY = range_.dims == 2 ? padY_ : 0;
    const std::size_t padCol = seed() ? padY : padX_, padRow = seed() ? padX_ : padY;
    const bool wrapped = range_.dims == 1;
    const bool hatch = overlays_ & Padding;
    // Partial groups of a non-uniform NDRange: per screen column and row (2-D), per item (1-D).
    const bool ragged = hasPartialGroups();
    auto partialAlong = [this](std::size_t item, bool dimension0) {
        return dimension0 ? range_.groupLocalX(item / range_.localX) < range_.localX
                          : range_.groupLocalY(item / range_.localY) < range_.localY;
    };
    std::vector<char> colPartial(std::size_t(w), 0);
    if (ragged && !wrapped)
        for (int px = 0; px < w; ++px)
            if (const long long c = colOf[std::size_t(px)]; c >= 0)
                colPartial[std::size_t(px)] = partialAlong(std::size_t(c), !seed());
    for (int py = 0; py < h; ++py) {
        auto* line = reinterpret_cast<QRgb*>(raster_.scanLine(py));
        const double rr = (py + 0.5 - offset_.y()) / scale_;
        if (rr < 0 || rr >= double(rows())) {
            std::fill(line, line + w, background);
            continue;
        }
        const std::size_t r = std::size_t(rr);
        const std::size_t gr = r / bRow;
        const bool rowBorder = boundaries && py > 0 && std::size_t((py - 0.5 - offset_.y()) / scale_) / bRow != gr;
        const bool rowPad = !wrapped && padRow && r >= padRow;
        const bool rowPartial = ragged && !wrapped && partialAlong(r, seed());
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
            bool partial = rowPartial || colPartial[std::size_t(px)];
            if (wrapped) {
                const std::size_t x = r * wrap_ + std::size_t(c);
                if (x >= range_.globalX) {
                    line[px] = background;
                    continue;
                }
                pad = padX_ && x >= padX_;
                partial = ragged && partialAlong(x, true);
            }
            if (partial)
                colour = partialTint(colour);
            if (hatch && pad && ((px + py) % 6) < 2)
                colour = qRgb(110, 110, 110);
            if (rowBorder || (boundaries && prevGroup >= 0 && (long long)gc != prevGroup))
                colour = border;
            line[px] = colour;
            prevGroup = (long long)gc;
        }
    }
    p.drawImage(0, 0, raster_);
    if (k > 1)
        paintZoomNote(p, size, k);
}

void WorkGroupGridWidget::paintZoomNote(QPainter& p, QSize size, std::size_t k)
{
    const QString note = tr("zoomed out: one colour block = %1 x %1 work-groups").arg(k);
    const QFontMetrics fm(font());
    const QRect box(6, size.height() - fm.height() - 12, fm.horizontalAdvance(note) + 12, fm.height() + 6);
    p.fillRect(box, QColor(255, 255, 255, 220));
    p.setPen(QColor(30, 30, 30));
    p.drawText(box, Qt::AlignCenter, note);
}

std::size_t WorkGroupGridWidget::groupsPerColourBlock() const
{
    const double groupPx = scale_ * double(std::min(groupColumns(), groupRows()));
    std::size_t k = 1;
    while (groupPx * double(k) < 4 && k < (std::size_t(1) << 20))
        k *= 2;
    return k;
}

void WorkGroupGridWidget::paintSelection(QPainter& p)
{
    // The part of a large NDRange whose ids came from the device.
    if (capture_ && capture_->items.size() < range_.itemCount() && range_.dims == 2) {
        const QPointF a = cellOfItem(capture_->windowX, capture_->windowY);
        const QPointF b =
            cellOfItem(capture_->windowX + capture_->windowWidth - 1, capture_->windowY + capture_->windowHeight - 1);
        const QRectF cells = QRectF(a, b).normalized().adjusted(0, 0, 1, 1);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0, 140, 60), 2, Qt::DashLine));
        p.drawRect(QRectF(offset_ + cells.topLeft() * scale_, cells.size() * scale_));
    }
    if (!selected_)
        return;
    const QPointF cell = cellOfItem(std::size_t(selected_->x()), std::size_t(selected_->y()));
    const std::size_t c = std::size_t(cell.x()), r = std::size_t(cell.y());
    const std::size_t gCol = groupColumns(), gRow = groupRows();
    const double s = scale_;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(20, 20, 20), 2, Qt::DashLine));
    const QSize cells = groupCells(c / gCol, r / gRow); // smaller for a partial group
    p.drawRect(cellRect(c / gCol * gCol, r / gRow * gRow, cells.isEmpty() ? gCol : std::size_t(cells.width()),
                        cells.isEmpty() ? gRow : std::size_t(cells.height())));
    p.setPen(QPen(QColor(200, 0, 0), 3));
    const double side = std::max(s, 6.0);
    p.drawRect(QRectF(offset_.x() + (double(c) + 0.5) * s - side / 2, offset_.y() + (double(r) + 0.5) * s - side / 2,
                      side, side));
}

} // namespace studio
