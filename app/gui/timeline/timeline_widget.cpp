#include "gui/timeline/timeline_widget.hpp"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHelpEvent>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "gui/timeline/timeline_metrics.hpp"
#include "ndr/trace.hpp"
#include "session/file_output.hpp"

namespace studio {

using namespace timeline_metrics;

namespace {

constexpr double kMinSpanNs = 50; // deepest zoom: 50 ns across the plot

} // namespace

TimelineWidget::TimelineWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(false);
    setFocusPolicy(Qt::WheelFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QColor TimelineWidget::stageColor(int stage)
{
    // Amber, violet, teal: distinguishable for the common colour-vision deficiencies.
    static const QColor colors[3] = {QColor(0xf2, 0xa9, 0x00), QColor(0x8e, 0x6c, 0xd8), QColor(0x1f, 0x8a, 0x9e)};
    return colors[std::clamp(stage, 0, 2)];
}

void TimelineWidget::setRuns(const std::vector<ndr::RunResult>& runs)
{
    layout_ = layoutTimeline(runs);
    laneFirstBar_.assign(layout_.lanes.size() + 1, layout_.bars.size());
    for (std::size_t i = layout_.bars.size(); i-- > 0;)
        laneFirstBar_[std::size_t(layout_.bars[i].lane)] = i;
    for (std::size_t l = layout_.lanes.size(); l-- > 0;) // lanes without bars start where the next does
        laneFirstBar_[l] = std::min(laneFirstBar_[l], laneFirstBar_[l + 1]);
    laneTops_.clear();
    groupTops_.clear();
    int y = kAxis;
    for (const auto& g : layout_.groups) {
        groupTops_.push_back(y);
        y += kGroupHeader;
        for (int l = 0; l < g.laneCount; ++l) {
            laneTops_.push_back(y);
            y += laneHeight(g.firstLane + l) + kLaneGap;
        }
    }
    selFrom_ = selTo_ = 0;
    setMinimumHeight(std::min(contentHeight(), 600));
    fit();
    updateGeometry();
}

int TimelineWidget::contentHeight() const
{
    const int lanes = laneTops_.empty() ? kAxis : laneTops_.back() + laneHeight(int(laneTops_.size()) - 1) + kLaneGap;
    return lanes + kLegend + 4;
}

int TimelineWidget::laneTop(int lane) const { return laneTops_.at(std::size_t(lane)); }

int TimelineWidget::laneHeight(int lane) const { return kLane * layout_.lanes.at(std::size_t(lane)).rows; }

int TimelineWidget::laneAt(int y) const
{
    for (std::size_t l = 0; l < laneTops_.size(); ++l)
        if (y >= laneTops_[l] && y < laneTops_[l] + laneHeight(int(l)))
            return int(l);
    return -1;
}

void TimelineWidget::setUnit(Unit unit)
{
    unit_ = unit;
    update();
    emit selectionChanged(); // its text is in the unit
}

QString TimelineWidget::formatDuration(double ns) const
{
    switch (unit_) {
    case Unit::Ns:
        return tr("%1 ns").arg(ns, 0, 'f', 0);
    case Unit::Us:
        return tr("%1 µs").arg(ns * 1e-3, 0, 'f', 2);
    case Unit::Ms:
        return tr("%1 ms").arg(ns * 1e-6, 0, 'f', 4);
    }
    return {};
}

double TimelineWidget::timeAt(double x) const
{
    const double w = std::max(1, width() - kLeft - kRightPad);
    return viewStart_ + (x - kLeft) / w * (viewEnd_ - viewStart_);
}

double TimelineWidget::xAt(double ns) const
{
    const double w = std::max(1, width() - kLeft - kRightPad);
    return kLeft + (ns - viewStart_) / (viewEnd_ - viewStart_) * w;
}

void TimelineWidget::setViewRange(double startNs, double endNs)
{
    if (endNs - startNs < kMinSpanNs) {
        const double mid = (startNs + endNs) / 2;
        startNs = mid - kMinSpanNs / 2;
        endNs = mid + kMinSpanNs / 2;
    }
    viewStart_ = startNs;
    viewEnd_ = endNs;
    update();
    emit viewChanged();
}

void TimelineWidget::fit()
{
    const double span = std::max(layout_.spanNs, 1000.0);
    setViewRange(-0.01 * span, 1.02 * span);
}

void TimelineWidget::zoomBy(double factor, double anchorNs)
{
    if (factor <= 0)
        return;
    setViewRange(anchorNs - (anchorNs - viewStart_) / factor, anchorNs + (viewEnd_ - anchorNs) / factor);
}

void TimelineWidget::setSelection(double fromNs, double toNs)
{
    selFrom_ = std::min(fromNs, toNs);
    selTo_ = std::max(fromNs, toNs);
    update();
    emit selectionChanged();
}

QString TimelineWidget::selectionText() const
{
    if (!hasSelection())
        return tr("Shift+drag to select a range; wheel zooms, drag pans, double-click fits.");
    const StageSums s = selectionSums();
    return tr("Range %1: %2 command(s); Σ queue wait %3, Σ launch latency %4, Σ execution %5")
        .arg(formatDuration(selTo_ - selFrom_))
        .arg(s.commands)
        .arg(formatDuration(s.ns[0]), formatDuration(s.ns[1]), formatDuration(s.ns[2]));
}

double TimelineWidget::tickStepNs(double pixels) const
{
    const double w = std::max(1, width() - kLeft - kRightPad);
    const double raw = (viewEnd_ - viewStart_) * pixels / w;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * mag >= raw)
            return m * mag;
    return 10 * mag;
}

QString TimelineWidget::formatTick(double ns) const
{
    const double step = tickStepNs(110);
    switch (unit_) {
    case Unit::Ns:
        return QString::number(ns, 'f', 0);
    case Unit::Us:
        return QString::number(ns * 1e-3, 'f', std::clamp(int(std::ceil(-std::log10(step * 1e-3))), 0, 3));
    case Unit::Ms:
        return QString::number(ns * 1e-6, 'f', std::clamp(int(std::ceil(-std::log10(step * 1e-6))), 0, 6));
    }
    return {};
}

void TimelineWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paintTimeline(p, size());
}

const TimelineBar* TimelineWidget::barAt(const QPoint& pos) const
{
    const int lane = laneAt(pos.y());
    if (lane < 0 || pos.x() < kLeft)
        return nullptr;
    const bool lowerHalf = pos.y() >= laneTop(lane) + kLane / 2;
    const int row = (pos.y() - laneTop(lane)) / kLane;
    const double t = timeAt(pos.x()), tol = 3 * (viewEnd_ - viewStart_) / std::max(1, width() - kLeft - kRightPad);
    const TimelineBar* best = nullptr;
    double bestDist = 1e300;
    for (std::size_t i = laneFirstBar_[std::size_t(lane)]; i < laneFirstBar_[std::size_t(lane) + 1]; ++i) {
        const TimelineBar& b = layout_.bars[i];
        if (b.t[0] - tol > t)
            break;
        if (b.t[3] + tol < t)
            continue;
        if (layout_.lanes[std::size_t(lane)].queue < 0 && (b.kind == TimelineBar::HostWait) != lowerHalf)
            continue;
        if (b.kind == TimelineBar::Device && b.row != row)
            continue;
        const double d = t < b.t[0] ? b.t[0] - t : t > b.t[3] ? t - b.t[3] : 0;
        if (d < bestDist) {
            bestDist = d;
            best = &b;
        }
    }
    return best;
}

QString TimelineWidget::toolTipAt(const QPoint& pos) const
{
    const TimelineBar* b = barAt(pos);
    if (!b)
        return {};
    const auto& run = layout_.runs[std::size_t(b->group)];
    const auto& c = run.commands[std::size_t(b->command)];
    const QString name = QString::fromStdString(c.name).toHtmlEscaped();
    if (b->kind == TimelineBar::HostEnqueue)
        return tr("<b>clEnqueue* of %1</b><br>host call %2 (steady clock %3 → %4 ns)")
            .arg(name, formatDuration(b->t[3] - b->t[0]))
            .arg(c.hostEnqueueBeginNs)
            .arg(c.hostEnqueueEndNs);
    if (b->kind == TimelineBar::HostWait)
        return tr("<b>host wait</b> (clWaitForEvents) from %1<br>%2 (steady clock %3 → %4 ns)")
            .arg(name, formatDuration(b->t[3] - b->t[0]))
            .arg(c.hostWaitBeginNs)
            .arg(c.hostWaitEndNs);
    const auto s = ndr::stagesOf(c);
    QString tip = tr("<b>%1</b> — %2 on %3%4")
                      .arg(name, QString::fromStdString(ndr::toString(c.kind)),
                           QString::fromStdString(ndr::queueName(run, c.queue)),
                           c.bytes ? tr(", %1 bytes").arg(c.bytes) : QString());
    tip += tr("<br>QUEUED %1 ns<br>SUBMIT %2 ns<br>START %3 ns<br>END %4 ns (device clock)")
               .arg(c.queuedNs)
               .arg(c.submitNs)
               .arg(c.startNs)
               .arg(c.endNs);
    tip += tr("<br>queue wait %1<br>launch latency %2<br>execution %3")
               .arg(formatDuration(s.queueWaitUs * 1e3), formatDuration(s.launchLatencyUs * 1e3),
                    formatDuration(s.executionUs * 1e3));
    return tip;
}

bool TimelineWidget::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(e);
}

void TimelineWidget::wheelEvent(QWheelEvent* e)
{
    const double steps = e->angleDelta().y() / 120.0;
    if (steps == 0 || layout_.empty())
        return;
    const double x = std::max(double(kLeft), e->position().x());
    zoomBy(std::pow(1.25, steps), timeAt(x));
    e->accept();
}

void TimelineWidget::mousePressEvent(QMouseEvent* e)
{
    dragOrigin_ = e->pos();
    dragViewStart_ = viewStart_;
    dragAnchorNs_ = timeAt(e->position().x());
    if (e->button() == Qt::RightButton || (e->button() == Qt::LeftButton && (e->modifiers() & Qt::ShiftModifier))) {
        drag_ = Drag::Select;
        setSelection(dragAnchorNs_, dragAnchorNs_);
    } else if (e->button() == Qt::LeftButton) {
        drag_ = Drag::Pan;
        setCursor(Qt::ClosedHandCursor);
    }
}

void TimelineWidget::mouseMoveEvent(QMouseEvent* e)
{
    if (drag_ == Drag::Pan) {
        const double nsPerPx = (viewEnd_ - viewStart_) / std::max(1, width() - kLeft - kRightPad);
        const double span = viewEnd_ - viewStart_;
        const double start = dragViewStart_ - (e->position().x() - dragOrigin_.x()) * nsPerPx;
        setViewRange(start, start + span);
    } else if (drag_ == Drag::Select) {
        setSelection(dragAnchorNs_, timeAt(e->position().x()));
    }
}

void TimelineWidget::mouseReleaseEvent(QMouseEvent*)
{
    drag_ = Drag::None;
    unsetCursor();
}

void TimelineWidget::mouseDoubleClickEvent(QMouseEvent*) { fit(); }

bool TimelineWidget::exportImage(const QString& path, QString* error) const
{
    // The widget's width (the time scale depends on it) and just the lanes' height.
    const QSize sz(width(), contentHeight());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool ok = true;
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(sz);
        svg.setViewBox(QRect(QPoint(0, 0), sz));
        svg.setTitle(tr("NDRange Studio timeline"));
        QPainter p(&svg);
        paintTimeline(p, sz);
    } else {
        QImage image(sz, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        paintTimeline(p, sz);
        p.end();
        ok = image.save(&buffer, "PNG");
    }
    if (!ok) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, buffer.errorString());
        return false;
    }
    return FileOutput::write(path, bytes, error);
}

} // namespace studio
