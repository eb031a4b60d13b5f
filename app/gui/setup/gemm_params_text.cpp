#include "gui/setup/gemm_params_text.hpp"

#include <QCoreApplication>
#include <QStringList>

namespace studio {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(GemmParamsText)
};

using Layer = ndr::GemmResolution::Layer;
using Outcome = ndr::GemmResolution::Outcome;

QString shortForm(const ndr::GemmParams& p)
{
    // 128×128×16 first: the tile is what a reader compares; the rest follows in full.
    return Tr::tr("%1×%2×%3 (%4)").arg(p.mwg).arg(p.nwg).arg(p.kwg).arg(QString::fromStdString(p.toString()));
}

QString qs(const std::string& s) { return QString::fromStdString(s); }

// Which devices a database entry is for, in words.
QString databaseScope(const Layer& l)
{
    const ndr::GemmDatabaseEntry& e = *l.databaseEntry;
    switch (l.source) {
    case ndr::GemmParamsSource::DatabaseDevice:
        return Tr::tr("this device (%1)").arg(qs(e.device));
    case ndr::GemmParamsSource::DatabaseArchitecture:
        return Tr::tr("%1 %2 devices of architecture %3").arg(qs(e.vendor), qs(e.type), qs(e.architecture()));
    case ndr::GemmParamsSource::DatabaseVendor:
        return Tr::tr("%1 %2 devices").arg(qs(e.vendor), qs(e.type));
    default:
        return Tr::tr("%1 devices").arg(qs(e.type));
    }
}

QString layerName(ndr::GemmParamsSource s)
{
    switch (s) {
    case ndr::GemmParamsSource::Explicit:
        return Tr::tr("Explicit parameters");
    case ndr::GemmParamsSource::Tuned:
        return Tr::tr("Tuning cache");
    case ndr::GemmParamsSource::DatabaseDevice:
        return Tr::tr("Database, this device");
    case ndr::GemmParamsSource::DatabaseArchitecture:
        return Tr::tr("Database, architecture");
    case ndr::GemmParamsSource::DatabaseVendor:
        return Tr::tr("Database, vendor and type");
    case ndr::GemmParamsSource::DatabaseType:
        return Tr::tr("Database, device type");
    default:
        return Tr::tr("Built-in default");
    }
}

QString outcomeText(const Layer& l)
{
    switch (l.outcome) {
    case Outcome::Used:
        return Tr::tr("used");
    case Outcome::Absent:
        return Tr::tr("nothing for this device");
    case Outcome::DoesNotFit:
        return Tr::tr("does not fit this device: %1").arg(qs(l.detail));
    case Outcome::SetAside:
        return Tr::tr("set aside at this N (%1 work-groups)").arg(l.workGroups);
    case Outcome::NotReached:
        return Tr::tr("not needed");
    }
    return {};
}

} // namespace

QString gemmParamsText(const ndr::GemmResolution& r)
{
    const Layer* used = r.used();
    if (!used)
        return {};
    QString text;
    switch (used->source) {
    case ndr::GemmParamsSource::Explicit:
        text = Tr::tr("Parameters: explicit %1").arg(shortForm(r.params));
        break;
    case ndr::GemmParamsSource::Tuned:
        text = Tr::tr("Parameters: tuned %1, from the tuning cache (%2 GFLOP/s at N = %3, %4)")
                   .arg(shortForm(r.params))
                   .arg(used->cacheEntry->gflops, 0, 'f', 1)
                   .arg(used->cacheEntry->n)
                   .arg(qs(used->cacheEntry->timestamp));
        break;
    case ndr::GemmParamsSource::DatabaseDevice:
    case ndr::GemmParamsSource::DatabaseArchitecture:
    case ndr::GemmParamsSource::DatabaseVendor:
    case ndr::GemmParamsSource::DatabaseType:
        text = Tr::tr("Parameters: database %1, shipped for %2 (tuned at N = %3; a tune of this device in the "
                      "Tuning tab takes precedence)")
                   .arg(shortForm(r.params), databaseScope(*used))
                   .arg(used->databaseEntry->tunedAtN);
        break;
    default:
        text = Tr::tr("Parameters: defaults %1 (not tuned on this device yet: see the Tuning tab)")
                   .arg(shortForm(r.params));
        break;
    }
    if (const Layer* aside = r.setAside())
        text += QLatin1Char('\n') + Tr::tr("%1 %2 set aside: %3 work-groups would leave compute units idle at this N")
                                        .arg(layerName(aside->source), shortForm(*aside->params))
                                        .arg(aside->workGroups);
    if (r.unalignedRows)
        text += QLatin1Char('\n') + Tr::tr("Runs %1 deep at this N: N is no multiple of 4, and the %2-deep form would "
                                            "copy its rows 4 bytes at a time")
                                         .arg(r.params.kwg)
                                         .arg(used->params ? used->params->kwg : r.params.kwg);
    return text;
}

QString gemmParamsTooltip(const ndr::GemmResolution& r)
{
    QStringList lines{Tr::tr("Where the parameters come from, first match wins:")};
    for (const Layer& l : r.layers) {
        QString line = QStringLiteral("%1: %2").arg(layerName(l.source), outcomeText(l));
        if (l.params && l.outcome != Outcome::Absent)
            line += QStringLiteral(" — ") + qs(l.params->toString());
        if (l.databaseEntry)
            line += QStringLiteral(" [%1]").arg(qs(l.databaseEntry->origin));
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace studio
