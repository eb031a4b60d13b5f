#pragma once
#include <QWidget>
#include <functional>
#include <vector>

#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "session/engine_worker.hpp"
#include "session/job_controller.hpp"

class QAction;
class QComboBox;
class QLabel;
class QTableView;
class QToolBar;

namespace studio {

class StageSummaryModel;
class TimelineWidget;

// The Timeline view: the selected (or latest) run's commands per queue with a host lane, the
// stage summary table, a run button with a queue mode, and the buffer-mode comparison — the same
// request run with copy, use and alloc through the EngineWorker, shown stacked on one time axis
// with the kernel-time differences.
class TimelinePane : public QWidget {
    Q_OBJECT

public:
    explicit TimelinePane(JobController* jobs, QWidget* parent = nullptr);

    // Where the pane gets the request to run or compare (the Run setup's current one).
    void setRequestProvider(std::function<ndr::RunRequest()> provider) { provider_ = std::move(provider); }

    // The runs the results table selects (or its latest run). Ignored while a comparison is being
    // run or shown, until releaseComparison().
    void showRuns(const std::vector<ndr::RunResult>& runs);
    void releaseComparison();

    // Starts the copy/use/alloc comparison; false when no request or device is available.
    bool compareBufferModes();
    // Runs the setup's request in the chosen queue mode; the job id, 0 when nothing can run.
    quint64 runInQueueMode();
    bool isComparing() const { return !pendingModes_.empty() || currentJob_ != 0; }
    ndr::QueueMode queueMode() const;
    void setQueueMode(ndr::QueueMode mode);
    QString comparisonText() const;

    TimelineWidget* timeline() const { return timeline_; }
    StageSummaryModel* summaryModel() const { return summary_; }
    bool exportImage(const QString& path, QString* error) const;
    // Asks for a file name, writes PNG or SVG (QSaveFile), reports through message().
    void exportWithDialog(const QString& suffix);

signals:
    // A job was started here (run or comparison step); the window tracks it like its own.
    void comparisonFinished(bool ok);
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void startNextComparisonRun();
    void onResult(quint64 job, const ndr::RunResult& result);
    void onJobFinished(const JobOutcome& outcome);
    void display(const std::vector<ndr::RunResult>& runs);

    JobController* jobs_ = nullptr;
    EngineWorker* worker_ = nullptr;
    std::function<ndr::RunRequest()> provider_;
    TimelineWidget* timeline_ = nullptr;
    StageSummaryModel* summary_ = nullptr;
    QTableView* summaryView_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QComboBox* unitBox_ = nullptr;
    QComboBox* queueBox_ = nullptr;
    QLabel* unitLabel_ = nullptr;
    QLabel* queueLabel_ = nullptr;
    QLabel* headline_ = nullptr;
    QLabel* selection_ = nullptr;
    QAction* fitAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* runAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* pngAction_ = nullptr;
    QAction* svgAction_ = nullptr;

    std::vector<ndr::BufferMode> pendingModes_;
    std::vector<ndr::RunResult> comparison_;
    ndr::RunRequest comparisonBase_;
    quint64 currentJob_ = 0;
    bool pinned_ = false; // the comparison stays up until released
    QString shownKey_;    // identity of the runs on show: unchanged runs keep the zoom
};

} // namespace studio
