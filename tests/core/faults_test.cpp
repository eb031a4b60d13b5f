// Failures a real device cannot produce on demand, injected through the engine's fault plan
// (EngineOptions::faults, ndr/fault_plan.hpp) while everything else runs for real on the device.
#include "test_engine.hpp"

#include <cstdlib>

#include "ndr/errors.hpp"

namespace {

ndr::EngineOptions withFaults(const char* spec)
{
    ndr::EngineOptions options;
    options.faults = ndr::FaultPlan::parse(spec);
    return options;
}

} // namespace

TEST(Faults, DeviceWithoutProfilingFallsBackToTheWallClock)
{
    NDR_REQUIRE_DEVICE();
    ndr::Engine engine(withFaults("no-profiling")); // the registry reads queue properties at construction
    ASSERT_FALSE(engine.devices().empty());
    EXPECT_FALSE(engine.devices()[0].profilingSupported);
    auto req = quickRequest("tiled", 32, ndr::LocalSize::of2D(8, 8));
    req.reps = 3;
    const auto r = engine.run(req);
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_FALSE(r.profiled) << "the result must say its times are wall clock";
    EXPECT_GT(r.kernel.medianMs, 0.0);
    for (const auto& c : r.commands) {
        EXPECT_LE(c.queuedNs, c.startNs);
        EXPECT_LE(c.startNs, c.endNs);
    }
    EXPECT_THROW(engine.measurePeaks(-1, -1), ndr::Error) << "peaks need event timestamps";
}

TEST(Faults, AllocationFailureMidSweepFailsThatRunAndTheSweepGoesOn)
{
    NDR_REQUIRE_DEVICE();
    ndr::Engine engine(withFaults("alloc-failure-n=24"));
    ndr::SweepRequest s;
    s.base = quickRequest("", 0);
    s.variants = {"naive"};
    s.sizes = {16, 24, 32};
    const auto out = engine.sweep(s);
    ASSERT_EQ(out.runs.size(), 3u);
    EXPECT_TRUE(out.runs[0].ok()) << out.runs[0].error;
    EXPECT_FALSE(out.runs[1].ok());
    EXPECT_EQ(out.runs[1].status, ndr::RunStatus::RuntimeError) << out.runs[1].error;
    EXPECT_FALSE(out.runs[1].error.empty());
    EXPECT_EQ(out.runs[1].n, 24u);
    EXPECT_TRUE(out.runs[2].ok()) << out.runs[2].error;
}

TEST(Faults, AllocationFailureInASingleRunIsARuntimeError)
{
    NDR_REQUIRE_DEVICE();
    ndr::Engine engine(withFaults("alloc-failure-n=1000"));
    try {
        engine.run(quickRequest("vadd", 1000));
        FAIL() << "ran";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        EXPECT_EQ(e.clCall(), "clCreateBuffer") << e.what();
        EXPECT_EQ(e.clStatus(), std::optional<int>(-4)) << "CL_MEM_OBJECT_ALLOCATION_FAILURE";
        EXPECT_EQ(e.clStatusName(), "CL_MEM_OBJECT_ALLOCATION_FAILURE");
    }
}

TEST(Faults, PlanParsesItsListAndWritesItBack)
{
    const ndr::FaultPlan plan =
        ndr::FaultPlan::parse("corrupt-output,alloc-failure-n=16,no-such-fault,alloc-failure-n=x,no-ooo");
    EXPECT_TRUE(plan.corruptOutput);
    EXPECT_TRUE(plan.noOutOfOrder);
    EXPECT_FALSE(plan.noProfiling);
    EXPECT_FALSE(plan.throwInRun);
    EXPECT_TRUE(plan.allocationFailsFor(16));
    EXPECT_FALSE(plan.allocationFailsFor(0)) << "a malformed size is ignored, not read as 0";
    EXPECT_TRUE(plan.any());
    const ndr::FaultPlan back = ndr::FaultPlan::parse(plan.spec());
    EXPECT_EQ(back.spec(), plan.spec());
    EXPECT_FALSE(ndr::FaultPlan::parse("").any());
    EXPECT_FALSE(ndr::FaultPlan{}.any());
}
