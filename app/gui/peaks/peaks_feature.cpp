#include "gui/peaks/peaks_feature.hpp"

#include <QAction>
#include <QApplication>
#include <QStyle>

#include "gui/peaks/peaks_panel.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

PeaksFeature::PeaksFeature(const FeatureContext& context) : Feature(context), panel_(new PeaksPanel)
{
    measure_ = new QAction(QApplication::style()->standardIcon(QStyle::SP_ComputerIcon), QString(), this);
    measure_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    measure_->setEnabled(false);
    connect(measure_, &QAction::triggered, this, [this] { startMeasurePeaks(); });
    panel_->setMeasureAction(measure_);

    connect(session(), &Session::peaksChanged, this, [this](const ndr::DevicePeaks& peaks, bool fromCache) {
        if (jobs()->peaksKeyOf(panel_->deviceId()) == peaks.deviceKey)
            panel_->setPeaks(peaks, fromCache ? PeaksPanel::Source::Cache : PeaksPanel::Source::Measured);
    });
    connect(jobs(), &JobController::noCachedPeaks, this, [this](const QString& id) {
        if (id == panel_->deviceId())
            panel_->setPeaks(std::nullopt, PeaksPanel::Source::None);
    });
    connect(session(), &Session::setupDeviceChanged, this, &PeaksFeature::onDeviceChanged);
}

QWidget* PeaksFeature::view() const { return panel_; }

std::vector<ActionPlace> PeaksFeature::actions() const { return {{measure_, ActionPlace::Menu::Run, 120, 120}}; }

quint64 PeaksFeature::startMeasurePeaks() { return jobs()->startMeasurePeaks(session()->setupDeviceId()); }

void PeaksFeature::engineReady()
{
    measure_->setEnabled(jobs()->hasDevices());
    jobs()->loadCachedPeaks();
    onDeviceChanged(session()->setupDeviceId());
}

void PeaksFeature::onDeviceChanged(const QString& deviceId)
{
    QString name;
    for (const ndr::DeviceInfo& d : worker()->devices())
        if (QString::fromStdString(d.id()) == deviceId)
            name = QString::fromStdString(d.name);
    panel_->setDevice(deviceId, name);
    const std::string key = jobs()->peaksKeyOf(deviceId);
    if (const std::optional<ndr::DevicePeaks> p = key.empty() ? std::nullopt : session()->peaksOf(key))
        panel_->setPeaks(*p,
                         session()->peaksMeasuredNow(key) ? PeaksPanel::Source::Measured : PeaksPanel::Source::Cache);
    else
        jobs()->loadCachedPeaks(deviceId);
}

void PeaksFeature::startupWork(StartupWork& work, int phase)
{
    if (phase == StartupWork::First && options().measurePeaks)
        work.setJob(startMeasurePeaks()); // before the run or sweep
}

void PeaksFeature::retranslate()
{
    measure_->setText(tr("Measure &peaks"));
    measure_->setToolTip(tr("Measure the selected device's read and copy bandwidth, FP32 throughput and "
                            "launch latency, like clpeak (Ctrl+P); the charts then draw the peaks"));
}

} // namespace studio
