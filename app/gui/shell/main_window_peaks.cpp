// MainWindow's part of the device peaks: the Measure peaks action, the Peaks tab, and handing every
// known device's peaks to the charts.
#include <QAction>
#include <QMenu>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>

#include "gui/charts/charts_pane.hpp"
#include "gui/common/chart_data.hpp"
#include "gui/peaks/peaks_panel.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/shell/main_window.hpp"
#include "models/results_model.hpp"

namespace studio {

namespace {

std::string peaksKeyOfDevice(const ndr::DeviceInfo& d)
{
    return ndr::peaksDeviceKey(d.name, d.driverVersion, d.platformName);
}

} // namespace

void MainWindow::setupPeaks()
{
    peaksAction_ = new QAction(style()->standardIcon(QStyle::SP_ComputerIcon), QString(), this);
    peaksAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(peaksAction_, &QAction::triggered, this, [this] { startMeasurePeaks(); });
    runMenu_->insertAction(cancelAction_, peaksAction_);
    toolBar_->insertAction(cancelAction_, peaksAction_);
    peaksPanel_->setMeasureAction(peaksAction_);

    connect(worker_, &EngineWorker::peaksReady, this, &MainWindow::onPeaksReady);
    connect(worker_, &EngineWorker::noCachedPeaks, this, [this](const QString& id) {
        if (id == peaksPanel_->deviceId())
            peaksPanel_->setPeaks(std::nullopt, PeaksPanel::Source::None);
    });
    connect(setup_, &SetupPane::deviceChanged, this, &MainWindow::onPeaksDeviceChanged);
}

void MainWindow::retranslatePeaks()
{
    peaksAction_->setText(tr("Measure &peaks"));
    peaksAction_->setToolTip(tr("Measure the selected device's read and copy bandwidth, FP32 throughput and "
                                "launch latency, like clpeak (Ctrl+P); the charts then draw the peaks"));
}

quint64 MainWindow::startMeasurePeaks()
{
    if (!worker_->isReady() || worker_->devices().empty()) {
        setStatus(tr("No OpenCL device to measure."));
        return 0;
    }
    const QString id = setup_->deviceId();
    log(tr("Measuring peaks of device %1").arg(id));
    return worker_->measurePeaks(id);
}

void MainWindow::loadAllCachedPeaks()
{
    // Every device, not only the selected one: imported or earlier runs of any device then get
    // their peak lines as soon as they are charted.
    for (const ndr::DeviceInfo& d : worker_->devices())
        worker_->loadCachedPeaks(QString::fromStdString(d.id()));
    onPeaksDeviceChanged(setup_->deviceId());
}

void MainWindow::onPeaksDeviceChanged(const QString& deviceId)
{
    QString name;
    for (const ndr::DeviceInfo& d : worker_->devices())
        if (QString::fromStdString(d.id()) == deviceId) {
            name = QString::fromStdString(d.name);
            for (const ndr::DevicePeaks& p : peaks_)
                if (p.deviceKey == peaksKeyOfDevice(d)) {
                    peaksPanel_->setDevice(deviceId, name);
                    const bool now = peaksMeasuredNow_.contains(QString::fromStdString(p.deviceKey));
                    peaksPanel_->setPeaks(p, now ? PeaksPanel::Source::Measured : PeaksPanel::Source::Cache);
                    return;
                }
        }
    peaksPanel_->setDevice(deviceId, name);
    if (!deviceId.isEmpty() && worker_->isReady())
        worker_->loadCachedPeaks(deviceId);
}

void MainWindow::onPeaksReady(const QString& deviceId, const ndr::DevicePeaks& peaks, bool fromCache)
{
    bool replaced = false;
    for (ndr::DevicePeaks& p : peaks_)
        if (p.deviceKey == peaks.deviceKey) {
            // A cache read that lands after a fresh measurement must not roll it back.
            if (fromCache && p.timestamp > peaks.timestamp)
                return;
            p = peaks;
            replaced = true;
        }
    if (!replaced)
        peaks_.push_back(peaks);
    if (!fromCache && !peaksMeasuredNow_.contains(QString::fromStdString(peaks.deviceKey)))
        peaksMeasuredNow_.append(QString::fromStdString(peaks.deviceKey));
    if (deviceId == peaksPanel_->deviceId())
        peaksPanel_->setPeaks(peaks, fromCache ? PeaksPanel::Source::Cache : PeaksPanel::Source::Measured);
    if (!fromCache)
        log(tr("Peaks of %1: %2 GB/s read, %3 GB/s copy, %4 GFLOP/s FP32, %5 µs launch latency")
                .arg(deviceId)
                .arg(peaks.bandwidthGBs, 0, 'f', 1)
                .arg(peaks.copyGBs, 0, 'f', 1)
                .arg(peaks.computeGflops, 0, 'f', 1)
                .arg(peaks.launchLatencyUs, 0, 'f', 1));
    charts_->setPeaks(peaks_);
    results_->setPeaks(peaks_);
}

} // namespace studio
