#pragma once
// JSON forms (nlohmann::json) of what crosses the kernel runner's process boundary: the request,
// the user kernel it runs and the full result. Every field is carried, so a result measured in the
// runner is the result the caller sees. Snake-case keys; a missing key or a wrong type throws
// nlohmann::json::exception (the caller reports a malformed message).
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

} // namespace ndr
