#include "ndr/history.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <system_error>
#include <thread>

#include "history_columns.hpp"
#include "history_sqlite.hpp"
#include "user_paths.hpp"

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
};
static_assert(std::size(kMigrations) == History::kSchemaVersion, "one migration step per schema version");

int userVersion(sqlite3* db, const std::string& path)
{
    Statement s(db, path, "PRAGMA user_version");
    return s.step() ? int(s.integer(0)) : 0;
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
        throw limitError("'" + s + "' is not a UTC date (YYYY-MM-DD) or time (YYYY-MM-DDTHH:MM:SSZ)",
                         "ISO 8601 UTC date");
}

std::string History::defaultPath() { return userFilePath("XDG_DATA_HOME", ".local/share", "history.sqlite"); }

History::History(const std::string& path, int busyTimeoutMs) : path_(path)
{
    std::error_code ec;
    if (const auto dir = std::filesystem::path(path).parent_path(); !dir.empty())
        std::filesystem::create_directories(dir, ec);
    if (ec)
        throw HistoryError(HistoryProblem::Unwritable, path,
                           "history '" + path + "': cannot create its directory: " + ec.message());
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
        int version = userVersion(db_, path_);
        if (version > kSchemaVersion)
            throw HistoryError(HistoryProblem::NewerSchema, path_,
                               "history '" + path_ + "' has schema version " + std::to_string(version) +
                                   ", newer than this version's " + std::to_string(kSchemaVersion) +
                                   " (written by a newer NDRange Studio)");
        for (; version < kSchemaVersion; ++version)
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
