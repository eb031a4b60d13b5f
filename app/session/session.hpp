#pragma once
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "ndr/engine.hpp"
#include "ndr/peaks.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"
#include "ndr/user_kernel.hpp"

namespace studio {

class ResultsModel;

// What the studio knows, apart from any window: the runs (finished, failed, cancelled or
// imported, in ResultsModel), the combinations a sweep skipped, every device's peaks, the setup
// the user is editing and the runs the user selected. Views observe it through its signals and
// the model's; jobs (JobController) and imports write into it.
class Session : public QObject {
    Q_OBJECT

public:
    explicit Session(QObject* parent = nullptr);

    ResultsModel* results() const { return results_; }
    const std::vector<ndr::SkippedRun>& skippedRuns() const { return skipped_; }

    // A run a job made: always added (two runs can look alike, e.g. two failures within a second).
    void addRun(const ndr::RunResult& run);
    // Runs read from a file or the run history: those the session does not hold yet (by
    // ndr::runIdentity, so a file imported twice adds its runs once) are added; returns how many.
    int addRuns(const std::vector<ndr::RunResult>& runs);
    void addSkipped(const ndr::SkippedRun& skipped);
    // Forgets every run, skipped combination and the selection; peaks stay.
    void clearRuns();

    // Peaks of every device measured this session or read from the cache.
    const std::vector<ndr::DevicePeaks>& peaks() const { return peaks_; }
    std::optional<ndr::DevicePeaks> peaksOf(const std::string& deviceKey) const;
    // Whether the device's peaks were measured in this session rather than read from the cache.
    bool peaksMeasuredNow(const std::string& deviceKey) const;
    // Takes a device's peaks; false (nothing changes) for a cache read older than what is known,
    // so a cache read landing after a fresh measurement cannot roll it back.
    bool updatePeaks(const ndr::DevicePeaks& peaks, bool fromCache);

    // The run the user is setting up (Run setup's request); every view follows its device. While
    // a source is set (the view that edits the setup, alive as long as `owner`), it is asked;
    // else the request last set (setupChanged: the view has checked the request it now holds).
    ndr::RunRequest setup() const;
    QString setupDeviceId() const;
    void setSetup(const ndr::RunRequest& request);
    void setSetupSource(QObject* owner, std::function<ndr::RunRequest()> source);
    // The setup's device changed ("P:D"); setupDeviceChanged tells the views that follow it.
    void setSetupDevice(const QString& deviceId);
    // Another view asks the setup to take a variant and/or device (empty: unchanged), e.g. the
    // tuned parameters applied; the view that edits the setup answers setupRequested.
    void requestSetup(const QString& variant, const QString& deviceId);
    // Another view asks the setup to take a user kernel (a run of the history reopened as the
    // kernel that produced it); the view that edits the setup answers kernelRequested.
    void requestKernel(const ndr::UserKernel& kernel) { emit kernelRequested(kernel); }
    // Another view asks the Compare view to take a set of the run history as side A (the
    // baseline) or B: `historySet` as ndrange-bench compare takes it ("history:id=3,5,9"); the
    // Compare view answers compareRequested.
    void requestCompare(const QString& historySet, bool sideB) { emit compareRequested(historySet, sideB); }
    // The tuning cache changed: what the next run of a tunable variant compiles with.
    void noteTunedParamsChanged() { emit tunedParamsChanged(); }

    // Rows of results() the user selected, in row order; empty: none.
    const std::vector<int>& selectedRows() const { return selected_; }
    void setSelectedRows(std::vector<int> rows);
    bool hasSelection() const { return !selected_.empty(); }
    // The selected runs, else every run: what the charts show.
    std::vector<ndr::RunResult> chartedRuns() const;
    // The run the views follow: the last selected one, else the latest run.
    std::optional<ndr::RunResult> followedRun() const;

signals:
    void runAdded(const ndr::RunResult& run);
    void runsImported(int count);
    void runsCleared();
    void skippedAdded(const ndr::SkippedRun& skipped);
    void peaksChanged(const ndr::DevicePeaks& peaks, bool fromCache);
    void setupChanged();
    void setupDeviceChanged(const QString& deviceId);
    void setupRequested(const QString& variant, const QString& deviceId);
    void kernelRequested(const ndr::UserKernel& kernel);
    void compareRequested(const QString& historySet, bool sideB);
    void tunedParamsChanged();
    void selectionChanged();

private:
    ResultsModel* results_ = nullptr;
    std::unordered_set<std::string> identities_; // ndr::runIdentity of every run in results_
    std::vector<ndr::SkippedRun> skipped_;
    std::vector<ndr::DevicePeaks> peaks_;
    std::vector<std::string> measuredNow_; // device keys measured in this session
    ndr::RunRequest setup_;
    QPointer<QObject> setupOwner_;
    std::function<ndr::RunRequest()> setupSource_;
    QString setupDevice_;
    std::vector<int> selected_;
};

} // namespace studio
