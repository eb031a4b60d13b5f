// Measures a lesson: its baseline and candidate runs on one device, and the verdict.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/lessons.hpp"

namespace ndr {

namespace {

RunRequest requestFor(const LessonRun& run, const LessonOptions& options)
{
    RunRequest r;
    r.platformIndex = options.platformIndex;
    r.deviceIndex = options.deviceIndex;
    r.variant = run.variant;
    r.n = options.n.value_or(run.n);
    r.local = run.local;
    r.buffers = run.buffers;
    r.warmup = options.warmup;
    r.reps = options.reps;
    return r;
}

// A failed run is a row like the engine's failed runs, so the lesson shows what went wrong.
RunResult measure(Engine& engine, const RunRequest& request, const CancelToken& cancel, const ProgressFn& progress)
{
    try {
        return engine.run(request, cancel, progress);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled)
            throw;
        return engine.failedResult(request, e);
    }
}

std::string verdictText(const Lesson& lesson, const LessonResult& r, std::optional<bool> gpu)
{
    char ratio[64];
    if (!r.ratio)
        return "not measured: " + (r.baseline.ok() ? r.candidate.error : r.baseline.error);
    std::snprintf(ratio, sizeof ratio, "%.2f×", *r.ratio);
    std::string text = lesson.candidate.variant == lesson.baseline.variant
                           ? std::string(toString(lesson.candidate.buffers)) + " is " + ratio + " as fast as " +
                                 toString(lesson.baseline.buffers)
                           : lesson.candidate.variant + " is " + ratio + " as fast as " + lesson.baseline.variant;
    if (lesson.courseRatio) {
        char course[64];
        std::snprintf(course, sizeof course, " (course: %.2f×)", *lesson.courseRatio);
        text += course;
    }
    if (r.ratioCi) {
        char ci[96];
        std::snprintf(ci, sizeof ci, " [95%% interval %.2f–%.2f×]", r.ratioCi->low, r.ratioCi->high);
        text += ci;
    }
    if (r.outcome == LessonVerdict::Inconclusive) {
        char more[200];
        std::snprintf(more, sizeof more, ": inconclusive here: the interval straddles the claim's %.2f×",
                      lesson.holdsAt);
        text += more;
        if (r.repsToSettle)
            text += "; about " + std::to_string(*r.repsToSettle) + " repetitions of each run would settle it.";
        else
            text += ", and the ratio sits too close to it for more repetitions to settle it.";
        return text;
    }
    if (r.held)
        return text + ": the claim holds here. " + lesson.whyItHolds;
    text += ": the claim does not hold here.";
    if (gpu)
        text += " " + (*gpu ? lesson.whyNotOnGpu : lesson.whyNotOnCpu);
    return text;
}

} // namespace

LessonResult runLesson(Engine& engine, const Lesson& lesson, const LessonOptions& options, const CancelToken& cancel,
                       const ProgressFn& progress)
{
    const auto half = [&](double offset, const std::string& what) -> ProgressFn {
        if (!progress)
            return {};
        return [=](double f, const std::string& s) { progress(offset + f / 2, what + ": " + s); };
    };
    RunResult baseline =
        measure(engine, requestFor(lesson.baseline, options), cancel, half(0.0, lesson.baseline.variant));
    RunResult candidate =
        measure(engine, requestFor(lesson.candidate, options), cancel, half(0.5, lesson.candidate.variant));
    const auto& devices = engine.devices();
    const bool gpu =
        !devices.empty() && devices[engine.resolveDevice(options.platformIndex, options.deviceIndex)].isGpu;
    return judgeLesson(lesson, std::move(baseline), std::move(candidate), gpu);
}

LessonResult judgeLesson(const Lesson& lesson, RunResult baseline, RunResult candidate, std::optional<bool> gpu)
{
    LessonResult r;
    r.lesson = lesson.name;
    r.baseline = std::move(baseline);
    r.candidate = std::move(candidate);
    if (r.baseline.ok() && r.candidate.ok() && r.candidate.kernel.medianMs > 0) {
        r.ratio = r.baseline.kernel.medianMs / r.candidate.kernel.medianMs;
        r.ratioCi = ratioInterval(r.baseline.kernelMsCi, r.candidate.kernelMsCi);
        r.outcome = lessonVerdict(*r.ratio, r.ratioCi, lesson.holdsAt);
        r.held = r.outcome == LessonVerdict::Holds;
        if (r.outcome == LessonVerdict::Inconclusive)
            r.repsToSettle =
                repetitionsToSettle(*r.ratio, *r.ratioCi, lesson.holdsAt,
                                    std::min(r.baseline.kernelSamplesMs.size(), r.candidate.kernelSamplesMs.size()));
    }
    r.verdict = verdictText(lesson, r, gpu);
    return r;
}

std::string toString(LessonVerdict v)
{
    switch (v) {
    case LessonVerdict::Holds:
        return "holds";
    case LessonVerdict::DoesNotHold:
        return "does not hold";
    case LessonVerdict::Inconclusive:
        return "inconclusive";
    case LessonVerdict::NotMeasured:
        break;
    }
    return "not measured";
}

LessonVerdict lessonVerdict(double ratio, const std::optional<Interval>& ratioCi, double holdsAt)
{
    if (!ratioCi)
        return ratio >= holdsAt ? LessonVerdict::Holds : LessonVerdict::DoesNotHold;
    if (ratioCi->low >= holdsAt)
        return LessonVerdict::Holds;
    if (ratioCi->high < holdsAt)
        return LessonVerdict::DoesNotHold;
    return LessonVerdict::Inconclusive;
}

std::optional<std::size_t> repetitionsToSettle(double ratio, const Interval& ratioCi, double holdsAt, std::size_t reps)
{
    // The interval must shrink until its half-width (relative to the ratio) is below the ratio's
    // distance from the threshold.
    const double needed = std::abs(ratio - holdsAt) / ratio;
    const double current = ratioCi.relativeHalfWidth(ratio);
    if (needed <= 0 || reps == 0)
        return std::nullopt;
    const std::size_t total = repetitionsFor(current, reps, needed * 0.9); // a margin: the estimate is rough
    if (total > kMaxKernelSamples)
        return std::nullopt;
    return std::max(total, reps + 1);
}

} // namespace ndr
