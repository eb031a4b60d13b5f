#include "run/launch_pipeline.hpp"

#include <algorithm>
#include <climits>
#include <cstdio>

#include "base/steady_clock.hpp"
#include "ndr/statistics.hpp"

namespace ndr {

void CommandRecorder::enqueued(const cl::Event& ev, const std::string& name, CommandKind kind, bool warm,
                               std::uint64_t bytes, std::int64_t h0, bool onTransfer)
{
    enqueuedOn(ev, name, kind, warm, bytes, h0, onTransfer ? qs_.transferIndex : qs_.computeIndex);
}

void CommandRecorder::enqueuedOn(const cl::Event& ev, const std::string& name, CommandKind kind, bool warm,
                                 std::uint64_t bytes, std::int64_t h0, int queueIndex)
{
    pending_.push_back({ev, name, kind, warm, bytes, h0, steadyNs(), queueIndex});
}

void CommandRecorder::complete() { completeCommands(pending_, profiling_, result_.commands, watchdog_); }

void CommandRecorder::completeIfSerial()
{
    if (qs_.waitEach)
        complete();
}

cl::Event CommandRecorder::write(const cl::Buffer& buffer, const void* host, std::size_t bytes, const std::string& name)
{
    cl::Event ev;
    const std::int64_t h0 = steadyNs();
    qs_.transfer->enqueueWriteBuffer(buffer, CL_FALSE, 0, bytes, host, nullptr, &ev);
    enqueued(ev, name, CommandKind::Write, false, bytes, h0, true);
    return ev;
}

std::vector<double> RepetitionLoop::run(const RunRequest& req, const ProgressFn& progress, std::string& stage)
{
    const int total = req.warmup + req.reps;
    std::vector<double> timedMs;
    for (int rep = 0; rep < total; ++rep) {
        const bool warm = rep < req.warmup;
        const double ms = repetition(rep, req, stage);
        if (!warm)
            timedMs.push_back(ms);
        if (progress)
            progress((req.targetCi ? 0.05 : 0.1) + (req.targetCi ? 0.4 : 0.8) * double(rep + 1) / double(total),
                     warm ? "warm-up " + std::to_string(rep + 1) + "/" + std::to_string(req.warmup)
                          : "repetition " + std::to_string(rep - req.warmup + 1) + "/" + std::to_string(req.reps));
    }
    if (req.targetCi)
        untilTarget(*req.targetCi, req, progress, stage, timedMs);
    return timedMs;
}

void RepetitionLoop::untilTarget(const CiTarget& target, const RunRequest& req, const ProgressFn& progress,
                                 std::string& stage, std::vector<double>& timedMs)
{
    RunResult& r = rec_.result();
    r.ciTarget = target.halfWidth;
    const std::int64_t begin = steadyNs();
    const std::size_t maxReps = std::size_t(std::max(1, target.maxReps));
    while (true) {
        const std::optional<Interval> ci = medianInterval(timedMs);
        const double width = ci ? ci->relativeHalfWidth(median(timedMs)) : 1.0;
        if (ci && width <= target.halfWidth) {
            r.ciStop = CiStop::Reached;
            return;
        }
        if (timedMs.size() >= maxReps) {
            r.ciStop = maxReps < 2 ? CiStop::TooFew : CiStop::RepBudget;
            return;
        }
        if (double(steadyNs() - begin) * 1e-9 >= target.maxSeconds) {
            r.ciStop = CiStop::TimeBudget;
            return;
        }
        // A tenth more repetitions between looks at the interval (each look is a bootstrap).
        const std::size_t next = std::min(maxReps, std::max(timedMs.size() + 1, timedMs.size() * 11 / 10));
        while (timedMs.size() < next) {
            timedMs.push_back(repetition(req.warmup + int(timedMs.size()), req, stage));
            if (double(steadyNs() - begin) * 1e-9 >= target.maxSeconds)
                break;
        }
        if (progress) {
            char text[160];
            std::snprintf(text, sizeof text, "repetition %zu: interval ±%.1f %%, target ±%.1f %%", timedMs.size(),
                          100 * width, 100 * target.halfWidth);
            const double done = std::max(double(timedMs.size()) / double(maxReps),
                                         double(steadyNs() - begin) * 1e-9 / std::max(1e-9, target.maxSeconds));
            progress(0.45 + 0.45 * std::min(1.0, done), text);
        }
    }
}

double RepetitionLoop::repetition(int rep, const RunRequest& req, std::string& stage)
{
    try {
        rec_.watchdog().checkCancel();
    } catch (...) {
        // Writes of an out-of-order start may still be reading host memory: wait for them
        // through the watchdog (a cancel there parks the queue and the inputs) first.
        rec_.complete();
        throw;
    }
    const std::size_t first = rec_.result().commands.size();
    runOne(rep, req, stage);
    rec_.complete(); // one repetition at a time: a cancel is seen between them
    // From the first kernel's START to the last one's END (writes still pending from an
    // out-of-order start, or zeroing C, complete here too but are not kernel time).
    std::uint64_t start = UINT64_MAX, end = 0;
    const auto& commands = rec_.result().commands;
    for (std::size_t c = first; c < commands.size(); ++c)
        if (commands[c].kind == CommandKind::Kernel) {
            start = std::min(start, commands[c].startNs);
            end = std::max(end, commands[c].endNs);
        }
    return double(end - start) * 1e-6;
}

void RepetitionLoop::runOne(int rep, const RunRequest& req, std::string& stage)
{
    const bool warm = rep < req.warmup;
    const std::string base =
        warm ? "warm-up #" + std::to_string(rep + 1) : "kernel #" + std::to_string(rep - req.warmup + 1);
    const QueueSet& qs = rec_.queues();
    // What the next launch waits for: the last launch, and those beside it since.
    std::vector<cl::Event> previous;
    std::vector<cl::Event> own(launches_.size()); // each launch's event (none for a host call)
    bool besideAny = false;
    for (std::size_t li = 0; li < launches_.size(); ++li) {
        const Launch& l = launches_[li];
        const std::string name = launches_.size() > 1 ? base + " " + l.label : base;
        stage = "running the kernel";
        if (l.hostCall) {
            // Wall clock around the whole call; on the host clock until the read gives the mapping.
            const auto [h0, h1] = l.hostCall();
            CommandTiming t;
            t.name = name;
            t.warmup = warm;
            t.queue = qs.computeIndex;
            t.hostEnqueueBeginNs = h0;
            t.hostEnqueueEndNs = h1;
            t.hostTimed = true;
            t.queuedNs = t.submitNs = t.startNs = std::uint64_t(h0);
            t.endNs = std::uint64_t(h1);
            rec_.result().commands.push_back(t);
            continue;
        }
        std::vector<cl::Event> deps = l.afterPrevious ? previous : std::vector<cl::Event>{};
        if (!l.afterPrevious && l.afterLaunch && *l.afterLaunch < li && own[*l.afterLaunch]())
            deps.push_back(own[*l.afterLaunch]);
        if (l.inputs) {
            for (std::size_t input : *l.inputs)
                if (input < writes_.size())
                    deps.push_back(writes_[input]);
        } else {
            deps.insert(deps.end(), writes_.begin(), writes_.end());
        }
        if (before_)
            if (std::optional<cl::Event> ev = before_(name, warm)) {
                deps.push_back(*ev);
                stage = "running the kernel";
            }
        if (announce_)
            rec_.watchdog().starting(name);
        const bool beside = !l.afterPrevious && qs.side;
        besideAny = besideAny || beside;
        cl::Event ev;
        const std::int64_t h0 = steadyNs();
        (beside ? qs.side : qs.compute)
            ->enqueueNDRangeKernel(*l.kernel, cl::NullRange, l.global, l.local, deps.empty() ? nullptr : &deps, &ev);
        rec_.enqueuedOn(ev, name, CommandKind::Kernel, warm, 0, h0, beside ? qs.sideIndex : qs.computeIndex);
        own[li] = ev;
        if (l.afterPrevious)
            previous = {ev};
        else
            previous.push_back(ev);
    }
    // Hand both queues to the device now: a launch beside the others waits on another queue's
    // event, and an implementation may hold it back until someone waits for it (at the end of the
    // repetition, after the launches it should run beside).
    if (besideAny) {
        qs.compute->flush();
        qs.side->flush();
    }
    last_ = previous;
}

} // namespace ndr
