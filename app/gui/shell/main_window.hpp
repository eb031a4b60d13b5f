#pragma once
#include <QMainWindow>
#include <QString>
#include <utility>
#include <vector>

#include "gui/shell/startup_options.hpp"
#include "gui/shell/view_registry.hpp"
#include "session/bundle_job.hpp"
#include "session/csv_import_job.hpp"
#include "session/engine_worker.hpp"
#include "session/history_read_job.hpp"
#include "session/history_recorder.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QProgressDialog;
class QTabWidget;
class QTimer;
class QToolBar;

namespace studio {

class ChartsPane;
struct StudioSettings;
class DevicesPane;
class HistoryPane;
class PeaksPanel;
class TuningPane;
class LanguageManager;
class ResultsModel;
class ResultsPane;
class SetupPane;
class TimelinePane;
class WorkGroupPane;

// The studio window: devices, run setup, results and charts as tabs, a message log dock, and
// the worker that runs everything off the GUI thread.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const StartupOptions& options, LanguageManager* language, QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return session_; }
    JobController* jobs() const { return jobs_; }
    EngineWorker* worker() const { return jobs_->worker(); }
    ResultsModel* resultsModel() const { return session_->results(); }
    DevicesPane* devicesPane() const { return devices_; }
    SetupPane* setupPane() const { return setup_; }
    WorkGroupPane* workGroupPane() const { return workGroups_; }
    ResultsPane* resultsPane() const { return resultsPane_; }
    ChartsPane* chartsPane() const { return charts_; }
    TimelinePane* timelinePane() const { return timeline_; }
    QAction* runAction() const { return runAction_; }
    QAction* sweepAction() const { return sweepAction_; }
    QAction* cancelAction() const { return cancelAction_; }
    QAction* measurePeaksAction() const { return peaksAction_; }
    PeaksPanel* peaksPanel() const { return peaksPanel_; }
    TuningPane* tuningPane() const { return tuningPane_; }
    HistoryPane* historyPane() const { return historyPane_; }
    HistoryRecorder* historyRecorder() const { return history_; }
    QAction* recordHistoryAction() const { return recordHistoryAction_; }
    // Peaks of every device measured this session or found in the cache.
    const std::vector<ndr::DevicePeaks>& knownPeaks() const { return session_->peaks(); }
    const std::vector<ndr::SkippedRun>& skippedRuns() const { return session_->skippedRuns(); }
    QString statusText() const;
    QString logText() const;
    View currentView() const;

    // Start work without dialogs (the menu actions end here too); return the job id, 0 if refused.
    quint64 startRun();
    quint64 startSweep(const ndr::SweepRequest& request);
    quint64 startMeasurePeaks();
    // Tunes with the Tuning tab's choices (main_window_tuning.cpp); 0 if refused.
    quint64 startTune();
    // A run of the Setup tab's request with explicit GEMM parameters (a tuning candidate).
    quint64 startRunWithParams(const QString& variant, const QString& deviceId, int n, const ndr::GemmParams& params);
    bool exportCsv(const QString& path, QString* error);
    // Imports a results CSV off the GUI thread (main_window_import.cpp) with a progress dialog
    // and Cancel; the rows are added when the whole file has been read, importFinished follows.
    // false when an import is already running.
    bool startImport(const QString& path);
    CsvImportJob* csvImportJob() const { return importJob_; }
    // Result bundles off the GUI thread (main_window_bundle.cpp); false while one is running.
    // bundleFinished follows; an imported bundle's runs are added to the session.
    bool startBundleExport(const QString& path);
    bool startBundleImport(const QString& path);
    QProgressDialog* importProgressDialog() const { return importProgress_; }

    // Applies pending (coalesced) chart updates now; screenshots and tests call this.
    void flushCharts();

public slots:
    void showView(studio::View view);
    void cancelJob();

signals:
    void engineReady();
    // The startup run or sweep (if any) has finished; --screenshot waits for this.
    void startupFinished();
    // An import ended: rows added (outcome.ok), refused (outcome.error) or cancelled.
    void importFinished(const studio::CsvImportOutcome& outcome);
    void bundleFinished(const studio::BundleOutcome& outcome);
    // The last session's runs are back in this one (or could not be read back).
    void sessionRestored(int runs);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createTabs();
    void createActions();
    void createViewActions();
    void updateViewActions();
    QWidget* tabWidget(View tab) const;
    void createMenus();
    void createDocksAndStatus();
    void retranslateUi();
    void onEngineReady();
    void onRunAdded(const ndr::RunResult& result);
    void onSkipped(const ndr::SkippedRun& skipped);
    void onRefused(JobController::Refusal why);
    void onJobFinished(const JobOutcome& outcome);
    void onProgress(double fraction, const QString& status, double etaSeconds);
    void updateActions();
    void scheduleCharts();
    void updateCharts();
    std::vector<ndr::RunResult> timelineRuns() const;
    void log(const QString& message);
    void setStatus(const QString& text);
    // "Imported 10 run(s) from F." and how many the session held already (not added again).
    QString importedText(const QString& file, int added, int skipped, bool bundle) const;
    void chooseLanguage(const QString& code);

    // main_window_session.cpp: settings, files, about.
    void loadSettings();
    void reopenUserKernel(const StudioSettings& settings);
    void saveSettings() const;
    void openSweepDialog();
    void onExportCsv();
    void onImportCsv();
    void onExportChart(const QString& suffix);
    // main_window_import.cpp: importing CSV files.
    void setupImport();
    void onImportFinished(const CsvImportOutcome& outcome);
    // main_window_bundle.cpp: File → Export bundle…, Import bundle….
    void setupBundles();
    void retranslateBundles();
    void onBundleFinished(const BundleOutcome& outcome);
    // main_window_history.cpp: recording runs in the history, opening with the last session's.
    void setupHistory();
    void retranslateHistory();
    void restoreLastSession();
    void onSessionRead(const HistoryReadOutcome& outcome);
    // main_window_startup.cpp: the work asked for on the command line.
    void applyStartupOptions();
    void runStartupWork();
    void startStartupSweep();
    // Emits startupFinished once, after the startup import (if any) has ended too.
    void finishStartup();
    void showAbout();
    QString defaultDeviceId() const;

    // main_window_peaks.cpp: the Measure peaks action, the Peaks tab, peaks for the charts.
    void setupPeaks();
    void retranslatePeaks();
    void onPeaksChanged(const ndr::DevicePeaks& peaks, bool fromCache);
    void onPeaksDeviceChanged(const QString& deviceId);

    // main_window_tuning.cpp: the Tuning tab, applying tuned parameters to runs.
    void setupTuning();
    // main_window_selection.cpp: the views that follow the selected (else latest) run and the setup.
    void setupSelection();
    void followRun();
    void followSetupInTuning();

    StartupOptions options_;
    LanguageManager* language_ = nullptr;
    Session* session_ = nullptr;
    JobController* jobs_ = nullptr;

    QTabWidget* tabs_ = nullptr;
    DevicesPane* devices_ = nullptr;
    SetupPane* setup_ = nullptr;
    ResultsPane* resultsPane_ = nullptr;
    ChartsPane* charts_ = nullptr;
    PeaksPanel* peaksPanel_ = nullptr;
    TimelinePane* timeline_ = nullptr;
    WorkGroupPane* workGroups_ = nullptr;
    TuningPane* tuningPane_ = nullptr;
    HistoryPane* historyPane_ = nullptr;
    HistoryRecorder* history_ = nullptr;
    HistoryReadJob* sessionReader_ = nullptr;
    QAction* recordHistoryAction_ = nullptr;
    QDockWidget* logDock_ = nullptr;
    QPlainTextEdit* log_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QTimer* chartsTimer_ = nullptr;
    CsvImportJob* importJob_ = nullptr;
    QProgressDialog* importProgress_ = nullptr;
    BundleJob* bundleJob_ = nullptr;
    QAction* exportBundleAction_ = nullptr;
    QAction* importBundleAction_ = nullptr;
    bool bundleInteractive_ = false;     // started from the menu: a failure gets a message box
    bool importInteractive_ = false;     // started from the menu: a refusal gets a message box
    bool startupWaitsForImport_ = false; // the startup work is done, the --import is not

    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* exportAction_ = nullptr;
    QAction* exportPngAction_ = nullptr;
    QAction* exportSvgAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* runAction_ = nullptr;
    QAction* sweepAction_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QAction* peaksAction_ = nullptr;
    std::vector<std::pair<View, QWidget*>> tabWidgets_;  // the registry's tabs, in tab order
    std::vector<std::pair<View, QAction*>> viewActions_; // its View menu rows, Ctrl+1…
    QActionGroup* languageGroup_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* aboutQtAction_ = nullptr;

    QString pendingDeviceId_;       // from settings, applied once the engine has enumerated
    QString startupNotice_;         // what the start changed of the last session, shown once the engine is up
    QString tuningFollowedVariant_; // the setup's variant the Tuning view last took
    QString sweepVariants_;         // sweep dialog choices, remembered across sessions
    QString sweepSizes_ = QStringLiteral("64, 128, 256");
    QString sweepLocals_ = QStringLiteral("8x8, 16x16");
    quint64 startupJob_ = 0;
    quint64 skippedJob_ = 0; // the job whose skipped combinations are being logged
    int skippedLogged_ = 0;
    bool startupDone_ = false;
    bool startupPeaksStarted_ = false;
};

} // namespace studio
