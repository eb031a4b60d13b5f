#pragma once
#include "gui/shell/feature.hpp"

namespace studio {

class InspectPane;

// The Inspect tab: what the compiler made of the setup's kernel, on the engine's worker (newest
// request wins). With --view inspect the start inspects the setup before a screenshot.
class InspectFeature : public Feature {
    Q_OBJECT

public:
    explicit InspectFeature(const FeatureContext& context);

    InspectPane* pane() const { return pane_; }
    QWidget* view() const override;
    void startupWork(StartupWork& work, int phase) override;
    // Inspects the setup as it is now; the id of the request.
    quint64 inspectSetup();

private:
    InspectPane* pane_ = nullptr;
    quint64 pending_ = 0;
};

} // namespace studio
