#include "ndr/json.hpp"
#include "ndr/clock_mapping.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/variant_availability.hpp"

#include <charconv>
#include <cmath>

namespace ndr {

namespace {

// A result column's value (the schema shared with the CSV files) as JSON: text as a string,
// numbers as numbers, an unknown value (empty field) or a non-finite number null.
Json columnJson(const RunResult& r, const std::string& name)
{
    const ResultColumn& c = resultColumn(name);
    const std::string v = c.get(r);
    if (c.type == ColumnType::Text)
        return v;
    if (c.type == ColumnType::Boolean)
        return v == "true";
    const char* end = v.data() + v.size();
    if (c.type == ColumnType::Integer) {
        if (!v.empty() && v.front() == '-') {
            std::int64_t i = 0;
            const auto [p, ec] = std::from_chars(v.data(), end, i);
            if (ec == std::errc() && p == end)
                return i;
        } else {
            std::uint64_t u = 0;
            const auto [p, ec] = std::from_chars(v.data(), end, u);
            if (!v.empty() && ec == std::errc() && p == end)
                return u;
        }
    }
    double d = 0;
    const auto [p, ec] = std::from_chars(v.data(), end, d);
    return !v.empty() && ec == std::errc() && p == end ? jsonNumber(d) : Json(nullptr);
}

template <class T, class F> Json array(const std::vector<T>& items, F f)
{
    Json out = Json::array();
    for (const auto& item : items)
        out.push_back(f(item));
    return out;
}

Json eventJson(const CommandTiming& c, std::uint64_t t0, const ClockMapping& map)
{
    auto onAxis = [&](std::int64_t hostNs) { return hostNs + map.offsetNs - std::int64_t(t0); };
    Json e{{"command", c.name},          {"kind", toString(c.kind)},     {"warmup", c.warmup},
           {"bytes", c.bytes},           {"queued_ns", c.queuedNs - t0}, {"submit_ns", c.submitNs - t0},
           {"start_ns", c.startNs - t0}, {"end_ns", c.endNs - t0},       {"queue", std::uint64_t(c.queue)},
           {"host_timed", c.hostTimed}};
    if (map.valid && c.hostEnqueueBeginNs) {
        e["host_enqueue_begin_ns"] = onAxis(c.hostEnqueueBeginNs);
        e["host_enqueue_end_ns"] = onAxis(c.hostEnqueueEndNs);
        if (c.hostWaitBeginNs) {
            e["host_wait_begin_ns"] = onAxis(c.hostWaitBeginNs);
            e["host_wait_end_ns"] = onAxis(c.hostWaitEndNs);
        }
    }
    return e;
}

} // namespace

std::optional<std::size_t> jsonTooDeepAt(std::string_view text, std::size_t limit)
{
    std::size_t depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

void checkJsonDepth(std::string_view text, const std::string& what)
{
    if (const std::optional<std::size_t> at = jsonTooDeepAt(text, kMaxJsonDepth))
        throw limitError(what + " nests arrays and objects more than " + std::to_string(kMaxJsonDepth) +
                             " deep (at byte " + std::to_string(*at + 1) + ")",
                         kJsonDepthLimit, kMaxJsonDepth, kMaxJsonDepth + 1);
}

std::string dumpJson(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string jsonEscape(const std::string& s)
{
    const std::string quoted = dumpJson(Json(s));
    return quoted.substr(1, quoted.size() - 2);
}

Json jsonNumber(double v) { return std::isfinite(v) ? Json(v) : Json(nullptr); }

Json deviceJson(const DeviceInfo& d)
{
    return Json{{"id", d.id()},
                {"platform", d.platformName},
                {"platform_vendor", d.platformVendor},
                {"platform_version", d.platformVersion},
                {"name", d.name},
                {"vendor", d.vendor},
                {"version", d.version},
                {"driver_version", d.driverVersion},
                {"opencl_c_version", d.openclCVersion},
                {"type", d.type},
                {"compute_units", std::uint64_t(d.computeUnits)},
                {"max_clock_mhz", std::uint64_t(d.maxClockMHz)},
                {"global_mem_bytes", std::uint64_t(d.globalMemBytes)},
                {"global_mem_cache_bytes", std::uint64_t(d.globalMemCacheBytes)},
                {"local_mem_bytes", std::uint64_t(d.localMemBytes)},
                {"local_mem_type", d.localMemType},
                {"max_mem_alloc_bytes", std::uint64_t(d.maxMemAllocBytes)},
                {"max_constant_buffer_bytes", std::uint64_t(d.maxConstantBufferBytes)},
                {"max_work_group_size", std::uint64_t(d.maxWorkGroupSize)},
                {"max_work_item_sizes", d.maxWorkItemSizes},
                {"preferred_work_group_size_multiple", std::uint64_t(d.preferredWorkGroupSizeMultiple)},
                {"profiling_timer_resolution_ns", std::uint64_t(d.profilingTimerResolutionNs)},
                {"profiling", d.profilingSupported},
                {"non_uniform_work_groups", d.nonUniformWorkGroups},
                {"extensions", d.extensions}};
}

Json variantJson(const Variant& v)
{
    const bool matmul = v.workload == Workload::MatMul;
    return Json{{"name", v.name},
                {"title", v.title},
                {"workload", toString(v.workload)},
                {"metric", v.reportsBandwidth() ? "GB/s" : "GFLOP/s"},
                {"kernel_file", v.kernelFile},
                {"entry_point", v.entryPoint},
                {"course_source", v.courseSource},
                {"lesson", v.lesson},
                {"ndrange", v.shape == NDRangeShape::Rows1D ? "1D" : "2D"},
                {"ndrange_rule", v.ndrangeRule},
                {"local_rule", v.localRule},
                {"defines", v.definesText},
                {"default_local", v.defaultLocal.toString()},
                {"tunable", v.tunable},
                {"default_params", v.tunable ? v.defaultParams.toString() : ""},
                {"available", unavailableReason(v).empty()},
                {"unavailable_reason", unavailableReason(v)},
                {"tolerance_rule", matmul ? matmulToleranceRule(v.tf32) : ""},
                {"flops", matmul                       ? "2*N^3"
                          : v.workload == Workload::Pi ? "6*n"
                                                       : "n per add"}};
}

Json diagnosticJson(const Diagnostic& d)
{
    return Json{{"file", d.file},       {"line", d.line},      {"column", d.column}, {"severity", toString(d.severity)},
                {"message", d.message}, {"context", d.context}};
}

Json errorJson(const Error& e)
{
    const auto orNull = [](const auto& v) { return v ? Json(*v) : Json(nullptr); };
    Json diagnostics = Json::array();
    for (const auto& d : e.diagnostics())
        diagnostics.push_back(diagnosticJson(d));
    return Json{{"kind", toString(e.kind())},
                {"message", e.what()},
                {"limit", e.limit()},
                {"limit_value", orNull(e.limitValue())},
                {"requested", orNull(e.requested())},
                {"cl_call", e.clCall()},
                {"cl_status", orNull(e.clStatus())},
                {"cl_status_name", e.clStatusName()},
                {"diagnostics", diagnostics}};
}

Json runJson(const RunResult& r)
{
    std::uint64_t t0 = 0;
    bool first = true;
    for (const auto& c : r.commands)
        if (first || c.queuedNs < t0) {
            t0 = c.queuedNs;
            first = false;
        }
    // Host times mapped onto the same device-clock axis as the timestamps (trace.hpp explains the
    // mapping); signed, since a host call can begin before the first QUEUED.
    const ClockMapping map = mapDeviceToHost(r);
    const Json events = array(r.commands, [&](const CommandTiming& c) { return eventJson(c, t0, map); });
    // A run that failed before it was timed has no times and no errors: null, never 0.
    const Json kernelMs =
        r.measured
            ? Json{{"min", jsonNumber(r.kernel.minMs)},           {"median", jsonNumber(r.kernel.medianMs)},
                   {"mean", jsonNumber(r.kernel.meanMs)},         {"stddev", jsonNumber(r.kernel.stddevMs)},
                   {"ci_low", columnJson(r, "kernel_ms_ci_low")}, {"ci_high", columnJson(r, "kernel_ms_ci_high")}}
            : Json(nullptr);
    Json samples = Json::array();
    for (double ms : r.kernelSamplesMs)
        samples.push_back(jsonNumber(ms));
    Json local = nullptr; // the local size does not apply (clblast)
    if (r.local.dims == 2)
        local = {r.local.x, r.local.y};
    else if (r.local.applies())
        local = Json::array({r.local.x});
    const Json global = r.local.dims == 2 ? Json{r.globalX, r.globalY} : Json::array({r.globalX});
    Json o;
    auto column = [&](const char* name) { o[name] = columnJson(r, name); };
    for (const char* name : {"timestamp", "app_version", "variant", "workload", "params", "params_source"})
        column(name);
    o["params_note"] = r.paramsNote;
    column("n");
    o["global"] = global;
    o["local"] = local;
    column("device");
    o["device_id"] = r.deviceId;
    for (const char* name : {"platform", "driver", "buffers", "queues"})
        column(name);
    o["queue_note"] = r.queueNote;
    column("warmup");
    column("reps");
    o["kernel_ms"] = kernelMs;
    o["kernel_ms_samples"] = samples;
    o["ci_target"] = r.ciTarget > 0 ? Json(r.ciTarget) : Json(nullptr);
    o["ci_stop"] = r.ciStop == CiStop::NotAsked ? Json(nullptr) : Json(toString(r.ciStop));
    for (const char* name :
         {"gflops", "gflops_ci_low", "gflops_ci_high", "gbps", "gbps_ci_low", "gbps_ci_high", "wall_ms", "write_ms",
          "read_ms", "cpu_ms", "speedup_vs_cpu", "queued_to_submit_us", "submit_to_start_us"})
        column(name);
    o["profiled"] = r.profiled;
    column("verified");
    o["sampled_verification"] = r.sampledVerification;
    column("max_abs_err");
    column("max_rel_err");
    o["tolerance"] = jsonNumber(r.tolerance);
    column("error");
    column("status");
    column("kernel_source_hash");
    o["clock_error_ns"] = map.valid ? Json(map.errorNs) : Json(nullptr);
    o["events"] = events;
    return o;
}

Json peaksJson(const DevicePeaks& p)
{
    auto samples = [](const std::vector<PeakSample>& s) {
        Json out = Json::array();
        for (const auto& x : s)
            out.push_back(Json{{"vector_width", x.vectorWidth},
                               {"value", jsonNumber(x.value)},
                               {"chains", x.chains > 0 ? Json(x.chains) : Json(nullptr)},
                               {"local_size", x.localSize > 0 ? Json(std::uint64_t(x.localSize)) : Json(nullptr)}});
        return out;
    };
    return Json{{"device_key", p.deviceKey},
                {"timestamp", p.timestamp},
                {"bandwidth_method", "read"},
                {"bandwidth_gbs", jsonNumber(p.bandwidthGBs)},
                {"copy_gbs", jsonNumber(p.copyGBs)},
                {"compute_gflops", jsonNumber(p.computeGflops)},
                {"compute_search", "FMA chains per work-item x vector widths x local sizes; the best counts"},
                {"launch_latency_us", jsonNumber(p.launchLatencyUs)},
                {"empty_kernel_us", jsonNumber(p.emptyKernelUs)},
                {"buffer_bytes", p.bufferBytes},
                {"cache_bytes", p.cacheBytes},
                {"fetches_per_work_item", kPeakFetchesPerItem},
                {"bandwidth", samples(p.bandwidth)},
                {"copy", samples(p.copy)},
                {"compute", samples(p.compute)},
                {"tensor_tf32_gflops", p.tensorGflops > 0 ? jsonNumber(p.tensorGflops) : Json(nullptr)},
                {"tensor_instruction", p.tensorGflops > 0 ? Json(p.tensorInstruction) : Json(nullptr)}};
}

std::string peaksToJson(const std::vector<DevicePeaks>& peaks) { return dumpJson(array(peaks, peaksJson)); }

std::string toJson(const DeviceInfo& d) { return dumpJson(deviceJson(d)); }

std::string devicesToJson(const std::vector<DeviceInfo>& devices) { return dumpJson(array(devices, deviceJson)); }

std::string toJson(const Variant& v) { return dumpJson(variantJson(v)); }

std::string variantsToJson(const std::vector<Variant>& variants) { return dumpJson(array(variants, variantJson)); }

std::string toJson(const RunResult& r) { return dumpJson(runJson(r)); }

std::string runsToJson(const std::vector<RunResult>& runs) { return dumpJson(array(runs, runJson)); }

} // namespace ndr
