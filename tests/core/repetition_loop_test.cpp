// The repetition loop's kernel time (run/launch_pipeline.hpp): each repetition runs from its first
// kernel's START to its last one's END (split-K zeroes C with a kernel of its own and cpu_blocked
// packs its panels in launches of their own, timed with the multiplication), and a buffer fill
// before a launch (the zeroing user kernels get) is not part of it.
// Checked on real commands against the timestamps the loop recorded, never against a speed.
#define CL_HPP_ENABLE_EXCEPTIONS
#include "test_engine.hpp"

#include <CL/opencl.hpp>

#include "test_cl_device.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "cl/watchdog.hpp"
#include "ndr/cancel_token.hpp"
#include "run/launch_pipeline.hpp"

namespace {

const char* kSource = R"(
__kernel void clear(__global float* c, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        c[i] = 0.0f;
}
__kernel void scale(__global float* c, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        c[i] = c[i] * 0.5f + 1.0f;
}
)";

// Runs 2 warm-ups and 4 timed repetitions of `scale`, each after `clear` (a launch of the
// repetition) or after a buffer fill (a command before the launch); returns the times and the
// recorded commands.
struct LoopRun {
    std::vector<double> timedMs;
    std::vector<ndr::CommandTiming> commands;
};

LoopRun runLoop(bool clearByKernel)
{
    const cl::Device dev = defaultClDevice();
    cl::Context ctx(dev);
    cl::CommandQueue queue(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
    const cl::Program program = builtProgram(ctx, dev, kSource, "-cl-std=CL1.2");
    constexpr int n = 1 << 16;
    cl::Buffer buffer(ctx, CL_MEM_READ_WRITE, n * sizeof(float));

    ndr::QueueSet qs;
    qs.compute = qs.transfer = &queue;
    ndr::CancelToken cancel;
    ndr::Watchdog watchdog(kNoWatchdogS, cancel);
    ndr::RunResult result;
    ndr::CommandRecorder rec(qs, true, watchdog, result);
    std::vector<ndr::Launch> launches;
    for (const char* name :
         clearByKernel ? std::vector<const char*>{"clear", "scale"} : std::vector<const char*>{"scale"}) {
        ndr::Launch launch;
        launch.kernel = cl::Kernel(program, name);
        launch.kernel->setArg(0, buffer);
        launch.kernel->setArg(1, cl_int(n));
        launch.global = cl::NDRange(n);
        launch.local = cl::NullRange;
        launch.label = name;
        launches.push_back(launch);
    }
    ndr::RepetitionLoop loop(rec, launches, {});
    if (!clearByKernel)
        loop.setBeforeLaunch([&](const std::string& name, bool warm) -> std::optional<cl::Event> {
            cl::Event ev;
            const std::vector<cl::Event>& last = loop.lastLaunch();
            queue.enqueueFillBuffer(buffer, 0.0f, 0, n * sizeof(float), last.empty() ? nullptr : &last, &ev);
            rec.enqueued(ev, "zero before " + name, ndr::CommandKind::Write, warm, n * sizeof(float), 0, false);
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

// The timed repetitions' command pairs, in order: the command before the launch of `scale` (named
// "kernel #k scale" beside another launch, "kernel #k" alone) and that launch.
std::vector<std::pair<ndr::CommandTiming, ndr::CommandTiming>> timedPairs(const LoopRun& run)
{
    std::vector<std::pair<ndr::CommandTiming, ndr::CommandTiming>> pairs;
    for (std::size_t i = 0; i + 1 < run.commands.size(); ++i)
        if (!run.commands[i].warmup && run.commands[i + 1].kind == ndr::CommandKind::Kernel &&
            run.commands[i + 1].name.find("clear") == std::string::npos)
            pairs.emplace_back(run.commands[i], run.commands[i + 1]);
    return pairs;
}

} // namespace

TEST(RepetitionLoop, ARepetitionOfTwoLaunchesRunsFromTheFirstStartToTheLastEnd)
{
    NDR_REQUIRE_DEVICE();
    const LoopRun run = runLoop(true);
    ASSERT_EQ(run.timedMs.size(), 4u);
    const auto pairs = timedPairs(run);
    ASSERT_EQ(pairs.size(), 4u);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto& [clear, scale] = pairs[i];
        EXPECT_EQ(clear.kind, ndr::CommandKind::Kernel);
        EXPECT_NE(clear.name.find("clear"), std::string::npos);
        EXPECT_LE(clear.endNs, scale.startNs); // the second launch waits for the first
        EXPECT_DOUBLE_EQ(run.timedMs[i], double(scale.endNs - clear.startNs) * 1e-6);
        EXPECT_GE(run.timedMs[i], scale.durationMs());
    }
}

TEST(RepetitionLoop, AFillBeforeTheLaunchIsNotCounted)
{
    NDR_REQUIRE_DEVICE();
    const LoopRun run = runLoop(false);
    ASSERT_EQ(run.timedMs.size(), 4u);
    const auto pairs = timedPairs(run);
    ASSERT_EQ(pairs.size(), 4u);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        EXPECT_EQ(pairs[i].first.kind, ndr::CommandKind::Write);
        EXPECT_LE(pairs[i].first.endNs, pairs[i].second.startNs);
        EXPECT_DOUBLE_EQ(run.timedMs[i], pairs[i].second.durationMs());
    }
}

// A launch that need not wait for the one before it (Launch::afterPrevious false, two buffers here)
// runs on the side queue; the repetition runs from the earlier START to the later END, and the
// read-back waits for both.
TEST(RepetitionLoop, ALaunchBesideThePreviousOneRunsOnTheSideQueue)
{
    NDR_REQUIRE_DEVICE();
    const cl::Device dev = defaultClDevice();
    cl::Context ctx(dev);
    cl::CommandQueue queue(ctx, dev, CL_QUEUE_PROFILING_ENABLE), side(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
    const cl::Program program = builtProgram(ctx, dev, kSource, "-cl-std=CL1.2");
    constexpr int n = 1 << 16;
    cl::Buffer first(ctx, CL_MEM_READ_WRITE, n * sizeof(float)), second(ctx, CL_MEM_READ_WRITE, n * sizeof(float));
    ndr::QueueSet qs;
    qs.compute = qs.transfer = &queue;
    qs.side = &side;
    qs.sideIndex = 1;
    ndr::CancelToken cancel;
    ndr::Watchdog watchdog(kNoWatchdogS, cancel);
    ndr::RunResult result;
    ndr::CommandRecorder rec(qs, true, watchdog, result);
    std::vector<ndr::Launch> launches(2);
    for (int i = 0; i < 2; ++i) {
        launches[i].kernel = cl::Kernel(program, "clear");
        launches[i].kernel->setArg(0, i == 0 ? first : second);
        launches[i].kernel->setArg(1, cl_int(n));
        launches[i].global = cl::NDRange(n);
        launches[i].local = cl::NullRange;
        launches[i].label = i == 0 ? "tiles" : "strips";
    }
    launches[1].afterPrevious = false;
    ndr::RepetitionLoop loop(rec, launches, {});
    ndr::RunRequest req;
    req.warmup = 1;
    req.reps = 3;
    std::string stage;
    const std::vector<double> timedMs = loop.run(req, nullptr, stage);
    ASSERT_EQ(timedMs.size(), 3u);
    EXPECT_EQ(loop.lastLaunch().size(), 2u);
    std::vector<ndr::CommandTiming> tiles, strips;
    for (const ndr::CommandTiming& c : result.commands)
        if (!c.warmup)
            (c.name.find("strips") != std::string::npos ? strips : tiles).push_back(c);
    ASSERT_EQ(tiles.size(), 3u);
    ASSERT_EQ(strips.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(tiles[i].queue, 0);
        EXPECT_EQ(strips[i].queue, 1);
        const std::uint64_t start = std::min(tiles[i].startNs, strips[i].startNs),
                            end = std::max(tiles[i].endNs, strips[i].endNs);
        EXPECT_DOUBLE_EQ(timedMs[i], double(end - start) * 1e-6);
    }
}
