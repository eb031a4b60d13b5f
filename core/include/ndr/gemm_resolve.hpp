#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "ndr/gemm_params.hpp"

namespace ndr {

struct DeviceInfo;
struct Variant;

// The GemmParams a run of a tunable variant uses on `device`, resolved the way the engine does:
// the request's explicit parameters, else the tuning cache's entry for (device, driver, variant)
// when `useTuned` and it still fits the device, else the variant's default, else the first seed
// configuration that fits. A tile tuned at a larger N gives way to the default at an N where it
// would launch fewer work-groups than the device has compute units (preferFallbackAtSmallN).
// `source` is set to "explicit", "tuned" or "default[: why the tuned entry was not used]". Shared
// by the engine and the work-group explorer, so both draw and launch the same NDRange.
GemmParams resolveGemmParams(const Variant& variant, const DeviceInfo& device,
                             const std::optional<GemmParams>& requested, bool useTuned, std::size_t n,
                             std::string& source);

// The variant's default parameters, else the first seed configuration valid on `device`.
GemmParams defaultGemmParams(const Variant& variant, const DeviceInfo& device);

} // namespace ndr
