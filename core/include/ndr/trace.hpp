#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ndr/clock_mapping.hpp" // stagesOf, mapDeviceToHost: the clocks the trace is drawn on
#include "ndr/queue_rows.hpp"
#include "ndr/run_result.hpp"

namespace ndr {

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
