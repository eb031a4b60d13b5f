#include "ndr/history.hpp"

#include <cctype>
#include <map>
#include <memory>
#include <mutex>
#include <set>

#include "ndr/quote.hpp"
#include "ndr/run_check.hpp"
#include "store/history_columns.hpp"
#include "store/history_schema.hpp"
#include "store/history_sqlite.hpp"

namespace ndr {

using history_sqlite::Statement;

namespace {

// The schema, as the steps that take a database from user_version i to i + 1. A step is never
// changed once released: a new layout is a new step at the end.
const char* const kMigrations[] = {
    // 0 -> 1: the runs, whole (JSON), with the columns the first filters read.
    "CREATE TABLE runs ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " timestamp TEXT NOT NULL,"
    " device TEXT NOT NULL,"
    " variant TEXT NOT NULL,"
    " n INTEGER NOT NULL,"
    " run_json TEXT NOT NULL);"
    "CREATE INDEX runs_timestamp ON runs(timestamp);"
    "CREATE INDEX runs_device ON runs(device);"
    "CREATE INDEX runs_variant ON runs(variant);",
    // 1 -> 2: where each run came from, and the columns the other filters and the list read,
    // filled from the stored runs (a verified status without a verification counts as failed,
    // as RunResult::outcome() has it).
    "ALTER TABLE runs ADD COLUMN device_id TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN platform TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN driver TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN workload TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN status TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE runs ADD COLUMN gflops REAL;"
    "ALTER TABLE runs ADD COLUMN gbps REAL;"
    "ALTER TABLE runs ADD COLUMN kernel_median_ms REAL;"
    "ALTER TABLE runs ADD COLUMN source TEXT NOT NULL DEFAULT 'cli';"
    "UPDATE runs SET"
    " device_id = json_extract(run_json, '$.device_id'),"
    " platform = json_extract(run_json, '$.platform'),"
    " driver = json_extract(run_json, '$.driver'),"
    " workload = json_extract(run_json, '$.workload'),"
    " status = CASE WHEN json_extract(run_json, '$.status') = 'verified'"
    "   AND (json_extract(run_json, '$.verified') = 0 OR json_extract(run_json, '$.error') != '')"
    "   THEN 'verification_failed' ELSE json_extract(run_json, '$.status') END,"
    " gflops = json_extract(run_json, '$.gflops'),"
    " gbps = json_extract(run_json, '$.gbps'),"
    " kernel_median_ms = json_extract(run_json, '$.kernel.median_ms');"
    "CREATE INDEX runs_device_id ON runs(device_id);"
    "CREATE INDEX runs_driver ON runs(driver);"
    "CREATE INDEX runs_platform ON runs(platform);"
    "CREATE INDEX runs_workload ON runs(workload);"
    "CREATE INDEX runs_n ON runs(n);"
    "CREATE INDEX runs_status ON runs(status);"
    "CREATE INDEX runs_gflops ON runs(gflops);"
    "CREATE INDEX runs_gbps ON runs(gbps);"
    "CREATE INDEX runs_kernel_median_ms ON runs(kernel_median_ms);"
    "CREATE INDEX runs_source ON runs(source);",
    // 2 -> 3: for imported runs, the file they came from (a bundle or a results CSV) and what it
    // says of itself; empty for runs made here.
    "ALTER TABLE runs ADD COLUMN origin TEXT NOT NULL DEFAULT '';",
    // 3 -> 4: the runs, whole, move to stored_runs (renamed, not copied: its columns other than
    // run_json are no longer read) and runs becomes one narrow row per run, filled from them in
    // this transaction: every column the list shows, filters and sorts by, each indexed with the
    // time (newest first within equal values), the local size, buffers, parameters and error (the
    // text search), the figures as shown (a verified, measured run's only) and the run's identity
    // (ndr::runIdentity, the duplicate check). A run whose JSON does not read back keeps what its
    // columns of schema 3 say, with no figure and no identity (ndr_run_column gives NULL).
    "ALTER TABLE runs RENAME TO stored_runs;"
    "DROP INDEX runs_timestamp; DROP INDEX runs_device; DROP INDEX runs_variant; DROP INDEX runs_device_id;"
    "DROP INDEX runs_driver; DROP INDEX runs_platform; DROP INDEX runs_workload; DROP INDEX runs_n;"
    "DROP INDEX runs_status; DROP INDEX runs_gflops; DROP INDEX runs_gbps; DROP INDEX runs_kernel_median_ms;"
    "DROP INDEX runs_source;"
    "CREATE TABLE runs ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " timestamp TEXT NOT NULL,"
    " source TEXT NOT NULL,"
    " origin TEXT NOT NULL,"
    " device TEXT NOT NULL,"
    " device_id TEXT NOT NULL,"
    " platform TEXT NOT NULL,"
    " driver TEXT NOT NULL,"
    " variant TEXT NOT NULL,"
    " workload TEXT NOT NULL,"
    " n INTEGER NOT NULL,"
    " local TEXT NOT NULL,"
    " buffers TEXT NOT NULL,"
    " status TEXT NOT NULL,"
    " gflops REAL,"
    " gbps REAL,"
    " kernel_median_ms REAL,"
    " params TEXT NOT NULL,"
    " error TEXT NOT NULL,"
    " identity TEXT);"
    "INSERT INTO runs (id, timestamp, source, origin, device, device_id, platform, driver, variant, workload, n,"
    " local, buffers, status, gflops, gbps, kernel_median_ms, params, error, identity)"
    " SELECT id, timestamp, source, origin, device, device_id, platform, driver, variant, workload, n,"
    " COALESCE(ndr_run_column(run_json, 'local'), ''), COALESCE(ndr_run_column(run_json, 'buffers'), ''),"
    " COALESCE(ndr_run_column(run_json, 'status'), status), ndr_run_column(run_json, 'gflops'),"
    " ndr_run_column(run_json, 'gbps'), ndr_run_column(run_json, 'kernel_median_ms'),"
    " COALESCE(ndr_run_column(run_json, 'params'), ''), COALESCE(ndr_run_column(run_json, 'error'), ''),"
    " ndr_run_column(run_json, 'identity') FROM stored_runs ORDER BY id;"
    // Ids are never reused: runs counts on from where the old table's counter was.
    "DELETE FROM sqlite_sequence WHERE name = 'runs';"
    "INSERT INTO sqlite_sequence (name, seq) SELECT 'runs', seq FROM sqlite_sequence WHERE name = 'stored_runs';"
    "CREATE INDEX runs_by_time ON runs(timestamp);"
    "CREATE INDEX runs_by_device ON runs(device, timestamp);"
    "CREATE INDEX runs_by_device_id ON runs(device_id, timestamp);"
    "CREATE INDEX runs_by_variant ON runs(variant, timestamp);"
    "CREATE INDEX runs_by_lesson_run ON runs(variant, buffers, n, device, device_id, driver, local, timestamp);"
    "CREATE INDEX runs_by_workload ON runs(workload, timestamp);"
    "CREATE INDEX runs_by_n ON runs(n, timestamp);"
    "CREATE INDEX runs_by_local ON runs(local, timestamp);"
    "CREATE INDEX runs_by_status ON runs(status, timestamp);"
    "CREATE INDEX runs_by_gflops ON runs(gflops, timestamp);"
    "CREATE INDEX runs_by_gbps ON runs(gbps, timestamp);"
    "CREATE INDEX runs_by_kernel_ms ON runs(kernel_median_ms, timestamp);"
    "CREATE INDEX runs_by_source ON runs(source, timestamp);"
    "CREATE INDEX runs_by_origin ON runs(origin, timestamp);"
    "CREATE INDEX runs_by_identity ON runs(identity);",
    // 4 -> 5: the source text of the user kernels that made runs, once per text, by the hash each
    // run records (kernel_source_hash in its JSON), so a run can be reopened as its kernel.
    "CREATE TABLE kernel_sources (hash TEXT PRIMARY KEY, source TEXT NOT NULL);",
    // 5 -> 6: the entry point and build options each user-kernel run was built with, by run id, so
    // reopening the run as its kernel builds it as it ran.
    "CREATE TABLE run_kernels (run_id INTEGER PRIMARY KEY, entry TEXT NOT NULL, build_options TEXT NOT NULL);",
};
static_assert(std::size(kMigrations) == History::kSchemaVersion, "one migration step per schema version");

std::int64_t userVersion(sqlite3* db, const std::string& path)
{
    Statement s(db, path, "PRAGMA user_version");
    return s.step() ? s.integer(0) : 0;
}

// Refuses a schema version this build does not know: a newer one, or one no version of NDRange
// Studio writes (negative). The file is left as it is.
void requireKnownVersion(std::int64_t version, const std::string& path)
{
    const std::string kept = "; the file is left as it is";
    if (version > History::kSchemaVersion)
        throw HistoryError(HistoryProblem::NewerSchema, path,
                           "history '" + path + "' has schema version " + std::to_string(version) +
                               ", newer than this version's " + std::to_string(History::kSchemaVersion) +
                               " (written by a newer NDRange Studio)" + kept);
    if (version < 0)
        throw HistoryError(HistoryProblem::UnknownSchema, path,
                           "history '" + path + "' has schema version " + std::to_string(version) +
                               ", which no NDRange Studio writes (this one knows 0 to " +
                               std::to_string(History::kSchemaVersion) + ")" + kept);
}

// Table -> its columns.
using Schema = std::map<std::string, std::set<std::string>>;

Schema schemaOf(sqlite3* db, const std::string& path)
{
    Schema schema;
    Statement tables(db, path,
                     "SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) != 'sqlite_'");
    while (tables.step())
        schema[tables.text(0)];
    for (auto& [table, columns] : schema) {
        Statement info(db, path, "SELECT name FROM pragma_table_info(?)");
        info.bind(table);
        while (info.step())
            columns.insert(info.text(0));
    }
    return schema;
}

// The tables and columns a history of `version` has: the migration steps up to it, applied to
// an empty database in memory, once per version and process (every open of a history checks it).
const Schema& expectedSchema(std::int64_t version, const std::string& path)
{
    static std::mutex lock;
    static std::map<std::int64_t, Schema> known; // node-based: references stay valid
    const std::lock_guard<std::mutex> hold(lock);
    if (const auto it = known.find(version); it != known.end())
        return it->second;
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(":memory:", &raw, SQLITE_OPEN_READWRITE, nullptr);
    const std::unique_ptr<sqlite3, int (*)(sqlite3*)> db(raw, sqlite3_close);
    if (rc != SQLITE_OK)
        history_sqlite::fail(raw, rc, path, "checking the schema");
    history_columns::registerFunctions(raw);
    for (std::int64_t v = 0; v < version; ++v)
        history_sqlite::exec(raw, path, kMigrations[v], "checking the schema");
    return known.emplace(version, schemaOf(raw, path)).first->second;
}

// What a database of a known version lacks of that version's schema ("table runs: no column
// status"), or nothing: a file that says it is a history of version 2 must have its tables and
// columns, else it is another program's (or a damaged) database.
std::string missingFromSchema(const Schema& found, const Schema& wanted)
{
    std::string missing;
    for (const auto& [table, columns] : wanted) {
        const auto it = found.find(table);
        if (it == found.end()) {
            missing += (missing.empty() ? "" : "; ") + std::string("no table ") + table;
            continue;
        }
        std::string cols;
        for (const auto& c : columns)
            if (!it->second.count(c))
                cols += (cols.empty() ? "" : ", ") + c;
        if (!cols.empty())
            missing += (missing.empty() ? "" : "; ") + ("table " + table + " lacks " + cols);
    }
    return missing;
}

// Tables that a later schema version than `version` adds (kernel_sources for a file of version 4).
std::set<std::string> laterTables(std::int64_t version, const std::string& path)
{
    std::set<std::string> later;
    const Schema& current = expectedSchema(History::kSchemaVersion, path);
    const Schema& own = expectedSchema(version, path);
    for (const auto& [table, columns] : current)
        if (!own.count(table))
            later.insert(table);
    return later;
}

[[noreturn]] void refuseAsForeign(const std::string& path, std::int64_t version, const std::string& tables,
                                  const std::string& why)
{
    throw HistoryError(HistoryProblem::Foreign, path,
                       "history '" + path + "' is an SQLite database of another program (schema version " +
                           std::to_string(version) + ", tables: " + (tables.empty() ? "none" : tables) +
                           (why.empty() ? "" : "; " + why) +
                           "), not a run history; the file is left as it is: move it aside or choose another file");
}

} // namespace

namespace history_schema {

// A database of a schema version this build knows, or an empty one, passes; any other version,
// another program's database and one that holds a later version's tables (its version says
// otherwise: migrating it would fail half-way) are refused.
std::int64_t checkSchema(sqlite3* db, const std::string& path)
{
    const std::int64_t version = userVersion(db, path);
    requireKnownVersion(version, path);
    const Schema found = schemaOf(db, path);
    std::string names;
    for (const auto& [table, columns] : found)
        names += (names.empty() ? "" : ", ") + table;
    // Version 0 is a database nothing was ever stored in by us; from version 1 on, the tables and
    // columns of that version are there.
    if (version == 0 && !found.empty())
        refuseAsForeign(path, version, names, "");
    if (version == 0)
        return version;
    if (const std::string missing = missingFromSchema(found, expectedSchema(version, path)); !missing.empty())
        refuseAsForeign(path, version, names, missing);
    std::string later;
    for (const std::string& table : laterTables(version, path))
        if (found.count(table))
            later += (later.empty() ? "" : ", ") + table;
    if (!later.empty())
        refuseAsForeign(path, version, names,
                        "table " + later + " of a later schema version than its version " + std::to_string(version));
    return version;
}

void migrate(sqlite3* db, const std::string& path)
{
    // The step to version 4 fills its columns from the stored runs with this function.
    history_columns::registerFunctions(db);
    if (userVersion(db, path) == History::kSchemaVersion)
        return;
    history_sqlite::exec(db, path, "BEGIN IMMEDIATE", "migrating the schema");
    std::int64_t version = 0;
    try {
        // Read again under the write lock: another process may have migrated it meanwhile.
        version = userVersion(db, path);
        requireKnownVersion(version, path);
        for (; version < History::kSchemaVersion; ++version)
            history_sqlite::exec(db, path, kMigrations[version],
                                 "migrating from schema version " + std::to_string(version));
        history_sqlite::exec(db, path, "PRAGMA user_version = " + std::to_string(History::kSchemaVersion),
                             "migrating the schema");
        history_sqlite::exec(db, path, "COMMIT", "migrating the schema");
    } catch (const HistoryError& e) {
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
        // A step that SQLite refuses for what the file holds (a table or column already there):
        // the file's tables contradict its version.
        if (e.problem() != HistoryProblem::Other)
            throw;
        throw HistoryError(HistoryProblem::Foreign, path,
                           std::string(e.what()) + ": its tables are not those of schema version " +
                               std::to_string(version) + ", so it is not a run history that this version can " +
                               "migrate; the file is left as it is: move it aside or choose another file");
    } catch (...) {
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

} // namespace history_schema

namespace {

bool isDigits(const std::string& s, std::size_t from, std::size_t count)
{
    for (std::size_t i = from; i < from + count; ++i)
        if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i])))
            return false;
    return true;
}

} // namespace

std::string toString(HistorySource s)
{
    switch (s) {
    case HistorySource::Studio:
        return "studio";
    case HistorySource::Import:
        return "import";
    case HistorySource::Cli:
        break;
    }
    return "cli";
}

void checkHistoryFilter(const HistoryFilter& filter)
{
    if (filter.ids.size() > kMaxHistoryFilterIds)
        throw limitError("a history filter names " + std::to_string(filter.ids.size()) + " run ids (at most " +
                             std::to_string(kMaxHistoryFilterIds) + ")",
                         "history run ids", kMaxHistoryFilterIds, filter.ids.size());
    for (const std::int64_t id : filter.ids)
        if (id < 1)
            throw limitError("history run id " + std::to_string(id) + " is out of range (1 up)", "history run id", 1);
    const std::string& s = filter.since;
    if (s.empty())
        return;
    const bool date =
        s.size() >= 10 && isDigits(s, 0, 4) && s[4] == '-' && isDigits(s, 5, 2) && s[7] == '-' && isDigits(s, 8, 2);
    const bool dateTime = s.size() == 20 && s[10] == 'T' && isDigits(s, 11, 2) && s[13] == ':' && isDigits(s, 14, 2) &&
                          s[16] == ':' && isDigits(s, 17, 2) && s[19] == 'Z';
    if (!date || (s.size() != 10 && !dateTime))
        throw limitError(quote(s) + " is not a UTC date (YYYY-MM-DD) or time (YYYY-MM-DDTHH:MM:SSZ)",
                         "ISO 8601 UTC date");
    // The right shape is not yet a day of the calendar: 2026-02-30 or 25:61:00 are compared as text
    // otherwise, and match what the user did not mean.
    const auto number = [&](std::size_t at, std::size_t count) { return std::stoi(s.substr(at, count)); };
    const int year = number(0, 4), month = number(5, 2), day = number(8, 2);
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        throw limitError(quote(s.substr(0, 10)) + " is not a day of the calendar (month 01 to 12, day 01 to " +
                             std::to_string(month >= 1 && month <= 12 ? daysInMonth(year, month) : 31) + ")",
                         "calendar date");
    if (dateTime && (number(11, 2) > 23 || number(14, 2) > 59 || number(17, 2) > 59))
        throw limitError(quote(s.substr(11, 8)) + " is not a time of day (00:00:00 to 23:59:59)", "time of day");
}

} // namespace ndr
