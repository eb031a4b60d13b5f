// The occupancy calculator's page of QtChartAdapter: occupancy against one model input, coloured by
// the limit that binds, the current kernel ringed.
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/qt_chart_axes.hpp"

#include <algorithm>
#include <cmath>

namespace studio {

void QtChartAdapter::showOccupancy(const QString& title, const OccupancyChartData& input)
{
    OccupancyChartData data = input;
    data.series = placeableSeries(input.series, false, false);
    if (data.empty()) {
        showMessage(tr("The occupancy model refuses every value of this axis with these inputs."));
        return;
    }
    resetChart(title);
    hasData_ = true;
    double xHi = 0;
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points)
            xHi = std::max(xHi, p.x);
    // Ticks on round steps from 0: 128 work-items or 32 registers, 25 % of occupancy.
    const double step = xHi > 300 ? 128 : 32;
    auto* xAxis = new QValueAxis;
    xAxis->setRange(0, std::ceil(xHi / step) * step + step * 0.1);
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(step);
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    xAxis->setTitleText(data.xTitle);
    auto* yAxis = new QValueAxis;
    yAxis->setRange(0, 110);
    yAxis->setTickType(QValueAxis::TicksDynamic);
    yAxis->setTickAnchor(0);
    yAxis->setTickInterval(25);
    yAxis->setLabelFormat(QStringLiteral("%.0f"));
    yAxis->setTitleText(tr("occupancy (%)"));
    valueTitle_ = yAxis->titleText();
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);

    // A thin grey line through every point in x order, so steps read as a curve.
    std::vector<QPointF> all;
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points)
            all.emplace_back(p.x, p.y);
    std::sort(all.begin(), all.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    auto* line = new QLineSeries;
    line->setPen(QPen(QColor(150, 150, 150), 1.2));
    for (const QPointF& p : all)
        line->append(p);
    attach(line, xAxis, yAxis);
    if (auto* marker = chart_->legend()->markers(line).value(0))
        marker->setVisible(false);

    std::size_t index = 0;
    const qreal size = data.series.size() == 1 && data.series[0].points.size() > 100 ? 5 : 7;
    for (const ChartSeriesData& s : data.series)
        addPointSeries(s, index++, size, AxisMap{}, AxisMap{}, xAxis, yAxis);
    if (data.current) {
        auto* current = new QScatterSeries;
        current->setName(tr("this kernel (%1 %)").arg(QString::number(data.current->y, 'f', 0)));
        current->setMarkerSize(18);
        current->setColor(Qt::transparent);
        QPen pen(QColor(200, 30, 30));
        pen.setWidthF(2.5);
        current->setPen(pen);
        current->setBorderColor(pen.color());
        current->append(data.current->x, data.current->y);
        attach(current, xAxis, yAxis);
        addHoverPoint(current, QPointF(data.current->x, data.current->y), 10, data.current->tooltip);
    }
}

void QtChartAdapter::addOccupancyOverlay(const OccupancyOverlay& overlay)
{
    const QList<QAbstractAxis*> xs = chart_->axes(Qt::Horizontal);
    if (!hasData_ || xs.isEmpty())
        return;
    auto* right = new QValueAxis;
    right->setRange(0, 110);
    right->setTickType(QValueAxis::TicksDynamic);
    right->setTickAnchor(0);
    right->setTickInterval(25);
    right->setLabelFormat(QStringLiteral("%.0f"));
    right->setTitleText(tr("occupancy (%)"));
    right->setVisible(overlay.shown());
    chart_->addAxis(right, Qt::AlignRight);
    auto* line = new QLineSeries;
    line->setName(overlay.name);
    QPen pen(QColor(120, 60, 160));
    pen.setWidthF(2);
    pen.setStyle(Qt::DashLine);
    line->setPen(pen);
    line->setPointsVisible(true);
    for (const ChartPoint& p : overlay.points)
        line->append(p.x, p.y);
    attach(line, xs.first(), right);
    // Markers big enough to find; the legend names the line only.
    auto* markers = new QScatterSeries;
    markers->setColor(pen.color());
    markers->setBorderColor(pen.color().darker(130));
    markers->setMarkerSize(11);
    for (const ChartPoint& p : overlay.points)
        markers->append(p.x, p.y);
    attach(markers, xs.first(), right);
    if (auto* marker = chart_->legend()->markers(markers).value(0))
        marker->setVisible(false);
    for (const ChartPoint& p : overlay.points)
        addHoverPoint(markers, QPointF(p.x, p.y), 8, p.tooltip);
    overlayShown_ = overlay.shown();
}

} // namespace studio
