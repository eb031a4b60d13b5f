#pragma once
// The course's claims as data: each lesson names the claim, where the course makes it, the
// figure and device it reports there, and the two runs that test it on your device (a baseline
// and the candidate the course says is faster). runLesson() measures both and says whether the
// claim held here, with the reason it does or does not on this kind of device.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/device_info.hpp"
#include "ndr/local_size.hpp"
#include "ndr/progress.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"

namespace ndr {

class Engine;
class History;

// One of the two runs a lesson compares.
struct LessonRun {
    std::string variant;
    std::size_t n = 0;
    LocalSize local; // automatic when empty
    BufferMode buffers = BufferMode::Copy;
};

struct Lesson {
    std::string name;                  // "tiled-vs-naive": --run NAME
    std::string claim;                 // what the course says, in one sentence
    std::string courseSource;          // "seed 000 sample 06"
    std::string courseFigure;          // "naive 1.0 s, tiled 0.094 s at N = 512: 10.6×"
    std::string courseDevice;          // "Tesla M2090" or "the author's GPU"
    std::optional<double> courseRatio; // candidate over baseline speed; none where the course gives no number
    LessonRun baseline;
    LessonRun candidate;
    // The claim holds on a device where the candidate is at least this many times faster.
    double holdsAt = 1.2;
    std::string whyItHolds;  // the mechanism, where the measurement agrees with the course
    std::string whyNotOnGpu; // what makes the difference small or reversed on a GPU (caches, compilers)
    std::string whyNotOnCpu; // the same on a CPU device (PoCL): no warps, no banks, caches
};

// Every lesson, in course order.
const std::vector<Lesson>& lessons();
// nullptr when no lesson has that name.
const Lesson* findLesson(const std::string& name);

struct LessonOptions {
    int platformIndex = -1, deviceIndex = -1; // -1,-1: the engine's default device
    std::optional<std::size_t> n;             // overrides both runs' N (tests: small sizes)
    int warmup = 1, reps = 3;
};

// What a lesson's measurement says about its claim. With intervals (both runs kept two or more
// samples) the ratio's 95 % interval decides: entirely at or above the claim's threshold, it
// holds; entirely below, it does not; straddling it, inconclusive. Without intervals (one
// repetition, runs stored before samples were kept) the ratio itself decides.
enum class LessonVerdict { NotMeasured, Holds, DoesNotHold, Inconclusive };
std::string toString(LessonVerdict v); // "not measured", "holds", "does not hold", "inconclusive"

struct LessonResult {
    std::string lesson;
    RunResult baseline;
    RunResult candidate;
    // Baseline kernel time over candidate kernel time (medians): > 1 means the candidate is
    // faster. None when either run did not verify.
    std::optional<double> ratio;
    // The ratio's interval from the two medians' intervals (ndr::ratioInterval); none without them.
    std::optional<Interval> ratioCi;
    LessonVerdict outcome = LessonVerdict::NotMeasured;
    // Inconclusive: about how many repetitions each run would need for the interval to clear the
    // threshold (the width shrinking as 1/sqrt(reps)); none where no count would (the ratio sits on
    // the threshold) or above kMaxKernelSamples.
    std::optional<std::size_t> repsToSettle;
    bool held = false;   // outcome == Holds
    std::string verdict; // one sentence: the measured ratio, whether the claim held, and why
};

// Runs the lesson's two runs on one device (Engine::run each: verified against the CPU
// reference). A run that fails verification or errors is kept as it is and the lesson has no
// ratio. Cancel: throws Error(Cancelled) like Engine::run. Progress covers both runs.
LessonResult runLesson(Engine& engine, const Lesson& lesson, const LessonOptions& options = {},
                       const CancelToken& cancel = {}, const ProgressFn& progress = {});

// The verdict on a lesson's two runs: the ratio, whether the claim held, and why. `gpu` says
// whether they ran on a GPU; unknown (a device not on this machine) leaves the reason out where
// the claim did not hold.
LessonResult judgeLesson(const Lesson& lesson, RunResult baseline, RunResult candidate, std::optional<bool> gpu);
// The verdict alone, from a ratio, its interval and the threshold (judgeLesson's rule); `reps`
// is the smaller repetition count of the two runs, for repsToSettle.
LessonVerdict lessonVerdict(double ratio, const std::optional<Interval>& ratioCi, double holdsAt);
std::optional<std::size_t> repetitionsToSettle(double ratio, const Interval& ratioCi, double holdsAt, std::size_t reps);

// Whether a run is one of a lesson's runs as `lessons --run` makes them: the variant, buffers and
// (where the lesson fixes one) local size; any N.
bool matchesLessonRun(const LessonRun& spec, const RunResult& run);

// The lesson's latest measurement among `newestFirst` (runs newest first, as History::list gives
// them): the newest candidate run together with the newest baseline run on the same device at the
// same N. None when no such pair is there. `isGpu` tells a run's device kind where it is known.
std::optional<LessonResult> latestLessonResult(const Lesson& lesson, const std::vector<RunResult>& newestFirst,
                                               const std::function<std::optional<bool>(const RunResult&)>& isGpu);
// The same measurement found in the run history by a query (History::newestPair), reading only
// the two runs it finds. A pair whose stored runs do not read back counts as none. Throws
// HistoryError where the history cannot be read.
std::optional<LessonResult> latestLessonResult(const Lesson& lesson, const History& history,
                                               const std::function<std::optional<bool>(const RunResult&)>& isGpu);

} // namespace ndr
