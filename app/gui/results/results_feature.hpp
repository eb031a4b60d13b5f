#pragma once
#include "gui/shell/feature.hpp"
#include "session/engine_worker.hpp"

namespace studio {

class ResultsPane;

// The Results tab: every run of the session in one table (its selection is the session's), and
// the log lines about the combinations a sweep skipped.
class ResultsFeature : public Feature {
    Q_OBJECT

public:
    explicit ResultsFeature(const FeatureContext& context);

    ResultsPane* pane() const { return pane_; }
    QWidget* view() const override;
    void retranslate() override;

private:
    void onSkipped(const ndr::SkippedRun& skipped);
    void onJobFinished(const JobOutcome& outcome);

    ResultsPane* pane_ = nullptr;
    quint64 skippedJob_ = 0; // the job whose skipped combinations are being logged
    int skippedLogged_ = 0;
};

} // namespace studio
