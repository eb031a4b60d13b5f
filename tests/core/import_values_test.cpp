// One validation for a run at every door: a results CSV (importResultsCsv, History::importCsv), a
// bundle's runs.json (readBundle, History::importBundle). Infinite, NaN and negative times and
// figures, sizes past the engine's limits, wrong JSON types, unknown enums, timestamps that are
// not calendar dates and impossible combinations are refused with a RunValueError naming the
// door, the record and the field; nothing is returned or stored.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "deep_json.hpp"
#include "import_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/run_check.hpp"
#include "ndr/statistics.hpp"

namespace fs = std::filesystem;
using importtest::goodRun;

namespace {

fs::path scratch(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / "ndr_import_values_test";
    fs::create_directories(dir);
    return dir / name;
}

std::size_t column(const std::string& name)
{
    const auto& cols = ndr::resultColumns();
    return std::size_t(std::find(cols.begin(), cols.end(), name) - cols.begin());
}

// A CSV of goodRun() with one field changed.
std::string csvWith(const std::string& name, const std::string& value)
{
    auto fields = ndr::toCsvFields(goodRun());
    fields.at(column(name)) = value;
    return ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(fields);
}

ndr::RunValueError refusal(const std::function<void()>& read, const std::string& what)
{
    try {
        read();
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << what;
        return e;
    } catch (const std::exception& e) {
        ADD_FAILURE() << what << ": refused, but not as a run value: " << e.what();
        return ndr::RunValueError("", "");
    }
    ADD_FAILURE() << what << ": accepted";
    return ndr::RunValueError("", "");
}

// A bundle of two good runs, its runs.json replaced by `runsJson` (runs.csv left as written).
fs::path bundleWithRunsJson(const std::string& name, const std::string& runsJson)
{
    const fs::path good = scratch("good-" + name + ".zip");
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    const fs::path bad = scratch(name + ".zip");
    importtest::writeZip(bad, importtest::replaced(importtest::zipMembers(good), "runs.json", runsJson));
    return bad;
}

nlohmann::json goodRunsJson()
{
    const fs::path good = scratch("good.zip");
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    return nlohmann::json::parse(importtest::member(importtest::zipMembers(good), "runs.json"));
}

} // namespace

TEST(RunValues, AGoodRunPassesEveryDoor)
{
    EXPECT_NO_THROW(ndr::checkRunValues(goodRun()));
    const auto back = ndr::resultsFromCsv(ndr::resultsToCsv({goodRun()}));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(ndr::toCsvFields(back[0]), ndr::toCsvFields(goodRun()));
    const fs::path zip = scratch("pass.zip");
    ndr::writeBundle(zip.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    const ndr::Bundle b = ndr::readBundle(zip.string());
    ASSERT_EQ(b.runs.size(), 2u);
    EXPECT_EQ(b.runs[1].n, 96u);
    EXPECT_EQ(b.runs[0].commands.size(), goodRun().commands.size());
}

TEST(RunValues, TimestampsMustBeIsoUtcDatesOfTheCalendar)
{
    for (const char* ok : {"2026-11-22T08:00:00Z", "2024-02-29T23:59:59Z", "2026-01-01T00:00:00.123Z"})
        EXPECT_TRUE(ndr::isIsoUtcTimestamp(ok)) << ok;
    for (const char* bad :
         {"yesterday", "", "2026-02-30T10:00:00Z", "2025-02-29T10:00:00Z", "2026-13-01T00:00:00Z",
          "2026-11-22T24:00:00Z", "2026-11-22T08:60:00Z", "2026-11-22 08:00:00Z", "2026-11-22T08:00:00",
          "2026-11-22T08:00:00+01:00", "+026-11-22T08:00:00Z", "2026-11-22T08:00:00.Z", "2026-11-22T08:00:00Zjunk"})
        EXPECT_FALSE(ndr::isIsoUtcTimestamp(bad)) << bad;
}

TEST(RunValues, CsvRowsWithValuesNoRunHasAreRefusedNamingLineAndColumn)
{
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"gflops", "inf"},
        {"gflops", "nan"},
        {"gflops", "-1"},
        {"gbps", "-inf"},
        {"kernel_ms_median", "inf"},
        {"kernel_ms_min", "-0.5"},
        {"wall_ms", "nan"},
        {"speedup_vs_cpu", "-2"},
        {"n", "-5"},
        {"n", "1180591620717411303424"}, // 2^70
        {"n", "50000"},                  // above the matmul kernels' 32-bit indexing (46340)
        {"n", "2.5"},
        {"reps", "0"},
        {"workload", "fft"},
        {"workload", "reduce"}, // tiled is a matmul variant
        {"timestamp", "yesterday"},
        {"timestamp", "2026-02-30T08:00:00Z"},
        {"status", "great"},
        {"buffers", "mapped"},
        {"local", "auto"},     // a timed run ran with a resolved size
        {"verified", "false"}, // status says verified
        {"kernel_source_hash", "xyz"},
    };
    for (const auto& [field, value] : cases) {
        const std::string what = field + " = " + value;
        const auto e = refusal([&] { ndr::resultsFromCsv(csvWith(field, value)); }, what);
        EXPECT_EQ(e.door(), ndr::RunDoor::Csv) << what;
        EXPECT_EQ(e.record(), 2u) << what;
        EXPECT_EQ(e.field(), field) << what << ": " << e.what();
    }
    // A verified run without a figure; a run never timed that has one.
    auto fields = ndr::toCsvFields(goodRun());
    fields[column("gflops")] = fields[column("gbps")] = "";
    auto e = refusal([&] { ndr::resultsFromCsv(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(fields)); },
                     "verified without a figure");
    EXPECT_EQ(e.field(), "gflops");
    EXPECT_FALSE(e.limit().empty());
    // Limits name the limit and its value.
    e = refusal([&] { ndr::resultsFromCsv(csvWith("n", "50000")); }, "n = 50000");
    EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(46340));
    EXPECT_EQ(e.requested(), std::optional<std::uint64_t>(50000));
}

TEST(RunValues, ACsvFileNamesItselfAndTheHistoryStoresNothing)
{
    const fs::path csv = scratch("inf.csv");
    std::ofstream(csv, std::ios::binary) << ndr::resultsToCsv({goodRun()}) << ndr::csvLine(ndr::toCsvFields(goodRun()))
                                         << csvWith("gflops", "inf").substr(ndr::csvLine(ndr::resultColumns()).size());
    const auto e = refusal([&] { ndr::importResultsCsv(csv.string()); }, "inf.csv");
    EXPECT_EQ(e.file(), csv.string());
    EXPECT_EQ(e.record(), 4u);
    ndr::History history(scratch("history-csv.sqlite").string());
    refusal([&] { history.importCsv(csv.string()); }, "history import");
    EXPECT_TRUE(history.list().empty()) << "all or nothing: the two good rows before it are not stored either";
}

// A file whose structure is not a results file (empty, a second byte-order mark, a zip given as a
// CSV, a record past the limit) is refused naming the file, like a refused value.
TEST(RunValues, ACsvFileWhoseStructureIsBrokenNamesItself)
{
    const std::string csv = ndr::resultsToCsv({goodRun()});
    struct Case {
        std::string name, bytes;
        ndr::CsvProblem problem;
    };
    const std::vector<Case> cases = {
        {"empty.csv", "", ndr::CsvProblem::Header},
        {"bom2.csv", "\xef\xbb\xbf\xef\xbb\xbf" + csv, ndr::CsvProblem::Header},
        {"zip.csv", std::string("PK\x03\x04\x14\x00\x00\x00", 8) + "runs.csv", ndr::CsvProblem::Header},
        {"long.csv", csv + std::string(csv.size() + 1, 'x') + "\n", ndr::CsvProblem::RecordTooLong},
    };
    ndr::CsvLimits limits;
    limits.maxRecordBytes = csv.size(); // each of the file's own records is shorter
    for (const Case& c : cases) {
        const fs::path path = scratch(c.name);
        std::ofstream(path, std::ios::binary) << c.bytes;
        try {
            ndr::importResultsCsv(path.string(), {}, {}, limits);
            ADD_FAILURE() << c.name << " was imported";
        } catch (const ndr::CsvError& e) {
            EXPECT_EQ(e.problem(), c.problem) << c.name << ": " << e.what();
            EXPECT_EQ(e.file(), path.string()) << c.name;
            EXPECT_NE(std::string(e.what()).find(c.name), std::string::npos) << e.what();
        }
    }
}

// reps has one limit at every door (--reps's, the samples a run keeps), and a run never keeps more
// samples than it timed repetitions.
TEST(RunValues, RepsHaveOneLimitAndBoundTheSamples)
{
    for (const std::string& reps :
         {std::string("99999999999"), std::string("2147483648"), std::to_string(ndr::kMaxKernelSamples + 1)}) {
        const auto e = refusal([&] { ndr::resultsFromCsv(csvWith("reps", reps)); }, "reps " + reps);
        EXPECT_EQ(e.field(), "reps") << e.what();
    }
    ndr::RunResult over = goodRun();
    over.reps = int(ndr::kMaxKernelSamples) + 1;
    try {
        ndr::checkRunValues(over, ndr::RunFieldNames::Json);
        ADD_FAILURE() << "reps above the limit accepted";
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.field(), "reps");
        EXPECT_FALSE(e.limit().empty());
    }
    auto fields = ndr::toCsvFields(goodRun()); // reps 2
    fields[column("kernel_ms_samples")] = "1;1.25;1.3";
    const auto e = refusal([&] { ndr::resultsFromCsv(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(fields)); },
                           "three samples of two reps");
    EXPECT_EQ(e.field(), "kernel_ms_samples") << e.what();
    fields[column("reps")] = "3"; // the samples of goodRun's figures (min 1, median 1.25, mean 1.3)
    fields[column("kernel_ms_samples")] = "1;1.25;1.65";
    EXPECT_EQ(ndr::resultsFromCsv(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(fields)).size(), 1u);
}

// Kept samples are the run's: the kernel's min, median and mean are their statistics.
TEST(RunValues, SamplesThatContradictTheKernelFiguresAreRefused)
{
    auto fields = ndr::toCsvFields(goodRun()); // kernel min 1, median 1.25, mean 1.3
    fields[column("reps")] = "3";
    for (const char* samples : {"1;5;5", "1e308;1.25;1", "0.1;1.25;2.55", "1;1.3;1.6"}) {
        fields[column("kernel_ms_samples")] = samples;
        const auto e =
            refusal([&] { ndr::resultsFromCsv(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(fields)); }, samples);
        EXPECT_EQ(e.field(), "kernel_ms_samples") << samples << ": " << e.what();
        EXPECT_FALSE(e.limit().empty()) << samples;
    }
    ndr::RunResult r = goodRun();
    r.reps = 3;
    r.kernelSamplesMs = {1, 5, 5};
    try {
        ndr::checkRunValues(r, ndr::RunFieldNames::Json);
        ADD_FAILURE() << "samples that contradict the median accepted";
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.field(), "kernel_samples_ms");
    }
}

TEST(RunValues, RunsJsonValuesAreCheckedForTypeAndRangeBeforeConverting)
{
    struct Case {
        std::string pointer; // into runs.json
        nlohmann::json value;
        std::string field;
    };
    const nlohmann::json nonFinite = {{"non_finite", "inf"}};
    const std::vector<Case> cases = {
        {"/0/n", -5, "n"},
        {"/0/n", 2.5, "n"},
        {"/0/n", "64", "n"},
        {"/0/n", 50000, "n"},
        {"/0/n", nullptr, "n"},
        {"/0/seed", std::uint64_t(1) << 33, "seed"},
        {"/0/warmup", 1e3, "warmup"},
        {"/0/reps", -1, "reps"},
        {"/0/gflops", -1, "gflops"},
        {"/0/gflops", nonFinite, "gflops"},
        {"/0/gflops", "fast", "gflops"},
        {"/0/wall_ms", nonFinite, "wall_ms"},
        {"/0/kernel/median_ms", -3, "kernel.median_ms"},
        {"/0/kernel/median_ms", nonFinite, "kernel.median_ms"},
        {"/0/local/x", -1, "local.x"},
        {"/0/local/dims", 3, "local"},
        {"/0/workload", "fft", "workload"},
        {"/0/status", "great", "status"},
        {"/0/buffers", 1, "buffers"},
        {"/0/params_source", "guessed", "params_source"},
        {"/0/timestamp", "yesterday", "timestamp"},
        {"/0/timestamp", "2026-02-30T08:00:00Z", "timestamp"},
        {"/0/verified", "yes", "verified"},
        {"/0/commands/1/end_ns", 0, "commands[1].end_ns"},
        {"/0/commands/1/kind", "launch", "commands[1].kind"},
        {"/0/commands/1/bytes", -4, "commands[1].bytes"},
        {"/0/commands", nlohmann::json::object(), "commands"},
        {"/1/error", "it broke", "error"}, // a verified run with an error
        {"/1/measured", false, "measured"},
    };
    for (const Case& c : cases) {
        nlohmann::json runs = goodRunsJson();
        runs[nlohmann::json::json_pointer(c.pointer)] = c.value;
        const std::string what = c.pointer + " = " + c.value.dump();
        const fs::path zip = bundleWithRunsJson("json-case", runs.dump());
        const auto e = refusal([&] { ndr::readBundle(zip.string()); }, what);
        EXPECT_EQ(e.door(), ndr::RunDoor::Bundle) << what;
        EXPECT_EQ(e.member(), "runs.json") << what;
        EXPECT_EQ(e.record(), c.pointer[1] == '0' ? 1u : 2u) << what;
        EXPECT_EQ(e.field(), c.field) << what << ": " << e.what();
        EXPECT_EQ(e.file(), zip.string()) << what;
    }
    // Numbers JSON can write but no field holds: 2^70 (parsed as a float, never 0) and 1e400.
    for (const auto& [text, field] : std::vector<std::pair<std::string, std::string>>{{"1180591620717411303424", "n"},
                                                                                      {"-18446744073709551611", "n"}}) {
        std::string runs = goodRunsJson().dump();
        runs.replace(runs.find("\"n\":64"), 6, "\"n\":" + text);
        const auto e = refusal([&] { ndr::readBundle(bundleWithRunsJson("raw", runs).string()); }, text);
        EXPECT_EQ(e.field(), field) << text << ": " << e.what();
    }
    // A number past what a double holds does not parse at all.
    std::string runs = goodRunsJson().dump();
    runs.replace(runs.find("\"gflops\":0.42"), 13, "\"gflops\":1e400");
    try {
        ndr::readBundle(bundleWithRunsJson("raw", runs).string());
        ADD_FAILURE() << "1e400 accepted";
    } catch (const ndr::BundleError& e) {
        EXPECT_EQ(e.problem(), ndr::BundleProblem::Malformed);
        EXPECT_EQ(e.member(), "runs.json");
    }
}

TEST(RunValues, ABundleWithOneBadRunStoresNothing)
{
    nlohmann::json runs = goodRunsJson();
    runs[1]["n"] = -5;
    const fs::path zip = bundleWithRunsJson("n-minus-5", runs.dump());
    ndr::History history(scratch("history-bundle.sqlite").string());
    const auto e = refusal([&] { history.importBundle(zip.string()); }, "history import of the bundle");
    EXPECT_EQ(e.record(), 2u);
    EXPECT_TRUE(history.list().empty()) << "the first, good run is not stored either";
    // The same bundle, good, imports whole.
    const fs::path good = scratch("good-import.zip");
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    EXPECT_EQ(history.importBundle(good.string()).added, 2u);
    EXPECT_EQ(history.list().size(), 2u);
}

TEST(RunValues, AnInfiniteErrorOfAFailedVerificationComesBackFromABundle)
{
    auto failed = goodRun();
    failed.verified = false;
    failed.status = ndr::RunStatus::VerificationFailed;
    failed.error = "verification failed: C(0,0) = nan";
    failed.maxAbsErr = INFINITY;
    failed.maxRelErr = std::numeric_limits<double>::quiet_NaN();
    const fs::path zip = scratch("inf-error.zip");
    ndr::writeBundle(zip.string(), ndr::makeBundle({}, {failed}));
    const ndr::Bundle b = ndr::readBundle(zip.string());
    ASSERT_EQ(b.runs.size(), 1u);
    EXPECT_EQ(b.runs[0].maxAbsErr, INFINITY);
    EXPECT_TRUE(std::isnan(b.runs[0].maxRelErr));
}

TEST(RunValues, MessagesQuoteUserDataWithEveryByteVisible)
{
    EXPECT_EQ(ndr::quote("plain"), "'plain'");
    EXPECT_EQ(ndr::quote(std::string("a\0b", 3)), "'a\\x00b'");
    EXPECT_EQ(ndr::quote("tab\there\nnew\rline\\"), "'tab\\there\\nnew\\rline\\\\'");
    EXPECT_EQ(ndr::quote("\x1b[31mred"), "'\\x1b[31mred'");
    EXPECT_EQ(ndr::quote("caf\xc3\xa9 \xe2\x80\x94 \xe5\x8f\xb0"), "'caf\xc3\xa9 \xe2\x80\x94 \xe5\x8f\xb0'");
    EXPECT_EQ(ndr::quote("bad \xff\xc3"), "'bad \\xff\\xc3'");
    EXPECT_EQ(ndr::quote("\xc2\x85"), "'\\xc2\\x85'"); // a C1 control
    EXPECT_EQ(ndr::quote(std::string(100, 'x'), 10), "'xxxxxxxxxx'... (100 bytes)");
    // A NUL in a CSV field no longer ends the message: what follows it is still there.
    const auto e = refusal([&] { ndr::resultsFromCsv(csvWith("workload", std::string("fft\0after", 9))); }, "NUL");
    EXPECT_NE(std::string(e.what()).find("fft\\x00after"), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).find('\0'), std::string::npos);
}

TEST(RunValues, ACsvThatStartsWithAByteOrderMarkImports)
{
    const std::string text = "\xEF\xBB\xBF" + ndr::resultsToCsv({goodRun()});
    const auto back = ndr::resultsFromCsv(text);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].timestamp, goodRun().timestamp);
    const fs::path csv = scratch("bom.csv");
    std::ofstream(csv, std::ios::binary) << text;
    EXPECT_EQ(ndr::importResultsCsv(csv.string()).size(), 1u);
    // Only at the start: elsewhere those bytes are data, and a header cell holding them differs.
    auto header = ndr::resultColumns();
    header[1] = "\xEF\xBB\xBF" + header[1];
    EXPECT_THROW(ndr::resultsFromCsv(ndr::csvLine(header)), ndr::CsvError);
    // A second mark after the first (a file saved twice by an editor that adds one): the header
    // is refused, and the message shows the mark that is left, which a terminal would not.
    try {
        ndr::resultsFromCsv("\xEF\xBB\xBF" + text);
        ADD_FAILURE() << "a header starting with a byte order mark was accepted";
    } catch (const ndr::CsvError& e) {
        EXPECT_NE(std::string(e.what()).find("\\uFEFF"), std::string::npos) << e.what();
    }
}

TEST(RunValues, QuoteShowsInvisibleCharactersAsEscapes)
{
    EXPECT_EQ(ndr::quote("\xEF\xBB\xBFtimestamp"), "'\\uFEFFtimestamp'");
    EXPECT_EQ(ndr::quote("tiled\xE2\x80\x8B"), "'tiled\\u200B'");
    EXPECT_EQ(ndr::quote("a\xE2\x80\xAE"
                         "b"),
              "'a\\u202Eb'");
    EXPECT_EQ(ndr::quote("tag\xF3\xA0\x80\x81"), "'tag\\U000E0001'");
    // Visible text beyond ASCII stays as it is.
    EXPECT_EQ(ndr::quote("Ger\xC3\xA4t \xE6\x97\xA5"), "'Ger\xC3\xA4t \xE6\x97\xA5'");
}

TEST(RunValues, TextFieldsHoldNoControlCharactersNorInvalidUtf8AndHaveALimit)
{
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"variant", "naive\x1b[31m"},         // a terminal escape
        {"device", std::string("GPU\0x", 5)}, // NUL
        {"platform", "Portable\nComputing"},  // a line break in a name
        {"driver", "3.1\t+debian"},           // tab
        {"device", "GPU\xc2\x85x"},           // C1 control (NEL)
        {"variant", "na\xefve"},              // Latin-1, not UTF-8
        {"device", "\xc0\xaf"},               // overlong '/'
        {"device", "\xed\xa0\x80"},           // a surrogate
        {"device", std::string(1025, 'A')},   // above the name limit
        {"app_version", "0.1\x7f"},           // DEL
        {"variant", "tiled\xe2\x80\x8b"},     // a zero-width space: looks like "tiled"
        {"device", "GPU \xe2\x80\xae"
                   "1 UPG"}, // a right-to-left override
        {"driver", "\xef\xbb\xbf"
                   "3.1"}, // a byte order mark
        {"platform", "Port\xc2\xad"
                     "able"}, // a soft hyphen
    };
    for (const auto& [field, value] : bad) {
        const std::string what = field + " = " + ndr::quote(value, 40);
        const auto e = refusal([&] { ndr::resultsFromCsv(csvWith(field, value)); }, what);
        EXPECT_EQ(e.field(), field) << what << ": " << e.what();
        EXPECT_FALSE(e.limit().empty()) << what;
        // The message shows the value with every byte visible: no raw control byte reaches it.
        for (char c : std::string(e.what()))
            EXPECT_FALSE(static_cast<unsigned char>(c) < 0x20 || c == 0x7f) << what;
    }
    // The same values through a bundle's runs.json.
    for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
             {"variant", "naive\x1b[2J"}, {"device", std::string(2000, 'B')}, {"platform", "a\rb"}}) {
        nlohmann::json runs = goodRunsJson();
        runs[0][key] = value;
        const auto e = refusal([&] { ndr::readBundle(bundleWithRunsJson("text-case", runs.dump()).string()); }, key);
        EXPECT_EQ(e.field(), key) << e.what();
    }
    // Text the engine does write passes: UTF-8 names, and a multi-line error of a failed run.
    EXPECT_NO_THROW(ndr::resultsFromCsv(csvWith("device", "Ger\xc3\xa4t \xe6\x97\xa5\xe6\x9c\xac 1024")));
    ndr::RunResult failed = goodRun();
    failed.status = ndr::RunStatus::VerificationFailed;
    failed.verified = false;
    failed.error = "kernel.cl:3:5: error: expected ';'\n\tx = 1\n    ^";
    EXPECT_NO_THROW(ndr::checkRunValues(failed));
    failed.error = std::string("bad\x1b[0m");
    EXPECT_THROW(ndr::checkRunValues(failed), ndr::RunValueError);
}

// A timed run's global size is a multiple of its local size and no larger than N rounded up to
// it; a 1-D launch has one row. Runs the engine itself makes (rounded up, register-blocked,
// vector and library runs) pass.
TEST(RunValues, TheGlobalSizeAgreesWithTheLocalSizeAndN)
{
    struct Case {
        std::size_t gx, gy;
        ndr::LocalSize local;
        const char* limit;
    };
    const std::vector<Case> bad = {
        {72, 80, ndr::LocalSize::of2D(16, 16), "global size a multiple of the local size"},
        {80, 72, ndr::LocalSize::of2D(16, 16), "global size a multiple of the local size"},
        {96, 80, ndr::LocalSize::of2D(16, 16), "N rounded up to the local size"}, // N = 70: at most 80
        {80, 4096, ndr::LocalSize::of2D(16, 16), "N rounded up to the local size"},
        {80, 2, ndr::LocalSize::of1D(16), "1-D NDRange"},
    };
    for (const Case& c : bad) {
        ndr::RunResult r = goodRun(70);
        r.globalX = c.gx;
        r.globalY = c.gy;
        r.local = c.local;
        const std::string what = std::to_string(c.gx) + "x" + std::to_string(c.gy) + " local " + c.local.toString();
        const auto e = refusal([&] { ndr::checkRunValues(r); }, what);
        EXPECT_EQ(e.field(), "global") << what;
        EXPECT_EQ(e.limit(), c.limit) << what << ": " << e.what();
        const auto j = refusal([&] { ndr::checkRunValues(r, ndr::RunFieldNames::Json); }, what);
        EXPECT_EQ(j.field(), c.gy != 80 && c.gx == 80 ? "global_y" : "global_x") << what;
    }
    // What the engine launches: N rounded up; fewer work-items (register blocking, vectors);
    // a library call without a local size.
    ndr::RunResult rounded = goodRun(70);
    rounded.globalX = rounded.globalY = 80;
    ndr::RunResult blocked = goodRun(70);
    blocked.local = ndr::LocalSize::of2D(8, 8);
    blocked.globalX = blocked.globalY = 8;
    ndr::RunResult library = goodRun(70);
    library.local = ndr::LocalSize::notApplicable();
    library.globalX = library.globalY = 70;
    for (const ndr::RunResult* r : {&rounded, &blocked, &library})
        EXPECT_NO_THROW(ndr::checkRunValues(*r)) << r->globalX << " local " << r->local.toString();
}

// Bundle members nested far deeper than any run or manifest are refused at the depth limit, the
// manifest before it is parsed, runs.json as its parser reaches the level; nothing is stored.
TEST(RunValues, BundleMembersNestedThousandsDeepAreRefusedAtTheDepthLimit)
{
    const std::string deep = jsontest::deeplyNested(100000);
    std::string runs = goodRunsJson().dump();
    runs.insert(runs.find('{') + 1, "\"extra\":" + deep + ",");
    const fs::path inRun = bundleWithRunsJson("deep-run", runs);
    const fs::path wholeRuns = bundleWithRunsJson("deep-runs", "[" + deep + "]");
    const fs::path good = scratch("good-deep.zip");
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun()}));
    const fs::path manifest = scratch("deep-manifest.zip");
    importtest::writeZip(manifest, importtest::replaced(importtest::zipMembers(good), "bundle.json",
                                                        jsontest::deeplyNested(50000))); // within 1 MiB
    for (const auto& [zip, member] : std::vector<std::pair<fs::path, std::string>>{
             {inRun, "runs.json"}, {wholeRuns, "runs.json"}, {manifest, "bundle.json"}}) {
        ndr::History history(scratch("history-deep.sqlite").string());
        try {
            history.importBundle(zip.string());
            ADD_FAILURE() << zip << " imported";
        } catch (const ndr::BundleError& e) {
            EXPECT_EQ(e.problem(), ndr::BundleProblem::Malformed) << zip << ": " << e.what();
            EXPECT_EQ(e.member(), member) << zip;
            EXPECT_EQ(e.limit(), ndr::kJsonDepthLimit) << zip << ": " << e.what();
        }
        EXPECT_TRUE(history.list().empty()) << zip;
    }
}
