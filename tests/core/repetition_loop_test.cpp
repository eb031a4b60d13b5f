// The repetition loop's kernel time (run/launch_pipeline.hpp): each repetition runs from the first
// kernel's START to the last one's END, and a command recorded as part of the kernel time (the
// zeroing of C that split-K's adds need) moves that start back to its own. Checked on real
// commands against the timestamps the loop recorded, never against a speed.
#define CL_HPP_ENABLE_EXCEPTIONS
#include "test_engine.hpp"

#include <CL/opencl.hpp>

#include "test_cl_device.hpp"

#include <vector>

#include "cl/watchdog.hpp"
#include "ndr/cancel_token.hpp"
#include "run/launch_pipeline.hpp"

namespace {

const char* kSource = R"(
__kernel void scale(__global float* c, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        c[i] = c[i] * 0.5f + 1.0f;
}
)";

// Runs 2 warm-ups and 4 timed repetitions of one kernel, each after a fill of its buffer that is
// (or is not) part of the kernel time; returns the times and the recorded commands.
struct LoopRun {
    std::vector<double> timedMs;
    std::vector<ndr::CommandTiming> commands;
};

LoopRun runLoop(bool fillInKernelTime)
{
    const cl::Device dev = defaultClDevice();
    cl::Context ctx(dev);
    cl::CommandQueue queue(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
    cl::Program program(ctx, kSource);
    program.build({dev}, "-cl-std=CL1.2");
    constexpr int n = 1 << 16;
    cl::Buffer buffer(ctx, CL_MEM_READ_WRITE, n * sizeof(float));

    ndr::QueueSet qs;
    qs.compute = qs.transfer = &queue;
    ndr::CancelToken cancel;
    ndr::Watchdog watchdog(kNoWatchdogS, cancel);
    ndr::RunResult result;
    ndr::CommandRecorder rec(qs, true, watchdog, result);
    ndr::Launch launch;
    launch.kernel = cl::Kernel(program, "scale");
    launch.kernel->setArg(0, buffer);
    launch.kernel->setArg(1, cl_int(n));
    launch.global = cl::NDRange(n);
    launch.local = cl::NullRange;
    const std::vector<ndr::Launch> launches = {launch};
    ndr::RepetitionLoop loop(rec, launches, {});
    loop.setBeforeLaunch([&](const std::string& name, bool warm) -> std::optional<cl::Event> {
        cl::Event ev;
        const std::vector<cl::Event>& last = loop.lastLaunch();
        queue.enqueueFillBuffer(buffer, 0.0f, 0, n * sizeof(float), last.empty() ? nullptr : &last, &ev);
        rec.enqueued(ev, "zero before " + name, ndr::CommandKind::Write, warm, n * sizeof(float), 0, false,
                     fillInKernelTime);
        return ev;
    });
    ndr::RunRequest req;
    req.warmup = 2;
    req.reps = 4;
    std::string stage;
    LoopRun run;
    run.timedMs = loop.run(req, nullptr, stage);
    run.commands = result.commands;
    return run;
}

// The timed repetitions' (fill, kernel) pairs, in order.
std::vector<std::pair<ndr::CommandTiming, ndr::CommandTiming>> timedPairs(const LoopRun& run)
{
    std::vector<std::pair<ndr::CommandTiming, ndr::CommandTiming>> pairs;
    for (std::size_t i = 0; i + 1 < run.commands.size(); ++i)
        if (!run.commands[i].warmup && run.commands[i].kind == ndr::CommandKind::Write &&
            run.commands[i + 1].kind == ndr::CommandKind::Kernel)
            pairs.emplace_back(run.commands[i], run.commands[i + 1]);
    return pairs;
}

} // namespace

TEST(RepetitionLoop, AFillInTheKernelTimeStartsTheRepetitionsClock)
{
    NDR_REQUIRE_DEVICE();
    const LoopRun run = runLoop(true);
    ASSERT_EQ(run.timedMs.size(), 4u);
    const auto pairs = timedPairs(run);
    ASSERT_EQ(pairs.size(), 4u);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto& [fill, kernel] = pairs[i];
        EXPECT_TRUE(fill.inKernelTime);
        EXPECT_FALSE(kernel.inKernelTime);
        EXPECT_LE(fill.endNs, kernel.startNs); // the launch waits for the fill
        EXPECT_DOUBLE_EQ(run.timedMs[i], double(kernel.endNs - fill.startNs) * 1e-6);
        EXPECT_GE(run.timedMs[i], kernel.durationMs());
    }
}

TEST(RepetitionLoop, AFillOutsideTheKernelTimeIsNotCounted)
{
    NDR_REQUIRE_DEVICE();
    const LoopRun run = runLoop(false);
    ASSERT_EQ(run.timedMs.size(), 4u);
    const auto pairs = timedPairs(run);
    ASSERT_EQ(pairs.size(), 4u);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        EXPECT_FALSE(pairs[i].first.inKernelTime);
        EXPECT_DOUBLE_EQ(run.timedMs[i], pairs[i].second.durationMs());
    }
}
