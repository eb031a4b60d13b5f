#include "records/run_json.hpp"

#include <nlohmann/json.hpp>

#include "ndr/errors.hpp"
#include "ndr/gemm_params_source.hpp"

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

CommandKind parseCommandKind(const std::string& text)
{
    for (CommandKind k : {CommandKind::Write, CommandKind::Kernel, CommandKind::Read, CommandKind::Map})
        if (toString(k) == text)
            return k;
    throw invalidInput("command kind '" + text + "' is not one of write|kernel|read|map");
}

} // namespace

void to_json(json& j, const LocalSize& l) { j = json{{"dims", l.dims}, {"x", l.x}, {"y", l.y}}; }

void from_json(const json& j, LocalSize& l)
{
    j.at("dims").get_to(l.dims);
    j.at("x").get_to(l.x);
    j.at("y").get_to(l.y);
}

void to_json(json& j, const GemmParams& p)
{
    j = json{{"mwg", p.mwg}, {"nwg", p.nwg}, {"kwg", p.kwg}, {"mdimc", p.mdimc}, {"ndimc", p.ndimc}, {"vw", p.vw}};
}

void from_json(const json& j, GemmParams& p)
{
    j.at("mwg").get_to(p.mwg);
    j.at("nwg").get_to(p.nwg);
    j.at("kwg").get_to(p.kwg);
    j.at("mdimc").get_to(p.mdimc);
    j.at("ndimc").get_to(p.ndimc);
    j.at("vw").get_to(p.vw);
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
    j.at("name").get_to(c.name);
    c.kind = parseCommandKind(j.at("kind").get<std::string>());
    j.at("warmup").get_to(c.warmup);
    j.at("bytes").get_to(c.bytes);
    j.at("queued_ns").get_to(c.queuedNs);
    j.at("submit_ns").get_to(c.submitNs);
    j.at("start_ns").get_to(c.startNs);
    j.at("end_ns").get_to(c.endNs);
    j.at("host_enqueue_begin_ns").get_to(c.hostEnqueueBeginNs);
    j.at("host_enqueue_end_ns").get_to(c.hostEnqueueEndNs);
    j.at("host_wait_begin_ns").get_to(c.hostWaitBeginNs);
    j.at("host_wait_end_ns").get_to(c.hostWaitEndNs);
    j.at("queue").get_to(c.queue);
    j.at("host_timed").get_to(c.hostTimed);
}

void to_json(json& j, const KernelStats& k)
{
    j = json{{"min_ms", k.minMs}, {"median_ms", k.medianMs}, {"mean_ms", k.meanMs}, {"stddev_ms", k.stddevMs}};
}

void from_json(const json& j, KernelStats& k)
{
    j.at("min_ms").get_to(k.minMs);
    j.at("median_ms").get_to(k.medianMs);
    j.at("mean_ms").get_to(k.meanMs);
    j.at("stddev_ms").get_to(k.stddevMs);
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
    putOptional(j, "gflops", r.gflops);
    putOptional(j, "gbps", r.gbps);
    putOptional(j, "cpu_ms", r.cpuMs);
    putOptional(j, "speedup_vs_cpu", r.speedupVsCpu);
    putOptional(j, "queued_to_submit_us", r.queuedToSubmitUs);
    putOptional(j, "submit_to_start_us", r.submitToStartUs);
}

void from_json(const json& j, RunResult& r)
{
    j.at("timestamp").get_to(r.timestamp);
    j.at("app_version").get_to(r.appVersion);
    j.at("platform").get_to(r.platform);
    j.at("device").get_to(r.device);
    j.at("driver").get_to(r.driver);
    j.at("device_id").get_to(r.deviceId);
    j.at("variant").get_to(r.variant);
    j.at("workload").get_to(r.workload);
    j.at("n").get_to(r.n);
    j.at("global_x").get_to(r.globalX);
    j.at("global_y").get_to(r.globalY);
    j.at("local").get_to(r.local);
    r.buffers = parseBufferMode(j.at("buffers").get<std::string>());
    r.queues = parseQueueMode(j.at("queues").get<std::string>());
    j.at("queue_note").get_to(r.queueNote);
    j.at("warmup").get_to(r.warmup);
    j.at("reps").get_to(r.reps);
    j.at("seed").get_to(r.seed);
    j.at("params").get_to(r.params);
    const auto source = parseGemmParamsSource(j.at("params_source").get<std::string>());
    if (!source)
        throw invalidInput("params_source '" + j.at("params_source").get<std::string>() +
                           "' is not one of explicit|tuned|database-device|database-vendor|database-type|default");
    r.paramsSource = *source;
    j.at("params_note").get_to(r.paramsNote);
    j.at("measured").get_to(r.measured);
    j.at("kernel").get_to(r.kernel);
    j.at("wall_ms").get_to(r.wallMs);
    j.at("write_ms").get_to(r.writeMs);
    j.at("read_ms").get_to(r.readMs);
    j.at("profiled").get_to(r.profiled);
    j.at("commands").get_to(r.commands);
    j.at("verified").get_to(r.verified);
    j.at("sampled_verification").get_to(r.sampledVerification);
    j.at("max_abs_err").get_to(r.maxAbsErr);
    j.at("max_rel_err").get_to(r.maxRelErr);
    j.at("tolerance").get_to(r.tolerance);
    j.at("error").get_to(r.error);
    const std::string status = j.at("status").get<std::string>();
    if (const auto s = parseRunStatus(status))
        r.status = *s;
    else
        throw invalidInput("run status '" + status +
                           "' is not one of verified|verification_failed|"
                           "runtime_error|cancelled|skipped");
    j.at("offer_oclgrind_check").get_to(r.offerOclgrindCheck);
    // Absent from runs stored in the history before the hash was kept: empty, unknown.
    if (const auto it = j.find("kernel_source_hash"); it != j.end())
        it->get_to(r.kernelSourceHash);
    else
        r.kernelSourceHash.clear();
    getOptional(j, "gflops", r.gflops);
    getOptional(j, "gbps", r.gbps);
    getOptional(j, "cpu_ms", r.cpuMs);
    getOptional(j, "speedup_vs_cpu", r.speedupVsCpu);
    getOptional(j, "queued_to_submit_us", r.queuedToSubmitUs);
    getOptional(j, "submit_to_start_us", r.submitToStartUs);
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
