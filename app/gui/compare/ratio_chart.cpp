#include "gui/compare/ratio_chart.hpp"

#include <QFontMetrics>
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <tuple>

#include "gui/common/chart_style.hpp"
#include "gui/common/qt_chart_error_bars.hpp"
#include "models/verdict_colours.hpp"

namespace studio {

namespace {

// A tick step near (hi - lo) / 6 on the 1-2-5 series.
double niceStep(double span)
{
    const double raw = span / 6;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (raw <= m * decade)
            return m * decade;
    return 10 * decade;
}

QString rowLabel(const ndr::ComparedRun& p)
{
    QString label = QStringLiteral("%1  N=%2").arg(QString::fromStdString(p.a.variant)).arg(p.a.n);
    if (p.a.local.applies())
        label += QStringLiteral("  ") + QString::fromStdString(p.a.local.toString());
    return label;
}

} // namespace

RatioChart::RatioChart(QWidget* parent) : ChartSurface(parent)
{
    setWindowTitle(tr("B/A speed per run"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

std::vector<RatioPoint> RatioChart::pointsOf(const ndr::Comparison& comparison)
{
    std::vector<RatioPoint> points;
    for (const ndr::ComparedRun& p : comparison.pairs) {
        RatioPoint point;
        point.label = rowLabel(p);
        point.verdict = p.verdict;
        if (p.verdict != ndr::ChangeVerdict::Failed && p.change > -1)
            point.speedRatio = 1 / (1 + p.change);
        if (point.speedRatio && p.ratioCi && p.ratioCi->low > 0)
            point.ci = ndr::Interval{1 / p.ratioCi->high, 1 / p.ratioCi->low};
        points.push_back(std::move(point));
    }
    return points;
}

std::pair<double, double> RatioChart::sameBand(double threshold)
{
    return {1 / (1 + threshold), threshold < 1 ? 1 / (1 - threshold) : 1e9};
}

void RatioChart::setComparison(const ndr::Comparison& comparison, double threshold)
{
    points_ = pointsOf(comparison);
    threshold_ = threshold;
    update();
}

std::pair<double, double> RatioChart::axisRange() const
{
    auto [lo, hi] = sameBand(threshold_);
    for (const RatioPoint& p : points_) {
        if (p.speedRatio) {
            lo = std::min(lo, *p.speedRatio);
            hi = std::max(hi, *p.speedRatio);
        }
        if (p.ci) {
            lo = std::min(lo, p.ci->low);
            hi = std::max(hi, p.ci->high);
        }
    }
    const double pad = 0.08 * (hi - lo);
    return {std::max(0.0, lo - pad), hi + pad};
}

void RatioChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), Qt::white);
    renderTo(painter, rect());
}

void RatioChart::renderTo(QPainter& painter, const QRect& target)
{
    painter.save();
    painter.setFont(font());
    const QFontMetrics fm(font());
    const int line = fm.height();
    if (points_.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(target, Qt::AlignCenter,
                         tr("Pick two sets and press Compare: each matched run's B/A speed "
                            "appears here with its 95 % interval."));
        painter.restore();
        return;
    }
    int labelWidth = 0;
    for (const RatioPoint& p : points_)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(p.label));
    labelWidth = std::min(labelWidth + 12, target.width() * 2 / 5);
    Frame frame;
    frame.target = target;
    frame.plot = target.adjusted(labelWidth, 2 * line, -16, -(2 * line + 10));
    frame.labelWidth = labelWidth;
    std::tie(frame.lo, frame.hi) = axisRange();
    if (frame.plot.width() >= 40 && frame.plot.height() >= 20) {
        drawAxis(painter, frame);
        drawRows(painter, frame);
        drawKey(painter, frame);
    }
    painter.restore();
}

double RatioChart::Frame::x(double v) const { return plot.left() + (v - lo) / (hi - lo) * plot.width(); }

void RatioChart::drawAxis(QPainter& painter, const Frame& f) const
{
    const int line = QFontMetrics(font()).height();
    // The band of "same", the grid with its ticks, the line of no change.
    const auto [bandLo, bandHi] = sameBand(threshold_);
    painter.fillRect(QRectF(QPointF(f.x(bandLo), f.plot.top()), QPointF(f.x(std::min(bandHi, f.hi)), f.plot.bottom())),
                     QColor(225, 232, 242));
    const double step = niceStep(f.hi - f.lo);
    const QByteArray format = tickLabelFormat(step).toLatin1();
    for (double t = std::ceil(f.lo / step) * step; t <= f.hi + 1e-12; t += step) {
        const double x = f.x(t);
        painter.setPen(QColor(232, 232, 232));
        painter.drawLine(QPointF(x, f.plot.top()), QPointF(x, f.plot.bottom()));
        painter.setPen(QColor(60, 60, 60));
        painter.drawText(QRectF(x - 40, f.plot.bottom() + 4, 80, line), Qt::AlignHCenter | Qt::AlignTop,
                         QString::asprintf(format.constData(), t));
    }
    painter.setPen(QPen(QColor(40, 40, 40), 1.5, Qt::DashLine));
    painter.drawLine(QPointF(f.x(1.0), f.plot.top()), QPointF(f.x(1.0), f.plot.bottom()));
    painter.setPen(QColor(150, 150, 150));
    painter.drawRect(f.plot);
    painter.setPen(QColor(30, 30, 30));
    painter.drawText(QRectF(f.plot.left(), f.plot.bottom() + line + 6, f.plot.width(), line), Qt::AlignHCenter,
                     tr("B speed / A speed (right of 1: B is faster); bars: 95 % interval; shaded: within ±%1 %")
                         .arg(100 * threshold_, 0, 'g', 3));
}

// One row per pair: the label, the error bar with its caps, the median's mark (hollow without
// an interval).
void RatioChart::drawRows(QPainter& painter, const Frame& f) const
{
    const QFontMetrics fm(font());
    const int line = fm.height();
    const double rowHeight = double(f.plot.height()) / double(points_.size());
    const int labelEvery = std::max(1, int(std::ceil(line / std::max(rowHeight, 1.0))));
    for (std::size_t i = 0; i < points_.size(); ++i) {
        const RatioPoint& p = points_[i];
        const double y = f.plot.top() + (double(i) + 0.5) * rowHeight;
        const QColor colour = verdictColour(p.verdict);
        if (int(i) % labelEvery == 0) {
            painter.setPen(QColor(30, 30, 30));
            painter.drawText(QRectF(f.target.left() + 4, y - line / 2.0, f.labelWidth - 10, line),
                             Qt::AlignRight | Qt::AlignVCenter,
                             fm.elidedText(p.label, Qt::ElideMiddle, f.labelWidth - 10));
        }
        if (!p.speedRatio) {
            painter.setPen(colour);
            painter.drawText(QRectF(f.x(1.0) + 6, y - line / 2.0, 200, line), Qt::AlignLeft | Qt::AlignVCenter,
                             tr("B failed"));
            continue;
        }
        const double cap = std::clamp(rowHeight * 0.3, 2.0, 7.0);
        if (p.ci)
            QtChartErrorBars::paintBar(painter, QLineF(f.x(p.ci->low), y, f.x(p.ci->high), y), cap, colour);
        painter.setPen(QPen(colour, 2));
        painter.setBrush(p.ci ? QBrush(colour) : QBrush(Qt::white));
        const double r = std::clamp(rowHeight * 0.25, 2.5, 5.0);
        painter.drawEllipse(QPointF(f.x(*p.speedRatio), y), r, r);
        painter.setBrush(Qt::NoBrush);
    }
}

void RatioChart::drawKey(QPainter& painter, const Frame& f) const
{
    const QFontMetrics fm(font());
    const double y = f.target.top() + fm.height();
    double x = f.plot.left();
    const std::pair<ndr::ChangeVerdict, QString> keys[] = {{ndr::ChangeVerdict::Faster, tr("faster")},
                                                           {ndr::ChangeVerdict::Slower, tr("slower")},
                                                           {ndr::ChangeVerdict::Same, tr("same")},
                                                           {ndr::ChangeVerdict::Inconclusive, tr("inconclusive")},
                                                           {ndr::ChangeVerdict::Untested, tr("no samples")}};
    for (const auto& [verdict, name] : keys) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(verdictColour(verdict));
        painter.drawEllipse(QPointF(x + 5, y), 4.5, 4.5);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QColor(30, 30, 30));
        painter.drawText(QPointF(x + 14, y + fm.ascent() / 2.0 - 1), name);
        x += 14 + fm.horizontalAdvance(name) + 18;
    }
}

} // namespace studio
