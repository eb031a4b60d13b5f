// Reading results CSV files back (the writer is csv.cpp): streaming, limited, all or nothing.
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include "ndr/csv.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// Column counts of the headers NDRange Studio has written: up to "error", then "queues", then
// "params" and "params_source", then "status". Each is a prefix of resultColumns().
constexpr std::size_t kHeaderVersions[] = {30, 31, 33, 34};

// Long values are cut in messages: a hostile field can be a megabyte.
std::string shown(const std::string& value)
{
    constexpr std::size_t kMax = 60;
    return value.size() <= kMax ? value : value.substr(0, kMax) + "... (" + std::to_string(value.size()) + " bytes)";
}

struct FieldReader {
    const CsvRecord& rec;
    std::size_t i = 0;

    bool more() const { return i < rec.fields.size(); }
    const std::string& next() { return rec.fields[i++]; }
    [[noreturn]] void fail(const std::string& value, const std::string& expected) const
    {
        throw CsvError(CsvProblem::Field, rec.line, 0,
                       "column '" + resultColumns()[i - 1] + "': '" + shown(value) + "' is not " + expected);
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
    // An empty field is "not modelled" or "not measured".
    std::optional<double> optionalReal()
    {
        if (rec.fields[i].empty()) {
            ++i;
            return std::nullopt;
        }
        return real();
    }
    // A time or error of a run that may have failed before it was timed (`measured` false).
    double measuredReal(bool measured)
    {
        if (measured)
            return real();
        if (const std::string& s = next(); !s.empty())
            fail(s, "empty (kernel_ms_min is empty: the run was never timed)");
        return 0;
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
    template <typename Parse> void parsed(const char* expected, Parse parse)
    {
        const std::string& s = next();
        try {
            parse(s);
        } catch (const Error&) {
            fail(s, expected);
        }
    }
};

void checkHeader(const CsvRecord& header)
{
    const auto& all = resultColumns();
    for (std::size_t n : kHeaderVersions)
        if (header.fields.size() == n && std::equal(header.fields.begin(), header.fields.end(), all.begin()))
            return;
    std::string why = "the header does not match NDRange Studio's columns";
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i >= header.fields.size()) {
            why = "column " + std::to_string(i + 1) + " '" + all[i] + "' is missing";
            break;
        }
        if (header.fields[i] != all[i]) {
            why =
                "column " + std::to_string(i + 1) + " is '" + shown(header.fields[i]) + "', expected '" + all[i] + "'";
            break;
        }
    }
    if (header.fields.size() > all.size())
        why = "unexpected extra column '" + shown(header.fields[all.size()]) + "'";
    throw CsvError(CsvProblem::Header, header.line, 0, why);
}

// timestamp … reps: what ran.
void readIdentity(FieldReader& f, RunResult& r)
{
    r.timestamp = f.next();
    r.appVersion = f.next();
    r.platform = f.next();
    r.device = f.next();
    r.driver = f.next();
    r.variant = f.next();
    f.parsed("matmul, reduce, vadd or pi", [&](const std::string& w) {
        parseWorkload(w);
        r.workload = w;
    });
    r.n = std::size_t(f.integer());
    f.parsed("a global size (X or XxY)", [&](const std::string& g) {
        const LocalSize gl = LocalSize::parse(g);
        r.globalX = gl.x;
        r.globalY = gl.dims == 2 ? gl.y : 1;
    });
    f.parsed("a local size (X, XxY, auto or n/a)", [&](const std::string& l) {
        r.local = l == LocalSize::notApplicable().toString() ? LocalSize::notApplicable() : LocalSize::parse(l);
    });
    f.parsed("copy, use or alloc", [&](const std::string& b) { r.buffers = parseBufferMode(b); });
    r.warmup = int(f.integer());
    r.reps = int(f.integer());
}

// kernel_ms_min … error: what was measured and verified.
void readMeasurements(FieldReader& f, RunResult& r)
{
    r.measured = !f.rec.fields[f.i].empty();
    r.kernel.minMs = f.measuredReal(r.measured);
    r.kernel.medianMs = f.measuredReal(r.measured);
    r.kernel.meanMs = f.measuredReal(r.measured);
    r.kernel.stddevMs = f.measuredReal(r.measured);
    r.gflops = f.optionalReal();
    r.gbps = f.optionalReal();
    r.wallMs = f.measuredReal(r.measured);
    r.writeMs = f.measuredReal(r.measured);
    r.readMs = f.measuredReal(r.measured);
    r.cpuMs = f.optionalReal();
    r.speedupVsCpu = f.optionalReal();
    r.queuedToSubmitUs = f.optionalReal();
    r.submitToStartUs = f.optionalReal();
    r.maxAbsErr = f.measuredReal(r.measured);
    r.maxRelErr = f.measuredReal(r.measured);
    const std::string& v = f.next();
    if (v != "true" && v != "false")
        f.fail(v, "true or false");
    r.verified = v == "true";
    r.error = f.next();
}

// The columns added later; absent in older files (in-order queue, no parameters).
void readLaterColumns(FieldReader& f, RunResult& r)
{
    if (f.more())
        f.parsed("inorder, ooo or two", [&](const std::string& q) { r.queues = parseQueueMode(q); });
    if (f.more()) {
        f.parsed("empty or GEMM parameters MWG=…,NWG=…,KWG=…,MDIMC=…,NDIMC=…,VW=…", [&](const std::string& p) {
            if (!p.empty())
                (void)GemmParams::parse(p);
            r.params = p;
        });
        const std::string& source = f.next();
        const auto parsed = parseGemmParamsSource(source);
        if (!parsed)
            f.fail(source, "empty, explicit, tuned, database-device, database-vendor, database-type or default");
        r.paramsSource = *parsed;
    }
    // Files without a status column: a run that was timed and not verified failed its
    // verification; one never timed failed before (Engine::failedResult).
    r.status = r.verified ? RunStatus::Verified : r.measured ? RunStatus::VerificationFailed : RunStatus::RuntimeError;
    if (f.more()) {
        const std::string& status = f.next();
        const auto parsed = parseRunStatus(status);
        if (!parsed)
            f.fail(status, "verified, verification_failed, runtime_error, cancelled or skipped");
        r.status = *parsed;
    }
}

RunResult readRow(const CsvRecord& rec, std::size_t columns)
{
    if (rec.fields.size() != columns)
        throw CsvError(CsvProblem::Field, rec.line, 0,
                       "expected " + std::to_string(columns) + " fields, found " + std::to_string(rec.fields.size()) +
                           " (truncated row?)");
    FieldReader f{rec};
    RunResult r;
    readIdentity(f, r);
    readMeasurements(f, r);
    readLaterColumns(f, r);
    return r;
}

} // namespace

std::vector<RunResult> readResultsCsv(std::istream& in, std::uint64_t totalBytes, const CancelToken& cancel,
                                      const ProgressFn& progress, const CsvLimits& limits)
{
    CsvReader reader(in, limits);
    CsvRecord rec;
    if (!reader.next(rec))
        throw CsvError(CsvProblem::Header, 1, 0,
                       "the file is empty (expected the header " + csvLine(resultColumns()).substr(0, 60) + "...)");
    checkHeader(rec);
    const std::size_t columns = rec.fields.size();
    std::vector<RunResult> out;
    int lastPercent = -1;
    while (reader.next(rec)) {
        if (cancel.cancelled())
            throw Error(ErrorKind::Cancelled, "import cancelled");
        if (out.size() == limits.maxRows)
            throw CsvError(CsvProblem::TooManyRows, rec.line, limits.maxRows,
                           "more than " + std::to_string(limits.maxRows) + " rows (the limit for a results file)");
        out.push_back(readRow(rec, columns));
        const int percent =
            totalBytes ? int(100 * std::min<std::uint64_t>(reader.bytesRead(), totalBytes) / totalBytes) : 0;
        if (progress && percent != lastPercent) {
            lastPercent = percent;
            progress(percent / 100.0, "line " + std::to_string(reader.line()));
        }
    }
    if (progress)
        progress(1.0, std::to_string(out.size()) + " rows read");
    return out;
}

std::vector<RunResult> importResultsCsv(const std::string& path, const CancelToken& cancel, const ProgressFn& progress,
                                        const CsvLimits& limits)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        throw CsvError(CsvProblem::Unreadable, 0, 0, "cannot open '" + path + "': " + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        throw CsvError(CsvProblem::NotRegularFile, 0, 0,
                       "'" + path + "' is not a regular file (a device, FIFO or directory cannot be a results file)");
    if (std::uint64_t(st.st_size) > limits.maxFileBytes)
        throw CsvError(CsvProblem::FileTooLarge, 0, limits.maxFileBytes,
                       "'" + path + "' is " + std::to_string(st.st_size) + " bytes, above the limit of " +
                           std::to_string(limits.maxFileBytes >> 20) + " MiB for a results file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CsvError(CsvProblem::Unreadable, 0, 0, "cannot open '" + path + "': " + std::strerror(errno));
    return readResultsCsv(in, std::uint64_t(st.st_size), cancel, progress, limits);
}

std::vector<RunResult> resultsFromCsv(const std::string& text)
{
    std::istringstream in(text);
    return readResultsCsv(in, text.size());
}

} // namespace ndr
