// Painting of the timeline: run headers and lanes, the time axis, the command bars (merged below
// a pixel) with the range selection, and the legend. Used for the widget and for exports.
#include "gui/timeline/timeline_widget.hpp"

#include <QCoreApplication>
#include <QPainter>
#include <algorithm>
#include <climits>
#include <cmath>

#include "gui/timeline/timeline_metrics.hpp"

namespace studio {

using namespace timeline_metrics;

namespace {

const char* kStageNames[3] = {QT_TRANSLATE_NOOP("TimelineWidget", "queued → submit (queue wait)"),
                              QT_TRANSLATE_NOOP("TimelineWidget", "submit → start (launch latency)"),
                              QT_TRANSLATE_NOOP("TimelineWidget", "start → end (execution)")};

// Host bars: the clEnqueue* call (top half) and the wait for the command (bottom half).
QColor enqueueBarColor() { return QColor(0x44, 0x44, 0x44); }
QColor waitBarColor() { return QColor(0xb8, 0xb8, 0xb8); }

} // namespace

void TimelineWidget::paintTimeline(QPainter& p, const QSize& size) const
{
    const int w = size.width(), h = size.height();
    const int right = w - kRightPad;
    p.fillRect(QRect(0, 0, w, h), palette().color(QPalette::Base));
    if (layout_.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRect(0, 0, w, h), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No run with event timestamps yet.\nRun a variant, or select a run in Results."));
        return;
    }
    const int lanesBottom = contentHeight() - kLegend - 4;
    paintLanes(p, w, right);
    paintAxis(p, right, lanesBottom);
    paintBars(p, right, lanesBottom);
    paintLegend(p, lanesBottom);
}

void TimelineWidget::paintLanes(QPainter& p, int w, int right) const
{
    const QColor text = palette().color(QPalette::Text);
    const QFontMetrics fm(font());
    // Group headers and lane backgrounds.
    for (std::size_t g = 0; g < layout_.groups.size(); ++g) {
        const auto& grp = layout_.groups[g];
        const QRect header(0, groupTops_[g], w, kGroupHeader);
        p.fillRect(header, palette().color(QPalette::AlternateBase).darker(106));
        p.setPen(text);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        const QString title = tr("%1 — kernel median %2 ms, clock mapping ± %3")
                                  .arg(grp.title)
                                  .arg(grp.kernelMedianMs, 0, 'f', 4)
                                  .arg(formatDuration(grp.clockErrorNs));
        p.drawText(header.adjusted(6, 0, -6, 0), Qt::AlignVCenter | Qt::AlignLeft, title);
        p.setFont(font());
    }
    for (std::size_t l = 0; l < layout_.lanes.size(); ++l) {
        const int top = laneTops_[l];
        p.fillRect(QRect(kLeft, top, right - kLeft, laneHeight(int(l))),
                   l % 2 ? palette().color(QPalette::AlternateBase) : palette().color(QPalette::Base).darker(102));
        p.setPen(text);
        p.drawText(QRect(8, top, kLeft - 14, kLane), Qt::AlignVCenter | Qt::AlignLeft,
                   fm.elidedText(layout_.lanes[l].title, Qt::ElideRight, kLeft - 14));
    }
}

void TimelineWidget::paintAxis(QPainter& p, int right, int lanesBottom) const
{
    const QColor text = palette().color(QPalette::Text);
    // Time axis and grid.
    p.setPen(text);
    p.drawText(QRect(8, 0, kLeft - 14, kAxis), Qt::AlignVCenter | Qt::AlignLeft,
               unit_ == Unit::Ns   ? tr("time (ns)")
               : unit_ == Unit::Us ? tr("time (µs)")
                                   : tr("time (ms)"));
    const QColor grid = palette().color(QPalette::Mid);
    for (const AxisTick& tick : axisTicks(right + kRightPad)) {
        p.setPen(QPen(grid, 0, Qt::DotLine));
        p.drawLine(QPointF(tick.x, kAxis - 4), QPointF(tick.x, lanesBottom));
        p.setPen(text);
        p.drawText(tick.labelRect, Qt::AlignCenter, tick.label);
    }
}

std::vector<TimelineWidget::AxisTick> TimelineWidget::axisTicks(int width) const
{
    std::vector<AxisTick> ticks;
    const QFontMetricsF fm(font());
    const int right = width - kRightPad;
    const double step = tickStepNs(110);
    for (double t = std::ceil(viewStart_ / step) * step; t <= viewEnd_; t += step) {
        const double x = xAt(t);
        if (x < kLeft || x > right)
            continue;
        // Centred on its tick, but moved in where that would run past the right edge.
        const QString label = formatTick(t);
        const double w = fm.horizontalAdvance(label) + 4;
        const double left = std::min(x - w / 2, width - w);
        ticks.push_back({t, x, label, QRectF(left, 0, w, kAxis - 4)});
    }
    return ticks;
}

void TimelineWidget::paintBars(QPainter& p, int right, int lanesBottom) const
{
    const QFontMetrics fm(font());
    // Bars, lane by lane, clipped to the plot.
    p.save();
    p.setClipRect(QRect(kLeft, kAxis, right - kLeft, lanesBottom - kAxis));
    p.setRenderHint(QPainter::Antialiasing, false);
    const QColor enqueueColor = enqueueBarColor(), waitColor = waitBarColor();
    const QColor labelColor(Qt::white);
    for (std::size_t lane = 0; lane < layout_.lanes.size(); ++lane) {
        const int laneY = laneTops_[lane];
        // Per host bar kind and per device sub-row: the last pixel column drawn, to merge bars
        // narrower than a pixel into one.
        std::vector<int> lastPixel(std::size_t(2 + layout_.lanes[lane].rows), INT32_MIN);
        for (std::size_t i = laneFirstBar_[lane]; i < laneFirstBar_[lane + 1]; ++i) {
            const TimelineBar& b = layout_.bars[i];
            const int top = laneY + b.row * kLane;
            const std::size_t slot = b.kind == TimelineBar::Device ? std::size_t(2 + b.row) : std::size_t(b.kind - 1);
            const double x0 = xAt(b.t[0]), x3 = xAt(b.t[3]);
            if (x0 > right)
                break; // sorted by start
            if (x3 < kLeft)
                continue;
            if (x3 - x0 < 1.0) {
                const int px = int(x0);
                if (px == lastPixel[slot])
                    continue;
                lastPixel[slot] = px;
                // A command squeezed into one pixel shows its longest stage.
                int dominant = 0;
                for (int k = 1; k < 3; ++k)
                    if (b.t[k + 1] - b.t[k] > b.t[dominant + 1] - b.t[dominant])
                        dominant = k;
                const QColor c = b.kind == TimelineBar::Device        ? stageColor(dominant)
                                 : b.kind == TimelineBar::HostEnqueue ? enqueueColor
                                                                      : waitColor;
                const int y = b.kind == TimelineBar::HostWait ? top + kLane / 2 : top + 3;
                p.fillRect(QRect(px, y, 1, b.kind == TimelineBar::Device ? kLane - 6 : kLane / 2 - 3), c);
                continue;
            }
            if (b.kind == TimelineBar::HostEnqueue) {
                p.fillRect(QRectF(x0, top + 3, x3 - x0, kLane / 2 - 3), enqueueColor);
                continue;
            }
            if (b.kind == TimelineBar::HostWait) {
                p.fillRect(QRectF(x0, top + kLane / 2, x3 - x0, kLane / 2 - 3), waitColor);
                continue;
            }
            for (int k = 0; k < 3; ++k) {
                const double xa = xAt(b.t[k]), xb = xAt(b.t[k + 1]);
                if (xb - xa >= 0.25)
                    p.fillRect(QRectF(xa, top + 3, std::max(1.0, xb - xa), kLane - 6), stageColor(k));
            }
            if (x3 - x0 > 30) {
                const auto& run = layout_.runs[std::size_t(b.group)];
                const QString name = QString::fromStdString(run.commands[std::size_t(b.command)].name);
                const double visible0 = std::max(x0, double(kLeft)), visible1 = std::min(x3, double(right));
                if (fm.horizontalAdvance(name) + 8 < visible1 - visible0) {
                    p.setPen(labelColor);
                    p.drawText(QRectF(visible0, top, visible1 - visible0, kLane), Qt::AlignCenter, name);
                }
            }
        }
    }
    // Range selection.
    if (hasSelection()) {
        const double a = std::max(xAt(selFrom_), double(kLeft)), b = std::min(xAt(selTo_), double(right));
        QColor sel = palette().color(QPalette::Highlight);
        sel.setAlpha(60);
        p.fillRect(QRectF(a, kAxis, std::max(1.0, b - a), lanesBottom - kAxis), sel);
    }
    p.restore();
}

void TimelineWidget::paintLegend(QPainter& p, int lanesBottom) const
{
    const QColor text = palette().color(QPalette::Text);
    const QFontMetrics fm(font());
    // Legend (kept in exported images too).
    int x = 8;
    const int ly = lanesBottom + 6;
    p.setPen(text);
    for (int k = 0; k < 3; ++k) {
        p.fillRect(QRect(x, ly + 3, 14, 12), stageColor(k));
        x += 20;
        // The names are registered under "TimelineWidget" (QT_TRANSLATE_NOOP above), not tr()'s
        // "studio::TimelineWidget", so look them up in that context or they stay English.
        const QString name = QCoreApplication::translate("TimelineWidget", kStageNames[k]);
        p.drawText(QRect(x, ly, fm.horizontalAdvance(name) + 4, 18), Qt::AlignVCenter, name);
        x += fm.horizontalAdvance(name) + 18;
    }
    p.fillRect(QRect(x, ly + 3, 14, 6), enqueueBarColor());
    p.fillRect(QRect(x, ly + 9, 14, 6), waitBarColor());
    x += 20;
    p.drawText(QRect(x, ly, 400, 18), Qt::AlignVCenter, tr("host: clEnqueue* call (top), wait (bottom)"));
}

} // namespace studio
