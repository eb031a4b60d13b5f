// EngineWorker's tuning job (issue 6), apart from runs, sweeps and peaks.
#include <QtConcurrent/QtConcurrentRun>

#include "gui/engine_worker.hpp"
#include "ndr/errors.hpp"

namespace studio {

quint64 EngineWorker::tune(const ndr::TuneRequest& request) {
    const quint64 job = beginJob(JobKind::Tune);
    (void)QtConcurrent::run(&pool_, [this, job, token = token_, request] {
        const auto t0 = std::chrono::steady_clock::now();
        {
            std::lock_guard lock(mailboxMutex_);
            if (mailbox_.job == job) mailbox_.started = t0;
        }
        JobOutcome out;
        out.job = job;
        out.kind = JobKind::Tune;
        if (token->cancelled()) {
            out.cancelled = true;
        } else if (!engine_) {
            out.failed = true;
            out.message = tr("The OpenCL engine is not available.");
        } else {
            try {
                // The cache path is read here, so a test's XDG_CONFIG_HOME applies to each tune.
                ndr::Tuner tuner(*engine_);
                // Each candidate is posted as it finishes: a cancel never loses the ones measured.
                const ndr::TuneResult result = tuner.tune(
                    request, *token, [this, job](double f, const std::string& s) { report(job, f, s); },
                    [this, job](const ndr::TuneCandidate& c, const ndr::TuneCandidate*) {
                        post([this, job, c] { emit tuneCandidate(job, c); });
                    });
                out.runs = int(result.candidates.size());
                out.cancelled = result.cancelled;
                post([this, job, result] { emit tuneFinished(job, result); });
            } catch (const ndr::Error& e) {
                out.cancelled = e.kind() == ndr::ErrorKind::Cancelled;
                out.failed = !out.cancelled;
                out.invalidInput = e.kind() == ndr::ErrorKind::InvalidInput;
                out.message = QString::fromStdString(e.what());
            } catch (const std::exception& e) {
                out.failed = true;
                out.message = QString::fromStdString(e.what());
            }
        }
        out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        post([this, out] { finishJob(out); });
    });
    return job;
}

} // namespace studio
