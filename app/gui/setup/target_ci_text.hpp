#pragma once
#include <QString>
#include <optional>

#include "ndr/run_result.hpp"

namespace studio {

// The Run setup's "Target interval" field, read by the rules of ndrange-bench --target-ci: empty
// or "off" is no target; "2%" or "2" asks for a 95 % interval within ±2 % of the median. A
// percentage outside 0.1 % to 50 % or text that is no number is refused with `error` naming what
// is accepted.
struct TargetCiText {
    std::optional<double> halfWidth; // 0.02 for "2%"; none: off
    QString error;                   // non-empty: refused
    bool ok() const { return error.isEmpty(); }
};
TargetCiText parseTargetCi(const QString& text);

// The limits the field and its budget keep (ndrange-bench's): percent from 0.1 to 50, at most
// ndr::kMaxKernelSamples repetitions and a week of seconds.
inline constexpr double kMinTargetPercent = 0.1;
inline constexpr double kMaxTargetPercent = 50;
inline constexpr double kMaxBudgetSeconds = 7 * 86400;

// What a run with a target says in the log: the target, whether it was reached or which budget
// ran out, after how many repetitions, and the interval reached. Empty for a run without one.
QString targetOutcomeText(const ndr::RunResult& run);

} // namespace studio
