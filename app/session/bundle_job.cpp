#include "session/bundle_job.hpp"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include "ndr/bundle.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"

namespace studio {

BundleJob::BundleJob(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<studio::BundleOutcome>();
    pool_.setMaxThreadCount(1);
}

BundleJob::~BundleJob() { pool_.waitForDone(); }

template <typename Work> bool BundleJob::start(const QString& path, bool exporting, Work work)
{
    if (running_)
        return false;
    running_ = true;
    (void)QtConcurrent::run(&pool_, [this, path, exporting, work = std::move(work)]() mutable {
        BundleOutcome out;
        out.path = path;
        out.exporting = exporting;
        try {
            work(out);
            out.ok = true;
        } catch (const std::exception& e) { // ndr::Error names the file and the reason
            out.error = QString::fromStdString(e.what());
            out.runs.clear();
        }
        QMetaObject::invokeMethod(
            this,
            [this, out = std::move(out)] {
                running_ = false;
                emit finished(out);
            },
            Qt::QueuedConnection);
    });
    return true;
}

bool BundleJob::startExport(const QString& path, std::vector<ndr::RunResult> runs, std::vector<ndr::DeviceInfo> devices,
                            std::vector<ndr::DevicePeaks> peaks)
{
    return start(
        path, true,
        [path, runs = std::move(runs), devices = std::move(devices), peaks = std::move(peaks)](BundleOutcome&) mutable {
            const std::optional<std::string> peaksJson =
                peaks.empty() ? std::nullopt : std::optional<std::string>(ndr::peaksToJson(peaks));
            // User kernels' texts from the run history where it opens; else from the kernels registered.
            std::unique_ptr<ndr::History> history;
            try {
                history = std::make_unique<ndr::History>();
            } catch (const std::exception&) {
                history.reset();
            }
            const ndr::UserKernelSourceLookup lookup = [&history](const std::string& hash) {
                return history ? history->kernelSource(hash) : std::nullopt;
            };
            ndr::writeBundle(path.toStdString(), ndr::makeBundle(devices, std::move(runs), peaksJson, lookup));
        });
}

bool BundleJob::startImport(const QString& path)
{
    return start(path, false, [path](BundleOutcome& out) {
        ndr::Bundle bundle = ndr::readBundle(path.toStdString());
        out.origin = QString::fromStdString(ndr::bundleOrigin(path.toStdString(), bundle));
        out.runs = std::move(bundle.runs);
    });
}

} // namespace studio
