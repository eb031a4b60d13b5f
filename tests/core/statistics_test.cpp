// Intervals and the samples they come from: the bootstrap interval of a median on samples whose
// answer is known, the intervals derived from it, the Mann-Whitney U test, and the samples and
// interval carried through every door (CSV, JSON, bundle, history) without changing a run's
// identity.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "import_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "ndr/lessons.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/run_check.hpp"
#include "ndr/run_identity.hpp"
#include "ndr/statistics.hpp"
#include "records/run_json.hpp"

namespace fs = std::filesystem;
using importtest::goodRun;

namespace {

fs::path scratch(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / "ndr_statistics_test";
    fs::create_directories(dir);
    return dir / name;
}

// goodRun() with its two timed repetitions' samples and their interval, as the engine sets them.
ndr::RunResult sampledRun()
{
    ndr::RunResult r = goodRun();
    r.kernelSamplesMs = {1.0, 1.5};
    r.kernel.meanMs = 1.25; // their mean (min 1 and median 1.25 are goodRun's already)
    r.kernelMsCi = ndr::medianInterval(r.kernelSamplesMs);
    return r;
}

} // namespace

TEST(Statistics, MedianOfOddAndEvenCounts)
{
    EXPECT_EQ(ndr::median({3, 1, 2}), 2);
    EXPECT_EQ(ndr::median({4, 1, 3, 2}), 2.5);
    EXPECT_EQ(ndr::median({}), 0);
}

TEST(Statistics, IntervalOfIdenticalSamplesIsThePoint)
{
    const auto ci = ndr::medianInterval(std::vector<double>(20, 2.5));
    ASSERT_TRUE(ci);
    EXPECT_EQ(ci->low, 2.5);
    EXPECT_EQ(ci->high, 2.5);
}

TEST(Statistics, NoIntervalFromOneSample)
{
    EXPECT_FALSE(ndr::medianInterval({}));
    EXPECT_FALSE(ndr::medianInterval({1.0}));
}

// Samples 1..101 (median 51): the bootstrap distribution of the median of 101 uniform ranks has a
// standard deviation of about sqrt(n)/2 = 5 ranks, so the 95 % interval spans about 51 ± 10, and
// always within the order statistics the binomial (distribution-free) interval gives, 41 to 61.
TEST(Statistics, IntervalOfKnownSamplesIsWhereTheoryPutsIt)
{
    std::vector<double> s;
    for (int i = 1; i <= 101; ++i)
        s.push_back(i);
    const auto ci = ndr::medianInterval(s);
    ASSERT_TRUE(ci);
    EXPECT_TRUE(ci->contains(51));
    EXPECT_GE(ci->low, 39);
    EXPECT_LE(ci->low, 45);
    EXPECT_GE(ci->high, 57);
    EXPECT_LE(ci->high, 63);
}

TEST(Statistics, IntervalIsReproducibleAndIndependentOfOrder)
{
    std::vector<double> s = {1.2, 0.9, 1.1, 1.0, 1.4, 0.95, 1.05, 1.3};
    const auto a = ndr::medianInterval(s);
    const auto b = ndr::medianInterval(s);
    ASSERT_TRUE(a && b);
    EXPECT_EQ(*a, *b);
    EXPECT_LE(a->low, ndr::median(s));
    EXPECT_GE(a->high, ndr::median(s));
}

TEST(Statistics, IntervalNarrowsWithMoreSamples)
{
    // The same spread of values, repeated: more repetitions of the same noise, a narrower interval.
    const std::vector<double> base = {0.9, 1.0, 1.1, 0.95, 1.05, 1.2, 0.8, 1.0, 1.02, 0.98};
    std::vector<double> few = base, many;
    for (int i = 0; i < 20; ++i)
        many.insert(many.end(), base.begin(), base.end());
    const auto a = ndr::medianInterval(few), b = ndr::medianInterval(many);
    ASSERT_TRUE(a && b);
    EXPECT_LT(b->high - b->low, a->high - a->low);
}

TEST(Statistics, DerivedIntervalsFollowTheTime)
{
    // 2 GFLOP/s at 1 ms: 0.5 to 2 ms is 1 to 4 GFLOP/s.
    const auto g = ndr::inverseInterval(2.0, 1.0, ndr::Interval{0.5, 2.0});
    ASSERT_TRUE(g);
    EXPECT_DOUBLE_EQ(g->low, 1.0);
    EXPECT_DOUBLE_EQ(g->high, 4.0);
    EXPECT_FALSE(ndr::inverseInterval(2.0, 1.0, std::nullopt));
    const auto r = ndr::ratioInterval(ndr::Interval{2, 4}, ndr::Interval{1, 2});
    ASSERT_TRUE(r);
    EXPECT_DOUBLE_EQ(r->low, 1.0);
    EXPECT_DOUBLE_EQ(r->high, 4.0);
}

TEST(Statistics, MannWhitneyOnKnownSets)
{
    // Completely separated sets of 8: U = 0 or 64, |z| well past 1.96.
    const std::vector<double> a = {1, 2, 3, 4, 5, 6, 7, 8}, b = {11, 12, 13, 14, 15, 16, 17, 18};
    const auto ab = ndr::mannWhitney(a, b);
    EXPECT_EQ(ab.u, 0);
    EXPECT_LT(ab.z, 0);
    EXPECT_LT(ab.pValue, 0.01);
    const auto ba = ndr::mannWhitney(b, a);
    EXPECT_EQ(ba.u, 64);
    EXPECT_NEAR(ba.pValue, ab.pValue, 1e-12);
    // Identical sets: U is its mean, p = 1.
    const auto same = ndr::mannWhitney(a, a);
    EXPECT_EQ(same.u, 32);
    EXPECT_NEAR(same.pValue, 1.0, 1e-12);
    // Every sample equal (all ties): no evidence either way.
    EXPECT_EQ(ndr::mannWhitney({1, 1, 1}, {1, 1}).pValue, 1);
}

TEST(Statistics, RepetitionsForShrinkAsTheSquareRoot)
{
    EXPECT_EQ(ndr::repetitionsFor(0.04, 10, 0.02), 40u);
    EXPECT_EQ(ndr::repetitionsFor(0.01, 10, 0.02), 10u);
}

TEST(Samples, EngineStyleRunPassesItsOwnCheck) { EXPECT_NO_THROW(ndr::checkRunValues(sampledRun())); }

TEST(Samples, IdentityOfARunWithoutSamplesIsUnchanged)
{
    // Fixed: the identity of goodRun() as computed before samples existed.
    ndr::RunResult old = goodRun();
    old.kernel.meanMs = sampledRun().kernel.meanMs; // the same run, its samples left out
    EXPECT_EQ(ndr::runIdentity(old), ndr::runIdentity(sampledRun()));
    EXPECT_EQ(ndr::runIdentityColumns().size(), 34u);
}

TEST(Samples, CsvRoundTripKeepsSamplesAndIntervals)
{
    const ndr::RunResult r = sampledRun();
    const auto back = ndr::resultsFromCsv(ndr::resultsToCsv({r}));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].kernelSamplesMs, r.kernelSamplesMs);
    ASSERT_TRUE(back[0].kernelMsCi);
    EXPECT_EQ(*back[0].kernelMsCi, *r.kernelMsCi);
    EXPECT_EQ(ndr::toCsvFields(back[0]), ndr::toCsvFields(r));
    const auto& cols = ndr::resultColumns();
    for (const char* name : {"kernel_ms_samples", "kernel_ms_ci_low", "kernel_ms_ci_high", "gflops_ci_low",
                             "gflops_ci_high", "gbps_ci_low", "gbps_ci_high"})
        EXPECT_NE(std::find(cols.begin(), cols.end(), name), cols.end()) << name;
    EXPECT_EQ(ndr::resultColumn("kernel_ms_samples").get(r), "1;1.5");
}

TEST(Samples, OldCsvWithoutSamplesStillReadsAndHasNoInterval)
{
    const ndr::RunResult r = goodRun();
    auto header = ndr::resultColumns();
    auto fields = ndr::toCsvFields(r);
    header.resize(35);
    fields.resize(35);
    const auto back = ndr::resultsFromCsv(ndr::csvLine(header) + ndr::csvLine(fields));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_TRUE(back[0].kernelSamplesMs.empty());
    EXPECT_FALSE(back[0].kernelMsCi);
    EXPECT_FALSE(back[0].gflopsCi());
    EXPECT_EQ(ndr::runIdentity(back[0]), ndr::runIdentity(r));
}

TEST(Samples, CsvRefusesBadSamplesNamingTheColumn)
{
    const auto& cols = ndr::resultColumns();
    const auto at = [&](const char* name) {
        return std::size_t(std::find(cols.begin(), cols.end(), name) - cols.begin());
    };
    const auto with = [&](const char* name, const std::string& value) {
        auto fields = ndr::toCsvFields(sampledRun());
        fields.at(at(name)) = value;
        return ndr::csvLine(cols) + ndr::csvLine(fields);
    };
    const std::pair<const char*, std::string> bad[] = {
        {"kernel_ms_samples", "1;-1.5"}, {"kernel_ms_samples", "1;inf"}, {"kernel_ms_samples", "1;;2"},
        {"kernel_ms_samples", "1;nan"},  {"kernel_ms_samples", "x"},     {"kernel_ms_ci_low", ""},
        {"kernel_ms_ci_low", "1.6"},     {"kernel_ms_ci_high", "0.5"},   {"gflops_ci_low", "1"},
        {"kernel_ms_ci_high", "-1"},
    };
    for (const auto& [name, value] : bad) {
        try {
            (void)ndr::resultsFromCsv(with(name, value));
            ADD_FAILURE() << name << " = " << value << " accepted";
        } catch (const ndr::RunValueError& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
            EXPECT_FALSE(e.field().empty()) << value;
        }
    }
    std::string many = "1";
    for (std::size_t i = 1; i <= ndr::kMaxKernelSamples; ++i)
        many += ";1";
    try {
        (void)ndr::resultsFromCsv(with("kernel_ms_samples", many));
        ADD_FAILURE() << "too many samples accepted";
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.field(), "kernel_ms_samples");
    }
}

TEST(Samples, RunJsonRoundTripAndOldJsonWithoutSamples)
{
    const ndr::RunResult r = sampledRun();
    nlohmann::json j = r;
    const auto back = j.get<ndr::RunResult>();
    EXPECT_EQ(back.kernelSamplesMs, r.kernelSamplesMs);
    EXPECT_EQ(back.kernelMsCi, r.kernelMsCi);
    j.erase("kernel_samples_ms");
    j.erase("kernel_ci_ms");
    const auto old = j.get<ndr::RunResult>();
    EXPECT_TRUE(old.kernelSamplesMs.empty());
    EXPECT_FALSE(old.kernelMsCi);
    j = r;
    j["kernel_samples_ms"] = nlohmann::json::array({1.0, "two"});
    try {
        (void)j.get<ndr::RunResult>();
        ADD_FAILURE() << "a text sample accepted";
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.field(), "kernel_samples_ms[1]");
    }
}

TEST(Samples, BundleAndHistoryKeepSamples)
{
    const ndr::RunResult r = sampledRun();
    const fs::path zip = scratch("samples.zip");
    ndr::RunResult old = goodRun();
    old.timestamp = "2026-11-21T08:00:00Z"; // another run: the same figures would be a duplicate
    ndr::writeBundle(zip.string(), ndr::makeBundle({}, {r, old}));
    const ndr::Bundle b = ndr::readBundle(zip.string());
    ASSERT_EQ(b.runs.size(), 2u);
    EXPECT_EQ(b.runs[0].kernelSamplesMs, r.kernelSamplesMs);
    EXPECT_EQ(b.runs[0].kernelMsCi, r.kernelMsCi);
    EXPECT_TRUE(b.runs[1].kernelSamplesMs.empty());

    const fs::path db = scratch("samples.sqlite");
    fs::remove(db);
    ndr::History h(db.string());
    const auto imported = h.importBundle(zip.string());
    (void)imported;
    const auto entries = h.list();
    ASSERT_EQ(entries.size(), 2u);
    bool found = false;
    for (const auto& e : entries)
        if (!e.run.kernelSamplesMs.empty()) {
            found = true;
            EXPECT_EQ(e.run.kernelSamplesMs, r.kernelSamplesMs);
            EXPECT_EQ(e.run.kernelMsCi, r.kernelMsCi);
        }
    EXPECT_TRUE(found);
}

TEST(Samples, BundleRefusesANegativeSample)
{
    ndr::RunResult r = sampledRun();
    r.kernelSamplesMs = {1.0, -1.0};
    r.kernelMsCi.reset();
    const fs::path zip = scratch("negative.zip");
    ndr::writeBundle(zip.string(), ndr::makeBundle({}, {r}));
    try {
        (void)ndr::readBundle(zip.string());
        ADD_FAILURE() << "a negative sample accepted";
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.door(), ndr::RunDoor::Bundle);
        EXPECT_EQ(e.field(), "kernel_samples_ms[1]");
    }
}

namespace {

// A verified run whose repetitions took `samples` ms (its median, interval and figure follow).
ndr::RunResult timedRun(const std::string& variant, const std::vector<double>& samples)
{
    ndr::RunResult r = goodRun();
    r.variant = variant;
    r.kernelSamplesMs = samples;
    r.reps = int(samples.size());
    r.kernel.medianMs = ndr::median(samples);
    r.kernel.minMs = *std::min_element(samples.begin(), samples.end());
    r.kernelMsCi = ndr::medianInterval(samples);
    return r;
}

std::vector<double> around(double centre, double spread, int count)
{
    std::vector<double> out;
    for (int i = 0; i < count; ++i)
        out.push_back(centre * (1 + spread * (double((i * 7) % count) / (count - 1) - 0.5)));
    return out;
}

ndr::Lesson testLesson()
{
    ndr::Lesson l;
    l.name = "test";
    l.baseline.variant = "naive";
    l.candidate.variant = "tiled";
    l.holdsAt = 1.2;
    l.whyItHolds = "because";
    return l;
}

} // namespace

TEST(LessonVerdicts, ClearlyFasterHolds)
{
    const auto r = ndr::judgeLesson(testLesson(), timedRun("naive", around(2.0, 0.05, 10)),
                                    timedRun("tiled", around(1.0, 0.05, 10)), true);
    ASSERT_TRUE(r.ratioCi);
    EXPECT_TRUE(r.ratioCi->contains(*r.ratio));
    EXPECT_EQ(r.outcome, ndr::LessonVerdict::Holds);
    EXPECT_TRUE(r.held);
}

TEST(LessonVerdicts, AsFastDoesNotHold)
{
    const auto r = ndr::judgeLesson(testLesson(), timedRun("naive", around(1.0, 0.05, 10)),
                                    timedRun("tiled", around(1.0, 0.05, 10)), true);
    EXPECT_EQ(r.outcome, ndr::LessonVerdict::DoesNotHold);
    EXPECT_FALSE(r.held);
}

TEST(LessonVerdicts, NoisyNearTheThresholdIsInconclusiveAndSaysHowManyMore)
{
    // 1.25× with ±30 % noise on five repetitions: the interval spans the threshold of 1.2×.
    const auto r = ndr::judgeLesson(testLesson(), timedRun("naive", around(1.25, 0.6, 5)),
                                    timedRun("tiled", around(1.0, 0.6, 5)), true);
    ASSERT_TRUE(r.ratioCi);
    EXPECT_LT(r.ratioCi->low, 1.2);
    EXPECT_GT(r.ratioCi->high, 1.2);
    EXPECT_EQ(r.outcome, ndr::LessonVerdict::Inconclusive);
    EXPECT_FALSE(r.held);
    ASSERT_TRUE(r.repsToSettle);
    EXPECT_GT(*r.repsToSettle, 5u);
    EXPECT_NE(r.verdict.find("inconclusive"), std::string::npos);
}

TEST(LessonVerdicts, WithoutSamplesTheRatioDecides)
{
    ndr::RunResult a = goodRun(), b = goodRun();
    a.kernel.medianMs = 2.5;
    b.kernel.medianMs = 1.25;
    b.variant = "tiled";
    const auto r = ndr::judgeLesson(testLesson(), a, b, std::nullopt);
    EXPECT_FALSE(r.ratioCi);
    EXPECT_EQ(r.outcome, ndr::LessonVerdict::Holds);
}
