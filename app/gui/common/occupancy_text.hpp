#pragma once
#include <QString>

#include "ndr/occupancy.hpp"

namespace studio {

// NVIDIA's occupancy model in the studio's language: "8 warps per group; 8 groups per SM, bound by
// registers (30 each) → 100 %" (ndr::describeOccupancy says the same in English, for the CLI).
QString occupancyText(const ndr::Occupancy& o);
// The binding limits, translated and joined ("warps and registers (30 each)"); without the
// register count when `registerCount` is false ("warps and registers").
QString bindingText(const ndr::Occupancy& o, bool registerCount = true);

} // namespace studio
