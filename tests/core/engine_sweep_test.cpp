#include "test_engine.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant_availability.hpp"

#include <set>

TEST(Sweep, RunsTheProductAndSkipsInvalidCombinationsWithReasons)
{
    NDR_REQUIRE_DEVICE();
    ndr::SweepRequest s;
    s.base = quickRequest("", 0);
    s.variants = {"naive", "tiled", "row"};
    s.sizes = {24, 40};
    s.locals = {ndr::LocalSize::of2D(8, 8), ndr::LocalSize::of2D(4, 2)};
    std::vector<std::string> streamed;
    double lastProgress = -1;
    bool monotonic = true;
    const auto out = sharedEngine().sweep(
        s, {},
        [&](double f, const std::string&) {
            monotonic = monotonic && f >= lastProgress - 1e-12;
            lastProgress = f;
        },
        [&](const ndr::RunResult& r) { streamed.push_back(r.variant); });
    // naive: both locals valid; tiled: 4x2 is not square; row: 2-D locals are invalid.
    EXPECT_EQ(out.runs.size(), 2u * (2 + 1));
    EXPECT_EQ(out.skipped.size(), 2u * (1 + 2));
    EXPECT_EQ(streamed.size(), out.runs.size());
    for (const auto& r : out.runs)
        EXPECT_TRUE(r.ok()) << r.variant << " " << r.error;
    for (const auto& sk : out.skipped)
        EXPECT_FALSE(sk.reason.empty());
    EXPECT_TRUE(monotonic);
    EXPECT_NEAR(lastProgress, 1.0, 1e-9);
    EXPECT_FALSE(out.cancelled);
}

TEST(Sweep, CancelKeepsFinishedRuns)
{
    NDR_REQUIRE_DEVICE();
    ndr::SweepRequest s;
    s.base = quickRequest("", 0);
    s.variants = {"naive", "row", "tiled", "transposed"};
    s.sizes = {16, 32};
    ndr::CancelToken cancel;
    const auto out = sharedEngine().sweep(s, cancel, {}, [&](const ndr::RunResult&) {
        cancel.cancel(); // after the first finished run
    });
    EXPECT_TRUE(out.cancelled);
    ASSERT_EQ(out.runs.size(), 1u);
    EXPECT_TRUE(out.runs[0].ok());
}

TEST(Sweep, ALibraryVariantRunsOncePerSizeWhateverTheLocalSizes)
{
    NDR_REQUIRE_DEVICE();
    if (const auto why = ndr::externalUnavailableReason(*ndr::findVariant("clblast")); !why.empty())
        GTEST_SKIP() << why;
    ndr::SweepRequest s;
    s.base = quickRequest("", 0);
    s.variants = {"naive", "clblast"};
    s.sizes = {16, 24};
    s.locals = {ndr::LocalSize::of2D(8, 8), ndr::LocalSize::of2D(4, 4), ndr::LocalSize::of2D(2, 2)};
    double lastProgress = -1;
    const auto out = sharedEngine().sweep(s, {}, [&](double f, const std::string&) { lastProgress = f; });
    std::size_t naive = 0, clblast = 0;
    for (const auto& r : out.runs) {
        EXPECT_TRUE(r.ok()) << r.variant << " " << r.error;
        if (r.variant == "clblast") {
            ++clblast;
            EXPECT_FALSE(r.local.applies()) << "CLBlast picks its own work-groups: " << r.local.toString();
        } else {
            ++naive;
            EXPECT_TRUE(r.local.applies());
        }
    }
    EXPECT_EQ(naive, 2u * 3u);
    EXPECT_EQ(clblast, 2u) << "once per N, not once per local size";
    EXPECT_TRUE(out.skipped.empty());
    EXPECT_NEAR(lastProgress, 1.0, 1e-9) << "the progress counts the runs that happen";
}
