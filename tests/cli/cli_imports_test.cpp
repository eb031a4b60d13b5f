// ndrange-bench history import and bundle import under bad and hostile input: values no run can
// have, inconsistent bundles and zip bombs exit 2 naming the member and store nothing; a CSV that
// starts with a byte-order mark imports; and every import stays below 200 MiB of address space
// (ulimit -v in the child) however large or hostile the file, because members are checked from
// the zip's central directory, unread members are never inflated and runs stream into the history.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/import_fixtures.hpp"
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sqlite3.h>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"

namespace fs = std::filesystem;
using importtest::goodRun;

namespace {

// A fresh HOME (and XDG directories) per test, so each test starts with no history.
fs::path home() { return benchtest::testHome("ndr_cli_imports_"); }

std::string env() { return benchtest::homeEnv(home()); }

benchtest::Outcome bench(const std::string& args) { return benchtest::runBench(args, env(), home()); }

// The same command with its address space limited to `mib` MiB (RLIMIT_AS, set by the shell).
benchtest::Outcome benchWithin(std::size_t mib, const std::string& args)
{
    return benchtest::runBench(args, "ulimit -v " + std::to_string(mib * 1024) + " && " + env(), home());
}

// Runs in this test's history, counted by SQLite (listing 100,000 runs would take a while).
std::size_t historyCount()
{
    const fs::path file = home() / "data" / "ndrange-studio" / "history.sqlite";
    if (!fs::exists(file))
        return 0;
    sqlite3* db = nullptr;
    std::size_t count = 0;
    if (sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM runs", -1, &s, nullptr) == SQLITE_OK &&
            sqlite3_step(s) == SQLITE_ROW)
            count = std::size_t(sqlite3_column_int64(s, 0));
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return count;
}

// `count` distinct good runs (their figures differ, as those of real runs do), numbered from
// `first`: runs of different numbers are different runs (an import skips runs already stored).
std::vector<ndr::RunResult> manyRuns(std::size_t count, std::size_t first = 0)
{
    std::vector<ndr::RunResult> runs;
    runs.reserve(count);
    for (std::size_t i = first; i < first + count; ++i) {
        runs.push_back(goodRun(16 + i % 1000));
        runs.back().gflops = 0.42 + double(i) * 1e-6;
        runs.back().seed = std::uint32_t(i);
    }
    return runs;
}

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

constexpr std::size_t kImportMemoryMiB = 200;

bool sanitized() { return std::getenv("NDR_SANITIZED") != nullptr; }

} // namespace

TEST(CliImports, ACsvRowWithAnInfiniteFigureExitsTwoNamingItAndStoresNothing)
{
    auto fields = ndr::toCsvFields(goodRun());
    const auto& cols = ndr::resultColumns();
    fields[std::size_t(std::find(cols.begin(), cols.end(), "gflops") - cols.begin())] = "inf";
    const fs::path csv = home() / "inf.csv";
    std::ofstream(csv, std::ios::binary) << ndr::resultsToCsv({goodRun()}) << ndr::csvLine(fields);
    const auto o = bench("history import " + quoted(csv));
    EXPECT_EQ(o.code, 2) << o.err;
    EXPECT_NE(o.err.find("gflops"), std::string::npos) << o.err;
    EXPECT_NE(o.err.find("line 3"), std::string::npos) << o.err;
    EXPECT_EQ(historyCount(), 0u);
}

TEST(CliImports, ACsvThatStartsWithAByteOrderMarkImports)
{
    const fs::path csv = home() / "bom.csv";
    std::ofstream(csv, std::ios::binary) << "\xEF\xBB\xBF" << ndr::resultsToCsv({goodRun()});
    const auto o = bench("history import " + quoted(csv));
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_EQ(historyCount(), 1u);
}

TEST(CliImports, ABadBundleExitsTwoNamingTheMemberAndStoresNothing)
{
    const fs::path good = home() / "good.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    const auto members = importtest::zipMembers(good);
    auto runs = nlohmann::json::parse(importtest::member(members, "runs.json"));
    runs[1]["n"] = -5;
    struct Case {
        std::string name;
        std::vector<std::pair<std::string, std::string>> members;
        std::string member;
    };
    const std::vector<Case> cases = {
        {"n-minus-5", importtest::replaced(members, "runs.json", runs.dump()), "runs.json"},
        {"no-runs-csv", importtest::replaced(members, "runs.csv", std::nullopt), "runs.csv"},
        {"short-runs-csv",
         importtest::replaced(members, "runs.csv",
                              importtest::member(members, "runs.csv")
                                  .substr(0, importtest::member(members, "runs.csv").rfind("2026-11-22"))),
         "runs.csv"},
    };
    for (const Case& c : cases) {
        const fs::path zip = home() / (c.name + ".zip");
        importtest::writeZip(zip, c.members);
        const auto o = bench("bundle import " + quoted(zip));
        EXPECT_EQ(o.code, 2) << c.name << ": " << o.err;
        EXPECT_NE(o.err.find(c.member), std::string::npos) << c.name << ": " << o.err;
        EXPECT_EQ(historyCount(), 0u) << c.name;
    }
    EXPECT_EQ(bench("bundle import " + quoted(good)).code, 0);
    EXPECT_EQ(historyCount(), 2u);
}

TEST(CliImports, HostileBundlesAreRefusedWithinTwoHundredMiB)
{
    if (sanitized())
        GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space: no RLIMIT_AS applies";
    // 5 x 250 MiB of zeros in 1.2 MB: refused from the central directory.
    const fs::path bomb = home() / "bomb.zip";
    std::vector<importtest::GeneratedMember> generated;
    for (int i = 0; i < 5; ++i)
        generated.push_back({"kernels/bomb" + std::to_string(i) + ".cl", std::uint64_t(250) << 20, false, false});
    const fs::path good = home() / "good.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    importtest::writeZipWith(bomb, importtest::zipMembers(good), generated);
    auto o = benchWithin(kImportMemoryMiB, "bundle import " + quoted(bomb));
    EXPECT_EQ(o.code, 2) << o.err;
    EXPECT_TRUE(o.exited);
    // 200 MiB of zeros as runs.json, within the size limits: refused for its ratio.
    const fs::path ratio = home() / "ratio.zip";
    importtest::writeZipWith(ratio, importtest::replaced(importtest::zipMembers(good), "runs.json", std::nullopt),
                             {{"runs.json", std::uint64_t(200) << 20, false, false}});
    o = benchWithin(kImportMemoryMiB, "bundle import " + quoted(ratio));
    EXPECT_EQ(o.code, 2) << o.err;
    EXPECT_EQ(historyCount(), 0u);
}

TEST(CliImports, LargeBundlesAndFilesImportWithinTwoHundredMiB)
{
    if (sanitized())
        GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space: no RLIMIT_AS applies";
    // Two 120 MiB kernel members (incompressible, stored) the import never reads: it succeeds
    // within the limit, which reading them would exceed.
    const fs::path good = home() / "good.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    auto members = importtest::zipMembers(good);
    auto manifest = nlohmann::json::parse(importtest::member(members, "bundle.json"));
    manifest["files"].push_back("kernels/big0.cl");
    manifest["files"].push_back("kernels/big1.cl");
    const fs::path unread = home() / "unread.zip";
    importtest::writeZipWith(unread, importtest::replaced(members, "bundle.json", manifest.dump()),
                             {{"kernels/big0.cl", std::uint64_t(120) << 20, true, true},
                              {"kernels/big1.cl", std::uint64_t(120) << 20, true, true}});
    auto o = benchWithin(kImportMemoryMiB, "bundle import " + quoted(unread));
    EXPECT_EQ(o.code, 0) << o.err;
    fs::remove(unread);
    // 20,000 runs (about 50 MB of runs.json) stream into the history.
    const fs::path large = home() / "large.zip";
    ndr::writeBundle(large.string(), ndr::makeBundle({}, manyRuns(20000)));
    o = benchWithin(kImportMemoryMiB, "bundle import " + quoted(large));
    EXPECT_EQ(o.code, 0) << o.err;
    // A results CSV at the row limit (100,000 rows).
    const fs::path csv = home() / "large.csv";
    std::ofstream(csv, std::ios::binary) << ndr::resultsToCsv(manyRuns(100000, 20000));
    o = benchWithin(kImportMemoryMiB, "history import " + quoted(csv));
    EXPECT_EQ(o.code, 0) << o.err;
    EXPECT_EQ(historyCount(), 2u + 20000u + 100000u);
}

TEST(CliImports, MessagesShowUnprintableBytesOfArgumentsEscaped)
{
    // A terminal escape and a tab inside the value each message quotes: shown as \x1b and \t, so
    // the message stays one line that cannot clear the user's terminal.
    const std::string hostile = "\"$(printf 'x\\033[2J\\ty')\"";
    const std::vector<std::string> commands = {
        "run --variant tiled --n " + hostile,
        "run --n 64 --variant " + hostile,
        "history list --since " + hostile,
        "history " + hostile,
        "bundle " + hostile,
        "run --n 64 --variant tiled --local " + hostile,
    };
    for (const std::string& c : commands) {
        const auto o = bench(c);
        EXPECT_EQ(o.code, 2) << c << ": " << o.err;
        EXPECT_NE(o.err.find("\\x1b[2J\\ty"), std::string::npos) << c << ": " << o.err;
        std::string body = o.err;
        while (!body.empty() && body.back() == '\n')
            body.pop_back();
        for (char ch : body)
            EXPECT_FALSE(static_cast<unsigned char>(ch) < 0x20 && ch != '\n') << c << ": " << o.err;
    }
}
