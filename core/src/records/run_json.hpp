#pragma once
// JSON forms (nlohmann::json) of what crosses the kernel runner's process boundary: the request,
// the user kernel it runs and the full result. Every field is carried, so a result measured in the
// runner is the result the caller sees. Snake-case keys. A result (and what it holds: its local
// size, kernel statistics, commands) is read strictly: a missing key, a wrong JSON type, a number
// out of its field's range (-5 or 2^70 for an unsigned size, 2.5 for a count) or an unknown enum
// text throws RunValueError naming the key path ("commands[2].end_ns"); nothing is converted
// silently. The request and the user kernel throw nlohmann::json::exception (the caller reports a
// malformed message).
#include <nlohmann/json_fwd.hpp>

#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "ndr/user_kernel.hpp"

namespace ndr {

void to_json(nlohmann::json& j, const LocalSize& l);
void from_json(const nlohmann::json& j, LocalSize& l);
void to_json(nlohmann::json& j, const GemmParams& p);
void from_json(const nlohmann::json& j, GemmParams& p);
void to_json(nlohmann::json& j, const RunRequest& r);
void from_json(const nlohmann::json& j, RunRequest& r);
void to_json(nlohmann::json& j, const CommandTiming& c);
void from_json(const nlohmann::json& j, CommandTiming& c);
void to_json(nlohmann::json& j, const KernelStats& k);
void from_json(const nlohmann::json& j, KernelStats& k);
void to_json(nlohmann::json& j, const RunResult& r);
void from_json(const nlohmann::json& j, RunResult& r);
void to_json(nlohmann::json& j, const UserKernel& k);
void from_json(const nlohmann::json& j, UserKernel& k);

// JSON text has no NaN or infinity (nlohmann writes null, which does not read back as a number),
// yet a failed verification can measure an infinite or NaN error. Where a run is written as text
// (the history, a bundle's runs.json) such a number is the object {"non_finite": "nan" | "inf" |
// "-inf"}, which no field of a run is; decodeNonFinite restores it before from_json.
void encodeNonFinite(nlohmann::json& j);
void decodeNonFinite(nlohmann::json& j);

} // namespace ndr
