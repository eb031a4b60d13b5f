// What ndrange-bench writes: every failed write is exit 3 with the results still on stdout, two
// outputs never share a file, an option is given once, and the CSV/JSON identify each run.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const fs::path& scratch()
{
    // Removed when the test process exits (CTest runs each test in its own process).
    struct Dir {
        fs::path path = fs::temp_directory_path() / ("ndr_cli_outputs_" + std::to_string(::getpid()));
        Dir() { fs::create_directories(path / "home"); }
        ~Dir()
        {
            std::error_code ec;
            fs::remove_all(path, ec);
        }
    };
    static const Dir dir;
    return dir.path;
}

// A private HOME and XDG directories: no user cache or setting changes what runs.
benchtest::Outcome bench(const std::string& args)
{
    const std::string home = (scratch() / "home").string();
    return benchtest::runBench(args,
                               "HOME='" + home + "' XDG_CONFIG_HOME='" + home + "/cfg' XDG_CACHE_HOME='" + home +
                                   "/cache' XDG_DATA_HOME='" + home + "/data'",
                               scratch());
}

std::string file(const std::string& name) { return (scratch() / name).string(); }

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

// Rows of a CSV written by ndrange-bench, as column name -> value (no field of these runs holds a
// comma or a newline).
std::vector<std::map<std::string, std::string>> csvRows(const std::string& text)
{
    std::vector<std::vector<std::string>> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        std::vector<std::string> fields;
        std::istringstream ls(line);
        for (std::string f; std::getline(ls, f, ',');)
            fields.push_back(f);
        if (!line.empty() && line.back() == ',')
            fields.emplace_back();
        lines.push_back(fields);
    }
    std::vector<std::map<std::string, std::string>> rows;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        std::map<std::string, std::string> row;
        for (std::size_t c = 0; c < lines[0].size() && c < lines[i].size(); ++c)
            row[lines[0][c]] = lines[i][c];
        rows.push_back(row);
    }
    return rows;
}

const std::string kQuickRun = "run --variant naive --n 16 --reps 1 --no-cpu";

} // namespace

TEST(CliOutputs, AFailedWriteExitsThreeNamingTheFileAndTheResultsStillReachStdout)
{
    REQUIRE_DEVICE();
    for (const char* option : {"--csv", "--trace"}) {
        SCOPED_TRACE(option);
        const auto o = bench(kQuickRun + " --json " + option + " /dev/full");
        EXPECT_EQ(o.code, 3);
        EXPECT_NE(o.err.find("/dev/full"), std::string::npos) << o.err;
        const auto run = nlohmann::json::parse(o.out); // the whole result, as JSON
        EXPECT_EQ(run.at("variant").get<std::string>(), "naive");
    }
    // A sweep: the table is on stdout, the CSV that could not be written is an error.
    const auto sweep = bench("sweep --variants naive,tiled --n 16 --reps 1 --no-cpu --csv /dev/full");
    EXPECT_EQ(sweep.code, 3);
    EXPECT_NE(sweep.out.find("tiled"), std::string::npos) << sweep.out;
    EXPECT_NE(sweep.err.find("/dev/full"), std::string::npos) << sweep.err;
    // The other output of the same run is still written.
    const auto csv = file("kept.csv");
    const auto both = bench(kQuickRun + " --trace /dev/full --csv '" + csv + "'");
    EXPECT_EQ(both.code, 3);
    EXPECT_EQ(csvRows(slurp(csv)).size(), 1u);
}

TEST(CliOutputs, StandardOutputIsCheckedLikeAFile)
{
    REQUIRE_DEVICE();
    EXPECT_EQ(bench(kQuickRun + " > /dev/full").code, 3);
    EXPECT_EQ(bench("variants > /dev/full").code, 3);
    EXPECT_EQ(bench(kQuickRun + " > /dev/null").code, 0);
}

TEST(CliOutputs, AnOptionGivenTwiceIsRefusedByName)
{
    for (const std::string args :
         {"run --variant naive --n 16 --n 32", "run --variant naive --n=16 --n 32",
          "run --variant naive --n 16 --json --json", "sweep --variants naive --n 16 --n 32"}) {
        SCOPED_TRACE(args);
        const auto o = bench(args);
        EXPECT_EQ(o.code, 2);
        // Refused before anything runs: no result on stdout (with --json, only the error object).
        if (args.find("--json") == std::string::npos)
            EXPECT_TRUE(o.out.empty()) << o.out;
        else
            EXPECT_EQ(benchtest::text(benchtest::errorOf(o), "kind"), "invalid-input") << o.out;
        EXPECT_NE(o.err.find(args.find("--json") != std::string::npos ? "--json" : "--n"), std::string::npos) << o.err;
    }
}

TEST(CliOutputs, TwoOutputsNamingOneFileAreRefusedBeforeAnythingRuns)
{
    const auto csv = file("same.csv");
    fs::create_symlink("same.csv", file("link.csv"));
    for (const std::string& other : {csv, (scratch() / "." / "same.csv").string(), file("link.csv")}) {
        SCOPED_TRACE(other);
        const auto o = bench(kQuickRun + " --csv '" + csv + "' --trace '" + other + "'");
        EXPECT_EQ(o.code, 2);
        EXPECT_NE(o.err.find("--csv"), std::string::npos) << o.err;
        EXPECT_NE(o.err.find("--trace"), std::string::npos) << o.err;
        EXPECT_FALSE(fs::exists(csv));
    }
    EXPECT_EQ(bench("sweep --variants naive --n 16 --csv '" + csv + "' --trace '" + csv + "'").code, 2);
    // An output must not overwrite the kernel file it runs.
    const auto kernel = file("mine.cl");
    std::ofstream(kernel) << "__kernel void mine(const int N, __global const float* A, __global const float* B,"
                             " __global float* C) {}\n";
    const auto before = slurp(kernel);
    const auto o = bench("run --kernel-file '" + kernel + "' --n 16 --csv '" + kernel + "'");
    EXPECT_EQ(o.code, 2);
    EXPECT_NE(o.err.find("--kernel-file"), std::string::npos) << o.err;
    EXPECT_EQ(slurp(kernel), before);
}

TEST(CliOutputs, CsvRowsCarryTheParametersAndTheirSource)
{
    REQUIRE_DEVICE();
    const std::string base = "run --variant double_buffered --n 64 --reps 1 --no-cpu";
    const auto vw2 = file("vw2.csv"), vw4 = file("vw4.csv");
    ASSERT_EQ(bench(base + " --params MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=2 --csv '" + vw2 + "'").code, 0);
    ASSERT_EQ(bench(base + " --params MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4 --csv '" + vw4 + "'").code, 0);
    ASSERT_EQ(csvRows(slurp(vw2)).size(), 1u);
    ASSERT_EQ(csvRows(slurp(vw4)).size(), 1u);
    // The last two columns: the list (quoted, it holds commas) and its source. Two runs that
    // differ only in VW are two different rows.
    EXPECT_NE(slurp(vw2).find("\"MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=2\",explicit"), std::string::npos);
    EXPECT_NE(slurp(vw4).find("\"MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4\",explicit"), std::string::npos);
    const auto dflt = bench(base + " --no-tuned --json");
    ASSERT_EQ(dflt.code, 0) << dflt.err;
    const auto run = nlohmann::json::parse(dflt.out);
    EXPECT_EQ(run.at("params_source").get<std::string>(), "default");
    EXPECT_FALSE(run.at("params").get<std::string>().empty());
}

TEST(CliOutputs, ClblastSweepsOncePerSizeWithNoFakeLocalSizeOrBandwidth)
{
    REQUIRE_DEVICE();
    const auto listed = bench("variants --json").out;
    const auto variants = nlohmann::json::parse(listed);
    for (const auto& v : variants)
        if (v.at("name").get<std::string>() == "clblast" && !v.at("available").get<bool>())
            GTEST_SKIP() << v.at("unavailable_reason").get<std::string>();
    const auto o = bench("sweep --variants naive,clblast --n 16,24 --local 4x4,8x8 --reps 1 --no-cpu --json");
    ASSERT_EQ(o.code, 0) << o.err;
    const auto sweep = nlohmann::json::parse(o.out);
    const auto& runs = sweep.at("runs");
    int naive = 0, clblast = 0;
    for (const auto& v : runs) {
        const auto& r = v;
        if (r.at("variant").get<std::string>() == "clblast") {
            ++clblast;
            EXPECT_TRUE(r.at("local").is_null()) << "the local size does not apply";
            EXPECT_TRUE(r.at("gbps").is_null()) << "not modelled: null, not 0";
        } else {
            ++naive;
            EXPECT_GT(r.at("gbps").get<double>(), 0.0);
        }
    }
    EXPECT_EQ(naive, 4);
    EXPECT_EQ(clblast, 2);
}
