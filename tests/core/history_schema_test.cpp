// A history file that this build must not open: a schema version it does not know (negative, the
// largest, newer), another program's SQLite database or an older version whose tables contradict
// it is refused with its problem, and the file is left byte for byte as it was (no journal-mode switch, no table added); a new or empty file is
// still created. And the dates the filters take: days of the calendar only.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "../support/file_targets.hpp"
#include "../support/history_fixtures.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/history.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch() { return historytest::testScratch("ndr_history_schema_"); }

// A database as another tool leaves it: the statements run on a plain connection, then closed.
void makeDatabase(const fs::path& file, const std::string& sql)
{
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sql;
    sqlite3_close(db);
}

// Opening `file` is refused with `problem`, naming it; the folder holds exactly what it held, and
// the file the same bytes.
void expectRefusedUntouched(const fs::path& file, ndr::HistoryProblem problem)
{
    const std::string before = filetargets::slurp(file);
    const auto namesBefore = filetargets::names(file.parent_path());
    try {
        ndr::History h(file.string());
        ADD_FAILURE() << file << " was opened";
    } catch (const ndr::HistoryError& e) {
        EXPECT_EQ(e.problem(), problem) << e.what();
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        EXPECT_EQ(e.path(), file.string());
    }
    EXPECT_TRUE(filetargets::slurp(file) == before) << "the file changed";
    EXPECT_EQ(filetargets::names(file.parent_path()), namesBefore) << "a journal or WAL file was left";
}

ndr::ErrorKind sinceKind(const std::string& since, std::string* limit = nullptr)
{
    try {
        ndr::checkHistoryFilter({"", "", since, 0, {}});
        return ndr::ErrorKind::Cancelled; // stands for "accepted"
    } catch (const ndr::Error& e) {
        if (limit)
            *limit = e.limit();
        return e.kind();
    }
}

} // namespace

TEST(HistorySchema, AVersionThisBuildDoesNotKnowIsRefusedUntouched)
{
    const fs::path dir = scratch();
    const struct {
        const char* name;
        long long version;
        ndr::HistoryProblem problem;
    } cases[] = {
        {"negative.sqlite", -5, ndr::HistoryProblem::UnknownSchema},
        {"lowest.sqlite", -2147483648ll, ndr::HistoryProblem::UnknownSchema},
        {"huge.sqlite", 2147483647ll, ndr::HistoryProblem::NewerSchema},
        {"newer.sqlite", ndr::History::kSchemaVersion + 1, ndr::HistoryProblem::NewerSchema},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.name);
        // Our own table, as a history of that version would have it, in the default journal mode.
        makeDatabase(dir / c.name, "CREATE TABLE runs (id INTEGER PRIMARY KEY, run_json TEXT);"
                                   "INSERT INTO runs (run_json) VALUES ('{}');"
                                   "PRAGMA user_version = " +
                                       std::to_string(c.version));
        expectRefusedUntouched(dir / c.name, c.problem);
    }
}

TEST(HistorySchema, AnotherProgramsDatabaseIsRefusedNotAdopted)
{
    const fs::path dir = scratch();
    makeDatabase(dir / "notes.sqlite", "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);"
                                       "INSERT INTO notes (text) VALUES ('mine');");
    expectRefusedUntouched(dir / "notes.sqlite", ndr::HistoryProblem::Foreign);
    // A table called runs is not enough without our version: version 0 means nothing of ours was stored.
    makeDatabase(dir / "runs0.sqlite", "CREATE TABLE runs (x TEXT); INSERT INTO runs VALUES ('theirs');");
    expectRefusedUntouched(dir / "runs0.sqlite", ndr::HistoryProblem::Foreign);
    // Our version number on a database without our table.
    makeDatabase(dir / "versioned.sqlite", "CREATE TABLE other (x); PRAGMA user_version = 2;");
    expectRefusedUntouched(dir / "versioned.sqlite", ndr::HistoryProblem::Foreign);
    // Our version number and a table called runs, but not the tables and columns of that version:
    // another program's runs (or a damaged history) at the current version and at an older one.
    makeDatabase(dir / "theirs4.sqlite",
                 "CREATE TABLE runs (id INTEGER PRIMARY KEY, x TEXT); INSERT INTO runs (x) VALUES ('theirs');"
                 "PRAGMA user_version = " +
                     std::to_string(ndr::History::kSchemaVersion) + ";");
    expectRefusedUntouched(dir / "theirs4.sqlite", ndr::HistoryProblem::Foreign);
    makeDatabase(
        dir / "theirs2.sqlite",
        "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp TEXT NOT NULL, device TEXT NOT NULL,"
        " variant TEXT NOT NULL, n INTEGER NOT NULL, run_json TEXT NOT NULL); PRAGMA user_version = 2;");
    expectRefusedUntouched(dir / "theirs2.sqlite", ndr::HistoryProblem::Foreign);
}

// A file whose version is older than its tables: migrating it would fail half-way. It is refused
// as not a history of that version before its journal mode changes, and every step is rolled
// back, so it keeps every byte: a version-4 file holding version 5's kernel_sources (a later
// table), and a version-1 file whose runs already has a column that the step to 2 adds.
TEST(HistorySchema, AnOlderVersionHoldingALaterVersionsTablesIsRefusedUntouched)
{
    const fs::path dir = scratch();
    const fs::path later = dir / "later_table.sqlite";
    {
        ndr::History h(later.string());
        h.add({studio::testing::storable(
                  studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt))},
              ndr::HistorySource::Cli);
    }
    makeDatabase(later, "PRAGMA journal_mode = DELETE; PRAGMA user_version = 4;");
    expectRefusedUntouched(later, ndr::HistoryProblem::Foreign);

    makeDatabase(dir / "later_column.sqlite",
                 "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp TEXT NOT NULL,"
                 " device TEXT NOT NULL, variant TEXT NOT NULL, n INTEGER NOT NULL, run_json TEXT NOT NULL,"
                 " device_id TEXT NOT NULL DEFAULT '');"
                 "INSERT INTO runs (timestamp, device, variant, n, run_json) VALUES ('t', 'd', 'naive', 16, '{}');"
                 "PRAGMA user_version = 1;");
    expectRefusedUntouched(dir / "later_column.sqlite", ndr::HistoryProblem::Foreign);
}

TEST(HistorySchema, WhatIsNoFileIsRefusedWithoutWaiting)
{
    const fs::path dir = scratch();
    const fs::path fifo = filetargets::makeFifo(dir / "history.sqlite");
    try {
        ndr::History h(fifo.string());
        FAIL() << "a FIFO was opened as the history";
    } catch (const ndr::HistoryError& e) {
        EXPECT_EQ(e.problem(), ndr::HistoryProblem::NotADatabase);
    }
    EXPECT_TRUE(filetargets::isFifo(fifo));
}

TEST(HistorySchema, ANewOrEmptyFileBecomesAHistory)
{
    const fs::path dir = scratch();
    std::ofstream(dir / "empty.sqlite").flush(); // zero bytes
    for (const char* name : {"empty.sqlite", "new.sqlite"}) {
        ndr::History h((dir / name).string());
        h.add({studio::testing::storable(
                  studio::testing::madeUpRun("naive", 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt))},
              ndr::HistorySource::Cli);
        EXPECT_EQ(h.list().size(), 1u) << name;
    }
    // And an empty SQLite database (version 0, no table) is adopted as a new one.
    makeDatabase(dir / "blank.sqlite", "PRAGMA user_version = 0; VACUUM;");
    EXPECT_EQ(ndr::History((dir / "blank.sqlite").string()).list().size(), 0u);
}

TEST(HistorySchema, DatesAreDaysOfTheCalendar)
{
    for (const char* good : {"2024-02-29", "2026-01-31", "2026-12-31T23:59:59Z", "2000-02-29", "2026-04-30"})
        EXPECT_EQ(sinceKind(good), ndr::ErrorKind::Cancelled) << good;
    for (const char* bad :
         {"2026-13-45", "2026-02-30", "2026-00-10", "2025-02-29", "1900-02-29", "2026-04-31", "2026-01-00"}) {
        std::string limit;
        EXPECT_EQ(sinceKind(bad, &limit), ndr::ErrorKind::InvalidInput) << bad;
        EXPECT_EQ(limit, "calendar date") << bad;
    }
    for (const char* bad : {"2026-01-01T24:00:00Z", "2026-01-01T10:60:00Z", "2026-01-01T10:00:60Z"}) {
        std::string limit;
        EXPECT_EQ(sinceKind(bad, &limit), ndr::ErrorKind::InvalidInput) << bad;
        EXPECT_EQ(limit, "time of day") << bad;
    }
    std::string limit;
    EXPECT_EQ(sinceKind("2026-1-1", &limit), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(limit, "ISO 8601 UTC date");
}
