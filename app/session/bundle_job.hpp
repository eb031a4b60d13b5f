#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <vector>

#include "ndr/device_info.hpp"
#include "ndr/peaks.hpp"
#include "ndr/run_result.hpp"

namespace studio {

// How a bundle export or import ended. An import is all or nothing: `runs` is empty unless the
// whole bundle was read and checked.
struct BundleOutcome {
    QString path;
    bool exporting = false;
    bool ok = false;
    QString error; // the core's reason, naming the file
    std::vector<ndr::RunResult> runs;
    // An import's origin for the run history (ndr::bundleOrigin: the file, when and by what it was written).
    QString origin;
};

// File → Export bundle… / Import bundle… off the GUI thread (ndr/bundle.hpp: one zip with the
// runs, devices, peaks, kernel sources and environment). One at a time.
class BundleJob : public QObject {
    Q_OBJECT

public:
    explicit BundleJob(QObject* parent = nullptr);
    ~BundleJob() override; // waits for a running export or import

    // false (nothing started) while another one runs.
    bool startExport(const QString& path, std::vector<ndr::RunResult> runs, std::vector<ndr::DeviceInfo> devices,
                     std::vector<ndr::DevicePeaks> peaks);
    bool startImport(const QString& path);
    bool isRunning() const { return running_; }

signals:
    void finished(const studio::BundleOutcome& outcome);

private:
    template <typename Work> bool start(const QString& path, bool exporting, Work work);

    QThreadPool pool_;
    bool running_ = false;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::BundleOutcome)
