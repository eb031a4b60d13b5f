#pragma once
#include <QRect>
#include <QString>
#include <optional>
#include <vector>

#include "gui/common/chart_surface.hpp"
#include "ndr/run_compare.hpp"

namespace studio {

// One pair on the ratio chart: B's speed against A's (median A time / median B time: above 1,
// B is faster) with its interval, from the pair's interval of the time ratio.
struct RatioPoint {
    QString label;
    ndr::ChangeVerdict verdict = ndr::ChangeVerdict::Untested;
    std::optional<double> speedRatio; // none when B failed (nothing to compare)
    std::optional<ndr::Interval> ci;  // none without samples on both sides
};

// The Compare view's chart: one row per pair (a forest plot), B/A speed on a linear axis, the
// interval as an error bar (drawn like every chart's: QtChartErrorBars::paintBar), a line at 1.0
// and the band of changes within the threshold. Painted, so it exports as vectors.
class RatioChart : public ChartSurface {
    Q_OBJECT

public:
    explicit RatioChart(QWidget* parent = nullptr);

    static std::vector<RatioPoint> pointsOf(const ndr::Comparison& comparison);
    void setComparison(const ndr::Comparison& comparison, double threshold);
    const std::vector<RatioPoint>& points() const { return points_; }
    // The band of speed ratios whose time change is within the threshold: [1/(1+t), 1/(1-t)].
    static std::pair<double, double> sameBand(double threshold);

    bool hasData() const override { return !points_.empty(); }
    QSize sizeHint() const override { return {640, 360}; }
    QSize minimumSizeHint() const override { return {320, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void renderTo(QPainter& painter, const QRect& target) override;

private:
    // Where the chart draws: the plot's rectangle inside the target, the label column, the axis.
    struct Frame {
        QRect target, plot;
        int labelWidth = 0;
        double lo = 0, hi = 1;
        double x(double v) const; // the value's x coordinate
    };
    std::pair<double, double> axisRange() const;
    void drawAxis(QPainter& painter, const Frame& frame) const;
    void drawRows(QPainter& painter, const Frame& frame) const;
    void drawKey(QPainter& painter, const Frame& frame) const;

    std::vector<RatioPoint> points_;
    double threshold_ = 0.05;
};

} // namespace studio
