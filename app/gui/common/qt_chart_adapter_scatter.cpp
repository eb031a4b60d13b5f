// The Tuning view's page of QtChartAdapter: candidates' GFLOP/s against one GEMM parameter.
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <cmath>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/qt_chart_axes.hpp"

namespace studio {

void QtChartAdapter::showScatter(const QString& title, const ScatterChartData& input)
{
    // The parameter axis is logarithmic: only finite points with x above 0 are drawn.
    ScatterChartData data = input;
    data.series = placeableSeries(input.series, true, false);
    if (data.best && !placeable(*data.best, true, false))
        data.best.reset();
    if (data.empty()) {
        showMessage(data.failed > 0
                        ? tr("None of the %n candidate(s) so far verified; nothing to plot.", nullptr, data.failed)
                        : tr("No tuning candidates yet. Choose a variant and press Start."));
        return;
    }
    resetChart(title);
    hasData_ = true;

    double xLo = INFINITY, xHi = 0, yHi = 0;
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points) {
            xLo = std::min(xLo, p.x);
            xHi = std::max(xHi, p.x);
            yHi = std::max(yHi, p.y);
        }
    // Parameters are powers of two: a base-2 axis gives each value its own evenly spaced column.
    auto* xAxis = new QLogValueAxis;
    xAxis->setBase(2.0);
    xAxis->setLabelFormat(QStringLiteral("%g"));
    xAxis->setRange(std::exp2(std::floor(std::log2(xLo / 1.2))), std::exp2(std::ceil(std::log2(xHi * 1.2))));
    xAxis->setTitleText(data.xTitle);
    const ValueAxis y = newValueAxis(data.yTitle, 0, yHi, YScale::Linear, 1.15);
    useValueAxis(y, y.unit);
    QAbstractAxis* yAxis = y.axis;
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);

    std::size_t index = 0;
    for (const ChartSeriesData& s : data.series)
        addPointSeries(s, index++, 10, AxisMap{}, y.map, xAxis, yAxis);
    if (data.best) {
        // A larger red ring around the best point: visible whichever series it belongs to.
        auto* best = new QScatterSeries;
        best->setName(tr("best"));
        best->setMarkerSize(20);
        best->setColor(Qt::transparent);
        best->setBorderColor(QColor(200, 30, 30));
        QPen pen(QColor(200, 30, 30));
        pen.setWidthF(2.5);
        best->setPen(pen);
        best->append(data.best->x, y.map.map(data.best->y));
        attach(best, xAxis, yAxis);
    }
    if (data.bestLine.known())
        addPeakLine(data.bestLine, y.map.map(data.bestLine.value), xAxis->min(), xAxis->max(), xAxis, yAxis);
}

} // namespace studio
