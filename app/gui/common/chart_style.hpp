#pragma once
#include <QColor>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <vector>

namespace studio {

// How charts look, decided from the data alone so a chart looks the same in every session:
// colours, units and axis ticks. Pure functions, tested without a display.

// A variant's colour: from its place in the built-in catalogue, so "tiled" keeps its colour
// whichever other variants share the chart; variants the catalogue lacks (user kernels,
// imports of other builds) get one from a stable hash of their name.
QColor variantColour(const QString& variant);
// The palette's colour `index` (series that are not variants: "N = 256", "seed set"). Its
// colours are chosen so that each differs as much as it can from all before it.
QColor paletteColour(std::size_t index);
// How different two colours look: their distance in OKLab, lightness 0-100 (about 2 is just
// noticeable).
double colourDifference(const QColor& a, const QColor& b);

// The unit a value axis shows: "GFLOP/s" becomes "TFLOP/s" (and GB/s TB/s) once the largest
// value reaches 10,000, so ticks read 50 TFLOP/s rather than 50000.0 GFLOP/s.
struct UnitScale {
    QString unit;
    double divisor = 1.0;
};
UnitScale unitScale(const QString& unit, double largest);

// printf format for tick labels `step` apart: no decimal on whole steps ("%.0f"), as many as
// the step needs otherwise.
QString tickLabelFormat(double step);

// Ticks of a log axis over [lo, hi]: 1, 2 and 5 per decade (1 per decade past six decades).
std::vector<double> logTicks(double lo, double hi);
// A tick's label: "0.05", "2", "20000", without exponent or trailing zeros.
QString logTickLabel(double value);
// Whether values from `lo` to `hi` span more than two decades (log axis in automatic mode).
bool spansDecades(double lo, double hi);
// Log axis ends on the 1-2-5 series at or below / at or above `v` (> 0).
double niceLogBelow(double v);
double niceLogAbove(double v);

// A value axis drawn linear, logarithmic, or logarithmic when the values span decades.
enum class YScale { Auto, Linear, Log };

} // namespace studio
