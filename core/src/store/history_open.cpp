// How ndr::History opens its file: for writing (created, checked, migrated, then switched to WAL)
// or for reading (read-only where this user may not write). history.cpp holds the schema and its
// checks.
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <memory>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>

#include "base/user_paths.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/history.hpp"
#include "ndr/quote.hpp"
#include "store/history_columns.hpp"
#include "store/history_schema.hpp"
#include "store/history_sqlite.hpp"

namespace ndr {

namespace {

using Connection = std::unique_ptr<sqlite3, int (*)(sqlite3*)>;

// Anything but a regular file (a directory, a device, a FIFO) is no history: refused before
// SQLite opens it (a FIFO would wait for a writer).
void refuseWhatIsNoFile(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw HistoryError(HistoryProblem::NotADatabase, path,
                           "history '" + path + "' is not a regular file (a directory, device or FIFO)");
}

bool missingOrEmpty(const std::string& path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) != 0 || st.st_size == 0;
}

std::string folderOf(const std::string& path)
{
    const auto dir = std::filesystem::path(path).parent_path();
    return dir.empty() ? std::string(".") : dir.string();
}

// Why this user may not write the history at `path` (its folder, where SQLite keeps the -wal and
// -shm files, or the file itself), or nothing.
std::string unwritableBecause(const std::string& path)
{
    const std::string folder = folderOf(path);
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        return "its folder '" + folder + "' is not writable for this user (" + std::strerror(errno) +
               "), and SQLite keeps the history's -wal and -shm files there";
    if (::access(path.c_str(), W_OK) != 0 && errno != ENOENT)
        return "the file is not writable for this user (" + std::string(std::strerror(errno)) + ")";
    return {};
}

// `path` as an SQLite URI that opens it immutable: read without locks, journal or -shm file.
std::string immutableUri(const std::string& path)
{
    static const char kHex[] = "0123456789ABCDEF";
    std::string uri = "file://";
    for (const unsigned char c : std::filesystem::absolute(path).string()) {
        if (c == '%' || c == '?' || c == '#' || c <= 0x20 || c >= 0x7f) {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 15];
        } else {
            uri += char(c);
        }
    }
    return uri + "?immutable=1";
}

// A read-only connection to the existing history at `path`, its schema checked (its version in
// `version`). Where SQLite cannot open a WAL database read-only (no -shm file can be made in a
// folder this user may not write), the file is read as immutable: nobody can write it there.
Connection openReadOnly(const std::string& path, int busyTimeoutMs, std::int64_t& version)
{
    for (const bool immutable : {false, true}) {
        sqlite3* raw = nullptr;
        const int flags = SQLITE_OPEN_READONLY | (immutable ? SQLITE_OPEN_URI : 0);
        const int rc = sqlite3_open_v2(immutable ? immutableUri(path).c_str() : path.c_str(), &raw, flags, nullptr);
        Connection db(raw, sqlite3_close);
        try {
            if (rc != SQLITE_OK)
                history_sqlite::fail(raw, rc, path, "opening for reading");
            sqlite3_busy_timeout(raw, busyTimeoutMs);
            version = history_schema::checkSchema(raw, path);
            return db;
        } catch (const HistoryError& e) {
            if (immutable || e.problem() != HistoryProblem::Unwritable)
                throw;
        }
    }
    return Connection(nullptr, sqlite3_close); // not reached: the second try returns or throws
}

// An existing file, examined on a read-only connection before anything (the journal mode, a
// migration) is written to it. A missing or empty file is created as a new history.
void checkBeforeWriting(const std::string& path, int busyTimeoutMs)
{
    if (missingOrEmpty(path))
        return;
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
    const Connection db(raw, sqlite3_close);
    if (rc != SQLITE_OK)
        history_sqlite::fail(raw, rc, path, "opening");
    sqlite3_busy_timeout(raw, busyTimeoutMs);
    history_schema::checkSchema(raw, path);
}

} // namespace

std::string History::defaultPath() { return userFilePath("XDG_DATA_HOME", ".local/share", "history.sqlite"); }

void History::protectFromWrites(const std::string& path)
{
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        ndr::protectFromWrites(path + suffix, "the run history " + quote(path, 200));
}

History::History(const std::string& path, int busyTimeoutMs, HistoryAccess access) : path_(path)
{
    protectFromWrites(path);
    refuseWhatIsNoFile(path);
    if (access == HistoryAccess::ReadWrite) {
        openForWriting(busyTimeoutMs);
        return;
    }
    try {
        openForReading(busyTimeoutMs);
        // Nothing read through this history writes: a slip is refused by SQLite, not stored.
        history_sqlite::exec(db_, path_, "PRAGMA query_only = 1", "opening for reading");
    } catch (...) {
        sqlite3_close(db_);
        throw;
    }
}

History::~History() { sqlite3_close(db_); }

void History::openForWriting(int busyTimeoutMs)
{
    std::error_code ec;
    if (const auto dir = std::filesystem::path(path_).parent_path(); !dir.empty())
        std::filesystem::create_directories(dir, ec);
    if (ec)
        throw HistoryError(HistoryProblem::Unwritable, path_,
                           "history '" + path_ + "': cannot create its directory: " + ec.message());
    if (const std::string why = unwritableBecause(path_); !why.empty())
        throw HistoryError(HistoryProblem::Unwritable, path_,
                           "history '" + path_ + "' cannot be written: " + why +
                               "; storing, importing and deleting runs need write permission on the folder and "
                               "the file, reading them (history list, show, export) does not");
    const int rc = sqlite3_open_v2(path_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    try {
        if (rc != SQLITE_OK)
            history_sqlite::fail(db_, rc, path_, "opening");
        sqlite3_busy_timeout(db_, busyTimeoutMs);
        // Switching a new file to WAL, or reading it while another process does, can be refused
        // at once ("database is locked") instead of waiting in the busy handler: SQLite does so
        // where waiting could deadlock. Such a refusal is tried again until the busy timeout.
        // The schema is checked and migrated (in one transaction that a failure rolls back)
        // before the journal mode changes: a refused file keeps every byte.
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(busyTimeoutMs);
        for (int attempt = 0;; ++attempt) {
            try {
                checkBeforeWriting(path_, busyTimeoutMs);
                history_schema::migrate(db_, path_);
                history_sqlite::exec(db_, path_, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL", "opening");
                break;
            } catch (const HistoryError& e) {
                if (e.problem() != HistoryProblem::Busy || std::chrono::steady_clock::now() >= deadline)
                    throw;
                std::this_thread::sleep_for(std::chrono::milliseconds(std::min(5 + 5 * attempt, 50)));
            }
        }
    } catch (...) {
        sqlite3_close(db_);
        db_ = nullptr;
        throw;
    }
}

// Where this user may write the history, it is opened as for writing (so that a new one is
// created and an older one migrated, and SQLite's files are tidied when it closes); elsewhere
// read-only, as it is.
void History::openForReading(int busyTimeoutMs)
{
    if (unwritableBecause(path_).empty()) {
        openForWriting(busyTimeoutMs);
        return;
    }
    if (missingOrEmpty(path_)) {
        openEmpty(); // nothing stored, and nothing can be: an empty history
        return;
    }
    std::int64_t version = 0;
    Connection db = openReadOnly(path_, busyTimeoutMs, version);
    if (version == 0) {
        openEmpty(); // an empty SQLite database, which writing would adopt
        return;
    }
    if (version < kSchemaVersion)
        throw HistoryError(HistoryProblem::Unwritable, path_,
                           "history '" + path_ + "' has schema version " + std::to_string(version) +
                               ", older than this version's " + std::to_string(kSchemaVersion) +
                               ": it is migrated before it is read, which needs writing, but " +
                               unwritableBecause(path_) + "; the file is left as it is");
    db_ = db.release();
    history_columns::registerFunctions(db_);
}

void History::openEmpty()
{
    if (const int rc = sqlite3_open_v2(":memory:", &db_, SQLITE_OPEN_READWRITE, nullptr); rc != SQLITE_OK) {
        sqlite3_close(db_);
        db_ = nullptr;
        history_sqlite::fail(nullptr, rc, path_, "opening for reading");
    }
    history_schema::migrate(db_, path_); // the constructor closes it should this throw
}

} // namespace ndr
