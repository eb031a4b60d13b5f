#pragma once
#include <cstdint>
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

// The three stages between the four OpenCL timestamps of one command.
struct StageDurations {
    double queueWaitUs = 0;     // QUEUED -> SUBMIT: waiting in the host-side queue
    double launchLatencyUs = 0; // SUBMIT -> START: handed to the device, not yet running
    double executionUs = 0;     // START -> END
};
StageDurations stagesOf(const CommandTiming& c);

// Maps the device clock of one run onto the host steady clock. The runtime stamps QUEUED while
// clEnqueue* runs on the host, so for every command QUEUED lies inside the host interval
// [hostEnqueueBegin, hostEnqueueEnd]: each command bounds the offset to an interval, and the
// offset is the middle of their intersection, errorNs its half-width (the shortest enqueue call
// decides it, typically a few µs). Where the intervals do not intersect (lo > hi), the offset is
// still the middle of [hi, lo], every QUEUED maps into its call give or take (lo - hi) / 2, and
// errorNs is that plus the widest call. Either way every mapped QUEUED lies within errorNs of its
// host enqueue call.
// Host-timed commands (CommandTiming::hostTimed) were placed with this mapping and are no
// evidence for it: they are left out, and a run of host-timed commands only maps with offset 0.
struct ClockMapping {
    std::int64_t offsetNs = 0; // device = host + offsetNs
    std::int64_t errorNs = 0;
    bool valid = false; // false when the run has no commands (e.g. imported from CSV)
    std::int64_t toHost(std::uint64_t deviceNs) const { return std::int64_t(deviceNs) - offsetNs; }
};
ClockMapping mapDeviceToHost(const std::vector<CommandTiming>& commands);
ClockMapping mapDeviceToHost(const RunResult& run);

} // namespace ndr
