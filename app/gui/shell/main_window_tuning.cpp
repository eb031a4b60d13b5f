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
        tuningPane_->setDevices(worker_->devices());
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
    if (!worker_->isReady() || worker_->devices().empty()) {
        setStatus(tr("No OpenCL device to tune on."));
        return 0;
    }
    return tuningPane_->start();
}

quint64 MainWindow::startRunWithParams(const QString& variant, const QString& deviceId, int n,
                                       const ndr::GemmParams& params)
{
    if (!worker_->isReady() || worker_->devices().empty()) {
        setStatus(tr("No OpenCL device to run on."));
        return 0;
    }
    // The Setup tab's repetitions and buffers, the candidate's variant, device, N and parameters.
    ndr::RunRequest request = setup_->request();
    const QStringList pd = deviceId.split(QLatin1Char(':'));
    if (pd.size() == 2) {
        request.platformIndex = pd[0].toInt();
        request.deviceIndex = pd[1].toInt();
    }
    request.variant = variant.toStdString();
    request.n = std::size_t(n);
    request.local = ndr::LocalSize::automatic(); // the parameters fix the work-group
    request.gemm = params;
    log(tr("Run %1 at N = %2 with %3").arg(variant).arg(n).arg(QString::fromStdString(params.toString())));
    return worker_->run(request);
}

} // namespace studio
