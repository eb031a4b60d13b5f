#pragma once
#include <string>
#include <vector>

#include "ndr/device_info.hpp"
#include "ndr/run_result.hpp"
#include "ndr/variant.hpp"

namespace ndr {

std::string jsonEscape(const std::string& s);
std::string toJson(const DeviceInfo& d);
std::string devicesToJson(const std::vector<DeviceInfo>& devices);
std::string toJson(const Variant& v);
std::string variantsToJson(const std::vector<Variant>& variants);
// Event times relative to the first QUEUED of the run.
std::string toJson(const RunResult& r);
std::string runsToJson(const std::vector<RunResult>& runs);

} // namespace ndr
