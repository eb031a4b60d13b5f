#include "ndr/run_identity.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>

#include "ndr/result_columns.hpp"

namespace ndr {

const std::vector<std::string>& runIdentityColumns()
{
    static const std::vector<std::string> names = {"timestamp",
                                                   "platform",
                                                   "device",
                                                   "driver",
                                                   "variant",
                                                   "workload",
                                                   "n",
                                                   "global",
                                                   "local",
                                                   "buffers",
                                                   "warmup",
                                                   "reps",
                                                   "kernel_ms_min",
                                                   "kernel_ms_median",
                                                   "kernel_ms_mean",
                                                   "kernel_ms_stddev",
                                                   "gflops",
                                                   "gbps",
                                                   "wall_ms",
                                                   "write_ms",
                                                   "read_ms",
                                                   "cpu_ms",
                                                   "speedup_vs_cpu",
                                                   "queued_to_submit_us",
                                                   "submit_to_start_us",
                                                   "max_abs_err",
                                                   "max_rel_err",
                                                   "verified",
                                                   "error",
                                                   "queues",
                                                   "params",
                                                   "params_source",
                                                   "status",
                                                   "kernel_source_hash"};
    return names;
}

std::string runIdentity(const RunResult& run)
{
    static const std::vector<const ResultColumn*> columns = [] {
        std::vector<const ResultColumn*> out;
        for (const std::string& name : runIdentityColumns())
            out.push_back(&resultColumn(name));
        return out;
    }();
    nlohmann::json texts = nlohmann::json::array();
    for (const ResultColumn* c : columns)
        texts.push_back(c->get(run));
    // Bytes that are not UTF-8 are replaced, as they are where the run is stored.
    const std::string canonical = texts.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : canonical) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
    return text;
}

} // namespace ndr
