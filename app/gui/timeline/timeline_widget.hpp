#pragma once
#include <QColor>
#include <QRectF>
#include <QString>
#include <QWidget>

#include "gui/timeline/timeline_layout.hpp"

namespace studio {

// Lanes per queue and a host lane for each run, every device command a bar split into its three
// stages (queued→submit, submit→start, start→end) in three colours. Wheel zooms to the cursor,
// drag pans, Shift+drag (or right-drag) selects a range and reports the summed stages inside
// it, double-click fits. Painted with QPainter from flat arrays; bars narrower than a pixel are
// merged per pixel column, so 10,000 commands stay well under a frame (see the paint benchmark).
class TimelineWidget : public QWidget {
    Q_OBJECT

public:
    enum class Unit { Ns, Us, Ms };

    explicit TimelineWidget(QWidget* parent = nullptr);

    void setRuns(const std::vector<ndr::RunResult>& runs);
    const TimelineLayout& layoutData() const { return layout_; }

    void setUnit(Unit unit);
    Unit unit() const { return unit_; }
    // "1.234 µs" in the current unit.
    QString formatDuration(double ns) const;

    // Visible time window in ns of the shared axis.
    double viewStart() const { return viewStart_; }
    double viewEnd() const { return viewEnd_; }
    void setViewRange(double startNs, double endNs);
    void fit();
    void zoomBy(double factor, double anchorNs); // factor > 1 zooms in
    void zoomBy(double factor) { zoomBy(factor, (viewStart_ + viewEnd_) / 2); }

    // Range selection (ns); an empty selection has start == end.
    void setSelection(double fromNs, double toNs);
    void clearSelection() { setSelection(0, 0); }
    bool hasSelection() const { return selTo_ > selFrom_; }
    StageSums selectionSums() const { return sumStages(layout_, selFrom_, selTo_); }
    QString selectionText() const;

    // Paints the whole view into `painter` at `size` (the widget's own paintEvent, PNG and SVG
    // export all use this).
    void paintTimeline(QPainter& painter, const QSize& size) const;
    bool exportImage(const QString& path, QString* error) const; // .png or .svg by suffix

    // Tooltip text for a point in widget coordinates, empty when it is over nothing.
    QString toolTipAt(const QPoint& pos) const;
    double timeAt(double x) const;
    double xAt(double ns) const;
    int laneAt(int y) const;

    // The time axis's ticks for a view `width` pixels wide: where each is, its label and where
    // the label goes (always inside the width).
    struct AxisTick {
        double ns = 0;
        double x = 0;
        QString label;
        QRectF labelRect;
    };
    std::vector<AxisTick> axisTicks(int width) const;

    static QColor stageColor(int stage);
    QSize sizeHint() const override { return {900, 360}; }
    QSize minimumSizeHint() const override { return {300, 120}; }

signals:
    void viewChanged();
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    // The parts of paintTimeline (timeline_paint.cpp).
    void paintLanes(QPainter& p, int width, int right) const;
    void paintAxis(QPainter& p, int right, int lanesBottom) const;
    void paintBars(QPainter& p, int right, int lanesBottom) const;
    void paintLegend(QPainter& p, int lanesBottom) const;
    int laneTop(int lane) const;
    int laneHeight(int lane) const;
    int contentHeight() const;
    const TimelineBar* barAt(const QPoint& pos) const;
    double tickStepNs(double pixels) const;
    QString formatTick(double ns) const;

    TimelineLayout layout_;
    Unit unit_ = Unit::Us;
    double viewStart_ = 0, viewEnd_ = 1;
    double selFrom_ = 0, selTo_ = 0;
    enum class Drag { None, Pan, Select } drag_ = Drag::None;
    QPoint dragOrigin_;
    double dragViewStart_ = 0, dragAnchorNs_ = 0;
    std::vector<std::size_t> laneFirstBar_; // index of each lane's first bar in layout_.bars
    std::vector<int> laneTops_, groupTops_;
};

} // namespace studio
