// The watchdog (docs/user-kernels.md): a command running past RunRequest::timeoutS, or a cancel
// while it runs, ends the wait at once; the engine stays usable and the process exits.
//
// Nothing here depends on how loaded the machine is. The Watchdog class is checked on commands
// whose duration the test controls exactly: a marker held back by an OpenCL user event until the
// test releases it, so "the wait ended while the command was still running" is a fact, not a
// timing. The engine-level tests run a user kernel that spins for a number of iterations chosen
// to last several seconds at the fastest speed this device showed; load only makes it longer, so
// the watchdog limit (a fraction of that) always fires first, and "the run returned before the
// kernel could have ended" is asserted against the kernel's shortest possible duration.
#define CL_HPP_ENABLE_EXCEPTIONS
#include "test_engine.hpp"

#include <CL/opencl.hpp>

#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>

#include "kernel_fixtures.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "cl/watchdog.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// A command the test holds back: a marker that waits for a user event, on a queue of the first
// OpenCL device. It completes when the test calls release(), never before.
struct HeldCommand {
    cl::Context context;
    cl::CommandQueue queue;
    cl::UserEvent gate;
    cl::Event marker;

    explicit HeldCommand(const cl::Device& device) : context(device), queue(context, device), gate(context)
    {
        const std::vector<cl::Event> waitList = {gate};
        queue.enqueueMarkerWithWaitList(&waitList, &marker);
        queue.flush();
    }
    ~HeldCommand()
    {
        if (!released)
            release(CL_COMPLETE);
        queue.finish();
    }
    void release(cl_int status)
    {
        released = true;
        gate.setStatus(status);
    }
    cl_int status() const { return marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>(); }

    bool released = false;
};

std::optional<cl::Device> firstDevice()
{
    std::vector<cl::Platform> platforms;
    cl::Platform::get(&platforms);
    for (const cl::Platform& p : platforms) {
        std::vector<cl::Device> devices;
        p.getDevices(CL_DEVICE_TYPE_ALL, &devices);
        if (!devices.empty())
            return devices.front();
    }
    return std::nullopt;
}

#define REQUIRE_CL_DEVICE(var)                                                                                         \
    std::optional<cl::Device> var;                                                                                     \
    try {                                                                                                              \
        var = firstDevice();                                                                                           \
    } catch (const cl::Error&) {                                                                                       \
    }                                                                                                                  \
    if (!var)                                                                                                          \
    GTEST_SKIP() << "no OpenCL device (install pocl-opencl-icd)"

ndr::RunRequest spinRequest(long iterations)
{
    const auto file = testfiles::write("spin.cl", testfiles::kSpin);
    return quickRequest(
        sharedEngine().addUserKernel(ndr::loadUserKernel(file, "spin", "-DSPIN=" + std::to_string(iterations) + "L")),
        8, ndr::LocalSize::of2D(8, 8));
}

// Seconds per SPIN iteration at the fastest this device has shown: the quickest of several timed
// launches, each of which load can only slow down.
double fastestSecondsPerIteration()
{
    static const double perIteration = [] {
        const long probe = 1L << 22;
        auto req = spinRequest(probe);
        req.reps = 5;
        const auto r = sharedEngine().run(req);
        EXPECT_TRUE(r.ok()) << r.error;
        return std::max(r.kernel.minMs, 1e-3) * 1e-3 / double(probe);
    }();
    return perIteration;
}

// A spin kernel that cannot end sooner than `seconds` (it takes longer on a loaded machine).
struct LongKernel {
    ndr::RunRequest request;
    double atLeastS;
};

LongKernel longKernel(double seconds)
{
    const long iterations = long(seconds / fastestSecondsPerIteration()) + 1;
    return {spinRequest(iterations), seconds};
}

// The watchdog's wait on a command that is held back ends with a runtime error, and says so.
void expectGivesUpOn(ndr::Watchdog& watchdog, HeldCommand& held)
{
    try {
        watchdog.wait(held.marker, "the held marker");
        FAIL() << "the wait returned although the command is held back";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Runtime)) << e.what();
    }
    EXPECT_TRUE(watchdog.gaveUp());
}

} // namespace

// Counting from CL_RUNNING (PoCL), a command that never starts (held behind its gate, as a command
// can be behind an abandoned kernel) is bounded by the start bound instead of the run limit.
TEST(Watchdog, AHeldBackCommandEndsTheWaitAtTheStartBound)
{
    REQUIRE_CL_DEVICE(device);
    HeldCommand held(*device);
    const ndr::CancelToken cancel;
    ndr::Watchdog watchdog(0.05, cancel, true, 0.2);
    const auto t0 = Clock::now();
    expectGivesUpOn(watchdog, held);
    // The wait ended on the watchdog, not on the command: it has not even started.
    EXPECT_NE(held.status(), CL_COMPLETE);
    // Never before the start bound: the run limit (0.05 s) does not count for a command that has
    // not started (a lower bound: a loaded machine only adds to it).
    EXPECT_GE(secondsSince(t0), 0.2);
    held.release(CL_COMPLETE);
    held.marker.wait();
    EXPECT_EQ(held.status(), CL_COMPLETE);
}

// Elsewhere the limit counts from the start of the wait, whatever state the driver reports.
TEST(Watchdog, WaitEndsAtTheLimitWhileTheCommandIsHeldBack)
{
    REQUIRE_CL_DEVICE(device);
    HeldCommand held(*device);
    const ndr::CancelToken cancel;
    ndr::Watchdog watchdog(0.05, cancel);
    const auto t0 = Clock::now();
    expectGivesUpOn(watchdog, held);
    EXPECT_NE(held.status(), CL_COMPLETE);
    EXPECT_GE(secondsSince(t0), 0.05); // never before the limit; load only adds to it
    held.release(CL_COMPLETE);
    held.marker.wait();
}

TEST(Watchdog, CancelEndsTheWaitWhileTheCommandStillRuns)
{
    REQUIRE_CL_DEVICE(device);
    HeldCommand held(*device);
    ndr::CancelToken cancel;
    ndr::Watchdog watchdog(3600, cancel); // only the cancel can end this wait
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        cancel.cancel();
    });
    try {
        watchdog.wait(held.marker, "the held marker");
        ADD_FAILURE() << "the wait returned although the command is held back";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Cancelled)) << e.what();
    }
    canceller.join();
    EXPECT_TRUE(watchdog.gaveUp());
    EXPECT_NE(held.status(), CL_COMPLETE);
    EXPECT_THROW(watchdog.checkCancel(), ndr::Error);
}

TEST(Watchdog, ACommandThatCompletesIsWaitedFor)
{
    REQUIRE_CL_DEVICE(device);
    HeldCommand held(*device);
    const ndr::CancelToken cancel;
    ndr::Watchdog watchdog(3600, cancel);
    EXPECT_NO_THROW(watchdog.checkCancel());
    std::thread releaser([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        held.release(CL_COMPLETE);
    });
    EXPECT_NO_THROW(watchdog.wait(held.marker, "the held marker"));
    releaser.join();
    EXPECT_FALSE(watchdog.gaveUp());
    EXPECT_EQ(held.status(), CL_COMPLETE);
}

TEST(Watchdog, OverlongKernelIsAbandonedAndTheEngineStaysUsable)
{
    NDR_REQUIRE_DEVICE();
    auto kernel = longKernel(4.0);
    kernel.request.timeoutS = 0.5;
    ASSERT_TRUE(sharedEngine().validate(kernel.request).ok);
    const auto t0 = Clock::now();
    std::optional<std::uint64_t> ranMs;
    try {
        sharedEngine().run(kernel.request);
        FAIL() << "a kernel of at least " << kernel.atLeastS << " s passed a 0.5 s watchdog";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Runtime));
        EXPECT_EQ(e.limit(), ndr::kWatchdogLimit) << e.what();
        EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(500));
        ranMs = e.requested();
    }
    const double waited = secondsSince(t0);
    EXPECT_GE(waited, 0.5) << "the watchdog gave up before its limit";
    // On PoCL the limit counts from CL_RUNNING: the work-group function's compile at the first
    // launch (seconds on a loaded machine) comes before it, so the wall-clock wait may exceed the
    // kernel's duration. The watchdog's own clock says how long the kernel had run when abandoned.
    ASSERT_TRUE(ranMs.has_value());
    EXPECT_GE(*ranMs, 500u) << "the watchdog gave up before its limit";
    EXPECT_LT(double(*ranMs), kernel.atLeastS * 1000) << "the run waited for the kernel instead of abandoning it";
    std::printf("watchdog: 0.5 s limit, run abandoned after %.2f s, %.2f s of it running (kernel >= %.1f s)\n", waited,
                double(*ranMs) / 1000, kernel.atLeastS);

    // The next run gets a new queue; on PoCL it may wait for the abandoned kernel's threads.
    const auto t1 = Clock::now();
    const auto next = sharedEngine().run(quickRequest("tiled", 33, ndr::LocalSize::of2D(8, 8)));
    EXPECT_TRUE(next.ok()) << next.error;
    std::printf("watchdog: next run verified after %.2f s\n", secondsSince(t1));
}

TEST(Watchdog, TheWatchdogInASweepFailsThatRunOnly)
{
    NDR_REQUIRE_DEVICE();
    ndr::SweepRequest s;
    // A limit that a small built-in run meets however loaded the machine is, and a kernel that
    // cannot meet it. PoCL compiles a kernel's work-group function at its first launch, inside
    // the watchdog's wait: the built-in runs are launched once beforehand, under the default limit.
    for (const char* variant : {"naive", "tiled"}) {
        const auto warm = sharedEngine().run(quickRequest(variant, 8));
        ASSERT_TRUE(warm.ok()) << warm.error;
    }
    const auto kernel = longKernel(6.0);
    s.base = kernel.request;
    s.base.timeoutS = 0.5;
    s.variants = {"naive", s.base.variant, "tiled"};
    s.sizes = {8};
    const auto out = sharedEngine().sweep(s);
    ASSERT_EQ(out.runs.size(), 3u);
    EXPECT_TRUE(out.runs[0].ok()) << out.runs[0].error;
    EXPECT_FALSE(out.runs[1].ok());
    EXPECT_EQ(out.runs[1].status, ndr::RunStatus::RuntimeError) << out.runs[1].error;
    // The sweep goes on. The device may still be busy with the abandoned kernel (OpenCL cannot
    // stop it), so the next run either verifies or meets the same watchdog: never a hang.
    EXPECT_TRUE(out.runs[2].ok() || out.runs[2].status == ndr::RunStatus::RuntimeError) << out.runs[2].error;
    EXPECT_EQ(out.runs[2].variant, "tiled");
}

TEST(Watchdog, CancelDuringALongKernelReturnsPromptly)
{
    NDR_REQUIRE_DEVICE();
    const auto kernel = longKernel(4.0);
    ASSERT_TRUE(sharedEngine().validate(kernel.request).ok);
    ndr::CancelToken cancel;
    // Whether the cancel lands before the launch or while the kernel runs, the run ends as
    // cancelled; it cannot finish first, the kernel being far longer than this pause.
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel.cancel();
    });
    const auto t0 = Clock::now();
    try {
        sharedEngine().run(kernel.request, cancel);
        ADD_FAILURE() << "run finished despite the cancel";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Cancelled)) << e.what();
    }
    const double waited = secondsSince(t0);
    canceller.join();
    EXPECT_LT(waited, kernel.atLeastS) << "cancel waited for the kernel";
    std::printf("watchdog: cancel after 0.1 s returned after %.2f s (kernel >= %.1f s)\n", waited, kernel.atLeastS);
    const auto next = sharedEngine().run(quickRequest("naive", 20));
    EXPECT_TRUE(next.ok()) << next.error;
}

TEST(Watchdog, NonPositiveTimeoutIsAnInputError)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("naive", 16);
    req.timeoutS = 0;
    const auto v = sharedEngine().validate(req);
    EXPECT_FALSE(v.ok);
    ASSERT_TRUE(v.error) << v.reason;
    EXPECT_EQ(v.error->kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(v.error->limit(), ndr::kWatchdogLimit) << v.reason;
}
