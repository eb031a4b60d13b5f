#include "ndr/csv_reader.hpp"

#include <sstream>

#include "ndr/quote.hpp"

namespace ndr {

namespace {

constexpr std::size_t kChunkBytes = 64 * 1024;

std::string bytesText(std::uint64_t bytes)
{
    if (bytes >= (std::uint64_t(1) << 20) && bytes % (std::uint64_t(1) << 20) == 0)
        return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes) + " bytes";
}

} // namespace

CsvError& CsvError::inFile(const std::string& path)
{
    if (!file_.empty())
        return *this;
    file_ = path;
    static_cast<std::runtime_error&>(*this) = std::runtime_error("CSV import of " + quote(path) + ": " + what());
    return *this;
}

CsvReader::CsvReader(std::istream& in, const CsvLimits& limits) : in_(in), limits_(limits), buffer_(kChunkBytes) {}

void CsvReader::fail(CsvProblem problem, std::size_t line, std::uint64_t limit, const std::string& what) const
{
    throw CsvError(problem, line, limit, what);
}

bool CsvReader::fill()
{
    if (!in_)
        return false;
    in_.read(buffer_.data(), std::streamsize(buffer_.size()));
    if (in_.bad())
        fail(CsvProblem::Unreadable, line_, 0, "the file could not be read");
    pos_ = 0;
    end_ = std::size_t(in_.gcount());
    return end_ > 0;
}

int CsvReader::peek()
{
    if (pos_ == end_ && !fill())
        return -1;
    return static_cast<unsigned char>(buffer_[pos_]);
}

int CsvReader::get()
{
    const int c = peek();
    if (c < 0)
        return c;
    ++pos_;
    if (++consumed_ > limits_.maxFileBytes)
        fail(CsvProblem::FileTooLarge, line_, limits_.maxFileBytes,
             "the file is larger than the limit of " + bytesText(limits_.maxFileBytes));
    if (line_ > limits_.maxLines)
        fail(CsvProblem::TooManyLines, line_, limits_.maxLines,
             "more than " + std::to_string(limits_.maxLines) + " lines (the limit for a results file)");
    return c;
}

void CsvReader::newLine() { ++line_; }

void CsvReader::skipByteOrderMark()
{
    started_ = true;
    static const unsigned char bom[] = {0xEF, 0xBB, 0xBF};
    if (peek() != bom[0])
        return;
    // The first read fills the buffer with the file's first bytes (or all of a shorter file).
    if (end_ - pos_ < 3 || static_cast<unsigned char>(buffer_[pos_ + 1]) != bom[1] ||
        static_cast<unsigned char>(buffer_[pos_ + 2]) != bom[2])
        return;
    for (int i = 0; i < 3; ++i)
        get();
}

bool CsvReader::next(CsvRecord& out)
{
    if (!started_)
        skipByteOrderMark();
    for (;;) {
        int c = get();
        if (c < 0)
            return false;
        out.line = line_;
        out.fields.clear();
        const std::uint64_t start = consumed_;
        std::string field;
        bool inQuotes = false, wasQuoted = false, started = false;
        std::size_t quoteLine = 0;
        for (;; c = get()) {
            if (consumed_ - start >= limits_.maxRecordBytes)
                fail(CsvProblem::RecordTooLong, out.line, limits_.maxRecordBytes,
                     "the row is longer than the limit of " + bytesText(limits_.maxRecordBytes));
            if (c < 0) {
                if (inQuotes)
                    fail(CsvProblem::Syntax, quoteLine, 0, "quoted field never closed (file truncated?)");
                break;
            }
            if (inQuotes) {
                if (c == '"') {
                    if (peek() == '"') {
                        get();
                        field += '"';
                    } else {
                        inQuotes = false;
                    }
                } else {
                    if (c == '\n')
                        newLine();
                    field += char(c);
                }
                continue;
            }
            if (c == '"') {
                if (started || wasQuoted)
                    fail(CsvProblem::Syntax, line_, 0,
                         "a quote inside an unquoted field (RFC 4180 needs the whole field quoted)");
                inQuotes = wasQuoted = started = true;
                quoteLine = line_;
            } else if (c == ',') {
                out.fields.push_back(std::move(field));
                field.clear();
                wasQuoted = started = false;
            } else if (c == '\r' || c == '\n') {
                if (c == '\r' && peek() == '\n')
                    get();
                newLine();
                break;
            } else {
                if (wasQuoted)
                    fail(CsvProblem::Syntax, line_, 0, "text after a closing quote");
                field += char(c);
                started = true;
            }
        }
        out.fields.push_back(std::move(field));
        // A blank line (one empty field) is not a record.
        if (!(out.fields.size() == 1 && out.fields[0].empty()))
            return true;
    }
}

std::vector<CsvRecord> parseCsv(const std::string& text)
{
    std::istringstream in(text);
    CsvLimits unlimited;
    unlimited.maxRecordBytes = unlimited.maxLines = unlimited.maxRows = std::size_t(-1);
    unlimited.maxFileBytes = std::uint64_t(-1);
    CsvReader reader(in, unlimited);
    std::vector<CsvRecord> records;
    CsvRecord rec;
    while (reader.next(rec))
        records.push_back(rec);
    return records;
}

} // namespace ndr
