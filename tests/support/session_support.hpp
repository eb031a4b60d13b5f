#pragma once
// Shared by the Qt test executables (session and GUI): isolated settings, an engine that is up,
// and waiting for a job's end.
#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "session/engine_worker.hpp"
#include "session/job_controller.hpp"

namespace studio::testing {

// Keeps the developer's real settings out of every test run.
inline void isolateSettings(const QTemporaryDir& dir)
{
    QCoreApplication::setOrganizationName(QStringLiteral("NDRangeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("NDRange Studio Tests"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
}

// Waits until the engine has enumerated (PoCL start-up takes a moment on a small CPU).
inline bool waitForEngine(const JobController& jobs, int timeoutMs = 60000)
{
    if (jobs.isReady())
        return true;
    QSignalSpy spy(&jobs, &JobController::engineReady);
    return spy.wait(timeoutMs) || jobs.isReady();
}

// A run that takes moments on any device: one timed repetition, no warm-up, automatic local size.
inline ndr::RunRequest quickRun(const char* variant = "naive", std::size_t n = 32)
{
    ndr::RunRequest r;
    r.variant = variant;
    r.n = n;
    r.warmup = 0;
    r.reps = 1;
    return r;
}

// Waits for the end of job `job` and returns its outcome; job 0 (refused) or a timeout gives an
// outcome with job = 0.
inline JobOutcome waitForJob(EngineWorker* worker, quint64 job, int timeoutMs = 300000)
{
    JobOutcome found;
    if (job == 0)
        return found;
    QSignalSpy finished(worker, &EngineWorker::jobFinished);
    for (;;) {
        for (const QList<QVariant>& args : finished)
            if (const auto o = args.at(0).value<JobOutcome>(); o.job == job)
                return o;
        finished.clear();
        if (!finished.wait(timeoutMs))
            return found;
    }
}

} // namespace studio::testing
