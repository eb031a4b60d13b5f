#include "store/history_columns.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <memory>

#include "ndr/json.hpp"
#include "ndr/run_check.hpp"
#include "ndr/run_identity.hpp"
#include "records/run_json.hpp"

namespace ndr::history_columns {

namespace {

std::optional<double> shownFigure(const RunResult& r, const std::optional<double>& figure)
{
    if (!r.measured || !r.ok() || !figure || !std::isfinite(*figure))
        return std::nullopt;
    return figure;
}

// The last run ndr_run_column parsed, so that the columns of one row parse its JSON once.
struct ParseCache {
    std::string json;
    bool readable = false;
    DerivedColumns columns;
};

void resultText(sqlite3_context* context, const std::string& text)
{
    sqlite3_result_text(context, text.data(), int(text.size()), SQLITE_TRANSIENT);
}

void resultReal(sqlite3_context* context, const std::optional<double>& value)
{
    if (value)
        sqlite3_result_double(context, *value);
    else
        sqlite3_result_null(context);
}

void runColumn(sqlite3_context* context, int, sqlite3_value** args)
{
    auto* cache = static_cast<ParseCache*>(sqlite3_user_data(context));
    const auto* json = reinterpret_cast<const char*>(sqlite3_value_text(args[0]));
    const auto* name = reinterpret_cast<const char*>(sqlite3_value_text(args[1]));
    if (!json || !name) {
        sqlite3_result_null(context);
        return;
    }
    const auto size = std::size_t(sqlite3_value_bytes(args[0]));
    if (cache->json.size() != size || std::memcmp(cache->json.data(), json, size) != 0) {
        cache->json.assign(json, size);
        try {
            cache->columns = derivedColumns(readStoredJson(cache->json));
            cache->readable = true;
        } catch (const std::exception&) {
            cache->readable = false;
        }
    }
    if (!cache->readable) {
        sqlite3_result_null(context);
        return;
    }
    const DerivedColumns& c = cache->columns;
    const std::string column = name;
    if (column == "local")
        resultText(context, c.local);
    else if (column == "buffers")
        resultText(context, c.buffers);
    else if (column == "status")
        resultText(context, c.status);
    else if (column == "gflops")
        resultReal(context, c.gflops);
    else if (column == "gbps")
        resultReal(context, c.gbps);
    else if (column == "kernel_median_ms")
        resultReal(context, c.kernelMedianMs);
    else if (column == "params")
        resultText(context, c.params);
    else if (column == "error")
        resultText(context, c.error);
    else if (column == "identity")
        resultText(context, c.identity);
    else
        sqlite3_result_error(context, "ndr_run_column: unknown column", -1);
}

} // namespace

std::string storedJson(const RunResult& run)
{
    nlohmann::json j = run;
    encodeNonFinite(j);
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

RunResult readStoredJson(const std::string& json)
{
    checkJsonDepth(json, "the stored run");
    nlohmann::json j = nlohmann::json::parse(json);
    decodeNonFinite(j);
    RunResult run = j.get<RunResult>();
    // The history is a door like the CSV and the bundle: a stored run that no engine run can be
    // (edited database, older writer) does not read back, so it is named as damaged, never shown.
    checkRunValues(run, RunFieldNames::Json);
    return run;
}

DerivedColumns derivedColumns(const RunResult& run)
{
    DerivedColumns c;
    c.local = run.local.toString();
    c.buffers = toString(run.buffers);
    c.status = toString(run.outcome());
    c.gflops = shownFigure(run, run.gflops);
    c.gbps = shownFigure(run, run.gbps);
    if (run.measured && std::isfinite(run.kernel.medianMs))
        c.kernelMedianMs = run.kernel.medianMs;
    c.params = run.params;
    c.error = run.error;
    c.identity = runIdentity(run);
    return c;
}

void registerFunctions(sqlite3* db)
{
    auto cache = std::make_unique<ParseCache>();
    sqlite3_create_function_v2(db, "ndr_run_column", 2, SQLITE_UTF8, cache.release(), runColumn, nullptr, nullptr,
                               [](void* p) { delete static_cast<ParseCache*>(p); });
}

} // namespace ndr::history_columns
