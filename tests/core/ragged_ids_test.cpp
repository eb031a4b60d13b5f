// Ragged NDRanges (a global size that is not a multiple of the local size) in the work-group
// explorer: partial work-groups where the device has non-uniform work-groups, the refusal and the
// padded NDRange where it has not. PoCL 3.1 has none, so the non-uniform tests skip there; the
// oclgrind.ragged_ids test runs this file under Oclgrind, which has them, with
// NDR_EXPECT_NON_UNIFORM=1 turning those skips into failures.
#include <cstdlib>
#include <map>

#include <gtest/gtest.h>

#include "ndr/engine.hpp"

#include "ndr/errors.hpp"
#include "ndr/work_items.hpp"

namespace {

ndr::NDRangeGeometry geom(const std::string& g, const std::string& l) { return ndr::NDRangeGeometry::parse(g, l); }

ndr::IdCapture capture(ndr::Engine& engine, const ndr::NDRangeGeometry& r, bool pad = false)
{
    ndr::IdCaptureRequest req;
    req.range = r;
    req.pad = pad;
    return engine.captureIds(req);
}

} // namespace

// One engine for the suite, destroyed before exit: Oclgrind's runtime frees its thread-local
// state before static destructors run, so an engine of static lifetime (sharedEngine()) cannot
// release its OpenCL objects there.
class RaggedIds : public ::testing::Test {
protected:
    static void SetUpTestSuite() { engine_ = new ndr::Engine; }
    static void TearDownTestSuite()
    {
        delete engine_;
        engine_ = nullptr;
    }
    static ndr::Engine& engine() { return *engine_; }
    static const ndr::DeviceInfo& defaultDevice() { return engine().devices()[engine().resolveDevice(-1, -1)]; }

private:
    static ndr::Engine* engine_;
};

ndr::Engine* RaggedIds::engine_ = nullptr;

#define REQUIRE_DEVICE()                                                                                               \
    do {                                                                                                               \
        if (engine().devices().empty())                                                                                \
            GTEST_SKIP() << "no OpenCL device (install pocl-opencl-icd)";                                              \
    } while (0)

// Skips where the default device has no non-uniform work-groups, unless the run expects them.
#define REQUIRE_NON_UNIFORM()                                                                                          \
    do {                                                                                                               \
        REQUIRE_DEVICE();                                                                                              \
        if (!defaultDevice().nonUniformWorkGroups) {                                                                   \
            if (std::getenv("NDR_EXPECT_NON_UNIFORM"))                                                                 \
                FAIL() << defaultDevice().name << " lacks non-uniform work-groups ("                                   \
                       << defaultDevice().nonUniformWorkGroupsSource << ")";                                           \
            GTEST_SKIP() << defaultDevice().name << " has no non-uniform work-groups ("                                \
                         << defaultDevice().nonUniformWorkGroupsSource << "); oclgrind.ragged_ids runs this";          \
        }                                                                                                              \
    } while (0)

namespace {

// Every captured item obeys the OpenCL 2.0 rules of a non-uniform NDRange: global = group x
// enqueued local size + local id, and get_local_size is the enqueued size except in the last
// group of a dimension, where it is what is left of the global size.
void expectNonUniformIds(const ndr::IdCapture& c, const ndr::NDRangeGeometry& r)
{
    for (std::size_t y = 0; y < r.globalY; ++y)
        for (std::size_t x = 0; x < r.globalX; ++x) {
            const auto& id = c.at(x, y);
            ASSERT_EQ(id.globalX, x);
            ASSERT_EQ(id.globalY, y);
            ASSERT_EQ(id.globalX, id.groupX * r.localX + id.localX);
            ASSERT_EQ(id.globalY, id.groupY * r.localY + id.localY);
            const std::size_t sizeX = std::min(r.localX, r.globalX - id.groupX * r.localX);
            const std::size_t sizeY = std::min(r.localY, r.globalY - id.groupY * r.localY);
            ASSERT_EQ(id.localSizeX, sizeX) << x << "," << y;
            ASSERT_EQ(id.localSizeY, sizeY) << x << "," << y;
            ASSERT_LT(id.localX, sizeX);
            ASSERT_LT(id.localY, sizeY);
            ASSERT_EQ(id.linearLocal, id.localY * sizeX + id.localX);
            ASSERT_FALSE(c.isPadding(x, y));
        }
}

} // namespace

TEST(RaggedGeometry, PartialGroupsAndPadding)
{
    const auto r = geom("1000", "64");
    EXPECT_FALSE(r.uniform());
    EXPECT_TRUE(r.problem().empty());
    EXPECT_EQ(r.groupsX(), 16u);
    EXPECT_EQ(r.groupLocalX(14), 64u);
    EXPECT_EQ(r.groupLocalX(15), 40u);
    EXPECT_TRUE(r.partialGroup(15, 0));
    EXPECT_FALSE(r.partialGroup(14, 0));
    EXPECT_EQ(r.padded().globalX, 1024u);
    EXPECT_TRUE(r.padded().uniform());

    const auto r2 = geom("100x50", "16x16");
    EXPECT_EQ(r2.groupsX(), 7u);
    EXPECT_EQ(r2.groupsY(), 4u);
    EXPECT_EQ(r2.padded().globalX, 112u);
    EXPECT_EQ(r2.padded().globalY, 64u);
    const auto corner = ndr::workItemIdsAt(r2, 99, 49);
    EXPECT_EQ(corner.groupX, 6u);
    EXPECT_EQ(corner.groupY, 3u);
    EXPECT_EQ(corner.localX, 3u);
    EXPECT_EQ(corner.localY, 1u);
    EXPECT_EQ(corner.localSizeX, 4u);
    EXPECT_EQ(corner.localSizeY, 2u);
    EXPECT_EQ(corner.linearLocal, 1u * 4 + 3);
    const auto inner = ndr::workItemIdsAt(r2, 17, 18);
    EXPECT_EQ(inner.localSizeX, 16u);
    EXPECT_EQ(inner.localSizeY, 16u);
    EXPECT_TRUE(geom("16x16", "4x4").uniform());
    EXPECT_TRUE(geom("10", "64").problem().empty()); // one partial group smaller than the local size
    EXPECT_EQ(geom("10", "64").groupLocalX(0), 10u);
}

// 1000 / 64: fifteen groups of 64 and a last one of 40, as the device reports them.
TEST_F(RaggedIds, NonUniformLaunchCapturesPartialGroups1D)
{
    REQUIRE_NON_UNIFORM();
    const auto r = geom("1000", "64");
    const auto c = capture(engine(), r);
    EXPECT_EQ(c.launch, ndr::IdLaunch::NonUniform);
    EXPECT_EQ(c.range, r);
    ASSERT_EQ(c.items.size(), 1000u);
    EXPECT_TRUE(c.verified()) << c.firstMismatch;
    EXPECT_EQ(c.paddingItems(), 0u);
    std::map<std::uint32_t, std::uint32_t> groupSize; // group -> get_local_size(0)
    for (const auto& id : c.items)
        groupSize[id.groupX] = id.localSizeX;
    ASSERT_EQ(groupSize.size(), 16u);
    for (std::uint32_t g = 0; g < 15; ++g)
        EXPECT_EQ(groupSize[g], 64u) << g;
    EXPECT_EQ(groupSize[15], 40u);
    EXPECT_EQ(c.at(999, 0).localX, 39u);
    expectNonUniformIds(c, r);
}

// 100x50 / 16x16: a column of 4x16 groups, a row of 16x2 groups and a 4x2 corner.
TEST_F(RaggedIds, NonUniformLaunchCapturesPartialGroups2D)
{
    REQUIRE_NON_UNIFORM();
    const auto r = geom("100x50", "16x16");
    const auto c = capture(engine(), r);
    EXPECT_EQ(c.launch, ndr::IdLaunch::NonUniform);
    ASSERT_EQ(c.items.size(), 5000u);
    EXPECT_TRUE(c.verified()) << c.firstMismatch;
    EXPECT_EQ(c.at(96, 0).localSizeX, 4u);
    EXPECT_EQ(c.at(96, 0).localSizeY, 16u);
    EXPECT_EQ(c.at(0, 48).localSizeX, 16u);
    EXPECT_EQ(c.at(0, 48).localSizeY, 2u);
    EXPECT_EQ(c.at(99, 49).localSizeX, 4u);
    EXPECT_EQ(c.at(99, 49).localSizeY, 2u);
    EXPECT_EQ(c.at(95, 47).localSizeX, 16u);
    expectNonUniformIds(c, r);
    // A window of a ragged NDRange sees the same sizes.
    ndr::IdCaptureRequest req;
    req.range = r;
    req.windowX = 90, req.windowY = 40, req.windowWidth = 10, req.windowHeight = 10;
    const auto w = engine().captureIds(req);
    EXPECT_TRUE(w.verified()) << w.firstMismatch;
    EXPECT_EQ(w.at(99, 49).localSizeY, 2u);
    EXPECT_EQ(w.at(90, 40).localSizeX, 16u);
}

// Without non-uniform work-groups a ragged NDRange is refused, naming the device property; the
// engine's seam stands in for such a device where the real one has them.
TEST_F(RaggedIds, RefusedWithoutNonUniformWorkGroups)
{
    REQUIRE_DEVICE();
    ndr::Engine uniformOnly;
    uniformOnly.simulateUniformWorkGroupsOnly();
    EXPECT_FALSE(uniformOnly.devices()[uniformOnly.resolveDevice(-1, -1)].nonUniformWorkGroups);
    for (const auto& [g, l] : {std::pair{"1000", "64"}, std::pair{"100x50", "16x16"}}) {
        try {
            capture(uniformOnly, geom(g, l));
            FAIL() << "expected a refusal of " << g << " / " << l;
        } catch (const ndr::Error& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
            EXPECT_EQ(e.limit(), ndr::kNonUniformWorkGroupLimit);
        }
    }
    // Uniform NDRanges are unaffected.
    EXPECT_TRUE(capture(uniformOnly, geom("16x16", "4x4")).verified());
    if (!defaultDevice().nonUniformWorkGroups) { // the real device refuses the same way
        try {
            capture(engine(), geom("1000", "64"));
            FAIL() << "expected a refusal";
        } catch (const ndr::Error& e) {
            EXPECT_EQ(e.limit(), ndr::kNonUniformWorkGroupLimit);
        }
    }
}

// The padded NDRange runs everywhere: every work-item launched, those past the requested size
// marked as padding, all groups full.
TEST_F(RaggedIds, PaddedLaunchMarksPadding)
{
    REQUIRE_DEVICE();
    ndr::Engine uniformOnly;
    uniformOnly.simulateUniformWorkGroupsOnly();
    for (ndr::Engine* e : {&engine(), &uniformOnly}) {
        const auto c = capture(*e, geom("1000", "64"), true);
        EXPECT_EQ(c.launch, ndr::IdLaunch::Padded);
        EXPECT_EQ(c.requested.globalX, 1000u);
        EXPECT_EQ(c.range.globalX, 1024u);
        ASSERT_EQ(c.items.size(), 1024u);
        EXPECT_TRUE(c.verified()) << c.firstMismatch;
        EXPECT_EQ(c.paddingItems(), 24u);
        for (std::size_t x = 0; x < 1024; ++x) {
            ASSERT_EQ(c.isPadding(x, 0), x >= 1000) << x;
            ASSERT_EQ(c.at(x, 0).globalX, x);
            ASSERT_EQ(c.at(x, 0).localSizeX, 64u);
        }
        EXPECT_EQ(c.at(1023, 0).groupX, 15u);
        EXPECT_EQ(c.at(1023, 0).localX, 63u);
    }
    const auto c = capture(uniformOnly, geom("100x50", "16x16"), true);
    EXPECT_EQ(c.range.globalX, 112u);
    EXPECT_EQ(c.range.globalY, 64u);
    ASSERT_EQ(c.items.size(), 112u * 64u);
    EXPECT_TRUE(c.verified()) << c.firstMismatch;
    EXPECT_EQ(c.paddingItems(), 112u * 64u - 5000u);
    std::size_t padding = 0;
    for (std::size_t y = 0; y < 64; ++y)
        for (std::size_t x = 0; x < 112; ++x)
            padding += c.isPadding(x, y);
    EXPECT_EQ(padding, c.paddingItems());
    EXPECT_FALSE(c.isPadding(99, 49));
    EXPECT_TRUE(c.isPadding(100, 0));
    EXPECT_TRUE(c.isPadding(0, 50));
    // Padding a uniform NDRange changes nothing.
    const auto u = capture(uniformOnly, geom("16x16", "4x4"), true);
    EXPECT_EQ(u.launch, ndr::IdLaunch::Uniform);
    EXPECT_EQ(u.paddingItems(), 0u);
}
