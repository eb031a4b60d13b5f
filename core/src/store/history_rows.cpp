// ndr::History's answers to the History view (a window of rows of a filtered, sorted query, its
// count, the filters' choices) and to the lessons (the newest pair of runs of two kinds): SQL over
// the indexed columns of runs, whose cost follows what is asked for, not what is stored.
#include <cctype>

#include "store/history_columns.hpp"
#include "store/history_sqlite.hpp"
#include "ndr/history.hpp"

namespace ndr {

using history_sqlite::Conditions;
using history_sqlite::Statement;

namespace {

const char* orderColumn(HistoryOrder order)
{
    switch (order) {
    case HistoryOrder::Id:
        return "r.id";
    case HistoryOrder::Time:
        return "r.timestamp";
    case HistoryOrder::Source:
        return "r.source";
    case HistoryOrder::Device:
        return "r.device";
    case HistoryOrder::Variant:
        return "r.variant";
    case HistoryOrder::Workload:
        return "r.workload";
    case HistoryOrder::N:
        return "r.n";
    case HistoryOrder::Local:
        return "r.local";
    case HistoryOrder::Status:
        return "r.status";
    case HistoryOrder::Gflops:
        return "r.gflops";
    case HistoryOrder::Gbps:
        return "r.gbps";
    case HistoryOrder::KernelMs:
        return "r.kernel_median_ms";
    case HistoryOrder::Origin:
        break;
    }
    return "r.origin";
}

// ORDER BY the column, then time and id in the same direction; each column's index is (column,
// timestamp), so the order is read from it. A run without a figure (NULL) sorts below every
// figure, as SQLite orders NULL first.
std::string orderBy(const HistoryQuery& q)
{
    const char* dir = q.descending ? " DESC" : "";
    std::string out = " ORDER BY ";
    if (q.order != HistoryOrder::Id && q.order != HistoryOrder::Time)
        out += std::string(orderColumn(q.order)) + dir + ", ";
    if (q.order != HistoryOrder::Id)
        out += std::string("r.timestamp") + dir + ", ";
    return out + "r.id" + dir;
}

bool isWholeNumber(const std::string& s)
{
    if (s.empty() || s.size() > 18)
        return false;
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return false;
    return true;
}

Conditions conditionsOf(const HistoryQuery& q)
{
    Conditions c;
    if (!q.device.empty())
        c.add("r.device = ? OR r.device_id = ?", {q.device, q.device});
    if (!q.variant.empty())
        c.add("r.variant = ?", {q.variant});
    if (!q.workload.empty())
        c.add("r.workload = ?", {q.workload});
    if (!q.since.empty())
        c.add("r.timestamp >= ?", {q.since});
    if (q.search.empty())
        return c;
    const std::string like = history_sqlite::likePattern(q.search);
    std::string sql;
    std::vector<Conditions::Value> values;
    for (const char* column : {"r.device", "r.variant", "r.workload", "r.params", "r.error", "r.origin"}) {
        sql += std::string(sql.empty() ? "" : " OR ") + column + " LIKE ? ESCAPE '\\'";
        values.emplace_back(like);
    }
    for (RunStatus status : q.searchStatuses) {
        sql += " OR r.status = ?";
        values.emplace_back(toString(status));
    }
    if (isWholeNumber(q.search)) {
        sql += " OR r.id = ?";
        values.emplace_back(std::int64_t(std::stoll(q.search)));
    }
    c.add(sql, values);
    return c;
}

HistorySource sourceOf(const std::string& text)
{
    if (text == "studio")
        return HistorySource::Studio;
    if (text == "import")
        return HistorySource::Import;
    return HistorySource::Cli;
}

constexpr const char* kRowColumns = "SELECT r.id, r.source, r.origin, r.timestamp, r.device, r.device_id, r.variant,"
                                    " r.workload, r.n, r.local, r.status, r.gflops, r.gbps, r.kernel_median_ms,"
                                    " r.params, r.error FROM runs r";

HistoryRow rowOf(const Statement& s)
{
    HistoryRow r;
    r.id = s.integer(0);
    r.source = sourceOf(s.text(1));
    r.origin = s.text(2);
    r.timestamp = s.text(3);
    r.device = s.text(4);
    r.deviceId = s.text(5);
    r.variant = s.text(6);
    r.workload = s.text(7);
    r.n = std::uint64_t(s.integer(8));
    r.local = s.text(9);
    r.status = parseRunStatus(s.text(10));
    r.gflops = s.real(11);
    r.gbps = s.real(12);
    r.kernelMedianMs = s.real(13);
    r.params = s.text(14);
    r.error = s.text(15);
    return r;
}

} // namespace

std::vector<HistoryRow> History::rows(const HistoryQuery& query, std::size_t offset, std::size_t limit) const
{
    const Conditions c = conditionsOf(query);
    Statement s(db_, path_, kRowColumns + c.where() + orderBy(query) + " LIMIT ? OFFSET ?");
    c.bindTo(s);
    s.bind(std::int64_t(limit)).bind(std::int64_t(offset));
    std::vector<HistoryRow> out;
    while (s.step())
        out.push_back(rowOf(s));
    // Whether each run of the window reads back whole: the few shown are checked, so a damaged one
    // is named where it is listed.
    Statement stored(db_, path_, "SELECT run_json FROM stored_runs WHERE id = ?");
    for (HistoryRow& r : out) {
        stored.reset();
        stored.bind(r.id);
        if (!stored.step() || stored.isNull(0)) {
            r.damage = "its stored run is missing";
            continue;
        }
        try {
            (void)history_columns::readStoredJson(stored.text(0));
        } catch (const std::exception& e) {
            r.damage = e.what();
        }
    }
    return out;
}

std::size_t History::count(const HistoryQuery& query) const
{
    const Conditions c = conditionsOf(query);
    Statement s(db_, path_, "SELECT COUNT(*) FROM runs r" + c.where());
    c.bindTo(s);
    return s.step() ? std::size_t(s.integer(0)) : 0;
}

std::vector<std::string> History::distinct(HistoryChoice column) const
{
    const std::string c = column == HistoryChoice::Device    ? "device"
                          : column == HistoryChoice::Variant ? "variant"
                                                             : "workload";
    // Each value found by one seek in the column's index past the one before (a few values among
    // many runs), not by reading the whole index.
    Statement s(db_, path_,
                "WITH RECURSIVE v(x) AS (SELECT MIN(" + c + ") FROM runs UNION ALL SELECT (SELECT MIN(" + c +
                    ") FROM runs WHERE " + c +
                    " > v.x) FROM v WHERE v.x IS NOT NULL) SELECT x FROM v WHERE x IS NOT NULL");
    std::vector<std::string> out;
    while (s.step())
        out.push_back(s.text(0));
    return out;
}

std::optional<std::pair<std::int64_t, std::int64_t>> History::newestPair(const RunSpec& baseline,
                                                                         const RunSpec& candidate) const
{
    // The places (N and device) where the baseline has runs, from the lesson index alone; in each,
    // the newest candidate run; the newest of those, paired with its place's newest baseline run.
    // A handful of index lookups, however many runs are stored.
    const auto specWhere = [](const RunSpec& spec) {
        return std::string("variant = ? AND buffers = ?") + (spec.local.empty() ? "" : " AND local = ?");
    };
    const auto bindSpec = [](Statement& s, const RunSpec& spec) {
        s.bind(spec.variant).bind(spec.buffers);
        if (!spec.local.empty())
            s.bind(spec.local);
    };
    Statement places(db_, path_, "SELECT DISTINCT n, device, device_id, driver FROM runs WHERE " + specWhere(baseline));
    bindSpec(places, baseline);
    const std::string newestIn = " AND n = ? AND device = ? AND device_id = ? AND driver = ? AND id != ?"
                                 " ORDER BY timestamp DESC, id DESC LIMIT 1";
    Statement newestCandidate(db_, path_, "SELECT id, timestamp FROM runs WHERE " + specWhere(candidate) + newestIn);
    Statement newestBaseline(db_, path_, "SELECT id FROM runs WHERE " + specWhere(baseline) + newestIn);
    const auto bindPlace = [&places](Statement& s, std::int64_t notId) {
        s.bind(places.integer(0)).bind(places.text(1)).bind(places.text(2)).bind(places.text(3)).bind(notId);
    };
    std::optional<std::pair<std::int64_t, std::int64_t>> best;
    std::string bestTime;
    while (places.step()) {
        newestCandidate.reset();
        bindSpec(newestCandidate, candidate);
        bindPlace(newestCandidate, 0);
        if (!newestCandidate.step())
            continue;
        const std::int64_t id = newestCandidate.integer(0);
        const std::string time = newestCandidate.text(1);
        if (best && (time < bestTime || (time == bestTime && id < best->first)))
            continue;
        // A run of both kinds (the same spec twice) is not its own baseline.
        newestBaseline.reset();
        bindSpec(newestBaseline, baseline);
        bindPlace(newestBaseline, id);
        if (!newestBaseline.step())
            continue;
        best = std::pair{id, newestBaseline.integer(0)};
        bestTime = time;
    }
    return best;
}

} // namespace ndr
