// The roofline page of QtChartAdapter: kept apart from the line and bar charts because it is
// the one log-log chart with a model (the roof) drawn under the measurements.
#include <QToolTip>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <cmath>

#include "gui/qt_chart_adapter.hpp"

namespace studio {

namespace {

double decadeBelow(double v) { return std::pow(10.0, std::floor(std::log10(v))); }
double decadeAbove(double v) { return std::pow(10.0, std::ceil(std::log10(v))); }

QLogValueAxis* logAxis(const QString& title, double lo, double hi) {
    auto* axis = new QLogValueAxis;
    axis->setBase(10.0);
    axis->setLabelFormat(QStringLiteral("%g"));
    axis->setRange(lo, hi);
    axis->setMinorTickCount(8); // 2…9 between decades, as on printed log paper
    axis->setTitleText(title);
    return axis;
}

} // namespace

void QtChartAdapter::showRoofline(const QString& title, const RooflineData& data) {
    if (data.empty()) {
        showMessage(tr("No verified runs with a memory-traffic model to place yet. Run or sweep matmul, "
                       "reduce or vadd variants; pi reads no global memory, so it has no arithmetic intensity."));
        return;
    }
    resetChart(title);
    hasData_ = true;

    // Axes span the points and, with peaks, the ridge and the flat roof, in whole decades.
    double xLo = data.minAI, xHi = data.maxAI, yLo = data.minGflops, yHi = data.maxGflops;
    if (data.hasRoof) {
        xLo = std::min(xLo, data.ridgeAI);
        xHi = std::max(xHi, data.ridgeAI);
        yHi = std::max(yHi, data.peakGflops);
    }
    xLo = decadeBelow(xLo / 2);
    xHi = decadeAbove(xHi * 2);
    yLo = decadeBelow(yLo / 2);
    yHi = decadeAbove(yHi * 1.5);
    QLogValueAxis* xAxis = logAxis(tr("Arithmetic intensity (FLOP/byte, catalogue model, log scale)"), xLo, xHi);
    QLogValueAxis* yAxis = logAxis(tr("Achieved GFLOP/s (log scale)"), yLo, yHi);
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);
    auto attach = [&](QAbstractSeries* s) {
        chart_->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    };

    if (data.hasRoof) {
        // The slanted roof starts where it enters the plot (AI × bandwidth = yLo) so no point of
        // the line lies below the log axis.
        auto* roof = new QLineSeries;
        roof->setName(tr("roof: min(%1 GFLOP/s, AI × %2 GB/s)")
                          .arg(data.peakGflops, 0, 'f', 1)
                          .arg(data.peakGBs, 0, 'f', 1));
        roof->setPen(QPen(QColor(60, 60, 60), 2.5));
        const double xStart = std::max(xLo, yLo / data.peakGBs);
        roof->append(xStart, xStart * data.peakGBs);
        roof->append(data.ridgeAI, data.peakGflops);
        roof->append(xHi, data.peakGflops);
        attach(roof);

        auto* ridge = new QScatterSeries;
        ridge->setName(tr("ridge point"));
        ridge->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        ridge->setMarkerSize(9);
        ridge->setColor(QColor(60, 60, 60));
        ridge->setBorderColor(QColor(60, 60, 60));
        ridge->append(data.ridgeAI, data.peakGflops);
        // Point labels take literal text, so the numbers are formatted here, not by @xPoint.
        ridge->setPointLabelsFormat(tr("ridge %1 FLOP/B, %2 GFLOP/s")
                                        .arg(data.ridgeAI, 0, 'g', 3)
                                        .arg(data.peakGflops, 0, 'f', 1));
        ridge->setPointLabelsVisible(true);
        ridge->setPointLabelsClipping(false);
        attach(ridge);
        for (QLegendMarker* m : chart_->legend()->markers(ridge))
            m->setVisible(false);
        ridge_ = data.ridgeAI;
    }

    std::size_t index = 0;
    for (const ChartSeriesData& s : data.series) {
        auto* series = new QScatterSeries;
        series->setName(s.name);
        const QColor colour = seriesColour(index++);
        series->setColor(colour);
        series->setBorderColor(colour.darker(130));
        series->setMarkerSize(11);
        // Each point carries its variant's name: on a roofline the position is the message, and
        // a legend lookup per point is slow reading.
        series->setPointLabelsFormat(s.name);
        series->setPointLabelsVisible(true);
        series->setPointLabelsColor(colour.darker(150));
        series->setPointLabelsClipping(false);
        for (const ChartPoint& p : s.points) {
            series->append(p.x, p.y);
            tooltips_.append(p.tooltip);
        }
        attach(series);
        const std::vector<ChartPoint> points = s.points;
        connect(series, &QScatterSeries::hovered, this, [this, points](const QPointF& at, bool state) {
            if (!state || points.empty()) {
                QToolTip::hideText();
                return;
            }
            // Nearest in log space, where the chart's distances are.
            auto distance = [&](const ChartPoint& p) {
                return std::hypot(std::log10(p.x) - std::log10(at.x()), std::log10(p.y) - std::log10(at.y()));
            };
            const ChartPoint* best = &points.front();
            for (const ChartPoint& p : points)
                if (distance(p) < distance(*best))
                    best = &p;
            showTooltip(best->tooltip);
        });
    }
}

} // namespace studio
