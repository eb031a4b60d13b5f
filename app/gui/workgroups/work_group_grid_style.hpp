#pragma once
// Colours of the work-group grid, shared by its painting and its legend.
#include <QColor>

namespace studio::grid_style {

// Below this many pixels per work-item the cells are rasterised and groups become blocks.
inline constexpr double kCellPathMinScale = 4;

// Five colours indexed by (gx + 2 gy) mod 5: each of a group's eight neighbours differs from it
// (the index changes by +-1, +-2 or +-3, never by a multiple of 5).
inline const QRgb kPalette[5] = {qRgb(166, 206, 240), qRgb(250, 196, 142), qRgb(168, 222, 160), qRgb(208, 180, 232),
                                 qRgb(244, 226, 128)};

// A partial work-group (non-uniform NDRange): its colour is tinted towards orange and its outline
// dashed in this colour.
inline const QColor kPartialOutline(230, 110, 0);

inline QRgb partialTint(QRgb c)
{
    auto mix = [](int a, int b) { return (a * 3 + b * 2) / 5; };
    return qRgb(mix(qRed(c), 255), mix(qGreen(c), 150), mix(qBlue(c), 40));
}

} // namespace studio::grid_style
