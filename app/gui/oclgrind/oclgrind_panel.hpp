#pragma once
#include <QString>
#include <QVector>
#include <QWidget>

#include "gui/oclgrind/oclgrind_findings.hpp"
#include "ndr/run_request.hpp"

class QLabel;
class QProcess;
class QPushButton;
class QTableWidget;
class QTemporaryDir;

namespace studio {

// "Check with Oclgrind": runs the selected variant once, at a small N, through ndrange-bench
// under Oclgrind (data races, uninitialised values, out-of-bounds accesses, API misuse) and lists
// what it reports. QProcess is asynchronous, so the GUI thread never waits; Cancel kills it.
class OclgrindPanel : public QWidget {
    Q_OBJECT

public:
    enum class State { Unavailable, Idle, Running, Clean, Findings, Failed, Cancelled };

    explicit OclgrindPanel(QWidget* parent = nullptr);
    ~OclgrindPanel() override;

    // Where the tools are: empty when not found. NDR_OCLGRIND / NDR_BENCH override the search
    // (tests; a bench next to the studio, then ../cli/ in the build tree, then PATH).
    static QString oclgrindPath();
    static QString benchPath();
    // The ndrange-bench arguments checking `request` (a small N of the same shape).
    static QStringList benchArguments(const ndr::RunRequest& request);

    // Starts a check; false (with the reason in statusText()) when it cannot.
    bool start(const ndr::RunRequest& request);
    void cancel();
    bool isRunning() const { return state_ == State::Running; }
    State state() const { return state_; }
    QString statusText() const;
    const QVector<OclgrindFinding>& findings() const { return findings_; }
    // Compact by default: the kernel source above it gets most of the height.
    QSize sizeHint() const override { return {400, 190}; }

signals:
    // The user pressed "Check with Oclgrind"; the owner answers with start(request).
    void checkRequested();
    void finished(int findingCount);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void setState(State state);
    void onFinished(int exitCode, bool crashed);
    void showFindings();

    QPushButton* checkButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QLabel* status_ = nullptr;
    QTableWidget* table_ = nullptr;
    QProcess* process_ = nullptr;
    QTemporaryDir* logDir_ = nullptr;
    State state_ = State::Idle;
    bool missingOclgrind_ = false; // why the check is unavailable (else: no ndrange-bench)
    QVector<OclgrindFinding> findings_;
    QString failure_;
    QString subject_; // "naive, N = 19, local 4x4"
};

} // namespace studio
