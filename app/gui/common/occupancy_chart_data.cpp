#include "gui/common/occupancy_chart_data.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <map>

#include "gui/common/occupancy_text.hpp"
#include "ndr/errors.hpp"

namespace studio {

namespace {

std::optional<ndr::Occupancy> tryOccupancy(const ndr::OccupancyRequest& q)
{
    try {
        return ndr::computeOccupancy(q);
    } catch (const ndr::Error&) {
        return std::nullopt;
    }
}

ChartPoint pointOf(const ndr::Occupancy& o, OccupancyAxis axis)
{
    ChartPoint p;
    p.x =
        axis == OccupancyAxis::WorkGroupSize ? double(o.request.workGroupSize) : double(o.request.registersPerWorkItem);
    p.y = o.occupancy * 100.0;
    p.tooltip =
        QCoreApplication::translate("OccupancyChart", "%1 work-items, %2 registers each, %3 B local memory:\n%4")
            .arg(o.request.workGroupSize)
            .arg(o.request.registersPerWorkItem)
            .arg(o.request.localMemPerGroup)
            .arg(occupancyText(o));
    return p;
}

} // namespace

OccupancyChartData occupancyWhatIf(const ndr::OccupancyRequest& current, OccupancyAxis axis)
{
    OccupancyChartData data;
    data.xTitle = axis == OccupancyAxis::WorkGroupSize
                      ? QCoreApplication::translate("OccupancyChart", "work-items per work-group")
                      : QCoreApplication::translate("OccupancyChart", "registers per work-item");
    std::vector<std::size_t> xs;
    if (axis == OccupancyAxis::WorkGroupSize) {
        for (std::size_t w = 32; w <= 1024; w += 32)
            xs.push_back(w);
        if (current.workGroupSize % 32 != 0 && current.workGroupSize > 0 && current.workGroupSize < 1024)
            xs.insert(std::lower_bound(xs.begin(), xs.end(), current.workGroupSize), current.workGroupSize);
    } else {
        for (std::size_t r = 1; r <= 255; ++r)
            xs.push_back(r);
    }
    // Series in order of first appearance along x, keyed by what binds.
    std::map<QString, std::size_t> seriesOf;
    for (const std::size_t x : xs) {
        ndr::OccupancyRequest q = current;
        if (axis == OccupancyAxis::WorkGroupSize)
            q.workGroupSize = x;
        else
            q.registersPerWorkItem = int(x);
        const auto o = tryOccupancy(q);
        if (!o) {
            ++data.leftOut;
            continue;
        }
        const QString name = bindingText(*o, false);
        auto [it, added] = seriesOf.emplace(name, data.series.size());
        if (added)
            data.series.push_back(ChartSeriesData{name, {}, QString(), 0});
        data.series[it->second].points.push_back(pointOf(*o, axis));
    }
    if (const auto o = tryOccupancy(current)) {
        data.current = pointOf(*o, axis);
        data.currentBinding = bindingText(*o);
    }
    return data;
}

} // namespace studio
