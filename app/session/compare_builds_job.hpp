#pragma once
#include <QObject>
#include <QString>
#include <optional>

#include "ndr/run_result.hpp"
#include "ndr/statistics.hpp"

namespace studio {

class JobController;
class EngineWorker;

// Two builds of a kernel measured in one job at the same N and local size: A, the baseline (the
// previous good build, or a built-in variant), and B, the current edit.
struct BuildsComparison {
    QString baseline, candidate; // the variants compared (A, B)
    std::optional<ndr::RunResult> a, b;
    // B's speed over A's (median A / median B: 1.25 is 25 % faster) and its interval from the two
    // medians' intervals (ndr::ratioInterval); only when both runs verified.
    std::optional<double> speedRatio;
    std::optional<ndr::Interval> speedRatioCi;
    QString error; // the job failed or was cancelled, or a run of it failed: why
    bool complete() const { return speedRatio.has_value(); }
};

// B's speed over A's from two runs: none unless both verified with a positive median.
std::optional<double> speedRatioOf(const ndr::RunResult& a, const ndr::RunResult& b);

// Runs the two builds as one sweep through the job controller (so the runs join the session like
// any other, off the GUI thread, newest job wins) and gathers their results for the comparison.
class CompareBuildsJob : public QObject {
    Q_OBJECT

public:
    CompareBuildsJob(JobController* jobs, EngineWorker* worker, QObject* parent = nullptr);

    // `base` gives the device, N, local size, buffers and repetitions; returns the job id, 0 when
    // the controller refused it (no engine yet).
    quint64 start(const ndr::RunRequest& base, const QString& baseline, const QString& candidate);
    bool isRunning() const { return job_ != 0; }

signals:
    void finished(const studio::BuildsComparison& comparison);

private:
    void onResult(quint64 job, const ndr::RunResult& result);
    void onFinished(quint64 job, bool cancelled, bool failed, const QString& message);

    JobController* jobs_;
    EngineWorker* worker_;
    quint64 job_ = 0;
    BuildsComparison current_;
};

} // namespace studio
Q_DECLARE_METATYPE(studio::BuildsComparison)
