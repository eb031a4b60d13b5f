// MainWindow and the run history: Run → Record runs in the history (HistoryRecorder stores every
// run of the session and every imported file's runs), the studio opening with the runs the last
// session ended with, and the History tab's runs joining the session.
#include <QAction>
#include <QMenu>

#include "gui/history/history_pane.hpp"
#include "gui/shell/main_window.hpp"
#include "session/settings_io.hpp"

namespace studio {

void MainWindow::setupHistory()
{
    history_->setEnabled(!options_.noHistory && (options_.ignoreSettings || StudioSettings::recordHistory()));
    recordHistoryAction_ = new QAction(this);
    recordHistoryAction_->setCheckable(true);
    recordHistoryAction_->setChecked(history_->isEnabled());
    runMenu_->addSeparator();
    runMenu_->addAction(recordHistoryAction_);
    connect(recordHistoryAction_, &QAction::toggled, this, [this](bool on) {
        history_->setEnabled(on);
        if (!options_.ignoreSettings && !options_.noHistory)
            StudioSettings::setRecordHistory(on);
        log(on ? tr("Runs are recorded in the run history.") : tr("Runs are not recorded in the run history."));
    });
    connect(history_, &HistoryRecorder::failed, this, [this](const QString& reason) {
        // Said once until the history works again; the runs stay here and can be exported.
        log(tr("The run history could not be written: %1. The runs stay in this session; export them to keep them.")
                .arg(reason));
        setStatus(tr("The run history could not be written (see the log)."));
    });
    connect(history_, &HistoryRecorder::sessionIdsChanged, this, [this] {
        if (!options_.ignoreSettings)
            StudioSettings::setSessionRuns(history_->sessionIds());
    });
    connect(history_, &HistoryRecorder::importRecorded, this, [this](const QString& origin, int added, int skipped) {
        // The file's runs in the run history: new ones stored, those it held already skipped.
        const QString text = skipped > 0
                                 ? tr("Run history: %n run(s) of %1 stored, %2 already there skipped.", nullptr, added)
                                       .arg(origin)
                                       .arg(skipped)
                                 : tr("Run history: %n run(s) of %1 stored.", nullptr, added).arg(origin);
        log(text);
        if (skipped > 0)
            setStatus(text);
    });
    connect(historyPane_, &HistoryPane::addedToSession, this, [this](int count) {
        setStatus(tr("%n run(s) of the history added to this session.", nullptr, count));
        log(statusText());
    });
    sessionReader_ = new HistoryReadJob(this);
    connect(sessionReader_, &HistoryReadJob::finished, this, &MainWindow::onSessionRead);
    restoreLastSession();
}

void MainWindow::retranslateHistory()
{
    recordHistoryAction_->setText(tr("Record runs in the &history"));
    recordHistoryAction_->setToolTip(tr("Store every run and imported run in the run history shared with "
                                        "ndrange-bench, so the History tab and the next session have them"));
}

void MainWindow::restoreLastSession()
{
    if (options_.ignoreSettings || options_.empty)
        return;
    const std::vector<qint64> ids = StudioSettings::sessionRuns();
    if (!ids.empty())
        sessionReader_->readIds(ids);
}

void MainWindow::onSessionRead(const HistoryReadOutcome& outcome)
{
    if (!outcome.error.isEmpty()) {
        log(tr("The last session's runs could not be read from the run history: %1").arg(outcome.error));
        emit sessionRestored(0);
        return;
    }
    std::vector<ndr::RunResult> runs;
    std::vector<qint64> ids;
    for (const ndr::HistoryEntry& e : outcome.entries) {
        runs.push_back(e.run);
        ids.push_back(e.id);
    }
    for (const ndr::DamagedRun& d : outcome.damaged)
        log(tr("Run %1 of the last session does not read back from the run history (%2); the History tab can "
               "delete it.")
                .arg(d.id)
                .arg(QString::fromStdString(d.reason)));
    if (!runs.empty()) {
        session_->addRuns(runs);
        history_->adoptIds(ids);
        log(tr("Opened with the last session's %n run(s) from the run history (--empty starts without them).", nullptr,
               int(runs.size())));
    }
    if (outcome.missing > 0)
        log(tr("%n run(s) of the last session are no longer in the run history.", nullptr, outcome.missing));
    emit sessionRestored(int(runs.size()));
}

} // namespace studio
