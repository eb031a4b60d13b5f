#pragma once
#include "gui/shell/feature.hpp"
#include "session/bundle_job.hpp"

namespace studio {

// File → Export bundle… writes the session's runs with the devices, peaks, kernel sources and
// environment into one zip; Import bundle… adds a bundle's runs to the session (all or nothing)
// and to the run history as imported runs. Both run off the GUI thread (BundleJob).
class BundleFeature : public Feature {
    Q_OBJECT

public:
    explicit BundleFeature(const FeatureContext& context);

    // false while a bundle is being read or written; bundleFinished follows.
    bool startExport(const QString& path);
    bool startImport(const QString& path);

    std::vector<ActionPlace> actions() const override;
    void retranslate() override;

signals:
    void bundleFinished(const studio::BundleOutcome& outcome);

private:
    void onFinished(const BundleOutcome& outcome);

    BundleJob* job_ = nullptr;
    QAction* export_ = nullptr;
    QAction* import_ = nullptr;
    bool interactive_ = false; // started from the menu: a failure gets a message box
};

} // namespace studio
