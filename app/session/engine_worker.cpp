#include "session/engine_worker.hpp"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>
#include <QtConcurrent/qtconcurrenttask.h>
#include <exception>

#include "ndr/errors.hpp"

namespace studio {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

} // namespace

EngineWorker::EngineWorker(QObject* parent) : QObject(parent)
{
    pool_.setMaxThreadCount(1);
    // Never let the pool retire its thread: the engine then lives its whole life on one OS
    // thread, which keeps OpenCL drivers that care about thread affinity happy.
    pool_.setExpiryTimeout(-1);
    progressTimer_.setInterval(kProgressIntervalMs);
    connect(&progressTimer_, &QTimer::timeout, this, &EngineWorker::flushProgress);
}

EngineWorker::~EngineWorker()
{
    if (token_)
        token_->cancel();
    ++latestValidation_; // queued validations become no-ops
    ++latestCapture_;
    ++latestBuild_;
    ++latestInspect_;
    pool_.clear(); // jobs that have not started are dropped
    (void)QtConcurrent::run(&pool_, [this] { engine_.reset(); });
    pool_.waitForDone();
}

void EngineWorker::setFaultPlan(const ndr::FaultPlan& faults)
{
    engineOptions_.faults = faults;
    if (!started_)
        return;
    (void)QtConcurrent::run(&pool_, [this, options = engineOptions_] {
        try {
            engine_ = std::make_unique<ndr::Engine>(options);
        } catch (const std::exception&) {
            engine_.reset(); // as a failed start: jobs then report that there is no engine
        }
    });
}

void EngineWorker::start()
{
    started_ = true;
    (void)QtConcurrent::run(&pool_, [this] {
        std::vector<ndr::DeviceInfo> devices;
        QString error;
        try {
            engine_ = std::make_unique<ndr::Engine>(engineOptions_);
            devices = engine_->devices();
        } catch (const std::exception& e) {
            engine_.reset();
            error = QString::fromStdString(e.what());
        }
        post([this, devices, error] {
            devices_ = devices;
            initError_ = error;
            ready_ = true;
            emit ready();
        });
    });
}

quint64 EngineWorker::beginJob(JobKind kind)
{
    if (token_)
        token_->cancel(); // the newest job wins
    token_ = std::make_shared<ndr::CancelToken>();
    const quint64 job = ++nextJob_;
    latestJob_ = job;
    {
        std::lock_guard lock(mailboxMutex_);
        mailbox_ = Mailbox{job, 0.0, tr("Waiting for the worker…").toStdString(), Clock::now(), true};
    }
    if (pendingJobs_++ == 0)
        emit busyChanged(true);
    progressTimer_.start();
    emit jobStarted(job, kind);
    return job;
}

void EngineWorker::finishJob(const JobOutcome& finished)
{
    JobOutcome outcome = finished;
    outcome.latest = outcome.job == latestJob_;
    --pendingJobs_;
    flushProgress();
    emit jobFinished(outcome);
    if (pendingJobs_ == 0) {
        progressTimer_.stop();
        emit busyChanged(false);
    }
}

void EngineWorker::report(quint64 job, double fraction, const std::string& status)
{
    if (job != latestJob_.load())
        return; // a replaced job's progress would make the bar jump backwards
    std::lock_guard lock(mailboxMutex_);
    mailbox_.fraction = fraction;
    mailbox_.status = status;
    mailbox_.dirty = true;
}

void EngineWorker::flushProgress()
{
    Mailbox m;
    {
        std::lock_guard lock(mailboxMutex_);
        if (!mailbox_.dirty)
            return;
        mailbox_.dirty = false;
        m = mailbox_;
    }
    // Linear extrapolation; meaningless for the first percent, so no ETA until then.
    const double elapsed = secondsSince(m.started);
    const double eta = m.fraction > 0.01 ? elapsed * (1.0 - m.fraction) / m.fraction : -1.0;
    emit progress(m.fraction, QString::fromStdString(m.status), eta);
}

void EngineWorker::markStarted(quint64 job, Clock::time_point t0)
{
    std::lock_guard lock(mailboxMutex_);
    if (mailbox_.job == job)
        mailbox_.started = t0; // the ETA counts from here, not from the queueing
}

void EngineWorker::recordError(JobOutcome& out, const std::exception& e)
{
    out.message = QString::fromStdString(e.what());
    if (const auto* err = dynamic_cast<const ndr::Error*>(&e)) {
        out.cancelled = err->kind() == ndr::ErrorKind::Cancelled;
        out.failed = !out.cancelled;
        out.invalidInput = err->kind() == ndr::ErrorKind::InvalidInput;
        out.offerOclgrindCheck = err->offersOclgrindCheck();
    } else {
        out.failed = true; // a bug surfacing as a plain exception: reported, the studio goes on
    }
}

quint64 EngineWorker::run(const ndr::RunRequest& request)
{
    return startJob(
        JobKind::Run,
        [this, request](quint64 job, const ndr::CancelToken& token, JobOutcome& out) {
            try {
                ndr::RunResult r =
                    engine_->run(request, token, [this, job](double f, const std::string& s) { report(job, f, s); });
                out.runs = 1;
                post([this, job, r] { emit resultReady(job, r); });
            } catch (const ndr::Error& e) {
                // A run that did not finish still belongs in the table, so the session shows every
                // attempt: red for a runtime error (e.g. a kernel build failure), grey for a cancelled
                // run or one whose input broke a limit. Its status keeps it off the charts.
                post([this, job, r = engine_->failedResult(request, e)] { emit resultReady(job, r); });
                throw;
            } catch (const std::exception& e) {
                post([this, job, r = engine_->failedResult(request, std::string(e.what()))] {
                    emit resultReady(job, r);
                });
                throw;
            }
        },
        [this, request](quint64 job) {
            // A newer job replaced this run before it started: it is a cancelled row all the same.
            ndr::RunResult r = engine_->failedResult(request, std::string());
            r.status = ndr::RunStatus::Cancelled;
            post([this, job, r] { emit resultReady(job, r); });
        });
}

quint64 EngineWorker::sweep(const ndr::SweepRequest& request)
{
    return startJob(JobKind::Sweep, [this, request](quint64 job, const ndr::CancelToken& token, JobOutcome& out) {
        // Each finished run is posted at once, so a cancel or a crash later in the sweep never
        // costs rows that already exist.
        // The counts grow with the rows, so a sweep that throws later still reports what it kept.
        const ndr::SweepResult result = engine_->sweep(
            request, token, [this, job](double f, const std::string& s) { report(job, f, s); },
            [this, job, &out](const ndr::RunResult& r) {
                ++out.runs;
                const ndr::RunStatus status = r.outcome();
                if (status == ndr::RunStatus::VerificationFailed || status == ndr::RunStatus::RuntimeError)
                    ++out.failedRuns;
                post([this, job, r] { emit resultReady(job, r); });
            });
        for (const ndr::SkippedRun& s : result.skipped)
            post([this, job, s] { emit runSkipped(job, s); });
        out.runs = int(result.runs.size());
        out.skipped = int(result.skipped.size());
        out.cancelled = result.cancelled;
    });
}

quint64 EngineWorker::validate(const ndr::RunRequest& request)
{
    const quint64 seq = ++latestValidation_;
    // Higher priority than queued runs, so feedback on an edit does not wait behind a queue;
    // it still waits for the job that is running, which is why the GUI checks syntax itself.
    (void)QtConcurrent::task([this, seq, request] {
        if (seq != latestValidation_.load())
            return; // the user has typed on since; skip the stale check
        ValidationReport rep;
        rep.seq = seq;
        if (!engine_) {
            rep.reason = tr("The OpenCL engine is not available.");
        } else {
            try {
                const ndr::Validation v = engine_->validate(request);
                rep.ok = v.ok;
                rep.reason = QString::fromStdString(v.reason);
                if (v.error)
                    rep.diagnostics = v.error->diagnostics();
                rep.resolvedLocal = QString::fromStdString(v.local.toString());
                rep.globalX = v.globalX;
                rep.globalY = v.globalY;
                rep.globalSize =
                    v.globalY > 1 ? QStringLiteral("%1×%2").arg(v.globalX).arg(v.globalY) : QString::number(v.globalX);
                if (v.ok)
                    rep.buildOptions = QString::fromStdString(engine_->buildOptions(request));
            } catch (const std::exception& e) {
                rep.ok = false;
                rep.reason = QString::fromStdString(e.what());
            }
        }
        post([this, rep] {
            if (rep.seq == latestValidation_.load())
                emit validated(rep);
        });
    })
        .onThreadPool(pool_)
        .withPriority(1)
        .spawn();
    return seq;
}

quint64 EngineWorker::captureIds(const ndr::IdCaptureRequest& request)
{
    const quint64 seq = ++latestCapture_;
    // Like validate(): ahead of queued runs, and a stale request is skipped.
    (void)QtConcurrent::task([this, seq, request] {
        if (seq != latestCapture_.load())
            return;
        std::optional<ndr::IdCapture> capture;
        QString error;
        if (!engine_) {
            error = tr("The OpenCL engine is not available.");
        } else {
            try {
                capture = engine_->captureIds(request);
            } catch (const std::exception& e) {
                error = QString::fromStdString(e.what());
            }
        }
        post([this, seq, capture, error] {
            if (seq != latestCapture_.load())
                return;
            if (capture)
                emit idsCaptured(seq, *capture);
            else
                emit idsCaptureFailed(seq, error);
        });
    })
        .onThreadPool(pool_)
        .withPriority(1)
        .spawn();
    return seq;
}

void EngineWorker::cancel()
{
    if (token_)
        token_->cancel();
}

} // namespace studio
