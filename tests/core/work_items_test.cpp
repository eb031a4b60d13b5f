// Work-group explorer: NDRange arithmetic, ids captured on the device (PoCL), bank pictures.
#include "test_engine.hpp"

#include "ndr/bank_conflicts.hpp"
#include "ndr/errors.hpp"
#include "ndr/work_items.hpp"

namespace {

ndr::NDRangeGeometry geom(const std::string& g, const std::string& l) { return ndr::NDRangeGeometry::parse(g, l); }

ndr::IdCapture capture(const ndr::NDRangeGeometry& r)
{
    ndr::IdCaptureRequest req;
    req.range = r;
    return sharedEngine().captureIds(req);
}

} // namespace

TEST(WorkItems, ParseAndRefuse)
{
    const auto r = geom("16x16", "2x4");
    EXPECT_EQ(r.dims, 2);
    EXPECT_EQ(r.groupsX(), 8u);
    EXPECT_EQ(r.groupsY(), 4u);
    EXPECT_EQ(geom("64", "8").dims, 1);
    EXPECT_FALSE(geom("16x16", "3x4").uniform()); // ragged: parsed, launched by the rules of RaggedIds
    EXPECT_THROW(geom("16x16", "4"), ndr::Error); // dimension mismatch
    EXPECT_THROW(geom("16xq", "4x4"), ndr::Error);
    EXPECT_THROW(geom("0x16", "1x1"), ndr::Error);
    EXPECT_THROW(geom("65536x65537", "1x1"), ndr::Error); // past 2^31 items
    EXPECT_THROW(geom("65536x32767", "1x3"), ndr::Error); // padded past 2^31 items
}

TEST(WorkItems, ArithmeticFollowsTheSpec)
{
    const auto r = geom("24x12", "8x4");
    const auto id = ndr::workItemIdsAt(r, 13, 6, 8);
    EXPECT_EQ(id.groupX, 1u);
    EXPECT_EQ(id.groupY, 1u);
    EXPECT_EQ(id.localX, 5u);
    EXPECT_EQ(id.localY, 2u);
    EXPECT_EQ(id.linearGlobal, 6u * 24 + 13);
    EXPECT_EQ(id.linearLocal, 2u * 8 + 5);
    EXPECT_EQ(id.subGroup, 2);
    EXPECT_EQ(ndr::workItemIdsAt(r, 13, 6).subGroup, -1);
}

// For every captured item: global = group x local size + local id, in each dimension, and the
// linear ids follow, for 1-D and 2-D NDRanges of several shapes.
TEST(IdCapture, GlobalIsGroupTimesLocalPlusLocal)
{
    NDR_REQUIRE_DEVICE();
    const std::vector<std::pair<std::string, std::string>> shapes = {
        {"16x16", "4x4"}, {"16x16", "2x4"}, {"48x20", "16x4"}, {"7x5", "1x5"}, {"64", "8"}, {"1000", "40"}, {"3", "1"}};
    for (const auto& [g, l] : shapes) {
        const auto r = geom(g, l);
        const auto c = capture(r);
        ASSERT_EQ(c.items.size(), r.itemCount()) << g << " / " << l;
        EXPECT_TRUE(c.verified()) << g << " / " << l << ": " << c.firstMismatch;
        for (std::size_t y = 0; y < r.globalY; ++y)
            for (std::size_t x = 0; x < r.globalX; ++x) {
                const auto& id = c.at(x, y);
                ASSERT_EQ(id.globalX, x);
                ASSERT_EQ(id.globalY, y);
                ASSERT_EQ(id.globalX, id.groupX * r.localX + id.localX) << g << " / " << l;
                ASSERT_EQ(id.globalY, id.groupY * r.localY + id.localY) << g << " / " << l;
                ASSERT_LT(id.localX, r.localX);
                ASSERT_LT(id.localY, r.localY);
                ASSERT_EQ(id.linearGlobal, y * r.globalX + x);
                ASSERT_EQ(id.linearLocal, id.localY * r.localX + id.localX);
                ASSERT_GE(id.subGroup, 0);
            }
        if (!c.subGroupsFromDevice) {
            EXPECT_GT(c.subGroupSize, 0u);
            EXPECT_NE(c.subGroupSource.find("estimate"), std::string::npos);
        }
    }
}

// Seed 003 prints id[get_global_id(0)][get_global_id(1)] for N = 16 with 4x4 and 2x4 groups.
TEST(IdCapture, Seed003Grids)
{
    NDR_REQUIRE_DEVICE();
    const auto c44 = capture(geom("16x16", "4x4"));
    const auto c24 = capture(geom("16x16", "2x4"));
    for (std::size_t i = 0; i < 16; ++i)
        for (std::size_t j = 0; j < 16; ++j) {
            // Row i of printId is get_global_id(0) = i.
            EXPECT_EQ(c44.at(i, j).globalX, i);
            EXPECT_EQ(c44.at(i, j).globalY, j);
            EXPECT_EQ(c44.at(i, j).localX, i % 4);
            EXPECT_EQ(c44.at(i, j).localY, j % 4);
            EXPECT_EQ(c24.at(i, j).localX, i % 2);
            EXPECT_EQ(c24.at(i, j).localY, j % 4);
            EXPECT_EQ(c24.at(i, j).groupX, i / 2);
            EXPECT_EQ(c24.at(i, j).groupY, j / 4);
        }
}

// A large NDRange is run whole but only a window is captured (memory stays bounded).
TEST(IdCapture, WindowOfALargeNDRange)
{
    NDR_REQUIRE_DEVICE();
    ndr::IdCaptureRequest req;
    req.range = geom("2048x2048", "16x16");
    req.windowX = 1000, req.windowY = 30, req.windowWidth = 64, req.windowHeight = 16;
    const auto c = sharedEngine().captureIds(req);
    ASSERT_EQ(c.items.size(), 64u * 16u);
    EXPECT_TRUE(c.verified()) << c.firstMismatch;
    EXPECT_EQ(c.at(1000, 30).groupX, 1000u / 16);
    EXPECT_EQ(c.at(1063, 45).localY, 45u % 16);

    req.windowWidth = req.windowHeight = 0; // whole NDRange: 4 Mi items, past the capture limit
    req.windowX = req.windowY = 0;
    try {
        sharedEngine().captureIds(req);
        FAIL() << "expected the capture limit";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_EQ(e.limit(), ndr::kCaptureLimit) << e.what();
        EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(ndr::kMaxCapturedItems));
        EXPECT_EQ(e.requested(), std::optional<std::uint64_t>(2048u * 2048u));
    }
    req.windowX = 5000;
    EXPECT_THROW(sharedEngine().captureIds(req), ndr::Error);
}

TEST(IdCapture, RefusesOversizedGroups)
{
    NDR_REQUIRE_DEVICE();
    const auto& dev = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    const std::size_t too = dev.maxWorkGroupSize * 2;
    ndr::IdCaptureRequest req;
    req.range = geom(std::to_string(too), std::to_string(too));
    try {
        sharedEngine().captureIds(req);
        FAIL() << "expected a work-group limit error";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_EQ(e.limit(), "CL_DEVICE_MAX_WORK_GROUP_SIZE") << e.what();
        EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(dev.maxWorkGroupSize));
    }
}

// Seed 004: reading a column of a 32x32 tile puts all 32 lanes of a warp on one bank; the
// TILE+1 pitch spreads them over all 32 banks. tiled's row read never conflicts.
TEST(BankConflicts, PaddingRemovesTheColumnConflict)
{
    const auto plain = ndr::tileReadBanks(32, 32, 32, 32, 0, true);
    EXPECT_EQ(plain.ways, 32u);
    EXPECT_EQ(plain.conflictingLanes, 32u);
    const auto padded = ndr::tileReadBanks(32, 33, 32, 32, 0, true);
    EXPECT_EQ(padded.ways, 1u);
    EXPECT_EQ(padded.conflictingLanes, 0u);
    // 16x16 tiles: a warp spans two rows of 16 lanes reading the same 16 words (ly does not enter
    // the address: broadcast). At pitch 16 those words fall in banks 3 and 19 only: 8-way.
    const auto p16 = ndr::tileReadBanks(16, 16, 32, 32, 3, true);
    EXPECT_EQ(p16.ways, 8u);
    EXPECT_EQ(ndr::tileReadBanks(16, 17, 32, 32, 3, true).ways, 1u);
    EXPECT_EQ(ndr::tileReadBanks(16, 16, 32, 32, 3, false).ways, 1u); // row read: broadcast per row
    EXPECT_THROW(ndr::tileReadBanks(16, 15, 32, 32, 0, true), ndr::Error);
}
