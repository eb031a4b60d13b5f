#pragma once
// Reads a measured quantity out of a label or tooltip meant for people: the number written just
// before `unit` ("… 3.500 GFLOP/s …" → 3.5). Tests compare the number, not how it was formatted.
#include <QRegularExpression>
#include <QString>
#include <optional>

namespace studio::testing {

inline std::optional<double> quantityIn(const QString& text, const QString& unit)
{
    const QRegularExpression number(QStringLiteral("([-+]?[0-9]+(?:[.,][0-9]+)?(?:[eE][-+]?[0-9]+)?)\\s*") +
                                    QRegularExpression::escape(unit) + QStringLiteral("(?![A-Za-z/])"));
    const QRegularExpressionMatch m = number.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = m.captured(1).replace(QLatin1Char(','), QLatin1Char('.')).toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace studio::testing
