// EngineWorker's peak jobs, apart from runs and sweeps.
#include <QCoreApplication>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <optional>

#include "ndr/errors.hpp"
#include "session/engine_worker.hpp"

namespace studio {

namespace {

// "P:D" → indices; the GUI only offers ids it got from the engine, so a bad one is a bug
// reported as the engine's own "no such device" error (-1 never matches).
std::pair<int, int> parseDeviceId(const QString& id)
{
    const QStringList parts = id.split(QLatin1Char(':'));
    bool okP = false, okD = false;
    const int p = parts.size() == 2 ? parts[0].toInt(&okP) : -1;
    const int d = parts.size() == 2 ? parts[1].toInt(&okD) : -1;
    return okP && okD ? std::make_pair(p, d) : std::make_pair(-1, -1);
}

} // namespace

quint64 EngineWorker::measurePeaks(const QString& deviceId)
{
    return startJob(JobKind::Peaks, [this, deviceId](quint64 job, const ndr::CancelToken& token, JobOutcome&) {
        const auto [p, d] = parseDeviceId(deviceId);
        const ndr::DevicePeaks peaks =
            engine_->measurePeaks(p, d, token, [this, job](double f, const std::string& s) { report(job, f, s); });
        post([this, deviceId, peaks] { emit peaksReady(deviceId, peaks, false); });
    });
}

void EngineWorker::loadCachedPeaks(const QString& deviceId)
{
    std::string key;
    for (const ndr::DeviceInfo& d : devices_)
        if (QString::fromStdString(d.id()) == deviceId)
            key = ndr::peaksDeviceKey(d.name, d.driverVersion, d.platformName);
    if (key.empty()) {
        post([this, deviceId] { emit noCachedPeaks(deviceId); });
        return;
    }
    // Not a job, and not on the engine's thread: the cache is a small file the core's public
    // format reads without OpenCL, so selecting a device answers at once even while a long
    // sweep holds the engine.
    // The global pool outlives this object; the answer goes through qApp and a guarded
    // pointer, checked on the GUI thread, the only thread that deletes the worker.
    (void)QtConcurrent::run([self = QPointer<EngineWorker>(this), deviceId, key] {
        std::optional<ndr::DevicePeaks> found;
        for (const std::string& line : ndr::readPeaksCacheLines()) {
            ndr::DevicePeaks p;
            if (ndr::DevicePeaks::fromLine(line, p) && p.deviceKey == key)
                found = p; // the engine keeps one line per device; the last one wins anyway
        }
        QMetaObject::invokeMethod(
            qApp,
            [self, deviceId, found] {
                if (!self)
                    return;
                if (found)
                    emit self->peaksReady(deviceId, *found, true);
                else
                    emit self->noCachedPeaks(deviceId);
            },
            Qt::QueuedConnection);
    });
}

} // namespace studio
