#pragma once
#include <QString>
#include <QVector>
#include <QWidget>

#include "ndr/run_request.hpp"
#include "session/oclgrind_check.hpp"

class QLabel;
class QPushButton;
class QTableWidget;

namespace studio {

// "Check with Oclgrind": the view of an OclgrindCheck job (the selected variant once, at a small
// N, under Oclgrind): its buttons, its state in words and the findings in a table.
class OclgrindPanel : public QWidget {
    Q_OBJECT

public:
    enum class State { Unavailable, Idle, Running, Clean, Findings, Failed, Cancelled };

    // Shows `check` (the session's; without one, a check of its own).
    explicit OclgrindPanel(OclgrindCheck* check = nullptr, QWidget* parent = nullptr);

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
    void onFinished(const OclgrindOutcome& outcome);
    void showFindings();

    QPushButton* checkButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QLabel* status_ = nullptr;
    QTableWidget* table_ = nullptr;
    OclgrindCheck* check_ = nullptr;
    State state_ = State::Idle;
    bool missingOclgrind_ = false; // why the check is unavailable (else: no ndrange-bench)
    QVector<OclgrindFinding> findings_;
    QString failure_;
    QString subject_; // "naive, N = 19"
};

} // namespace studio
