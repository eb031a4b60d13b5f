#pragma once
// Shared by the Qt test executables (session and GUI): isolated settings, an engine that is up,
// and waiting for a job's end.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "session/engine_worker.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

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

// Points XDG_DATA_HOME (where the run history lives) at a directory of its own while in scope.
class DataHome {
public:
    DataHome() : saved_(qgetenv("XDG_DATA_HOME")) { qputenv("XDG_DATA_HOME", dir_.path().toUtf8()); }
    ~DataHome() { qputenv("XDG_DATA_HOME", saved_); }
    DataHome(const DataHome&) = delete;
    DataHome& operator=(const DataHome&) = delete;
    QString historyFile() const { return dir_.filePath(QStringLiteral("ndrange-studio/history.sqlite")); }
    // Puts bytes that are no SQLite database where the history belongs; false if it cannot.
    bool damageHistory() const
    {
        QDir().mkpath(QFileInfo(historyFile()).absolutePath());
        QFile garbage(historyFile());
        return garbage.open(QIODevice::WriteOnly) && garbage.write(QByteArray(6000, '#')) == 6000;
    }

private:
    QTemporaryDir dir_;
    QByteArray saved_;
};

} // namespace studio::testing

// A session suite's Session and JobController over a started engine (isolated settings); the
// suite is skipped where no OpenCL device exists (gui_no_platform covers that case).
#define NDR_START_SESSION_OR_SKIP(settingsDir, session, jobs)                                                          \
    do {                                                                                                               \
        studio::testing::isolateSettings(settingsDir);                                                                 \
        (session) = std::make_unique<studio::Session>();                                                               \
        (jobs) = std::make_unique<studio::JobController>((session).get());                                             \
        (jobs)->startEngine();                                                                                         \
        QVERIFY(studio::testing::waitForEngine(*(jobs)));                                                              \
        if (!(jobs)->hasDevices())                                                                                     \
            QSKIP("No OpenCL device (install pocl-opencl-icd).");                                                      \
    } while (false)
