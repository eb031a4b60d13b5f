#include "ndr/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ndr {

namespace {

// SplitMix64: a small generator whose sequence is fixed by its definition (the standard
// library's distributions are not), so an interval reads the same with every compiler.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n) without modulo bias (rejection of the incomplete last block).
    std::size_t below(std::size_t n)
    {
        const std::uint64_t limit =
            std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % std::uint64_t(n);
        std::uint64_t x = 0;
        do
            x = next();
        while (x >= limit);
        return std::size_t(x % n);
    }

private:
    std::uint64_t state_;
};

double medianInPlace(std::vector<double>& v)
{
    const std::size_t n = v.size();
    auto mid = v.begin() + std::ptrdiff_t(n / 2);
    std::nth_element(v.begin(), mid, v.end());
    if (n % 2)
        return *mid;
    const double upper = *mid;
    const double lower = *std::max_element(v.begin(), mid);
    return 0.5 * (lower + upper);
}

// The q-quantile of sorted values, linear between neighbours.
double quantile(const std::vector<double>& sorted, double q)
{
    const double at = q * double(sorted.size() - 1);
    const std::size_t i = std::size_t(at);
    if (i + 1 >= sorted.size())
        return sorted.back();
    return sorted[i] + (at - double(i)) * (sorted[i + 1] - sorted[i]);
}

} // namespace

double median(std::vector<double> samples) { return samples.empty() ? 0 : medianInPlace(samples); }

std::optional<Interval> medianInterval(const std::vector<double>& samples)
{
    const std::size_t n = samples.size();
    if (n < 2)
        return std::nullopt;
    SplitMix64 rng(kBootstrapSeed);
    std::vector<double> medians(kBootstrapResamples), resample(n);
    for (double& m : medians) {
        for (double& x : resample)
            x = samples[rng.below(n)];
        m = medianInPlace(resample);
    }
    std::sort(medians.begin(), medians.end());
    const double tail = (1 - kConfidenceLevel) / 2;
    return Interval{quantile(medians, tail), quantile(medians, 1 - tail)};
}

std::optional<Interval> inverseInterval(double figure, double medianMs, const std::optional<Interval>& timeMs)
{
    if (!timeMs || timeMs->low <= 0 || medianMs <= 0 || !std::isfinite(figure))
        return std::nullopt;
    return Interval{figure * medianMs / timeMs->high, figure * medianMs / timeMs->low};
}

std::optional<Interval> ratioInterval(const std::optional<Interval>& a, const std::optional<Interval>& b)
{
    if (!a || !b || a->low < 0 || b->low <= 0)
        return std::nullopt;
    return Interval{a->low / b->high, a->high / b->low};
}

MannWhitney mannWhitney(const std::vector<double>& a, const std::vector<double>& b)
{
    MannWhitney out;
    const std::size_t na = a.size(), nb = b.size(), n = na + nb;
    if (na == 0 || nb == 0)
        return out;
    std::vector<std::pair<double, bool>> pooled; // value, from a
    pooled.reserve(n);
    for (double x : a)
        pooled.emplace_back(x, true);
    for (double x : b)
        pooled.emplace_back(x, false);
    std::sort(pooled.begin(), pooled.end(), [](const auto& l, const auto& r) { return l.first < r.first; });
    double rankSumA = 0, tieTerm = 0;
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i;
        while (j < n && pooled[j].first == pooled[i].first)
            ++j;
        const double rank = 0.5 * double(i + 1 + j); // the mean of ranks i+1 .. j
        for (std::size_t k = i; k < j; ++k)
            if (pooled[k].second)
                rankSumA += rank;
        const double t = double(j - i);
        tieTerm += t * t * t - t;
        i = j;
    }
    const double dna = double(na), dnb = double(nb), dn = double(n);
    out.u = rankSumA - dna * (dna + 1) / 2;
    const double mean = dna * dnb / 2;
    const double variance = dna * dnb / 12 * ((dn + 1) - tieTerm / (dn * (dn - 1)));
    if (variance <= 0)
        return out; // every sample equal: nothing tells the sets apart
    const double diff = out.u - mean;
    const double corrected = std::max(0.0, std::abs(diff) - 0.5); // continuity correction
    out.z = std::copysign(corrected / std::sqrt(variance), diff);
    out.pValue = std::erfc(std::abs(out.z) / std::sqrt(2.0));
    return out;
}

std::size_t repetitionsFor(double current, std::size_t n, double target)
{
    if (target <= 0 || current <= target || n == 0)
        return n;
    const double factor = (current / target) * (current / target);
    return std::size_t(std::ceil(double(n) * factor));
}

} // namespace ndr
