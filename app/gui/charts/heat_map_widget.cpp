#include "gui/charts/heat_map_widget.hpp"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <array>
#include <cmath>

namespace studio {

namespace {

// Viridis-like stops: dark to bright, readable for colour-blind users and in greyscale print.
constexpr std::array<std::array<int, 3>, 5> kStops{
    {{{68, 1, 84}}, {{59, 82, 139}}, {{33, 145, 140}}, {{94, 201, 98}}, {{253, 231, 37}}}};

const QColor kGridLine(200, 200, 200);
const QColor kFailedCross(200, 30, 45);
const QColor kInvalidHatch(150, 150, 150);

} // namespace

HeatMapWidget::HeatMapWidget(QWidget* parent) : ChartSurface(parent)
{
    setMouseTracking(true);
    setMinimumSize(320, 240);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QColor HeatMapWidget::colourFor(double fraction)
{
    const double f = std::clamp(fraction, 0.0, 1.0) * double(kStops.size() - 1);
    const auto i = std::min(std::size_t(f), kStops.size() - 2);
    const double t = f - double(i);
    auto mix = [&](int c) { return int(std::lround(kStops[i][c] + (kStops[i + 1][c] - kStops[i][c]) * t)); };
    return QColor(mix(0), mix(1), mix(2));
}

void HeatMapWidget::setData(const QString& title, const HeatMapData& data)
{
    title_ = title;
    setWindowTitle(title);
    data_ = data;
    message_.clear();
    update();
}

void HeatMapWidget::setMessage(const QString& message)
{
    data_ = HeatMapData();
    message_ = message;
    update();
}

HeatMapWidget::Layout HeatMapWidget::layoutFor(const QRect& area) const
{
    const QFontMetrics fm(font());
    Layout l;
    const int line = fm.height();
    l.title = QRect(area.left(), area.top() + 6, area.width(), line + 8);
    int yLabelWidth = fm.horizontalAdvance(tr("N")) + 8;
    for (std::size_t n : data_.rows)
        yLabelWidth = std::max(yLabelWidth, fm.horizontalAdvance(QString::number(n)) + 16);
    int legendWidth = std::max(110, fm.horizontalAdvance(tr("invalid")) + 48);
    if (hasMarks())
        legendWidth = std::max({legendWidth, fm.horizontalAdvance(tr("best")) + 48,
                                fm.horizontalAdvance(tr("within noise of the best")) + fm.height() + 16});
    const int top = l.title.bottom() + 8;
    const int bottom = area.bottom() - 2 * line - 16;
    l.yLabels = QRect(area.left() + 8, top, yLabelWidth, bottom - top);
    l.legend = QRect(area.right() - legendWidth - 8, top, legendWidth, bottom - top);
    l.grid = QRect(l.yLabels.right() + 4, top, l.legend.left() - l.yLabels.right() - 20, bottom - top);
    l.xLabels = QRect(l.grid.left(), l.grid.bottom() + 4, l.grid.width(), 2 * line + 8);
    if (!data_.empty()) {
        l.cellW = double(l.grid.width()) / double(data_.columns.size());
        l.cellH = double(l.grid.height()) / double(data_.rows.size());
    }
    return l;
}

void HeatMapWidget::paintCell(QPainter& painter, const QRectF& rect, const HeatCell& cell) const
{
    switch (cell.state) {
    case CellState::Empty:
        painter.fillRect(rect, Qt::white);
        break;
    case CellState::Ok: {
        const QColor c = colourFor(data_.maxGflops > 0 ? cell.gflops / data_.maxGflops : 0);
        painter.fillRect(rect, c);
        // Dark text on the bright end of the scale, white on the dark end (perceived luminance).
        const bool bright = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() > 140;
        painter.setPen(bright ? Qt::black : Qt::white);
        const QString text = QString::number(cell.gflops, 'f', cell.gflops < 10 ? 2 : 1);
        if (QFontMetrics(painter.font()).horizontalAdvance(text) + 6 < rect.width() &&
            QFontMetrics(painter.font()).height() + 2 < rect.height())
            painter.drawText(rect, Qt::AlignCenter, text);
        break;
    }
    case CellState::Failed: {
        painter.fillRect(rect, QColor(250, 235, 236));
        const double s = std::min(rect.width(), rect.height()) * 0.25;
        const QPointF c = rect.center();
        painter.setPen(QPen(kFailedCross, std::max(2.0, s / 4)));
        painter.drawLine(c + QPointF(-s, -s), c + QPointF(s, s));
        painter.drawLine(c + QPointF(-s, s), c + QPointF(s, -s));
        break;
    }
    case CellState::Invalid:
        painter.fillRect(rect, QColor(240, 240, 240));
        painter.fillRect(rect, QBrush(kInvalidHatch, Qt::BDiagPattern));
        break;
    }
}

bool HeatMapWidget::hasMarks() const
{
    for (const auto& row : data_.cells)
        for (const HeatCell& c : row)
            if (c.best)
                return true;
    return false;
}

void HeatMapWidget::paintMark(QPainter& painter, const QRectF& rect, const HeatCell& cell)
{
    if (!cell.best && !cell.withinNoise)
        return;
    // Black under white reads on both ends of the colour scale.
    const QRectF r = rect.adjusted(2.5, 2.5, -2.5, -2.5);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (cell.best) {
        painter.setPen(QPen(Qt::black, 4, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(r);
        painter.setPen(QPen(Qt::white, 1.5, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(r);
    } else {
        painter.setPen(QPen(Qt::black, 3, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        painter.drawRect(r);
        QPen dashes(Qt::white, 3, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
        dashes.setDashPattern({1.5, 1.5}); // short enough to read as dashed on a legend swatch
        painter.setPen(dashes);
        painter.drawRect(r);
    }
    painter.restore();
}

void HeatMapWidget::paintSwatch(QPainter& painter, const QRectF& swatch, const HeatCell& cell,
                                const QString& text) const
{
    const QFontMetrics fm(painter.font());
    paintCell(painter, swatch, cell);
    paintMark(painter, swatch, cell);
    painter.setPen(Qt::black);
    painter.drawText(QPointF(swatch.right() + 6, swatch.center().y() + fm.ascent() / 2.0 - 2), text);
}

void HeatMapWidget::paintLegend(QPainter& painter, const QRect& rect) const
{
    const QFontMetrics fm(painter.font());
    const int barWidth = 18;
    const int swatch = fm.height() + 4;
    const int swatches = hasMarks() ? 4 : 2;
    // Gradient bar from 0 (bottom) to the best value (top), leaving room for the swatches.
    const QRect bar(rect.left(), rect.top() + 2 * fm.height(), barWidth,
                    std::max(40, rect.height() - swatches * (swatch + 8) - 3 * fm.height()));
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (std::size_t i = 0; i < kStops.size(); ++i)
        gradient.setColorAt(double(i) / double(kStops.size() - 1), colourFor(double(i) / double(kStops.size() - 1)));
    painter.fillRect(bar, gradient);
    painter.setPen(Qt::black);
    painter.drawRect(bar);
    painter.drawText(QPoint(rect.left(), rect.top() + fm.ascent() - 2), data_.unit);
    painter.drawText(QPoint(bar.right() + 6, bar.top() + fm.ascent() / 2),
                     QString::number(data_.maxGflops, 'f', data_.maxGflops < 10 ? 2 : 1));
    painter.drawText(QPoint(bar.right() + 6, bar.bottom() + fm.ascent() / 2), QStringLiteral("0"));

    QRectF at(rect.left(), bar.bottom() + fm.height() + 8, swatch, swatch);
    HeatCell cell;
    cell.state = CellState::Failed;
    paintSwatch(painter, at, cell, tr("failed"));
    at.translate(0, swatch + 8);
    cell.state = CellState::Invalid;
    paintSwatch(painter, at, cell, tr("invalid"));
    if (swatches == 2)
        return;
    cell = HeatCell();
    cell.state = CellState::Ok;
    cell.gflops = data_.maxGflops * 0.5;
    cell.best = true;
    at.translate(0, swatch + 8);
    paintSwatch(painter, at, cell, tr("best"));
    cell.best = false;
    cell.withinNoise = true;
    at.translate(0, swatch + 8);
    paintSwatch(painter, at, cell, tr("within noise of the best"));
}

void HeatMapWidget::paintMap(QPainter& painter, const QRect& area) const
{
    painter.fillRect(area, Qt::white);
    painter.setFont(font());
    painter.setPen(palette().color(QPalette::Text).value() < 128 ? palette().color(QPalette::Text) : QColor(Qt::black));
    if (data_.empty()) {
        painter.setPen(Qt::black);
        painter.drawText(area.adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap,
                         message_.isEmpty() ? tr("No runs for this variant yet.") : message_);
        return;
    }
    const Layout l = layoutFor(area);
    QFont titleFont = font();
    titleFont.setBold(true);
    painter.setFont(titleFont);
    painter.setPen(Qt::black);
    painter.drawText(l.title, Qt::AlignCenter, title_);
    painter.setFont(font());

    for (std::size_t r = 0; r < data_.rows.size(); ++r) {
        // Largest N on top, like the y axis of a plot.
        const double y = l.grid.top() + double(data_.rows.size() - 1 - r) * l.cellH;
        for (int c = 0; c < data_.columns.size(); ++c) {
            const QRectF cell(l.grid.left() + c * l.cellW, y, l.cellW, l.cellH);
            paintCell(painter, cell, data_.cells[r][std::size_t(c)]);
        }
        painter.setPen(Qt::black);
        painter.drawText(QRectF(l.yLabels.left(), y, l.yLabels.width() - 6, l.cellH), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(data_.rows[r]));
    }
    painter.setPen(kGridLine);
    for (int c = 0; c <= data_.columns.size(); ++c)
        painter.drawLine(QPointF(l.grid.left() + c * l.cellW, l.grid.top()),
                         QPointF(l.grid.left() + c * l.cellW, l.grid.top() + l.cellH * double(data_.rows.size())));
    for (std::size_t r = 0; r <= data_.rows.size(); ++r)
        painter.drawLine(
            QPointF(l.grid.left(), l.grid.top() + double(r) * l.cellH),
            QPointF(l.grid.left() + l.cellW * double(data_.columns.size()), l.grid.top() + double(r) * l.cellH));

    // Over the grid lines, so that an outline is not cut by them.
    for (std::size_t r = 0; r < data_.rows.size(); ++r)
        for (int c = 0; c < data_.columns.size(); ++c) {
            const double y = l.grid.top() + double(data_.rows.size() - 1 - r) * l.cellH;
            paintMark(painter, QRectF(l.grid.left() + c * l.cellW, y, l.cellW, l.cellH),
                      data_.cells[r][std::size_t(c)]);
        }

    painter.setPen(Qt::black);
    const QFontMetrics fm(font());
    for (int c = 0; c < data_.columns.size(); ++c)
        painter.drawText(QRectF(l.grid.left() + c * l.cellW, l.xLabels.top(), l.cellW, fm.height()), Qt::AlignCenter,
                         data_.columns[c]);
    painter.drawText(QRect(l.xLabels.left(), l.xLabels.top() + fm.height() + 4, l.xLabels.width(), fm.height()),
                     Qt::AlignCenter, tr("Local size"));
    painter.drawText(QRect(l.yLabels.left(), l.yLabels.top() - fm.height() - 2, l.yLabels.width(), fm.height()),
                     Qt::AlignLeft, tr("N"));
    paintLegend(painter, l.legend);
}

void HeatMapWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintMap(painter, rect());
}

void HeatMapWidget::renderTo(QPainter& painter, const QRect& target) { paintMap(painter, target); }

QRectF HeatMapWidget::cellRect(std::size_t row, int column) const
{
    const Layout l = layoutFor(rect());
    return QRectF(l.grid.left() + column * l.cellW, l.grid.top() + double(data_.rows.size() - 1 - row) * l.cellH,
                  l.cellW, l.cellH);
}

QString HeatMapWidget::tooltipAt(const QPoint& pos) const
{
    if (data_.empty())
        return {};
    const Layout l = layoutFor(rect());
    const double gridHeight = l.cellH * double(data_.rows.size());
    if (pos.x() < l.grid.left() || pos.y() < l.grid.top() ||
        pos.x() >= l.grid.left() + l.cellW * data_.columns.size() || pos.y() >= l.grid.top() + gridHeight)
        return {};
    const int c = int((pos.x() - l.grid.left()) / l.cellW);
    const int fromTop = int((pos.y() - l.grid.top()) / l.cellH);
    const std::size_t r = data_.rows.size() - 1 - std::size_t(fromTop);
    if (c < 0 || c >= data_.columns.size() || r >= data_.rows.size())
        return {};
    const HeatCell& cell = data_.cells[r][std::size_t(c)];
    if (cell.state == CellState::Empty)
        return tr("N = %1, local %2: not run").arg(data_.rows[r]).arg(data_.columns[c]);
    return cell.tooltip;
}

bool HeatMapWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = tooltipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return ChartSurface::event(event);
}

} // namespace studio
