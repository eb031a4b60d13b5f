#include "gui/setup/occupancy_line.hpp"

#include <QCoreApplication>
#include <algorithm>

#include "gui/common/occupancy_text.hpp"
#include "ndr/errors.hpp"
#include "ndr/local_size.hpp"

namespace studio {

namespace {

QString cpuLine(const ndr::DeviceInfo& device, const ndr::LocalSize& local, const QString& resolvedLocal,
                std::size_t globalX, std::size_t globalY)
{
    const ndr::CpuWorkGroupSpread s =
        ndr::cpuWorkGroupSpread(globalX, globalY, local.x, local.dims > 1 ? local.y : 1, device.computeUnits);
    return QCoreApplication::translate(
               "OccupancyLine",
               "%1: %2 work-groups over %3 threads (one work-group per thread), %4 round(s); occupancy is a GPU "
               "notion, none applies here")
        .arg(resolvedLocal)
        .arg(s.workGroups)
        .arg(s.computeUnits)
        .arg(s.rounds);
}

QString nvidiaLine(const ndr::DeviceInfo& device, const ndr::InspectReport* inspection, const ndr::LocalSize& local,
                   const QString& resolvedLocal)
{
    if (!inspection)
        return QCoreApplication::translate(
                   "OccupancyLine",
                   "%1: occupancy needs this kernel's registers: inspect it on this device (Inspect view)")
            .arg(resolvedLocal);
    if (!inspection->ptxas || !inspection->ptxas->registers)
        return QCoreApplication::translate("OccupancyLine", "%1: the inspection has no register count (%2)")
            .arg(resolvedLocal, QString::fromStdString(inspection->occupancyNote));
    ndr::OccupancyRequest q;
    q.ccMajor = device.nvComputeMajor;
    q.ccMinor = device.nvComputeMinor;
    q.workGroupSize = local.total();
    q.registersPerWorkItem = *inspection->ptxas->registers;
    q.localMemPerGroup = std::max(inspection->localMemBytes, inspection->ptxas->smemBytes.value_or(0));
    try {
        return QStringLiteral("%1: %2").arg(resolvedLocal, occupancyText(ndr::computeOccupancy(q)));
    } catch (const ndr::Error& e) {
        return QStringLiteral("%1: %2").arg(resolvedLocal, QString::fromStdString(e.what()));
    }
}

} // namespace

QString occupancyLineText(const ndr::DeviceInfo& device, const ndr::InspectReport* inspection,
                          const QString& resolvedLocal, std::size_t globalX, std::size_t globalY)
{
    if (globalX == 0)
        return {};
    ndr::LocalSize local;
    try {
        local = ndr::LocalSize::parse(resolvedLocal.toStdString());
        if (!device.isGpu)
            return cpuLine(device, local, resolvedLocal, globalX, globalY);
    } catch (const ndr::Error&) {
        return {};
    }
    if (ndr::smLimits(device.nvComputeMajor, device.nvComputeMinor))
        return nvidiaLine(device, inspection, local, resolvedLocal);
    if (device.nvComputeMajor > 0)
        return QCoreApplication::translate("OccupancyLine",
                                           "%1: compute capability %2.%3 is outside the occupancy model (%4)")
            .arg(resolvedLocal)
            .arg(device.nvComputeMajor)
            .arg(device.nvComputeMinor)
            .arg(QString::fromStdString(ndr::knownComputeCapabilities()));
    return QCoreApplication::translate(
               "OccupancyLine",
               "%1: no occupancy model is known for this GPU (NVIDIA's, compute capability 7.0–9.0, is the one "
               "the studio follows)")
        .arg(resolvedLocal);
}

} // namespace studio
