// The bandwidth workloads on the real device: every variant at sizes that are not
// powers of two, the launch schemes, and the validation rules they add.
#include "test_engine.hpp"

#include <cmath>

#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/variant.hpp"

namespace {

struct Case {
    std::string variant;
    std::size_t n;
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.variant << " n=" << c.n; }

std::vector<Case> cases()
{
    std::vector<Case> out;
    for (auto w : {ndr::Workload::Reduce, ndr::Workload::VAdd, ndr::Workload::Pi})
        for (const ndr::Variant* v : ndr::variantsOf(w))
            for (std::size_t n : {1ul, 2ul, 255ul, 256ul, 257ul, 1000003ul})
                out.push_back({v->name, n});
    return out;
}

class EveryVectorVariant : public ::testing::TestWithParam<Case> {};

} // namespace

TEST_P(EveryVectorVariant, VerifiesAgainstTheCpuInDouble)
{
    NDR_REQUIRE_DEVICE();
    const auto& c = GetParam();
    auto req = quickRequest(c.variant, c.n);
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_LE(r.maxAbsErr, r.tolerance);
    EXPECT_EQ(r.workload, ndr::toString(ndr::findVariant(c.variant)->workload));
    EXPECT_GT(r.kernel.medianMs, 0.0);
}

INSTANTIATE_TEST_SUITE_P(Bandwidth, EveryVectorVariant, ::testing::ValuesIn(cases()),
                         [](const auto& info) { return info.param.variant + "_n" + std::to_string(info.param.n); });

TEST(VectorWorkloads, PiIsWithin1e5OfPi)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("pi", 1000000);
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    // maxAbsErr is against the double midpoint sum, which is itself within 1e-12 of pi here.
    EXPECT_LT(r.maxAbsErr, 1e-5);
}

TEST(VectorWorkloads, LaunchSchemesEnqueueWhatTheyTeach)
{
    NDR_REQUIRE_DEVICE();
    auto kernelsPerRep = [](const std::string& variant, std::size_t n, std::size_t local) {
        auto req = quickRequest(variant, n, ndr::LocalSize::of1D(local));
        req.reps = 1;
        const auto r = sharedEngine().run(req);
        EXPECT_TRUE(r.ok()) << r.error;
        int k = 0;
        for (const auto& c : r.commands)
            k += c.kind == ndr::CommandKind::Kernel;
        return k;
    };
    EXPECT_EQ(kernelsPerRep("reduce_two_phase", 100000, 64), 1);
    EXPECT_EQ(kernelsPerRep("vadd3_fused", 1000, 64), 1);
    EXPECT_EQ(kernelsPerRep("vadd3_chained", 1000, 64), 2);
    EXPECT_EQ(kernelsPerRep("reduce_fast", 100000, 64), 2);
    // 100000 -> 782 partials -> 7 -> 1 with 2 x 64 elements per group.
    EXPECT_EQ(kernelsPerRep("reduce_multi_pass", 100000, 64), 3);
}

TEST(VectorWorkloads, RepetitionTimeSpansAllItsLaunches)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("vadd3_chained", 100000, ndr::LocalSize::of1D(64));
    req.reps = 1;
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    std::vector<const ndr::CommandTiming*> k;
    for (const auto& c : r.commands)
        if (c.kind == ndr::CommandKind::Kernel)
            k.push_back(&c);
    ASSERT_EQ(k.size(), 2u);
    EXPECT_NEAR(r.kernel.medianMs, double(k[1]->endNs - k[0]->startNs) * 1e-6, 1e-9);
}

TEST(VectorWorkloads, ValidationRules)
{
    NDR_REQUIRE_DEVICE();
    auto refusal = [](const ndr::RunRequest& req) {
        const auto v = sharedEngine().validate(req);
        EXPECT_FALSE(v.ok);
        EXPECT_FALSE(v.reason.empty());
        EXPECT_TRUE(v.error && v.error->kind() == ndr::ErrorKind::InvalidInput);
        return v.error.value_or(ndr::runtimeError(""));
    };
    const auto tree = refusal(quickRequest("reduce_sequential", 1000, ndr::LocalSize::of1D(96)));
    EXPECT_EQ(tree.limit(), "power-of-two local size");
    EXPECT_EQ(tree.requested(), std::optional<std::uint64_t>(96));
    EXPECT_EQ(refusal(quickRequest("reduce_serial", 1000, ndr::LocalSize::of1D(4))).limit(), "single work-item");
    const auto dims = refusal(quickRequest("vadd", 1000, ndr::LocalSize::of2D(8, 8)));
    EXPECT_EQ(dims.limit(), "NDRange dimensions");
    EXPECT_EQ(dims.limitValue(), std::optional<std::uint64_t>(1));
    EXPECT_EQ(dims.requested(), std::optional<std::uint64_t>(2));
    EXPECT_EQ(refusal(quickRequest("vadd", 0)).limit(), "minimum n");
    const auto huge = refusal(quickRequest("vadd", 3000000000ul));
    EXPECT_EQ(huge.limit(), "32-bit int indexing");
    EXPECT_EQ(huge.requested(), std::optional<std::uint64_t>(3000000000ul));
    const auto& d = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    const std::size_t tooMany = d.maxMemAllocBytes / 4 + 1;
    if (tooMany < 2147483647ul) {
        const auto alloc = refusal(quickRequest("vadd", tooMany));
        EXPECT_EQ(alloc.limit(), "CL_DEVICE_MAX_MEM_ALLOC_SIZE");
        EXPECT_EQ(alloc.limitValue(), std::optional<std::uint64_t>(d.maxMemAllocBytes));
    }
}

TEST(VectorWorkloads, MetricFollowsTheWorkload)
{
    EXPECT_TRUE(ndr::findVariant("reduce_fast")->reportsBandwidth());
    EXPECT_TRUE(ndr::findVariant("vadd")->reportsBandwidth());
    EXPECT_FALSE(ndr::findVariant("pi")->reportsBandwidth());
    EXPECT_FALSE(ndr::findVariant("tiled")->reportsBandwidth());
    EXPECT_DOUBLE_EQ(ndr::findVariant("vadd")->bytes(1000, ndr::LocalSize::of1D(64)), 12000.0);
    EXPECT_DOUBLE_EQ(ndr::findVariant("vadd3_chained")->bytes(1000, ndr::LocalSize::of1D(64)), 24000.0);
    EXPECT_DOUBLE_EQ(ndr::findVariant("vadd3_fused")->bytes(1000, ndr::LocalSize::of1D(64)), 16000.0);
}
