#include "session/oclgrind_findings.hpp"

#include <QRegularExpression>
#include <QStringList>
#include <algorithm>

namespace studio {

namespace {

QString kindOf(const QString& headline, const QStringList& details)
{
    const QString h = headline.toLower();
    if (h.contains(QLatin1String("data race")))
        return QStringLiteral("data race");
    if (h.contains(QLatin1String("uninitiali")))
        return QStringLiteral("uninitialized");
    if (h.contains(QLatin1String("invalid read")) || h.contains(QLatin1String("invalid write")) ||
        h.contains(QLatin1String("out-of-bounds")) || h.contains(QLatin1String("out of bounds")))
        return QStringLiteral("out of bounds");
    if (h.contains(QLatin1String("runtime error")) || h.contains(QLatin1String("api")) ||
        details.join(QLatin1Char('\n')).contains(QLatin1String("Function:")))
        return QStringLiteral("API");
    return QStringLiteral("other");
}

} // namespace

QVector<OclgrindFinding> parseOclgrindLog(const QString& log)
{
    QVector<OclgrindFinding> out;
    static const QRegularExpression lineRe(QStringLiteral("At line (\\d+)"));
    static const QRegularExpression kernelRe(QStringLiteral("^\\s*Kernel:\\s*(\\S+)"));
    static const QRegularExpression errorRe(QStringLiteral("^\\s*Error:\\s*(.+)$"));
    const QStringList blocks = log.split(QRegularExpression(QStringLiteral("\\n\\s*\\n")), Qt::SkipEmptyParts);
    for (const QString& block : blocks) {
        QStringList lines = block.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        while (!lines.isEmpty() && lines.front().trimmed().isEmpty())
            lines.pop_front();
        if (lines.isEmpty())
            continue;
        OclgrindFinding f;
        f.message = lines.takeFirst().trimmed();
        for (const QString& l : lines) {
            if (auto m = kernelRe.match(l); m.hasMatch() && f.kernel.isEmpty())
                f.kernel = m.captured(1);
            if (auto m = lineRe.match(l); m.hasMatch() && f.line == 0)
                f.line = m.captured(1).toInt();
            if (auto m = errorRe.match(l); m.hasMatch())
                f.message += QStringLiteral(": ") + m.captured(1).trimmed();
        }
        f.kind = kindOf(f.message, lines);
        static const QRegularExpression addressRe(QStringLiteral("0x[0-9a-fA-F]+"));
        QString key = f.message;
        key.replace(addressRe, QStringLiteral("0x…"));
        auto same = std::find_if(out.begin(), out.end(), [&](const OclgrindFinding& o) {
            return o.kind == f.kind && o.kernel == f.kernel && o.line == f.line && o.message == key;
        });
        if (same != out.end()) {
            ++same->count;
            continue;
        }
        f.message = key;
        out.append(f);
    }
    return out;
}

} // namespace studio
