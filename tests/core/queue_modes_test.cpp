// Queue modes: out-of-order and two-queue runs stay verified because event wait lists
// order the dependent commands; every command carries its queue, host enqueue and wait times.
#include "test_engine.hpp"

#include <cstdlib>
#include <set>

#include "ndr/errors.hpp"
#include "ndr/json.hpp"
#include "ndr/trace.hpp"
#include <nlohmann/json.hpp>

namespace {

struct Case {
    const char* variant;
    std::size_t n;
    ndr::LocalSize local;
    ndr::BufferMode buffers;
};

void expectWellFormed(const ndr::RunResult& r)
{
    ASSERT_TRUE(r.ok()) << r.variant << " " << toString(r.queues) << ": " << r.error;
    for (const auto& c : r.commands) {
        SCOPED_TRACE(c.name);
        EXPECT_LE(c.queuedNs, c.submitNs);
        EXPECT_LE(c.submitNs, c.startNs);
        EXPECT_LE(c.startNs, c.endNs);
        EXPECT_LE(c.hostEnqueueBeginNs, c.hostEnqueueEndNs);
        EXPECT_LE(c.hostEnqueueEndNs, c.hostWaitEndNs) << "a command is waited for after its enqueue";
        EXPECT_LE(c.hostWaitBeginNs, c.hostWaitEndNs);
        EXPECT_GT(c.hostWaitBeginNs, 0);
        const auto s = ndr::stagesOf(c);
        EXPECT_NEAR(s.queueWaitUs + s.launchLatencyUs + s.executionUs, double(c.endNs - c.queuedNs) * 1e-3, 1e-6);
    }
}

const Case kCases[] = {
    {"tiled", 40, ndr::LocalSize::of2D(8, 8), ndr::BufferMode::Alloc},
    {"naive", 33, ndr::LocalSize::of2D(4, 4), ndr::BufferMode::Use},
    {"vadd3_chained", 10000, ndr::LocalSize::of1D(64), ndr::BufferMode::Alloc},
    {"reduce_multi_pass", 100000, ndr::LocalSize::of1D(32), ndr::BufferMode::Copy},
};

} // namespace

TEST(QueueModes, ParseAndPrint)
{
    for (auto m : {ndr::QueueMode::InOrder, ndr::QueueMode::OutOfOrder, ndr::QueueMode::TwoQueues})
        EXPECT_EQ(ndr::parseQueueMode(ndr::toString(m)), m);
    try {
        ndr::parseQueueMode("parallel");
        FAIL();
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_NE(std::string(e.what()).find("parallel"), std::string::npos) << "names the text given: " << e.what();
    }
}

TEST(QueueModes, OutOfOrderAndTwoQueuesVerifyMatmulAndVectorWorkloads)
{
    NDR_REQUIRE_DEVICE();
    for (auto mode : {ndr::QueueMode::OutOfOrder, ndr::QueueMode::TwoQueues})
        for (const auto& c : kCases) {
            SCOPED_TRACE(std::string(c.variant) + " " + ndr::toString(mode));
            auto req = quickRequest(c.variant, c.n, c.local);
            req.buffers = c.buffers;
            req.queues = mode;
            req.warmup = 1;
            req.reps = 3;
            const auto r = sharedEngine().run(req);
            expectWellFormed(r);
            std::set<int> queues;
            for (const auto& cmd : r.commands) {
                queues.insert(cmd.queue);
                // Transfers go to queue 1 only with two queues; kernels always to queue 0.
                const bool transfer = cmd.kind != ndr::CommandKind::Kernel;
                EXPECT_EQ(cmd.queue, mode == ndr::QueueMode::TwoQueues && transfer ? 1 : 0) << cmd.name;
            }
            if (r.queues == ndr::QueueMode::TwoQueues) {
                EXPECT_EQ(queues.size(), 2u);
            }
            if (mode == ndr::QueueMode::OutOfOrder && r.queues != mode) {
                EXPECT_FALSE(r.queueNote.empty()) << "a fallback says why";
            }
        }
}

TEST(QueueModes, InOrderRunsCarryHostWaitTimes)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("vadd", 5000, ndr::LocalSize::of1D(64));
    req.buffers = ndr::BufferMode::Alloc;
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    expectWellFormed(r);
    EXPECT_EQ(r.queues, ndr::QueueMode::InOrder);
    for (const auto& c : r.commands)
        EXPECT_EQ(c.queue, 0);
}

TEST(QueueModes, WithoutOutOfOrderSupportFallsBackToTwoQueuesWithAMessage)
{
    NDR_REQUIRE_DEVICE();
    ndr::EngineOptions options;
    options.faults.noOutOfOrder = true; // as a device without out-of-order queues
    ndr::Engine engine(options);
    auto req = quickRequest("vadd", 3000, ndr::LocalSize::of1D(32));
    req.buffers = ndr::BufferMode::Alloc;
    req.queues = ndr::QueueMode::OutOfOrder;
    const auto r = engine.run(req);
    expectWellFormed(r);
    EXPECT_EQ(r.queues, ndr::QueueMode::TwoQueues);
    EXPECT_NE(r.queueNote.find("CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE"), std::string::npos) << r.queueNote;
}

TEST(QueueModes, TraceHasOneEventPerStagePerCommandOnEachQueuesTracks)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("vadd3_chained", 4096, ndr::LocalSize::of1D(64));
    req.buffers = ndr::BufferMode::Alloc;
    req.queues = ndr::QueueMode::TwoQueues;
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    std::map<int, int> perQueue;
    for (const auto& c : r.commands)
        ++perQueue[c.queue];
    ASSERT_EQ(perQueue.size(), 2u);
    const auto doc = nlohmann::json::parse(ndr::toChromeTrace({r}));
    std::map<int, int> perTid;
    std::set<std::string> trackNames;
    for (const auto& e : doc.at("traceEvents")) {
        const auto& o = e;
        if (o.at("ph").get<std::string>() == "X")
            ++perTid[int(o.at("tid").get<double>())];
        else if (o.at("name").get<std::string>() == "thread_name")
            trackNames.insert(o.at("args").at("name").get<std::string>());
    }
    EXPECT_EQ(perTid[0], int(r.commands.size())) << "one host enqueue per command";
    EXPECT_GE(perTid[1], 1) << "host waits";
    // Each command's stages on the tracks of its queue's row (commands pending together stack).
    const auto rows = ndr::queueRows(r);
    std::map<int, int> expected;
    for (std::size_t i = 0; i < r.commands.size(); ++i)
        for (int s = 0; s < 3; ++s)
            ++expected[ndr::stageTid(rows, r.commands[i].queue, rows.row[i], s)];
    for (const auto& [tid, count] : expected)
        EXPECT_EQ(perTid[tid], count) << "track " << tid;
    EXPECT_TRUE(trackNames.count("queue 1 (transfers): execution"));
    EXPECT_TRUE(trackNames.count("queue 0 (kernels): execution"));
}

TEST(QueueModes, JsonPutsHostEnqueueAndWaitTimesOnTheDeviceAxis)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("vadd", 4096, ndr::LocalSize::of1D(64));
    req.buffers = ndr::BufferMode::Alloc;
    req.queues = ndr::QueueMode::OutOfOrder;
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    const auto doc = nlohmann::json::parse(ndr::toJson(r));
    const double err = doc.at("clock_error_ns").get<double>();
    EXPECT_GE(err, 0.0);
    EXPECT_EQ(doc.at("queues").get<std::string>(), r.queues == ndr::QueueMode::OutOfOrder ? "ooo" : "two");
    for (const auto& e : doc.at("events")) {
        const auto& o = e;
        SCOPED_TRACE(o.at("command").get<std::string>());
        // QUEUED was stamped during the enqueue call: inside it, give or take the mapping error.
        EXPECT_LE(o.at("host_enqueue_begin_ns").get<double>(), o.at("queued_ns").get<double>() + err);
        EXPECT_GE(o.at("host_enqueue_end_ns").get<double>(), o.at("queued_ns").get<double>() - err);
        // The host's wait ends after the command did.
        EXPECT_GE(o.at("host_wait_end_ns").get<double>(), o.at("end_ns").get<double>() - err);
    }
}

// The chained add's first kernel reads a and b only: with out-of-order or two queues it waits for
// those two writes, not for c, so it may run while c still copies (the overlap the Timeline shows);
// the second kernel waits for c and for the first. Device timestamps must respect exactly that.
TEST(QueueModes, ChainedAddWaitsOnlyForTheInputsItReads)
{
    NDR_REQUIRE_DEVICE();
    for (auto mode : {ndr::QueueMode::OutOfOrder, ndr::QueueMode::TwoQueues}) {
        SCOPED_TRACE(ndr::toString(mode));
        auto req = quickRequest("vadd3_chained", 200000, ndr::LocalSize::of1D(64));
        req.buffers = ndr::BufferMode::Alloc;
        req.queues = mode;
        req.warmup = 0;
        req.reps = 2;
        const auto r = sharedEngine().run(req);
        expectWellFormed(r);
        auto find = [&](const std::string& name) -> const ndr::CommandTiming& {
            for (const auto& c : r.commands)
                if (c.name == name)
                    return c;
            ADD_FAILURE() << "no command " << name;
            return r.commands.front();
        };
        const auto &wa = find("write a"), &wb = find("write b"), &wc = find("write c");
        const auto& k1 = find("kernel #1 tmp = a + b");
        const auto& k2 = find("kernel #1 d = tmp + c");
        EXPECT_GE(k1.startNs, wa.endNs);
        EXPECT_GE(k1.startNs, wb.endNs);
        EXPECT_GE(k2.startNs, wc.endNs);
        EXPECT_GE(k2.startNs, k1.endNs);
        EXPECT_GT(r.kernel.medianMs, 0.0);
        EXPECT_GT(r.writeMs, 0.0);
    }
}
