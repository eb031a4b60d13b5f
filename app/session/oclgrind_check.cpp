#include "session/oclgrind_check.hpp"

#include "ndr/diagnostics.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>

#include "ndr/oclgrind_recipe.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

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

void killAndReap(QProcess* process)
{
    process->kill();
    process->waitForFinished(2000); // a killed process ends at once; this only reaps it
}

} // namespace

OclgrindCheck::OclgrindCheck(QObject* parent) : QObject(parent) { qRegisterMetaType<studio::OclgrindOutcome>(); }

OclgrindCheck::~OclgrindCheck()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        process_->disconnect(this);
        killAndReap(process_);
    }
}

QString OclgrindCheck::oclgrindPath() { return executableNear(QStringLiteral("oclgrind"), "NDR_OCLGRIND"); }
QString OclgrindCheck::benchPath() { return executableNear(QStringLiteral("ndrange-bench"), "NDR_BENCH"); }

OclgrindCheck::Availability OclgrindCheck::availability()
{
    if (oclgrindPath().isEmpty())
        return Availability::NoOclgrind;
    return benchPath().isEmpty() ? Availability::NoBench : Availability::Available;
}

QStringList OclgrindCheck::benchArguments(const ndr::RunRequest& r)
{
    QStringList args{QStringLiteral("run")};
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
    if (!r.local.isAutomatic())
        args << QStringLiteral("--local") << QString::fromStdString(r.local.toString());
    for (const std::string& word : ndr::oclgrindCheckRunTail(ndr::oclgrindCheckN(r.variant, r.local, r.n)))
        args << QString::fromStdString(word);
    return args;
}

OclgrindCheck::Start OclgrindCheck::start(const ndr::RunRequest& request)
{
    if (running_)
        return Start::Busy;
    if (availability() != Availability::Available)
        return Start::Unavailable;
    if (ndr::isUserVariantName(request.variant)) {
        const ndr::UserKernel* user = ndr::findUserKernel(request.variant);
        if (!user || user->path.empty())
            return Start::NoKernelFile;
    }
    logDir_ = std::make_unique<QTemporaryDir>();
    const QStringList benchArgs = benchArguments(request);
    subject_ = QString::fromStdString(request.variant) + QStringLiteral(", N = ") +
               benchArgs.at(benchArgs.indexOf(QStringLiteral("--n")) + 1);

    delete process_;
    process_ = new QProcess(this);
    process_->setProcessChannelMode(QProcess::MergedChannels);
    connect(process_, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus status) { onFinished(code, status == QProcess::CrashExit); });
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        OclgrindOutcome o;
        o.failure = OclgrindOutcome::Failure::FailedToStart;
        o.detail = process_->errorString();
        finish(o);
    });
    QStringList args;
    for (const std::string& flag : ndr::oclgrindCheckFlags())
        args << QString::fromStdString(flag);
    args << QStringLiteral("--log") << logDir_->filePath(QStringLiteral("oclgrind.log")) << benchPath();
    args += benchArgs;
    running_ = true;
    emit started(subject_);
    process_->start(oclgrindPath(), args);
    return Start::Started;
}

void OclgrindCheck::cancel()
{
    if (!running_ || !process_)
        return;
    process_->disconnect(this);
    killAndReap(process_);
    OclgrindOutcome o;
    o.cancelled = true;
    finish(o);
}

void OclgrindCheck::onFinished(int exitCode, bool crashed)
{
    OclgrindOutcome o;
    const QString output = QString::fromLocal8Bit(process_->readAll());
    QFile log(logDir_->filePath(QStringLiteral("oclgrind.log")));
    if (log.open(QIODevice::ReadOnly))
        o.findings = parseOclgrindLog(QString::fromUtf8(log.readAll()));
    // Exit 1 is a failed verification (often the consequence of what Oclgrind reports); any other
    // code is an error of its own, told with the program's last words.
    if (crashed) {
        o.failure = OclgrindOutcome::Failure::Crashed;
    } else if (exitCode == 1) {
        o.failure = OclgrindOutcome::Failure::VerificationFailed;
    } else if (exitCode != 0) {
        o.failure = OclgrindOutcome::Failure::ExitCode;
        o.exitCode = exitCode;
        o.detail = output.trimmed().section(QLatin1Char('\n'), -1).simplified();
        // A kernel that does not build under Oclgrind's compiler: its diagnostics (ndrange-bench
        // prints them located in the user's file) fill the table instead of leaving it empty.
        for (const ndr::Diagnostic& d : ndr::parseBuildLog(output.toStdString(), "kernel.cl"))
            o.findings.append(
                {QStringLiteral("build %1").arg(QString::fromStdString(ndr::toString(d.severity))), QString(), d.line,
                 QStringLiteral("%1: %2").arg(QString::fromStdString(d.file), QString::fromStdString(d.message)), 1});
    }
    finish(o);
}

void OclgrindCheck::finish(OclgrindOutcome outcome)
{
    running_ = false;
    outcome.subject = subject_;
    emit finished(outcome);
}

} // namespace studio
