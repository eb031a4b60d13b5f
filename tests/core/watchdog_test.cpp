// The watchdog (docs/user-kernels.md): a kernel running past RunRequest::timeoutS, or a cancel while
// it runs, abandons the run promptly; the engine stays usable and the process exits. Real kernels
// on the real device: a user kernel spinning for a few seconds on PoCL.
#include "test_engine.hpp"

#include <chrono>
#include <thread>

#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "user_kernel_files.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

ndr::RunRequest spinRequest(long iterations)
{
    const auto file = testfiles::write("spin.cl", testfiles::kSpin);
    auto req = quickRequest(
        sharedEngine().addUserKernel(ndr::loadUserKernel(file, "spin", "-DSPIN=" + std::to_string(iterations) + "L")),
        8, ndr::LocalSize::of2D(8, 8));
    return req;
}

// Iterations for a kernel of about `seconds` on this device, from one measured launch.
long calibratedSpin(double seconds)
{
    const long probe = 1L << 20;
    const auto r = sharedEngine().run(spinRequest(probe));
    EXPECT_TRUE(r.ok()) << r.error;
    const double ms = std::max(r.kernel.medianMs, 0.01);
    return long(double(probe) * seconds * 1000.0 / ms);
}

} // namespace

TEST(Watchdog, OverlongKernelIsAbandonedAndTheEngineStaysUsable)
{
    NDR_REQUIRE_DEVICE();
    auto req = spinRequest(calibratedSpin(3.0));
    req.timeoutS = 0.5;
    ASSERT_TRUE(sharedEngine().validate(req).ok); // compiles, so the time below is the kernel's
    const auto t0 = Clock::now();
    try {
        sharedEngine().run(req);
        FAIL() << "a 3 s kernel passed a 0.5 s watchdog";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Runtime));
        EXPECT_NE(std::string(e.what()).find("exceeded the 0.5 s watchdog"), std::string::npos) << e.what();
    }
    const double waited = secondsSince(t0);
    EXPECT_LT(waited, 2.0) << "the watchdog must end the wait near its limit";
    std::printf("watchdog: 0.5 s limit, run abandoned after %.2f s\n", waited);

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
    s.base = spinRequest(calibratedSpin(2.0));
    s.base.timeoutS = 0.3;
    s.variants = {"naive", s.base.variant, "tiled"};
    s.sizes = {8};
    const auto out = sharedEngine().sweep(s);
    ASSERT_EQ(out.runs.size(), 3u);
    EXPECT_TRUE(out.runs[0].ok()) << out.runs[0].error;
    EXPECT_NE(out.runs[1].error.find("watchdog"), std::string::npos) << out.runs[1].error;
    // The sweep goes on. The device may still be busy with the abandoned kernel (OpenCL cannot
    // stop it), so the next run either verifies or meets the same short watchdog: never a hang.
    EXPECT_TRUE(out.runs[2].ok() || out.runs[2].error.find("watchdog") != std::string::npos) << out.runs[2].error;
    EXPECT_EQ(out.runs[2].variant, "tiled");
}

TEST(Watchdog, CancelDuringALongKernelReturnsPromptly)
{
    NDR_REQUIRE_DEVICE();
    auto req = spinRequest(calibratedSpin(3.0));
    ASSERT_TRUE(sharedEngine().validate(req).ok);
    ndr::CancelToken cancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel.cancel();
    });
    const auto t0 = Clock::now();
    try {
        sharedEngine().run(req, cancel);
        ADD_FAILURE() << "run finished despite the cancel";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Cancelled)) << e.what();
    }
    canceller.join();
    const double waited = secondsSince(t0);
    EXPECT_LT(waited, 1.5) << "cancel must not wait for the kernel";
    std::printf("watchdog: cancel after 0.3 s returned after %.2f s\n", waited);
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
    EXPECT_NE(v.reason.find("watchdog timeout"), std::string::npos) << v.reason;
}
