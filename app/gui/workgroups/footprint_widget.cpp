#include "gui/workgroups/footprint_widget.hpp"

#include <QPainter>
#include <algorithm>

namespace studio {

namespace {

const QColor kTile(150, 190, 235); // the group's local tiles
const QColor kRead(245, 160, 60);  // elements feeding the item's result
const QColor kLoad(30, 90, 170);   // elements the item itself loads into local memory
const QColor kWrite(215, 35, 35);  // elements of C it writes

} // namespace

FootprintWidget::FootprintWidget(QWidget* parent) : QWidget(parent) { setMinimumSize(minimumSizeHint()); }

void FootprintWidget::setFootprint(std::size_t n, std::optional<ndr::Footprint> footprint, const QString& caption)
{
    n_ = n;
    footprint_ = std::move(footprint);
    caption_ = caption;
    update();
}

void FootprintWidget::paintMatrix(QPainter& p, const QRectF& box, const QString& title,
                                  const std::vector<ndr::MatrixRect>& tiles, const std::vector<ndr::MatrixRect>& reads,
                                  const std::vector<ndr::MatrixRect>& loads, const std::vector<ndr::MatrixRect>& writes)
{
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(box.left(), box.top() - 18, box.width(), 16), Qt::AlignCenter, title);
    p.fillRect(box, QColor(245, 245, 245));
    const double cell = box.width() / double(n_);
    // Every rectangle stays at least a pixel and a half wide so a single element of an 8192 x 8192
    // matrix still shows.
    auto draw = [&](const std::vector<ndr::MatrixRect>& rects, const QColor& colour, double inset,
                    double minSide = 1.5) {
        for (const auto& r : rects) {
            QRectF q(box.left() + double(r.col) * cell, box.top() + double(r.row) * cell, double(r.cols) * cell,
                     double(r.rows) * cell);
            if (q.width() < minSide)
                q.adjust(-(minSide - q.width()) / 2, 0, (minSide - q.width()) / 2, 0);
            if (q.height() < minSide)
                q.adjust(0, -(minSide - q.height()) / 2, 0, (minSide - q.height()) / 2);
            if (inset > 0 && q.width() > 4 * inset && q.height() > 4 * inset)
                q.adjust(inset, inset, -inset, -inset);
            p.fillRect(q, colour);
        }
    };
    draw(tiles, kTile, 0);
    draw(reads, kRead, 0);
    // Below 2 px per element the item's own single-element loads would paint over its reads.
    if (cell >= 2)
        draw(loads, kLoad, cell >= 6 ? cell * 0.25 : 0);
    draw(writes, kWrite, 0, 5); // one element of C stays visible at any N
    if (cell >= 5) {
        p.setPen(QPen(QColor(255, 255, 255, 160), 1));
        for (std::size_t i = 1; i < n_; ++i) {
            p.drawLine(QPointF(box.left() + double(i) * cell, box.top()),
                       QPointF(box.left() + double(i) * cell, box.bottom()));
            p.drawLine(QPointF(box.left(), box.top() + double(i) * cell),
                       QPointF(box.right(), box.top() + double(i) * cell));
        }
    }
    p.setPen(QPen(QColor(80, 80, 80), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
}

void FootprintWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    p.setRenderHint(QPainter::Antialiasing, false);
    if (n_ == 0 || !footprint_) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   caption_.isEmpty() ? tr("Pick a matmul variant and click a work-item to see which elements of A, B "
                                           "and C it touches.")
                                      : caption_);
        return;
    }
    const auto& f = *footprint_;
    const double legendH = 40, captionH = 34, titleH = 20, gap = 14;
    const double side =
        std::max(40.0, std::min((width() - 4 * gap) / 3.0, height() - legendH - captionH - titleH - 2 * gap));
    const double top = titleH + gap;
    const double left = (width() - 3 * side - 2 * gap) / 2;
    const QString bName = f.bTransposed ? tr("B\u1d40 (uploaded)") : tr("B");
    paintMatrix(p, QRectF(left, top, side, side), tr("A"), f.aGroupTiles, f.aReads, f.aLoads, {});
    paintMatrix(p, QRectF(left + side + gap, top, side, side), bName, f.bGroupTiles, f.bReads, f.bLoads, {});
    paintMatrix(p, QRectF(left + 2 * (side + gap), top, side, side), tr("C"), {}, {}, {}, f.cWrites);
    // Legend.
    double x = 8, y = top + side + 10;
    const std::pair<QColor, QString> items[] = {{kWrite, tr("written")},
                                                {kRead, tr("read (feeds its result)")},
                                                {kLoad, tr("loaded by this item")},
                                                {kTile, tr("group's local tiles")}};
    const QFontMetrics fm(font());
    for (const auto& [colour, text] : items) {
        const int w = fm.horizontalAdvance(text) + 26;
        if (x + w > width() - 4) {
            x = 8;
            y += 18;
        }
        p.fillRect(QRectF(x, y + 3, 12, 12), colour);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x + 16, y, w, 18), Qt::AlignLeft | Qt::AlignVCenter, text);
        x += w;
    }
    p.drawText(QRectF(8, y + 20, width() - 16, height() - y - 20), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               caption_.isEmpty() ? QString::fromStdString(f.summary) : caption_);
}

} // namespace studio
