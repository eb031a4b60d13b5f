// ndr::History's reads and writes of runs (history.cpp opens and migrates the file).
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <limits>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "records/run_json.hpp"
#include "store/history_sqlite.hpp"

namespace ndr {

using history_sqlite::Statement;

namespace {

constexpr const char* kInsert =
    "INSERT INTO runs (timestamp, device, device_id, platform, driver, variant, workload, n, status, gflops, gbps,"
    " kernel_median_ms, source, origin, run_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

// JSON text has no NaN or infinity (nlohmann writes null, which does not read back as a number),
// yet a failed verification can measure an infinite error: such a number is stored as the object
// {"non_finite": "nan" | "inf" | "-inf"}, which no field of a run is, and restored when read.
void encodeNonFinite(nlohmann::json& j)
{
    if (j.is_number_float() && !std::isfinite(j.get<double>())) {
        const double v = j.get<double>();
        j = nlohmann::json{{"non_finite", std::isnan(v) ? "nan" : v > 0 ? "inf" : "-inf"}};
    } else if (j.is_structured()) {
        for (auto& x : j)
            encodeNonFinite(x);
    }
}

void decodeNonFinite(nlohmann::json& j)
{
    if (j.is_object() && j.size() == 1 && j.contains("non_finite") && j["non_finite"].is_string()) {
        const std::string s = j["non_finite"].get<std::string>();
        const double inf = std::numeric_limits<double>::infinity();
        j = s == "inf" ? inf : s == "-inf" ? -inf : std::numeric_limits<double>::quiet_NaN();
    } else if (j.is_structured()) {
        for (auto& x : j)
            decodeNonFinite(x);
    }
}

// The whole run as stored: its JSON form, with bytes that are not UTF-8 replaced.
std::string storedJson(const RunResult& r)
{
    nlohmann::json j = r;
    encodeNonFinite(j);
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

HistorySource parseSource(const std::string& text)
{
    if (text == "studio")
        return HistorySource::Studio;
    if (text == "import")
        return HistorySource::Import;
    return HistorySource::Cli;
}

// The entry of a row "id, source, origin, run_json".
HistoryEntry entryOf(const Statement& s, const std::string& path)
{
    HistoryEntry e;
    e.id = s.integer(0);
    e.source = parseSource(s.text(1));
    e.origin = s.text(2);
    try {
        nlohmann::json j = nlohmann::json::parse(s.text(3));
        decodeNonFinite(j);
        e.run = j.get<RunResult>();
    } catch (const std::exception& x) {
        throw HistoryError(HistoryProblem::BadEntry, path,
                           "history '" + path + "': run " + std::to_string(e.id) + " does not read back: " + x.what());
    }
    return e;
}

// "%text%" for LIKE, with its own wildcards escaped by '\'.
std::string likePattern(const std::string& text)
{
    std::string out = "%";
    for (char c : text) {
        if (c == '%' || c == '_' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "%";
}

// A transaction that rolls back unless committed.
class WriteTransaction {
public:
    WriteTransaction(sqlite3* db, const std::string& path) : db_(db), path_(path)
    {
        history_sqlite::exec(db_, path_, "BEGIN IMMEDIATE", "starting a write");
    }
    ~WriteTransaction()
    {
        if (!committed_)
            sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
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

} // namespace

std::vector<std::int64_t> History::add(const std::vector<RunResult>& runs, HistorySource source,
                                       const std::string& origin)
{
    std::vector<std::int64_t> ids;
    if (runs.empty())
        return ids;
    WriteTransaction t(db_, path_);
    for (const RunResult& r : runs) {
        Statement s(db_, path_, kInsert);
        s.bind(r.timestamp).bind(r.device).bind(r.deviceId).bind(r.platform).bind(r.driver).bind(r.variant);
        s.bind(r.workload).bind(std::int64_t(r.n)).bind(toString(r.outcome())).bind(r.gflops).bind(r.gbps);
        s.bind(r.measured ? std::optional<double>(r.kernel.medianMs) : std::nullopt);
        s.bind(toString(source)).bind(origin).bind(storedJson(r));
        s.step();
        ids.push_back(sqlite3_last_insert_rowid(db_));
    }
    t.commit();
    return ids;
}

std::vector<HistoryEntry> History::list(const HistoryFilter& filter) const
{
    checkHistoryFilter(filter);
    std::string sql = "SELECT id, source, origin, run_json FROM runs WHERE 1";
    if (!filter.device.empty())
        sql += " AND (device LIKE ? ESCAPE '\\' OR device_id = ?)";
    if (!filter.variant.empty())
        sql += " AND variant = ?";
    if (!filter.since.empty())
        sql += " AND timestamp >= ?";
    sql += " ORDER BY timestamp DESC, id DESC";
    if (filter.limit)
        sql += " LIMIT ?";
    Statement s(db_, path_, sql);
    if (!filter.device.empty())
        s.bind(likePattern(filter.device)).bind(filter.device);
    if (!filter.variant.empty())
        s.bind(filter.variant);
    if (!filter.since.empty())
        s.bind(filter.since);
    if (filter.limit)
        s.bind(std::int64_t(filter.limit));
    std::vector<HistoryEntry> out;
    while (s.step())
        out.push_back(entryOf(s, path_));
    return out;
}

std::optional<HistoryEntry> History::show(std::int64_t id) const
{
    Statement s(db_, path_, "SELECT id, source, origin, run_json FROM runs WHERE id = ?");
    s.bind(id);
    if (!s.step())
        return std::nullopt;
    return entryOf(s, path_);
}

std::size_t History::clear()
{
    WriteTransaction t(db_, path_);
    history_sqlite::exec(db_, path_, "DELETE FROM runs", "clearing");
    const auto removed = std::size_t(sqlite3_changes(db_));
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

std::size_t History::importCsv(const std::string& csvPath)
{
    const std::vector<RunResult> runs = importResultsCsv(csvPath);
    add(runs, HistorySource::Import, csvOrigin(csvPath));
    return runs.size();
}

std::size_t History::importBundle(const std::string& zipPath)
{
    const Bundle bundle = readBundle(zipPath);
    add(bundle.runs, HistorySource::Import, bundleOrigin(zipPath, bundle));
    return bundle.runs.size();
}

} // namespace ndr
