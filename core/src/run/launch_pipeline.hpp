#pragma once
#include <CL/opencl.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cl/watchdog.hpp"
#include "ndr/progress.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "run/command_timing.hpp"

namespace ndr {

// The commands of one run on its queues, as both runners (matmul_runner, vector_runner) issue
// them: every enqueued command is recorded with its host enqueue interval and completed through
// the watchdog (so a cancel or an overlong command ends the wait), in the order enqueued.
class CommandRecorder {
public:
    CommandRecorder(const QueueSet& qs, bool profiling, Watchdog& watchdog, RunResult& result)
        : qs_(qs), profiling_(profiling), watchdog_(watchdog), result_(result)
    {}

    const QueueSet& queues() const { return qs_; }
    Watchdog& watchdog() { return watchdog_; }
    RunResult& result() { return result_; }

    // A command just enqueued (host time h0 before the enqueue call) on the transfer or the
    // compute queue; it stays pending until complete().
    void enqueued(const cl::Event& ev, const std::string& name, CommandKind kind, bool warm, std::uint64_t bytes,
                  std::int64_t h0, bool onTransfer);
    // The same on the queue of index `queueIndex` (QueueSet's computeIndex, transferIndex, sideIndex).
    void enqueuedOn(const cl::Event& ev, const std::string& name, CommandKind kind, bool warm, std::uint64_t bytes,
                    std::int64_t h0, int queueIndex);
    // Waits for every pending command and appends their timings to the result's commands.
    void complete();
    // complete() after each command when the queue mode runs one command at a time (QueueSet::waitEach).
    void completeIfSerial();
    // Writes `host` into `buffer` on the transfer queue (non-blocking), recorded as "write <name>".
    cl::Event write(const cl::Buffer& buffer, const void* host, std::size_t bytes, const std::string& name);

private:
    const QueueSet& qs_;
    bool profiling_;
    Watchdog& watchdog_;
    RunResult& result_;
    std::vector<PendingCommand> pending_;
};

// One launch of a repetition: an NDRange kernel, or a host call timed on the host clock (a
// library's own kernels, e.g. CLBlast).
struct Launch {
    std::optional<cl::Kernel> kernel;
    cl::NDRange global, local;
    std::string label; // shown after "kernel #k" when a repetition has several launches
    // The inputs' writes it waits for (indices into the writes given to repeat()); nullopt: all.
    std::optional<std::vector<std::size_t>> inputs;
    // false: a kernel that touches nothing the launches before it write, so it waits only for its
    // inputs and runs on QueueSet::side, beside them.
    bool afterPrevious = true;
    // With afterPrevious false: the one earlier launch of the repetition (its index) it still
    // waits for, e.g. the kernel that writes its input.
    std::optional<std::size_t> afterLaunch;
    // Instead of a kernel: runs the call and returns its host begin and end (steady clock, ns).
    std::function<std::pair<std::int64_t, std::int64_t>()> hostCall;
};

// The repetitions of a run: warm-ups then timed ones, each a chain of launches (each launch
// waits for the previous one, unless Launch::afterPrevious is false, and the writes of its
// inputs, so a second or out-of-order queue keeps the order and still overlaps independent work),
// completed before the next; a cancel is looked at between repetitions. Returns the timed
// repetitions' kernel time, the earliest kernel START to the latest END. `beforeLaunch` may
// enqueue a command the launch must wait for (e.g. zeroing C) and returns its event.
class RepetitionLoop {
public:
    using BeforeLaunch = std::function<std::optional<cl::Event>(const std::string& launch, bool warm)>;

    RepetitionLoop(CommandRecorder& recorder, const std::vector<Launch>& launches, std::vector<cl::Event> writes)
        : rec_(recorder), launches_(launches), writes_(std::move(writes))
    {}
    void setBeforeLaunch(BeforeLaunch hook) { before_ = std::move(hook); }
    // Names each launch to the watchdog before it is enqueued (the kernel runner reports it).
    void announceLaunches(bool on) { announce_ = on; }

    std::vector<double> run(const RunRequest& req, const ProgressFn& progress, std::string& stage);
    // The events of the last repetition's last launch: what a read-back waits for.
    const std::vector<cl::Event>& lastLaunch() const { return last_; }

private:
    // One repetition (warm-up or timed), completed; returns its kernel time in ms.
    double repetition(int rep, const RunRequest& req, std::string& stage);
    void runOne(int rep, const RunRequest& req, std::string& stage);
    // More timed repetitions until the interval meets the target or a budget runs out; records
    // the target and why it stopped in the result.
    void untilTarget(const CiTarget& target, const RunRequest& req, const ProgressFn& progress, std::string& stage,
                     std::vector<double>& timedMs);

    CommandRecorder& rec_;
    const std::vector<Launch>& launches_;
    std::vector<cl::Event> writes_;
    BeforeLaunch before_;
    bool announce_ = false;
    std::vector<cl::Event> last_;
};

} // namespace ndr
