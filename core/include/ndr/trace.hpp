#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ndr/queue_rows.hpp"
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

// Chrome Trace Event JSON (opens in Perfetto and chrome://tracing). Each run is a process
// ("tiled N=1024 local 16x16 (copy, inorder)"); its tracks (threads) are the host enqueue calls
// (tid 0), the host waits (tid 1, one event per wait) and, for every row (ndr::queueRows) of
// every queue the run used, one track per stage (stageTid): commands that overlap on one queue
// are on different rows, so no two complete ("X") events of one track partially overlap. Each
// command contributes one host enqueue event and one complete event per stage with args
// (variant, N, local size, buffers, queue, row, bytes, the raw timestamps, host_timed,
// clock_error_ns). All runs share the host steady-clock axis (device times mapped with
// mapDeviceToHost), ts and dur are in µs with ns resolution, zero is the earliest event of all
// runs (so no ts is negative), and events are written in order of ts.
std::string toChromeTrace(const std::vector<RunResult>& runs);

// Track id of a stage (0 queued->submit, 1 submit->start, 2 execution) of one row of a queue.
int stageTid(const QueueRows& rows, int queue, int row, int stage);
// "queue 0", or with the mode's role: "queue 1 (transfers)", "queue 0 (out-of-order)".
std::string queueName(const RunResult& r, int queue);

} // namespace ndr
