// Measures a lesson: its baseline and candidate runs on one device, and the verdict.
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
        r.held = *r.ratio >= lesson.holdsAt;
    }
    r.verdict = verdictText(lesson, r, gpu);
    return r;
}

} // namespace ndr
