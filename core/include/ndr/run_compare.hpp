#pragma once
// Two sets of runs compared run by run (ndrange-bench compare, the studio's Compare view): runs
// are matched by what defines them, and each pair gets both medians with their intervals, the
// change, and a verdict decided by the Mann-Whitney U test on the repetitions' kernel times
// (docs/statistics.md says why that test).
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "ndr/run_result.hpp"
#include "ndr/statistics.hpp"

namespace ndr {

enum class ChangeVerdict {
    Same,         // no change beyond the threshold, or none the test can tell from noise
    Faster,       // B is faster than A beyond the threshold, and the test says it is no noise
    Slower,       // B is slower than A beyond the threshold, and the test says it is no noise
    Inconclusive, // the medians differ beyond the threshold, but the test cannot tell it from noise
    Untested,     // a side has no samples (a run stored before they were kept): medians only
    Failed,       // B's run failed (verification or runtime) where A's ran
};
std::string toString(ChangeVerdict v); // "same", "faster", "slower", "inconclusive", "untested", "failed"

struct CompareOptions {
    double threshold = 0.05; // a change smaller than this (5 %) is "same" whatever the test says
    double alpha = 0.05;     // significance level of the test
    bool matchDevice = true; // false: runs of different devices match (ndrange-bench --any-device)
};

struct ComparedRun {
    std::string key; // what the pair shares: "tiled matmul N=512 local 16x16 copy inorder on <device>"
    RunResult a, b;
    double change = 0;               // median B / median A - 1: +0.10 is 10 % slower
    std::optional<Interval> ratioCi; // of median B / median A, from the two medians' intervals
    std::optional<MannWhitney> test; // none without samples on both sides
    ChangeVerdict verdict = ChangeVerdict::Untested;
    std::string note; // why untested, which runs were left aside
};

struct Comparison {
    std::vector<ComparedRun> pairs;
    std::vector<RunResult> onlyA, onlyB; // matched nothing on the other side (listed, not guessed)
    // A pair slower beyond the threshold with significance, or whose B run failed: compare exits 1.
    bool regressed() const;
};

// The text runs are matched by: variant, workload, device name (unless !matchDevice), N, local
// size, buffers, queues, parameters, kernel source hash.
std::string runMatchKey(const RunResult& run, bool matchDevice = true);

// Compares set B against baseline A. Where a side holds several runs of one key, the newest
// (by timestamp) counts and the pair's note says how many were left aside. A's runs that did not
// verify are left out (listed in onlyA).
Comparison compareRuns(const std::vector<RunResult>& a, const std::vector<RunResult>& b,
                       const CompareOptions& options = {});

// The verdict of one pair from its samples (exposed for the tests and the studio).
ChangeVerdict changeVerdict(const RunResult& a, const RunResult& b, const CompareOptions& options,
                            std::optional<MannWhitney>* test = nullptr);

} // namespace ndr
