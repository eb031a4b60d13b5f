// A lesson's latest measurement, found among stored runs (the run history).
#include "ndr/lessons.hpp"

#include "ndr/history.hpp"

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

namespace {

History::RunSpec specOf(const LessonRun& run)
{
    return {run.variant, toString(run.buffers), run.local.isAutomatic() ? std::string() : run.local.toString()};
}

} // namespace

std::optional<LessonResult> latestLessonResult(const Lesson& lesson, const History& history,
                                               const std::function<std::optional<bool>(const RunResult&)>& isGpu)
{
    const auto pair = history.newestPair(specOf(lesson.baseline), specOf(lesson.candidate));
    if (!pair)
        return std::nullopt;
    try {
        const auto candidate = history.show(pair->first);
        const auto baseline = history.show(pair->second);
        if (!candidate || !baseline)
            return std::nullopt;
        return judgeLesson(lesson, baseline->run, candidate->run, isGpu ? isGpu(candidate->run) : std::nullopt);
    } catch (const HistoryError& e) {
        if (e.problem() == HistoryProblem::BadEntry)
            return std::nullopt;
        throw;
    }
}

} // namespace ndr
