#include "gui/common/qt_chart_axes.hpp"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QValueAxis>
#include <algorithm>

namespace studio {

ValueAxis newLogAxis(double lo, double hi, double divisor)
{
    ValueAxis out;
    out.map = AxisMap{true, divisor, lo};
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(-1.0);
    for (double tick : logTicks(lo, hi)) {
        const QString label = logTickLabel(tick);
        axis->append(label, std::log10(tick / lo));
        out.labels.append(label);
    }
    axis->setRange(0.0, std::log10(hi / lo));
    out.axis = axis;
    return out;
}

ValueAxis newValueAxis(const QString& unit, double minPositive, double max, YScale scale, double headroom)
{
    const UnitScale shown = unitScale(unit, max);
    const bool log = scale == YScale::Log || (scale == YScale::Auto && spansDecades(minPositive, max));
    if (log && minPositive > 0 && max > 0) {
        ValueAxis out = newLogAxis(niceLogBelow(minPositive / shown.divisor / 1.2),
                                   niceLogAbove(max / shown.divisor * 1.2), shown.divisor);
        out.unit = shown.unit;
        return out;
    }
    ValueAxis out;
    out.map = AxisMap{false, shown.divisor, 1.0};
    out.unit = shown.unit;
    auto* axis = new QValueAxis;
    const double top = max > 0 ? max / shown.divisor * headroom : 1.0;
    axis->setRange(0, top);
    axis->applyNiceNumbers();
    const int ticks = std::max(2, axis->tickCount());
    const double step = (axis->max() - axis->min()) / (ticks - 1);
    const QString format = tickLabelFormat(step);
    axis->setLabelFormat(format);
    for (int i = 0; i < ticks; ++i)
        out.labels.append(QString::asprintf(format.toLatin1().constData(), axis->min() + i * step));
    out.axis = axis;
    return out;
}

} // namespace studio
