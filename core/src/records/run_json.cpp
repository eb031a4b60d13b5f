#include "records/run_json.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

#include "ndr/errors.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_check.hpp"

namespace ndr {

using nlohmann::json;

namespace {

template <typename T> void putOptional(json& j, const char* key, const std::optional<T>& v)
{
    j[key] = v ? json(*v) : json(nullptr);
}

template <typename T> void getOptional(const json& j, const char* key, std::optional<T>& v)
{
    const json& x = j.at(key);
    if (x.is_null())
        v.reset();
    else
        v = x.get<T>();
}

// Readers of one member that check its JSON type and range before converting, so that -5 never
// becomes 18446744073709551611, 2^70 never 0 and 2.5 never 2; each names the member it refuses
// (RunValueError, the enclosing members added by the callers).
std::string shown(const json& x)
{
    std::string text = x.dump(-1, ' ', false, json::error_handler_t::replace);
    return text.size() <= 60 ? text : text.substr(0, 60) + "... (" + std::to_string(text.size()) + " bytes)";
}

const json& member(const json& j, const char* key)
{
    if (!j.is_object())
        throw RunValueError("", std::string("is ") + j.type_name() + ", not an object");
    const auto it = j.find(key);
    if (it == j.end())
        throw RunValueError(key, "is missing");
    return *it;
}

[[noreturn]] void notWhole(const char* key, const json& x, const std::string& range)
{
    throw RunValueError(key,
                        (x.is_number() ? "= " + shown(x) + " is not" : std::string("is ") + x.type_name() + ", not") +
                            " a whole number from " + range)
        .withLimit("whole number from " + range);
}

template <typename T> T unsignedAt(const json& j, const char* key)
{
    const json& x = member(j, key);
    const std::uint64_t max = std::numeric_limits<T>::max();
    const std::string range = "0 to " + std::to_string(max);
    if (!x.is_number_integer())
        notWhole(key, x, range);
    if (!x.is_number_unsigned() && x.get<std::int64_t>() < 0)
        throw RunValueError(key, "= " + shown(x) + " is negative; it must be a whole number from " + range)
            .withLimit("whole number from " + range, max);
    const auto v = x.get<std::uint64_t>();
    if (v > max)
        throw RunValueError(key, "= " + shown(x) + " is above " + std::to_string(max))
            .withLimit("whole number from " + range, max, v);
    return T(v);
}

template <typename T> T integerAt(const json& j, const char* key)
{
    const json& x = member(j, key);
    const auto min = std::int64_t(std::numeric_limits<T>::min()), max = std::int64_t(std::numeric_limits<T>::max());
    const std::string range = std::to_string(min) + " to " + std::to_string(max);
    const bool fits = x.is_number_integer() &&
                      (x.is_number_unsigned() ? x.get<std::uint64_t>() <= std::uint64_t(max)
                                              : x.get<std::int64_t>() >= min && x.get<std::int64_t>() <= max);
    if (!fits)
        notWhole(key, x, range);
    return T(x.get<std::int64_t>());
}

double realAt(const json& j, const char* key)
{
    const json& x = member(j, key);
    if (!x.is_number())
        throw RunValueError(key, std::string("is ") + x.type_name() + ", not a number");
    return x.get<double>();
}

std::optional<double> optionalRealAt(const json& j, const char* key)
{
    const json& x = member(j, key);
    if (x.is_null())
        return std::nullopt;
    if (!x.is_number())
        throw RunValueError(key, std::string("is ") + x.type_name() + ", not a number or null");
    return x.get<double>();
}

bool boolAt(const json& j, const char* key)
{
    const json& x = member(j, key);
    if (!x.is_boolean())
        throw RunValueError(key, std::string("is ") + x.type_name() + ", not true or false");
    return x.get<bool>();
}

std::string textAt(const json& j, const char* key)
{
    const json& x = member(j, key);
    if (!x.is_string())
        throw RunValueError(key, std::string("is ") + x.type_name() + ", not a string");
    return x.get<std::string>();
}

// A member whose text names one of an enum's values; `parse` throws or returns nullopt for others.
template <typename Parse> auto enumAt(const json& j, const char* key, const char* values, Parse parse)
{
    const std::string text = textAt(j, key);
    try {
        if (auto v = parse(text))
            return *v;
    } catch (const Error&) {
    }
    throw RunValueError(key, "= " + quote(text, 60) + " is not one of " + values)
        .withLimit(std::string("one of ") + values);
}

// An enclosed object or array read by `read`, its refusals naming the enclosing member.
template <typename Read> void nested(const json& j, const char* key, Read read)
{
    const json& x = member(j, key);
    try {
        read(x);
    } catch (RunValueError& e) {
        e.inside(key);
        throw;
    }
}

CommandKind parseCommandKind(const std::string& text)
{
    for (CommandKind k : {CommandKind::Write, CommandKind::Kernel, CommandKind::Read, CommandKind::Map})
        if (toString(k) == text)
            return k;
    throw invalidInput("command kind " + quote(text) + " is not one of write|kernel|read|map");
}

} // namespace

void to_json(json& j, const LocalSize& l) { j = json{{"dims", l.dims}, {"x", l.x}, {"y", l.y}}; }

void from_json(const json& j, LocalSize& l)
{
    l.dims = integerAt<int>(j, "dims");
    l.x = unsignedAt<std::size_t>(j, "x");
    l.y = unsignedAt<std::size_t>(j, "y");
}

void to_json(json& j, const GemmParams& p)
{
    j = json{{"mwg", p.mwg}, {"nwg", p.nwg}, {"kwg", p.kwg}, {"mdimc", p.mdimc}, {"ndimc", p.ndimc}, {"vw", p.vw}};
}

void from_json(const json& j, GemmParams& p)
{
    p.mwg = integerAt<int>(j, "mwg");
    p.nwg = integerAt<int>(j, "nwg");
    p.kwg = integerAt<int>(j, "kwg");
    p.mdimc = integerAt<int>(j, "mdimc");
    p.ndimc = integerAt<int>(j, "ndimc");
    p.vw = integerAt<int>(j, "vw");
}

void to_json(json& j, const RunRequest& r)
{
    j = json{{"platform_index", r.platformIndex},
             {"device_index", r.deviceIndex},
             {"variant", r.variant},
             {"n", r.n},
             {"local", r.local},
             {"buffers", toString(r.buffers)},
             {"queues", toString(r.queues)},
             {"warmup", r.warmup},
             {"reps", r.reps},
             {"seed", r.seed},
             {"measure_cpu", r.measureCpu},
             {"verify", r.verify},
             {"use_tuned_params", r.useTunedParams},
             {"timeout_s", r.timeoutS}};
    putOptional(j, "gemm", r.gemm);
    j["target_ci"] = r.targetCi ? json{{"half_width", r.targetCi->halfWidth},
                                       {"max_reps", r.targetCi->maxReps},
                                       {"max_seconds", r.targetCi->maxSeconds}}
                                : json(nullptr);
}

void from_json(const json& j, RunRequest& r)
{
    j.at("platform_index").get_to(r.platformIndex);
    j.at("device_index").get_to(r.deviceIndex);
    j.at("variant").get_to(r.variant);
    j.at("n").get_to(r.n);
    j.at("local").get_to(r.local);
    r.buffers = parseBufferMode(j.at("buffers").get<std::string>());
    r.queues = parseQueueMode(j.at("queues").get<std::string>());
    j.at("warmup").get_to(r.warmup);
    j.at("reps").get_to(r.reps);
    j.at("seed").get_to(r.seed);
    j.at("measure_cpu").get_to(r.measureCpu);
    j.at("verify").get_to(r.verify);
    j.at("use_tuned_params").get_to(r.useTunedParams);
    j.at("timeout_s").get_to(r.timeoutS);
    getOptional(j, "gemm", r.gemm);
    r.targetCi.reset();
    if (j.contains("target_ci") && !j.at("target_ci").is_null()) {
        const json& t = j.at("target_ci");
        r.targetCi =
            CiTarget{t.at("half_width").get<double>(), t.at("max_reps").get<int>(), t.at("max_seconds").get<double>()};
    }
}

void to_json(json& j, const CommandTiming& c)
{
    j = json{{"name", c.name},
             {"kind", toString(c.kind)},
             {"warmup", c.warmup},
             {"bytes", c.bytes},
             {"queued_ns", c.queuedNs},
             {"submit_ns", c.submitNs},
             {"start_ns", c.startNs},
             {"end_ns", c.endNs},
             {"host_enqueue_begin_ns", c.hostEnqueueBeginNs},
             {"host_enqueue_end_ns", c.hostEnqueueEndNs},
             {"host_wait_begin_ns", c.hostWaitBeginNs},
             {"host_wait_end_ns", c.hostWaitEndNs},
             {"queue", c.queue},
             {"host_timed", c.hostTimed}};
}

void from_json(const json& j, CommandTiming& c)
{
    c.name = textAt(j, "name");
    c.kind = enumAt(j, "kind", "write|kernel|read|map",
                    [](const std::string& t) { return std::optional<CommandKind>(parseCommandKind(t)); });
    c.warmup = boolAt(j, "warmup");
    c.bytes = unsignedAt<std::uint64_t>(j, "bytes");
    c.queuedNs = unsignedAt<std::uint64_t>(j, "queued_ns");
    c.submitNs = unsignedAt<std::uint64_t>(j, "submit_ns");
    c.startNs = unsignedAt<std::uint64_t>(j, "start_ns");
    c.endNs = unsignedAt<std::uint64_t>(j, "end_ns");
    c.hostEnqueueBeginNs = integerAt<std::int64_t>(j, "host_enqueue_begin_ns");
    c.hostEnqueueEndNs = integerAt<std::int64_t>(j, "host_enqueue_end_ns");
    c.hostWaitBeginNs = integerAt<std::int64_t>(j, "host_wait_begin_ns");
    c.hostWaitEndNs = integerAt<std::int64_t>(j, "host_wait_end_ns");
    c.queue = integerAt<int>(j, "queue");
    c.hostTimed = boolAt(j, "host_timed");
}

void to_json(json& j, const KernelStats& k)
{
    j = json{{"min_ms", k.minMs}, {"median_ms", k.medianMs}, {"mean_ms", k.meanMs}, {"stddev_ms", k.stddevMs}};
}

void from_json(const json& j, KernelStats& k)
{
    k.minMs = realAt(j, "min_ms");
    k.medianMs = realAt(j, "median_ms");
    k.meanMs = realAt(j, "mean_ms");
    k.stddevMs = realAt(j, "stddev_ms");
}

void to_json(json& j, const RunResult& r)
{
    j = json{{"timestamp", r.timestamp},
             {"app_version", r.appVersion},
             {"platform", r.platform},
             {"device", r.device},
             {"driver", r.driver},
             {"device_id", r.deviceId},
             {"variant", r.variant},
             {"workload", r.workload},
             {"n", r.n},
             {"global_x", r.globalX},
             {"global_y", r.globalY},
             {"local", r.local},
             {"buffers", toString(r.buffers)},
             {"queues", toString(r.queues)},
             {"queue_note", r.queueNote},
             {"warmup", r.warmup},
             {"reps", r.reps},
             {"seed", r.seed},
             {"params", r.params},
             {"params_source", toString(r.paramsSource)},
             {"params_note", r.paramsNote},
             {"measured", r.measured},
             {"kernel", r.kernel},
             {"kernel_samples_ms", r.kernelSamplesMs},
             {"wall_ms", r.wallMs},
             {"write_ms", r.writeMs},
             {"read_ms", r.readMs},
             {"profiled", r.profiled},
             {"commands", r.commands},
             {"verified", r.verified},
             {"sampled_verification", r.sampledVerification},
             {"max_abs_err", r.maxAbsErr},
             {"max_rel_err", r.maxRelErr},
             {"tolerance", r.tolerance},
             {"error", r.error},
             {"status", toString(r.status)},
             {"offer_oclgrind_check", r.offerOclgrindCheck},
             {"kernel_source_hash", r.kernelSourceHash}};
    j["ci_target"] = r.ciTarget;
    j["ci_stop"] = toString(r.ciStop);
    j["kernel_ci_ms"] = r.kernelMsCi ? json{{"low", r.kernelMsCi->low}, {"high", r.kernelMsCi->high}} : json(nullptr);
    putOptional(j, "gflops", r.gflops);
    putOptional(j, "gbps", r.gbps);
    putOptional(j, "cpu_ms", r.cpuMs);
    putOptional(j, "speedup_vs_cpu", r.speedupVsCpu);
    putOptional(j, "queued_to_submit_us", r.queuedToSubmitUs);
    putOptional(j, "submit_to_start_us", r.submitToStartUs);
}

namespace {

// What ran: identity, sizes and settings.
void readIdentity(const json& j, RunResult& r)
{
    r.timestamp = textAt(j, "timestamp");
    r.appVersion = textAt(j, "app_version");
    r.platform = textAt(j, "platform");
    r.device = textAt(j, "device");
    r.driver = textAt(j, "driver");
    r.deviceId = textAt(j, "device_id");
    r.variant = textAt(j, "variant");
    r.workload = textAt(j, "workload");
    r.n = unsignedAt<std::size_t>(j, "n");
    r.globalX = unsignedAt<std::size_t>(j, "global_x");
    r.globalY = unsignedAt<std::size_t>(j, "global_y");
    nested(j, "local", [&](const json& x) { x.get_to(r.local); });
    r.buffers = enumAt(j, "buffers", "copy|use|alloc",
                       [](const std::string& t) { return std::optional<BufferMode>(parseBufferMode(t)); });
    r.queues = enumAt(j, "queues", "inorder|ooo|two",
                      [](const std::string& t) { return std::optional<QueueMode>(parseQueueMode(t)); });
    r.queueNote = textAt(j, "queue_note");
    r.warmup = integerAt<int>(j, "warmup");
    r.reps = integerAt<int>(j, "reps");
    r.seed = unsignedAt<std::uint32_t>(j, "seed");
    r.params = textAt(j, "params");
    r.paramsSource =
        enumAt(j, "params_source",
               "explicit|tuned|database-device|database-architecture|database-vendor|database-type|default",
               parseGemmParamsSource);
    r.paramsNote = textAt(j, "params_note");
    // Absent from runs stored in the history before the hash was kept: empty, unknown.
    r.kernelSourceHash = j.contains("kernel_source_hash") ? textAt(j, "kernel_source_hash") : std::string();
}

// The repetitions' kernel times and the interval of their median; both absent from runs stored
// before they were kept (no samples, no interval).
void readSamples(const json& j, RunResult& r)
{
    r.kernelSamplesMs.clear();
    r.kernelMsCi.reset();
    if (j.contains("kernel_samples_ms"))
        nested(j, "kernel_samples_ms", [&](const json& x) {
            if (!x.is_array())
                throw RunValueError("", std::string("is ") + x.type_name() + ", not an array");
            if (x.size() > kMaxKernelSamples)
                throw RunValueError("", "holds " + std::to_string(x.size()) + " samples, above the limit of " +
                                            std::to_string(kMaxKernelSamples))
                    .withLimit("kernel samples per run", kMaxKernelSamples, x.size());
            r.kernelSamplesMs.reserve(x.size());
            for (std::size_t i = 0; i < x.size(); ++i) {
                if (!x[i].is_number())
                    throw RunValueError("[" + std::to_string(i) + "]",
                                        std::string("is ") + x[i].type_name() + ", not a number");
                r.kernelSamplesMs.push_back(x[i].get<double>());
            }
        });
    r.ciTarget = j.contains("ci_target") ? realAt(j, "ci_target") : 0;
    r.ciStop = j.contains("ci_stop")
                   ? enumAt(j, "ci_stop", "'', reached, repetition budget, time budget or too few", parseCiStop)
                   : CiStop::NotAsked;
    if (j.contains("kernel_ci_ms") && !j.at("kernel_ci_ms").is_null())
        nested(j, "kernel_ci_ms", [&](const json& x) { r.kernelMsCi = Interval{realAt(x, "low"), realAt(x, "high")}; });
}

// What was measured and how it was verified.
void readMeasurements(const json& j, RunResult& r)
{
    r.measured = boolAt(j, "measured");
    nested(j, "kernel", [&](const json& x) { x.get_to(r.kernel); });
    readSamples(j, r);
    r.wallMs = realAt(j, "wall_ms");
    r.writeMs = realAt(j, "write_ms");
    r.readMs = realAt(j, "read_ms");
    r.profiled = boolAt(j, "profiled");
    nested(j, "commands", [&](const json& x) {
        if (!x.is_array())
            throw RunValueError("", std::string("is ") + x.type_name() + ", not an array");
        r.commands.clear();
        r.commands.reserve(x.size());
        for (std::size_t i = 0; i < x.size(); ++i) {
            try {
                r.commands.push_back(x[i].get<CommandTiming>());
            } catch (RunValueError& e) {
                e.inside("[" + std::to_string(i) + "]");
                throw;
            }
        }
    });
    r.verified = boolAt(j, "verified");
    r.sampledVerification = boolAt(j, "sampled_verification");
    r.maxAbsErr = realAt(j, "max_abs_err");
    r.maxRelErr = realAt(j, "max_rel_err");
    r.tolerance = realAt(j, "tolerance");
    r.error = textAt(j, "error");
    r.status = enumAt(j, "status", "verified|verification_failed|runtime_error|cancelled|skipped", parseRunStatus);
    r.offerOclgrindCheck = boolAt(j, "offer_oclgrind_check");
    r.gflops = optionalRealAt(j, "gflops");
    r.gbps = optionalRealAt(j, "gbps");
    r.cpuMs = optionalRealAt(j, "cpu_ms");
    r.speedupVsCpu = optionalRealAt(j, "speedup_vs_cpu");
    r.queuedToSubmitUs = optionalRealAt(j, "queued_to_submit_us");
    r.submitToStartUs = optionalRealAt(j, "submit_to_start_us");
}

} // namespace

void from_json(const json& j, RunResult& r)
{
    readIdentity(j, r);
    readMeasurements(j, r);
}

void encodeNonFinite(json& j)
{
    if (j.is_number_float() && !std::isfinite(j.get<double>())) {
        const double v = j.get<double>();
        j = json{{"non_finite", std::isnan(v) ? "nan" : v > 0 ? "inf" : "-inf"}};
    } else if (j.is_structured()) {
        for (auto& x : j)
            encodeNonFinite(x);
    }
}

void decodeNonFinite(json& j)
{
    if (j.is_object() && j.size() == 1 && j.contains("non_finite") && j["non_finite"].is_string()) {
        const std::string s = j["non_finite"].get<std::string>();
        const double inf = std::numeric_limits<double>::infinity();
        j = s == "inf" ? inf : s == "-inf" ? -inf : std::numeric_limits<double>::quiet_NaN();
    } else if (j.is_structured()) {
        for (auto& x : j)
            decodeNonFinite(x);
    }
}

void to_json(json& j, const UserKernel& k)
{
    j = json{{"name", k.name},     {"path", k.path},   {"file_name", k.fileName},
             {"source", k.source}, {"entry", k.entry}, {"build_options", k.buildOptions}};
}

void from_json(const json& j, UserKernel& k)
{
    j.at("name").get_to(k.name);
    j.at("path").get_to(k.path);
    j.at("file_name").get_to(k.fileName);
    j.at("source").get_to(k.source);
    j.at("entry").get_to(k.entry);
    j.at("build_options").get_to(k.buildOptions);
}

} // namespace ndr
