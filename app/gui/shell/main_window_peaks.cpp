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

void MainWindow::setupPeaks()
{
    peaksAction_ = new QAction(style()->standardIcon(QStyle::SP_ComputerIcon), QString(), this);
    peaksAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(peaksAction_, &QAction::triggered, this, [this] { startMeasurePeaks(); });
    runMenu_->insertAction(cancelAction_, peaksAction_);
    toolBar_->insertAction(cancelAction_, peaksAction_);
    peaksPanel_->setMeasureAction(peaksAction_);

    connect(session_, &Session::peaksChanged, this, &MainWindow::onPeaksChanged);
    connect(jobs_, &JobController::noCachedPeaks, this, [this](const QString& id) {
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

quint64 MainWindow::startMeasurePeaks() { return jobs_->startMeasurePeaks(setup_->deviceId()); }

void MainWindow::onPeaksDeviceChanged(const QString& deviceId)
{
    QString name;
    for (const ndr::DeviceInfo& d : worker()->devices())
        if (QString::fromStdString(d.id()) == deviceId)
            name = QString::fromStdString(d.name);
    peaksPanel_->setDevice(deviceId, name);
    const std::string key = jobs_->peaksKeyOf(deviceId);
    if (const std::optional<ndr::DevicePeaks> p = key.empty() ? std::nullopt : session_->peaksOf(key))
        peaksPanel_->setPeaks(*p, session_->peaksMeasuredNow(key) ? PeaksPanel::Source::Measured
                                                                  : PeaksPanel::Source::Cache);
    else
        jobs_->loadCachedPeaks(deviceId);
}

void MainWindow::onPeaksChanged(const ndr::DevicePeaks& peaks, bool fromCache)
{
    if (jobs_->peaksKeyOf(peaksPanel_->deviceId()) == peaks.deviceKey)
        peaksPanel_->setPeaks(peaks, fromCache ? PeaksPanel::Source::Cache : PeaksPanel::Source::Measured);
    charts_->setPeaks(session_->peaks());
}

} // namespace studio
