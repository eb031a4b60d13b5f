#pragma once
#include <QElapsedTimer>
#include <QMetaObject>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "ndr/engine.hpp"
#include "ndr/lessons.hpp"
#include "ndr/tuner.hpp"

namespace studio {

// What the engine said about the setup the user is editing.
struct ValidationReport {
    quint64 seq = 0;
    bool ok = false;
    QString reason;        // the core's words, shown inline
    QString resolvedLocal; // automatic replaced by the size the variant would use
    QString globalSize;
    std::size_t globalX = 0, globalY = 1; // the NDRange, for what the local size makes of it
    QString buildOptions;
    // The kernel did not build: the compiler's messages, located in the user's file.
    std::vector<ndr::Diagnostic> diagnostics;
};

// The newest build of a kernel the user is editing (EngineWorker::build).
struct BuildReport {
    quint64 seq = 0;
    QString variant; // the registered draft that was compiled
    bool ok = false;
    bool compileFailed = false; // the compiler refused the source (clBuildProgram): `log` has its words
    QString reason;             // the core's words when not ok
    QString log;                // the compiler's log of a failed build (the reason's "build log:" part)
    // Of a failed build: the compiler's messages, located in the user's file.
    std::vector<ndr::Diagnostic> diagnostics;
    QString buildOptions; // what it was compiled with, when ok
};

enum class JobKind { Run, Sweep, Peaks, Tune, Lesson };

struct JobOutcome {
    quint64 job = 0;
    JobKind kind = JobKind::Run;
    bool latest = true; // false when a newer job replaced this one
    bool cancelled = false;
    bool failed = false; // the whole call threw (a single run's error, an invalid request)
    bool invalidInput = false;
    bool offerOclgrindCheck = false; // the kernel crashed or hung its runner (ndr::Error::offersOclgrindCheck)
    QString message;                 // the core's error text when failed
    int runs = 0;
    int failedRuns = 0; // of `runs`: a runtime error or a failed verification (a sweep's)
    int skipped = 0;
    double seconds = 0;
};

// Owns the one ndr::Engine and runs every call to it on a single worker thread (a one-thread
// QThreadPool fed by QtConcurrent). The engine is not thread-safe, so nothing else may touch it;
// the GUI only keeps a copy of the device list. Results come back as signals on the GUI thread.
// The newest job wins: starting one cancels the previous one through its CancelToken.
class EngineWorker : public QObject {
    Q_OBJECT

public:
    explicit EngineWorker(QObject* parent = nullptr);
    ~EngineWorker() override;

    // Constructs the engine on the worker thread (platform enumeration can take a moment);
    // ready() follows.
    void start();
    // Test seam: the failures the engine acts out (ndr/fault_plan.hpp). Before start(), the engine
    // is built with them; after it, the engine is rebuilt with them on the worker thread, behind
    // any job already queued, so the next job sees them.
    void setFaultPlan(const ndr::FaultPlan& faults);
    bool isReady() const { return ready_; }
    const std::vector<ndr::DeviceInfo>& devices() const { return devices_; }
    // Non-empty when constructing the engine threw.
    const QString& initError() const { return initError_; }

    quint64 run(const ndr::RunRequest& request);
    quint64 sweep(const ndr::SweepRequest& request);
    // Measures the device's peaks (a job like a run: progress, cancel, newest wins); the result
    // arrives as peaksReady(fromCache = false) and is written to the engine's peaks cache.
    quint64 measurePeaks(const QString& deviceId);
    // Reads the cached peaks of a device without disturbing the running job; answers with
    // peaksReady(fromCache = true) or noCachedPeaks.
    void loadCachedPeaks(const QString& deviceId);
    // Runs the GEMM tuner (engine_worker_tune.cpp): a job like a run (progress, cancel, newest
    // wins); each finished candidate arrives as tuneCandidate, the whole search as tuneFinished.
    quint64 tune(const ndr::TuneRequest& request);
    // Measures lessons (engine_worker_tune.cpp): a job like a sweep (progress, cancel, newest
    // wins); both runs of each lesson arrive as resultReady, its verdict as lessonMeasured.
    quint64 runLessons(const std::vector<std::string>& names, const ndr::LessonOptions& options);
    // Asks the engine to validate; only the newest request's answer is delivered.
    quint64 validate(const ndr::RunRequest& request);
    // Compiles the request's kernel (a user kernel being edited) as the engine would for a run, off
    // the GUI thread and ahead of queued runs; only the newest build's answer is delivered, as built().
    quint64 build(const ndr::RunRequest& request);
    // What the compiler made of the request's kernel (ndr::Engine::inspect), behind the running job;
    // only the newest request's answer is delivered, as inspected() or inspectFailed().
    quint64 inspect(const ndr::RunRequest& request);
    // Work-group explorer: ids from the device for a window of an NDRange (newest request wins).
    quint64 captureIds(const ndr::IdCaptureRequest& request);
    // Stops the current job at its next boundary; finished results are still delivered.
    void cancel();

    bool isBusy() const { return pendingJobs_ > 0; }
    quint64 latestJob() const { return latestJob_; }

    // Progress is sampled at this rate, however often the engine reports.
    static constexpr int kProgressIntervalMs = 40;

signals:
    void ready();
    void validated(const studio::ValidationReport& report);
    void built(const studio::BuildReport& report);
    void inspected(quint64 seq, const ndr::InspectReport& report);
    void inspectFailed(quint64 seq, const QString& message, const std::vector<ndr::Diagnostic>& diagnostics);
    void progress(double fraction, const QString& status, double etaSeconds);
    void resultReady(quint64 job, const ndr::RunResult& result);
    void runSkipped(quint64 job, const ndr::SkippedRun& skipped);
    void peaksReady(const QString& deviceId, const ndr::DevicePeaks& peaks, bool fromCache);
    void noCachedPeaks(const QString& deviceId);
    void tuneCandidate(quint64 job, const ndr::TuneCandidate& candidate);
    void tuneFinished(quint64 job, const ndr::TuneResult& result);
    void lessonMeasured(quint64 job, const ndr::LessonResult& result);
    void jobStarted(quint64 job, studio::JobKind kind);
    void jobFinished(const studio::JobOutcome& outcome);
    void busyChanged(bool busy);
    void idsCaptured(quint64 seq, const ndr::IdCapture& capture);
    void idsCaptureFailed(quint64 seq, const QString& message);

private:
    struct Mailbox {
        quint64 job = 0;
        double fraction = 0;
        std::string status;
        std::chrono::steady_clock::time_point started;
        bool dirty = false;
    };

    quint64 beginJob(JobKind kind);
    // The frame every job shares, run on the pool: the ETA starts when the job does, a job
    // replaced before it ran ends as cancelled, no engine is a failure, any exception becomes the
    // outcome (ndr::Error by its kind), and the outcome is posted. `body(job, token, out)` does
    // the job's own work and may throw.
    // Runs `body` on the pool thread; `replaced(job)`, where given, when a newer job cancelled
    // this one before it started.
    template <typename Body, typename Replaced = std::nullptr_t>
    quint64 startJob(JobKind kind, Body body, Replaced replaced = nullptr);
    void markStarted(quint64 job, std::chrono::steady_clock::time_point t0);
    static void recordError(JobOutcome& out, const std::exception& e);
    void finishJob(const JobOutcome& outcome);
    void report(quint64 job, double fraction, const std::string& status);
    void flushProgress();
    // Queues `fn` to run on the GUI thread with this object as context (dropped if destroyed).
    template <typename Fn> void post(Fn&& fn);

    QThreadPool pool_;
    std::unique_ptr<ndr::Engine> engine_;  // created, used and destroyed on the pool thread only
    ndr::EngineOptions engineOptions_;     // how engine_ is built
    std::vector<ndr::DeviceInfo> devices_; // GUI-thread copy
    QString initError_;
    bool ready_ = false;
    bool started_ = false;

    std::shared_ptr<ndr::CancelToken> token_; // of the newest job
    quint64 nextJob_ = 0;
    std::atomic<quint64> latestJob_{0};
    std::atomic<quint64> latestValidation_{0};
    std::atomic<quint64> latestCapture_{0};
    std::atomic<quint64> latestBuild_{0};
    std::atomic<quint64> latestInspect_{0};
    int pendingJobs_ = 0;

    // The worker drops progress here; a GUI timer samples it. This coalesces thousands of
    // engine callbacks into at most 25 repaints a second.
    std::mutex mailboxMutex_;
    Mailbox mailbox_;
    QTimer progressTimer_;
};

// In the header because the worker's job kinds live in several .cpp files.
template <typename Fn> void EngineWorker::post(Fn&& fn)
{
    QMetaObject::invokeMethod(this, std::forward<Fn>(fn), Qt::QueuedConnection);
}

template <typename Body, typename Replaced> quint64 EngineWorker::startJob(JobKind kind, Body body, Replaced replaced)
{
    const quint64 job = beginJob(kind);
    (void)QtConcurrent::run(
        &pool_, [this, job, kind, token = token_, body = std::move(body), replaced = std::move(replaced)]() mutable {
            const auto t0 = std::chrono::steady_clock::now();
            markStarted(job, t0);
            JobOutcome out;
            out.job = job;
            out.kind = kind;
            if (token->cancelled()) {
                out.cancelled = true; // replaced before it even started
                if constexpr (!std::is_same_v<Replaced, std::nullptr_t>)
                    if (engine_)
                        replaced(job);
            } else if (!engine_) {
                out.failed = true;
                out.message = tr("The OpenCL engine is not available.");
            } else {
                try {
                    body(job, *token, out);
                } catch (const std::exception& e) {
                    recordError(out, e);
                }
            }
            out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            post([this, out] { finishJob(out); });
        });
    return job;
}

} // namespace studio

Q_DECLARE_METATYPE(studio::ValidationReport)
Q_DECLARE_METATYPE(studio::BuildReport)
Q_DECLARE_METATYPE(studio::JobOutcome)
Q_DECLARE_METATYPE(studio::JobKind)
Q_DECLARE_METATYPE(ndr::RunResult)
Q_DECLARE_METATYPE(ndr::SkippedRun)
Q_DECLARE_METATYPE(ndr::DevicePeaks)
Q_DECLARE_METATYPE(ndr::IdCapture)
Q_DECLARE_METATYPE(ndr::TuneCandidate)
Q_DECLARE_METATYPE(ndr::TuneResult)
Q_DECLARE_METATYPE(ndr::LessonResult)
