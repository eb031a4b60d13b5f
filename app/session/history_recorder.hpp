#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QtGlobal>
#include <memory>
#include <unordered_set>
#include <vector>

#include "ndr/history.hpp"
#include "ndr/run_result.hpp"

namespace studio {

class Session;

// Stores the studio's runs in the run history (ndr::History, shared with ndrange-bench) off the
// GUI thread: every run a job adds to the session, and the runs of imported files as imports
// naming where they came from. Runs are written in batches, in the order they arrived, one
// batch at a time. It also keeps the history ids of the runs in this session (written now or
// taken back from the history), which the studio remembers to open with them next time.
class HistoryRecorder : public QObject {
    Q_OBJECT

public:
    // Records the session's job runs from now on (Session::runAdded) and forgets the session's
    // ids when its runs are cleared.
    explicit HistoryRecorder(Session* session, QObject* parent = nullptr);
    ~HistoryRecorder() override; // waits for the writes under way

    // Off: nothing more is recorded (runs already queued are still written).
    void setEnabled(bool enabled);
    bool isEnabled() const { return enabled_; }

    void record(const ndr::RunResult& run);
    // Runs read from a file: stored as imported ones with `origin` (ndr::csvOrigin, ndr::bundleOrigin),
    // except those the history holds already (ndr::History::addNew); importRecorded() says how many.
    void recordImported(const std::vector<ndr::RunResult>& runs, const QString& origin);
    // Blocks until every queued run is written (closing the window, tests).
    void waitForWrites();
    bool isWriting() const { return writing_ || !pending_.empty(); }

    // History ids of the runs of this session, in the order they joined it.
    const std::vector<qint64>& sessionIds() const { return sessionIds_; }
    bool inSession(qint64 id) const { return sessionIdSet_.count(id) > 0; }
    // Runs taken from the history into the session (the last session's, the History view's).
    void adoptIds(const std::vector<qint64>& ids);

signals:
    // A batch was stored; `ids` are its history ids.
    void recorded(const std::vector<qint64>& ids);
    // An imported file's runs were stored: `added` new ones, `skipped` that the history held
    // already, `remeasured` of those with other samples than the stored copy (which is kept).
    void importRecorded(const QString& origin, int added, int skipped, int remeasured);
    // The history could not be written (damaged, locked, unwritable): said once, until a write
    // succeeds again. The runs stay in the session and can still be exported.
    void failed(const QString& reason);
    void sessionIdsChanged();

private:
    struct Batch {
        std::vector<ndr::RunResult> runs;
        bool imported = false;
        QString origin;
    };
    struct Written {
        std::vector<qint64> ids;
        QString error; // the reason it failed, else empty
        bool imported = false;
        QString origin;
        int added = 0, skipped = 0, remeasured = 0;
    };
    Written store(const Batch& batch);
    void schedule();
    void writeNext();
    void onWritten(const Written& written, quint64 generation);
    void forgetSession();

    QThreadPool pool_;
    std::unique_ptr<ndr::History> history_; // used by the pool's thread only (one write at a time)
    bool enabled_ = true;
    bool writing_ = false;
    bool scheduled_ = false;
    bool failing_ = false;
    std::vector<Batch> pending_;
    std::vector<qint64> sessionIds_;
    std::unordered_set<qint64> sessionIdSet_; // the same ids, to look them up
    // Bumped when the session's runs are cleared: ids of a batch written before then no longer
    // belong to the session.
    quint64 generation_ = 0;
};

} // namespace studio
