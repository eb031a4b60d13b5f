// ndrange-bench lessons: the list (text and JSON), an unknown lesson refused with exit 2, and one
// lesson measured on the device at a small N with its runs in the JSON and, through the run
// history, as the lesson's latest result in the list.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include <nlohmann/json.hpp>

namespace {

benchtest::Outcome bench(const std::string& args)
{
    static const std::filesystem::path dir = benchtest::scratchDir("ndr_cli_lessons_");
    const std::string env = "HOME='" + dir.string() + "' XDG_CONFIG_HOME='" + (dir / "cfg").string() +
                            "' XDG_CACHE_HOME='" + (dir / "cache").string() + "' XDG_DATA_HOME='" +
                            (dir / "data").string() + "' ";
    return benchtest::runBench(args, env, dir);
}

} // namespace

TEST(CliLessons, ListsEveryClaimWithItsCourseFigure)
{
    const auto text = bench("lessons");
    ASSERT_EQ(text.code, 0) << text.err;
    const auto json = bench("lessons --json");
    ASSERT_EQ(json.code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    ASSERT_TRUE(doc.is_array());
    EXPECT_GE(doc.size(), 10u);
    for (const auto& l : doc) {
        EXPECT_FALSE(l.at("claim").get<std::string>().empty());
        EXPECT_FALSE(l.at("course_figure").get<std::string>().empty());
        // The text form names every lesson too.
        EXPECT_NE(text.out.find(l.at("name").get<std::string>()), std::string::npos);
    }
}

TEST(CliLessons, AnUnknownLessonIsAnInputError)
{
    const auto r = bench("lessons --run no-such-lesson --json");
    EXPECT_EQ(r.code, 2);
    const auto doc = nlohmann::json::parse(r.out);
    EXPECT_EQ(doc.at("error").at("kind").get<std::string>(), "invalid-input");
}

TEST(CliLessons, RunMeasuresTheLessonsPairOnTheDevice)
{
    if (!benchtest::haveDevice())
        GTEST_SKIP() << "no OpenCL device";
    const auto r = bench("lessons --run fused-vector-add --n 4096 --reps 1 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const auto doc = nlohmann::json::parse(r.out);
    ASSERT_EQ(doc.size(), 1u);
    const auto& l = doc.at(0);
    EXPECT_EQ(l.at("name").get<std::string>(), "fused-vector-add");
    ASSERT_TRUE(l.at("measured_ratio").is_number());
    EXPECT_GT(l.at("measured_ratio").get<double>(), 0.0);
    EXPECT_EQ(l.at("held").get<bool>(), l.at("measured_ratio").get<double>() >= l.at("holds_at").get<double>());
    ASSERT_EQ(l.at("runs").size(), 2u);
    EXPECT_EQ(l.at("runs").at(0).at("variant").get<std::string>(), "vadd3_chained");
    EXPECT_EQ(l.at("runs").at(1).at("variant").get<std::string>(), "vadd3_fused");
    for (const auto& run : l.at("runs"))
        EXPECT_EQ(run.at("n").get<std::size_t>(), 4096u);

    // The runs went to the history: the list shows them as the lesson's latest result.
    const auto listed = bench("lessons --json");
    ASSERT_EQ(listed.code, 0) << listed.err;
    for (const auto& each : nlohmann::json::parse(listed.out)) {
        if (each.at("name") != "fused-vector-add") {
            EXPECT_TRUE(each.at("latest").is_null()) << each.at("name");
            continue;
        }
        const auto& latest = each.at("latest");
        ASSERT_TRUE(latest.is_object());
        EXPECT_EQ(latest.at("measured_ratio"), l.at("measured_ratio"));
        EXPECT_EQ(latest.at("held"), l.at("held"));
        EXPECT_EQ(latest.at("n").get<std::size_t>(), 4096u);
        EXPECT_EQ(latest.at("timestamp"), l.at("runs").at(1).at("timestamp"));
    }
}

TEST(CliLessons, NoHistoryLeavesTheLatestResultsEmpty)
{
    if (!benchtest::haveDevice())
        GTEST_SKIP() << "no OpenCL device";
    ASSERT_EQ(bench("lessons --run fused-vector-add --n 1024 --reps 1 --no-history").code, 0);
    const auto listed = bench("lessons --json");
    ASSERT_EQ(listed.code, 0) << listed.err;
    for (const auto& each : nlohmann::json::parse(listed.out))
        EXPECT_TRUE(each.at("latest").is_null()) << each.at("name");
}
