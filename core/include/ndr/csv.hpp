#pragma once
#include <string>
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

// RFC 4180: comma separated, CRLF rows, fields quoted when they hold a comma, quote or newline.
std::string csvEscape(const std::string& field);
std::string csvLine(const std::vector<std::string>& fields);

struct CsvRecord {
    std::size_t line = 0; // 1-based line where the record starts
    std::vector<std::string> fields;
};

// Parses RFC 4180 text (CRLF or LF) into records. Throws Error(InvalidInput) "line L: …" on an
// unterminated quoted field or a quote inside an unquoted field.
std::vector<CsvRecord> parseCsv(const std::string& text);

// The documented result columns, in order (docs/csv-columns.md).
const std::vector<std::string>& resultColumns();
std::vector<std::string> toCsvFields(const RunResult& r);
std::string resultsToCsv(const std::vector<RunResult>& results);
// Reads a file written by resultsToCsv; throws Error(InvalidInput) with a line number and
// imports nothing when any line is malformed.
std::vector<RunResult> resultsFromCsv(const std::string& text);

// Writes to a temporary file beside `path`, then renames: a failed write leaves any old file
// intact. Throws Error(Runtime) naming the path and the OS reason.
void writeFileAtomically(const std::string& path, const std::string& content);

} // namespace ndr
