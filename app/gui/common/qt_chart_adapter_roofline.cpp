// The roofline page of QtChartAdapter: kept apart from the line and bar charts because it is
// the one log-log chart with a model (the roof) drawn under the measurements.
#include <QToolTip>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <algorithm>
#include <cmath>

#include "gui/common/qt_chart_adapter.hpp"

namespace studio {

namespace {

// Axis ends on the 1-2-5 series: whole decades waste up to 90 % of a log axis on nothing.
double niceBelow(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {5.0, 2.0, 1.0})
        if (m * decade <= v)
            return m * decade;
    return decade;
}
double niceAbove(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= v)
            return m * decade;
    return 10 * decade;
}

QLogValueAxis* logAxis(const QString& title, double lo, double hi)
{
    auto* axis = new QLogValueAxis;
    axis->setBase(10.0);
    axis->setLabelFormat(QStringLiteral("%g"));
    axis->setRange(lo, hi);
    axis->setMinorTickCount(8); // 2…9 between decades, as on printed log paper
    axis->setTitleText(title);
    return axis;
}

} // namespace

// The roof (the slanted bandwidth line up to the ridge, then the flat compute peak) and the
// labelled ridge point.
void QtChartAdapter::addRoof(const RooflineData& data, double xLo, double xHi, double yLo, QAbstractAxis* xAxis,
                             QAbstractAxis* yAxis)
{
    // The slanted roof starts where it enters the plot (AI × bandwidth = yLo) so no point of
    // the line lies below the log axis.
    auto* roof = new QLineSeries;
    roof->setName(tr("roof: %1 GFLOP/s,\nAI × %2 GB/s").arg(data.peakGflops, 0, 'f', 1).arg(data.peakGBs, 0, 'f', 1));
    roof->setPen(QPen(QColor(60, 60, 60), 2.5));
    const double xStart = std::max(xLo, yLo / data.peakGBs);
    roof->append(xStart, xStart * data.peakGBs);
    roof->append(data.ridgeAI, data.peakGflops);
    roof->append(xHi, data.peakGflops);
    attach(roof, xAxis, yAxis);

    auto* ridge = new QScatterSeries;
    ridge->setName(tr("ridge point"));
    ridge->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    ridge->setMarkerSize(9);
    ridge->setColor(QColor(60, 60, 60));
    ridge->setBorderColor(QColor(60, 60, 60));
    ridge->append(data.ridgeAI, data.peakGflops);
    // Point labels take literal text, so the numbers are formatted here, not by @xPoint.
    ridge->setPointLabelsFormat(
        tr("ridge %1 FLOP/B, %2 GFLOP/s").arg(data.ridgeAI, 0, 'g', 3).arg(data.peakGflops, 0, 'f', 1));
    ridge->setPointLabelsVisible(true);
    ridge->setPointLabelsClipping(false);
    attach(ridge, xAxis, yAxis);
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
        tensor->append(data.ridgeAI, data.peakGflops);
        tensor->append(data.tensorGflops / data.peakGBs, data.tensorGflops);
        tensor->append(xHi, data.tensorGflops);
        attach(tensor, xAxis, yAxis);
    }
}

void QtChartAdapter::attach(QAbstractSeries* series, QAbstractAxis* xAxis, QAbstractAxis* yAxis)
{
    chart_->addSeries(series);
    series->attachAxis(xAxis);
    series->attachAxis(yAxis);
}

// `name` written at a point, by an invisible one-point series without a legend entry.
void QtChartAdapter::labelPoint(const QString& name, const ChartPoint& at, const QColor& colour, QAbstractAxis* xAxis,
                                QAbstractAxis* yAxis)
{
    auto* label = new QScatterSeries;
    label->setMarkerSize(1);
    label->setColor(Qt::transparent);
    label->setBorderColor(Qt::transparent);
    label->append(at.x, at.y);
    label->setPointLabelsFormat(name);
    label->setPointLabelsVisible(true);
    label->setPointLabelsColor(colour);
    label->setPointLabelsClipping(false);
    attach(label, xAxis, yAxis);
    for (QLegendMarker* m : chart_->legend()->markers(label))
        m->setVisible(false);
}

QScatterSeries* QtChartAdapter::addPointSeries(const ChartSeriesData& s, std::size_t index, qreal markerSize,
                                               PointDistance distance, QAbstractAxis* xAxis, QAbstractAxis* yAxis)
{
    auto* series = new QScatterSeries;
    series->setName(s.name);
    const QColor colour = seriesColour(index);
    series->setColor(colour);
    series->setBorderColor(colour.darker(130));
    series->setMarkerSize(markerSize);
    for (const ChartPoint& p : s.points) {
        series->append(p.x, p.y);
        tooltips_.append(p.tooltip);
    }
    attach(series, xAxis, yAxis);
    // hovered() gives a position near a marker; the tooltip is the nearest measured point's, the
    // distance taken in the space the axes draw (log10 on log axes).
    const std::vector<ChartPoint> points = s.points;
    const bool log = distance == PointDistance::Log;
    connect(series, &QScatterSeries::hovered, this, [this, points, log](const QPointF& at, bool state) {
        if (!state || points.empty()) {
            QToolTip::hideText();
            return;
        }
        auto d = [&](const ChartPoint& p) {
            return log ? std::hypot(std::log10(p.x) - std::log10(at.x()), std::log10(p.y) - std::log10(at.y()))
                       : std::hypot(p.x - at.x(), p.y - at.y());
        };
        const ChartPoint* nearest = &points.front();
        for (const ChartPoint& p : points)
            if (d(p) < d(*nearest))
                nearest = &p;
        showTooltip(nearest->tooltip);
    });
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
    xLo = niceBelow(xLo / 1.5);
    xHi = niceAbove(xHi * 1.5);
    yLo = niceBelow(yLo / 1.5);
    yHi = niceAbove(yHi * 1.5);
    QLogValueAxis* xAxis = logAxis(tr("Arithmetic intensity (FLOP/byte, catalogue model, log scale)"), xLo, xHi);
    QLogValueAxis* yAxis = logAxis(tr("Achieved GFLOP/s (log scale)"), yLo, yHi);
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);

    if (data.hasRoof)
        addRoof(data, xLo, xHi, yLo, xAxis, yAxis);

    std::size_t index = 0;
    for (const ChartSeriesData& s : data.series) {
        const QColor colour = seriesColour(index);
        addPointSeries(s, index++, 11, PointDistance::Log, xAxis, yAxis);
        // The variant's name written at its best point: on a roofline the position is the
        // message, and a legend lookup per point is slow reading. Once per variant, because the
        // sizes of one variant sit on top of each other and their labels would overprint.
        const auto best = std::max_element(s.points.begin(), s.points.end(),
                                           [](const ChartPoint& a, const ChartPoint& b) { return a.y < b.y; });
        if (best != s.points.end())
            labelPoint(s.name, *best, colour.darker(160), xAxis, yAxis);
    }
}

} // namespace studio
