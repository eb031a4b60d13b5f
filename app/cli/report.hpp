#pragma once
#include <string>

#include "ndr/engine.hpp"

namespace ndr::cli {

// Human-readable text for one run (the default output of `run`).
std::string describeRun(const RunResult& r);
// One line of the sweep table, and its header.
std::string sweepHeader();
std::string sweepRow(const RunResult& r);

// {"error":{…fields…, "oclgrind_command":"…" or null}}: what --json commands print on stdout when
// they fail.
std::string errorJson(const Error& e, const std::string& oclgrindCommand);

} // namespace ndr::cli
