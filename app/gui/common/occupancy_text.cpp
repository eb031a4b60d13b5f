#include "gui/common/occupancy_text.hpp"

#include <QCoreApplication>
#include <QStringList>

namespace studio {

namespace {

QString limitName(ndr::OccupancyLimit limit)
{
    switch (limit) {
    case ndr::OccupancyLimit::Warps:
        return QCoreApplication::translate("OccupancyText", "warps");
    case ndr::OccupancyLimit::Blocks:
        return QCoreApplication::translate("OccupancyText", "work-group slots");
    case ndr::OccupancyLimit::Registers:
        return QCoreApplication::translate("OccupancyText", "registers");
    case ndr::OccupancyLimit::LocalMemory:
        return QCoreApplication::translate("OccupancyText", "local memory");
    }
    return {};
}

} // namespace

QString bindingText(const ndr::Occupancy& o, bool registerCount)
{
    QStringList names;
    for (const ndr::OccupancyLimit l : o.binding)
        names << (l == ndr::OccupancyLimit::Registers && registerCount
                      ? QCoreApplication::translate("OccupancyText", "registers (%1 each)")
                            .arg(o.request.registersPerWorkItem)
                      : limitName(l));
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return QCoreApplication::translate("OccupancyText", "%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString occupancyText(const ndr::Occupancy& o)
{
    const QString warps = o.warpsPerGroup == 1
                              ? QCoreApplication::translate("OccupancyText", "1 warp per group")
                              : QCoreApplication::translate("OccupancyText", "%1 warps per group").arg(o.warpsPerGroup);
    const QString groups = o.groupsPerSm == 1
                               ? QCoreApplication::translate("OccupancyText", "1 group per SM")
                               : QCoreApplication::translate("OccupancyText", "%1 groups per SM").arg(o.groupsPerSm);
    return QCoreApplication::translate("OccupancyText", "%1; %2, bound by %3 → %4 %")
        .arg(warps, groups, bindingText(o), QString::number(o.occupancy * 100.0, 'f', 0));
}

} // namespace studio
