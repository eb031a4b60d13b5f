#include "ndr/result_columns.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "ndr/errors.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

std::string num(double v)
{
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, v); // shortest text that reads back exactly
    return std::string(buf, res.ptr);
}

// "Not modelled" and "not measured" are an empty field, never 0.
std::string num(const std::optional<double>& v) { return v ? num(*v) : std::string(); }

double real(const std::string& s)
{
    double v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size())
        throw invalidInput("not a number");
    return v;
}

long long integer(const std::string& s)
{
    long long v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v < 0)
        throw invalidInput("not a non-negative whole number");
    return v;
}

template <std::string RunResult::*M> ResultColumn text(const char* name)
{
    return {name,
            "",
            ColumnType::Text,
            false,
            [](const RunResult& r) { return r.*M; },
            [](RunResult& r, const std::string& s) { r.*M = s; },
            "text"};
}

template <std::optional<double> RunResult::*M> ResultColumn optionalReal(const char* name, const char* unit)
{
    return {
        name,
        unit,
        ColumnType::Real,
        false,
        [](const RunResult& r) { return num(r.*M); },
        [](RunResult& r, const std::string& s) { r.*M = s.empty() ? std::nullopt : std::optional<double>(real(s)); },
        "a number or empty"};
}

// A time or error of the run: empty when it was never timed.
template <double RunResult::*M> ResultColumn measuredReal(const char* name, const char* unit)
{
    return {name,
            unit,
            ColumnType::Real,
            true,
            [](const RunResult& r) { return r.measured ? num(r.*M) : std::string(); },
            [](RunResult& r, const std::string& s) { r.*M = real(s); },
            "a number"};
}

template <double KernelStats::*M> ResultColumn kernelTime(const char* name)
{
    return {name,
            "ms",
            ColumnType::Real,
            true,
            [](const RunResult& r) { return r.measured ? num(r.kernel.*M) : std::string(); },
            [](RunResult& r, const std::string& s) { r.kernel.*M = real(s); },
            "a number"};
}

template <int RunResult::*M> ResultColumn count(const char* name)
{
    return {name,
            "",
            ColumnType::Integer,
            false,
            [](const RunResult& r) { return std::to_string(r.*M); },
            [](RunResult& r, const std::string& s) {
                const long long v = integer(s);
                if (v > std::numeric_limits<int>::max())
                    throw invalidInput("not a whole number from 0 to " +
                                       std::to_string(std::numeric_limits<int>::max()));
                r.*M = int(v);
            },
            "a non-negative whole number"};
}

// The repetitions' kernel times as "0.51;0.49;0.5": ';' keeps the field free of the CSV's comma.
std::string samplesText(const RunResult& r)
{
    std::string out;
    for (std::size_t i = 0; i < r.kernelSamplesMs.size(); ++i) {
        if (i)
            out += ';';
        out += num(r.kernelSamplesMs[i]);
    }
    return out;
}

std::vector<double> parseSamples(const std::string& s)
{
    std::vector<double> out;
    if (s.empty())
        return out;
    std::size_t begin = 0;
    while (true) {
        const std::size_t end = std::min(s.find(';', begin), s.size());
        if (out.size() == kMaxKernelSamples)
            throw invalidInput("more than " + std::to_string(kMaxKernelSamples) + " samples");
        out.push_back(real(s.substr(begin, end - begin)));
        if (end == s.size())
            return out;
        begin = end + 1;
    }
}

// One end of the kernel time's interval; the interval exists when its ends do (checkRunValues
// refuses one end without the other).
void setIntervalEnd(std::optional<Interval>& ci, const std::string& s, bool high)
{
    if (s.empty())
        return;
    if (!ci)
        ci = Interval{std::nan(""), std::nan("")};
    (high ? ci->high : ci->low) = real(s);
}

// An interval that follows from the kernel time's (GFLOP/s, GB/s): written for the reader of the
// file, and on import accepted only as what it follows from.
template <std::optional<Interval> (RunResult::*F)() const, bool High>
ResultColumn derived(const char* name, const char* unit)
{
    return {name,
            unit,
            ColumnType::Real,
            false,
            [](const RunResult& r) {
                const auto ci = (r.*F)();
                return ci ? num(High ? ci->high : ci->low) : std::string();
            },
            [](RunResult& r, const std::string& s) {
                if (r.kernelMsCi && !(std::isfinite(r.kernelMsCi->low) && std::isfinite(r.kernelMsCi->high)))
                    return; // the kernel time's interval is refused by the run's check
                const auto ci = (r.*F)();
                const std::string expected = ci ? num(High ? ci->high : ci->low) : std::string();
                if (s != expected)
                    throw invalidInput("does not follow from the kernel time's interval");
            },
            "the value that follows from kernel_ms_ci_low/high and the figure"};
}

std::vector<ResultColumn> identity()
{
    return {
        text<&RunResult::timestamp>("timestamp"),
        text<&RunResult::appVersion>("app_version"),
        text<&RunResult::platform>("platform"),
        text<&RunResult::device>("device"),
        text<&RunResult::driver>("driver"),
        text<&RunResult::variant>("variant"),
        {"workload", "", ColumnType::Text, false, [](const RunResult& r) { return r.workload; },
         [](RunResult& r, const std::string& s) {
             parseWorkload(s);
             r.workload = s;
         },
         "matmul, reduce, vadd or pi"},
        {"n", "", ColumnType::Integer, false, [](const RunResult& r) { return std::to_string(r.n); },
         [](RunResult& r, const std::string& s) { r.n = std::size_t(integer(s)); }, "a non-negative whole number"},
        {"global", "", ColumnType::Text, false,
         [](const RunResult& r) {
             return r.local.dims == 2 ? std::to_string(r.globalX) + "x" + std::to_string(r.globalY)
                                      : std::to_string(r.globalX);
         },
         [](RunResult& r, const std::string& s) {
             // A run that failed or was cancelled before its launch has no global size yet.
             if (s == "0" || s == "0x1") {
                 r.globalX = 0;
                 r.globalY = 1;
                 return;
             }
             const LocalSize g = LocalSize::parse(s);
             r.globalX = g.x;
             r.globalY = g.dims == 2 ? g.y : 1;
         },
         "a global size (X or XxY)"},
        {"local", "", ColumnType::Text, false, [](const RunResult& r) { return r.local.toString(); },
         [](RunResult& r, const std::string& s) {
             r.local = s == LocalSize::notApplicable().toString() ? LocalSize::notApplicable() : LocalSize::parse(s);
         },
         "a local size (X, XxY, auto or n/a)"},
        {"buffers", "", ColumnType::Text, false, [](const RunResult& r) { return toString(r.buffers); },
         [](RunResult& r, const std::string& s) { r.buffers = parseBufferMode(s); }, "copy, use or alloc"},
        count<&RunResult::warmup>("warmup"),
        count<&RunResult::reps>("reps"),
    };
}

std::vector<ResultColumn> measurements()
{
    return {
        kernelTime<&KernelStats::minMs>("kernel_ms_min"),
        kernelTime<&KernelStats::medianMs>("kernel_ms_median"),
        kernelTime<&KernelStats::meanMs>("kernel_ms_mean"),
        kernelTime<&KernelStats::stddevMs>("kernel_ms_stddev"),
        optionalReal<&RunResult::gflops>("gflops", "GFLOP/s"),
        optionalReal<&RunResult::gbps>("gbps", "GB/s"),
        measuredReal<&RunResult::wallMs>("wall_ms", "ms"),
        measuredReal<&RunResult::writeMs>("write_ms", "ms"),
        measuredReal<&RunResult::readMs>("read_ms", "ms"),
        optionalReal<&RunResult::cpuMs>("cpu_ms", "ms"),
        optionalReal<&RunResult::speedupVsCpu>("speedup_vs_cpu", ""),
        optionalReal<&RunResult::queuedToSubmitUs>("queued_to_submit_us", "us"),
        optionalReal<&RunResult::submitToStartUs>("submit_to_start_us", "us"),
        measuredReal<&RunResult::maxAbsErr>("max_abs_err", ""),
        measuredReal<&RunResult::maxRelErr>("max_rel_err", ""),
        {"verified", "", ColumnType::Boolean, false,
         [](const RunResult& r) { return std::string(r.verified ? "true" : "false"); },
         [](RunResult& r, const std::string& s) {
             if (s != "true" && s != "false")
                 throw invalidInput("not a boolean");
             r.verified = s == "true";
         },
         "true or false"},
        text<&RunResult::error>("error"),
    };
}

// The columns added later; a file written before one of them lacks it and its successors.
std::vector<ResultColumn> laterColumns()
{
    return {
        {"queues", "", ColumnType::Text, false, [](const RunResult& r) { return toString(r.queues); },
         [](RunResult& r, const std::string& s) { r.queues = parseQueueMode(s); }, "inorder, ooo or two"},
        {"params", "", ColumnType::Text, false, [](const RunResult& r) { return r.params; },
         [](RunResult& r, const std::string& s) {
             if (!s.empty())
                 (void)GemmParams::parse(s);
             r.params = s;
         },
         "empty or GEMM parameters MWG=…,NWG=…,KWG=…,MDIMC=…,NDIMC=…,VW=…"},
        {"params_source", "", ColumnType::Text, false, [](const RunResult& r) { return toString(r.paramsSource); },
         [](RunResult& r, const std::string& s) {
             const auto parsed = parseGemmParamsSource(s);
             if (!parsed)
                 throw invalidInput("not a parameter source");
             r.paramsSource = *parsed;
         },
         "empty, explicit, tuned, database-device, database-architecture, database-vendor, database-type or default"},
        {"status", "", ColumnType::Text, false, [](const RunResult& r) { return toString(r.outcome()); },
         [](RunResult& r, const std::string& s) {
             const auto parsed = parseRunStatus(s);
             if (!parsed)
                 throw invalidInput("not a run status");
             r.status = *parsed;
         },
         "verified, verification_failed, runtime_error, cancelled or skipped"},
        text<&RunResult::kernelSourceHash>("kernel_source_hash"),
        {"kernel_ms_samples", "ms", ColumnType::Text, true, [](const RunResult& r) { return samplesText(r); },
         [](RunResult& r, const std::string& s) { r.kernelSamplesMs = parseSamples(s); },
         "empty or kernel times in ms separated by ';'"},
        {"kernel_ms_ci_low", "ms", ColumnType::Real, true,
         [](const RunResult& r) { return r.kernelMsCi ? num(r.kernelMsCi->low) : std::string(); },
         [](RunResult& r, const std::string& s) { setIntervalEnd(r.kernelMsCi, s, false); }, "a number or empty"},
        {"kernel_ms_ci_high", "ms", ColumnType::Real, true,
         [](const RunResult& r) { return r.kernelMsCi ? num(r.kernelMsCi->high) : std::string(); },
         [](RunResult& r, const std::string& s) { setIntervalEnd(r.kernelMsCi, s, true); }, "a number or empty"},
        derived<&RunResult::gflopsCi, false>("gflops_ci_low", "GFLOP/s"),
        derived<&RunResult::gflopsCi, true>("gflops_ci_high", "GFLOP/s"),
        derived<&RunResult::gbpsCi, false>("gbps_ci_low", "GB/s"),
        derived<&RunResult::gbpsCi, true>("gbps_ci_high", "GB/s"),
    };
}

} // namespace

const std::vector<ResultColumn>& resultColumnSchema()
{
    static const std::vector<ResultColumn> columns = [] {
        std::vector<ResultColumn> all = identity();
        for (auto part : {measurements(), laterColumns()})
            all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return columns;
}

const ResultColumn& resultColumn(const std::string& name)
{
    for (const ResultColumn& c : resultColumnSchema())
        if (name == c.name)
            return c;
    throw std::out_of_range("no result column '" + name + "'");
}

} // namespace ndr
