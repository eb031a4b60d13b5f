#include "gui/results/results_feature.hpp"

#include "gui/results/results_pane.hpp"
#include "models/results_model.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

constexpr int kSkippedLogLimit = 8;

} // namespace

ResultsFeature::ResultsFeature(const FeatureContext& context) : Feature(context), pane_(new ResultsPane(session()))
{
    connect(pane_, &ResultsPane::clearRequested, session(), &Session::clearRuns);
    connect(session(), &Session::skippedAdded, this, &ResultsFeature::onSkipped);
    connect(worker(), &EngineWorker::jobFinished, this, &ResultsFeature::onJobFinished);
}

QWidget* ResultsFeature::view() const { return pane_; }

void ResultsFeature::onSkipped(const ndr::SkippedRun& s)
{
    // A sweep over every variant can skip hundreds of combinations; the first few explain the
    // pattern, the heat map shows the rest.
    if (worker()->latestJob() != skippedJob_) {
        skippedJob_ = worker()->latestJob();
        skippedLogged_ = 0;
    }
    if (skippedLogged_++ < kSkippedLogLimit)
        log(tr("Skipped %1 at N = %2, local %3: %4")
                .arg(QString::fromStdString(s.variant))
                .arg(s.n)
                .arg(QString::fromStdString(s.local.toString()), QString::fromStdString(s.reason)));
}

void ResultsFeature::onJobFinished(const JobOutcome& o)
{
    if (o.latest && o.job == skippedJob_ && skippedLogged_ > kSkippedLogLimit)
        log(tr("%n more invalid combination(s) skipped; the heat map marks them all.", nullptr,
               skippedLogged_ - kSkippedLogLimit));
}

void ResultsFeature::retranslate() { session()->results()->retranslate(); }

} // namespace studio
