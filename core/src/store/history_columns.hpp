#pragma once
// How ndr::History stores a run (engine internals): the run whole, as JSON text in stored_runs,
// and the columns of its row in runs that the list, the filters, the sorting and the duplicate
// check read without parsing the JSON. One derivation serves the writes and the migration that
// fills the columns of runs stored before they existed (the SQL function ndr_run_column).
#include <sqlite3.h>

#include <optional>
#include <string>

#include "ndr/run_result.hpp"

namespace ndr::history_columns {

// The run as stored: its JSON form, non-finite numbers kept, bytes that are not UTF-8 replaced.
std::string storedJson(const RunResult& run);
// The stored JSON read back and checked (ndr::checkRunValues, runs.json field names); throws
// std::exception (nlohmann's, ndr::Error, ndr::RunValueError) when it does not read or no run can
// have its values.
RunResult readStoredJson(const std::string& json);

// The columns of a run's row in runs that are not plain fields of it.
struct DerivedColumns {
    std::string local;   // LocalSize::toString: "16x16", "256", "auto", "n/a"
    std::string buffers; // copy | use | alloc
    std::string status;  // toString(run.outcome())
    // The figures as the list shows them: a verified, measured run's finite GFLOP/s and GB/s;
    // none for any other run (a failed run's figure is no result).
    std::optional<double> gflops, gbps;
    std::optional<double> kernelMedianMs; // measured runs only
    std::string params, error;
    std::string identity; // ndr::runIdentity
};
DerivedColumns derivedColumns(const RunResult& run);

// Registers ndr_run_column(run_json, name) on `db`: the column `name` of DerivedColumns ("local",
// "buffers", "status", "gflops", "gbps", "kernel_median_ms", "params", "error", "identity") for
// the stored run, or NULL where the JSON does not read back. Consecutive calls for one run parse
// it once.
void registerFunctions(sqlite3* db);

} // namespace ndr::history_columns
