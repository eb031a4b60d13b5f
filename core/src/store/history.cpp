#include "ndr/history.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sys/stat.h>
#include <system_error>
#include <thread>

#include "base/user_paths.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_check.hpp"
#include "store/history_columns.hpp"
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

// An existing file, examined on a read-only connection before anything (the journal mode, a
// migration) is written to it: a database of a schema version this build knows, or an empty
// one, is opened; any other version and another program's database are refused, byte for byte
// untouched. A missing or empty file is created as a new history.
void checkBeforeWriting(const std::string& path, int busyTimeoutMs)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || st.st_size == 0)
        return;
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
    const std::unique_ptr<sqlite3, int (*)(sqlite3*)> db(raw, sqlite3_close);
    if (rc != SQLITE_OK)
        history_sqlite::fail(raw, rc, path, "opening");
    sqlite3_busy_timeout(raw, busyTimeoutMs);
    const std::int64_t version = userVersion(raw, path);
    requireKnownVersion(version, path);
    const Schema found = schemaOf(raw, path);
    std::string names;
    for (const auto& [table, columns] : found)
        names += (names.empty() ? "" : ", ") + table;
    // Version 0 is a database nothing was ever stored in by us; from version 1 on, the tables and
    // columns of that version are there.
    const std::string missing = version > 0 ? missingFromSchema(found, expectedSchema(version, path)) : "";
    if ((version == 0 && !found.empty()) || !missing.empty())
        throw HistoryError(HistoryProblem::Foreign, path,
                           "history '" + path + "' is an SQLite database of another program (schema version " +
                               std::to_string(version) + ", tables: " + (names.empty() ? "none" : names) +
                               (missing.empty() ? "" : "; " + missing) +
                               "), not a run history; the file is left as it is: move it aside or choose another file");
}

// Anything but a regular file (a directory, a device, a FIFO) is no history: refused before
// SQLite opens it (a FIFO would wait for a writer).
void refuseWhatIsNoFile(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw HistoryError(HistoryProblem::NotADatabase, path,
                           "history '" + path + "' is not a regular file (a directory, device or FIFO)");
}

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

std::string History::defaultPath() { return userFilePath("XDG_DATA_HOME", ".local/share", "history.sqlite"); }

void History::protectFromWrites(const std::string& path)
{
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        ndr::protectFromWrites(path + suffix, "the run history " + quote(path, 200));
}

History::History(const std::string& path, int busyTimeoutMs) : path_(path)
{
    protectFromWrites(path);
    std::error_code ec;
    if (const auto dir = std::filesystem::path(path).parent_path(); !dir.empty())
        std::filesystem::create_directories(dir, ec);
    if (ec)
        throw HistoryError(HistoryProblem::Unwritable, path,
                           "history '" + path + "': cannot create its directory: " + ec.message());
    refuseWhatIsNoFile(path);
    const int rc = sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    try {
        if (rc != SQLITE_OK)
            history_sqlite::fail(db_, rc, path_, "opening");
        sqlite3_busy_timeout(db_, busyTimeoutMs);
        // Switching a new file to WAL, or reading it while another process does, can be refused
        // at once ("database is locked") instead of waiting in the busy handler: SQLite does so
        // where waiting could deadlock. Such a refusal is tried again until the busy timeout.
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(busyTimeoutMs);
        for (int attempt = 0;; ++attempt) {
            try {
                checkBeforeWriting(path_, busyTimeoutMs);
                history_sqlite::exec(db_, path_, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL", "opening");
                migrate();
                break;
            } catch (const HistoryError& e) {
                if (e.problem() != HistoryProblem::Busy || std::chrono::steady_clock::now() >= deadline)
                    throw;
                std::this_thread::sleep_for(std::chrono::milliseconds(std::min(5 + 5 * attempt, 50)));
            }
        }
    } catch (...) {
        sqlite3_close(db_);
        throw;
    }
}

History::~History() { sqlite3_close(db_); }

void History::exec(const char* sql) { history_sqlite::exec(db_, path_, sql, "migrating the schema"); }

void History::migrate()
{
    // The step to version 4 fills its columns from the stored runs with this function.
    history_columns::registerFunctions(db_);
    if (userVersion(db_, path_) == kSchemaVersion)
        return;
    exec("BEGIN IMMEDIATE");
    try {
        // Read again under the write lock: another process may have migrated it meanwhile.
        const std::int64_t found = userVersion(db_, path_);
        requireKnownVersion(found, path_);
        for (int version = int(found); version < kSchemaVersion; ++version)
            history_sqlite::exec(db_, path_, kMigrations[version],
                                 "migrating from schema version " + std::to_string(version));
        exec(("PRAGMA user_version = " + std::to_string(kSchemaVersion)).c_str());
        exec("COMMIT");
    } catch (...) {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

} // namespace ndr
