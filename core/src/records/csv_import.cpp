// Reading results CSV files back (the writer is csv.cpp): streaming, limited, all or nothing.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include "ndr/csv.hpp"
#include "ndr/quote.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/run_check.hpp"

namespace ndr {

namespace {

// Column counts of the headers NDRange Studio has written: up to "error", then "queues", then
// "params" and "params_source", then "status", then "kernel_source_hash", then the samples and
// intervals (kernel_ms_samples .. gbps_ci_high). Each is a prefix of resultColumns().
constexpr std::size_t kHeaderVersions[] = {30, 31, 33, 34, 35, 42};
// The column whose emptiness says the run was never timed.
constexpr std::size_t kKernelMsMin = 13;

// Long values are cut in messages: a hostile field can be a megabyte.
std::string shown(const std::string& value) { return quote(value, 60); }

} // namespace

std::size_t checkResultsHeader(const CsvRecord& header)
{
    const auto& all = resultColumns();
    for (std::size_t n : kHeaderVersions)
        if (header.fields.size() == n && std::equal(header.fields.begin(), header.fields.end(), all.begin()))
            return n;
    std::string why = "the header does not match NDRange Studio's columns";
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i >= header.fields.size()) {
            why = "column " + std::to_string(i + 1) + " " + quote(all[i]) + " is missing";
            break;
        }
        if (header.fields[i] != all[i]) {
            why = "column " + std::to_string(i + 1) + " is " + shown(header.fields[i]) + ", expected " + quote(all[i]);
            break;
        }
    }
    if (header.fields.size() > all.size())
        why = "unexpected extra column " + shown(header.fields[all.size()]);
    throw CsvError(CsvProblem::Header, header.line, 0, why);
}

namespace {

// One row of a file whose header has the first `columns` columns of the schema. Columns added
// after the file was written keep RunResult's defaults (in-order queue, no parameters); without
// the status column the status comes from `verified` and whether the run was timed. The run is
// checked whole (checkRunValues) before it is returned; a value refused throws RunValueError
// naming the line and the column.
RunResult readRow(const CsvRecord& rec, std::size_t columns)
{
    if (rec.fields.size() != columns)
        throw CsvError(CsvProblem::Field, rec.line, 0,
                       "expected " + std::to_string(columns) + " fields, found " + std::to_string(rec.fields.size()) +
                           (rec.fields.size() < columns ? " (truncated row?)" : " (a field with an unquoted comma?)"));
    const auto& schema = resultColumnSchema();
    const auto fail = [&](std::size_t i, const std::string& expected) {
        throw RunValueError(schema[i].name, "= " + shown(rec.fields[i]) + " is not " + expected)
            .at(RunDoor::Csv, "", "", rec.line);
    };
    RunResult r;
    // A run that failed before it was timed (Engine::failedResult) has no times and no errors.
    r.measured = !rec.fields[kKernelMsMin].empty();
    bool hasStatus = false;
    for (std::size_t i = 0; i < columns; ++i) {
        const ResultColumn& c = schema[i];
        if (c.measured && !r.measured) {
            if (!rec.fields[i].empty())
                fail(i, "empty (kernel_ms_min is empty: the run was never timed)");
            continue;
        }
        try {
            c.set(r, rec.fields[i]);
        } catch (const Error&) {
            fail(i, c.expected);
        }
        hasStatus |= std::string(c.name) == "status";
    }
    if (!hasStatus)
        r.status = r.verified   ? RunStatus::Verified
                   : r.measured ? RunStatus::VerificationFailed
                                : RunStatus::RuntimeError;
    try {
        checkRunValues(r, RunFieldNames::Csv);
    } catch (RunValueError& e) {
        e.at(RunDoor::Csv, "", "", rec.line);
        throw;
    }
    return r;
}

} // namespace

std::size_t forEachResultInCsv(std::istream& in, std::uint64_t totalBytes,
                               const std::function<void(RunResult&&)>& onRun, const CancelToken& cancel,
                               const ProgressFn& progress, const CsvLimits& limits)
{
    CsvReader reader(in, limits);
    CsvRecord rec;
    if (!reader.next(rec))
        throw CsvError(CsvProblem::Header, 1, 0,
                       "the file is empty (expected the header " + csvLine(resultColumns()).substr(0, 60) + "...)");
    const std::size_t columns = checkResultsHeader(rec);
    std::size_t rows = 0;
    int lastPercent = -1;
    while (reader.next(rec)) {
        if (cancel.cancelled())
            throw Error(ErrorKind::Cancelled, "import cancelled");
        if (rows == limits.maxRows)
            throw CsvError(CsvProblem::TooManyRows, rec.line, limits.maxRows,
                           "more than " + std::to_string(limits.maxRows) + " rows (the limit for a results file)");
        onRun(readRow(rec, columns));
        ++rows;
        const int percent =
            totalBytes ? int(100 * std::min<std::uint64_t>(reader.bytesRead(), totalBytes) / totalBytes) : 0;
        if (progress && percent != lastPercent) {
            lastPercent = percent;
            progress(percent / 100.0, "line " + std::to_string(reader.line()));
        }
    }
    if (progress)
        progress(1.0, std::to_string(rows) + " rows read");
    return rows;
}

std::vector<RunResult> readResultsCsv(std::istream& in, std::uint64_t totalBytes, const CancelToken& cancel,
                                      const ProgressFn& progress, const CsvLimits& limits)
{
    std::vector<RunResult> out;
    forEachResultInCsv(
        in, totalBytes, [&](RunResult&& r) { out.push_back(std::move(r)); }, cancel, progress, limits);
    return out;
}

std::size_t forEachResultInCsvFile(const std::string& path, const std::function<void(RunResult&&)>& onRun,
                                   const CancelToken& cancel, const ProgressFn& progress, const CsvLimits& limits)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        throw CsvError(CsvProblem::Unreadable, 0, 0, "cannot open " + quote(path) + ": " + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        throw CsvError(CsvProblem::NotRegularFile, 0, 0,
                       quote(path) + " is not a regular file (a device, FIFO or directory cannot be a results file)");
    if (std::uint64_t(st.st_size) > limits.maxFileBytes)
        throw CsvError(CsvProblem::FileTooLarge, 0, limits.maxFileBytes,
                       quote(path) + " is " + std::to_string(st.st_size) + " bytes, above the limit of " +
                           std::to_string(limits.maxFileBytes >> 20) + " MiB for a results file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CsvError(CsvProblem::Unreadable, 0, 0, "cannot open " + quote(path) + ": " + std::strerror(errno));
    try {
        return forEachResultInCsv(in, std::uint64_t(st.st_size), onRun, cancel, progress, limits);
    } catch (RunValueError& e) {
        e.at(RunDoor::Csv, path, "", e.record());
        throw;
    } catch (CsvError& e) { // the file's structure (empty, not CSV, a record past a limit)
        e.inFile(path);
        throw;
    }
}

std::vector<RunResult> importResultsCsv(const std::string& path, const CancelToken& cancel, const ProgressFn& progress,
                                        const CsvLimits& limits)
{
    std::vector<RunResult> out;
    forEachResultInCsvFile(
        path, [&](RunResult&& r) { out.push_back(std::move(r)); }, cancel, progress, limits);
    return out;
}

std::vector<RunResult> resultsFromCsv(const std::string& text)
{
    std::istringstream in(text);
    return readResultsCsv(in, text.size());
}

} // namespace ndr
