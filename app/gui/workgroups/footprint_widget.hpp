#pragma once
#include <QString>
#include <QWidget>
#include <optional>

#include "ndr/footprint.hpp"

namespace studio {

// Three small matrices A, B and C beside the work-group grid: what the selected work-item of
// a matmul variant writes (C), the A and B elements its result depends on, the elements it loads
// itself into local memory for its group, and the tiles its group stages (ndr::footprintOf).
class FootprintWidget : public QWidget {
    Q_OBJECT

public:
    explicit FootprintWidget(QWidget* parent = nullptr);
    // n = 0 or no footprint: an explanatory empty state.
    void setFootprint(std::size_t n, std::optional<ndr::Footprint> footprint, const QString& caption);
    const std::optional<ndr::Footprint>& footprint() const { return footprint_; }
    QSize sizeHint() const override { return {420, 230}; }
    QSize minimumSizeHint() const override { return {300, 180}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void paintMatrix(QPainter& p, const QRectF& box, const QString& title, const std::vector<ndr::MatrixRect>& tiles,
                     const std::vector<ndr::MatrixRect>& reads, const std::vector<ndr::MatrixRect>& loads,
                     const std::vector<ndr::MatrixRect>& writes);

    std::size_t n_ = 0;
    std::optional<ndr::Footprint> footprint_;
    QString caption_;
};

} // namespace studio
