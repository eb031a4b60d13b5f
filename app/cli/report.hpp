#pragma once
#include <string>

#include "ndr/engine.hpp"

namespace ndr::cli {

// Human-readable text for one run (the default output of `run`).
// Stored text as a terminal shows it: control characters (a terminal escape, NUL, a line break in
// a name; C1 controls) replaced by '?', line breaks and tabs kept where `multiline`. Imports refuse
// such text; a history written before they did may still hold it.
std::string printable(const std::string& text, bool multiline = false);

std::string describeRun(const RunResult& r);
// The "interval" line of describeRun (and "target" where --target-ci was given).
std::string describeInterval(const RunResult& r);
// One line of the sweep table, and its header.
std::string sweepHeader();
std::string sweepRow(const RunResult& r);

// {"error":{…fields…, "oclgrind_command":"…" or null}}: what --json commands print on stdout when
// they fail.
std::string errorJson(const Error& e, const std::string& oclgrindCommand);

} // namespace ndr::cli
