// Failures a real device cannot produce on demand, injected through the core's NDR_FAULT seam
// (core/src/fault_injection.hpp) while everything else runs for real on the device.
#include "test_engine.hpp"

#include <cstdlib>

#include "ndr/errors.hpp"

namespace {

struct Fault {
    explicit Fault(const char* spec) { ::setenv("NDR_FAULT", spec, 1); }
    ~Fault() { ::unsetenv("NDR_FAULT"); }
};

} // namespace

TEST(Faults, DeviceWithoutProfilingFallsBackToTheWallClock)
{
    NDR_REQUIRE_DEVICE();
    Fault fault("no-profiling");
    ndr::Engine engine; // the registry reads the device's queue properties at construction
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
    Fault fault("alloc-failure-n=24");
    ndr::SweepRequest s;
    s.base = quickRequest("", 0);
    s.variants = {"naive"};
    s.sizes = {16, 24, 32};
    const auto out = sharedEngine().sweep(s);
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
    Fault fault("alloc-failure-n=1000");
    try {
        sharedEngine().run(quickRequest("vadd", 1000));
        FAIL() << "ran";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        EXPECT_EQ(e.clCall(), "clCreateBuffer") << e.what();
        EXPECT_EQ(e.clStatus(), std::optional<int>(-4)) << "CL_MEM_OBJECT_ALLOCATION_FAILURE";
        EXPECT_EQ(e.clStatusName(), "CL_MEM_OBJECT_ALLOCATION_FAILURE");
    }
}
