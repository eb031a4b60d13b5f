#pragma once
// Results made up for chart and model tests: only the fields the charts read are set.
#include <optional>
#include <string>

#include "ndr/run_result.hpp"

namespace studio::testing {

inline ndr::RunResult madeUpRun(const std::string& variant, std::size_t n, ndr::LocalSize local, double gflops,
                                std::optional<double> gbps, bool ok = true, const std::string& device = "cpu")
{
    ndr::RunResult r;
    r.device = device;
    r.driver = "1.0";
    r.platform = "p";
    r.variant = variant;
    r.n = n;
    r.local = local;
    r.gflops = gflops;
    r.gbps = gbps;
    r.kernel.medianMs = 1.0;
    r.verified = ok;
    if (!ok)
        r.error = "verification failed";
    return r;
}

// `r` with what the history's read-back check (ndr::checkRunValues) asks of every stored run: a
// timestamp, repetitions and a global size launched at a 2-D local size.
inline ndr::RunResult storable(ndr::RunResult r)
{
    if (r.timestamp.empty())
        r.timestamp = "2026-01-01T00:00:00Z";
    if (r.reps < 1)
        r.reps = 3;
    if (r.local.dims == 2 && r.globalX == 0) {
        const auto rounded = [&r](std::size_t l) { return (r.n + l - 1) / l * l; };
        r.globalX = rounded(r.local.x);
        r.globalY = rounded(r.local.y);
    }
    return r;
}

} // namespace studio::testing
