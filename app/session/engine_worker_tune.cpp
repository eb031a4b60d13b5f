// EngineWorker's tuning job, apart from runs, sweeps and peaks.
#include <QtConcurrent/QtConcurrentRun>

#include "ndr/errors.hpp"
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

} // namespace studio
