#pragma once
// A run's identity: what tells one measurement from another, so that the same run read twice (a
// CSV or bundle imported again, a run exported and imported back) is recognised as one. It is the
// FNV-1a 64-bit hash, as 16 hex digits, of a canonical serialisation: the JSON array of the
// run's result-column texts (ndr::toCsvFields, docs/csv-columns.md) in the fixed order of
// runIdentityColumns() — what ran (device, platform, driver, variant, workload, N, global and
// local size, buffers, queues, parameters and their source, kernel source hash, warm-up and
// repetitions), its timestamp, and its figures and verification (times, GFLOP/s, GB/s, errors,
// status). The app version is left out. Those texts survive a CSV or bundle round trip unchanged
// (numbers are written as the shortest text that reads back exactly), so the identity does too.
#include <string>
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

// The result columns the identity covers, in the order they are serialised. Fixed: a column
// added to the CSV later is not part of it, so identities stored earlier stay valid.
const std::vector<std::string>& runIdentityColumns();
std::string runIdentity(const RunResult& run);

} // namespace ndr
