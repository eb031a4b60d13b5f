#pragma once
// The result columns, one table for every place a run becomes a row: the CSV writer and reader
// (csv.cpp, csv_import.cpp) and the studio's results table. A new column is one row of the
// table (appended: files written before it still import), plus its line in docs/csv-columns.md.
#include <string>
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

enum class ColumnType { Text, Integer, Real, Boolean };

struct ResultColumn {
    const char* name; // the CSV header (docs/csv-columns.md)
    const char* unit; // "ms", "us", "GFLOP/s", "GB/s"; "" when none
    ColumnType type;
    // Empty exactly when the run was never timed (RunResult::measured false).
    bool measured;
    // The field's text; "" for a value that is not modelled or not measured.
    std::string (*get)(const RunResult& r);
    // Reads the field's text back into r; throws Error(InvalidInput) for text it does not accept.
    void (*set)(RunResult& r, const std::string& text);
    const char* expected; // what set accepts, for the import's messages
};

// Every column, in file order.
const std::vector<ResultColumn>& resultColumnSchema();
// The column named `name`; throws std::out_of_range for a name that is not one.
const ResultColumn& resultColumn(const std::string& name);

} // namespace ndr
