#pragma once
#include <QColor>
#include <QString>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "gui/common/chart_surface.hpp"
#include "gui/common/roofline_data.hpp"
#include "gui/common/scatter_chart_data.hpp"

class QAbstractAxis;
class QAbstractSeries;
class QScatterSeries;
class QChart;
class QChartView;
class QLabel;
class QStackedWidget;

namespace studio {

// The only class that knows Qt Charts. The rest of the studio hands it plain chart data, so a
// move to Qt Graphs (or anything else) replaces this file and nothing else. Points that no axis
// can place (infinite or NaN values, values <= 0 on a log axis) are left out of every chart, so
// no data can reach Qt's axes that they cannot draw.
class QtChartAdapter : public ChartSurface {
    Q_OBJECT

public:
    explicit QtChartAdapter(QWidget* parent = nullptr);

    void showLines(const QString& title, const LineChartData& data);
    void showBars(const QString& title, const BarChartData& data);
    // Log-log roofline: the roof as lines, the ridge point labelled, one point per run
    // (qt_chart_adapter_roofline.cpp).
    void showRoofline(const QString& title, const RooflineData& data);
    // Tuning candidates' GFLOP/s against one parameter, best marked (qt_chart_adapter_scatter.cpp).
    void showScatter(const QString& title, const ScatterChartData& data);
    // Replaces the chart with a sentence saying why there is nothing to draw.
    void showMessage(const QString& message);

    bool hasData() const override { return hasData_; }
    // Tooltip texts of the plotted points, in series order (for tests and accessibility).
    QStringList pointTooltips() const;
    // The device peak drawn as a horizontal line (0: none), and the roofline's ridge (0: none).
    double peakLineValue() const { return peakLine_; }
    double ridgeValue() const { return ridge_; }

protected:
    void renderTo(QPainter& painter, const QRect& target) override;

private:
    // Whether a point can be drawn: finite, and above 0 on a log axis.
    static bool placeable(const ChartPoint& p, bool logX, bool logY);
    // `series` without the points that cannot be drawn, and without series left empty.
    static std::vector<ChartSeriesData> placeableSeries(const std::vector<ChartSeriesData>& series, bool logX,
                                                        bool logY);
    void resetChart(const QString& title);
    void showTooltip(const QString& text);
    static QColor seriesColour(std::size_t index);
    // Adds the dashed peak line across [x0, x1] on the given axes.
    void addPeakLine(const PeakLine& peak, double x0, double x1, QAbstractAxis* xAxis, QAbstractAxis* yAxis);
    void addRoof(const RooflineData& data, double xLo, double xHi, double yLo, QAbstractAxis* xAxis,
                 QAbstractAxis* yAxis);
    // A scatter series of `s` in the palette's colour `index`, on both axes, with the nearest
    // point's tooltip on hover (distances in log10 space for log-log charts).
    enum class PointDistance { Linear, Log };
    QScatterSeries* addPointSeries(const ChartSeriesData& s, std::size_t index, qreal markerSize,
                                   PointDistance distance, QAbstractAxis* xAxis, QAbstractAxis* yAxis);
    void labelPoint(const QString& name, const ChartPoint& at, const QColor& colour, QAbstractAxis* xAxis,
                    QAbstractAxis* yAxis);
    void attach(QAbstractSeries* series, QAbstractAxis* xAxis,
                QAbstractAxis* yAxis); // added to the chart, on both axes

    QStackedWidget* stack_ = nullptr;
    QChartView* view_ = nullptr;
    QChart* chart_ = nullptr;
    QLabel* message_ = nullptr;
    bool hasData_ = false;
    QStringList tooltips_;
    double peakLine_ = 0;
    double ridge_ = 0;
};

} // namespace studio
