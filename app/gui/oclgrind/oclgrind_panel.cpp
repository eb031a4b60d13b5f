#include "gui/oclgrind/oclgrind_panel.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <utility>

#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

// Small enough for Oclgrind's interpreter (seconds), and not a multiple of common tile sizes so
// edge handling is exercised.
constexpr std::size_t kMatmulN = 19;
constexpr std::size_t kVectorN = 1027;

QString executableNear(const QString& name, const char* envOverride)
{
    const QString forced = qEnvironmentVariable(envOverride);
    if (!forced.isEmpty())
        return QFileInfo(forced).isExecutable() ? forced : QString();
    const QString appDir = QCoreApplication::applicationDirPath();
    for (const QString& dir : {appDir, appDir + QStringLiteral("/../cli"), appDir + QStringLiteral("/../../app/cli")}) {
        const QFileInfo f(QDir(dir).filePath(name));
        if (f.isFile() && f.isExecutable())
            return f.canonicalFilePath();
    }
    return QStandardPaths::findExecutable(name);
}

} // namespace

OclgrindPanel::OclgrindPanel(QWidget* parent) : QWidget(parent)
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
    table_->setMinimumHeight(90);
    for (auto [column, width] : {std::pair{0, 110}, std::pair{1, 120}, std::pair{2, 50}})
        table_->setColumnWidth(column, width);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(checkButton_);
    buttons->addWidget(cancelButton_);
    buttons->addWidget(status_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(table_, 1);

    connect(checkButton_, &QPushButton::clicked, this, &OclgrindPanel::checkRequested);
    connect(cancelButton_, &QPushButton::clicked, this, &OclgrindPanel::cancel);
    retranslateUi();
    missingOclgrind_ = oclgrindPath().isEmpty();
    setState(missingOclgrind_ || benchPath().isEmpty() ? State::Unavailable : State::Idle);
}

OclgrindPanel::~OclgrindPanel()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(2000);
    }
    delete logDir_;
}

QString OclgrindPanel::oclgrindPath() { return executableNear(QStringLiteral("oclgrind"), "NDR_OCLGRIND"); }
QString OclgrindPanel::benchPath() { return executableNear(QStringLiteral("ndrange-bench"), "NDR_BENCH"); }

QStringList OclgrindPanel::benchArguments(const ndr::RunRequest& r)
{
    QStringList args{QStringLiteral("run")};
    const ndr::Variant* v = ndr::findVariant(r.variant);
    const ndr::UserKernel* user = ndr::isUserVariantName(r.variant) ? ndr::findUserKernel(r.variant) : nullptr;
    if (user) {
        args << QStringLiteral("--kernel-file") << QString::fromStdString(user->path);
        if (!user->entry.empty())
            args << QStringLiteral("--entry") << QString::fromStdString(user->entry);
        if (!user->buildOptions.empty())
            args << QStringLiteral("--build-options") << QString::fromStdString(user->buildOptions);
    } else {
        args << QStringLiteral("--variant") << QString::fromStdString(r.variant);
    }
    const bool matmul = !v || v->workload == ndr::Workload::MatMul;
    std::size_t n = matmul ? kMatmulN : kVectorN;
    if (v && v->exactMultiple) // no edge handling: N must be a multiple of the block
        n = r.local.isAutomatic() ? 16 : 2 * r.local.x;
    args << QStringLiteral("--n") << QString::number(std::min(n, std::max<std::size_t>(r.n, 1)));
    if (!r.local.isAutomatic())
        args << QStringLiteral("--local") << QString::fromStdString(r.local.toString());
    args << QStringLiteral("--reps") << QStringLiteral("1") << QStringLiteral("--warmup") << QStringLiteral("0")
         << QStringLiteral("--no-cpu");
    return args;
}

bool OclgrindPanel::start(const ndr::RunRequest& request)
{
    if (isRunning())
        return false;
    const QString oclgrind = oclgrindPath(), bench = benchPath();
    if (oclgrind.isEmpty() || bench.isEmpty()) {
        missingOclgrind_ = oclgrind.isEmpty();
        setState(State::Unavailable);
        return false;
    }
    if (ndr::isUserVariantName(request.variant)) {
        const ndr::UserKernel* user = ndr::findUserKernel(request.variant);
        if (!user || user->path.empty()) {
            failure_ = tr("This user kernel has no file to check.");
            setState(State::Failed);
            return false;
        }
    }
    delete logDir_;
    logDir_ = new QTemporaryDir;
    const QString logFile = logDir_->filePath(QStringLiteral("oclgrind.log"));
    const QStringList benchArgs = benchArguments(request);
    subject_ = QString::fromStdString(request.variant) + QStringLiteral(", N = ") +
               benchArgs.at(benchArgs.indexOf(QStringLiteral("--n")) + 1);
    findings_.clear();
    failure_.clear();
    showFindings();

    delete process_;
    process_ = new QProcess(this);
    process_->setProcessChannelMode(QProcess::MergedChannels);
    connect(process_, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus status) { onFinished(code, status == QProcess::CrashExit); });
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            failure_ = tr("Oclgrind could not be started: %1").arg(process_->errorString());
            setState(State::Failed);
            emit finished(0);
        }
    });
    QStringList args{QStringLiteral("--data-races"),
                     QStringLiteral("--uninitialized"),
                     QStringLiteral("--check-api"),
                     QStringLiteral("--log"),
                     logFile,
                     bench};
    args << benchArgs;
    setState(State::Running);
    process_->start(oclgrind, args);
    return true;
}

void OclgrindPanel::cancel()
{
    if (!isRunning() || !process_)
        return;
    process_->disconnect(this);
    process_->kill();
    process_->waitForFinished(2000); // a killed process ends at once; this only reaps it
    setState(State::Cancelled);
    emit finished(0);
}

void OclgrindPanel::onFinished(int exitCode, bool crashed)
{
    const QString output = QString::fromLocal8Bit(process_->readAll());
    QFile log(logDir_->filePath(QStringLiteral("oclgrind.log")));
    if (log.open(QIODevice::ReadOnly))
        findings_ = parseOclgrindLog(QString::fromUtf8(log.readAll()));
    if (crashed || exitCode != 0) {
        // Exit 1 is a failed verification (often the consequence of what Oclgrind reports);
        // any other code is an error of its own, shown with the program's last words.
        const QString last = output.trimmed().section(QLatin1Char('\n'), -1).simplified();
        failure_ = crashed         ? tr("ndrange-bench crashed under Oclgrind.")
                   : exitCode == 1 ? tr("The run also failed verification.")
                                   : tr("ndrange-bench exited with code %1: %2").arg(exitCode).arg(last);
    }
    showFindings();
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
    checkButton_->setToolTip(state == State::Unavailable ? statusText() : QString());
    status_->setText(statusText());
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
    status_->setText(statusText());
}

void OclgrindPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
