#pragma once
#include <QColor>
#include <QLineF>
#include <QList>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <vector>

#include "gui/common/chart_data.hpp"
#include "gui/common/chart_style.hpp"
#include "gui/common/chart_surface.hpp"
#include "gui/common/occupancy_chart_data.hpp"
#include "gui/common/occupancy_overlay.hpp"
#include "gui/common/roofline_data.hpp"
#include "gui/common/scatter_chart_data.hpp"

class QAbstractAxis;
class QAbstractBarSeries;
class QAbstractSeries;
class QScatterSeries;
class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QLineSeries;
class QStackedWidget;

namespace studio {

struct AxisMap;
class QtChartErrorBars;
struct ValueAxis;

// The only class that knows Qt Charts. The rest of the studio hands it plain chart data, so a
// move to Qt Graphs (or anything else) replaces this file and nothing else. Points that no axis
// can place (infinite or NaN values, values <= 0 on a log axis) are left out of every chart, so
// no data can reach Qt's axes that they cannot draw.
class QtChartAdapter : public ChartSurface {
    Q_OBJECT

public:
    explicit QtChartAdapter(QWidget* parent = nullptr);
    ~QtChartAdapter() override;

    // How the next line and bar charts draw their value axis (the Charts view's toggle).
    void setYScale(YScale scale) { yScale_ = scale; }

    void showLines(const QString& title, const LineChartData& data);
    void showBars(const QString& title, const BarChartData& data);
    // Log-log roofline: the roof as lines, the ridge point labelled, one point per run
    // (qt_chart_adapter_roofline.cpp).
    void showRoofline(const QString& title, const RooflineData& data);
    // Tuning candidates' GFLOP/s against one parameter, best marked (qt_chart_adapter_scatter.cpp).
    void showScatter(const QString& title, const ScatterChartData& data);
    // Occupancy against one model input, a series per binding limit, the current kernel ringed
    // (qt_chart_adapter_occupancy.cpp).
    void showOccupancy(const QString& title, const OccupancyChartData& data);
    // After showLines of a category chart: occupancy on a right axis (%), or, when the overlay has
    // no points, a legend entry saying why it is absent.
    void addOccupancyOverlay(const OccupancyOverlay& overlay);
    bool hasOccupancyOverlay() const { return overlayShown_; }
    // Replaces the chart with a sentence saying why there is nothing to draw.
    void showMessage(const QString& message);

    bool hasData() const override { return hasData_; }
    // Tooltip texts of the plotted points and bars, in series order (for tests and accessibility),
    // and where each point (bar: its middle) is drawn, in the coordinates of plotWidget().
    QStringList pointTooltips() const;
    QList<QPoint> pointPositions() const;
    // The widget the mouse moves over: hovering a point or bar shows its tooltip.
    QWidget* plotWidget() const;
    // The device peak drawn as a horizontal line (0: none), and the roofline's ridge (0: none).
    double peakLineValue() const { return peakLine_; }
    double ridgeValue() const { return ridge_; }
    // The value axis as drawn: logarithmic or not, its title and its tick labels.
    bool valueAxisIsLog() const { return valueLog_; }
    QString valueAxisTitle() const { return valueTitle_; }
    QStringList valueAxisLabels() const { return valueLabels_; }
    // Legend entries shown, and the colour of the series a legend entry names (invalid: none).
    QStringList legendTexts() const;
    QColor colourOf(const QString& seriesName) const;
    // The colour each bar is drawn in, in bar order (empty: no bars).
    QList<QColor> barColours() const;
    // The error bars drawn (the points' 95 % intervals), in point order, each from its low end
    // (p1) to its high end (p2) in the coordinates of plotWidget(); points without an interval
    // have none. Bars: their tick labels' full names, in bar order (the axis may show them cut).
    QList<QLineF> errorBarLines() const;
    QStringList barNames() const { return barNames_; }
    // The roofline's point labels and markers, in scene coordinates, as last placed.
    QList<QRectF> labelRects() const;
    QList<QRectF> markerRects() const;

protected:
    void renderTo(QPainter& painter, const QRect& target) override;

private:
    // Whether a point can be drawn: finite, and above 0 on a log axis.
    static bool placeable(const ChartPoint& p, bool logX, bool logY);
    // `series` without the points that cannot be drawn, and without series left empty.
    static std::vector<ChartSeriesData> placeableSeries(const std::vector<ChartSeriesData>& series, bool logX,
                                                        bool logY);
    void resetChart(const QString& title);
    static QColor colourOf(const ChartSeriesData& s, std::size_t index);
    static Qt::PenStyle penStyleOf(const ChartSeriesData& s);
    // The value axis a chart shows, remembered for the accessors above.
    void useValueAxis(const ValueAxis& axis, const QString& title);
    static QAbstractBarSeries* barSeries(const BarChartData& data, const ValueAxis& y);
    // Adds the dashed peak line at `at` (the peak as the value axis places it) across [x0, x1].
    void addPeakLine(const PeakLine& peak, double at, double x0, double x1, QAbstractAxis* xAxis, QAbstractAxis* yAxis);
    // The error bar of `p` (if it has an interval the value axis can place) at `x` of `series`.
    void addErrorBar(QAbstractSeries* series, double x, const ChartPoint& p, const AxisMap& yMap, const QColor& colour,
                     qreal capHalfWidth);
    // A legend entry saying what the error bars are, once any are drawn.
    void addErrorBarLegend(QAbstractAxis* xAxis, QAbstractAxis* yAxis);
    void addRoof(const RooflineData& data, double xLo, double xHi, double yLo, const AxisMap& xMap, const AxisMap& yMap,
                 QAbstractAxis* xAxis, QAbstractAxis* yAxis);
    // A scatter series of `s` in its colour, on both axes (values placed by the maps), each
    // point's tooltip shown on hover.
    QScatterSeries* addPointSeries(const ChartSeriesData& s, std::size_t index, qreal markerSize, const AxisMap& xMap,
                                   const AxisMap& yMap, QAbstractAxis* xAxis, QAbstractAxis* yAxis);
    // `text` written beside the marker at `at` (chart values) of `series`, where it covers no
    // marker and no other label (placeLabels).
    void labelPoint(const QString& text, QPointF at, const QColor& colour, QAbstractSeries* series);
    void placeLabels();
    // Hovering within `radius` pixels of `at` (chart values of `series`) shows `tooltip`.
    void addHoverPoint(QAbstractSeries* series, QPointF at, qreal radius, const QString& tooltip);
    void addHoverBar(QAbstractSeries* series, double index, double base, double top, const QString& tooltip);
    bool eventFilter(QObject* watched, QEvent* event) override;
    void hover(QPoint at);
    void attach(QAbstractSeries* series, QAbstractAxis* xAxis,
                QAbstractAxis* yAxis); // added to the chart, on both axes

    QStackedWidget* stack_ = nullptr;
    QChartView* view_ = nullptr;
    QChart* chart_ = nullptr;
    QLabel* message_ = nullptr;
    bool hasData_ = false;
    YScale yScale_ = YScale::Auto;
    bool valueLog_ = false;
    QString valueTitle_;
    QStringList valueLabels_;
    // What the mouse can hover: a point (radius > 0) or a bar (the rectangle from base to at).
    struct HoverTarget {
        QAbstractSeries* series = nullptr;
        QPointF at;
        QPointF base;
        qreal radius = 0;
        QString tooltip;
    };
    std::vector<HoverTarget> hover_;
    struct PointLabel {
        QAbstractSeries* series = nullptr;
        QPointF at;
        QGraphicsSimpleTextItem* item = nullptr;
    };
    std::vector<PointLabel> labels_;
    std::vector<std::pair<QAbstractSeries*, qreal>> markerSeries_; // scatter series and marker size
    std::vector<QAbstractSeries*> lineObstacles_;                  // lines labels keep off (the roof)
    double peakLine_ = 0;
    double ridge_ = 0;
    bool overlayShown_ = false;
    QtChartErrorBars* errorBars_ = nullptr; // owned by the chart; none until a chart has intervals
    QStringList barNames_;
};

} // namespace studio
