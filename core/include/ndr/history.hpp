#pragma once
// The run history: every run of ndrange-bench and of the studio, kept in one SQLite database
// (History::defaultPath()) that both write to at once. The file is in WAL mode, so readers never
// block the writer, and a writer waits up to the busy timeout for another one. Each run is stored
// whole (its JSON form: every field, its events and parameters, in the table stored_runs) and as
// one row of indexed columns (the table runs) that the list, the filters, the sorting and the
// duplicate check read, so that none of them parses every run. A run whose stored JSON is damaged
// is named (DamagedRun) and passed over by the reads that need it whole; it can be removed. The
// schema's version is the database's user_version; an older file is migrated step by step when it
// is opened. A version this build does not know (newer, or negative) and another program's
// database are refused on a read-only look, before anything is written, and an older one is
// migrated in one transaction before its journal mode is switched to WAL: a refused file stays
// byte for byte as it was. A history opened for reading (HistoryAccess::ReadOnly) is never
// written: it reads a history in a folder (or a file) this user may not write.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <functional>

#include "ndr/errors.hpp"
#include "ndr/history_error.hpp"
#include "ndr/history_query.hpp"
#include "ndr/run_result.hpp"

struct sqlite3;

namespace ndr {

// Where a stored run came from.
enum class HistorySource { Cli, Studio, Import };
std::string toString(HistorySource s); // "cli", "studio", "import"

struct Bundle;
// The origin an imported run names (HistoryEntry::origin): "csv runs.csv", and for a bundle
// "bundle gpu-box.zip (written 2026-11-24T10:00:00Z by NDRange Studio 0.9.0)".
std::string csvOrigin(const std::string& csvPath);
std::string bundleOrigin(const std::string& zipPath, const Bundle& bundle);

// Which runs list() returns; empty fields do not filter.
struct HistoryFilter {
    std::string device;            // a part of the device name (case-insensitive), or its id "P:D"
    std::string variant;           // the variant's name, exactly
    std::string since;             // runs at or after this UTC date or time: "2026-11-24" or "2026-11-24T10:00:00Z"
    std::size_t limit = 0;         // the newest `limit` runs; 0: all
    std::vector<std::int64_t> ids; // only the runs with these ids (a History selection); empty: any
};
// The most run ids one filter may name (history:id=3,5,9; the studio's History selection).
inline constexpr std::size_t kMaxHistoryFilterIds = 10000;
// Throws InvalidInput unless `since` is empty or an ISO 8601 UTC date or date-time as above that
// names a day of the calendar (2024-02-29 yes, 2025-02-29 and 2026-13-45 no) and a time of day
// (00:00:00 to 23:59:59). Limits: "ISO 8601 UTC date" (the shape), "calendar date", "time of day".
void checkHistoryFilter(const HistoryFilter& filter);
// The history as a set of runs (ndrange-bench compare, the studio's Compare view): "history" or
// "history:device=NAME,variant=V,since=DATE,limit=K,id=3,5,9" (the numbers after id= are run ids,
// as the History view lists them). Throws InvalidInput for another key, a limit that is no whole
// number from 1 to 1,000,000,000 (limit named), a run id that is no whole number from 1 to
// 2^63-1 ("history run id"), more than kMaxHistoryFilterIds ids ("history run ids") or a bad date.
bool isHistorySet(const std::string& spec);
HistoryFilter historySetFilter(const std::string& spec);

// What an import stored: for each run given, its id in the history (the id of the run already
// there for one that was skipped), and how many were added and skipped. The run identity leaves
// the samples out, so a run measured again with other samples is skipped as well: `remeasured`
// counts the skipped runs whose samples (or interval) differ from the stored copy's, which is kept.
struct HistoryImport {
    std::vector<std::int64_t> ids;
    std::size_t added = 0;
    std::size_t skipped = 0;
    std::size_t remeasured = 0;
};

// How a user kernel's run was built: its entry point (empty: the file's only kernel) and the
// build options appended to the engine's own.
struct HistoryKernelBuild {
    std::string entry;
    std::string buildOptions;
};

struct HistoryEntry {
    std::int64_t id = 0;
    HistorySource source = HistorySource::Cli;
    // For an imported run, where it came from: "bundle gpu-box.zip (written 2026-11-24T10:00:00Z
    // by NDRange Studio 0.9.0)" or "csv runs.csv"; empty for runs made here.
    std::string origin;
    RunResult run;
};

// What a History is opened for. ReadWrite (storing, importing, deleting runs) creates the file
// and its folder where needed and migrates an older schema; it needs write permission on both
// (SQLite keeps the -wal and -shm files beside the history), and says so when it lacks it.
// ReadOnly (listing, showing, exporting, comparing) opens the file read-only, and where SQLite
// cannot make its -shm file (a folder this user may not write) as an immutable file; a missing
// history that cannot be created reads as empty. Only a history of an older schema, which must
// be migrated first, needs writing to be read.
enum class HistoryAccess { ReadWrite, ReadOnly };

class History {
public:
    static constexpr int kSchemaVersion = 6;
    static constexpr int kDefaultBusyTimeoutMs = 10000;

    // Opens (creating it and its directory where needed) and migrates the history at `path`.
    // Throws HistoryError: Unwritable names the folder or file this user may not write.
    explicit History(const std::string& path = defaultPath(), int busyTimeoutMs = kDefaultBusyTimeoutMs,
                     HistoryAccess access = HistoryAccess::ReadWrite);
    explicit History(HistoryAccess access, const std::string& path = defaultPath())
        : History(path, kDefaultBusyTimeoutMs, access)
    {}
    ~History();
    History(const History&) = delete;
    History& operator=(const History&) = delete;

    // $XDG_DATA_HOME/ndrange-studio/history.sqlite, else $HOME/.local/share/ndrange-studio/….
    static std::string defaultPath();
    const std::string& path() const { return path_; }
    // Keeps every file write of this process (ndr::FileWriter: exports, bundles, traces) off the
    // history at `path` and its SQLite companions (-wal, -shm, -journal). Opening a history does
    // this for its own path; a program calls it for defaultPath() at start, before any write.
    static void protectFromWrites(const std::string& path);

    // Stores `runs` in one transaction (all or none); returns their ids in order.
    std::vector<std::int64_t> add(const std::vector<RunResult>& runs, HistorySource source,
                                  const std::string& origin = {});
    // Stores, in one transaction, the runs of `runs` that are not in the history yet (by
    // ndr::runIdentity; a run given twice is stored once) and skips the others.
    HistoryImport addNew(const std::vector<RunResult>& runs, HistorySource source, const std::string& origin = {});

    // The readable runs the filter selects, newest first. Runs whose stored JSON is damaged are
    // left out and, where `damaged` is given, named there.
    std::vector<HistoryEntry> list(const HistoryFilter& filter = {}, std::vector<DamagedRun>* damaged = nullptr) const;
    // The same one run at a time, without holding them all: `onRun` for each readable run,
    // `onDamaged` for each damaged one, newest first (or oldest first: the filter's newest
    // `limit` runs in the order they were made). Returns how many rows the filter selected.
    std::size_t forEach(const HistoryFilter& filter, bool oldestFirst, const std::function<void(HistoryEntry&&)>& onRun,
                        const std::function<void(const DamagedRun&)>& onDamaged) const;
    // How many runs the filter selects (at most its limit), damaged ones included.
    std::size_t count(const HistoryFilter& filter = {}) const;
    // The run with this id; none when there is none. Throws HistoryError (BadEntry) for a run
    // whose stored JSON is damaged.
    std::optional<HistoryEntry> show(std::int64_t id) const;
    // Of `ids`, those the history does not hold, in the order given.
    std::vector<std::int64_t> missing(const std::vector<std::int64_t>& ids) const;
    // Removes the runs with these ids (damaged ones too) in one transaction; ids it does not hold
    // are passed over. Returns how many were removed.
    std::size_t remove(const std::vector<std::int64_t>& ids);
    // Removes every run; returns how many there were.
    std::size_t clear();
    // Stores the runs of a results CSV (ndr::forEachResultInCsvFile) as imported ones, skipping
    // those already stored (as addNew does), each as it is read, in one transaction committed only
    // when the whole file has been read and checked. Throws CsvError or RunValueError for a bad
    // file (nothing stored), HistoryError for the database.
    HistoryImport importCsv(const std::string& csvPath);
    // The same for a result bundle (ndr::BundleReader: runs.json against runs.csv and
    // bundle.json); throws BundleError or RunValueError for a bad bundle (nothing stored).
    HistoryImport importBundle(const std::string& zipPath);

    // The History view's reads (history_query.hpp): `limit` rows of the query's from `offset`,
    // how many rows it selects, and the distinct stored values of a filter's column, sorted.
    std::vector<HistoryRow> rows(const HistoryQuery& query, std::size_t offset, std::size_t limit) const;
    std::size_t count(const HistoryQuery& query) const;
    std::vector<std::string> distinct(HistoryChoice column) const;

    // What a lesson compares (ndr::matchesLessonRun): a variant, its buffers, and a local size
    // ("16x16"; empty: any).
    struct RunSpec {
        std::string variant, buffers, local;
    };
    // The ids of the newest run of `candidate` that has a run of `baseline` on the same device
    // (name, id and driver) at the same N, and of the newest such baseline run; none when no such
    // pair is stored.
    std::optional<std::pair<std::int64_t, std::int64_t>> newestPair(const RunSpec& baseline,
                                                                    const RunSpec& candidate) const;

    // The source text of a user kernel by the hash its runs record (RunResult::kernelSourceHash);
    // none when no stored run's kernel had it. add() and addNew() store the text of each user-kernel
    // run whose kernel is registered (ndr/user_kernel.hpp) with that same text.
    std::optional<std::string> kernelSource(const std::string& hash) const;
    // The entry point and build options a user-kernel run was built with (schema 6); none for a
    // built-in variant's run, one stored before they were kept, or one whose kernel had changed.
    std::optional<HistoryKernelBuild> kernelBuild(std::int64_t id) const;

    // Ends the query running on this history in another thread at its next step (it throws
    // HistoryError); safe to call from any thread.
    void interrupt() const;

private:
    void openForWriting(int busyTimeoutMs);
    void openForReading(int busyTimeoutMs);
    void openEmpty();

    std::string path_;
    sqlite3* db_ = nullptr;
};

} // namespace ndr
