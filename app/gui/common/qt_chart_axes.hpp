#pragma once
// Part of QtChartAdapter (Qt Charts stays behind the adapter): the value axes its charts share.
#include <QString>
#include <QStringList>
#include <cmath>

#include "gui/common/chart_style.hpp"

class QAbstractAxis;

namespace studio {

// Where a value lands on an axis shown in a scaled unit (TFLOP/s) and maybe logarithmic. A log
// axis is a linear category axis over log10(shown value / lo): Qt's own log axis labels only
// whole decades, this one 1, 2 and 5 of each.
struct AxisMap {
    bool log = false;
    double divisor = 1.0; // unit scale
    double lo = 1.0;      // log: the axis minimum in shown units, drawn at 0
    double map(double v) const { return log ? std::log10(v / divisor / lo) : v / divisor; }
};

struct ValueAxis {
    QAbstractAxis* axis = nullptr;
    AxisMap map;
    QString unit;       // the shown unit (GFLOP/s or TFLOP/s …)
    QStringList labels; // the tick labels, as drawn
};

// A log axis over [lo, hi] (shown units), labelled by logTicks().
ValueAxis newLogAxis(double lo, double hi, double divisor = 1.0);
// An axis for values in `unit` from `minPositive` to `max`: linear from 0 (with `headroom`
// above max) or logarithmic, as `scale` says (Auto: log when the values span decades).
ValueAxis newValueAxis(const QString& unit, double minPositive, double max, YScale scale, double headroom);

} // namespace studio
