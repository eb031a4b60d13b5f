#pragma once
#include <cstdint>
#include <istream>
#include <string>
#include <vector>

#include "ndr/errors.hpp"

namespace ndr {

struct CsvRecord {
    std::size_t line = 0; // 1-based line where the record starts
    std::vector<std::string> fields;
};

// Limits on a CSV file read back. No file the studio or ndrange-bench writes comes near them
// (docs/csv-columns.md): a row is a few hundred bytes, a long error message a few kilobytes.
struct CsvLimits {
    std::size_t maxRecordBytes = std::size_t(1) << 20; // one record, its quoted newlines included
    std::size_t maxLines = 1'000'000;                  // physical lines, blank ones included
    std::size_t maxRows = 100'000;                     // result rows after the header
    std::uint64_t maxFileBytes = std::uint64_t(256) << 20;
};

// What was wrong with a CSV file, for code; the message is for people.
enum class CsvProblem {
    Syntax,         // RFC 4180: a stray quote, a quoted field never closed
    Header,         // not the header of a results file
    Field,          // a row with the wrong field count or a value that does not parse
    RecordTooLong,  // CsvLimits::maxRecordBytes
    TooManyLines,   // CsvLimits::maxLines
    TooManyRows,    // CsvLimits::maxRows
    FileTooLarge,   // CsvLimits::maxFileBytes
    NotRegularFile, // a device, FIFO or directory: no honest export is one
    Unreadable,     // the file cannot be opened or read
};

// An InvalidInput error with its structure: the problem, the 1-based line it was found on (0 when
// it concerns the whole file) and, for the limits, the limit that was exceeded.
class CsvError : public Error {
public:
    CsvError(CsvProblem problem, std::size_t line, std::uint64_t limit, const std::string& message)
        : Error(ErrorKind::InvalidInput, line ? "line " + std::to_string(line) + ": " + message : message),
          problem_(problem), line_(line), limit_(limit)
    {}
    CsvProblem problem() const { return problem_; }
    std::size_t line() const { return line_; }
    std::uint64_t limit() const { return limit_; }
    // The results file the error is in; empty when the CSV came from text or a stream.
    const std::string& file() const { return file_; }
    // Names the file: its path becomes file() and the message starts "CSV import of '<path>': ".
    CsvError& inFile(const std::string& path);

private:
    CsvProblem problem_;
    std::size_t line_;
    std::uint64_t limit_;
    std::string file_;
};

// Streams RFC 4180 records (CRLF, LF or CR line ends; quoted fields may hold commas, quotes and
// newlines) from `in`, one at a time, without ever holding more than one record. Blank lines are
// skipped, and so is a UTF-8 byte-order mark (EF BB BF) at the very start, which spreadsheet
// programs write and no field begins with. Throws CsvError on a syntax error or when a record, the line count or the byte count
// passes its limit, naming the line; reading stops there.
class CsvReader {
public:
    explicit CsvReader(std::istream& in, const CsvLimits& limits = {});
    // The next record into `out`; false at the end of the input.
    bool next(CsvRecord& out);
    std::uint64_t bytesRead() const { return consumed_; }
    std::size_t line() const { return line_; }

private:
    int get();  // the next byte, or -1 at the end
    int peek(); // the next byte without consuming it, or -1
    bool fill();
    void newLine();
    void skipByteOrderMark();
    [[noreturn]] void fail(CsvProblem problem, std::size_t line, std::uint64_t limit, const std::string& what) const;

    std::istream& in_;
    CsvLimits limits_;
    std::vector<char> buffer_;
    std::size_t pos_ = 0, end_ = 0;
    std::uint64_t consumed_ = 0;
    std::size_t line_ = 1;
    bool started_ = false;
};

// Parses a whole RFC 4180 text into records (CsvReader over a string).
std::vector<CsvRecord> parseCsv(const std::string& text);

} // namespace ndr
