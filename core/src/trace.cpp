#include "ndr/trace.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>

#include "ndr/json.hpp"

namespace ndr {

StageDurations stagesOf(const CommandTiming& c)
{
    StageDurations s;
    s.queueWaitUs = double(c.submitNs - c.queuedNs) * 1e-3;
    s.launchLatencyUs = double(c.startNs - c.submitNs) * 1e-3;
    s.executionUs = double(c.endNs - c.startNs) * 1e-3;
    return s;
}

ClockMapping mapDeviceToHost(const RunResult& run)
{
    ClockMapping m;
    // QUEUED is stamped while clEnqueue* runs, so for every command
    //   queued - hostEnqueueEnd <= offset <= queued - hostEnqueueBegin.
    // The intersection of those intervals is the tightest bound the data gives: one short
    // enqueue call pins the offset even when others (the first launch compiles) take ms.
    std::vector<std::int64_t> offsets;
    std::int64_t lo = INT64_MIN, hi = INT64_MAX, halfWidth = 0;
    for (const auto& c : run.commands) {
        if (c.hostEnqueueEndNs < c.hostEnqueueBeginNs || c.hostEnqueueBeginNs == 0)
            continue;
        const std::int64_t q = std::int64_t(c.queuedNs);
        lo = std::max(lo, q - c.hostEnqueueEndNs);
        hi = std::min(hi, q - c.hostEnqueueBeginNs);
        const std::int64_t mid = c.hostEnqueueBeginNs + (c.hostEnqueueEndNs - c.hostEnqueueBeginNs) / 2;
        offsets.push_back(q - mid);
        halfWidth = std::max(halfWidth, (c.hostEnqueueEndNs - c.hostEnqueueBeginNs) / 2);
    }
    if (offsets.empty())
        return m;
    m.valid = true;
    if (lo <= hi) {
        m.offsetNs = lo + (hi - lo) / 2;
        m.errorNs = (hi - lo) / 2 + 1;
        return m;
    }
    // Inconsistent intervals (a runtime that stamps QUEUED outside the call, or clock drift):
    // the median estimate, with the widest half-interval plus the spread as the bound.
    std::sort(offsets.begin(), offsets.end());
    m.offsetNs = offsets[offsets.size() / 2];
    m.errorNs = halfWidth + (offsets.back() - offsets.front()) / 2;
    return m;
}

namespace {

std::string num(double v)
{
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string q(const std::string& s) { return "\"" + jsonEscape(s) + "\""; }

} // namespace

int stageTid(int queue, int stage) { return 2 + 3 * queue + stage; }

std::string queueName(const RunResult& r, int queue)
{
    if (r.queues == QueueMode::TwoQueues)
        return queue == 0 ? "queue 0 (kernels)" : "queue 1 (transfers)";
    if (r.queues == QueueMode::OutOfOrder)
        return "queue 0 (out-of-order)";
    return "queue " + std::to_string(queue);
}

namespace {

} // namespace

std::string toChromeTrace(const std::vector<RunResult>& runs)
{
    // Time zero: the earliest host enqueue of all runs, so every run keeps its place in time.
    std::int64_t zero = INT64_MAX;
    for (const auto& r : runs)
        for (const auto& c : r.commands)
            if (c.hostEnqueueBeginNs)
                zero = std::min(zero, c.hostEnqueueBeginNs);
    std::string out = "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[";
    bool first = true;
    auto emit = [&](const std::string& e) {
        out += (first ? "" : ",\n") + e;
        first = false;
    };
    const char* stageNames[] = {"queued \xE2\x86\x92 submit", "submit \xE2\x86\x92 start", "start \xE2\x86\x92 end"};
    for (std::size_t ri = 0; ri < runs.size(); ++ri) {
        const RunResult& r = runs[ri];
        const ClockMapping map = mapDeviceToHost(r);
        if (!map.valid)
            continue;
        const int pid = int(ri) + 1;
        const std::string runName = r.variant + " N=" + std::to_string(r.n) + " local " + r.local.toString() + " (" +
                                    toString(r.buffers) + ", " + toString(r.queues) + ")";
        emit("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":" + std::to_string(pid) +
             ",\"args\":{\"name\":" + q(runName) + "}}");
        emit("{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":" + std::to_string(pid) +
             ",\"args\":{\"sort_index\":" + std::to_string(pid) + "}}");
        // Tracks: 0 host enqueue calls, 1 host waits, then three per queue the run used.
        int queueCount = 1;
        for (const auto& c : r.commands)
            queueCount = std::max(queueCount, c.queue + 1);
        auto track = [&](int tid, const std::string& name) {
            emit("{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":" + std::to_string(pid) + ",\"tid\":" +
                 std::to_string(tid) + ",\"args\":{\"name\":" + q(name) + "}}");
            emit("{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":" + std::to_string(pid) + ",\"tid\":" +
                 std::to_string(tid) + ",\"args\":{\"sort_index\":" + std::to_string(tid) + "}}");
        };
        track(0, "host: clEnqueue* calls");
        track(1, "host: waits");
        const char* stageTrack[] = {": queued \xE2\x86\x92 submit", ": submit \xE2\x86\x92 start", ": execution"};
        for (int qi = 0; qi < queueCount; ++qi)
            for (int s = 0; s < 3; ++s)
                track(stageTid(qi, s), queueName(r, qi) + stageTrack[s]);
        auto us = [&](std::int64_t hostNs) { return num(double(hostNs - zero) * 1e-3); };
        std::int64_t lastWaitBegin = -1, lastWaitEnd = -1;
        for (const auto& c : r.commands) {
            const std::string args = "{\"variant\":" + q(r.variant) + ",\"n\":" + std::to_string(r.n) +
                                     ",\"local\":" + q(r.local.toString()) + ",\"buffers\":" + q(toString(r.buffers)) +
                                     ",\"queues\":" + q(toString(r.queues)) + ",\"queue\":" + std::to_string(c.queue) +
                                     ",\"kind\":" + q(toString(c.kind)) +
                                     ",\"warmup\":" + (c.warmup ? "true" : "false") + ",\"bytes\":" +
                                     std::to_string(c.bytes) + ",\"queued_ns\":" + std::to_string(c.queuedNs) +
                                     ",\"submit_ns\":" + std::to_string(c.submitNs) + ",\"start_ns\":" +
                                     std::to_string(c.startNs) + ",\"end_ns\":" + std::to_string(c.endNs) +
                                     ",\"clock_error_ns\":" + std::to_string(map.errorNs) + "}";
            emit("{\"ph\":\"X\",\"cat\":\"host\",\"name\":" + q("enqueue " + c.name) + ",\"pid\":" +
                 std::to_string(pid) + ",\"tid\":0,\"ts\":" + us(c.hostEnqueueBeginNs) + ",\"dur\":" +
                 num(double(c.hostEnqueueEndNs - c.hostEnqueueBeginNs) * 1e-3) + ",\"args\":" + args + "}");
            // Commands waited for together share one wait: emit it once.
            if (c.hostWaitBeginNs && (c.hostWaitBeginNs != lastWaitBegin || c.hostWaitEndNs != lastWaitEnd)) {
                emit("{\"ph\":\"X\",\"cat\":\"host wait\",\"name\":" + q("wait " + c.name) + ",\"pid\":" +
                     std::to_string(pid) + ",\"tid\":1,\"ts\":" + us(c.hostWaitBeginNs) + ",\"dur\":" +
                     num(double(c.hostWaitEndNs - c.hostWaitBeginNs) * 1e-3) + "}");
                lastWaitBegin = c.hostWaitBeginNs;
                lastWaitEnd = c.hostWaitEndNs;
            }
            const std::uint64_t bounds[] = {c.queuedNs, c.submitNs, c.startNs, c.endNs};
            for (int s = 0; s < 3; ++s)
                emit("{\"ph\":\"X\",\"cat\":" + q(stageNames[s]) + ",\"name\":" + q(c.name) + ",\"pid\":" +
                     std::to_string(pid) + ",\"tid\":" + std::to_string(stageTid(c.queue, s)) + ",\"ts\":" +
                     us(map.toHost(bounds[s])) + ",\"dur\":" + num(double(bounds[s + 1] - bounds[s]) * 1e-3) +
                     ",\"args\":" + args + "}");
        }
    }
    return out + "\n]}\n";
}

} // namespace ndr
