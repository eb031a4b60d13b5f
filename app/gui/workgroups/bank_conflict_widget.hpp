#pragma once
#include <QWidget>

#include "ndr/bank_conflicts.hpp"

namespace studio {

// Seed 004's "avoid bank conflicts", drawn: one warp reading a column of a TILE x TILE local tile
// (tiled_padded's BsubT[lx][k]) with the unpadded pitch TILE and the padded pitch TILE + 1, side by
// side. Each panel shows the tile's words coloured by bank with the words the warp reads outlined,
// then the lanes of the warp and the bank each one hits, and the conflicts counted.
class BankConflictWidget : public QWidget {
    Q_OBJECT

public:
    explicit BankConflictWidget(QWidget* parent = nullptr);
    // tile: TILE (2..64); warp: lanes per warp; banks: local-memory banks; k: inner-loop step.
    void setParameters(std::size_t tile, std::size_t warpSize, std::size_t banks, std::size_t k);
    const ndr::BankPicture& unpadded() const { return unpadded_; }
    const ndr::BankPicture& padded() const { return padded_; }
    QSize sizeHint() const override { return {900, 520}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void paintPanel(QPainter& p, const QRectF& box, const ndr::BankPicture& pic, const QString& title);
    QColor bankColor(std::size_t bank) const;

    ndr::BankPicture unpadded_, padded_;
};

} // namespace studio
