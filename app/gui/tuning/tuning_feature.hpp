#pragma once
#include <QString>

#include "gui/shell/feature.hpp"
#include "ndr/gemm_params.hpp"

namespace studio {

class TuningPane;

// The Tuning tab: searches the GEMM parameters of a tunable variant on the setup's device (it
// follows Run setup's device and variant until a search runs); the best found reaches the next
// runs through the tuning cache (Session::noteTunedParamsChanged) and "Apply to run setup".
class TuningFeature : public Feature {
    Q_OBJECT

public:
    explicit TuningFeature(const FeatureContext& context);

    TuningPane* pane() const { return pane_; }
    // Tunes with the tab's choices; 0 if refused.
    quint64 startTune();
    // A run of the setup's request with explicit GEMM parameters (a tuning candidate).
    quint64 startRunWithParams(const QString& variant, const QString& deviceId, int n, const ndr::GemmParams& params);

    QWidget* view() const override;
    void startupWork(StartupWork& work, int phase) override;
    void engineReady() override;
    void shown() override;

private:
    void followSetup();

    TuningPane* pane_ = nullptr;
    QString followedVariant_; // the setup's variant the view last took
};

} // namespace studio
