#pragma once
#include <cstdint>
#include <string>
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
// decides it, typically a few µs). Where the intervals do not intersect, the median over
// commands of QUEUED - midpoint is used and errorNs is the widest half-interval plus the spread.
struct ClockMapping {
    std::int64_t offsetNs = 0; // device = host + offsetNs
    std::int64_t errorNs = 0;
    bool valid = false;        // false when the run has no commands (e.g. imported from CSV)
    std::int64_t toHost(std::uint64_t deviceNs) const { return std::int64_t(deviceNs) - offsetNs; }
};
ClockMapping mapDeviceToHost(const RunResult& run);

// Chrome Trace Event JSON (opens in Perfetto and chrome://tracing). Each run is a process
// ("tiled N=1024 local 16x16 (copy, inorder)"); its tracks are the host enqueue calls (tid 0),
// the host waits (tid 1, one event per clWaitForEvents) and, for every queue the run used, one
// track per stage (stageTid); each command contributes one host enqueue event and one complete
// ("X") event per stage with args (variant, N, local size, buffers, queue, bytes, the raw
// timestamps). All runs share the host clock axis.
std::string toChromeTrace(const std::vector<RunResult>& runs);

// Track id of a queue's stage (0 queued->submit, 1 submit->start, 2 execution) in the trace.
int stageTid(int queue, int stage);
// "queue 0", or with the mode's role: "queue 1 (transfers)", "queue 0 (out-of-order)".
std::string queueName(const RunResult& r, int queue);

} // namespace ndr
