#pragma once
#include <QObject>
#include <QString>

#include "ndr/fault_plan.hpp"
#include "ndr/gemm_params.hpp"
#include "session/engine_worker.hpp"
#include "session/oclgrind_check.hpp"

namespace studio {

class Session;

// Starts, cancels and reports every job kind (run, sweep, peaks, tune) through the one
// EngineWorker, and files what the jobs produce into the Session: runs, skipped combinations and
// peaks. The newest job wins: starting one cancels the one before it, whose finished runs are
// kept. Cancel means "stop at the next boundary and keep what has finished", for every kind.
class JobController : public QObject {
    Q_OBJECT

public:
    // Why a job was not started.
    enum class Refusal { EngineNotReady, NoDevice };

    explicit JobController(Session* session, QObject* parent = nullptr);

    EngineWorker* worker() const { return worker_; }
    // The Oclgrind check job: a process of its own beside the engine's jobs (it does not cancel
    // them, nor they it); its own start, cancel and finished().
    OclgrindCheck* oclgrindCheck() const { return oclgrind_; }
    Session* session() const { return session_; }

    // Builds the engine with `faults` (a test seam; empty in production) and enumerates the
    // platforms off the calling thread; engineReady() follows.
    void startEngine(const ndr::FaultPlan& faults = {});
    bool isReady() const { return worker_->isReady(); }
    // The engine is up and has at least one device to run on.
    bool hasDevices() const { return worker_->isReady() && !worker_->devices().empty(); }
    bool isBusy() const { return worker_->isBusy(); }
    // The engine's rule for "no --device": the first GPU, else the first device; empty if none.
    QString defaultDeviceId() const;
    // The peaks cache key of a device id ("0:1"); empty for an unknown id.
    std::string peaksKeyOf(const QString& deviceId) const;

    // Each returns the job id, or 0 and refused() when there is no device to run on.
    quint64 startRun(const ndr::RunRequest& request);
    quint64 startSweep(const ndr::SweepRequest& request);
    quint64 startMeasurePeaks(const QString& deviceId);
    quint64 startTune(const ndr::TuneRequest& request);
    // Measures the named lessons (ndr/lessons.hpp) one after another on options' device.
    quint64 startLessons(const std::vector<std::string>& names, const ndr::LessonOptions& options);
    // Stops the current job at its next boundary; false when none runs.
    bool cancel();
    // Reads the cached peaks of every device into the session (off the GUI thread).
    void loadCachedPeaks();
    void loadCachedPeaks(const QString& deviceId);

    // `base` (repetitions, buffers, queue mode) with a tuning candidate's variant, device, N and
    // parameters; the parameters fix the work-group, so the local size is automatic.
    static ndr::RunRequest withParams(ndr::RunRequest base, const QString& variant, const QString& deviceId, int n,
                                      const ndr::GemmParams& params);

    // A job's end in one line for the status bar ("Sweep finished: 12 run(s), 2 skipped, in 3.1 s.").
    static QString outcomeText(const JobOutcome& outcome);
    // "4.2 s", "17 s", "2 min 5 s".
    static QString durationText(double seconds);

signals:
    void engineReady();
    void refused(studio::JobController::Refusal why);
    // One line for the studio's log: what started, how a sweep ended, what failed or was
    // cancelled, what was measured.
    void logged(const QString& line);
    void noCachedPeaks(const QString& deviceId);

private:
    bool canStart();
    void onResult(const ndr::RunResult& result);
    void onJobFinished(const JobOutcome& outcome);
    void onPeaks(const QString& deviceId, const ndr::DevicePeaks& peaks, bool fromCache);

    Session* session_;
    EngineWorker* worker_;
    OclgrindCheck* oclgrind_;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::JobController::Refusal)
