// A lesson's latest measurement, found among stored runs (the run history).
#include "ndr/lessons.hpp"

namespace ndr {

bool matchesLessonRun(const LessonRun& spec, const RunResult& run)
{
    return run.variant == spec.variant && run.buffers == spec.buffers &&
           (spec.local.isAutomatic() || run.local == spec.local);
}

std::optional<LessonResult> latestLessonResult(const Lesson& lesson, const std::vector<RunResult>& newestFirst,
                                               const std::function<std::optional<bool>(const RunResult&)>& isGpu)
{
    for (const RunResult& candidate : newestFirst) {
        if (!matchesLessonRun(lesson.candidate, candidate))
            continue;
        for (const RunResult& baseline : newestFirst) {
            if (&baseline == &candidate || !matchesLessonRun(lesson.baseline, baseline) || baseline.n != candidate.n ||
                baseline.deviceId != candidate.deviceId || baseline.device != candidate.device ||
                baseline.driver != candidate.driver)
                continue;
            return judgeLesson(lesson, baseline, candidate, isGpu ? isGpu(candidate) : std::nullopt);
        }
    }
    return std::nullopt;
}

} // namespace ndr
