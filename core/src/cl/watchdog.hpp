#pragma once
// Bounded waits on OpenCL events (engine internals).
#include <CL/opencl.hpp>

#include <functional>
#include <memory>
#include <string>

#include "ndr/cancel_token.hpp"

namespace ndr {

// How long a command may stay queued or submitted before the device reports it running, on a
// device whose limit counts from CL_RUNNING (PoCL): PoCL compiles a kernel's work-group function
// when the command is submitted, which takes seconds to minutes for a large kernel on a loaded
// machine, and none of that is the kernel running.
constexpr double kWatchdogStartBoundS = 300.0;

// The limit on a command that has not started running yet: the start bound, or the run limit if
// that is longer.
inline double watchdogStartLimit(double timeoutS, double startBoundS = kWatchdogStartBoundS)
{
    return timeoutS > startBoundS ? timeoutS : startBoundS;
}

// OpenCL has no way to stop a kernel once it runs, and clFinish/clWaitForEvents block for as long
// as it takes. The runners therefore wait by polling the event's status, so that a kernel running
// past the watchdog limit, or a cancel, ends the *wait*: the run is abandoned with an error, its
// queue and buffers are handed to DeviceRegistry::abandonQueue and released once the device is done.
// With countFromRunning (PoCL) the limit counts from the moment the device reports the command
// running (CL_RUNNING); before that, watchdogStartLimit() bounds the wait, so that a driver
// compiling on first launch is not mistaken for a kernel that never ends. Other drivers need not
// report CL_RUNNING at all (NVIDIA's keeps a running kernel CL_SUBMITTED), so there the limit
// counts from the start of the wait.
class Watchdog {
public:
    enum class WaitPhase { Begins, Running, Ends };
    // Told when each bounded wait begins, when the device reports the command running, and when the
    // wait ends, with the command's name. The kernel runner forwards them to its parent process,
    // whose clock then enforces the same limits.
    using WaitObserver = std::function<void(const std::string& what, WaitPhase phase)>;

    Watchdog(double timeoutS, const CancelToken& cancel, bool countFromRunning = false,
             double startBoundS = kWatchdogStartBoundS)
        : timeoutS_(timeoutS), startBoundS_(startBoundS), countFromRunning_(countFromRunning), cancel_(cancel)
    {}

    // Flushes the event's queue and polls until the command completes. Throws cl::Error with the
    // command's status when it failed, Error(Runtime) past the limit ("kernel #1 exceeded the 2 s
    // watchdog …") and Error(Cancelled) on cancel; after either of the last two gaveUp() is true.
    void wait(const cl::Event& ev, const std::string& what);
    // Throws Error(Cancelled) when cancelled (between commands: nothing is abandoned).
    void checkCancel() const;

    bool gaveUp() const { return gaveUp_; }
    double timeoutS() const { return timeoutS_; }
    // Host and device memory the queued commands still use; kept alive if the run is abandoned.
    void holdWhileQueued(std::shared_ptr<void> resources) { held_ = std::move(resources); }
    std::shared_ptr<void> takeHeld() { return std::move(held_); }
    void observeWaits(WaitObserver observer) { observer_ = std::move(observer); }
    // Tells the observer that `what` starts now, before its enqueue: a CPU device may start (and
    // crash in) a kernel inside the enqueue call, before any wait for it begins.
    void starting(const std::string& what) const
    {
        if (observer_)
            observer_(what, WaitPhase::Begins);
    }

private:
    double timeoutS_;
    double startBoundS_;
    bool countFromRunning_;
    const CancelToken& cancel_;
    bool gaveUp_ = false;
    std::shared_ptr<void> held_;
    WaitObserver observer_;
};

// "2 s", "0.5 s": the limit as the user gave it.
std::string formatSeconds(double s);

} // namespace ndr
