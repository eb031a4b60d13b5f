// Timeline data: stage arithmetic, host/device clock mapping, Chrome trace export.
#include "test_engine.hpp"

#include "ndr/json.hpp"
#include "ndr/trace.hpp"
#include <nlohmann/json.hpp>

TEST(Trace, StageArithmetic)
{
    ndr::CommandTiming c;
    c.queuedNs = 1000;
    c.submitNs = 3500;
    c.startNs = 10000;
    c.endNs = 110000;
    const auto s = ndr::stagesOf(c);
    EXPECT_DOUBLE_EQ(s.queueWaitUs, 2.5);
    EXPECT_DOUBLE_EQ(s.launchLatencyUs, 6.5);
    EXPECT_DOUBLE_EQ(s.executionUs, 100.0);
    EXPECT_DOUBLE_EQ(s.queueWaitUs + s.launchLatencyUs + s.executionUs, double(c.endNs - c.queuedNs) * 1e-3);
}

TEST(Trace, ClockMappingPutsQueuedInsideTheHostEnqueueCall)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("naive", 48, ndr::LocalSize::of2D(8, 8));
    req.buffers = ndr::BufferMode::Alloc;
    req.reps = 5;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    const auto m = ndr::mapDeviceToHost(r);
    ASSERT_TRUE(m.valid);
    EXPECT_GE(m.errorNs, 0);
    for (const auto& c : r.commands) {
        SCOPED_TRACE(c.name);
        const std::int64_t q = m.toHost(c.queuedNs);
        EXPECT_GE(q, c.hostEnqueueBeginNs - m.errorNs);
        EXPECT_LE(q, c.hostEnqueueEndNs + m.errorNs);
    }
}

TEST(Trace, ChromeTraceParsesAndHasOneEventPerStagePerCommand)
{
    NDR_REQUIRE_DEVICE();
    std::vector<ndr::RunResult> runs;
    for (auto mode : {ndr::BufferMode::Copy, ndr::BufferMode::Alloc}) {
        auto req = quickRequest("tiled", 40, ndr::LocalSize::of2D(8, 8));
        req.buffers = mode;
        req.warmup = 1;
        req.reps = 3;
        runs.push_back(sharedEngine().run(req));
    }
    runs.push_back(ndr::RunResult{}); // an imported run without events is skipped, not broken
    const auto doc = nlohmann::json::parse(ndr::toChromeTrace(runs));
    const auto& events = doc.at("traceEvents");
    std::size_t commands = runs[0].commands.size() + runs[1].commands.size();
    std::map<double, int> perTid;
    std::size_t complete = 0, processes = 0;
    for (const auto& e : events) {
        const auto& o = e;
        const auto& ph = o.at("ph").get<std::string>();
        if (ph == "X") {
            ++complete;
            ++perTid[o.at("tid").get<double>()];
            EXPECT_GE(o.at("dur").get<double>(), 0.0);
            EXPECT_GE(o.at("ts").get<double>(), -1.0);
            if (o.at("tid").get<double>() == 1)
                continue; // host waits carry no args
            const auto& args = o.at("args");
            EXPECT_EQ(args.at("variant").get<std::string>(), "tiled");
            EXPECT_EQ(args.at("n").get<double>(), 40.0);
            EXPECT_EQ(args.at("local").get<std::string>(), "8x8");
        } else if (ph == "M" && o.at("name").get<std::string>() == "process_name") {
            ++processes;
        }
    }
    EXPECT_EQ(processes, 2u);
    // Host enqueue + three stages per command, plus one host wait per clWaitForEvents.
    EXPECT_EQ(complete - std::size_t(perTid[1]), 4 * commands);
    EXPECT_GE(perTid[1], 1);
    EXPECT_EQ(perTid[0], int(commands)) << "host enqueue track";
    // In order, every command waited for before the next: one row, three tracks.
    const auto rows = ndr::queueRows(runs[0]);
    ASSERT_EQ(rows.rowsPerQueue, std::vector<int>{1});
    for (int s = 0; s < 3; ++s)
        EXPECT_EQ(perTid[ndr::stageTid(rows, 0, 0, s)], int(commands)) << "stage " << s;
}

TEST(Trace, RunJsonAndDeviceJsonParse)
{
    NDR_REQUIRE_DEVICE();
    const auto r = sharedEngine().run(quickRequest("row", 20, ndr::LocalSize::of1D(4)));
    const auto run = nlohmann::json::parse(ndr::toJson(r));
    EXPECT_EQ(run.at("variant").get<std::string>(), "row");
    EXPECT_EQ(run.at("events").size(), r.commands.size());
    const auto devs = nlohmann::json::parse(ndr::devicesToJson(sharedEngine().devices()));
    EXPECT_EQ(devs.size(), sharedEngine().devices().size());
}
