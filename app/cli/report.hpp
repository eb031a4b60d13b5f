#pragma once
#include <string>

#include "ndr/engine.hpp"

namespace ndr::cli {

// Human-readable text for one run (the default output of `run`).
std::string describeRun(const RunResult& r);
// One line of the sweep table, and its header.
std::string sweepHeader();
std::string sweepRow(const RunResult& r);

} // namespace ndr::cli
