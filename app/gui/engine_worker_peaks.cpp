// EngineWorker's peak jobs (issue 7), apart from runs and sweeps.
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>
#include <QtConcurrent/qtconcurrenttask.h>

#include "gui/engine_worker.hpp"
#include "ndr/errors.hpp"

namespace studio {

namespace {

// "P:D" → indices; the GUI only offers ids it got from the engine, so a bad one is a bug
// reported as the engine's own "no such device" error (-1 never matches).
std::pair<int, int> parseDeviceId(const QString& id) {
    const QStringList parts = id.split(QLatin1Char(':'));
    bool okP = false, okD = false;
    const int p = parts.size() == 2 ? parts[0].toInt(&okP) : -1;
    const int d = parts.size() == 2 ? parts[1].toInt(&okD) : -1;
    return okP && okD ? std::make_pair(p, d) : std::make_pair(-1, -1);
}

} // namespace

quint64 EngineWorker::measurePeaks(const QString& deviceId) {
    const quint64 job = beginJob(JobKind::Peaks);
    (void)QtConcurrent::run(&pool_, [this, job, token = token_, deviceId] {
        const auto t0 = std::chrono::steady_clock::now();
        {
            std::lock_guard lock(mailboxMutex_);
            if (mailbox_.job == job) mailbox_.started = t0;
        }
        JobOutcome out;
        out.job = job;
        out.kind = JobKind::Peaks;
        if (token->cancelled()) {
            out.cancelled = true;
        } else if (!engine_) {
            out.failed = true;
            out.message = tr("The OpenCL engine is not available.");
        } else {
            try {
                const auto [p, d] = parseDeviceId(deviceId);
                const ndr::DevicePeaks peaks = engine_->measurePeaks(
                    p, d, *token, [this, job](double f, const std::string& s) { report(job, f, s); });
                post([this, deviceId, peaks] { emit peaksReady(deviceId, peaks, false); });
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

void EngineWorker::loadCachedPeaks(const QString& deviceId) {
    // Not a job: selecting a device must not cancel a sweep. Like validation it jumps the queue
    // but still waits for the repetition that is running.
    (void)QtConcurrent::task([this, deviceId] {
        std::optional<ndr::DevicePeaks> peaks;
        if (engine_) {
            try {
                const auto [p, d] = parseDeviceId(deviceId);
                peaks = engine_->cachedPeaks(p, d);
            } catch (const std::exception&) {
                // An unknown device has no cached peaks; the caller hears "none".
            }
        }
        if (peaks)
            post([this, deviceId, peaks = *peaks] { emit peaksReady(deviceId, peaks, true); });
        else
            post([this, deviceId] { emit noCachedPeaks(deviceId); });
    })
        .onThreadPool(pool_)
        .withPriority(1)
        .spawn();
}

} // namespace studio
