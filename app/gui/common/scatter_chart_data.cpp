#include "gui/common/scatter_chart_data.hpp"

namespace studio {

bool ScatterChartData::empty() const
{
    for (const ChartSeriesData& s : series)
        if (!s.points.empty())
            return false;
    return true;
}

} // namespace studio
