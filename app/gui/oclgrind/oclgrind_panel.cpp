#include "gui/oclgrind/oclgrind_panel.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <utility>

namespace studio {

OclgrindPanel::OclgrindPanel(OclgrindCheck* check, QWidget* parent)
    : QWidget(parent), check_(check ? check : new OclgrindCheck(this))
{
    checkButton_ = new QPushButton;
    checkButton_->setObjectName(QStringLiteral("oclgrindCheck"));
    cancelButton_ = new QPushButton;
    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_ = new QTableWidget(0, 4);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->setMinimumHeight(36);
    // The findings take the height left over, never the room of the fields above the panel.
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    for (auto [column, width] : {std::pair{0, 100}, std::pair{1, 90}, std::pair{2, 45}})
        table_->setColumnWidth(column, width);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(checkButton_);
    buttons->addWidget(cancelButton_);
    buttons->addStretch(1);
    // The status wraps under the buttons: the panel sits in a narrow column.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addWidget(table_, 1);

    connect(checkButton_, &QPushButton::clicked, this, &OclgrindPanel::checkRequested);
    connect(cancelButton_, &QPushButton::clicked, this, &OclgrindPanel::cancel);
    retranslateUi();
    connect(check_, &OclgrindCheck::finished, this, &OclgrindPanel::onFinished);
    connect(check_, &OclgrindCheck::started, this, [this](const QString& subject) {
        subject_ = subject;
        findings_.clear();
        failure_.clear();
        showFindings();
        setState(State::Running);
    });
    const OclgrindCheck::Availability a = OclgrindCheck::availability();
    missingOclgrind_ = a == OclgrindCheck::Availability::NoOclgrind;
    setState(a == OclgrindCheck::Availability::Available ? State::Idle : State::Unavailable);
}

bool OclgrindPanel::start(const ndr::RunRequest& request)
{
    switch (check_->start(request)) {
    case OclgrindCheck::Start::Started:
        return true;
    case OclgrindCheck::Start::Busy:
        return false;
    case OclgrindCheck::Start::Unavailable:
        missingOclgrind_ = OclgrindCheck::availability() == OclgrindCheck::Availability::NoOclgrind;
        setState(State::Unavailable);
        return false;
    case OclgrindCheck::Start::NoKernelFile:
        failure_ = tr("This user kernel has no file to check.");
        setState(State::Failed);
        return false;
    }
    return false;
}

void OclgrindPanel::cancel() { check_->cancel(); }

void OclgrindPanel::onFinished(const OclgrindOutcome& o)
{
    subject_ = o.subject;
    findings_ = o.findings;
    switch (o.failure) {
    case OclgrindOutcome::Failure::None:
        failure_.clear();
        break;
    case OclgrindOutcome::Failure::FailedToStart:
        failure_ = tr("Oclgrind could not be started: %1").arg(o.detail);
        break;
    case OclgrindOutcome::Failure::Crashed:
        failure_ = tr("ndrange-bench crashed under Oclgrind.");
        break;
    case OclgrindOutcome::Failure::VerificationFailed:
        failure_ = tr("The run also failed verification.");
        break;
    case OclgrindOutcome::Failure::ExitCode:
        failure_ = tr("ndrange-bench exited with code %1: %2").arg(o.exitCode).arg(o.detail);
        break;
    }
    showFindings();
    if (o.cancelled)
        setState(State::Cancelled);
    else
        setState(!findings_.isEmpty() ? State::Findings : failure_.isEmpty() ? State::Clean : State::Failed);
    emit finished(int(findings_.size()));
}

void OclgrindPanel::showFindings()
{
    table_->setRowCount(int(findings_.size()));
    for (int i = 0; i < findings_.size(); ++i) {
        const OclgrindFinding& f = findings_[i];
        const QString message = f.count > 1 ? tr("%1 (×%2 work-items)").arg(f.message).arg(f.count) : f.message;
        const QStringList cells{f.kind, f.kernel, f.line > 0 ? QString::number(f.line) : QString(), message};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(f.message);
            table_->setItem(i, c, item);
        }
    }
    if (!findings_.isEmpty())
        table_->resizeColumnsToContents();
}

QString OclgrindPanel::statusText() const
{
    switch (state_) {
    case State::Unavailable:
        return missingOclgrind_
                   ? tr("Oclgrind is not installed (Debian: apt install oclgrind), so the check is unavailable.")
                   : tr("ndrange-bench was not found next to the studio, so the check is unavailable.");
    case State::Idle:
        return tr("Runs the selected variant once at a small N under Oclgrind: data races, uninitialised "
                  "values, out-of-bounds accesses, API misuse.");
    case State::Running:
        return tr("Checking %1 under Oclgrind…").arg(subject_);
    case State::Clean:
        return tr("No issues found (%1).").arg(subject_);
    case State::Findings:
        return tr("%n issue(s) found (%1).", nullptr, int(findings_.size())).arg(subject_) +
               (failure_.isEmpty() ? QString() : QStringLiteral(" ") + failure_);
    case State::Failed:
        return failure_;
    case State::Cancelled:
        return tr("Check cancelled.");
    }
    return {};
}

void OclgrindPanel::setState(State state)
{
    state_ = state;
    checkButton_->setEnabled(state != State::Unavailable && state != State::Running);
    cancelButton_->setEnabled(state == State::Running);
    // Before any check, what the check does is the button's tooltip: the panel sits in a narrow
    // column and keeps its height for the findings.
    checkButton_->setToolTip(state == State::Unavailable || state == State::Idle ? statusText() : QString());
    status_->setText(statusText());
    status_->setVisible(state != State::Idle);
    const char* colour = state == State::Findings || state == State::Failed ? "#b00020"
                         : state == State::Clean                            ? "#1b6e20"
                                                                            : "#666666";
    status_->setStyleSheet(QStringLiteral("color: %1;").arg(QLatin1String(colour)));
}

void OclgrindPanel::retranslateUi()
{
    checkButton_->setText(tr("Check with Oclgrind"));
    cancelButton_->setText(tr("Cancel check"));
    table_->setHorizontalHeaderLabels({tr("Kind"), tr("Kernel"), tr("Line"), tr("Message")});
    setState(state_);
}

void OclgrindPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
