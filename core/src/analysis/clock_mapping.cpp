#include "ndr/clock_mapping.hpp"

#include <algorithm>
#include <cstdint>

namespace ndr {

StageDurations stagesOf(const CommandTiming& c)
{
    StageDurations s;
    s.queueWaitUs = double(c.submitNs - c.queuedNs) * 1e-3;
    s.launchLatencyUs = double(c.startNs - c.submitNs) * 1e-3;
    s.executionUs = double(c.endNs - c.startNs) * 1e-3;
    return s;
}

ClockMapping mapDeviceToHost(const std::vector<CommandTiming>& commands)
{
    ClockMapping m;
    // QUEUED is stamped while clEnqueue* runs, so for every command
    //   queued - hostEnqueueEnd <= offset <= queued - hostEnqueueBegin.
    // The intersection of those intervals is the tightest bound the data gives: one short
    // enqueue call pins the offset even when others (the first launch compiles) take ms.
    std::int64_t lo = INT64_MIN, hi = INT64_MAX, widest = 0;
    bool anchored = false, hostTimed = false;
    for (const auto& c : commands) {
        if (c.hostTimed) {
            hostTimed = true;
            continue;
        }
        if (c.hostEnqueueEndNs < c.hostEnqueueBeginNs || c.hostEnqueueBeginNs == 0)
            continue;
        const std::int64_t q = std::int64_t(c.queuedNs);
        lo = std::max(lo, q - c.hostEnqueueEndNs);
        hi = std::min(hi, q - c.hostEnqueueBeginNs);
        widest = std::max(widest, c.hostEnqueueEndNs - c.hostEnqueueBeginNs);
        anchored = true;
    }
    if (!anchored) {
        // Nothing device-profiled: host-timed commands are on the host clock itself.
        m.valid = hostTimed;
        return m;
    }
    m.valid = true;
    // The middle of [lo, hi]. Where the intervals do not intersect (lo > hi: a runtime stamping
    // QUEUED outside the call, or a device clock running at another rate than the host's), the
    // same middle is the offset that misses the worst interval least, by (lo - hi) / 2: every
    // QUEUED still maps into its call give or take that, and the offset differs from any one
    // command's true offset by at most that plus the widest call.
    m.offsetNs = lo + (hi - lo) / 2;
    m.errorNs = lo <= hi ? (hi - lo) / 2 + 1 : (lo - hi) / 2 + widest + 1;
    return m;
}

ClockMapping mapDeviceToHost(const RunResult& run) { return mapDeviceToHost(run.commands); }

} // namespace ndr
