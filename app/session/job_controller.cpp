#include "session/job_controller.hpp"

#include <QStringList>

#include "ndr/peaks.hpp"
#include "session/session.hpp"

namespace studio {

JobController::JobController(Session* session, QObject* parent)
    : QObject(parent), session_(session), worker_(new EngineWorker(this)), oclgrind_(new OclgrindCheck(this))
{
    qRegisterMetaType<studio::JobController::Refusal>();
    connect(worker_, &EngineWorker::ready, this, &JobController::engineReady);
    connect(worker_, &EngineWorker::resultReady, this,
            [this](quint64, const ndr::RunResult& result) { onResult(result); });
    connect(worker_, &EngineWorker::runSkipped, session_,
            [this](quint64, const ndr::SkippedRun& skipped) { session_->addSkipped(skipped); });
    connect(worker_, &EngineWorker::peaksReady, this, &JobController::onPeaks);
    connect(worker_, &EngineWorker::noCachedPeaks, this, &JobController::noCachedPeaks);
    connect(worker_, &EngineWorker::jobFinished, this, &JobController::onJobFinished);
}

void JobController::startEngine(const ndr::FaultPlan& faults)
{
    worker_->setFaultPlan(faults);
    worker_->start();
}

QString JobController::defaultDeviceId() const
{
    for (const ndr::DeviceInfo& d : worker_->devices())
        if (d.isGpu)
            return QString::fromStdString(d.id());
    return worker_->devices().empty() ? QString() : QString::fromStdString(worker_->devices().front().id());
}

std::string JobController::peaksKeyOf(const QString& deviceId) const
{
    for (const ndr::DeviceInfo& d : worker_->devices())
        if (QString::fromStdString(d.id()) == deviceId)
            return ndr::peaksDeviceKey(d.name, d.driverVersion, d.platformName);
    return {};
}

bool JobController::canStart()
{
    if (!worker_->isReady()) {
        emit refused(Refusal::EngineNotReady);
        return false;
    }
    if (worker_->devices().empty()) {
        emit refused(Refusal::NoDevice);
        return false;
    }
    return true;
}

quint64 JobController::startRun(const ndr::RunRequest& request)
{
    if (!canStart())
        return 0;
    // The buffer mode always, the queues where they are not the one in-order queue: runs that
    // differ only there (Compare buffer modes, the queue modes) read differently in the log.
    QString how = tr("buffers %1").arg(QString::fromStdString(ndr::toString(request.buffers)));
    if (request.queues == ndr::QueueMode::OutOfOrder)
        how += QStringLiteral(", ") + tr("one out-of-order queue");
    else if (request.queues == ndr::QueueMode::TwoQueues)
        how += QStringLiteral(", ") + tr("two queues");
    if (request.gemm)
        emit logged(tr("Run %1 at N = %2 with %3 (%4)")
                        .arg(QString::fromStdString(request.variant))
                        .arg(request.n)
                        .arg(QString::fromStdString(request.gemm->toString()), how));
    else
        emit logged(tr("Run %1 at N = %2, local %3 (%4)")
                        .arg(QString::fromStdString(request.variant))
                        .arg(request.n)
                        .arg(QString::fromStdString(request.local.toString()), how));
    return worker_->run(request);
}

quint64 JobController::startSweep(const ndr::SweepRequest& request)
{
    if (!canStart())
        return 0;
    emit logged(tr("Sweep: %1 variant(s) × %2 size(s) × %3 local size(s)")
                    .arg(request.variants.size())
                    .arg(request.sizes.size())
                    .arg(request.locals.empty() ? 1 : request.locals.size()));
    return worker_->sweep(request);
}

quint64 JobController::startMeasurePeaks(const QString& deviceId)
{
    if (!canStart())
        return 0;
    emit logged(tr("Measuring peaks of device %1").arg(deviceId));
    return worker_->measurePeaks(deviceId);
}

quint64 JobController::startTune(const ndr::TuneRequest& request)
{
    if (!canStart())
        return 0;
    return worker_->tune(request);
}

quint64 JobController::startLessons(const std::vector<std::string>& names, const ndr::LessonOptions& options)
{
    if (!canStart())
        return 0;
    emit logged(tr("Measuring %n lesson(s)", nullptr, int(names.size())));
    return worker_->runLessons(names, options);
}

bool JobController::cancel()
{
    if (!worker_->isBusy())
        return false;
    worker_->cancel();
    return true;
}

void JobController::loadCachedPeaks()
{
    // Every device, not only the selected one: imported or earlier runs of any device then get
    // their peak lines as soon as they are charted.
    for (const ndr::DeviceInfo& d : worker_->devices())
        worker_->loadCachedPeaks(QString::fromStdString(d.id()));
}

void JobController::loadCachedPeaks(const QString& deviceId)
{
    if (!deviceId.isEmpty() && worker_->isReady())
        worker_->loadCachedPeaks(deviceId);
}

ndr::RunRequest JobController::withParams(ndr::RunRequest base, const QString& variant, const QString& deviceId, int n,
                                          const ndr::GemmParams& params)
{
    const QStringList pd = deviceId.split(QLatin1Char(':'));
    if (pd.size() == 2) {
        base.platformIndex = pd[0].toInt();
        base.deviceIndex = pd[1].toInt();
    }
    base.variant = variant.toStdString();
    base.n = std::size_t(n);
    base.local = ndr::LocalSize::automatic();
    base.gemm = params;
    return base;
}

QString JobController::durationText(double seconds)
{
    if (seconds < 10)
        return tr("%1 s").arg(seconds, 0, 'f', 1);
    if (seconds < 60)
        return tr("%1 s").arg(qRound(seconds));
    const int s = qRound(seconds);
    return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
}

QString JobController::outcomeText(const JobOutcome& o)
{
    // A sweep's runs, with how many of them failed where any did.
    const QString sweepRuns = o.failedRuns > 0 ? tr("%1 run(s), %2 of them failed").arg(o.runs).arg(o.failedRuns)
                                               : tr("%1 run(s)").arg(o.runs);
    if (o.kind == JobKind::Sweep && o.cancelled)
        return tr("Sweep cancelled after %1: %2 kept, %3 skipped.")
            .arg(durationText(o.seconds), sweepRuns)
            .arg(o.skipped);
    if (o.kind == JobKind::Sweep && o.failed)
        return tr("Sweep failed after %1: %2").arg(sweepRuns, o.message);
    if (o.cancelled)
        return tr("Cancelled; %n finished run(s) kept.", nullptr, o.runs);
    if (o.failed)
        return tr("Failed: %1").arg(o.message);
    switch (o.kind) {
    case JobKind::Tune:
        return tr("Tuning finished: %n candidate(s) in %1.", nullptr, o.runs).arg(durationText(o.seconds));
    case JobKind::Peaks:
        return tr("Peaks measured in %1.").arg(durationText(o.seconds));
    case JobKind::Lesson:
        return tr("Lessons measured: %n run(s) in %1.", nullptr, o.runs).arg(durationText(o.seconds));
    case JobKind::Sweep:
        return tr("Sweep finished: %1, %2 skipped, in %3.").arg(sweepRuns).arg(o.skipped).arg(durationText(o.seconds));
    case JobKind::Run:
        break;
    }
    return tr("Run finished in %1.").arg(durationText(o.seconds));
}

void JobController::onResult(const ndr::RunResult& result)
{
    session_->addRun(result);
    // A cancelled or skipped run is reported when its job finishes; a failure here.
    const ndr::RunStatus status = result.outcome();
    if (status == ndr::RunStatus::VerificationFailed || status == ndr::RunStatus::RuntimeError)
        emit logged(tr("%1 at N = %2 failed: %3")
                        .arg(QString::fromStdString(result.variant))
                        .arg(result.n)
                        .arg(result.error.empty() ? tr("not verified against the host reference")
                                                  : QString::fromStdString(result.error)));
}

void JobController::onJobFinished(const JobOutcome& o)
{
    // A sweep's start is logged, so is its end, however it ended (a newer job that replaced it
    // cancelled it); of the other jobs, a failure or a cancel of the latest one.
    if (o.kind == JobKind::Sweep || (o.latest && (o.failed || o.cancelled)))
        emit logged(outcomeText(o));
}

void JobController::onPeaks(const QString& deviceId, const ndr::DevicePeaks& peaks, bool fromCache)
{
    if (!session_->updatePeaks(peaks, fromCache) || fromCache)
        return;
    emit logged(tr("Peaks of %1: %2 GB/s read, %3 GB/s copy, %4 GFLOP/s FP32, %5 µs launch latency")
                    .arg(deviceId)
                    .arg(peaks.bandwidthGBs, 0, 'f', 1)
                    .arg(peaks.copyGBs, 0, 'f', 1)
                    .arg(peaks.computeGflops, 0, 'f', 1)
                    .arg(peaks.launchLatencyUs, 0, 'f', 1));
}

} // namespace studio
