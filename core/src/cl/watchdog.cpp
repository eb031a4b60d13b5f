#include "cl/watchdog.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#include "ndr/errors.hpp"

namespace ndr {

std::string formatSeconds(double s)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g s", s);
    return buf;
}

void Watchdog::checkCancel() const
{
    if (cancel_.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
}

void Watchdog::wait(const cl::Event& ev, const std::string& what)
{
    using Clock = std::chrono::steady_clock;
    // Without a flush an implementation may hold the command back until someone waits for it.
    cl::CommandQueue queue = ev.getInfo<CL_EVENT_COMMAND_QUEUE>();
    queue.flush();
    struct Observed {
        const WaitObserver& observer;
        const std::string& what;
        Observed(const WaitObserver& o, const std::string& w) : observer(o), what(w)
        {
            if (observer)
                observer(what, WaitPhase::Begins);
        }
        ~Observed()
        {
            if (observer)
                observer(what, WaitPhase::Ends);
        }
    } observed(observer_, what);
    auto start = Clock::now();
    bool running = false;
    const auto limit = std::chrono::duration<double>(timeoutS_);
    const auto startLimit = std::chrono::duration<double>(watchdogStartLimit(timeoutS_, startBoundS_));
    // Start polling fast (short kernels would otherwise gain the sleep in wall-clock timings) and
    // back off to 2 ms, a negligible load for the seconds a long kernel takes.
    auto nap = std::chrono::microseconds(10);
    for (;;) {
        const cl_int status = ev.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>();
        if (status == CL_COMPLETE)
            return;
        if (status < 0)
            throw cl::Error(status, "clWaitForEvents"); // the caller's openclFailure names the stage
        if (cancel_.cancelled()) {
            gaveUp_ = true;
            throw Error(ErrorKind::Cancelled,
                        "cancelled while " + what + " was running (the device finishes it in the background)");
        }
        if (!running && (status == CL_RUNNING || !countFromRunning_)) {
            running = true;
            start = Clock::now();
            if (observer_)
                observer_(what, WaitPhase::Running);
        }
        if (!running && Clock::now() - start > startLimit) {
            gaveUp_ = true;
            throw runtimeError(what + " did not start within " +
                               formatSeconds(watchdogStartLimit(timeoutS_, startBoundS_)) +
                               ": the device kept it queued, perhaps behind an abandoned kernel that still runs")
                .withLimit(kWatchdogStartLimit, std::uint64_t(watchdogStartLimit(timeoutS_, startBoundS_) * 1000));
        }
        if (running && Clock::now() - start > limit) {
            gaveUp_ = true;
            throw runtimeError(what + " exceeded the " + formatSeconds(timeoutS_) +
                               " watchdog (--timeout-s) and was abandoned: OpenCL cannot stop a running kernel, so "
                               "the device may stay busy until it ends; the next run uses a new command queue")
                .withLimit(kWatchdogLimit, std::uint64_t(timeoutS_ * 1000),
                           std::uint64_t(std::chrono::duration<double, std::milli>(Clock::now() - start).count()));
        }
        std::this_thread::sleep_for(nap);
        nap = std::min(nap * 2, std::chrono::microseconds(2000));
    }
}

} // namespace ndr
