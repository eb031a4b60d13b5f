#include "gui/common/chart_style.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "ndr/catalogue.hpp"

namespace studio {

namespace {

// OKLab of an sRGB colour (Björn Ottosson's, lightness 0-100): distances in it follow how
// different two colours look, in the blues too, where CIELAB overstates them.
struct Lab {
    double l = 0, a = 0, b = 0;
    double chroma() const { return std::hypot(a, b); }
};

Lab toLab(const QColor& c)
{
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    const double l = std::cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
    const double m = std::cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    const double s = std::cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    return {100 * (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s),
            100 * (1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s),
            100 * (0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)};
}

double distance(const Lab& p, const Lab& q) { return std::hypot(p.l - q.l, p.a - q.a, p.b - q.b); }
// The same with a difference in chroma counting 0.3: a dull and a vivid blue still read as
// "blue", so the palette spreads over hues and lightness first.
double hueFirstDistance(const Lab& p, const Lab& q)
{
    const double dc = p.chroma() - q.chroma();
    const double dh2 = std::max(0.0, (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b) - dc * dc);
    return std::sqrt((p.l - q.l) * (p.l - q.l) + 0.09 * dc * dc + dh2);
}

// The palette: each colour the one, among saturated colours readable on white (not too light,
// never grey: the roof and the grid are grey), that differs most from every colour before it.
// Built once by a fixed rule, so index i has the same colour in every session and build; the
// first colours differ most, and the catalogue's teaching ladder comes first.
constexpr std::size_t kPaletteSize = 48;

const std::vector<QColor>& palette()
{
    static const std::vector<QColor> colours = [] {
        std::vector<QColor> candidates;
        std::vector<Lab> labs;
        for (int hue = 0; hue < 360; hue += 4)
            for (const int sat : {255, 210, 170})
                for (const int val : {120, 160, 200, 240}) {
                    const QColor c = QColor::fromHsv(hue, sat, val);
                    const Lab lab = toLab(c);
                    if (lab.l < 40 || lab.l > 75 || lab.chroma() < 10)
                        continue;
                    candidates.push_back(c);
                    labs.push_back(lab);
                }
        std::vector<QColor> out{QColor(31, 119, 180)}; // the first series' blue, as before
        std::vector<Lab> chosen{toLab(out.front())};
        std::vector<double> nearest(candidates.size(), INFINITY);
        while (out.size() < kPaletteSize) {
            std::size_t pick = 0;
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                nearest[i] = std::min(nearest[i], hueFirstDistance(labs[i], chosen.back()));
                if (nearest[i] > nearest[pick])
                    pick = i;
            }
            out.push_back(candidates[pick]);
            chosen.push_back(labs[pick]);
        }
        return out;
    }();
    return colours;
}

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

QColor paletteColour(std::size_t index) { return index < kPaletteSize ? palette()[index] : generatedColour(index); }

double colourDifference(const QColor& a, const QColor& b) { return distance(toLab(a), toLab(b)); }

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
