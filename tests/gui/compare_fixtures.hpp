#pragma once
// Sets of runs with known repetitions for the Compare tests: a base set, the same set three
// times slower, old runs without samples, written as results CSV files through the core's writer.
#include <QString>
#include <algorithm>
#include <fstream>
#include <vector>

#include "import_fixtures.hpp"
#include "ndr/csv.hpp"
#include "ndr/statistics.hpp"

namespace studio::testing {

inline const std::vector<double> kCompareBase = {1.00, 1.02, 0.98, 1.01, 0.99, 1.03, 0.97, 1.00};

// A verified run of `variant` at N = n whose repetitions are `samples` times `factor`.
inline ndr::RunResult sampledRun(std::size_t n, double factor, const std::string& variant = "tiled")
{
    ndr::RunResult r = importtest::goodRun(n);
    r.variant = variant;
    for (double s : kCompareBase)
        r.kernelSamplesMs.push_back(s * factor * double(n) / 64);
    r.reps = int(r.kernelSamplesMs.size());
    std::vector<double> sorted = r.kernelSamplesMs;
    std::sort(sorted.begin(), sorted.end());
    r.kernel.minMs = sorted.front();
    r.kernel.medianMs = ndr::median(sorted);
    r.kernel.meanMs = r.kernel.medianMs;
    r.kernel.stddevMs = 0.01;
    r.kernelMsCi = ndr::medianInterval(sorted);
    return r;
}

// The same run as one stored before samples were kept: medians only.
inline ndr::RunResult withoutSamples(ndr::RunResult r)
{
    r.kernelSamplesMs.clear();
    r.kernelMsCi.reset();
    return r;
}

// Three runs (N = 64, 128, 256) of `variant`, every time multiplied by `factor`.
inline std::vector<ndr::RunResult> sampledSet(double factor, const std::string& variant = "tiled")
{
    return {sampledRun(64, factor, variant), sampledRun(128, factor, variant), sampledRun(256, factor, variant)};
}

inline QString writeCsv(const QString& path, const std::vector<ndr::RunResult>& runs)
{
    std::ofstream(path.toStdString(), std::ios::binary) << ndr::resultsToCsv(runs);
    return path;
}

} // namespace studio::testing
