// EngineWorker's tuning and lesson jobs, apart from runs, sweeps and peaks.
#include <QtConcurrent/QtConcurrentRun>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"
#include "session/engine_worker.hpp"

namespace studio {

quint64 EngineWorker::tune(const ndr::TuneRequest& request)
{
    return startJob(JobKind::Tune, [this, request](quint64 job, const ndr::CancelToken& token, JobOutcome& out) {
        // The cache path is read here, so a test's XDG_CONFIG_HOME applies to each tune.
        ndr::Tuner tuner(*engine_);
        // Each candidate is posted as it finishes: a cancel never loses the ones measured.
        const ndr::TuneResult result = tuner.tune(
            request, token, [this, job](double f, const std::string& s) { report(job, f, s); },
            [this, job](const ndr::TuneCandidate& c, const ndr::TuneCandidate*) {
                post([this, job, c] { emit tuneCandidate(job, c); });
            });
        out.runs = int(result.candidates.size());
        out.cancelled = result.cancelled;
        post([this, job, result] { emit tuneFinished(job, result); });
    });
}

quint64 EngineWorker::runLessons(const std::vector<std::string>& names, const ndr::LessonOptions& options)
{
    return startJob(
        JobKind::Lesson, [this, names, options](quint64 job, const ndr::CancelToken& token, JobOutcome& out) {
            for (std::size_t i = 0; i < names.size() && !token.cancelled(); ++i) {
                const ndr::Lesson* lesson = ndr::findLesson(names[i]);
                if (!lesson)
                    throw ndr::Error(ndr::ErrorKind::InvalidInput, "unknown lesson " + ndr::quote(names[i]));
                const double share = 1.0 / double(names.size());
                const ndr::LessonResult r = ndr::runLesson(
                    *engine_, *lesson, options, token,
                    [this, job, i, share](double f, const std::string& s) { report(job, (double(i) + f) * share, s); });
                out.runs += 2;
                post([this, job, r] {
                    emit resultReady(job, r.baseline);
                    emit resultReady(job, r.candidate);
                    emit lessonMeasured(job, r);
                });
            }
            out.cancelled = token.cancelled();
        });
}

} // namespace studio
