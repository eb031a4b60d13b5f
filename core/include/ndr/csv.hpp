#pragma once
#include <istream>
#include <string>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/csv_reader.hpp"
#include "ndr/file_writer.hpp" // results files are written with writeFileAtomically
#include "ndr/progress.hpp"
#include "ndr/run_result.hpp"

namespace ndr {

// RFC 4180: comma separated, CRLF rows, fields quoted when they hold a comma, quote or newline.
std::string csvEscape(const std::string& field);
std::string csvLine(const std::vector<std::string>& fields);

// The documented result columns, in order (docs/csv-columns.md).
const std::vector<std::string>& resultColumns();
// A row of resultColumns(). Unknown values ("not modelled", "not measured") are empty fields.
std::vector<std::string> toCsvFields(const RunResult& r);
std::string resultsToCsv(const std::vector<RunResult>& results);

// Reads a file written by resultsToCsv (or by an older version, whose header is a prefix of the
// columns), streaming: one record at a time, `progress` with the fraction of `totalBytes` read,
// `cancel` checked between records (throws Error(Cancelled)). All or nothing: any malformed row or
// exceeded limit throws CsvError naming the line, and nothing is returned.
std::vector<RunResult> readResultsCsv(std::istream& in, std::uint64_t totalBytes, const CancelToken& cancel = {},
                                      const ProgressFn& progress = {}, const CsvLimits& limits = {});
// The same from a file: refuses (CsvError) anything but a regular file, and a file over
// limits.maxFileBytes before reading a byte.
std::vector<RunResult> importResultsCsv(const std::string& path, const CancelToken& cancel = {},
                                        const ProgressFn& progress = {}, const CsvLimits& limits = {});
// readResultsCsv over a string.
std::vector<RunResult> resultsFromCsv(const std::string& text);

} // namespace ndr
