// The lesson table is complete (every claim names existing variants, its course source and the
// texts a learner reads) and a lesson measures on a real device (PoCL in CI): both runs verified,
// a ratio from their kernel times, and a verdict consistent with the lesson's threshold.
#include <gtest/gtest.h>
#include <set>

#include "../support/run_fixtures.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/lessons.hpp"
#include "ndr/variant.hpp"
#include "test_engine.hpp"

namespace {

void expectRunnable(const ndr::LessonRun& run, const std::string& lesson)
{
    const ndr::Variant* v = ndr::findVariant(run.variant);
    ASSERT_NE(v, nullptr) << lesson << " names an unknown variant " << run.variant;
    EXPECT_GT(run.n, 0u) << lesson;
}

} // namespace

TEST(Lessons, TableIsCompleteAndNamesExistingVariants)
{
    const auto& all = ndr::lessons();
    // The claims the course makes (../shared/seeds): tiling, the row kernels, blocking, coalescing,
    // private accumulation, host-pointer buffers, padding, reductions and fused vector adds.
    EXPECT_GE(all.size(), 10u);
    std::set<std::string> names;
    for (const ndr::Lesson& l : all) {
        EXPECT_TRUE(names.insert(l.name).second) << "duplicate lesson " << l.name;
        EXPECT_FALSE(l.claim.empty()) << l.name;
        EXPECT_FALSE(l.courseSource.empty()) << l.name;
        EXPECT_FALSE(l.courseFigure.empty()) << l.name;
        EXPECT_FALSE(l.whyItHolds.empty()) << l.name;
        EXPECT_FALSE(l.whyNotOnGpu.empty()) << l.name;
        EXPECT_FALSE(l.whyNotOnCpu.empty()) << l.name;
        EXPECT_GE(l.holdsAt, 1.0) << l.name;
        expectRunnable(l.baseline, l.name);
        expectRunnable(l.candidate, l.name);
        // A lesson compares two different things: variants, or buffer modes of one variant.
        EXPECT_TRUE(l.baseline.variant != l.candidate.variant || l.baseline.buffers != l.candidate.buffers) << l.name;
        // The two runs do the same work, so their kernel times compare.
        const ndr::Variant* b = ndr::findVariant(l.baseline.variant);
        const ndr::Variant* c = ndr::findVariant(l.candidate.variant);
        ASSERT_TRUE(b && c);
        EXPECT_EQ(b->workload, c->workload) << l.name;
        EXPECT_EQ(l.baseline.n, l.candidate.n) << l.name;
        EXPECT_EQ(ndr::findLesson(l.name), &l);
    }
    EXPECT_EQ(ndr::findLesson("no-such-lesson"), nullptr);
}

TEST(Lessons, EveryLessonsRunsAreValidOnTheDevice)
{
    NDR_REQUIRE_DEVICE();
    for (const ndr::Lesson& l : ndr::lessons())
        for (const ndr::LessonRun* run : {&l.baseline, &l.candidate}) {
            ndr::RunRequest r;
            r.variant = run->variant;
            r.n = run->n;
            r.local = run->local;
            r.buffers = run->buffers;
            const ndr::Validation v = sharedEngine().validate(r);
            EXPECT_TRUE(v.ok) << l.name << ": " << run->variant << ": " << v.reason;
        }
}

TEST(Lessons, AMeasuredLessonHasAVerdictFromItsOwnRuns)
{
    NDR_REQUIRE_DEVICE();
    const ndr::Lesson* lesson = ndr::findLesson("tiled-vs-naive");
    ASSERT_NE(lesson, nullptr);
    ndr::LessonOptions options;
    options.n = 64;
    options.warmup = 0;
    options.reps = 1;
    std::vector<double> fractions;
    const ndr::LessonResult r = ndr::runLesson(sharedEngine(), *lesson, options, {},
                                               [&](double f, const std::string&) { fractions.push_back(f); });
    EXPECT_EQ(r.lesson, lesson->name);
    ASSERT_TRUE(r.baseline.ok()) << r.baseline.error;
    ASSERT_TRUE(r.candidate.ok()) << r.candidate.error;
    EXPECT_EQ(r.baseline.variant, "naive");
    EXPECT_EQ(r.candidate.variant, "tiled");
    EXPECT_EQ(r.candidate.n, 64u);
    ASSERT_TRUE(r.ratio.has_value());
    EXPECT_DOUBLE_EQ(*r.ratio, r.baseline.kernel.medianMs / r.candidate.kernel.medianMs);
    EXPECT_EQ(r.held, *r.ratio >= lesson->holdsAt);
    EXPECT_FALSE(r.verdict.empty());
    ASSERT_FALSE(fractions.empty());
    EXPECT_LE(fractions.back(), 1.0);
}

TEST(Lessons, ACancelledLessonThrowsCancelled)
{
    NDR_REQUIRE_DEVICE();
    ndr::CancelToken cancel;
    cancel.cancel();
    ndr::LessonOptions options;
    options.n = 64;
    try {
        ndr::runLesson(sharedEngine(), ndr::lessons().front(), options, cancel);
        FAIL() << "a cancelled lesson returned";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Cancelled));
    }
}

// The latest measurement of a lesson among stored runs: the newest candidate run paired with the
// newest baseline run on the same device at the same N; runs elsewhere are not paired.
TEST(Lessons, TheLatestResultPairsRunsOfOneDeviceAndSize)
{
    const ndr::Lesson* lesson = ndr::findLesson("tiled-vs-naive");
    ASSERT_NE(lesson, nullptr);
    auto run = [&](const ndr::LessonRun& spec, std::size_t n, double ms, const std::string& device) {
        ndr::RunResult r = studio::testing::madeUpRun(spec.variant, n, spec.local, 1.0, std::nullopt, true, device);
        r.buffers = spec.buffers;
        r.status = ndr::RunStatus::Verified;
        r.kernel.medianMs = ms;
        r.deviceId = device == "cpu" ? "0:0" : "1:0";
        return r;
    };
    const auto gpu = [](const ndr::RunResult& r) -> std::optional<bool> { return r.device == "gpu"; };
    EXPECT_FALSE(ndr::latestLessonResult(*lesson, std::vector<ndr::RunResult>{}, gpu));
    // Newest first: a candidate on the GPU with no GPU baseline, then a pair on the CPU at N = 64
    // (8x faster), then an older pair at N = 32.
    const std::vector<ndr::RunResult> newestFirst = {
        run(lesson->candidate, 64, 0.5, "gpu"), run(lesson->candidate, 64, 1.0, "cpu"),
        run(lesson->baseline, 128, 3.0, "cpu"), run(lesson->baseline, 64, 8.0, "cpu"),
        run(lesson->candidate, 32, 2.0, "cpu"), run(lesson->baseline, 32, 2.0, "cpu"),
    };
    const auto latest = ndr::latestLessonResult(*lesson, newestFirst, gpu);
    ASSERT_TRUE(latest);
    EXPECT_EQ(latest->candidate.device, "cpu");
    EXPECT_EQ(latest->candidate.n, 64u);
    EXPECT_EQ(latest->baseline.n, 64u);
    ASSERT_TRUE(latest->ratio);
    EXPECT_DOUBLE_EQ(*latest->ratio, 8.0);
    EXPECT_EQ(latest->held, 8.0 >= lesson->holdsAt);
    EXPECT_TRUE(ndr::matchesLessonRun(lesson->candidate, latest->candidate));
    EXPECT_FALSE(ndr::matchesLessonRun(lesson->baseline, latest->candidate));
}
