#pragma once
#include <QMainWindow>
#include <QString>
#include <utility>
#include <vector>

#include "gui/shell/shell.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/view_registry.hpp"
#include "session/engine_worker.hpp"
#include "session/history_recorder.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"

class QDockWidget;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTabWidget;

namespace studio {

class Feature;
class LanguageManager;
class ShellMenus;
class StartupWork;

// The studio window, a shell that assembles features: it builds every feature the view registry
// lists (gui/shell/feature.hpp), puts their views in tabs and their actions in the generated
// menus and toolbar (ShellMenus), hands them the settings, the startup work and the language,
// and keeps what belongs to the window alone: the message log, the status bar and the progress
// of the latest job. The session, its jobs and the run history live here for the features to
// share; the worker runs everything off the GUI thread.
class MainWindow : public QMainWindow, public Shell {
    Q_OBJECT

public:
    explicit MainWindow(const StartupOptions& options, LanguageManager* language, QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return session_; }
    JobController* jobs() const { return jobs_; }
    EngineWorker* worker() const { return jobs_->worker(); }
    HistoryRecorder* historyRecorder() const { return history_; }
    ShellMenus* menus() const { return menus_; }
    // Every feature, in registry order (the tabs' first, in tab order).
    const std::vector<Feature*>& features() const { return features_; }
    template <typename F> F* feature() const
    {
        for (Feature* f : features_)
            if (auto* found = qobject_cast<F*>(f))
                return found;
        return nullptr;
    }
    QString logText() const;
    // What the status bar's progress bar says of the latest job: nothing yet, its progress, or
    // how it ended (a cancelled or failed job reads so, not "0%").
    enum class ProgressState { Idle, Running, Done, Cancelled, Failed };
    ProgressState progressState() const { return progressState_; }
    QString progressText() const;
    // Applies every feature's pending (coalesced) updates now; screenshots and tests call this.
    void flushCharts();

    void log(const QString& message) override;
    void setStatus(const QString& text) override;
    QString statusText() const override;
    View currentView() const override;
    QWidget* dialogParent() override { return this; }

public slots:
    void showView(studio::View view) override;

signals:
    void engineReady();
    // The startup work (if any) has finished; --screenshot waits for this.
    void startupFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createFeatures();
    void createDockAndStatus();
    QWidget* tabOf(View tab) const;
    void onTabChanged();
    void retranslateUi();
    void onEngineReady();
    void onProgress(double fraction, const QString& status, double etaSeconds);
    void onJobFinished(const JobOutcome& outcome);
    void setProgressState(ProgressState state);
    void loadSettings();
    void saveSettings() const;

    StartupOptions options_;
    Session* session_ = nullptr;
    JobController* jobs_ = nullptr;
    HistoryRecorder* history_ = nullptr;
    StartupWork* startup_ = nullptr;
    std::vector<Feature*> features_;
    std::vector<std::pair<View, Feature*>> tabFeatures_; // the registry's tabs, in tab order
    QTabWidget* tabs_ = nullptr;
    ShellMenus* menus_ = nullptr;
    QDockWidget* logDock_ = nullptr;
    QPlainTextEdit* log_ = nullptr;
    QProgressBar* progress_ = nullptr;
    ProgressState progressState_ = ProgressState::Idle;
    QLabel* status_ = nullptr;
};

} // namespace studio
