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
QString HistoryRecorder::store(const Batch& batch, std::vector<qint64>* ids)
{
    try {
        if (!history_)
            history_ = std::make_unique<ndr::History>();
        const std::vector<std::int64_t> stored =
            history_->add(batch.runs, batch.imported ? ndr::HistorySource::Import : ndr::HistorySource::Studio,
                          batch.origin.toStdString());
        ids->assign(stored.begin(), stored.end());
        return {};
    } catch (const std::exception& e) { // ndr::HistoryError names the file and SQLite's reason
        history_.reset();
        return QString::fromStdString(e.what());
    }
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
        std::vector<qint64> ids;
        const QString error = store(batch, &ids);
        QMetaObject::invokeMethod(
            this, [this, ids, error, generation] { onWritten(ids, error, generation); }, Qt::QueuedConnection);
    });
}

void HistoryRecorder::onWritten(const std::vector<qint64>& ids, const QString& error, quint64 generation)
{
    writing_ = false;
    if (!error.isEmpty()) {
        if (!failing_)
            emit failed(error);
        failing_ = true;
    } else {
        failing_ = false;
        if (generation == generation_) {
            sessionIds_.insert(sessionIds_.end(), ids.begin(), ids.end());
            emit sessionIdsChanged();
        }
        emit recorded(ids);
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
        if (std::find(sessionIds_.begin(), sessionIds_.end(), id) == sessionIds_.end()) {
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
    emit sessionIdsChanged();
}

} // namespace studio
