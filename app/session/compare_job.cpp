#include "session/compare_job.hpp"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/csv_reader.hpp"
#include "ndr/history.hpp"
#include "ndr/run_check.hpp"

namespace studio {

namespace {

std::vector<ndr::RunResult> readHistory(const std::string& spec, std::size_t& damaged)
{
    const ndr::HistoryFilter filter = ndr::historySetFilter(spec);
    const ndr::History history(ndr::HistoryAccess::ReadOnly);
    std::vector<ndr::RunResult> runs;
    history.forEach(
        filter, true, [&runs](ndr::HistoryEntry&& e) { runs.push_back(std::move(e.run)); },
        [&damaged](const ndr::DamagedRun&) { ++damaged; });
    return runs;
}

void fail(CompareSideOutcome& out, ndr::ErrorKind kind, const char* what, const std::string& limit = {})
{
    out.runs.clear();
    out.ok = false;
    out.errorKind = kind;
    out.error = QString::fromStdString(what);
    out.limit = QString::fromStdString(limit);
}

// Reads one side; every failure becomes the outcome's error, never an exception.
CompareSideOutcome load(const CompareSource& source, const ndr::CancelToken& cancel)
{
    CompareSideOutcome out;
    const std::string text = source.text.toStdString();
    try {
        switch (source.kind) {
        case CompareSource::Kind::CsvFile:
            out.runs = ndr::importResultsCsv(text, cancel);
            break;
        case CompareSource::Kind::Bundle:
            out.runs = ndr::readBundle(text).runs;
            break;
        case CompareSource::Kind::History:
            out.runs = readHistory(text, out.damaged);
            break;
        case CompareSource::Kind::Runs:
            out.runs = source.runs;
            break;
        }
        out.ok = true;
    } catch (const ndr::RunValueError& e) { // a value no run can have: the record and the column
        fail(out, e.kind(), e.what(), e.limit());
        out.line = e.record();
    } catch (const ndr::CsvError& e) { // its own limit() is the number; the name is the Error's
        fail(out, e.kind(), e.what(), static_cast<const ndr::Error&>(e).limit());
        out.line = e.line();
    } catch (const ndr::Error& e) {
        fail(out, e.kind(), e.what(), e.limit());
    } catch (const std::exception& e) { // the history's database, out of memory: reported, the studio goes on
        fail(out, ndr::ErrorKind::Runtime, e.what());
    }
    return out;
}

} // namespace

CompareJob::CompareJob(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<studio::CompareLoadOutcome>();
    pool_.setMaxThreadCount(1);
}

CompareJob::~CompareJob()
{
    if (token_)
        token_->cancel();
    pool_.waitForDone();
}

quint64 CompareJob::start(CompareSource a, CompareSource b)
{
    if (token_)
        token_->cancel(); // the newer load wins
    token_ = std::make_shared<ndr::CancelToken>();
    const quint64 id = ++latest_;
    ++running_;
    (void)QtConcurrent::run(&pool_, [this, id, a = std::move(a), b = std::move(b), token = token_] {
        CompareLoadOutcome out;
        out.id = id;
        out.a = load(a, *token);
        out.b = load(b, *token);
        QMetaObject::invokeMethod(
            this,
            [this, out = std::move(out)] {
                --running_;
                if (out.id == latest_)
                    emit finished(out);
            },
            Qt::QueuedConnection);
    });
    return id;
}

} // namespace studio
