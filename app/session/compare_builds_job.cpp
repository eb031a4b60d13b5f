// CompareBuildsJob: two builds of a kernel in one sweep, then their speed ratio.
#include "session/compare_builds_job.hpp"

#include "session/engine_worker.hpp"
#include "session/job_controller.hpp"

namespace studio {

std::optional<double> speedRatioOf(const ndr::RunResult& a, const ndr::RunResult& b)
{
    if (!a.ok() || !b.ok() || !a.measured || !b.measured || a.kernel.medianMs <= 0 || b.kernel.medianMs <= 0)
        return std::nullopt;
    return a.kernel.medianMs / b.kernel.medianMs;
}

CompareBuildsJob::CompareBuildsJob(JobController* jobs, EngineWorker* worker, QObject* parent)
    : QObject(parent), jobs_(jobs), worker_(worker)
{
    connect(worker_, &EngineWorker::resultReady, this, &CompareBuildsJob::onResult);
    connect(worker_, &EngineWorker::jobFinished, this,
            [this](const JobOutcome& o) { onFinished(o.job, o.cancelled || !o.latest, o.failed, o.message); });
}

quint64 CompareBuildsJob::start(const ndr::RunRequest& base, const QString& baseline, const QString& candidate)
{
    ndr::SweepRequest sweep;
    sweep.base = base;
    sweep.variants = {baseline.toStdString(), candidate.toStdString()};
    sweep.sizes = {base.n};
    sweep.locals = {base.local};
    current_ = BuildsComparison();
    current_.baseline = baseline;
    current_.candidate = candidate;
    job_ = jobs_->startSweep(sweep);
    return job_;
}

void CompareBuildsJob::onResult(quint64 job, const ndr::RunResult& result)
{
    if (job == 0 || job != job_)
        return;
    const QString variant = QString::fromStdString(result.variant);
    if (variant == current_.baseline)
        current_.a = result;
    else if (variant == current_.candidate)
        current_.b = result;
}

void CompareBuildsJob::onFinished(quint64 job, bool cancelled, bool failed, const QString& message)
{
    if (job == 0 || job != job_)
        return;
    job_ = 0;
    BuildsComparison out = std::move(current_);
    current_ = BuildsComparison();
    if (out.a && out.b)
        out.speedRatio = speedRatioOf(*out.a, *out.b);
    if (out.speedRatio)
        out.speedRatioCi = ndr::ratioInterval(out.a->kernelMsCi, out.b->kernelMsCi);
    else if (cancelled)
        out.error = tr("The comparison was cancelled or replaced by a newer job.");
    else if (failed)
        out.error = message;
    else if (out.a && !out.a->ok())
        out.error = tr("%1 failed: %2").arg(out.baseline, QString::fromStdString(out.a->error));
    else if (out.b && !out.b->ok())
        out.error = tr("%1 failed: %2").arg(out.candidate, QString::fromStdString(out.b->error));
    else
        out.error = tr("The job ended without both runs.");
    emit finished(out);
}

} // namespace studio
