#include "ndr/json.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/trace.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace ndr {

namespace {

std::string num(double v)
{
    if (!std::isfinite(v))
        return "null"; // JSON has no NaN/Infinity
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

std::string quote(const std::string& s) { return "\"" + jsonEscape(s) + "\""; }

// A result column's value (the schema shared with the CSV files) as JSON: text quoted, numbers
// bare, an unknown value (empty field) or a non-finite number null.
std::string columnJson(const RunResult& r, const std::string& name)
{
    const ResultColumn& c = resultColumn(name);
    const std::string v = c.get(r);
    if (c.type == ColumnType::Text)
        return quote(v);
    if (c.type == ColumnType::Boolean)
        return v;
    double d = 0;
    const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
    return !v.empty() && ec == std::errc() && p == v.data() + v.size() && std::isfinite(d) ? v : "null";
}

// Tiny object builder: keeps field order and commas right without a JSON dependency.
class Obj {
public:
    Obj& raw(const std::string& k, const std::string& v)
    {
        body_ += (body_.empty() ? "" : ",") + quote(k) + ":" + v;
        return *this;
    }
    Obj& s(const std::string& k, const std::string& v) { return raw(k, quote(v)); }
    Obj& n(const std::string& k, double v) { return raw(k, num(v)); }
    Obj& u(const std::string& k, std::uint64_t v) { return raw(k, std::to_string(v)); }
    Obj& b(const std::string& k, bool v) { return raw(k, v ? "true" : "false"); }
    // The result column of that name (its CSV and JSON name are the same).
    Obj& column(const RunResult& r, const std::string& name) { return raw(name, columnJson(r, name)); }
    std::string str() const { return "{" + body_ + "}"; }

private:
    std::string body_;
};

template <class T, class F> std::string array(const std::vector<T>& items, F f)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? "," : "") + f(items[i]);
    return out + "]";
}

} // namespace

std::string jsonEscape(const std::string& s)
{
    std::string out;
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out;
}

std::string toJson(const DeviceInfo& d)
{
    Obj o;
    o.s("id", d.id())
        .s("platform", d.platformName)
        .s("platform_vendor", d.platformVendor)
        .s("platform_version", d.platformVersion)
        .s("name", d.name)
        .s("vendor", d.vendor)
        .s("version", d.version)
        .s("driver_version", d.driverVersion)
        .s("opencl_c_version", d.openclCVersion)
        .s("type", d.type)
        .u("compute_units", d.computeUnits)
        .u("max_clock_mhz", d.maxClockMHz)
        .u("global_mem_bytes", d.globalMemBytes)
        .u("global_mem_cache_bytes", d.globalMemCacheBytes)
        .u("local_mem_bytes", d.localMemBytes)
        .s("local_mem_type", d.localMemType)
        .u("max_mem_alloc_bytes", d.maxMemAllocBytes)
        .u("max_constant_buffer_bytes", d.maxConstantBufferBytes)
        .u("max_work_group_size", d.maxWorkGroupSize)
        .raw("max_work_item_sizes", array(d.maxWorkItemSizes, [](std::size_t v) { return std::to_string(v); }))
        .u("preferred_work_group_size_multiple", d.preferredWorkGroupSizeMultiple)
        .u("profiling_timer_resolution_ns", d.profilingTimerResolutionNs)
        .b("profiling", d.profilingSupported)
        .b("non_uniform_work_groups", d.nonUniformWorkGroups)
        .raw("extensions", array(d.extensions, [](const std::string& e) { return quote(e); }));
    return o.str();
}

std::string devicesToJson(const std::vector<DeviceInfo>& devices)
{
    return array(devices, [](const DeviceInfo& d) { return toJson(d); });
}

std::string toJson(const Variant& v)
{
    Obj o;
    o.s("name", v.name)
        .s("title", v.title)
        .s("workload", toString(v.workload))
        .s("metric", v.reportsBandwidth() ? "GB/s" : "GFLOP/s")
        .s("kernel_file", v.kernelFile)
        .s("entry_point", v.entryPoint)
        .s("course_source", v.courseSource)
        .s("lesson", v.lesson)
        .s("ndrange", v.shape == NDRangeShape::Rows1D ? "1D" : "2D")
        .s("ndrange_rule", v.ndrangeRule)
        .s("local_rule", v.localRule)
        .s("defines", v.definesText)
        .s("default_local", v.defaultLocal.toString())
        .b("tunable", v.tunable)
        .s("default_params", v.tunable ? v.defaultParams.toString() : "")
        .b("available", unavailableReason(v).empty())
        .s("unavailable_reason", unavailableReason(v))
        .s("tolerance_rule", v.workload == Workload::MatMul ? matmulToleranceRule(v.tf32) : "")
        .s("flops", v.workload == Workload::MatMul ? "2*N^3"
                    : v.workload == Workload::Pi   ? "6*n"
                                                   : "n per add");
    return o.str();
}

std::string variantsToJson(const std::vector<Variant>& variants)
{
    return array(variants, [](const Variant& v) { return toJson(v); });
}

std::string toJson(const RunResult& r)
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
    const std::string events = array(r.commands, [t0, map](const CommandTiming& c) {
        auto onAxis = [&](std::int64_t hostNs) { return std::to_string(hostNs + map.offsetNs - std::int64_t(t0)); };
        Obj e;
        e.s("command", c.name)
            .s("kind", toString(c.kind))
            .b("warmup", c.warmup)
            .u("bytes", c.bytes)
            .u("queued_ns", c.queuedNs - t0)
            .u("submit_ns", c.submitNs - t0)
            .u("start_ns", c.startNs - t0)
            .u("end_ns", c.endNs - t0)
            .u("queue", std::uint64_t(c.queue))
            .b("host_timed", c.hostTimed);
        if (map.valid && c.hostEnqueueBeginNs) {
            e.raw("host_enqueue_begin_ns", onAxis(c.hostEnqueueBeginNs))
                .raw("host_enqueue_end_ns", onAxis(c.hostEnqueueEndNs));
            if (c.hostWaitBeginNs)
                e.raw("host_wait_begin_ns", onAxis(c.hostWaitBeginNs)).raw("host_wait_end_ns", onAxis(c.hostWaitEndNs));
        }
        return e.str();
    });
    Obj k;
    k.n("min", r.kernel.minMs).n("median", r.kernel.medianMs).n("mean", r.kernel.meanMs).n("stddev", r.kernel.stddevMs);
    std::string local = "null"; // the local size does not apply (clblast)
    if (r.local.dims == 2)
        local = "[" + std::to_string(r.local.x) + "," + std::to_string(r.local.y) + "]";
    else if (r.local.applies())
        local = "[" + std::to_string(r.local.x) + "]";
    Obj o;
    o.column(r, "timestamp")
        .column(r, "app_version")
        .column(r, "variant")
        .column(r, "workload")
        .column(r, "params")
        .column(r, "params_source")
        .s("params_note", r.paramsNote)
        .column(r, "n")
        .raw("global", r.local.dims == 2 ? "[" + std::to_string(r.globalX) + "," + std::to_string(r.globalY) + "]"
                                         : "[" + std::to_string(r.globalX) + "]")
        .raw("local", local)
        .column(r, "device")
        .s("device_id", r.deviceId)
        .column(r, "platform")
        .column(r, "driver")
        .column(r, "buffers")
        .column(r, "queues")
        .s("queue_note", r.queueNote)
        .column(r, "warmup")
        .column(r, "reps")
        // A run that failed before it was timed has no times and no errors: null, never 0.
        .raw("kernel_ms", r.measured ? k.str() : "null")
        .column(r, "gflops")
        .column(r, "gbps")
        .column(r, "wall_ms")
        .column(r, "write_ms")
        .column(r, "read_ms")
        .column(r, "cpu_ms")
        .column(r, "speedup_vs_cpu")
        .column(r, "queued_to_submit_us")
        .column(r, "submit_to_start_us")
        .b("profiled", r.profiled)
        .column(r, "verified")
        .b("sampled_verification", r.sampledVerification)
        .column(r, "max_abs_err")
        .column(r, "max_rel_err")
        .n("tolerance", r.tolerance)
        .column(r, "error")
        .column(r, "status")
        .raw("clock_error_ns", map.valid ? std::to_string(map.errorNs) : "null")
        .raw("events", events);
    return o.str();
}

std::string runsToJson(const std::vector<RunResult>& runs)
{
    return array(runs, [](const RunResult& r) { return toJson(r); });
}

} // namespace ndr
