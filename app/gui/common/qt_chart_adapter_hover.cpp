// What QtChartAdapter does under the mouse and around its markers: tooltips of the point or bar
// under the mouse, point labels placed where they cover neither a marker nor each other, and the
// error bars of the points' intervals.
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QToolTip>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QXYSeries>
#include <cmath>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/qt_chart_axes.hpp"
#include "gui/common/qt_chart_error_bars.hpp"

namespace studio {

void QtChartAdapter::addHoverPoint(QAbstractSeries* series, QPointF at, qreal radius, const QString& tooltip)
{
    hover_.push_back({series, at, at, radius, tooltip});
}

void QtChartAdapter::addHoverBar(QAbstractSeries* series, double index, double base, double top, const QString& tooltip)
{
    hover_.push_back({series, QPointF(index, top), QPointF(index, base), 0, tooltip});
}

QStringList QtChartAdapter::pointTooltips() const
{
    QStringList out;
    for (const HoverTarget& t : hover_)
        out.append(t.tooltip);
    return out;
}

QWidget* QtChartAdapter::plotWidget() const { return view_->viewport(); }

QList<QPoint> QtChartAdapter::pointPositions() const
{
    QList<QPoint> out;
    for (const HoverTarget& t : hover_) {
        const QPointF middle = (t.at + t.base) / 2;
        out.append(view_->mapFromScene(chart_->mapToScene(chart_->mapToPosition(middle, t.series))));
    }
    return out;
}

bool QtChartAdapter::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_->viewport() && hasData_) {
        if (event->type() == QEvent::MouseMove)
            hover(static_cast<QMouseEvent*>(event)->position().toPoint());
        else if (event->type() == QEvent::Leave)
            QToolTip::hideText();
    }
    return ChartSurface::eventFilter(watched, event);
}

// The tooltip of the point nearest the mouse within its radius, or of the bar under it.
void QtChartAdapter::hover(QPoint at)
{
    const QPointF mouse = chart_->mapFromScene(view_->mapToScene(at));
    const HoverTarget* found = nullptr;
    qreal nearest = INFINITY;
    for (const HoverTarget& t : hover_) {
        const QPointF top = chart_->mapToPosition(t.at, t.series);
        if (t.radius > 0) {
            const qreal d = std::hypot(top.x() - mouse.x(), top.y() - mouse.y());
            if (d <= t.radius && d < nearest) {
                nearest = d;
                found = &t;
            }
            continue;
        }
        const qreal half = 0.25; // of a category: bars are half as wide as theirs
        const QPointF a = chart_->mapToPosition(QPointF(t.base.x() - half, t.base.y()), t.series);
        const QPointF b = chart_->mapToPosition(QPointF(t.at.x() + half, t.at.y()), t.series);
        if (QRectF(a, b).normalized().adjusted(-1, -1, 1, 1).contains(mouse)) {
            found = &t;
            nearest = 0;
        }
    }
    if (found)
        QToolTip::showText(view_->viewport()->mapToGlobal(at), found->tooltip, view_->viewport());
    else
        QToolTip::hideText();
}

void QtChartAdapter::labelPoint(const QString& text, QPointF at, const QColor& colour, QAbstractSeries* series)
{
    auto* item = new QGraphicsSimpleTextItem(text, chart_);
    item->setBrush(colour);
    QFont font = item->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    item->setFont(font);
    item->setZValue(20); // above the series
    labels_.push_back({series, at, item});
    placeLabels();
}

QList<QRectF> QtChartAdapter::markerRects() const
{
    QList<QRectF> out;
    for (const auto& [series, size] : markerSeries_) {
        const auto* xy = static_cast<QXYSeries*>(series);
        for (const QPointF& p : xy->points()) {
            const QPointF c = chart_->mapToScene(chart_->mapToPosition(p, series));
            out.append(QRectF(c.x() - size / 2, c.y() - size / 2, size, size));
        }
    }
    return out;
}

QList<QRectF> QtChartAdapter::labelRects() const
{
    QList<QRectF> out;
    for (const PointLabel& l : labels_)
        out.append(l.item->sceneBoundingRect());
    return out;
}

// Each label goes to the first place beside its marker (right, above, left, below, then the
// diagonals) where it covers no marker, no label placed before it, and stays inside the plot.
void QtChartAdapter::placeLabels()
{
    if (labels_.empty())
        return;
    QList<QRectF> markers = markerRects();
    // Lines (the roof) are obstacles too: small boxes along each segment.
    for (QAbstractSeries* series : lineObstacles_) {
        const QList<QPointF> points = static_cast<QXYSeries*>(series)->points();
        for (int i = 1; i < points.size(); ++i) {
            const QPointF a = chart_->mapToScene(chart_->mapToPosition(points[i - 1], series));
            const QPointF b = chart_->mapToScene(chart_->mapToPosition(points[i], series));
            const int steps = std::max(1, int(std::hypot(b.x() - a.x(), b.y() - a.y()) / 3));
            for (int k = 0; k <= steps; ++k) {
                const QPointF p = a + (b - a) * (double(k) / steps);
                markers.append(QRectF(p.x() - 2, p.y() - 2, 4, 4));
            }
        }
    }
    const QRectF plot = chart_->mapRectToScene(chart_->plotArea());
    QList<QRectF> placed;
    for (PointLabel& l : labels_) {
        const QPointF c = chart_->mapToScene(chart_->mapToPosition(l.at, l.series));
        const QRectF text = l.item->boundingRect();
        const qreal w = text.width(), h = text.height(), gap = 9; // past a marker's radius
        std::vector<QPointF> offsets = {
            {gap, -h / 2},        {-w / 2, -gap - h}, {-gap - w, -h / 2}, {-w / 2, gap},          {gap, -gap - h},
            {-gap - w, -gap - h}, {gap, gap},         {-gap - w, gap},    {-w / 2, -2 * gap - h}, {-w / 2, 2 * gap}};
        // In a crowd: further up or down, to the right or the left, a line at a time.
        for (int step = 1; step <= 4; ++step)
            for (const qreal dy : {-step * (h + 1), step * (h + 1)})
                for (const qreal x : {gap, -gap - w})
                    offsets.emplace_back(x, -h / 2 + dy);
        QRectF chosen(c + offsets[0], text.size());
        for (const QPointF& o : offsets) {
            const QRectF r(c + o, text.size());
            const auto hits = [&](const QList<QRectF>& rects) {
                return std::any_of(rects.begin(), rects.end(), [&](const QRectF& m) { return m.intersects(r); });
            };
            if (plot.contains(r) && !hits(markers) && !hits(placed)) {
                chosen = r;
                break;
            }
        }
        placed.append(chosen);
        l.item->setPos(chart_->mapFromScene(chosen.topLeft()));
    }
}

QStringList QtChartAdapter::legendTexts() const
{
    QStringList out;
    for (QLegendMarker* m : chart_->legend()->markers())
        if (m->isVisible())
            out.append(m->label());
    return out;
}

QColor QtChartAdapter::colourOf(const QString& seriesName) const
{
    for (QAbstractSeries* s : chart_->series())
        if (s->name() == seriesName) {
            if (auto* scatter = qobject_cast<QScatterSeries*>(s))
                return scatter->color();
            if (auto* xy = qobject_cast<QXYSeries*>(s))
                return xy->pen().color();
        }
    return {};
}

QList<QColor> QtChartAdapter::barColours() const
{
    QList<QColor> out;
    for (QAbstractSeries* s : chart_->series()) {
        auto* bars = qobject_cast<QAbstractBarSeries*>(s);
        if (!bars)
            continue;
        for (int i = 0; i < (bars->barSets().isEmpty() ? 0 : bars->barSets().first()->count()); ++i)
            for (QBarSet* set : bars->barSets())
                if (set->at(i) != 0.0 || bars->barSets().size() == 1) {
                    out.append(set->color());
                    break;
                }
    }
    return out;
}

void QtChartAdapter::addErrorBar(QAbstractSeries* series, double x, const ChartPoint& p, const AxisMap& yMap,
                                 const QColor& colour, qreal capHalfWidth)
{
    if (!p.interval)
        return;
    const double low = p.interval->low, high = p.interval->high;
    // An interval no axis can place (not finite, or not above 0 on a log axis) draws nothing.
    if (!std::isfinite(low) || !std::isfinite(high) || low > high || (yMap.log && low <= 0))
        return;
    if (!errorBars_)
        errorBars_ = new QtChartErrorBars(chart_, capHalfWidth);
    errorBars_->add({series, x, yMap.map(low), yMap.map(high), colour});
}

void QtChartAdapter::addErrorBarLegend(QAbstractAxis* xAxis, QAbstractAxis* yAxis)
{
    if (!errorBars_ || errorBars_->empty())
        return;
    // A series without points: only its legend entry shows, in the error bars' grey.
    auto* entry = new QLineSeries;
    entry->setName(tr("error bars: 95 % interval of the median"));
    entry->setPen(QPen(QColor(60, 60, 60), 1.6));
    attach(entry, xAxis, yAxis);
    chart_->legend()->setVisible(true);
}

QList<QLineF> QtChartAdapter::errorBarLines() const
{
    QList<QLineF> out;
    if (!errorBars_)
        return out;
    const auto toWidget = [this](QPointF p) { return QPointF(view_->mapFromScene(chart_->mapToScene(p))); };
    for (const QLineF& l : errorBars_->lines())
        out.append(QLineF(toWidget(l.p1()), toWidget(l.p2())));
    return out;
}

} // namespace studio
