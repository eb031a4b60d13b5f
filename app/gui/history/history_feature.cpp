#include "gui/history/history_feature.hpp"

#include <QAction>

#include "gui/history/history_pane.hpp"
#include "gui/shell/shell.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "session/history_recorder.hpp"
#include "session/session.hpp"
#include "session/settings_io.hpp"

namespace studio {

HistoryFeature::HistoryFeature(const FeatureContext& context)
    : Feature(context), pane_(new HistoryPane(session(), context.history))
{
    const StartupOptions& o = options();
    HistoryRecorder* history = context.history;
    history->setEnabled(!o.noHistory && (o.ignoreSettings || StudioSettings::recordHistory()));
    record_ = new QAction(this);
    record_->setObjectName(QStringLiteral("recordHistoryAction"));
    record_->setCheckable(true);
    record_->setChecked(history->isEnabled());
    connect(record_, &QAction::toggled, this, [this, history](bool on) {
        history->setEnabled(on);
        if (!options().ignoreSettings && !options().noHistory)
            StudioSettings::setRecordHistory(on);
        log(on ? tr("Runs are recorded in the run history.") : tr("Runs are not recorded in the run history."));
    });
    connectRecorder();
    connect(pane_, &HistoryPane::addedToSession, this, [this](int count) {
        setStatus(tr("%n run(s) of the history added to this session.", nullptr, count));
        log(shell()->statusText());
    });
    connect(pane_, &HistoryPane::kernelOpened, this, [this](const QString& variant, const QString& error) {
        if (variant.isEmpty()) {
            setStatus(tr("Not opened as a kernel: %1").arg(error));
            return;
        }
        setStatus(tr("The run's kernel is open in Run setup as %1.").arg(variant));
        shell()->showView(View::Setup);
    });
    sessionReader_ = new HistoryReadJob(this);
    connect(sessionReader_, &HistoryReadJob::finished, this, &HistoryFeature::onSessionRead);
    restoreLastSession();
}

QWidget* HistoryFeature::view() const { return pane_; }

std::vector<ActionPlace> HistoryFeature::actions() const { return {{record_, ActionPlace::Menu::Run, 200, -1}}; }

void HistoryFeature::connectRecorder()
{
    HistoryRecorder* history = context().history;
    connect(history, &HistoryRecorder::failed, this, [this](const QString& reason) {
        // Said once until the history works again; the runs stay here and can be exported.
        log(tr("The run history could not be written: %1. The runs stay in this session; export them to keep them.")
                .arg(reason));
        setStatus(tr("The run history could not be written (see the log)."));
    });
    connect(history, &HistoryRecorder::sessionIdsChanged, this, [this, history] {
        if (!options().ignoreSettings)
            StudioSettings::setSessionRuns(history->sessionIds());
    });
    connect(history, &HistoryRecorder::importRecorded, this,
            [this](const QString& origin, int added, int skipped, int remeasured) {
                showImportRecorded(origin, added, skipped, remeasured);
            });
}

// The file's runs in the run history: new ones stored, those it held already skipped (and of
// those, the ones measured again with other samples, whose stored copy is kept).
void HistoryFeature::showImportRecorded(const QString& origin, int added, int skipped, int remeasured)
{
    QString text = skipped > 0 ? tr("Run history: %n run(s) of %1 stored, %2 already there skipped.", nullptr, added)
                                     .arg(origin)
                                     .arg(skipped)
                               : tr("Run history: %n run(s) of %1 stored.", nullptr, added).arg(origin);
    if (remeasured > 0)
        text += QLatin1Char(' ') +
                tr("%n of the skipped run(s) were measured again with other samples: the stored copy is kept.", nullptr,
                   remeasured);
    log(text);
    if (skipped > 0)
        setStatus(text);
}

void HistoryFeature::retranslate()
{
    record_->setText(tr("Record runs in the &history"));
    record_->setToolTip(tr("Store every run and imported run in the run history shared with "
                           "ndrange-bench, so the History tab and the next session have them"));
}

void HistoryFeature::restoreLastSession()
{
    if (options().ignoreSettings || options().empty)
        return;
    const std::vector<qint64> ids = StudioSettings::sessionRuns();
    if (!ids.empty())
        sessionReader_->readIds(ids);
}

void HistoryFeature::onSessionRead(const HistoryReadOutcome& outcome)
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
        session()->addRuns(runs);
        context().history->adoptIds(ids);
        log(tr("Opened with the last session's %n run(s) from the run history (--empty starts without them).", nullptr,
               int(runs.size())));
    }
    if (outcome.missing > 0)
        log(tr("%n run(s) of the last session are no longer in the run history.", nullptr, outcome.missing));
    emit sessionRestored(int(runs.size()));
}

void HistoryFeature::startupWork(StartupWork& work, int phase)
{
    if (phase != StartupWork::Waits || !work.idle() || options().view != View::History)
        return;
    // --view history: the screenshot waits for the stored runs, this session's written first.
    work.waitFor(pane_, &HistoryPane::loaded);
    context().history->waitForWrites();
    pane_->reload();
}

} // namespace studio
