// MainWindow's Tuning tab, and tuned parameters reaching Run setup.
#include <QTabWidget>

#include "gui/setup/setup_pane.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/tuning/tuning_pane.hpp"

namespace studio {

void MainWindow::setupTuning()
{
    // The tab's chart catches up with the search when the tab comes up.
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        if (tabs_->currentWidget() == tuningPane_)
            tuningPane_->flushChart();
    });
    if (!options_.tune.isEmpty())
        tuningPane_->setVariant(options_.tune);
    if (options_.n > 0 && !options_.tune.isEmpty())
        tuningPane_->setN(options_.n);
    if (options_.budget >= 0)
        tuningPane_->setBudget(options_.budget);

    connect(this, &MainWindow::engineReady, this, [this] {
        tuningPane_->setDevices(worker()->devices());
        tuningPane_->setDeviceId(setup_->deviceId());
    });
    // The device chosen in Run setup (or the Devices tab) is the one to tune, unless a search runs.
    connect(setup_, &SetupPane::deviceChanged, this, [this](const QString& id) {
        if (!tuningPane_->isTuning())
            tuningPane_->setDeviceId(id);
    });
    connect(tuningPane_, &TuningPane::message, this, [this](const QString& text) { log(text); });
    // A new best in the cache (or a cleared cache) changes what the next run compiles with.
    connect(tuningPane_, &TuningPane::cacheChanged, setup_, &SetupPane::refreshGemmParams);
    connect(tuningPane_, &TuningPane::applyRequested, this, [this](const QString& variant, const QString& deviceId) {
        setup_->setDeviceId(deviceId);
        setup_->setVariant(variant);
        setup_->refreshGemmParams();
        showView(View::Setup);
    });
    connect(tuningPane_, &TuningPane::runRequested, this, &MainWindow::startRunWithParams);
}

quint64 MainWindow::startTune()
{
    if (!jobs_->hasDevices()) {
        setStatus(tr("No OpenCL device to tune on."));
        return 0;
    }
    return tuningPane_->start();
}

quint64 MainWindow::startRunWithParams(const QString& variant, const QString& deviceId, int n,
                                       const ndr::GemmParams& params)
{
    // The Setup tab's repetitions and buffers, the candidate's variant, device, N and parameters.
    return jobs_->startRun(JobController::withParams(setup_->request(), variant, deviceId, n, params));
}

} // namespace studio
