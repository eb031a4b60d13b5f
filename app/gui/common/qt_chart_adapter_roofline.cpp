// The roofline page of QtChartAdapter: kept apart from the line and bar charts because it is
// the one log-log chart with a model (the roof) drawn under the measurements.
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <algorithm>
#include <cmath>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/qt_chart_axes.hpp"

namespace studio {

// The roof (the slanted bandwidth line up to the ridge, then the flat compute peak) and the
// labelled ridge point.
void QtChartAdapter::addRoof(const RooflineData& data, double xLo, double xHi, double yLo, const AxisMap& xMap,
                             const AxisMap& yMap, QAbstractAxis* xAxis, QAbstractAxis* yAxis)
{
    const auto at = [&](double ai, double gflops) { return QPointF(xMap.map(ai), yMap.map(gflops)); };
    // The slanted roof starts where it enters the plot (AI × bandwidth = yLo) so no point of
    // the line lies below the log axis.
    auto* roof = new QLineSeries;
    roof->setName(tr("roof: %1 GFLOP/s,\nAI × %2 GB/s").arg(data.peakGflops, 0, 'f', 1).arg(data.peakGBs, 0, 'f', 1));
    roof->setPen(QPen(QColor(60, 60, 60), 2.5));
    const double xStart = std::max(xLo, yLo / data.peakGBs);
    roof->append(at(xStart, xStart * data.peakGBs));
    roof->append(at(data.ridgeAI, data.peakGflops));
    roof->append(at(xHi, data.peakGflops));
    attach(roof, xAxis, yAxis);
    lineObstacles_.push_back(roof);

    auto* ridge = new QScatterSeries;
    ridge->setName(tr("ridge point"));
    ridge->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    ridge->setMarkerSize(9);
    ridge->setColor(QColor(60, 60, 60));
    ridge->setBorderColor(QColor(60, 60, 60));
    ridge->append(at(data.ridgeAI, data.peakGflops));
    attach(ridge, xAxis, yAxis);
    markerSeries_.emplace_back(ridge, 9);
    labelPoint(tr("ridge %1 FLOP/B, %2 GFLOP/s").arg(data.ridgeAI, 0, 'g', 3).arg(data.peakGflops, 0, 'f', 1),
               at(data.ridgeAI, data.peakGflops), QColor(60, 60, 60), ridge);
    for (QLegendMarker* m : chart_->legend()->markers(ridge))
        m->setVisible(false);
    ridge_ = data.ridgeAI;
    if (data.tensorGflops > data.peakGflops) {
        // The tensor variants' roof: the bandwidth line continued (dashed) up to the tensor peak.
        auto* tensor = new QLineSeries;
        tensor->setName(tr("tensor roof (TF32, %1): %2 GFLOP/s;\nfp32_tensor: a third")
                            .arg(data.tensorInstruction)
                            .arg(data.tensorGflops, 0, 'f', 0));
        QPen pen(QColor(60, 60, 60), 1.5, Qt::DashLine);
        tensor->setPen(pen);
        tensor->append(at(data.ridgeAI, data.peakGflops));
        tensor->append(at(data.tensorGflops / data.peakGBs, data.tensorGflops));
        tensor->append(at(xHi, data.tensorGflops));
        attach(tensor, xAxis, yAxis);
        lineObstacles_.push_back(tensor);
    }
}

void QtChartAdapter::attach(QAbstractSeries* series, QAbstractAxis* xAxis, QAbstractAxis* yAxis)
{
    chart_->addSeries(series);
    series->attachAxis(xAxis);
    series->attachAxis(yAxis);
}

QScatterSeries* QtChartAdapter::addPointSeries(const ChartSeriesData& s, std::size_t index, qreal markerSize,
                                               const AxisMap& xMap, const AxisMap& yMap, QAbstractAxis* xAxis,
                                               QAbstractAxis* yAxis)
{
    auto* series = new QScatterSeries;
    series->setName(s.name);
    const QColor colour = colourOf(s, index);
    series->setColor(colour);
    series->setBorderColor(colour.darker(130));
    series->setMarkerSize(markerSize);
    for (const ChartPoint& p : s.points)
        series->append(xMap.map(p.x), yMap.map(p.y));
    attach(series, xAxis, yAxis);
    markerSeries_.emplace_back(series, markerSize);
    for (const ChartPoint& p : s.points)
        addHoverPoint(series, QPointF(xMap.map(p.x), yMap.map(p.y)), std::max<qreal>(markerSize / 2 + 3, 7), p.tooltip);
    return series;
}

void QtChartAdapter::showRoofline(const QString& title, const RooflineData& input)
{
    // Both axes are logarithmic: only finite points above 0 are drawn, and the axes span those
    // points (and a roof whose figures are themselves finite and above 0).
    RooflineData data = input;
    data.series = placeableSeries(input.series, true, true);
    const auto positive = [](double v) { return std::isfinite(v) && v > 0; };
    data.hasRoof = input.hasRoof && positive(input.peakGflops) && positive(input.peakGBs) && positive(input.ridgeAI);
    bool first = true;
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points) {
            data.minAI = first ? p.x : std::min(data.minAI, p.x);
            data.maxAI = first ? p.x : std::max(data.maxAI, p.x);
            data.minGflops = first ? p.y : std::min(data.minGflops, p.y);
            data.maxGflops = first ? p.y : std::max(data.maxGflops, p.y);
            first = false;
        }
    if (data.empty()) {
        showMessage(tr("No verified runs with a memory-traffic model to place yet. Run or sweep matmul, "
                       "reduce or vadd variants; pi reads no global memory, so it has no arithmetic intensity."));
        return;
    }
    resetChart(title);
    hasData_ = true;
    // A dozen variants plus the roof do not fit one legend row; a column keeps names whole.
    chart_->legend()->setAlignment(Qt::AlignRight);

    // Axes span the points and, with peaks, the ridge and the flat roof, with some margin.
    double xLo = data.minAI, xHi = data.maxAI, yLo = data.minGflops, yHi = data.maxGflops;
    if (data.hasRoof) {
        xLo = std::min(xLo, data.ridgeAI);
        xHi = std::max(xHi, data.ridgeAI);
        yHi = std::max({yHi, data.peakGflops, data.tensorGflops});
        xHi = std::max(xHi, data.tensorGflops / data.peakGBs);
    }
    xLo = niceLogBelow(xLo / 1.5);
    xHi = niceLogAbove(xHi * 1.5);
    yLo = niceLogBelow(yLo / 3); // room under the lowest points for their labels
    yHi = niceLogAbove(yHi * 1.5);
    const ValueAxis x = newLogAxis(xLo, xHi);
    x.axis->setTitleText(tr("Arithmetic intensity (FLOP/byte, catalogue model, log scale)"));
    const ValueAxis y = newLogAxis(yLo, yHi);
    useValueAxis(y, tr("Achieved GFLOP/s (log scale)"));
    QAbstractAxis* xAxis = x.axis;
    QAbstractAxis* yAxis = y.axis;
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);

    if (data.hasRoof)
        addRoof(data, xLo, xHi, yLo, x.map, y.map, xAxis, yAxis);

    std::size_t index = 0;
    for (const ChartSeriesData& s : data.series) {
        const QColor colour = colourOf(s, index);
        QScatterSeries* series = addPointSeries(s, index++, 11, x.map, y.map, xAxis, yAxis);
        // The variant's name written at its best point: on a roofline the position is the
        // message, and a legend lookup per point is slow reading. Once per variant, because the
        // sizes of one variant sit on top of each other and their labels would overprint.
        const auto best = std::max_element(s.points.begin(), s.points.end(),
                                           [](const ChartPoint& a, const ChartPoint& b) { return a.y < b.y; });
        if (best != s.points.end())
            labelPoint(s.name, QPointF(x.map.map(best->x), y.map.map(best->y)), colour.darker(160), series);
    }
}

} // namespace studio
