#include "gui/shell/startup_work.hpp"

#include <QTimer>

#include "gui/shell/feature.hpp"
#include "gui/shell/startup_options.hpp"

namespace studio {

StartupWork::StartupWork(const StartupOptions& options, EngineWorker* worker, QObject* parent)
    : QObject(parent), options_(options)
{
    connect(worker, &EngineWorker::jobFinished, this, &StartupWork::onJobFinished);
}

void StartupWork::begin() { runPhases(First); }

void StartupWork::runPhases(int from)
{
    for (int phase = from; phase <= Waits; ++phase) {
        for (Feature* f : features_)
            f->startupWork(*this, phase);
        if (phase == First && job_ != 0)
            return; // onJobFinished goes on with the other phases
    }
    if (idle()) // nothing to wait for; let the window lay itself out first
        QTimer::singleShot(0, this, &StartupWork::finish);
}

void StartupWork::setJob(quint64 job)
{
    if (job != 0)
        job_ = job;
}

void StartupWork::onJobFinished(const JobOutcome& o)
{
    if (done_ || o.job != job_)
        return;
    job_ = 0;
    if (o.kind == JobKind::Peaks && (options_.run || options_.sweep))
        runPhases(Jobs); // peaks first, then the run or sweep that was asked for
    else
        finish();
}

void StartupWork::finish()
{
    if (done_)
        return;
    for (Feature* f : features_) {
        if (f->holdsStartup()) {
            held_ = true; // a screenshot of --import shows the imported runs
            return;
        }
    }
    done_ = true;
    emit finished();
}

void StartupWork::release()
{
    if (held_) {
        held_ = false;
        finish();
    }
}

} // namespace studio
