#include "model/stats.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ndr {

KernelStats computeStats(std::vector<double> v)
{
    KernelStats s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.minMs = v.front();
    const auto n = v.size();
    s.medianMs = n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    s.meanMs = std::accumulate(v.begin(), v.end(), 0.0) / double(n);
    if (n > 1) {
        double sq = 0;
        for (double x : v)
            sq += (x - s.meanMs) * (x - s.meanMs);
        s.stddevMs = std::sqrt(sq / double(n - 1)); // sample standard deviation
    }
    return s;
}

} // namespace ndr
