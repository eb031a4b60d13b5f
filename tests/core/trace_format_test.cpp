// Every kind of Chrome trace the tool writes (in-order, out-of-order, two queues, CLBlast, a
// sweep) made from real runs on the device and checked against the Trace Event Format rules
// (trace_format_check.hpp); the row rule that keeps overlapping commands on separate tracks; and
// CLBlast's host-timed calls on the device clock of the run's other commands.
#include "test_engine.hpp"

#include "ndr/catalogue.hpp"
#include "ndr/json.hpp"
#include "ndr/queue_rows.hpp"
#include "ndr/trace.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"
#include "trace_format_check.hpp"
#include <nlohmann/json.hpp>

namespace {

ndr::RunRequest request(const char* variant, std::size_t n, ndr::LocalSize local, ndr::BufferMode buffers,
                        ndr::QueueMode queues)
{
    auto req = quickRequest(variant, n, local);
    req.buffers = buffers;
    req.queues = queues;
    req.warmup = 1;
    req.reps = 3;
    return req;
}

// Checks the trace of `runs` and that nothing was lost: per run, one host enqueue event and three
// stage events per command.
void expectValidTrace(const std::vector<ndr::RunResult>& runs)
{
    const auto report = tracecheck::check(ndr::toChromeTrace(runs));
    EXPECT_TRUE(report.ok()) << report.text();
    long pid = 0;
    for (const auto& r : runs) {
        ++pid;
        SCOPED_TRACE(r.variant + " " + ndr::toString(r.buffers) + " " + ndr::toString(r.queues));
        const std::size_t stages =
            report.countOn(pid, ": queued") + report.countOn(pid, ": submit") + report.countOn(pid, ": execution");
        EXPECT_EQ(stages, 3 * r.commands.size());
        EXPECT_EQ(report.countOn(pid, "clEnqueue"), r.commands.size());
        EXPECT_GE(report.countOn(pid, "waits"), 1u);
        EXPECT_TRUE(report.processNames.count(pid));
    }
}

bool clblastAvailable(std::string& why)
{
    why = ndr::externalUnavailableReason(*ndr::findVariant("clblast"));
    return why.empty();
}

ndr::CommandTiming command(const char* name, int queue, std::uint64_t queued, std::uint64_t end)
{
    ndr::CommandTiming c;
    c.name = name;
    c.queue = queue;
    c.queuedNs = queued;
    c.submitNs = queued + 10;
    c.startNs = queued + 20;
    c.endNs = end;
    c.hostEnqueueBeginNs = std::int64_t(queued) - 5; // host = device here, ±5 ns
    c.hostEnqueueEndNs = std::int64_t(queued) + 5;
    c.hostWaitBeginNs = std::int64_t(end);
    c.hostWaitEndNs = std::int64_t(end) + 1;
    return c;
}

} // namespace

TEST(TraceFormat, InOrderRuns)
{
    NDR_REQUIRE_DEVICE();
    std::vector<ndr::RunResult> runs;
    runs.push_back(sharedEngine().run(
        request("tiled", 40, ndr::LocalSize::of2D(8, 8), ndr::BufferMode::Alloc, ndr::QueueMode::InOrder)));
    runs.push_back(sharedEngine().run(
        request("naive", 33, ndr::LocalSize::of2D(4, 4), ndr::BufferMode::Use, ndr::QueueMode::InOrder)));
    runs.push_back(sharedEngine().run(request("reduce_multi_pass", 100000, ndr::LocalSize::of1D(32),
                                              ndr::BufferMode::Copy, ndr::QueueMode::InOrder)));
    for (const auto& r : runs)
        ASSERT_TRUE(r.ok()) << r.error;
    expectValidTrace(runs);
}

TEST(TraceFormat, OutOfOrderAndTwoQueueRuns)
{
    NDR_REQUIRE_DEVICE();
    for (auto mode : {ndr::QueueMode::OutOfOrder, ndr::QueueMode::TwoQueues}) {
        SCOPED_TRACE(ndr::toString(mode));
        std::vector<ndr::RunResult> runs;
        // Large enough that commands enqueued together are usually still pending together (the
        // rows are checked either way).
        runs.push_back(sharedEngine().run(
            request("vadd3_chained", 1000000, ndr::LocalSize::of1D(64), ndr::BufferMode::Alloc, mode)));
        runs.push_back(sharedEngine().run(
            request("reduce_multi_pass", 1000000, ndr::LocalSize::of1D(32), ndr::BufferMode::Alloc, mode)));
        runs.push_back(
            sharedEngine().run(request("tiled", 40, ndr::LocalSize::of2D(8, 8), ndr::BufferMode::Alloc, mode)));
        for (const auto& r : runs)
            ASSERT_TRUE(r.ok()) << r.error;
        expectValidTrace(runs);
        for (const auto& r : runs)
            expectValidTrace({r});
    }
}

TEST(TraceFormat, ClblastRunsAreOnTheClockOfTheirReads)
{
    NDR_REQUIRE_DEVICE();
    std::string why;
    if (!clblastAvailable(why))
        GTEST_SKIP() << why;
    std::vector<ndr::RunResult> runs;
    for (auto buffers : {ndr::BufferMode::Copy, ndr::BufferMode::Alloc, ndr::BufferMode::Use}) {
        auto req = request("clblast", 64, ndr::LocalSize::automatic(), buffers, ndr::QueueMode::InOrder);
        req.warmup = 1;
        req.reps = 2;
        runs.push_back(sharedEngine().run(req));
        const auto& r = runs.back();
        ASSERT_TRUE(r.ok()) << r.error;
        SCOPED_TRACE(ndr::toString(buffers));
        // The library calls were timed on the host and placed on the device clock with the
        // mapping the profiled transfers give: mapped back they are the host interval itself.
        const auto map = ndr::mapDeviceToHost(r);
        ASSERT_TRUE(map.valid);
        std::vector<ndr::CommandTiming> profiled;
        int hostTimed = 0;
        for (const auto& c : r.commands) {
            SCOPED_TRACE(c.name);
            if (c.hostTimed) {
                ++hostTimed;
                EXPECT_EQ(map.toHost(c.queuedNs), c.hostEnqueueBeginNs);
                EXPECT_EQ(map.toHost(c.endNs), c.hostEnqueueEndNs);
                EXPECT_EQ(c.kind, ndr::CommandKind::Kernel);
            } else {
                profiled.push_back(c);
            }
        }
        EXPECT_EQ(hostTimed, req.warmup + req.reps);
        // The mapping and its bound come from the profiled transfers alone, never from the
        // library calls' host intervals.
        ASSERT_FALSE(profiled.empty());
        const auto fromTransfers = ndr::mapDeviceToHost(profiled);
        EXPECT_EQ(map.offsetNs, fromTransfers.offsetNs);
        EXPECT_EQ(map.errorNs, fromTransfers.errorNs);
        if (buffers == ndr::BufferMode::Copy) { // the read alone: half its clEnqueueReadBuffer call
            ASSERT_EQ(profiled.size(), 1u);
            EXPECT_LE(map.errorNs, (profiled[0].hostEnqueueEndNs - profiled[0].hostEnqueueBeginNs) / 2 + 1);
        }
        // run --json: the same bound and every event on the one axis.
        const auto doc = nlohmann::json::parse(ndr::toJson(r));
        EXPECT_EQ(doc.at("clock_error_ns").get<double>(), double(map.errorNs));
        for (const auto& e : doc.at("events")) {
            const auto& o = e;
            EXPECT_LE(o.at("queued_ns").get<double>(), o.at("end_ns").get<double>());
            EXPECT_LE(o.at("host_enqueue_begin_ns").get<double>(),
                      o.at("queued_ns").get<double>() + double(map.errorNs));
            EXPECT_GE(o.at("host_enqueue_end_ns").get<double>(), o.at("queued_ns").get<double>() - double(map.errorNs));
        }
    }
    expectValidTrace(runs);
}

TEST(TraceFormat, SweepTrace)
{
    NDR_REQUIRE_DEVICE();
    ndr::SweepRequest sweep;
    sweep.base = quickRequest("naive", 32);
    sweep.base.buffers = ndr::BufferMode::Alloc;
    sweep.base.queues = ndr::QueueMode::OutOfOrder;
    sweep.base.reps = 2;
    sweep.variants = {"naive", "tiled"}; // clblast needs an in-order queue: the CLI test sweeps it
    sweep.sizes = {32, 48};
    sweep.locals = {ndr::LocalSize::of2D(8, 8), ndr::LocalSize::of2D(16, 16)};
    const auto result = sharedEngine().sweep(sweep);
    ASSERT_GE(result.runs.size(), 8u);
    for (const auto& r : result.runs)
        ASSERT_TRUE(r.ok()) << r.variant << ": " << r.error;
    std::vector<ndr::RunResult> runs = result.runs;
    runs.insert(runs.begin() + 1, ndr::RunResult{}); // an imported run (no events) is left out
    const auto report = tracecheck::check(ndr::toChromeTrace(runs));
    EXPECT_TRUE(report.ok()) << report.text();
    EXPECT_EQ(report.processNames.size(), result.runs.size());
    expectValidTrace(result.runs);
}

// The rule itself on commands whose overlaps are known: a (0-100) and b (50-150) overlap, c
// (100-200) starts when a ends and takes its row, d on the other queue has its own rows.
TEST(TraceFormat, OverlappingCommandsOfAQueueGetTheirOwnRowsAndTracks)
{
    ndr::RunResult r;
    r.variant = "vadd3_chained";
    r.queues = ndr::QueueMode::TwoQueues;
    r.commands = {command("a", 1, 1000, 1100), command("b", 1, 1050, 1150), command("c", 1, 1100, 1200),
                  command("d", 0, 1060, 1090)};
    const auto rows = ndr::queueRows(r);
    EXPECT_EQ(rows.row, (std::vector<int>{0, 1, 0, 0}));
    EXPECT_EQ(rows.rowsPerQueue, (std::vector<int>{1, 2}));
    // Tracks: queue 0's row, then queue 1's two rows, three stages each, after the two host tracks.
    EXPECT_EQ(ndr::stageTid(rows, 0, 0, 0), 2);
    EXPECT_EQ(ndr::stageTid(rows, 1, 0, 2), 7);
    EXPECT_EQ(ndr::stageTid(rows, 1, 1, 0), 8);
    const auto report = tracecheck::check(ndr::toChromeTrace({r}));
    EXPECT_TRUE(report.ok()) << report.text();
    EXPECT_EQ(report.countOn(1, "queue 1 (transfers), row 2: execution"), 1u);
    EXPECT_EQ(report.countOn(1, "queue 1 (transfers): execution"), 2u);
    EXPECT_EQ(report.countOn(1, "queue 0 (kernels): execution"), 1u);
    // The earliest event is at ts 0: the host enqueue of a, 5 ns before its QUEUED.
    std::int64_t earliest = INT64_MAX;
    for (const auto& [key, events] : report.tracks)
        for (const auto& e : events)
            earliest = std::min(earliest, e.ts);
    EXPECT_EQ(earliest, 0);
}

// A runtime that reports a stage out of order (END before START) still gives a trace in which no
// event ends before it starts; the raw timestamps stay in args.
TEST(TraceFormat, StagesReportedOutOfOrderAreClampedNotNegative)
{
    ndr::RunResult r;
    r.variant = "naive";
    r.commands = {command("kernel #1", 0, 1000, 1100)};
    r.commands[0].endNs = r.commands[0].startNs - 15;
    const auto report = tracecheck::check(ndr::toChromeTrace({r}));
    EXPECT_TRUE(report.ok()) << report.text();
    EXPECT_EQ(report.countOn(1, "execution"), 1u);
}
