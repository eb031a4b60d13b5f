#pragma once
#include <QString>

#include "gui/shell/feature.hpp"
#include "ndr/engine.hpp"

namespace studio {

class CompareBuildsDialog;
class CompareBuildsJob;
class SetupPane;

// Run setup: the request the user edits (the session's setup), running it, sweeping, cancelling,
// opening a kernel file, and the setup remembered across sessions. Other views reach it through
// the session: Session::requestSetup (a device or variant to take), tunedParamsChanged.
class SetupFeature : public Feature {
    Q_OBJECT

public:
    explicit SetupFeature(const FeatureContext& context);

    SetupPane* pane() const { return pane_; }
    QAction* runAction() const { return run_; }
    QAction* sweepAction() const { return sweep_; }
    QAction* cancelAction() const { return cancel_; }
    QAction* openKernelAction() const { return openKernel_; }

    // Start work without dialogs (the actions end here too); return the job id, 0 if refused.
    quint64 startRun();
    quint64 startSweep(const ndr::SweepRequest& request);
    void cancelJob();
    // "Compare builds…" of the kernel being edited: the dialog, shown (none when the kernel shown
    // is not one of the user's).
    CompareBuildsDialog* openCompareBuilds();

    QWidget* view() const override;
    std::vector<ActionPlace> actions() const override;
    void loadSettings(const StudioSettings& settings) override;
    void saveSettings(StudioSettings& settings) const override;
    void applyStartupOptions() override;
    void startupWork(StartupWork& work, int phase) override;
    void engineReady() override;
    void retranslate() override;

private:
    void createActions();
    void connectSession();
    void updateActions();
    void reopenUserKernel(const StudioSettings& settings);
    void openSweepDialog();
    quint64 startStartupSweep();

    SetupPane* pane_ = nullptr;
    QAction* openKernel_ = nullptr;
    QAction* run_ = nullptr;
    QAction* sweep_ = nullptr;
    QAction* cancel_ = nullptr;
    CompareBuildsDialog* compareDialog_ = nullptr;
    CompareBuildsJob* compareJob_ = nullptr;
    QString pendingDeviceId_; // from settings, applied once the engine has enumerated
    QString startupNotice_;   // what the start changed of the last session, shown once the engine is up
    QString sweepVariants_;   // sweep dialog choices, remembered across sessions
    QString sweepSizes_ = QStringLiteral("64, 128, 256");
    QString sweepLocals_ = QStringLiteral("8x8, 16x16");
};

} // namespace studio
