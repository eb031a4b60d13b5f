#include "run/command_timing.hpp"

#include <algorithm>
#include <chrono>

#include "model/stats.hpp"
#include "ndr/clock_mapping.hpp"

namespace ndr {

CommandTiming commandTiming(const cl::Event& ev, bool profiling, const std::string& name, CommandKind kind, bool warmup,
                            std::uint64_t bytes, std::int64_t h0, std::int64_t h1)
{
    CommandTiming t;
    t.name = name;
    t.kind = kind;
    t.warmup = warmup;
    t.bytes = bytes;
    t.hostEnqueueBeginNs = h0;
    t.hostEnqueueEndNs = h1;
    if (profiling) {
        t.queuedNs = ev.getProfilingInfo<CL_PROFILING_COMMAND_QUEUED>();
        t.submitNs = ev.getProfilingInfo<CL_PROFILING_COMMAND_SUBMIT>();
        t.startNs = ev.getProfilingInfo<CL_PROFILING_COMMAND_START>();
        t.endNs = ev.getProfilingInfo<CL_PROFILING_COMMAND_END>();
    } else {
        t.queuedNs = t.submitNs = std::uint64_t(h0);
        t.startNs = std::uint64_t(h1);
        t.endNs = std::uint64_t(steadyNs());
    }
    return t;
}

void completeCommands(std::vector<PendingCommand>& pending, bool profiling, std::vector<CommandTiming>& out,
                      Watchdog& watchdog)
{
    if (pending.empty())
        return;
    // One bounded wait per command (not clWaitForEvents): past the watchdog limit or on cancel the
    // wait ends with an error naming the command, and the engine abandons the run's queues.
    const std::int64_t w0 = steadyNs();
    for (const auto& p : pending)
        watchdog.wait(p.event, p.name);
    const std::int64_t w1 = steadyNs();
    for (const auto& p : pending) {
        CommandTiming t =
            commandTiming(p.event, profiling, p.name, p.kind, p.warmup, p.bytes, p.hostEnqueueBegin, p.hostEnqueueEnd);
        t.hostWaitBeginNs = w0;
        t.hostWaitEndNs = w1;
        t.queue = p.queue;
        out.push_back(std::move(t));
    }
    pending.clear();
}

void placeHostTimedCommands(std::vector<CommandTiming>& commands, bool profiling)
{
    if (!profiling)
        return;
    const ClockMapping map = mapDeviceToHost(commands); // leaves host-timed commands out
    for (auto& c : commands) {
        if (!c.hostTimed)
            continue;
        // A host time before the device clock's origin cannot be written as a device time:
        // clamped to that origin (a runtime starts its clock before any command, so this is
        // only a guard).
        auto onDevice = [&](std::uint64_t hostNs) {
            return std::uint64_t(std::max<std::int64_t>(0, std::int64_t(hostNs) + map.offsetNs));
        };
        c.queuedNs = onDevice(c.queuedNs);
        c.submitNs = onDevice(c.submitNs);
        c.startNs = onDevice(c.startNs);
        c.endNs = onDevice(c.endNs);
    }
}

void fillKernelStatistics(RunResult& r, const Variant& v, std::size_t n, const LocalSize& local,
                          const std::vector<double>& timedMs)
{
    r.kernel = computeStats(timedMs);
    r.kernelSamplesMs = timedMs;
    if (!timedMs.empty())
        r.reps = int(timedMs.size()); // more than asked where a target for the interval was set
    r.kernelMsCi = medianInterval(timedMs);
    const double medianS = r.kernel.medianMs * 1e-3;
    if (medianS > 0) {
        r.gflops = v.flops(n) / medianS * 1e-9;
        if (v.hasTrafficModel())
            r.gbps = v.bytes(n, local) / medianS * 1e-9;
    }
    // Without profiling timestamps QUEUED, SUBMIT and START are host stand-ins: nothing measured.
    if (!r.profiled)
        return;
    double q2s = 0, s2s = 0;
    int timed = 0;
    for (const auto& cmd : r.commands)
        if (cmd.kind == CommandKind::Kernel && !cmd.warmup) {
            q2s += double(cmd.submitNs - cmd.queuedNs) * 1e-3;
            s2s += double(cmd.startNs - cmd.submitNs) * 1e-3;
            ++timed;
        }
    if (timed) {
        r.queuedToSubmitUs = q2s / timed;
        r.submitToStartUs = s2s / timed;
    }
}

} // namespace ndr
