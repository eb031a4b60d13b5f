#include "session/history_read_job.hpp"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>

namespace studio {

HistoryReadJob::HistoryReadJob(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<studio::HistoryReadOutcome>();
    pool_.setMaxThreadCount(1);
}

HistoryReadJob::~HistoryReadJob() { pool_.waitForDone(); }

void HistoryReadJob::readList(const ndr::HistoryFilter& filter)
{
    Request r;
    r.filter = filter;
    request(std::move(r));
}

void HistoryReadJob::readIds(const std::vector<qint64>& ids)
{
    Request r;
    r.ids = ids;
    r.byIds = true;
    request(std::move(r));
}

void HistoryReadJob::readKernelOf(qint64 id)
{
    Request r;
    r.ids = {id};
    r.byIds = true;
    r.kernelOf = true;
    request(std::move(r));
}

void HistoryReadJob::request(Request r)
{
    next_ = std::move(r);
    queued_ = true;
    if (!running_)
        startNext();
}

void HistoryReadJob::startNext()
{
    queued_ = false;
    running_ = true;
    (void)QtConcurrent::run(&pool_, [this, r = std::move(next_)] {
        HistoryReadOutcome out;
        out.byIds = r.byIds;
        out.kernelOf = r.kernelOf;
        try {
            const ndr::History history(ndr::HistoryAccess::ReadOnly);
            if (!r.byIds) {
                out.entries = history.list(r.filter, &out.damaged);
            } else {
                for (qint64 id : r.ids) {
                    try {
                        if (auto entry = history.show(id)) {
                            if (r.kernelOf) {
                                out.kernelSource = history.kernelSource(entry->run.kernelSourceHash).value_or("");
                                out.kernelBuild = history.kernelBuild(id);
                            }
                            out.entries.push_back(std::move(*entry));
                        } else
                            ++out.missing;
                    } catch (const ndr::HistoryError& e) {
                        if (e.problem() != ndr::HistoryProblem::BadEntry)
                            throw;
                        out.damaged.push_back({id, e.what()});
                    }
                }
            }
        } catch (const std::exception& e) { // ndr::HistoryError names the file and the reason
            out.entries.clear();
            out.damaged.clear();
            out.error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, out = std::move(out)] {
                running_ = false;
                if (queued_) { // a newer request came while this one ran: it wins
                    startNext();
                    return;
                }
                emit finished(out);
            },
            Qt::QueuedConnection);
    });
}

} // namespace studio
