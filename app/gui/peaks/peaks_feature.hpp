#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class PeaksPanel;

// The Peaks tab and Run → Measure peaks: the setup's device's measured (or cached) bandwidth,
// FP32 throughput and launch latency; the session keeps every device's peaks for the charts.
class PeaksFeature : public Feature {
    Q_OBJECT

public:
    explicit PeaksFeature(const FeatureContext& context);

    PeaksPanel* panel() const { return panel_; }
    QAction* measureAction() const { return measure_; }
    // Measures the setup's device; the job id, 0 if refused.
    quint64 startMeasurePeaks();

    QWidget* view() const override;
    std::vector<ActionPlace> actions() const override;
    void startupWork(StartupWork& work, int phase) override;
    void engineReady() override;
    void retranslate() override;

private:
    void onDeviceChanged(const QString& deviceId);

    PeaksPanel* panel_ = nullptr;
    QAction* measure_ = nullptr;
};

} // namespace studio
