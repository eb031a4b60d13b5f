#pragma once
#include <functional>
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

// The number of columns of a results file's header row: one of the headers NDRange Studio has
// written (each a prefix of resultColumns()). Throws CsvError(Header) naming the first column that
// differs.
std::size_t checkResultsHeader(const CsvRecord& header);

// Reads a file written by resultsToCsv (or by an older version, whose header is a prefix of the
// columns), streaming: one record at a time, `progress` with the fraction of `totalBytes` read,
// `cancel` checked between records (throws Error(Cancelled)). All or nothing: any malformed row or
// exceeded limit throws CsvError naming the line, a value no run can have (ndr::checkRunValues)
// RunValueError naming the line and the column, and nothing is returned. A UTF-8 byte-order mark
// before the header is skipped.
std::vector<RunResult> readResultsCsv(std::istream& in, std::uint64_t totalBytes, const CancelToken& cancel = {},
                                      const ProgressFn& progress = {}, const CsvLimits& limits = {});
// The same from a file: refuses (CsvError) anything but a regular file, and a file over
// limits.maxFileBytes before reading a byte. A RunValueError names the file too.
std::vector<RunResult> importResultsCsv(const std::string& path, const CancelToken& cancel = {},
                                        const ProgressFn& progress = {}, const CsvLimits& limits = {});
// The same, handing each run to `onRun` as soon as its row is read and checked instead of
// collecting them (memory stays flat whatever the file's size); returns the row count. A caller
// that stores the runs keeps them uncommitted until it returns: a later row may still refuse the
// file.
std::size_t forEachResultInCsv(std::istream& in, std::uint64_t totalBytes,
                               const std::function<void(RunResult&&)>& onRun, const CancelToken& cancel = {},
                               const ProgressFn& progress = {}, const CsvLimits& limits = {});
std::size_t forEachResultInCsvFile(const std::string& path, const std::function<void(RunResult&&)>& onRun,
                                   const CancelToken& cancel = {}, const ProgressFn& progress = {},
                                   const CsvLimits& limits = {});
// readResultsCsv over a string.
std::vector<RunResult> resultsFromCsv(const std::string& text);

} // namespace ndr
