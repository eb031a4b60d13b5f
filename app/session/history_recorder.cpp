#include "session/history_recorder.hpp"

#include <QCoreApplication>
#include <QMetaObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <exception>

#include "ndr/history.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

// Runs that arrive within this interval (a sweep's) are written in one transaction.
constexpr int kCoalesceMs = 150;

} // namespace

HistoryRecorder::HistoryRecorder(Session* session, QObject* parent) : QObject(parent)
{
    pool_.setMaxThreadCount(1);
    connect(session, &Session::runAdded, this, &HistoryRecorder::record);
    connect(session, &Session::runsCleared, this, &HistoryRecorder::forgetSession);
}

HistoryRecorder::~HistoryRecorder() { waitForWrites(); }

// On the pool's thread, one batch at a time. The history stays open between batches; after a
// failure it is opened afresh for the next one.
HistoryRecorder::Written HistoryRecorder::store(const Batch& batch)
{
    Written out;
    out.imported = batch.imported;
    out.origin = batch.origin;
    try {
        if (!history_)
            history_ = std::make_unique<ndr::History>();
        if (batch.imported) {
            const ndr::HistoryImport stored =
                history_->addNew(batch.runs, ndr::HistorySource::Import, batch.origin.toStdString());
            out.ids.assign(stored.ids.begin(), stored.ids.end());
            out.added = int(stored.added);
            out.skipped = int(stored.skipped);
            out.remeasured = int(stored.remeasured);
        } else {
            const std::vector<std::int64_t> stored = history_->add(batch.runs, ndr::HistorySource::Studio);
            out.ids.assign(stored.begin(), stored.end());
            out.added = int(stored.size());
        }
    } catch (const std::exception& e) { // ndr::HistoryError names the file and SQLite's reason
        history_.reset();
        out.ids.clear();
        out.error = QString::fromStdString(e.what());
    }
    return out;
}

void HistoryRecorder::setEnabled(bool enabled) { enabled_ = enabled; }

void HistoryRecorder::record(const ndr::RunResult& run)
{
    if (!enabled_)
        return;
    if (pending_.empty() || pending_.back().imported)
        pending_.push_back(Batch{});
    pending_.back().runs.push_back(run);
    schedule();
}

void HistoryRecorder::recordImported(const std::vector<ndr::RunResult>& runs, const QString& origin)
{
    if (!enabled_ || runs.empty())
        return;
    pending_.push_back(Batch{runs, true, origin});
    schedule();
}

void HistoryRecorder::schedule()
{
    if (scheduled_ || writing_)
        return; // the write under way takes the next batch when it ends
    scheduled_ = true;
    QTimer::singleShot(kCoalesceMs, this, [this] {
        scheduled_ = false;
        writeNext();
    });
}

void HistoryRecorder::writeNext()
{
    if (writing_ || pending_.empty())
        return;
    Batch batch = std::move(pending_.front());
    pending_.erase(pending_.begin());
    writing_ = true;
    const quint64 generation = generation_;
    (void)QtConcurrent::run(&pool_, [this, batch = std::move(batch), generation] {
        Written written = store(batch);
        QMetaObject::invokeMethod(
            this, [this, written = std::move(written), generation] { onWritten(written, generation); },
            Qt::QueuedConnection);
    });
}

void HistoryRecorder::onWritten(const Written& written, quint64 generation)
{
    writing_ = false;
    if (!written.error.isEmpty()) {
        if (!failing_)
            emit failed(written.error);
        failing_ = true;
    } else {
        failing_ = false;
        if (generation == generation_) {
            // A skipped run's id is that of the run the history held already: adopted, once.
            adoptIds(written.ids);
        }
        emit recorded(written.ids);
        if (written.imported)
            emit importRecorded(written.origin, written.added, written.skipped, written.remeasured);
    }
    writeNext();
}

void HistoryRecorder::waitForWrites()
{
    while (isWriting()) {
        pool_.waitForDone();
        // The finished write's report is queued to this object: take it now (it starts the next).
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
        if (!writing_ && !pending_.empty())
            writeNext();
    }
}

void HistoryRecorder::adoptIds(const std::vector<qint64>& ids)
{
    bool changed = false;
    for (qint64 id : ids)
        if (sessionIdSet_.insert(id).second) {
            sessionIds_.push_back(id);
            changed = true;
        }
    if (changed)
        emit sessionIdsChanged();
}

void HistoryRecorder::forgetSession()
{
    ++generation_;
    if (sessionIds_.empty())
        return;
    sessionIds_.clear();
    sessionIdSet_.clear();
    emit sessionIdsChanged();
}

} // namespace studio
