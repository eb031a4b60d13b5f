#include "ndr/csv.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ndr/errors.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

std::string num(double v)
{
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, v); // shortest text that reads back exactly
    return std::string(buf, res.ptr);
}

std::string num(std::size_t v) { return std::to_string(v); }

std::string lineError(std::size_t line, const std::string& what) { return "line " + std::to_string(line) + ": " + what; }

} // namespace

std::string csvEscape(const std::string& f)
{
    if (f.find_first_of(",\"\r\n") == std::string::npos)
        return f;
    std::string out = "\"";
    for (char c : f) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvLine(const std::vector<std::string>& fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            line += ',';
        line += csvEscape(fields[i]);
    }
    return line + "\r\n";
}

std::vector<CsvRecord> parseCsv(const std::string& text)
{
    std::vector<CsvRecord> records;
    CsvRecord rec;
    std::string field;
    std::size_t line = 1;
    rec.line = 1;
    bool inQuotes = false, wasQuoted = false, fieldStarted = false;
    std::size_t quoteLine = 0;
    auto endField = [&] {
        rec.fields.push_back(field);
        field.clear();
        wasQuoted = false;
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        // A blank line (one empty field) is not a record.
        if (!(rec.fields.size() == 1 && rec.fields[0].empty()))
            records.push_back(rec);
        rec = CsvRecord{};
        rec.line = line;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            if (fieldStarted || wasQuoted)
                throw invalidInput(lineError(line, "a quote inside an unquoted field (RFC 4180 needs the whole field quoted)"));
            inQuotes = wasQuoted = fieldStarted = true;
            quoteLine = line;
            break;
        case ',':
            endField();
            break;
        case '\r':
            if (i + 1 < text.size() && text[i + 1] == '\n')
                break; // CRLF: the \n ends the record
            ++line;
            endRecord();
            break;
        case '\n':
            ++line;
            endRecord();
            break;
        default:
            if (wasQuoted)
                throw invalidInput(lineError(line, "text after a closing quote"));
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes)
        throw invalidInput(lineError(quoteLine, "quoted field never closed (file truncated?)"));
    if (fieldStarted || wasQuoted || !rec.fields.empty())
        endRecord();
    return records;
}

const std::vector<std::string>& resultColumns()
{
    static const std::vector<std::string> cols = {
        "timestamp",        "app_version",      "platform",        "device",          "driver",
        "variant",          "workload",         "n",                "global",          "local",           "buffers",
        "warmup",           "reps",             "kernel_ms_min",   "kernel_ms_median", "kernel_ms_mean",
        "kernel_ms_stddev", "gflops",           "gbps",            "wall_ms",         "write_ms",
        "read_ms",          "cpu_ms",           "speedup_vs_cpu",  "queued_to_submit_us", "submit_to_start_us",
        "max_abs_err",      "max_rel_err",      "verified",        "error",
        // Added with issue 5; files written before it end at "error" and still import (inorder).
        "queues"};
    return cols;
}

std::vector<std::string> toCsvFields(const RunResult& r)
{
    const std::string global = r.local.dims == 2 ? num(r.globalX) + "x" + num(r.globalY) : num(r.globalX);
    return {r.timestamp,
            r.appVersion,
            r.platform,
            r.device,
            r.driver,
            r.variant,
            r.workload,
            num(r.n),
            global,
            r.local.toString(),
            toString(r.buffers),
            std::to_string(r.warmup),
            std::to_string(r.reps),
            num(r.kernel.minMs),
            num(r.kernel.medianMs),
            num(r.kernel.meanMs),
            num(r.kernel.stddevMs),
            num(r.gflops),
            num(r.gbps),
            num(r.wallMs),
            num(r.writeMs),
            num(r.readMs),
            r.cpuMs ? num(*r.cpuMs) : "",
            r.speedupVsCpu ? num(*r.speedupVsCpu) : "",
            num(r.queuedToSubmitUs),
            num(r.submitToStartUs),
            num(r.maxAbsErr),
            num(r.maxRelErr),
            r.verified ? "true" : "false",
            r.error,
            toString(r.queues)};
}

std::string resultsToCsv(const std::vector<RunResult>& results)
{
    std::string out = csvLine(resultColumns());
    for (const auto& r : results)
        out += csvLine(toCsvFields(r));
    return out;
}

namespace {

struct FieldReader {
    const CsvRecord& rec;
    std::size_t i = 0;
    const std::string& next() { return rec.fields[i++]; }
    const std::string& column() const { return resultColumns()[i - 1]; }
    [[noreturn]] void fail(const std::string& value, const char* expected) const
    {
        throw invalidInput(lineError(rec.line, "column '" + column() + "': '" + value + "' is not " + expected));
    }
    double real()
    {
        const std::string& s = next();
        double v = 0;
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (s.empty() || ec != std::errc() || p != s.data() + s.size())
            fail(s, "a number");
        return v;
    }
    std::optional<double> optionalReal()
    {
        if (rec.fields[i].empty()) {
            ++i;
            return std::nullopt;
        }
        return real();
    }
    long long integer()
    {
        const std::string& s = next();
        long long v = 0;
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v < 0)
            fail(s, "a non-negative whole number");
        return v;
    }
};

} // namespace

std::vector<RunResult> resultsFromCsv(const std::string& text)
{
    const auto records = parseCsv(text);
    if (records.empty())
        throw invalidInput("line 1: the file is empty (expected the header " + csvLine(resultColumns()).substr(0, 60) +
                           "...)");
    const auto& allCols = resultColumns();
    // A file from before the "queues" column: the same header without the last column.
    const bool legacy = records[0].fields.size() + 1 == allCols.size() &&
                        std::equal(records[0].fields.begin(), records[0].fields.end(), allCols.begin());
    const std::vector<std::string> cols(allCols.begin(), allCols.end() - (legacy ? 1 : 0));
    if (records[0].fields != cols) {
        std::string why = "the header does not match NDRange Studio's columns";
        for (std::size_t i = 0; i < cols.size(); ++i) {
            if (i >= records[0].fields.size()) {
                why = "column " + std::to_string(i + 1) + " '" + cols[i] + "' is missing";
                break;
            }
            if (records[0].fields[i] != cols[i]) {
                why = "column " + std::to_string(i + 1) + " is '" + records[0].fields[i] + "', expected '" + cols[i] + "'";
                break;
            }
        }
        if (records[0].fields.size() > cols.size())
            why = "unexpected extra column '" + records[0].fields[cols.size()] + "'";
        throw invalidInput(lineError(records[0].line, why));
    }
    std::vector<RunResult> out;
    for (std::size_t ri = 1; ri < records.size(); ++ri) {
        const auto& rec = records[ri];
        if (rec.fields.size() != cols.size())
            throw invalidInput(lineError(rec.line, "expected " + std::to_string(cols.size()) + " fields, found " +
                                                       std::to_string(rec.fields.size()) + " (truncated row?)"));
        FieldReader f{rec};
        RunResult r;
        r.timestamp = f.next();
        r.appVersion = f.next();
        r.platform = f.next();
        r.device = f.next();
        r.driver = f.next();
        r.variant = f.next();
        {
            const std::string& w = f.next();
            try {
                parseWorkload(w);
            } catch (const Error&) {
                f.fail(w, "matmul, reduce, vadd or pi");
            }
            r.workload = w;
        }
        r.n = std::size_t(f.integer());
        {
            const std::string& g = f.next();
            try {
                const LocalSize gl = LocalSize::parse(g);
                r.globalX = gl.x;
                r.globalY = gl.dims == 2 ? gl.y : 1;
            } catch (const Error&) {
                f.fail(g, "a global size (X or XxY)");
            }
        }
        {
            const std::string& l = f.next();
            try {
                r.local = LocalSize::parse(l);
            } catch (const Error&) {
                f.fail(l, "a local size (X, XxY or auto)");
            }
        }
        {
            const std::string& b = f.next();
            try {
                r.buffers = parseBufferMode(b);
            } catch (const Error&) {
                f.fail(b, "copy, use or alloc");
            }
        }
        r.warmup = int(f.integer());
        r.reps = int(f.integer());
        r.kernel.minMs = f.real();
        r.kernel.medianMs = f.real();
        r.kernel.meanMs = f.real();
        r.kernel.stddevMs = f.real();
        r.gflops = f.real();
        r.gbps = f.real();
        r.wallMs = f.real();
        r.writeMs = f.real();
        r.readMs = f.real();
        r.cpuMs = f.optionalReal();
        r.speedupVsCpu = f.optionalReal();
        r.queuedToSubmitUs = f.real();
        r.submitToStartUs = f.real();
        r.maxAbsErr = f.real();
        r.maxRelErr = f.real();
        {
            const std::string& v = f.next();
            if (v != "true" && v != "false")
                f.fail(v, "true or false");
            r.verified = v == "true";
        }
        r.error = f.next();
        if (!legacy) {
            const std::string& q = f.next();
            try {
                r.queues = parseQueueMode(q);
            } catch (const Error&) {
                f.fail(q, "inorder, ooo or two");
            }
        }
        out.push_back(std::move(r));
    }
    return out;
}

void writeFileAtomically(const std::string& path, const std::string& content)
{
    std::string tmpl = path + ".tmp.XXXXXX";
    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0)
        throw runtimeError("cannot write '" + path + "': " + std::strerror(errno));
    const char* p = content.data();
    std::size_t left = content.size();
    while (left) {
        const ssize_t w = ::write(fd, p, left);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            const int err = errno;
            ::close(fd);
            ::unlink(tmpl.c_str());
            throw runtimeError("cannot write '" + path + "': " + std::strerror(err));
        }
        p += w;
        left -= std::size_t(w);
    }
    const int syncErr = ::fsync(fd) != 0 ? errno : 0;
    const int closeErr = ::close(fd) != 0 ? errno : 0;
    if (syncErr || closeErr) {
        const int err = syncErr ? syncErr : closeErr;
        ::unlink(tmpl.c_str());
        throw runtimeError("cannot write '" + path + "': " + std::strerror(err));
    }
    ::chmod(tmpl.c_str(), 0644);
    if (::rename(tmpl.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmpl.c_str());
        throw runtimeError("cannot replace '" + path + "': " + std::strerror(err));
    }
}

} // namespace ndr
