// The one validation of a run read from outside (run_check.hpp): CSV and bundle imports call it
// for every run before anything is stored.
#include "ndr/run_check.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>

#include "model/launch_bounds.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_request.hpp"
#include "ndr/statistics.hpp"
#include "ndr/variant.hpp"
#include "plan/validator.hpp"

namespace ndr {

std::string toString(RunDoor door)
{
    switch (door) {
    case RunDoor::Csv:
        return "CSV import";
    case RunDoor::Bundle:
        return "bundle import";
    case RunDoor::Unknown:
        break;
    }
    return "run";
}

RunValueError::RunValueError(std::string field, std::string problem)
    : Error(ErrorKind::InvalidInput, ""), field_(std::move(field)), problem_(std::move(problem))
{
    rebuild();
}

RunValueError& RunValueError::at(RunDoor door, std::string file, std::string member, std::size_t record)
{
    door_ = door;
    file_ = std::move(file);
    member_ = std::move(member);
    record_ = record;
    rebuild();
    return *this;
}

RunValueError& RunValueError::inside(const std::string& enclosing)
{
    field_ = field_.empty() ? enclosing : field_.front() == '[' ? enclosing + field_ : enclosing + "." + field_;
    rebuild();
    return *this;
}

void RunValueError::rebuild()
{
    std::string where;
    if (door_ != RunDoor::Unknown)
        where = toString(door_) + (file_.empty() ? "" : " of " + quote(file_)) + ": ";
    if (!member_.empty())
        where += member_ + ", ";
    if (record_)
        where += (door_ == RunDoor::Csv || member_ == "runs.csv" ? "line " : "run ") + std::to_string(record_) + ": ";
    const std::string subject = field_.empty() ? "the run" : "field " + field_;
    static_cast<std::runtime_error&>(*this) = std::runtime_error(where + subject + " " + problem_);
}

std::size_t maxRunN(const std::string& workload, bool measured)
{
    if (!measured)
        return kMaxRequestN;
    return workload == toString(Workload::MatMul) ? kMaxMatmulN : kMaxVectorN;
}

namespace {

bool digits(std::string_view s, std::size_t at, std::size_t count, int& value)
{
    if (at + count > s.size())
        return false;
    const auto [p, ec] = std::from_chars(s.data() + at, s.data() + at + count, value);
    return ec == std::errc() && p == s.data() + at + count && s[at] != '-' && s[at] != '+';
}

} // namespace

int daysInMonth(int year, int month)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : days[month - 1];
}

bool isIsoUtcTimestamp(std::string_view s)
{
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (s.size() < 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' ||
        !digits(s, 0, 4, year) || !digits(s, 5, 2, month) || !digits(s, 8, 2, day) || !digits(s, 11, 2, hour) ||
        !digits(s, 14, 2, minute) || !digits(s, 17, 2, second))
        return false;
    std::size_t end = 19;
    if (s[end] == '.') {
        const std::size_t first = ++end;
        while (end < s.size() && s[end] >= '0' && s[end] <= '9')
            ++end;
        if (end == first || end - first > 9)
            return false;
    }
    if (end + 1 != s.size() || s[end] != 'Z')
        return false;
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 &&
           second <= 59;
}

namespace {

std::string number(double v)
{
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

[[noreturn]] void refuse(const std::string& field, const std::string& problem, const std::string& limit = {},
                         std::optional<std::uint64_t> value = {}, std::optional<std::uint64_t> requested = {})
{
    RunValueError e(field, problem);
    if (!limit.empty())
        e.withLimit(limit, value, requested);
    throw e;
}

// A time or figure: a finite number, at least 0.
void finiteNonNegative(const std::string& field, double v)
{
    if (!std::isfinite(v))
        refuse(field, "= " + number(v) + " is not a finite number", "finite number >= 0");
    if (v < 0)
        refuse(field, "= " + number(v) + " is negative; it must be 0 or more", "finite number >= 0");
}

void optionalFigure(const std::string& field, const std::optional<double>& v)
{
    if (v)
        finiteNonNegative(field, *v);
}

// The errors of a failed verification may be infinite or NaN (an output of NaN, say); never
// negative.
void errorMeasure(const std::string& field, double v)
{
    if (v < 0 || v == -INFINITY)
        refuse(field, "= " + number(v) + " is negative; an error is 0 or more", "error >= 0");
}

// The names a check gives its fields: the results CSV's columns, or runs.json's keys.
struct Names {
    bool json = false;
    std::string pick(const char* csv, const char* jsonKey) const { return json ? jsonKey : csv; }
};

// The longest text a run's name fields (device, variant, parameters, ...) may hold, and its error
// message (a build log included): far above what any driver or the engine writes, low enough that
// a field cannot flood a table or a terminal.
constexpr std::size_t kMaxNameBytes = 1024;
constexpr std::size_t kMaxMessageBytes = 256 * 1024;

// Text as the engine writes it: valid UTF-8 without control characters (C0, DEL and C1; a
// message may hold tabs and line breaks), within `maxBytes`. A terminal escape or a NUL in a
// stored name would reach every table, terminal and file that shows it. Names hold no invisible
// characters either (a zero-width space or a bidirectional override makes one name look like
// another); a message may quote them from a compiler.
void checkText(const std::string& field, const std::string& text, std::size_t maxBytes, bool multiline)
{
    if (text.size() > maxBytes)
        refuse(field,
               "is " + std::to_string(text.size()) + " bytes long, above the " + std::to_string(maxBytes) +
                   "-byte limit for this field",
               "text field length", maxBytes, text.size());
    std::size_t len = 1;
    for (std::size_t i = 0; i < text.size(); i += len) {
        switch (classifyChar(text, i, len)) {
        case TextChar::NotUtf8:
            refuse(field, "= " + quote(text, 60) + " is not valid UTF-8 (byte " + std::to_string(i + 1) + ")",
                   "UTF-8 text");
        case TextChar::LineBreakOrTab:
            if (multiline)
                break;
            [[fallthrough]];
        case TextChar::Control:
            refuse(field, "= " + quote(text, 60) + " holds a control character (byte " + std::to_string(i + 1) + ")",
                   "text without control characters");
        case TextChar::Invisible:
            if (!multiline)
                refuse(field,
                       "= " + quote(text, 60) + " holds an invisible character (byte " + std::to_string(i + 1) + ")",
                       "text without invisible characters");
            break;
        case TextChar::Printable:
            break;
        }
    }
}

void checkTexts(const RunResult& r, const Names& names)
{
    const std::pair<std::string, const std::string*> fields[] = {
        {"app_version", &r.appVersion},
        {"platform", &r.platform},
        {"device", &r.device},
        {"driver", &r.driver},
        {"variant", &r.variant},
        {"params", &r.params},
        {names.pick("params_source", "params_note"), &r.paramsNote},
        {names.pick("queues", "queue_note"), &r.queueNote},
    };
    for (const auto& [field, text] : fields)
        checkText(field, *text, kMaxNameBytes, false);
    checkText("error", r.error, kMaxMessageBytes, true);
    for (std::size_t i = 0; i < r.commands.size(); ++i)
        checkText("commands[" + std::to_string(i) + "].name", r.commands[i].name, kMaxNameBytes, false);
}

void checkIdentity(const RunResult& r)
{
    if (!isIsoUtcTimestamp(r.timestamp))
        refuse("timestamp",
               "= " + quote(r.timestamp, 60) +
                   " is not an ISO 8601 UTC date and time of the calendar (YYYY-MM-DDTHH:MM:SSZ)",
               "ISO 8601 UTC timestamp");
    Workload workload = Workload::MatMul;
    try {
        workload = parseWorkload(r.workload);
    } catch (const Error&) {
        refuse("workload", "= " + quote(r.workload, 60) + " is not one of matmul|reduce|vadd|pi",
               "workload matmul|reduce|vadd|pi");
    }
    if (r.variant.empty())
        refuse("variant", "is empty");
    if (const Variant* v = findVariant(r.variant); v && v->workload != workload)
        refuse("workload",
               "= " + quote(r.workload) + " contradicts variant " + quote(r.variant) + ", a " + toString(v->workload) +
                   " variant",
               "the variant's workload");
    const std::size_t maxN = maxRunN(r.workload, r.measured);
    const std::size_t minN = r.measured ? 1 : 0;
    if (r.n < minN || r.n > maxN)
        refuse("n",
               "= " + std::to_string(r.n) + " is outside " + std::to_string(minN) + " to " + std::to_string(maxN) +
                   (r.measured ? " (what the " + r.workload + " kernels index: the engine's limit for a run)"
                               : " (the largest N a request can ask for)"),
               r.measured ? "32-bit int indexing" : "largest requested N", maxN, r.n);
    if (!r.deviceId.empty()) {
        const auto colon = r.deviceId.find(':');
        int p = 0, d = 0;
        if (colon == std::string::npos || !digits(r.deviceId, 0, colon, p) ||
            !digits(r.deviceId, colon + 1, r.deviceId.size() - colon - 1, d))
            refuse("device_id", "= " + quote(r.deviceId, 60) + " is not P:D (platform:device)");
    }
    if (!r.kernelSourceHash.empty() && (r.kernelSourceHash.size() != 16 ||
                                        r.kernelSourceHash.find_first_not_of("0123456789abcdef") != std::string::npos))
        refuse("kernel_source_hash", "= " + quote(r.kernelSourceHash, 60) + " is not 16 hexadecimal digits");
    if (!r.params.empty()) {
        try {
            (void)GemmParams::parse(r.params);
        } catch (const Error& e) {
            refuse("params", "= " + quote(r.params, 80) + " is not GEMM parameters: " + e.what());
        }
    }
}

void checkShape(const RunResult& r, const Names& names)
{
    const LocalSize& l = r.local;
    const std::string local = names.pick("local", "local");
    const bool shaped = (l.dims == -1 && l.x == 0 && l.y == 1) || (l.dims == 0 && l.x == 0 && l.y == 1) ||
                        (l.dims == 1 && l.x >= 1 && l.y == 1) || (l.dims == 2 && l.x >= 1 && l.y >= 1);
    if (!shaped)
        refuse(local,
               "has dims " + std::to_string(l.dims) + ", x " + std::to_string(l.x) + ", y " + std::to_string(l.y) +
                   ": not a local size (n/a, auto, X >= 1, or XxY with both >= 1)",
               "local size");
    if (r.measured && l.isAutomatic())
        refuse(local, "is auto, but a run that was timed ran with a resolved local size");
    if (r.measured && (r.globalX < 1 || r.globalY < 1))
        refuse(names.pick("global", "global_x"), "is " + std::to_string(r.globalX) + "x" + std::to_string(r.globalY) +
                                                     ": a run that was timed launched at least one work-item");
    if (r.warmup < 0)
        refuse("warmup", "= " + std::to_string(r.warmup) + " is negative", "warm-up count >= 0", 0);
    if (r.reps < (r.measured ? 1 : 0))
        refuse("reps", "= " + std::to_string(r.reps) + " is below " + std::string(r.measured ? "1" : "0"),
               "repetitions >= 1", 1);
    // The repetitions any door can ask for (--reps, the studio, a sweep) are at most as many as a
    // run keeps samples of.
    if (std::size_t(r.reps) > kMaxKernelSamples)
        refuse("reps", "= " + std::to_string(r.reps) + " is above the limit of " + std::to_string(kMaxKernelSamples),
               "repetitions per run", kMaxKernelSamples, std::uint64_t(r.reps));
}

// The global size of a timed launch against its local size and N. An OpenCL 1.2 launch's global
// size is a multiple of its local size in each dimension (a 1-D launch has one row), and no kernel
// of the engine launches more work-items along a dimension than N rounded up to that multiple:
// element kernels launch exactly that, register-blocked and vector kernels fewer (each work-item
// takes several elements). A library call (local size n/a) chooses its own NDRange.
void checkGlobal(const RunResult& r, const Names& names)
{
    const LocalSize& l = r.local;
    if (!r.measured || l.dims < 1)
        return;
    const std::uint64_t n = std::max<std::uint64_t>(r.n, 1);
    const auto within = [&](const char* csvField, const char* jsonField, const char* axis, std::uint64_t global,
                            std::uint64_t local) {
        const std::string field = names.pick(csvField, jsonField);
        if (global % local != 0)
            refuse(field,
                   "has " + std::to_string(global) + " work-items along " + axis +
                       ", not a multiple of the local size " + std::to_string(local) +
                       " (an OpenCL 1.2 launch's global size is)",
                   "global size a multiple of the local size", local, global);
        if (global > globalCeiling(n, local))
            refuse(field,
                   "has " + std::to_string(global) + " work-items along " + axis +
                       ", above N = " + std::to_string(r.n) + " rounded up to the local size (" +
                       std::to_string(globalCeiling(n, local)) + "): no launch of that N has more",
                   "N rounded up to the local size", globalCeiling(n, local), global);
    };
    within("global", "global_x", "x", r.globalX, l.x);
    if (l.dims == 2)
        within("global", "global_y", "y", r.globalY, l.y);
    else if (r.globalY != 1)
        refuse(names.pick("global", "global_y"),
               "is " + std::to_string(r.globalX) + "x" + std::to_string(r.globalY) +
                   ": a launch with a 1-D local size has one row",
               "1-D NDRange", 1, r.globalY);
}

// The repetitions' kernel times: at most kMaxKernelSamples, each a finite number >= 0 (a timer
// of coarse resolution can read 0), none for a run never timed; the interval of their median
// needs two of them and lies within them.
void checkSamples(const RunResult& r, const Names& names)
{
    const std::string samples = names.pick("kernel_ms_samples", "kernel_samples_ms");
    const std::vector<double>& s = r.kernelSamplesMs;
    if (s.size() > kMaxKernelSamples)
        refuse(samples,
               "holds " + std::to_string(s.size()) + " samples, above the limit of " +
                   std::to_string(kMaxKernelSamples),
               "kernel samples per run", kMaxKernelSamples, s.size());
    for (std::size_t i = 0; i < s.size(); ++i)
        finiteNonNegative(names.json ? samples + "[" + std::to_string(i) + "]"
                                     : samples + " (sample " + std::to_string(i + 1) + ")",
                          s[i]);
    if (!r.measured && !s.empty())
        refuse(samples, "holds samples, but the run was never timed");
    // One sample per timed repetition (warm-ups are not timed): never more samples than reps.
    if (s.size() > std::size_t(std::max(r.reps, 0)))
        refuse(samples,
               "holds " + std::to_string(s.size()) + " samples, but the run timed " + std::to_string(r.reps) +
                   " repetitions (reps): one sample per repetition",
               "one sample per repetition", std::uint64_t(std::max(r.reps, 0)), s.size());
    // The kernel's figures are the samples' statistics (fillKernelStatistics): samples that say
    // otherwise are not this run's.
    if (r.measured && !s.empty()) {
        double sum = 0;
        for (double x : s)
            sum += x;
        const auto agrees = [](double stored, double fromSamples) {
            return std::abs(stored - fromSamples) <= 1e-6 * std::max(std::abs(stored), std::abs(fromSamples)) + 1e-12;
        };
        const std::pair<std::string, std::pair<double, double>> figures[] = {
            {names.pick("kernel_ms_min", "kernel.min_ms"), {r.kernel.minMs, *std::min_element(s.begin(), s.end())}},
            {names.pick("kernel_ms_median", "kernel.median_ms"), {r.kernel.medianMs, median(s)}},
            {names.pick("kernel_ms_mean", "kernel.mean_ms"), {r.kernel.meanMs, sum / double(s.size())}},
        };
        for (const auto& [figure, values] : figures)
            if (!agrees(values.first, values.second))
                refuse(samples,
                       "contradicts " + figure + " = " + number(values.first) + ": the samples give " +
                           number(values.second),
                       "the kernel's figures are the samples' statistics");
    }
    if (!r.kernelMsCi)
        return;
    const std::string low = names.pick("kernel_ms_ci_low", "kernel_ci_ms.low");
    const std::string high = names.pick("kernel_ms_ci_high", "kernel_ci_ms.high");
    if (std::isnan(r.kernelMsCi->low))
        refuse(low, "is empty, but kernel_ms_ci_high is not: an interval has both ends", "both ends of the interval");
    if (std::isnan(r.kernelMsCi->high))
        refuse(high, "is empty, but kernel_ms_ci_low is not: an interval has both ends", "both ends of the interval");
    finiteNonNegative(low, r.kernelMsCi->low);
    finiteNonNegative(high, r.kernelMsCi->high);
    if (r.kernelMsCi->low > r.kernelMsCi->high)
        refuse(low,
               "= " + number(r.kernelMsCi->low) + " is above the interval's high end " + number(r.kernelMsCi->high));
    if (s.size() < 2)
        refuse(low,
               "gives an interval, but the run keeps " + std::to_string(s.size()) + " samples: an interval needs two",
               "an interval needs two samples");
    const auto [lo, hi] = std::minmax_element(s.begin(), s.end());
    if (r.kernelMsCi->low < *lo || r.kernelMsCi->high > *hi)
        refuse(low, "and kernel_ms_ci_high reach outside the samples (" + number(*lo) + " to " + number(*hi) + ")",
               "an interval within the samples");
}

void checkTimes(const RunResult& r, const Names& names)
{
    const KernelStats& k = r.kernel;
    finiteNonNegative(names.pick("kernel_ms_min", "kernel.min_ms"), k.minMs);
    finiteNonNegative(names.pick("kernel_ms_median", "kernel.median_ms"), k.medianMs);
    finiteNonNegative(names.pick("kernel_ms_mean", "kernel.mean_ms"), k.meanMs);
    finiteNonNegative(names.pick("kernel_ms_stddev", "kernel.stddev_ms"), k.stddevMs);
    if (k.minMs > k.medianMs)
        refuse(names.pick("kernel_ms_min", "kernel.min_ms"),
               "= " + number(k.minMs) + " is above the median " + number(k.medianMs));
    finiteNonNegative("wall_ms", r.wallMs);
    finiteNonNegative("write_ms", r.writeMs);
    finiteNonNegative("read_ms", r.readMs);
    optionalFigure("gflops", r.gflops);
    optionalFigure("gbps", r.gbps);
    optionalFigure("cpu_ms", r.cpuMs);
    optionalFigure("speedup_vs_cpu", r.speedupVsCpu);
    optionalFigure("queued_to_submit_us", r.queuedToSubmitUs);
    optionalFigure("submit_to_start_us", r.submitToStartUs);
    errorMeasure("max_abs_err", r.maxAbsErr);
    errorMeasure("max_rel_err", r.maxRelErr);
    finiteNonNegative("tolerance", r.tolerance);
    finiteNonNegative("ci_target", r.ciTarget);
    checkSamples(r, names);
    for (std::size_t i = 0; i < r.commands.size(); ++i) {
        const CommandTiming& c = r.commands[i];
        const std::string at = "commands[" + std::to_string(i) + "]";
        if (c.endNs < c.startNs)
            refuse(at + ".end_ns",
                   "= " + std::to_string(c.endNs) + " is before its start_ns " + std::to_string(c.startNs));
        if (c.queue != 0 && c.queue != 1)
            refuse(at + ".queue", "= " + std::to_string(c.queue) + " is not 0 (the kernel queue) or 1 (transfers)");
    }
}

// What no engine run can be: verified without being timed, without a figure or with an error;
// never timed yet with times or figures.
void checkCombinations(const RunResult& r, const Names& names)
{
    const bool claimsVerified = r.status == RunStatus::Verified;
    if (claimsVerified != r.verified)
        refuse("verified",
               std::string("= ") + (r.verified ? "true" : "false") + " contradicts status " + quote(toString(r.status)),
               "verified exactly when the status is verified");
    if (claimsVerified && !r.error.empty())
        refuse("error", "= " + quote(r.error, 60) + ", but the status is verified");
    if ((claimsVerified || r.status == RunStatus::VerificationFailed) && !r.measured)
        refuse(names.pick("kernel_ms_min", "measured"),
               "says the run was never timed, but its status " + quote(toString(r.status)) + " needs a timed run");
    if (claimsVerified && !r.gflops && !r.gbps)
        refuse("gflops", "is empty and so is gbps: a verified run has a figure", "a verified run has a figure");
    if (claimsVerified && !(std::isfinite(r.maxAbsErr) && std::isfinite(r.maxRelErr)))
        refuse("max_abs_err", "is not finite in a verified run");
    if (r.measured)
        return;
    const KernelStats& k = r.kernel;
    if (k.minMs != 0 || k.medianMs != 0 || k.meanMs != 0 || k.stddevMs != 0 || r.wallMs != 0 || r.writeMs != 0 ||
        r.readMs != 0)
        refuse(names.pick("kernel_ms_min", "measured"), "says the run was never timed, yet it has times");
    for (const auto& [field, value] :
         {std::pair{"gflops", r.gflops}, {"gbps", r.gbps}, {"speedup_vs_cpu", r.speedupVsCpu}})
        if (value)
            refuse(field, "= " + number(*value) + ", but the run was never timed");
}

} // namespace

void checkRunValues(const RunResult& r, RunFieldNames fieldNames)
{
    const Names names{fieldNames == RunFieldNames::Json};
    checkTexts(r, names);
    checkIdentity(r);
    checkShape(r, names);
    checkGlobal(r, names);
    checkTimes(r, names);
    checkCombinations(r, names);
}

} // namespace ndr
