#pragma once
#include <QFont>
#include <QHash>
#include <QImage>
#include <QPointF>
#include <QStaticText>
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

#include "ndr/id_capture.hpp"
#include "ndr/work_items.hpp"

namespace studio {

// The NDRange as a grid of work-items coloured by work-group. Ids are a pure function of the
// global and local sizes, so the grid computes them for any size; a device capture (a window
// of the NDRange, see ndr::Engine::captureIds) is shown where it exists and marked verified.
// Level of detail keeps every frame bounded by the widget's pixels, not by the NDRange: cells
// of 4 px and more are drawn one by one (only the visible ones), smaller ones are rasterised a
// pixel at a time into an image, where whole work-groups become blocks.
class WorkGroupGridWidget : public QWidget {
    Q_OBJECT

public:
    enum class LabelMode { Global, Local, Group, Linear, None };
    enum Overlay { Warps = 1, Padding = 2, Tiles = 4 };

    explicit WorkGroupGridWidget(QWidget* parent = nullptr);

    void setRange(const ndr::NDRangeGeometry& range);
    const ndr::NDRangeGeometry& range() const { return range_; }
    // Work-items at x >= limitX or y >= limitY are padding (the variant rounded N up); 0 = none.
    // `requested` names what they lie outside of in the tooltip (e.g. the global size 100×50 of
    // a padded NDRange); empty: N of the matmul variant.
    void setPaddingLimit(std::size_t limitX, std::size_t limitY, const QString& requested = {});
    // Sub-group (warp) size used for the overlay and the tooltips; estimated says how it was found.
    void setSubGroupSize(std::size_t size, bool estimated);
    void setCapture(std::optional<ndr::IdCapture> capture);
    const std::optional<ndr::IdCapture>& capture() const { return capture_; }
    void setLabelMode(LabelMode mode);
    LabelMode labelMode() const { return labelMode_; }
    void setOverlays(int overlays);
    int overlays() const { return overlays_; }
    // Seed 003 prints id[get_global_id(0)][get_global_id(1)]: rows along dimension 0.
    void setSeedLayout(bool rowsAreDimension0);
    bool seedLayout() const { return seedLayout_; }

    // Zoom: pixels per work-item. fit() shows the whole NDRange.
    void fit();
    void setZoom(double pixelsPerItem, QPointF anchor = QPointF(-1, -1));
    double zoom() const { return scale_; }
    void setSelected(std::optional<QPoint> item);
    // Zoomed far out, one colour block stands for k x k work-groups (1 when groups are >= 4 px).
    std::size_t groupsPerColourBlock() const;
    std::optional<QPoint> selected() const { return selected_; }

    // The label a cell shows in a mode (also what the tests compare with seed 003).
    static QString label(LabelMode mode, const ndr::WorkItemIds& ids, int dims);
    ndr::WorkItemIds idsAt(std::size_t x, std::size_t y) const;
    QString tooltipText(std::size_t x, std::size_t y) const;
    // A ragged NDRange launched with non-uniform work-groups: the partial groups at the end of a
    // dimension are tinted and outlined, and a legend explains them (also while padding is shown).
    bool hasPartialGroups() const { return !range_.uniform(); }
    bool partialGroupAt(std::size_t x, std::size_t y) const;
    // The legend line under the grid's corner ("" when there is nothing to explain).
    QString legendText() const;
    // Work-item (x = dimension 0, y = dimension 1) under a widget position, if any.
    std::optional<QPoint> itemAt(QPointF pos) const;
    // Paints the whole widget into a painter (export and the paint benchmark).
    void render(QPainter& painter, QSize size);
    bool exportImage(const QString& path);
    bool exportSvg(const QString& path);
    QSize sizeHint() const override { return {640, 480}; }

signals:
    void itemSelected(int x, int y);
    void zoomChanged(double pixelsPerItem);

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void wheelEvent(QWheelEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    bool event(QEvent*) override;

private:
    // Grid columns/rows on screen: swapped in the seed layout; a 1-D NDRange wraps into rows of
    // wrap_ items (a multiple of the local size) so it fills a square, in reading order.
    bool seed() const { return seedLayout_ && range_.dims == 2; }
    std::size_t columns() const { return range_.dims == 1 ? wrap_ : seed() ? range_.globalY : range_.globalX; }
    std::size_t rows() const;
    // Work-item of a screen cell; x may be >= globalX in the tail of a wrapped 1-D grid.
    QPoint itemOfCell(std::size_t col, std::size_t row) const;
    bool validCell(std::size_t col, std::size_t row) const;
    QPointF cellOfItem(std::size_t x, std::size_t y) const;
    // Work-group extent in screen columns and rows.
    std::size_t groupColumns() const { return seed() ? range_.localY : range_.localX; }
    std::size_t groupRows() const { return range_.dims == 1 ? 1 : seed() ? range_.localX : range_.localY; }
    bool isPadding(std::size_t x, std::size_t y) const;
    // Screen cells covered by the work-group block (gc, gr): smaller for a partial group.
    QSize groupCells(std::size_t gc, std::size_t gr) const;
    bool partialBlock(std::size_t gc, std::size_t gr) const;
    // Painting (work_group_grid_paint.cpp). The cell path draws the visible cells [c0, c1) x [r0, r1).
    struct VisibleCells {
        std::size_t c0, r0, c1, r1;
    };
    QRectF cellRect(std::size_t c, std::size_t r, std::size_t nc, std::size_t nr) const;
    void paintCells(QPainter& p, QSize size);
    void paintGroups(QPainter& p, const VisibleCells& v);
    void paintPadding(QPainter& p, const VisibleCells& v, QSize size);
    void paintBoundaries(QPainter& p, const VisibleCells& v);
    void paintLabels(QPainter& p, const VisibleCells& v);
    void paintLegend(QPainter& p, QSize size);
    void paintZoomNote(QPainter& p, QSize size, std::size_t k);
    void paintRaster(QPainter& p, QSize size);
    std::vector<long long> screenColumns(int width) const; // the grid column under each screen column, or -1
    void paintSelection(QPainter& p);
    void clampOffset(QSize size);

    ndr::NDRangeGeometry range_;
    std::size_t padX_ = 0, padY_ = 0;
    QString paddingRequested_; // what padding lies outside of; empty: the variant's N
    std::size_t wrap_ = 1;     // 1-D only
    std::size_t subGroupSize_ = 32;
    bool subGroupEstimated_ = true;
    std::optional<ndr::IdCapture> capture_;
    LabelMode labelMode_ = LabelMode::Global;
    int overlays_ = Warps | Padding | Tiles;
    bool seedLayout_ = false;
    double scale_ = 16;  // pixels per work-item
    QPointF offset_;     // widget position of the grid's top-left corner
    bool fitted_ = true; // refit on resize until the user zooms or pans
    std::optional<QPoint> selected_;
    std::optional<QPointF> dragFrom_;
    bool dragged_ = false;
    QImage raster_; // reused between frames of the raster path
    QHash<QString, QStaticText> labelCache_;
    QFont labelFont_;
};

} // namespace studio
