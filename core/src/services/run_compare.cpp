#include "ndr/run_compare.hpp"

#include <cmath>
#include <map>

namespace ndr {

std::string toString(ChangeVerdict v)
{
    switch (v) {
    case ChangeVerdict::Same:
        return "same";
    case ChangeVerdict::Faster:
        return "faster";
    case ChangeVerdict::Slower:
        return "slower";
    case ChangeVerdict::Inconclusive:
        return "inconclusive";
    case ChangeVerdict::Failed:
        return "failed";
    case ChangeVerdict::Untested:
        break;
    }
    return "untested";
}

bool Comparison::regressed() const
{
    for (const ComparedRun& p : pairs)
        if (p.verdict == ChangeVerdict::Slower || p.verdict == ChangeVerdict::Failed)
            return true;
    return false;
}

std::string runMatchKey(const RunResult& r, bool matchDevice)
{
    std::string key = r.variant + " " + r.workload + " N=" + std::to_string(r.n) + " local " + r.local.toString() +
                      " " + toString(r.buffers) + " " + toString(r.queues);
    if (!r.params.empty())
        key += " " + r.params;
    if (!r.kernelSourceHash.empty())
        key += " source " + r.kernelSourceHash;
    if (matchDevice)
        key += " on " + r.device;
    return key;
}

ChangeVerdict changeVerdict(const RunResult& a, const RunResult& b, const CompareOptions& options,
                            std::optional<MannWhitney>* test)
{
    if (!b.ok())
        return ChangeVerdict::Failed;
    const double change = a.kernel.medianMs > 0 ? b.kernel.medianMs / a.kernel.medianMs - 1 : 0;
    const bool beyond = std::abs(change) > options.threshold;
    if (a.kernelSamplesMs.empty() || b.kernelSamplesMs.empty())
        return ChangeVerdict::Untested;
    const MannWhitney mw = mannWhitney(b.kernelSamplesMs, a.kernelSamplesMs);
    if (test)
        *test = mw;
    const bool significant = mw.pValue < options.alpha;
    if (!beyond)
        return ChangeVerdict::Same;
    if (!significant)
        return ChangeVerdict::Inconclusive;
    // The test and the medians must agree on the direction; they disagree only in odd shapes.
    if (change > 0 && mw.z > 0)
        return ChangeVerdict::Slower;
    if (change < 0 && mw.z < 0)
        return ChangeVerdict::Faster;
    return ChangeVerdict::Inconclusive;
}

namespace {

struct Side {
    std::map<std::string, RunResult> newest;
    std::map<std::string, std::size_t> count;
};

// The newest run of each key; failed runs of A are no baseline.
Side bySide(const std::vector<RunResult>& runs, bool isBaseline, bool matchDevice, std::vector<RunResult>& leftOut)
{
    Side side;
    for (const RunResult& r : runs) {
        if (isBaseline && !r.ok()) {
            leftOut.push_back(r);
            continue;
        }
        const std::string key = runMatchKey(r, matchDevice);
        ++side.count[key];
        auto it = side.newest.find(key);
        if (it == side.newest.end())
            side.newest.emplace(key, r);
        else if (r.timestamp > it->second.timestamp)
            it->second = r;
    }
    return side;
}

} // namespace

Comparison compareRuns(const std::vector<RunResult>& a, const std::vector<RunResult>& b, const CompareOptions& options)
{
    Comparison out;
    std::vector<RunResult> failedBaselines;
    const Side sa = bySide(a, true, options.matchDevice, failedBaselines);
    std::vector<RunResult> unused;
    const Side sb = bySide(b, false, options.matchDevice, unused);
    out.onlyA = failedBaselines;
    for (const auto& [key, runA] : sa.newest) {
        const auto it = sb.newest.find(key);
        if (it == sb.newest.end()) {
            out.onlyA.push_back(runA);
            continue;
        }
        ComparedRun p;
        p.key = key;
        p.a = runA;
        p.b = it->second;
        p.change = p.a.kernel.medianMs > 0 ? p.b.kernel.medianMs / p.a.kernel.medianMs - 1 : 0;
        p.ratioCi = ratioInterval(p.b.kernelMsCi, p.a.kernelMsCi);
        p.verdict = changeVerdict(p.a, p.b, options, &p.test);
        if (p.verdict == ChangeVerdict::Untested)
            p.note = std::string(p.a.kernelSamplesMs.empty() ? "A" : "B") +
                     " has no samples (stored before they were kept): medians only, no test";
        const std::size_t extraA = sa.count.at(key) - 1, extraB = sb.count.at(key) - 1;
        if (extraA || extraB)
            p.note += std::string(p.note.empty() ? "" : "; ") + "the newest of each side counts (" +
                      std::to_string(extraA) + " older in A, " + std::to_string(extraB) + " older in B left aside)";
        out.pairs.push_back(std::move(p));
    }
    for (const auto& [key, runB] : sb.newest)
        if (!sa.newest.count(key))
            out.onlyB.push_back(runB);
    return out;
}

} // namespace ndr
