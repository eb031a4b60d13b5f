#pragma once
#include <QColor>
#include <QRect>
#include <QString>

#include "gui/common/chart_data.hpp"
#include "gui/common/chart_surface.hpp"

namespace studio {

// GFLOP/s over local size × N, painted by hand because Qt Charts has no heat map. Cells that
// failed carry a red cross, invalid combinations (skipped by the engine) a grey hatch; neither
// is ever coloured as performance. Where the runs have intervals, the best cell has a solid
// outline and the cells within noise of it (intervals overlapping the best's) a dashed one.
class HeatMapWidget : public ChartSurface {
    Q_OBJECT

public:
    explicit HeatMapWidget(QWidget* parent = nullptr);

    void setData(const QString& title, const HeatMapData& data);
    void setMessage(const QString& message);
    bool hasData() const override { return !data_.empty(); }
    const HeatMapData& data() const { return data_; }

    // Tooltip of the cell under a widget position, empty outside the grid.
    QString tooltipAt(const QPoint& pos) const;
    // Where the cell of data().cells[row][column] is drawn, in widget coordinates.
    QRectF cellRect(std::size_t row, int column) const;

    // Colour of a value in [0,1] on the perceptually ordered scale the legend shows.
    static QColor colourFor(double fraction);

    QSize sizeHint() const override { return {640, 420}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void renderTo(QPainter& painter, const QRect& target) override;

private:
    struct Layout {
        QRect title, grid, legend, yLabels, xLabels;
        double cellW = 0, cellH = 0;
    };
    Layout layoutFor(const QRect& area) const;
    void paintMap(QPainter& painter, const QRect& area) const;
    void paintCell(QPainter& painter, const QRectF& rect, const HeatCell& cell) const;
    void paintLegend(QPainter& painter, const QRect& rect) const;
    // The best cell's and the within-noise cells' outlines.
    static void paintMark(QPainter& painter, const QRectF& rect, const HeatCell& cell);
    bool hasMarks() const;
    // One legend row: a swatch drawn as `cell` and its text.
    void paintSwatch(QPainter& painter, const QRectF& swatch, const HeatCell& cell, const QString& text) const;

    QString title_;
    QString message_;
    HeatMapData data_;
};

} // namespace studio
