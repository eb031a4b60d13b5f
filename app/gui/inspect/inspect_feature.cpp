#include "gui/inspect/inspect_feature.hpp"

#include "gui/inspect/inspect_pane.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "gui/shell/view_registry.hpp"
#include "ndr/catalogue.hpp"
#include "session/engine_worker.hpp"
#include "session/inspection_store.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

InspectFeature::InspectFeature(const FeatureContext& context) : Feature(context), pane_(new InspectPane)
{
    connect(pane_, &InspectPane::inspectRequested, this, &InspectFeature::inspectSetup);
    connect(pane_, &InspectPane::reportShown, InspectionStore::of(session()), &InspectionStore::add);
    connect(worker(), &EngineWorker::inspected, this, [this](quint64 seq, const ndr::InspectReport& report) {
        if (seq == pending_)
            pane_->showReport(report);
    });
    connect(worker(), &EngineWorker::inspectFailed, this,
            [this](quint64 seq, const QString& message, const std::vector<ndr::Diagnostic>& diagnostics) {
                if (seq == pending_)
                    pane_->showFailure(message, diagnostics);
            });
}

QWidget* InspectFeature::view() const { return pane_; }

quint64 InspectFeature::inspectSetup()
{
    if (!jobs()->hasDevices())
        return 0;
    ndr::RunRequest request = session()->setup();
    // Inspect needs a size: the variant's default local size stands in for "auto".
    if (request.local.isAutomatic())
        if (const ndr::Variant* v = ndr::findVariant(request.variant))
            request.local = v->defaultLocal;
    pane_->setSubject(tr("%1, N = %2, local %3 on device %4")
                          .arg(QString::fromStdString(request.variant))
                          .arg(request.n)
                          .arg(QString::fromStdString(request.local.toString()))
                          .arg(QStringLiteral("%1:%2").arg(request.platformIndex).arg(request.deviceIndex)));
    pane_->showRunning();
    pending_ = worker()->inspect(request);
    return pending_;
}

void InspectFeature::startupWork(StartupWork& work, int phase)
{
    if (phase != StartupWork::Waits || !work.idle())
        return;
    if (!options().inspection.isEmpty()) {
        // A saved inspection instead of a new one: read at once, on any machine.
        QString error;
        if (!pane_->openJson(options().inspection, &error))
            log(error);
        return;
    }
    if (options().view == View::Inspect && inspectSetup() != 0)
        work.waitFor(pane_, &InspectPane::finished);
}

} // namespace studio
