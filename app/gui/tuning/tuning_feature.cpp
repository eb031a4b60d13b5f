#include "gui/tuning/tuning_feature.hpp"

#include "gui/shell/shell.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "gui/tuning/tuning_pane.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

TuningFeature::TuningFeature(const FeatureContext& context) : Feature(context), pane_(new TuningPane(jobs()))
{
    const StartupOptions& o = options();
    if (!o.tune.isEmpty())
        pane_->setVariant(o.tune);
    if (o.n > 0 && !o.tune.isEmpty())
        pane_->setN(o.n);
    if (o.budget >= 0)
        pane_->setBudget(o.budget);

    // The device chosen in Run setup (or the Devices tab) is the one to tune, unless a search runs.
    connect(session(), &Session::setupDeviceChanged, this, [this](const QString& id) {
        if (!pane_->isTuning())
            pane_->setDeviceId(id);
    });
    connect(pane_, &TuningPane::message, this, [this](const QString& text) { log(text); });
    connect(pane_, &TuningPane::cacheChanged, session(), &Session::noteTunedParamsChanged);
    connect(pane_, &TuningPane::applyRequested, this, [this](const QString& variant, const QString& deviceId) {
        session()->requestSetup(variant, deviceId);
        shell()->showView(View::Setup);
    });
    connect(pane_, &TuningPane::runRequested, this, &TuningFeature::startRunWithParams);
}

QWidget* TuningFeature::view() const { return pane_; }

void TuningFeature::engineReady()
{
    pane_->setDevices(worker()->devices());
    pane_->setDeviceId(session()->setupDeviceId());
    followSetup();
}

// The tab's chart catches up with the search when the tab comes up, and the tab with the setup.
void TuningFeature::shown()
{
    pane_->flushChart();
    followSetup();
}

void TuningFeature::followSetup()
{
    const QString deviceId = session()->setupDeviceId();
    if (pane_->isTuning() || deviceId.isEmpty())
        return;
    pane_->setDeviceId(deviceId);
    // Only a variant the setup changed to since the last time: a choice made in the Tuning
    // view itself stays until then, and --tune's variant stays for the session.
    if (!options().tune.isEmpty())
        return;
    const QString variant = QString::fromStdString(session()->setup().variant);
    const ndr::Variant* v = ndr::findVariant(variant.toStdString());
    if (v && v->tunable && variant != followedVariant_) {
        followedVariant_ = variant;
        pane_->setVariant(variant);
    }
}

quint64 TuningFeature::startTune()
{
    if (!jobs()->hasDevices()) {
        setStatus(tr("No OpenCL device to tune on."));
        return 0;
    }
    return pane_->start();
}

quint64 TuningFeature::startRunWithParams(const QString& variant, const QString& deviceId, int n,
                                          const ndr::GemmParams& params)
{
    // The setup's repetitions and buffers, the candidate's variant, device, N and parameters.
    return jobs()->startRun(JobController::withParams(session()->setup(), variant, deviceId, n, params));
}

void TuningFeature::startupWork(StartupWork& work, int phase)
{
    if (phase == StartupWork::Jobs && !options().tune.isEmpty())
        work.setJob(startTune()); // the tab took --tune, --n and --budget at construction
}

} // namespace studio
