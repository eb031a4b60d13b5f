// ndr::History's reads and writes of whole runs (history.cpp opens and migrates the file,
// history_rows.cpp answers the History view's queries).
#include <algorithm>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/run_identity.hpp"
#include "ndr/user_kernel.hpp"
#include "store/history_columns.hpp"
#include "store/history_sqlite.hpp"

namespace ndr {

using history_sqlite::Conditions;
using history_sqlite::Statement;

namespace {

constexpr const char* kInsertRow =
    "INSERT INTO runs (timestamp, source, origin, device, device_id, platform, driver, variant, workload, n, local,"
    " buffers, status, gflops, gbps, kernel_median_ms, params, error, identity)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
// stored_runs keeps the NOT NULL columns it had before schema 4; only run_json is read.
constexpr const char* kInsertStored =
    "INSERT INTO stored_runs (id, timestamp, device, variant, n, run_json) VALUES (?, ?, ?, ?, ?, ?)";
// A user kernel's text, once per text (schema 5).
constexpr const char* kInsertSource = "INSERT OR IGNORE INTO kernel_sources (hash, source) VALUES (?, ?)";
// How a user kernel's run was built (schema 6).
constexpr const char* kInsertBuild =
    "INSERT OR REPLACE INTO run_kernels (run_id, entry, build_options) VALUES (?, ?, ?)";
// The columns entryOf reads, over runs r joined with the stored run s.
constexpr const char* kEntryColumns = "r.id, r.source, r.origin, s.run_json";
constexpr const char* kEntryJoin = " FROM runs r LEFT JOIN stored_runs s ON s.id = r.id";

HistorySource parseSource(const std::string& text)
{
    if (text == "studio")
        return HistorySource::Studio;
    if (text == "import")
        return HistorySource::Import;
    return HistorySource::Cli;
}

// The entry of a row of kEntryColumns; false with `damaged` filled when its run does not read back.
bool entryOf(const Statement& s, HistoryEntry& e, DamagedRun& damaged)
{
    e.id = s.integer(0);
    e.source = parseSource(s.text(1));
    e.origin = s.text(2);
    if (s.isNull(3)) {
        damaged = {e.id, "its stored run is missing"};
        return false;
    }
    try {
        e.run = history_columns::readStoredJson(s.text(3));
        return true;
    } catch (const std::exception& x) {
        damaged = {e.id, x.what()};
        return false;
    }
}

// The conditions of a HistoryFilter over runs r.
Conditions conditionsOf(const HistoryFilter& filter)
{
    Conditions c;
    if (!filter.device.empty())
        c.add("r.device LIKE ? ESCAPE '\\' OR r.device_id = ?",
              {history_sqlite::likePattern(filter.device), filter.device});
    if (!filter.variant.empty())
        c.add("r.variant = ?", {filter.variant});
    if (!filter.since.empty())
        c.add("r.timestamp >= ?", {filter.since});
    if (!filter.ids.empty()) {
        std::string in = "r.id IN (?";
        for (std::size_t i = 1; i < filter.ids.size(); ++i)
            in += ",?";
        c.add(in + ")", std::vector<Conditions::Value>(filter.ids.begin(), filter.ids.end()));
    }
    return c;
}

// A transaction that rolls back unless committed.
class WriteTransaction {
public:
    WriteTransaction(sqlite3* db, const std::string& path) : db_(db), path_(path)
    {
        history_sqlite::exec(db_, path_, "BEGIN IMMEDIATE", "starting a write");
        // A write touches every index of runs at a place of its own (16 of them, in different
        // orders): with SQLite's default 2 MiB page cache, a large import reads the same index
        // pages back from the file again and again. The cache grows for the write only, and
        // shrinks back (freeing its pages) when it ends.
        sqlite3_exec(db_, "PRAGMA cache_size = -65536", nullptr, nullptr, nullptr);
    }
    ~WriteTransaction()
    {
        if (!committed_)
            sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_exec(db_, "PRAGMA cache_size = -2000", nullptr, nullptr, nullptr);
    }
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;
    void commit()
    {
        history_sqlite::exec(db_, path_, "COMMIT", "committing a write");
        committed_ = true;
    }

private:
    sqlite3* db_;
    const std::string& path_;
    bool committed_ = false;
};

// Stores one run (its row and the run whole) inside the caller's transaction; returns its id.
std::int64_t insertRun(sqlite3* db, Statement& row, Statement& stored, const RunResult& r,
                       const history_columns::DerivedColumns& c, const std::string& source, const std::string& origin)
{
    row.reset();
    row.bind(r.timestamp).bind(source).bind(origin).bind(r.device).bind(r.deviceId).bind(r.platform).bind(r.driver);
    row.bind(r.variant).bind(r.workload).bind(std::int64_t(r.n)).bind(c.local).bind(c.buffers).bind(c.status);
    row.bind(c.gflops).bind(c.gbps).bind(c.kernelMedianMs).bind(c.params).bind(c.error).bind(c.identity);
    row.step();
    const std::int64_t id = sqlite3_last_insert_rowid(db);
    stored.reset();
    stored.bind(id).bind(r.timestamp).bind(r.device).bind(r.variant).bind(std::int64_t(r.n));
    stored.bind(history_columns::storedJson(r));
    stored.step();
    // A user kernel's run keeps the text it ran, when the registered kernel still has that text.
    if (const std::string text = userKernelSourceOf(r.variant, r.kernelSourceHash); !text.empty()) {
        Statement source(db, sqlite3_db_filename(db, "main"), kInsertSource);
        source.bind(r.kernelSourceHash).bind(text);
        source.step();
        if (const UserKernel* user = findUserKernel(r.variant)) {
            Statement build(db, sqlite3_db_filename(db, "main"), kInsertBuild);
            build.bind(id).bind(user->entry).bind(user->buildOptions);
            build.step();
        }
    }
    return id;
}

// Whether the stored samples (the JSON array `stored` of the run already in the history) differ
// from `run`'s: the identity leaves them out, so the same run measured again is found as stored.
bool otherSamples(const std::string& stored, const RunResult& run)
{
    if (jsonTooDeepAt(stored))
        return true;
    try {
        return nlohmann::json::parse(stored).get<std::vector<double>>() != run.kernelSamplesMs;
    } catch (const std::exception&) {
        return true; // a damaged stored copy has none that match
    }
}

// Stores runs one at a time inside the caller's transaction, skipping those the history already
// holds (by run identity; a run given twice is stored once) and counting both in `out`, and of
// the skipped ones those whose samples differ from the stored copy's.
class NewRuns {
public:
    NewRuns(sqlite3* db, const std::string& path)
        : db_(db), row_(db, path, kInsertRow), stored_(db, path, kInsertStored),
          known_(db, path,
                 "SELECT r.id, CASE WHEN json_valid(s.run_json) THEN"
                 " COALESCE(json_extract(s.run_json, '$.kernel_samples_ms'), '[]') ELSE 'damaged' END FROM runs r"
                 " LEFT JOIN stored_runs s ON s.id = r.id WHERE r.identity = ? ORDER BY r.id LIMIT 1")
    {}
    void add(const RunResult& r, HistorySource source, const std::string& origin, HistoryImport& out)
    {
        const history_columns::DerivedColumns c = history_columns::derivedColumns(r);
        known_.reset();
        known_.bind(c.identity);
        if (known_.step()) {
            out.ids.push_back(known_.integer(0));
            ++out.skipped;
            if (otherSamples(known_.text(1), r))
                ++out.remeasured;
            return;
        }
        out.ids.push_back(insertRun(db_, row_, stored_, r, c, toString(source), origin));
        ++out.added;
    }

private:
    sqlite3* db_;
    Statement row_, stored_, known_;
};

} // namespace

std::vector<std::int64_t> History::add(const std::vector<RunResult>& runs, HistorySource source,
                                       const std::string& origin)
{
    std::vector<std::int64_t> ids;
    if (runs.empty())
        return ids;
    WriteTransaction t(db_, path_);
    Statement row(db_, path_, kInsertRow), stored(db_, path_, kInsertStored);
    for (const RunResult& r : runs)
        ids.push_back(insertRun(db_, row, stored, r, history_columns::derivedColumns(r), toString(source), origin));
    t.commit();
    return ids;
}

std::optional<HistoryKernelBuild> History::kernelBuild(std::int64_t id) const
{
    Statement s(db_, path_, "SELECT entry, build_options FROM run_kernels WHERE run_id = ?");
    s.bind(id);
    if (!s.step())
        return std::nullopt;
    return HistoryKernelBuild{s.text(0), s.text(1)};
}

std::optional<std::string> History::kernelSource(const std::string& hash) const
{
    Statement s(db_, path_, "SELECT source FROM kernel_sources WHERE hash = ?");
    s.bind(hash);
    if (!s.step())
        return std::nullopt;
    return s.text(0);
}

HistoryImport History::addNew(const std::vector<RunResult>& runs, HistorySource source, const std::string& origin)
{
    HistoryImport out;
    if (runs.empty())
        return out;
    WriteTransaction t(db_, path_);
    NewRuns adder(db_, path_);
    for (const RunResult& r : runs)
        adder.add(r, source, origin, out);
    t.commit();
    return out;
}

std::size_t History::forEach(const HistoryFilter& filter, bool oldestFirst,
                             const std::function<void(HistoryEntry&&)>& onRun,
                             const std::function<void(const DamagedRun&)>& onDamaged) const
{
    checkHistoryFilter(filter);
    const Conditions c = conditionsOf(filter);
    std::string sql;
    if (oldestFirst && filter.limit) {
        // The newest `limit` runs, in the order they were made.
        sql = std::string("SELECT ") + kEntryColumns + kEntryJoin +
              " JOIN (SELECT r.id AS pick, r.timestamp AS at FROM runs r" + c.where() +
              " ORDER BY r.timestamp DESC, r.id DESC LIMIT ?) AS picked ON picked.pick = r.id"
              " ORDER BY picked.at, picked.pick";
    } else {
        sql = std::string("SELECT ") + kEntryColumns + kEntryJoin + c.where() +
              (oldestFirst ? " ORDER BY r.timestamp, r.id" : " ORDER BY r.timestamp DESC, r.id DESC");
        if (filter.limit)
            sql += " LIMIT ?";
    }
    Statement s(db_, path_, sql);
    c.bindTo(s);
    if (filter.limit)
        s.bind(std::int64_t(filter.limit));
    std::size_t selected = 0;
    while (s.step()) {
        ++selected;
        HistoryEntry e;
        DamagedRun damaged;
        if (entryOf(s, e, damaged))
            onRun(std::move(e));
        else if (onDamaged)
            onDamaged(damaged);
    }
    return selected;
}

std::vector<HistoryEntry> History::list(const HistoryFilter& filter, std::vector<DamagedRun>* damaged) const
{
    std::vector<HistoryEntry> out;
    forEach(
        filter, false, [&out](HistoryEntry&& e) { out.push_back(std::move(e)); },
        [damaged](const DamagedRun& d) {
            if (damaged)
                damaged->push_back(d);
        });
    return out;
}

std::size_t History::count(const HistoryFilter& filter) const
{
    checkHistoryFilter(filter);
    const Conditions c = conditionsOf(filter);
    Statement s(db_, path_, "SELECT COUNT(*) FROM runs r" + c.where());
    c.bindTo(s);
    const auto n = s.step() ? std::size_t(s.integer(0)) : 0;
    return filter.limit ? std::min(n, filter.limit) : n;
}

std::optional<HistoryEntry> History::show(std::int64_t id) const
{
    Statement s(db_, path_, std::string("SELECT ") + kEntryColumns + kEntryJoin + " WHERE r.id = ?");
    s.bind(id);
    if (!s.step())
        return std::nullopt;
    HistoryEntry e;
    DamagedRun damaged;
    if (!entryOf(s, e, damaged))
        throw HistoryError(HistoryProblem::BadEntry, path_,
                           "history '" + path_ + "': run " + std::to_string(id) +
                               " does not read back: " + damaged.reason);
    return e;
}

std::vector<std::int64_t> History::missing(const std::vector<std::int64_t>& ids) const
{
    std::vector<std::int64_t> out;
    Statement s(db_, path_, "SELECT 1 FROM runs WHERE id = ?");
    for (std::int64_t id : ids) {
        s.reset();
        s.bind(id);
        if (!s.step())
            out.push_back(id);
    }
    return out;
}

std::size_t History::remove(const std::vector<std::int64_t>& ids)
{
    const std::set<std::int64_t> unique(ids.begin(), ids.end());
    if (unique.empty())
        return 0;
    WriteTransaction t(db_, path_);
    Statement row(db_, path_, "DELETE FROM runs WHERE id = ?");
    Statement stored(db_, path_, "DELETE FROM stored_runs WHERE id = ?");
    Statement build(db_, path_, "DELETE FROM run_kernels WHERE run_id = ?");
    std::size_t removed = 0;
    for (std::int64_t id : unique) {
        row.reset();
        row.bind(id);
        row.step();
        removed += std::size_t(sqlite3_changes(db_));
        stored.reset();
        stored.bind(id);
        stored.step();
        build.reset();
        build.bind(id);
        build.step();
    }
    t.commit();
    return removed;
}

std::size_t History::clear()
{
    WriteTransaction t(db_, path_);
    history_sqlite::exec(db_, path_, "DELETE FROM runs", "clearing");
    const auto removed = std::size_t(sqlite3_changes(db_));
    history_sqlite::exec(db_, path_, "DELETE FROM stored_runs", "clearing");
    history_sqlite::exec(db_, path_, "DELETE FROM run_kernels", "clearing");
    t.commit();
    return removed;
}

std::string csvOrigin(const std::string& csvPath)
{
    return "csv " + std::filesystem::path(csvPath).filename().string();
}

std::string bundleOrigin(const std::string& zipPath, const Bundle& bundle)
{
    return "bundle " + std::filesystem::path(zipPath).filename().string() + " (written " + bundle.created +
           " by NDRange Studio " + bundle.appVersion + ")";
}

// Imports stream: each run is stored as soon as it is read and checked (or skipped as already
// stored), in one transaction that a refused run rolls back, so memory stays flat and the history
// gets the whole file or nothing.
HistoryImport History::importCsv(const std::string& csvPath)
{
    const std::string origin = csvOrigin(csvPath);
    HistoryImport out;
    WriteTransaction t(db_, path_);
    NewRuns adder(db_, path_);
    forEachResultInCsvFile(csvPath, [&](RunResult&& r) { adder.add(r, HistorySource::Import, origin, out); });
    t.commit();
    return out;
}

HistoryImport History::importBundle(const std::string& zipPath)
{
    BundleReader bundle(zipPath);
    const std::string origin = bundleOrigin(zipPath, bundle.header());
    HistoryImport out;
    WriteTransaction t(db_, path_);
    NewRuns adder(db_, path_);
    std::set<std::string> hashes; // of the user kernels the runs ran: only their sources are read
    bundle.readRuns([&](RunResult&& r) {
        if (isUserVariantName(r.variant) && !r.kernelSourceHash.empty())
            hashes.insert(r.kernelSourceHash);
        adder.add(r, HistorySource::Import, origin, out);
    });
    Statement source(db_, path_, kInsertSource);
    for (const std::string& hash : hashes)
        if (const std::optional<std::string> text = bundle.readUserKernelSource(hash)) {
            source.reset();
            source.bind(hash).bind(*text);
            source.step();
        }
    t.commit();
    return out;
}

void History::interrupt() const { sqlite3_interrupt(db_); }

} // namespace ndr
