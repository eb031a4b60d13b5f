#pragma once
// Part of QtChartAdapter (Qt Charts stays behind the adapter): error bars, which Qt Charts 6.4
// lacks. One item over the plot draws them all, each mapped through its series' axes when it is
// painted, so the bars follow every resize and axis change the series themselves follow.
#include <QColor>
#include <QGraphicsItem>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>
#include <vector>

class QAbstractSeries;
class QChart;
class QPainter;

namespace studio {

class QtChartErrorBars : public QGraphicsItem {
public:
    // A vertical bar at `x` from `low` to `high`, in the values of `series`' axes (as drawn:
    // already through the value axis' map). With `label`, that text is written centred above
    // the bar's high end or `top` (the point's own value), whichever is higher, so that a bar
    // chart's value labels never sit under an error bar; `interval` false: the label only.
    struct Bar {
        QAbstractSeries* series = nullptr;
        double x = 0, low = 0, high = 0;
        QColor colour;
        bool interval = true;
        double top = 0;
        QString label{};
    };

    // One error bar as every chart of the studio draws it (these bars, the Compare view's ratio
    // chart): the interval from `line.p1()` to `line.p2()` (vertical or horizontal) in `colour`,
    // with a cap of half-width `capHalfWidth` across each end.
    static void paintBar(QPainter& painter, const QLineF& line, qreal capHalfWidth, const QColor& colour);

    // Drawn over the plot of `chart`, as its child; `capHalfWidth` in pixels.
    QtChartErrorBars(QChart* chart, qreal capHalfWidth);

    // A bar's interval; a label written above the bar `x` (whose value is `top`), or above its
    // interval where it has one.
    void add(const Bar& bar) { bars_.push_back(bar); }
    void addLabel(QAbstractSeries* series, double x, double top, const QString& label);
    bool empty() const { return bars_.empty(); }
    // Each bar with an interval from its low end (p1) to its high end (p2), in the chart's
    // coordinates, as it is drawn now.
    QList<QLineF> lines() const;
    // Where each label is written, in the chart's coordinates.
    QList<QRectF> labelRects() const;
    // The plot area changed: the bars are repainted in their new places.
    void plotAreaChanged();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QChart* chart_;
    qreal cap_;
    std::vector<Bar> bars_;
};

} // namespace studio
