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

} // namespace studio::testing
