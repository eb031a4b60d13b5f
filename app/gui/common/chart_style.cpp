#include "gui/common/chart_style.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "ndr/catalogue.hpp"

namespace studio {

namespace {

// Twelve saturated colours that stay apart on white (no grey: the roof and grid are grey).
const QColor kPalette[] = {QColor(31, 119, 180),  QColor(255, 127, 14), QColor(44, 160, 44),   QColor(214, 39, 40),
                           QColor(148, 103, 189), QColor(140, 86, 75),  QColor(227, 119, 194), QColor(0, 95, 115),
                           QColor(188, 189, 34),  QColor(23, 190, 207), QColor(57, 59, 121),   QColor(230, 85, 13)};
constexpr std::size_t kPaletteSize = std::size(kPalette);

// Past the palette, hues a golden angle apart: every index gets its own, none near its neighbours.
QColor generatedColour(std::size_t index)
{
    const int hue = int(std::fmod(double(index) * 137.508, 360.0));
    return QColor::fromHsv(hue, 200, index % 2 ? 150 : 190);
}

// FNV-1a: the same name gives the same number on every machine and in every session.
std::uint32_t stableHash(const QString& text)
{
    std::uint32_t h = 2166136261u;
    for (const char c : text.toUtf8()) {
        h ^= std::uint8_t(c);
        h *= 16777619u;
    }
    return h;
}

} // namespace

QColor paletteColour(std::size_t index) { return index < kPaletteSize ? kPalette[index] : generatedColour(index); }

QColor variantColour(const QString& variant)
{
    const std::string name = variant.toStdString();
    const auto& cat = ndr::catalogue();
    for (std::size_t i = 0; i < cat.size(); ++i)
        if (cat[i].name == name)
            return paletteColour(i);
    return generatedColour(cat.size() + stableHash(variant) % 97);
}

UnitScale unitScale(const QString& unit, double largest)
{
    if (largest >= 1e4) {
        if (unit == QLatin1String("GFLOP/s"))
            return {QStringLiteral("TFLOP/s"), 1e3};
        if (unit == QLatin1String("GB/s"))
            return {QStringLiteral("TB/s"), 1e3};
    }
    return {unit, 1.0};
}

QString tickLabelFormat(double step)
{
    if (!std::isfinite(step) || step <= 0 || std::abs(step - std::round(step)) < 1e-9 * std::max(1.0, step))
        return QStringLiteral("%.0f");
    const int decimals = std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 1, 6);
    // A step of 2.5 needs one decimal, of 0.25 two: the digits the step itself has.
    for (int d = decimals; d <= 6; ++d) {
        const double scaled = step * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) < 1e-6 * scaled)
            return QStringLiteral("%.%1f").arg(d);
    }
    return QStringLiteral("%.%1f").arg(decimals);
}

std::vector<double> logTicks(double lo, double hi)
{
    std::vector<double> ticks;
    if (!(lo > 0) || !(hi >= lo) || !std::isfinite(hi))
        return ticks;
    const int first = int(std::floor(std::log10(lo)));
    const int last = int(std::ceil(std::log10(hi)));
    const bool dense = last - first <= 6;
    for (int e = first; e <= last; ++e)
        for (double m : {1.0, 2.0, 5.0}) {
            if (!dense && m > 1)
                continue;
            const double v = m * std::pow(10.0, e);
            if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9))
                ticks.push_back(v);
        }
    return ticks;
}

QString logTickLabel(double value)
{
    const int decimals = value >= 1 ? 0 : int(std::ceil(-std::log10(value) - 1e-9));
    return QString::number(value, 'f', std::min(decimals, 9));
}

bool spansDecades(double lo, double hi) { return lo > 0 && hi / lo > 100.0; }

double niceLogBelow(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {5.0, 2.0, 1.0})
        if (m * decade <= v)
            return m * decade;
    return decade;
}

double niceLogAbove(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= v * (1 - 1e-12))
            return m * decade;
    return 10 * decade;
}

} // namespace studio
