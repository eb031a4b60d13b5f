#include "gui/common/occupancy_overlay.hpp"

#include <QCoreApplication>
#include <algorithm>

#include "gui/common/occupancy_text.hpp"
#include "ndr/errors.hpp"
#include "session/inspection_store.hpp"

namespace studio {

namespace {

bool ofKey(const ndr::RunResult& r, const QString& key)
{
    const QString variant = QString::fromStdString(r.variant);
    return key == variant || key.startsWith(variant + QStringLiteral(" · "));
}

// The inspection of the build that ran `r`, if it has registers on a device with the model.
const ndr::InspectReport* inspectionOf(const ndr::RunResult& r, const std::vector<const ndr::InspectReport*>& all)
{
    for (const ndr::InspectReport* i : all)
        if (i->deviceName == r.device && i->variant == r.variant && i->local == r.local && i->params == r.params &&
            i->ptxas && i->ptxas->registers && ndr::smLimits(i->ccMajor, i->ccMinor))
            return i;
    return nullptr;
}

} // namespace

OccupancyOverlay occupancyOverlay(const std::vector<ndr::RunResult>& runs, const QString& key,
                                  const QStringList& categories, const InspectionStore* store)
{
    OccupancyOverlay overlay;
    const std::vector<const ndr::InspectReport*> all = store ? store->all() : std::vector<const ndr::InspectReport*>{};
    bool nvidia = false;
    for (const ndr::InspectReport* i : all)
        nvidia = nvidia || (i->nvidia && i->ptxas && i->ptxas->registers);
    for (int c = 0; c < categories.size(); ++c) {
        for (const ndr::RunResult& r : runs) {
            if (!ofKey(r, key) || QString::fromStdString(r.local.toString()) != categories[c])
                continue;
            const ndr::InspectReport* i = inspectionOf(r, all);
            if (!i)
                continue;
            try {
                const ndr::Occupancy o =
                    ndr::computeOccupancy({i->ccMajor, i->ccMinor, r.local.total(), *i->ptxas->registers,
                                           std::max(i->localMemBytes, i->ptxas->smemBytes.value_or(0))});
                ChartPoint p;
                p.x = c;
                p.y = o.occupancy * 100.0;
                p.tooltip = QStringLiteral("%1 (%2): %3")
                                .arg(categories[c], QString::fromStdString(i->deviceName), occupancyText(o));
                overlay.points.push_back(p);
            } catch (const ndr::Error&) {
            }
            break;
        }
    }
    if (overlay.shown())
        overlay.name = QCoreApplication::translate("OccupancyOverlay", "occupancy (%, right axis): %1 of %2 local "
                                                                       "sizes inspected")
                           .arg(overlay.points.size())
                           .arg(categories.size());
    else if (nvidia)
        overlay.name = QCoreApplication::translate(
            "OccupancyOverlay", "no occupancy: none of these builds (device, local size, parameters) was inspected");
    else
        overlay.name = QCoreApplication::translate(
            "OccupancyOverlay", "no occupancy: it needs an inspection on an NVIDIA GPU (compute capability 7.0–9.0) "
                                "of these builds; other devices have no such model");
    return overlay;
}

} // namespace studio
