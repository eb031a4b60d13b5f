#pragma once
// The run history: every run of ndrange-bench and of the studio, kept in one SQLite database
// (History::defaultPath()) that both write to at once. The file is in WAL mode, so readers never
// block the writer, and a writer waits up to the busy timeout for another one. Each run is stored
// whole (its JSON form: every field, its events and parameters) beside indexed columns that the
// filters read. The schema's version is the database's user_version; an older file is migrated
// step by step when it is opened. A version this build does not know (newer, or negative) and
// another program's database are refused on a read-only look, before anything is written: such a
// file stays byte for byte as it was.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/errors.hpp"
#include "ndr/history_error.hpp"
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
    std::string device;    // a part of the device name (case-insensitive), or its id "P:D"
    std::string variant;   // the variant's name, exactly
    std::string since;     // runs at or after this UTC date or time: "2026-11-24" or "2026-11-24T10:00:00Z"
    std::size_t limit = 0; // the newest `limit` runs; 0: all
};
// Throws InvalidInput unless `since` is empty or an ISO 8601 UTC date or date-time as above that
// names a day of the calendar (2024-02-29 yes, 2025-02-29 and 2026-13-45 no) and a time of day
// (00:00:00 to 23:59:59). Limits: "ISO 8601 UTC date" (the shape), "calendar date", "time of day".
void checkHistoryFilter(const HistoryFilter& filter);

struct HistoryEntry {
    std::int64_t id = 0;
    HistorySource source = HistorySource::Cli;
    // For an imported run, where it came from: "bundle gpu-box.zip (written 2026-11-24T10:00:00Z
    // by NDRange Studio 0.9.0)" or "csv runs.csv"; empty for runs made here.
    std::string origin;
    RunResult run;
};

class History {
public:
    static constexpr int kSchemaVersion = 3;
    static constexpr int kDefaultBusyTimeoutMs = 10000;

    // Opens (creating it and its directory where needed) and migrates the history at `path`.
    // Throws HistoryError.
    explicit History(const std::string& path = defaultPath(), int busyTimeoutMs = kDefaultBusyTimeoutMs);
    ~History();
    History(const History&) = delete;
    History& operator=(const History&) = delete;

    // $XDG_DATA_HOME/ndrange-studio/history.sqlite, else $HOME/.local/share/ndrange-studio/….
    static std::string defaultPath();
    const std::string& path() const { return path_; }

    // Stores `runs` in one transaction (all or none); returns their ids in order.
    std::vector<std::int64_t> add(const std::vector<RunResult>& runs, HistorySource source,
                                  const std::string& origin = {});
    // The runs the filter selects, newest first.
    std::vector<HistoryEntry> list(const HistoryFilter& filter = {}) const;
    std::optional<HistoryEntry> show(std::int64_t id) const;
    // Removes every run; returns how many there were.
    std::size_t clear();
    // Stores the runs of a results CSV (ndr::importResultsCsv: all or nothing) as imported ones;
    // returns how many. Throws CsvError for a bad file, HistoryError for the database.
    std::size_t importCsv(const std::string& csvPath);
    // Stores the runs of a result bundle (ndr::readBundle: checked whole before anything is
    // stored) as imported ones, in one transaction; returns how many. Throws Error(InvalidInput)
    // for a file that is not a bundle, HistoryError for the database.
    std::size_t importBundle(const std::string& zipPath);

private:
    void exec(const char* sql);
    void migrate();

    std::string path_;
    sqlite3* db_ = nullptr;
};

} // namespace ndr
