#pragma once
#include <QString>
#include <cstddef>

#include "ndr/device_info.hpp"
#include "ndr/inspect_report.hpp"
#include "ndr/occupancy.hpp"

namespace studio {

// What a local size makes of a device, for the line under Run setup's local-size check:
// - a device with NVIDIA's occupancy model (compute capability 7.0–9.0) and an inspection of the
//   same kernel and build options on it: "16x16: 8 warps per group; 8 groups per SM, bound by
//   registers (30 each) → 100 %"; without one, what is missing ("inspect to know registers");
// - a CPU (PoCL): the work-group spread over its threads, one work-group per thread;
// - any other GPU: that no occupancy model is known for it. Never an invented figure.
// `inspection` may be nullptr. Empty when nothing can be said (no NDRange yet, a bad local size).
QString occupancyLineText(const ndr::DeviceInfo& device, const ndr::InspectReport* inspection,
                          const QString& resolvedLocal, std::size_t globalX, std::size_t globalY);

} // namespace studio
