#pragma once
// The JSON documents the CLI prints and the studio copies (docs/csv-columns.md names the run fields):
// each struct's document is built here once, as an ordered nlohmann::json so keys keep the
// documented order. Numbers keep full precision; a non-finite number or an unknown value is null.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/inspect_report.hpp"
#include "ndr/occupancy.hpp"
#include "ndr/peaks.hpp"
#include "ndr/run_result.hpp"
#include "ndr/variant.hpp"

namespace ndr {

using Json = nlohmann::ordered_json;

// The deepest nesting of arrays and objects a JSON document read from outside may have (a run
// stored in the history, a bundle's members, an inspection document opened in the studio). The
// project's own documents nest at most 4 deep; what walks a document (the non-finite markers, the
// writer, a copy) recurses once a level, so a document nested thousands deep is refused here
// rather than allowed to exhaust the stack.
inline constexpr std::size_t kMaxJsonDepth = 64;
inline constexpr const char* kJsonDepthLimit = "JSON nesting depth";
// Where `text` first nests arrays and objects deeper than `limit` (the byte offset of that bracket),
// nullopt when it never does. Brackets inside strings do not count; the text need not be valid JSON
// (the parser judges that afterwards).
std::optional<std::size_t> jsonTooDeepAt(std::string_view text, std::size_t limit = kMaxJsonDepth);
// Throws Error(InvalidInput, limit kJsonDepthLimit) naming `what` and the offset when `text` nests
// deeper than kMaxJsonDepth.
void checkJsonDepth(std::string_view text, const std::string& what);

// Compact text of a document; bytes that are not UTF-8 are replaced rather than rejected.
std::string dumpJson(const Json& j);
// The body of a JSON string literal holding s (no surrounding quotes).
std::string jsonEscape(const std::string& s);
// A finite number, or null.
Json jsonNumber(double v);

Json deviceJson(const DeviceInfo& d);
Json variantJson(const Variant& v);
// An error for --json readers: "kind" (invalid-input | runtime | cancelled), "message", "limit",
// "limit_value", "requested", "cl_call", "cl_status", "cl_status_name" (null or "" where the error
// has none), "diagnostics" (array of diagnosticJson; empty unless a kernel failed to build).
Json diagnosticJson(const Diagnostic& d); // "file", "line", "column", "severity", "message", "context"
Json errorJson(const Error& e);
// Event times relative to the first QUEUED of the run.
Json runJson(const RunResult& r);
// A device's peaks: headline figures, method, and every vector width's sample.
Json peaksJson(const DevicePeaks& p);

// inspect_json.cpp: the documents of `ndrange-bench occupancy` and `ndrange-bench inspect`.
Json occupancyJson(const Occupancy& o);
Json cpuSpreadJson(const CpuWorkGroupSpread& s);
Json ptxasJson(const PtxasInfo& p);
Json inspectJson(const InspectReport& r);

std::string toJson(const DeviceInfo& d);
std::string devicesToJson(const std::vector<DeviceInfo>& devices);
std::string toJson(const Variant& v);
std::string variantsToJson(const std::vector<Variant>& variants);
std::string toJson(const RunResult& r);
std::string runsToJson(const std::vector<RunResult>& runs);
std::string peaksToJson(const std::vector<DevicePeaks>& peaks);

} // namespace ndr
