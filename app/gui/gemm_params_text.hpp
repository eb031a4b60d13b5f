#pragma once
#include <QString>

#include "ndr/device_info.hpp"
#include "ndr/run_request.hpp"
#include "ndr/variant.hpp"

namespace studio {

// Which GEMM parameters a run of a tunable variant will be compiled with, and why, in words:
// "tuned MWG=…, from the tuning cache (812 GFLOP/s at N = 256, …)" or "defaults MWG=… (not
// tuned on this device yet: Tuning tab)". Follows the engine's rule (run_request.hpp): explicit
// parameters, else the cache entry for (device, driver, variant) if it fits the device, else the
// variant's default or the first seed that fits. Reads the small cache file through the core's
// TuningCache (no OpenCL), so it is cheap enough for the GUI thread. Empty for other variants.
QString gemmParamsText(const ndr::Variant& variant, const ndr::DeviceInfo& device,
                       const ndr::RunRequest& request);

} // namespace studio
