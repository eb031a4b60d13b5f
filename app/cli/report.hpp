#pragma once
#include <string>

#include "ndr/engine.hpp"

namespace ndr::cli {

// Human-readable text for one run (the default output of `run`).
std::string describeRun(const RunResult& r);
// One line of the sweep table, and its header.
std::string sweepHeader();
std::string sweepRow(const RunResult& r);

// The fields of an error for --json readers, without braces: "kind" (invalid-input | runtime |
// cancelled), "message", "limit", "limit_value", "requested", "cl_call", "cl_status",
// "cl_status_name" (null or "" where the error has none).
std::string errorFieldsJson(const Error& e);
// {"error":{…fields…, "oclgrind_command":"…" or null}}: what --json commands print on stdout when
// they fail.
std::string errorJson(const Error& e, const std::string& oclgrindCommand);

} // namespace ndr::cli
