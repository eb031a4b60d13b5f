#include "gui/common/qt_chart_error_bars.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QtCharts/QChart>
#include <algorithm>
#include <cmath>

namespace studio {

QtChartErrorBars::QtChartErrorBars(QChart* chart, qreal capHalfWidth)
    : QGraphicsItem(chart), chart_(chart), cap_(capHalfWidth)
{
    setZValue(15); // above the series and bars, under the point labels
}

void QtChartErrorBars::addLabel(QAbstractSeries* series, double x, double top, const QString& label)
{
    for (Bar& b : bars_)
        if (b.series == series && b.x == x) {
            b.top = top;
            b.label = label;
            return;
        }
    Bar b;
    b.series = series;
    b.x = x;
    b.interval = false;
    b.top = top;
    b.label = label;
    bars_.push_back(b);
}

QList<QLineF> QtChartErrorBars::lines() const
{
    QList<QLineF> out;
    for (const Bar& b : bars_)
        if (b.interval)
            out.append(QLineF(chart_->mapToPosition(QPointF(b.x, b.low), b.series),
                              chart_->mapToPosition(QPointF(b.x, b.high), b.series)));
    return out;
}

QList<QRectF> QtChartErrorBars::labelRects() const
{
    QList<QRectF> out;
    const QFontMetricsF fm(chart_->font());
    for (const Bar& b : bars_) {
        if (b.label.isEmpty())
            continue;
        const QPointF top = chart_->mapToPosition(QPointF(b.x, b.interval ? std::max(b.high, b.top) : b.top), b.series);
        const qreal w = fm.horizontalAdvance(b.label) + 2;
        out.append(QRectF(top.x() - w / 2, top.y() - cap_ / 2 - 3 - fm.height(), w, fm.height()));
    }
    return out;
}

void QtChartErrorBars::paintBar(QPainter& painter, const QLineF& line, qreal capHalfWidth, const QColor& colour)
{
    painter.setPen(QPen(colour, 1.6, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(line);
    // The caps run across the bar: horizontal on a vertical bar, vertical on a horizontal one.
    const bool vertical = std::abs(line.dx()) <= std::abs(line.dy());
    const QPointF across = vertical ? QPointF(capHalfWidth, 0) : QPointF(0, capHalfWidth);
    for (const QPointF& end : {line.p1(), line.p2()})
        painter.drawLine(end - across, end + across);
}

void QtChartErrorBars::plotAreaChanged()
{
    prepareGeometryChange();
    update();
}

QRectF QtChartErrorBars::boundingRect() const
{
    const qreal text = QFontMetricsF(chart_->font()).height() + cap_ + 4; // labels above the top
    return chart_->plotArea().adjusted(-cap_ - 60, -text - 2, cap_ + 60, cap_ + 2);
}

void QtChartErrorBars::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(chart_->font());
    painter->setPen(QColor(40, 40, 40));
    // Labels first and unclipped: one may stand above the plot's top edge.
    int label = 0;
    const QList<QRectF> rects = labelRects();
    for (const Bar& b : bars_)
        if (!b.label.isEmpty())
            painter->drawText(rects[label++], Qt::AlignCenter, b.label);
    // An interval reaching past the value axis is cut at the plot's edge, like the series.
    painter->setClipRect(chart_->plotArea());
    const QList<QLineF> all = lines();
    int line = 0;
    for (const Bar& b : bars_) {
        if (!b.interval)
            continue;
        paintBar(*painter, all[line++], cap_, b.colour);
    }
    painter->restore();
}

} // namespace studio
