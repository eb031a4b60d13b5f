// ndrange-bench compare on results files and bundles made up with known samples: identical sets
// are the same (exit 0), three times longer is slower (exit 1), overlapping noise is never
// slower, runs without samples compare with a note, unmatched runs are listed; --rerun measures a
// set again on PoCL.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <numeric>

#include "bench_runner.hpp"
#include "import_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/statistics.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch() { return benchtest::scratchDir("ndr_cli_compare_"); }

ndr::RunResult withSamples(std::vector<double> samples, std::size_t n = 64)
{
    ndr::RunResult r = importtest::goodRun(n);
    r.kernelSamplesMs = samples;
    r.reps = int(samples.size());
    std::sort(samples.begin(), samples.end());
    r.kernel.minMs = samples.front();
    r.kernel.medianMs = ndr::median(samples);
    r.kernel.meanMs = std::accumulate(samples.begin(), samples.end(), 0.0) / double(samples.size());
    r.kernel.stddevMs = 0.01;
    r.kernelMsCi = ndr::medianInterval(samples);
    return r;
}

std::vector<double> scaled(const std::vector<double>& v, double f)
{
    std::vector<double> out;
    for (double x : v)
        out.push_back(x * f);
    return out;
}

const std::vector<double> kBase = {1.00, 1.02, 0.98, 1.01, 0.99, 1.03, 0.97, 1.00};

std::string csvFile(const std::string& name, const std::vector<ndr::RunResult>& runs)
{
    const fs::path p = scratch() / name;
    std::ofstream(p, std::ios::binary) << ndr::resultsToCsv(runs);
    return p.string();
}

benchtest::Outcome compare(const std::string& args) { return benchtest::runBench("compare " + args, "", scratch()); }

nlohmann::json pairsOf(const benchtest::Outcome& o) { return nlohmann::json::parse(o.out).at("pairs"); }

} // namespace

TEST(CliCompare, IdenticalSetsAreTheSameAndExitZero)
{
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    const auto o = compare(a + " " + a + " --json");
    ASSERT_EQ(o.code, 0) << o.err;
    const auto pairs = pairsOf(o);
    ASSERT_EQ(pairs.size(), 1u);
    EXPECT_EQ(pairs[0].at("verdict"), "same");
    EXPECT_EQ(pairs[0].at("change").get<double>(), 0);
}

TEST(CliCompare, ThreeTimesLongerIsSlowerAndExitsOne)
{
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    const std::string b = csvFile("b.csv", {withSamples(scaled(kBase, 3))});
    const auto o = compare(a + " " + b + " --json");
    EXPECT_EQ(o.code, 1) << o.err;
    const auto pairs = pairsOf(o);
    ASSERT_EQ(pairs.size(), 1u);
    EXPECT_EQ(pairs[0].at("verdict"), "slower");
    EXPECT_LT(pairs[0].at("p_value").get<double>(), 0.05);
    // And the other way round: faster, exit 0.
    const auto back = compare(b + " " + a);
    EXPECT_EQ(back.code, 0) << back.err;
    EXPECT_NE(back.out.find("faster"), std::string::npos) << back.out;
}

TEST(CliCompare, OverlappingNoisySetsAreNeverSlower)
{
    // Two draws of the same ±30 % noise: their medians differ by a few per cent.
    const std::vector<double> a = {0.7, 1.3, 0.9, 1.1, 1.0, 0.8, 1.2, 1.05};
    const std::vector<double> b = {0.75, 1.3, 1.0, 1.15, 1.1, 0.85, 1.25, 0.95};
    const auto o = compare(csvFile("a.csv", {withSamples(a)}) + " " + csvFile("b.csv", {withSamples(b)}) + " --json");
    EXPECT_EQ(o.code, 0) << o.err;
    const auto verdict = pairsOf(o).at(0).at("verdict").get<std::string>();
    EXPECT_TRUE(verdict == "same" || verdict == "inconclusive") << verdict;
}

TEST(CliCompare, RunsWithoutSamplesCompareWithANoteAndUnmatchedAreListed)
{
    ndr::RunResult old = importtest::goodRun();
    old.kernel.medianMs = 3.75; // three times slower, but no samples: no test, no exit 1
    const std::string a = csvFile("a.csv", {withSamples({1.2, 1.25, 1.3}), withSamples(kBase, 32)});
    const std::string b = csvFile("b.csv", {old});
    const auto o = compare(a + " " + b + " --json");
    EXPECT_EQ(o.code, 0) << o.err;
    const auto j = nlohmann::json::parse(o.out);
    ASSERT_EQ(j.at("pairs").size(), 1u);
    EXPECT_EQ(j.at("pairs")[0].at("verdict"), "untested");
    EXPECT_FALSE(j.at("pairs")[0].at("note").get<std::string>().empty());
    EXPECT_EQ(j.at("only_a").size(), 1u);
    EXPECT_EQ(j.at("only_b").size(), 0u);
}

TEST(CliCompare, BundlesCompareLikeFiles)
{
    const fs::path zip = scratch() / "a.zip";
    ndr::writeBundle(zip.string(), ndr::makeBundle({}, {withSamples(kBase)}));
    const auto o = compare(zip.string() + " " + csvFile("b.csv", {withSamples(scaled(kBase, 3))}));
    EXPECT_EQ(o.code, 1) << o.err;
}

TEST(CliCompare, BadArgumentsExitTwo)
{
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    EXPECT_EQ(compare(a).code, 2);
    EXPECT_EQ(compare(a + " notafile.txt").code, 2);
    EXPECT_EQ(compare(a + " " + a + " --threshold 90%").code, 2);
    EXPECT_EQ(compare("history:colour=red " + a).code, 2);
}

TEST(CliCompare, RerunMeasuresTheSetAgain)
{
    if (!benchtest::haveDevice())
        GTEST_SKIP() << "no OpenCL device";
    const fs::path dir = scratch();
    const auto made = benchtest::runBench("run --variant tiled --n 32 --reps 5 --no-history --no-cpu --csv '" +
                                              (dir / "base.csv").string() + "'",
                                          "", dir);
    ASSERT_EQ(made.code, 0) << made.err;
    const auto o = compare("'" + (dir / "base.csv").string() + "' --rerun --no-history --threshold 50% --json");
    ASSERT_TRUE(o.code == 0 || o.code == 1) << o.err; // timing on a loaded machine: either is honest
    const auto pairs = pairsOf(o);
    ASSERT_EQ(pairs.size(), 1u);
    EXPECT_TRUE(pairs[0].at("p_value").is_number());
}

TEST(CliCompare, ARerunOnADeviceThatDoesNotExistExitsTwoNamingIt)
{
    if (!benchtest::haveDevice())
        GTEST_SKIP() << "no OpenCL device";
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    const auto o = compare(a + " --rerun --device 9:9 --no-history");
    EXPECT_EQ(o.code, 2) << o.err;
    EXPECT_NE(o.err.find("9:9"), std::string::npos) << o.err;
    EXPECT_EQ(o.err.find("measuring"), std::string::npos) << o.err; // refused before measuring
    EXPECT_TRUE(o.out.empty()) << o.out;                            // nothing compared
    const auto json = compare(a + " --rerun --device 9:9 --no-history --json");
    EXPECT_EQ(json.code, 2);
    EXPECT_EQ(nlohmann::json::parse(json.out).at("error").at("kind"), "invalid-input");
}

// A pair whose B run failed exits 1 as failed, never as slower.
TEST(CliCompare, AFailedRunOfBIsFailedNotSlower)
{
    ndr::RunResult failed = withSamples(kBase);
    failed.verified = false;
    failed.status = ndr::RunStatus::VerificationFailed;
    failed.error = "verification failed";
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    const std::string b = csvFile("b.csv", {failed});
    const auto o = compare(a + " " + b + " --json");
    EXPECT_EQ(o.code, 1) << o.err;
    const auto j = nlohmann::json::parse(o.out);
    ASSERT_EQ(j.at("pairs").size(), 1u);
    EXPECT_EQ(j.at("pairs")[0].at("verdict"), "failed");
    EXPECT_EQ(j.at("failed"), 1);
    EXPECT_EQ(j.at("slower"), 0);
    const auto text = compare(a + " " + b);
    EXPECT_EQ(text.code, 1) << text.err;
    EXPECT_EQ(text.out.find("SLOWER"), std::string::npos) << text.out;
}

// A set that is no results file is named, whichever side it is on.
TEST(CliCompare, ASetThatIsNoResultsFileIsNamed)
{
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    const std::string empty = csvFile("empty.csv", {});
    std::ofstream(empty, std::ios::trunc).flush();
    for (const std::string& args : {a + " " + empty, empty + " " + a}) {
        const auto o = compare(args);
        EXPECT_EQ(o.code, 2) << o.err;
        EXPECT_NE(o.err.find("empty.csv"), std::string::npos) << o.err;
    }
}

// A history filter with an empty value or a key given twice is refused (exit 2) naming the key.
TEST(CliCompare, EmptyOrRepeatedHistoryFiltersExitTwo)
{
    const std::string a = csvFile("a.csv", {withSamples(kBase)});
    for (const std::string& set : {std::string("history:variant="), std::string("history:limit=1,limit=2")}) {
        const auto o = compare("'" + set + "' " + a);
        EXPECT_EQ(o.code, 2) << set << ": " << o.err;
        EXPECT_NE(o.err.find(set.find("limit") != std::string::npos ? "limit" : "variant"), std::string::npos) << o.err;
    }
}

// A History selection as a set: history:id=… picks runs of the history by their ids, so two
// hand-picked runs compare (three times longer: slower, exit 1; a run against itself: same,
// exit 0); an id no run can have exits 2 naming the limit.
TEST(CliCompare, HistoryRunIdsAreASet)
{
    const fs::path home = scratch() / "ids_home";
    fs::create_directories(home);
    const std::string env = "XDG_DATA_HOME='" + home.string() + "'";
    ndr::RunResult base = withSamples(kBase), slow = withSamples(scaled(kBase, 3));
    base.timestamp = "2026-11-20T10:00:00Z";
    slow.timestamp = "2026-11-21T10:00:00Z";
    const std::string file = csvFile("ids.csv", {base, slow});
    const auto imported = benchtest::runBench("history import '" + file + "'", env, scratch());
    ASSERT_EQ(imported.code, 0) << imported.err;
    const auto run = [&](const std::string& args) { return benchtest::runBench("compare " + args, env, scratch()); };
    const auto slower = run("history:id=1 history:id=2 --json");
    EXPECT_EQ(slower.code, 1) << slower.err;
    const auto pairs = pairsOf(slower);
    ASSERT_EQ(pairs.size(), 1u);
    EXPECT_EQ(pairs[0].at("verdict"), "slower");
    const auto same = run("history:id=1,2 history:id=2,1 --json");
    EXPECT_EQ(same.code, 0) << same.err;
    const auto bad = run("history:id=0 history:id=1");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("history run id"), std::string::npos) << bad.err;
}
