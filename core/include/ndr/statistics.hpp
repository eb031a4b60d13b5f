#pragma once
// The statistics behind every figure with an interval (docs/statistics.md): a 95 % confidence
// interval of the median kernel time by a seeded percentile bootstrap, intervals of quantities
// derived from it (GFLOP/s, GB/s, ratios of two medians), and the Mann-Whitney U test that
// decides whether two sets of repetitions differ. Everything here is deterministic: the same
// samples give the same interval on every machine and every run.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace ndr {

// A closed interval [low, high].
struct Interval {
    double low = 0, high = 0;

    double mid() const { return 0.5 * (low + high); }
    // Half the width, relative to `centre` (0.02 = ±2 %); 0 for a centre of 0.
    double relativeHalfWidth(double centre) const { return centre > 0 ? 0.5 * (high - low) / centre : 0; }
    bool contains(double v) const { return low <= v && v <= high; }
    bool overlaps(const Interval& o) const { return low <= o.high && o.low <= high; }
    bool operator==(const Interval&) const = default;
};

// The most repetitions a run may have and keep (ndrange-bench run --reps and --target-ci allow no
// more; 10,000 samples fit one CSV record of 1 MiB): a run read from a file with more
// kernel_ms_samples is refused.
inline constexpr std::size_t kMaxKernelSamples = 10000;
// The confidence level of every interval.
inline constexpr double kConfidenceLevel = 0.95;
// Bootstrap resamples per interval, and the fixed seed of their generator.
inline constexpr int kBootstrapResamples = 2000;
inline constexpr std::uint64_t kBootstrapSeed = 0x6e6472616e6765ull; // "ndrange"

double median(std::vector<double> samples); // 0 for none

// The 95 % percentile-bootstrap interval of the median of `samples`: kBootstrapResamples
// resamples with replacement drawn by a fixed-seed generator, the 2.5 % and 97.5 % quantiles of
// their medians. None for fewer than two samples (one repetition says nothing about noise).
std::optional<Interval> medianInterval(const std::vector<double>& samples);

// A figure inversely proportional to the kernel time (GFLOP/s = work / time): its interval from
// the time's. `figure` is the value at `medianMs`.
std::optional<Interval> inverseInterval(double figure, double medianMs, const std::optional<Interval>& timeMs);

// The interval of a / b from the intervals of a and b (both positive): [a.low / b.high,
// a.high / b.low]. Conservative: it covers the ratio whenever both intervals cover theirs.
std::optional<Interval> ratioInterval(const std::optional<Interval>& a, const std::optional<Interval>& b);

// The two-sided Mann-Whitney U test of "the samples of a and b come from one distribution":
// ranks of the pooled samples (ties share their mean rank), U of a, and the p-value from the
// normal approximation with tie correction and continuity correction.
struct MannWhitney {
    double u = 0;      // U of a: the number of pairs (x in a, y in b) with x > y, ties counting 1/2
    double z = 0;      // standardised U, positive when a tends to be larger
    double pValue = 1; // two-sided; 1 when either set is empty or every sample is equal
};
MannWhitney mannWhitney(const std::vector<double>& a, const std::vector<double>& b);

// How many repetitions in all would make an interval of relative half-width `current` from `n`
// samples as narrow as `target`, assuming the width shrinks as 1/sqrt(n).
std::size_t repetitionsFor(double current, std::size_t n, double target);

} // namespace ndr
