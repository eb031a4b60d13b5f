#pragma once
// Timing pieces shared by the workload runners: the host clock, one command's four timestamps,
// and the statistics every run reports from its timed repetitions.
#include <CL/opencl.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "base/steady_clock.hpp"
#include "cl/watchdog.hpp"
#include "ndr/run_result.hpp"
#include "ndr/variant.hpp"

namespace ndr {

// A command whose event has completed, with its host enqueue interval. Without a profiling queue
// the host clock around enqueue and wait stands in (the run is then labelled profiled=false).
CommandTiming commandTiming(const cl::Event& done, bool profiling, const std::string& name, CommandKind kind,
                            bool warmup, std::uint64_t bytes, std::int64_t hostEnqueueBegin,
                            std::int64_t hostEnqueueEnd);

// The queues of one run (ndr::QueueMode): kernels go to `compute`, writes and reads to `transfer`
// (the same queue unless TwoQueues). Runners order dependent commands with event wait lists in
// every mode, so results stay correct on out-of-order and split queues alike.
struct QueueSet {
    cl::CommandQueue* compute = nullptr;
    cl::CommandQueue* transfer = nullptr;
    int computeIndex = 0, transferIndex = 0;
    // Where a kernel that need not wait for the launch before it (Launch::afterPrevious false) runs,
    // so that the device may run both at once: a second in-order queue, or the out-of-order queue
    // itself; nullptr: `compute`.
    cl::CommandQueue* side = nullptr;
    int sideIndex = 0;
    // InOrder: every command is waited for right after its enqueue (the course's sequence, and
    // the timings the README reports). Otherwise independent commands are enqueued together.
    bool waitEach = true;
};

// An enqueued command whose event has not been waited for yet.
struct PendingCommand {
    cl::Event event;
    std::string name;
    CommandKind kind = CommandKind::Kernel;
    bool warmup = false;
    std::uint64_t bytes = 0;
    std::int64_t hostEnqueueBegin = 0, hostEnqueueEnd = 0;
    int queue = 0;
};

// Waits (through the watchdog) for all pending commands and appends their timings, each carrying
// that host wait interval and its queue index; clears `pending`.
void completeCommands(std::vector<PendingCommand>& pending, bool profiling, std::vector<CommandTiming>& out,
                      Watchdog& watchdog);

// Puts the host-timed commands (CommandTiming::hostTimed, still on the host steady clock) on the
// device clock of the others, with the mapping those device-profiled commands give
// (mapDeviceToHost), so that every command of the run is on one clock. Without profiling every
// command is on the host clock already and nothing changes.
void placeHostTimedCommands(std::vector<CommandTiming>& commands, bool profiling);

// Kernel statistics, GFLOP/s and GB/s from the median, and the mean queue stages of the timed
// kernel commands.
void fillKernelStatistics(RunResult& r, const Variant& v, std::size_t n, const LocalSize& local,
                          const std::vector<double>& timedMs);

} // namespace ndr
