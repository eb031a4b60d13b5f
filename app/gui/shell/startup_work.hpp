#pragma once
#include <QObject>
#include <vector>

#include "session/engine_worker.hpp"

namespace studio {

class Feature;
struct StartupOptions;

// The work the command line asked for (scripted screenshots and demos), run once the engine is
// up, and the one finished() when all of it has ended. Every feature takes its part in three
// phases, in registry order:
//   First: work that must end before the rest (peaks measured before a run or sweep); a job
//          started here holds the other phases back until it has finished;
//   Jobs:  runs, sweeps, tuning, queue modes: the latest job started is the one waited for;
//   Waits: when no job was started, something else to wait for (a comparison, a capture,
//          a read of the history, an Oclgrind check), the first one asked for.
// With nothing to wait for, finished() follows once the window has laid itself out. A feature
// that holdsStartup() (an import still reading) delays it until it calls release().
class StartupWork : public QObject {
    Q_OBJECT

public:
    enum Phase { First, Jobs, Waits };

    StartupWork(const StartupOptions& options, EngineWorker* worker, QObject* parent = nullptr);

    void setFeatures(std::vector<Feature*> features) { features_ = std::move(features); }
    // Runs the phases (the window calls this when the engine is ready).
    void begin();

    const StartupOptions& options() const { return options_; }
    // Whether nothing has been started or asked to be waited for yet.
    bool idle() const { return job_ == 0 && !waiting_; }
    // The job to wait for (0, a refused start, changes nothing).
    void setJob(quint64 job);
    // Waits for `signal` of `sender` instead of a job.
    template <typename Sender, typename Signal> void waitFor(const Sender* sender, Signal signal)
    {
        waiting_ = true;
        connect(sender, signal, this, &StartupWork::finish);
    }
    // Ends the startup work (once); waits first while a feature holds it.
    void finish();
    // A feature that held the startup no longer does.
    void release();
    bool isDone() const { return done_; }

signals:
    void finished();

private:
    void runPhases(int from);
    void onJobFinished(const JobOutcome& outcome);

    const StartupOptions& options_;
    std::vector<Feature*> features_;
    quint64 job_ = 0;
    bool waiting_ = false;
    bool held_ = false;
    bool done_ = false;
};

} // namespace studio
