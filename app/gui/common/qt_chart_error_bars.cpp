#include "gui/common/qt_chart_error_bars.hpp"

#include <QPainter>
#include <QtCharts/QChart>

namespace studio {

QtChartErrorBars::QtChartErrorBars(QChart* chart, qreal capHalfWidth)
    : QGraphicsItem(chart), chart_(chart), cap_(capHalfWidth)
{
    setZValue(15); // above the series and bars, under the point labels
}

QList<QLineF> QtChartErrorBars::lines() const
{
    QList<QLineF> out;
    for (const Bar& b : bars_)
        out.append(QLineF(chart_->mapToPosition(QPointF(b.x, b.low), b.series),
                          chart_->mapToPosition(QPointF(b.x, b.high), b.series)));
    return out;
}

void QtChartErrorBars::plotAreaChanged()
{
    prepareGeometryChange();
    update();
}

QRectF QtChartErrorBars::boundingRect() const
{
    return chart_->plotArea().adjusted(-cap_ - 2, -cap_ - 2, cap_ + 2, cap_ + 2);
}

void QtChartErrorBars::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // An interval reaching past the value axis is cut at the plot's edge, like the series.
    painter->setClipRect(chart_->plotArea());
    const QList<QLineF> all = lines();
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        const QLineF& l = all[qsizetype(i)];
        painter->setPen(QPen(bars_[i].colour, 1.6, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(l);
        for (const QPointF& end : {l.p1(), l.p2()})
            painter->drawLine(QPointF(end.x() - cap_, end.y()), QPointF(end.x() + cap_, end.y()));
    }
    painter->restore();
}

} // namespace studio
