#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QtGlobal>
#include <memory>
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
    // Runs read from a file: stored as imported ones with `origin` (ndr::csvOrigin, ndr::bundleOrigin).
    void recordImported(const std::vector<ndr::RunResult>& runs, const QString& origin);
    // Blocks until every queued run is written (closing the window, tests).
    void waitForWrites();
    bool isWriting() const { return writing_ || !pending_.empty(); }

    // History ids of the runs of this session, in the order they joined it.
    const std::vector<qint64>& sessionIds() const { return sessionIds_; }
    // Runs taken from the history into the session (the last session's, the History view's).
    void adoptIds(const std::vector<qint64>& ids);

signals:
    // A batch was stored; `ids` are its history ids.
    void recorded(const std::vector<qint64>& ids);
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
    QString store(const Batch& batch, std::vector<qint64>* ids); // the reason it failed, else empty
    void schedule();
    void writeNext();
    void onWritten(const std::vector<qint64>& ids, const QString& error, quint64 generation);
    void forgetSession();

    QThreadPool pool_;
    std::unique_ptr<ndr::History> history_; // used by the pool's thread only (one write at a time)
    bool enabled_ = true;
    bool writing_ = false;
    bool scheduled_ = false;
    bool failing_ = false;
    std::vector<Batch> pending_;
    std::vector<qint64> sessionIds_;
    // Bumped when the session's runs are cleared: ids of a batch written before then no longer
    // belong to the session.
    quint64 generation_ = 0;
};

} // namespace studio
