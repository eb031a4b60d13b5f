#pragma once
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

#include "ndr/run_request.hpp"
#include "session/oclgrind_findings.hpp"

class QProcess;
class QTemporaryDir;

namespace studio {

// How a check ended.
struct OclgrindOutcome {
    enum class Failure {
        None,
        FailedToStart,      // detail: the system's reason
        Crashed,            // ndrange-bench crashed under Oclgrind
        VerificationFailed, // the run also failed verification (exit 1)
        ExitCode,           // exitCode, detail: the program's last line
    };
    QString subject; // "naive, N = 19"
    QVector<OclgrindFinding> findings;
    bool cancelled = false;
    Failure failure = Failure::None;
    int exitCode = 0;
    QString detail;
};

// The Oclgrind check job: runs one variant once, at a small N of the same shape, through
// ndrange-bench under Oclgrind (data races, uninitialised values, out-of-bounds accesses, API
// misuse) and reports what it found. QProcess is asynchronous, so the caller's thread never
// waits; cancel() kills the process. One check at a time.
class OclgrindCheck : public QObject {
    Q_OBJECT

public:
    enum class Availability { Available, NoOclgrind, NoBench };
    enum class Start { Started, Busy, Unavailable, NoKernelFile };

    explicit OclgrindCheck(QObject* parent = nullptr);
    ~OclgrindCheck() override; // kills a running check

    // Where the tools are: empty when not found. NDR_OCLGRIND / NDR_BENCH override the search
    // (tests; a bench next to the studio, then ../cli/ in the build tree, then PATH).
    static QString oclgrindPath();
    static QString benchPath();
    static Availability availability();
    // The ndrange-bench arguments checking `request` (a small N of the same shape).
    static QStringList benchArguments(const ndr::RunRequest& request);

    Start start(const ndr::RunRequest& request);
    // Kills a running check; finished() follows with cancelled set.
    void cancel();
    bool isRunning() const { return running_; }
    const QString& subject() const { return subject_; }

signals:
    void started(const QString& subject);
    void finished(const studio::OclgrindOutcome& outcome);

private:
    void onFinished(int exitCode, bool crashed);
    void finish(OclgrindOutcome outcome);

    QProcess* process_ = nullptr;
    std::unique_ptr<QTemporaryDir> logDir_;
    QString subject_;
    bool running_ = false;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::OclgrindOutcome)
