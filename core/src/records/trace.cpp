#include "ndr/trace.hpp"

#include <algorithm>
#include <cstdint>

#include "ndr/json.hpp"

namespace ndr {

namespace {

std::string q(const std::string& s) { return "\"" + jsonEscape(s) + "\""; }

// Integer ns as µs with three decimals: exact, so a reader gets the same ns back (Perfetto
// rounds ts * 1000 to the nearest ns) and touching events stay touching.
std::string usFromNs(std::int64_t ns)
{
    const bool negative = ns < 0;
    const std::uint64_t a = negative ? std::uint64_t(0) - std::uint64_t(ns) : std::uint64_t(ns);
    std::string frac = std::to_string(a % 1000);
    frac.insert(0, 3 - frac.size(), '0');
    return (negative ? "-" : "") + std::to_string(a / 1000) + "." + frac;
}

// One complete ("X") event on the host steady clock (ns), written once the trace's zero is known.
struct Complete {
    int pid = 0, tid = 0;
    std::int64_t ts = 0, dur = 0;
    std::string head; // "\"cat\":…,\"name\":…"
    std::string args; // "{…}" or empty
};

const char* const kStageNames[] = {"queued \xE2\x86\x92 submit", "submit \xE2\x86\x92 start", "start \xE2\x86\x92 end"};
const char* const kStageTracks[] = {": queued \xE2\x86\x92 submit", ": submit \xE2\x86\x92 start", ": execution"};

std::string commandArgs(const RunResult& r, const CommandTiming& c, int row, const ClockMapping& map)
{
    return "{\"variant\":" + q(r.variant) + ",\"n\":" + std::to_string(r.n) + ",\"local\":" + q(r.local.toString()) +
           ",\"buffers\":" + q(toString(r.buffers)) + ",\"queues\":" + q(toString(r.queues)) +
           ",\"queue\":" + std::to_string(c.queue) + ",\"row\":" + std::to_string(row) +
           ",\"kind\":" + q(toString(c.kind)) + ",\"warmup\":" + (c.warmup ? "true" : "false") +
           ",\"bytes\":" + std::to_string(c.bytes) + ",\"queued_ns\":" + std::to_string(c.queuedNs) +
           ",\"submit_ns\":" + std::to_string(c.submitNs) + ",\"start_ns\":" + std::to_string(c.startNs) +
           ",\"end_ns\":" + std::to_string(c.endNs) + ",\"host_timed\":" + (c.hostTimed ? "true" : "false") +
           ",\"clock_error_ns\":" + std::to_string(map.errorNs) + "}";
}

// The metadata events naming run `pid` and its tracks.
void nameTracks(const RunResult& r, int pid, const QueueRows& rows, std::vector<std::string>& out)
{
    const std::string p = std::to_string(pid);
    const std::string runName = r.variant + " N=" + std::to_string(r.n) + " local " + r.local.toString() + " (" +
                                toString(r.buffers) + ", " + toString(r.queues) + ")";
    out.push_back("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":" + p + ",\"args\":{\"name\":" + q(runName) + "}}");
    out.push_back("{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":" + p + ",\"args\":{\"sort_index\":" + p +
                  "}}");
    auto track = [&](int tid, const std::string& name) {
        const std::string t = std::to_string(tid);
        out.push_back("{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":" + p + ",\"tid\":" + t +
                      ",\"args\":{\"name\":" + q(name) + "}}");
        out.push_back("{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":" + p + ",\"tid\":" + t +
                      ",\"args\":{\"sort_index\":" + t + "}}");
    };
    track(0, "host: clEnqueue* calls");
    track(1, "host: waits");
    for (int qi = 0; qi < int(rows.rowsPerQueue.size()); ++qi)
        for (int row = 0; row < rows.rowsPerQueue[std::size_t(qi)]; ++row)
            for (int s = 0; s < 3; ++s)
                track(stageTid(rows, qi, row, s),
                      queueName(r, qi) + (row ? ", row " + std::to_string(row + 1) : "") + kStageTracks[s]);
}

// The complete events of one run: host enqueue calls, host waits, and each command's stages on
// the tracks of its row.
void runEvents(const RunResult& r, int pid, const ClockMapping& map, const QueueRows& rows, std::vector<Complete>& out)
{
    std::int64_t lastWaitBegin = -1, lastWaitEnd = -1;
    for (std::size_t i = 0; i < r.commands.size(); ++i) {
        const CommandTiming& c = r.commands[i];
        const std::string args = commandArgs(r, c, rows.row[i], map);
        auto span = [](std::int64_t begin, std::int64_t end) { return std::max<std::int64_t>(0, end - begin); };
        if (c.hostEnqueueBeginNs)
            out.push_back({pid, 0, c.hostEnqueueBeginNs, span(c.hostEnqueueBeginNs, c.hostEnqueueEndNs),
                           "\"cat\":\"host\",\"name\":" + q("enqueue " + c.name), args});
        // Commands waited for together share one wait: emit it once.
        if (c.hostWaitBeginNs && (c.hostWaitBeginNs != lastWaitBegin || c.hostWaitEndNs != lastWaitEnd)) {
            out.push_back({pid, 1, c.hostWaitBeginNs, span(c.hostWaitBeginNs, c.hostWaitEndNs),
                           "\"cat\":\"host wait\",\"name\":" + q("wait " + c.name), ""});
            lastWaitBegin = c.hostWaitBeginNs;
            lastWaitEnd = c.hostWaitEndNs;
        }
        // On the host axis; a stage a runtime reports out of order is drawn as zero-length rather
        // than ending before it starts (the raw timestamps stay in args).
        std::int64_t b[4] = {map.toHost(c.queuedNs), map.toHost(c.submitNs), map.toHost(c.startNs),
                             map.toHost(c.endNs)};
        for (int k = 1; k < 4; ++k)
            b[k] = std::max(b[k], b[k - 1]);
        for (int s = 0; s < 3; ++s)
            out.push_back({pid, stageTid(rows, c.queue, rows.row[i], s), b[s], b[s + 1] - b[s],
                           "\"cat\":" + q(kStageNames[s]) + ",\"name\":" + q(c.name), args});
    }
}

} // namespace

int stageTid(const QueueRows& rows, int queue, int row, int stage)
{
    int before = 0; // rows of the queues before this one
    for (int qi = 0; qi < queue && qi < int(rows.rowsPerQueue.size()); ++qi)
        before += rows.rowsPerQueue[std::size_t(qi)];
    return 2 + 3 * (before + row) + stage;
}

std::string queueName(const RunResult& r, int queue)
{
    if (r.queues == QueueMode::TwoQueues)
        return queue == 0 ? "queue 0 (kernels)" : "queue 1 (transfers)";
    if (r.queues == QueueMode::OutOfOrder)
        return "queue 0 (out-of-order)";
    return "queue " + std::to_string(queue);
}

std::string toChromeTrace(const std::vector<RunResult>& runs)
{
    std::vector<std::string> meta;
    std::vector<Complete> events;
    for (std::size_t ri = 0; ri < runs.size(); ++ri) {
        const RunResult& r = runs[ri];
        const ClockMapping map = mapDeviceToHost(r);
        if (!map.valid || r.commands.empty())
            continue;
        const int pid = int(ri) + 1;
        const QueueRows rows = queueRows(r);
        nameTracks(r, pid, rows, meta);
        runEvents(r, pid, map, rows, events);
    }
    // In order of ts; of two events starting together on one track the longer (the enclosing
    // one) first. Time zero is the earliest event of all runs, so no ts is negative and every
    // run keeps its place in time.
    std::stable_sort(events.begin(), events.end(), [](const Complete& a, const Complete& b) {
        if (a.ts != b.ts)
            return a.ts < b.ts;
        if (a.pid != b.pid || a.tid != b.tid)
            return a.pid != b.pid ? a.pid < b.pid : a.tid < b.tid;
        return a.dur > b.dur;
    });
    const std::int64_t zero = events.empty() ? 0 : events.front().ts;
    std::string out = "{\"traceEvents\":[";
    bool first = true;
    auto emit = [&](const std::string& e) {
        out += (first ? "" : ",\n") + e;
        first = false;
    };
    for (const auto& m : meta)
        emit(m);
    for (const auto& e : events)
        emit("{\"ph\":\"X\"," + e.head + ",\"pid\":" + std::to_string(e.pid) + ",\"tid\":" + std::to_string(e.tid) +
             ",\"ts\":" + usFromNs(e.ts - zero) + ",\"dur\":" + usFromNs(e.dur) +
             (e.args.empty() ? "" : ",\"args\":" + e.args) + "}");
    return out + "\n]}\n";
}

} // namespace ndr
