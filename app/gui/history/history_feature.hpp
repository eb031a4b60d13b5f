#pragma once
#include <vector>

#include "gui/shell/feature.hpp"
#include "session/history_read_job.hpp"

namespace studio {

class HistoryPane;

// The run history in the studio: the History tab (every stored run, filtered; runs added to the
// session), Run → Record runs in the history (HistoryRecorder stores every run of the session and
// every imported file's runs), and the studio opening with the runs the last session ended with.
class HistoryFeature : public Feature {
    Q_OBJECT

public:
    explicit HistoryFeature(const FeatureContext& context);

    HistoryPane* pane() const { return pane_; }
    QAction* recordAction() const { return record_; }

    QWidget* view() const override;
    std::vector<ActionPlace> actions() const override;
    void startupWork(StartupWork& work, int phase) override;
    void retranslate() override;

signals:
    // The last session's runs are back in this one (or could not be read back).
    void sessionRestored(int runs);

private:
    void connectRecorder();
    void showImportRecorded(const QString& origin, int added, int skipped, int remeasured);
    void restoreLastSession();
    void onSessionRead(const HistoryReadOutcome& outcome);

    HistoryPane* pane_ = nullptr;
    QAction* record_ = nullptr;
    HistoryReadJob* sessionReader_ = nullptr;
};

} // namespace studio
