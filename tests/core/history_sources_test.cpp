// The source text of user-kernel runs in the history (schema 5, table kernel_sources): a run of a
// registered user kernel is stored with its text, found again by the run's hash after the file is
// reopened; a run whose kernel changed since, or a built-in variant's run, stores no text; a
// history of schema 4 migrates and then keeps sources too; the entry point and build options of
// each user-kernel run (schema 6, table run_kernels) come back by run id.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <unistd.h>

#include "../support/history_fixtures.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/history.hpp"
#include "ndr/user_kernel.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch() { return historytest::testScratch("ndr_history_sources_"); }

std::string scalar(const fs::path& file, const std::string& sql)
{
    sqlite3* db = nullptr;
    std::string out;
    sqlite3_stmt* s = nullptr;
    if (sqlite3_open(file.c_str(), &db) == SQLITE_OK &&
        sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW &&
        sqlite3_column_text(s, 0))
        out = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
    sqlite3_close(db);
    return out;
}

int exec(const fs::path& file, const std::string& sql)
{
    sqlite3* db = nullptr;
    int rc = sqlite3_open(file.c_str(), &db);
    if (rc == SQLITE_OK)
        rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr);
    sqlite3_close(db);
    return rc;
}

const std::string kText = "__kernel void hist(const int N, __global const float* A, __global const float* B,\n"
                          "                   __global float* C) { }\n";

// A made-up run of the registered kernel `name`, recording the hash of `text`.
ndr::RunResult runOf(const std::string& name, const std::string& text)
{
    ndr::RunResult r = studio::testing::storable(
        studio::testing::madeUpRun(name, 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt, true));
    r.kernelSourceHash = ndr::kernelSourceHash(text);
    return r;
}

} // namespace

TEST(HistorySources, UserKernelRunKeepsItsTextAcrossReopening)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::registerUserKernel(ndr::userKernelFromSource("hist_kept", kText, "hist"));
    const std::string hash = ndr::kernelSourceHash(kText);
    ASSERT_EQ(hash.size(), 16u);
    {
        ndr::History h(file.string());
        // Twice: the text is stored once.
        h.add({runOf("user:hist_kept", kText), runOf("user:hist_kept", kText)}, ndr::HistorySource::Studio);
    }
    ndr::History again(file.string());
    ASSERT_TRUE(again.kernelSource(hash).has_value());
    EXPECT_EQ(*again.kernelSource(hash), kText);
    EXPECT_EQ(scalar(file, "SELECT count(*) FROM kernel_sources"), "1");
    // The run says which text it ran: its hash leads back to it.
    const auto entries = again.list();
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(again.kernelSource(entries[0].run.kernelSourceHash).value_or(""), kText);
}

TEST(HistorySources, NoTextWhenTheKernelChangedOrIsBuiltIn)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::registerUserKernel(ndr::userKernelFromSource("hist_changed", kText + "// edited\n", "hist"));
    ndr::History h(file.string());
    // The run ran the text before the edit: the registry no longer has it, so nothing is stored.
    h.add({runOf("user:hist_changed", kText)}, ndr::HistorySource::Studio);
    ndr::RunResult builtIn = studio::testing::storable(
        studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt, true));
    builtIn.kernelSourceHash = ndr::kernelSourceHash("anything");
    h.add({builtIn}, ndr::HistorySource::Cli);
    EXPECT_FALSE(h.kernelSource(ndr::kernelSourceHash(kText)).has_value());
    EXPECT_FALSE(h.kernelSource(builtIn.kernelSourceHash).has_value());
    EXPECT_FALSE(h.kernelSource("").has_value());
    EXPECT_EQ(scalar(file, "SELECT count(*) FROM kernel_sources"), "0");
}

TEST(HistorySources, SchemaFourHistoryMigratesAndKeepsItsRuns)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::registerUserKernel(ndr::userKernelFromSource("hist_migrated", kText, "hist"));
    {
        ndr::History h(file.string());
        h.add({studio::testing::storable(
                  studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt, true))},
              ndr::HistorySource::Cli);
    }
    // Schema 4 is schema 6 without kernel_sources and run_kernels.
    ASSERT_EQ(exec(file, "DROP TABLE kernel_sources; DROP TABLE run_kernels; PRAGMA user_version = 4;"), SQLITE_OK);
    ASSERT_EQ(scalar(file, "PRAGMA user_version"), "4");
    {
        ndr::History h(file.string());
        EXPECT_EQ(h.list().size(), 1u);
        h.add({runOf("user:hist_migrated", kText)}, ndr::HistorySource::Studio);
        EXPECT_EQ(h.kernelSource(ndr::kernelSourceHash(kText)).value_or(""), kText);
    }
    EXPECT_EQ(scalar(file, "PRAGMA user_version"), std::to_string(ndr::History::kSchemaVersion));
    EXPECT_EQ(ndr::History::kSchemaVersion, 6);
}

TEST(HistorySources, UserKernelRunKeepsItsEntryAndBuildOptions)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::registerUserKernel(ndr::userKernelFromSource("hist_built", kText, "hist", "-DTILE=8 -cl-fast-relaxed-math"));
    std::vector<std::int64_t> ids;
    {
        ndr::History h(file.string());
        ndr::RunResult builtIn = studio::testing::storable(
            studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt, true));
        ids = h.add({runOf("user:hist_built", kText), builtIn}, ndr::HistorySource::Studio);
    }
    ASSERT_EQ(ids.size(), 2u);
    ndr::History again(file.string());
    const auto build = again.kernelBuild(ids[0]);
    ASSERT_TRUE(build.has_value());
    EXPECT_EQ(build->entry, "hist");
    EXPECT_EQ(build->buildOptions, "-DTILE=8 -cl-fast-relaxed-math");
    EXPECT_FALSE(again.kernelBuild(ids[1]).has_value()); // a built-in variant's run
    // Removing the run removes how it was built.
    EXPECT_EQ(again.remove({ids[0]}), 1u);
    EXPECT_FALSE(again.kernelBuild(ids[0]).has_value());
    EXPECT_EQ(scalar(file, "SELECT count(*) FROM run_kernels"), "0");
}

TEST(HistorySources, SchemaFiveHistoryMigratesToKeepBuilds)
{
    const fs::path file = scratch() / "history.sqlite";
    ndr::registerUserKernel(ndr::userKernelFromSource("hist_five", kText, "hist", "-DX=1"));
    {
        ndr::History h(file.string());
        h.add({runOf("user:hist_five", kText)}, ndr::HistorySource::Studio);
    }
    ASSERT_EQ(exec(file, "DROP TABLE run_kernels; PRAGMA user_version = 5;"), SQLITE_OK);
    ndr::History h(file.string());
    EXPECT_EQ(h.list().size(), 1u);
    EXPECT_FALSE(h.kernelBuild(h.list().front().id).has_value()); // stored before builds were kept
    const auto ids = h.add({runOf("user:hist_five", kText)}, ndr::HistorySource::Studio);
    ASSERT_EQ(ids.size(), 1u);
    EXPECT_EQ(h.kernelBuild(ids[0]).value_or(ndr::HistoryKernelBuild{}).buildOptions, "-DX=1");
    EXPECT_EQ(scalar(file, "PRAGMA user_version"), "6");
}
