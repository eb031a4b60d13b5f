// KernelEditor: Save, Save as, "Edit as new kernel" and the autosave of unsaved edits.
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QTimer>

#include "gui/setup/kernel_editor.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/variant.hpp"
#include "session/file_output.hpp"

namespace studio {

namespace {

// The autosave holds at most a few kernels of at most ndr::kMaxUserKernelBytes each.
constexpr qint64 kMaxAutosaveBytes = 16 * qint64(ndr::kMaxUserKernelBytes);

// A kernel is saved only to a regular file (new or replaced atomically, through a symbolic link
// if the path is one): a device, FIFO, socket or directory is refused before anything is written.
bool writeKernelFile(const QString& path, const QString& text, QString* error)
{
    try {
        const ndr::WriteTargetInfo target = ndr::inspectWriteTarget(QFile::encodeName(path).toStdString());
        if (target.kind != ndr::WriteTargetKind::Missing && target.kind != ndr::WriteTargetKind::Regular) {
            if (error)
                *error = KernelEditor::tr("%1 is not a regular file (a directory, device, FIFO or socket); a "
                                          "kernel is saved only to a regular file.")
                             .arg(path);
            return false;
        }
    } catch (const ndr::Error& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    return FileOutput::write(path, text.toUtf8(), error);
}

} // namespace

bool KernelEditor::save(QString* error)
{
    Draft* d = current();
    if (!d)
        return false;
    if (d->kernel.path.empty()) {
        if (error)
            *error = tr("This kernel has no file yet: use Save as.");
        return false;
    }
    const QString text = text_->toPlainText();
    if (!writeKernelFile(QFile::decodeName(QByteArray::fromStdString(d->kernel.path)), text, error))
        return false;
    d->savedText = text;
    updateButtons();
    writeAutosave();
    return true;
}

bool KernelEditor::saveAs(const QString& path, QString* error)
{
    Draft* d = current();
    if (!d)
        return false;
    const QString text = text_->toPlainText();
    if (!writeKernelFile(path, text, error))
        return false;
    // The file names the kernel from now on ("user:<stem>"), like a kernel opened from it.
    const QString stem = QFileInfo(path).completeBaseName();
    ndr::UserKernel k;
    try {
        k = ndr::userKernelFromSource(stem.isEmpty() ? std::string("kernel") : stem.toStdString(), text.toStdString(),
                                      d->kernel.entry, d->kernel.buildOptions);
    } catch (const ndr::Error& e) { // empty text: written, but not a kernel to run
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    k.path = QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString();
    if (QString::fromStdString(k.name) != name_)
        drafts_.remove(name_); // the edit lives on under its file's name
    Draft saved;
    saved.kernel = k;
    saved.savedText = text;
    saved.lastGood = text;
    drafts_.insert(QString::fromStdString(k.name), saved);
    emit kernelCreated(k);
    writeAutosave();
    return true;
}

void KernelEditor::saveWithDialog()
{
    const Draft* d = current();
    if (!d)
        return;
    if (d->kernel.path.empty()) {
        saveAsWithDialog();
        return;
    }
    QString error;
    emit message(save(&error) ? tr("Saved %1").arg(QFile::decodeName(QByteArray::fromStdString(d->kernel.path)))
                              : tr("Not saved: %1").arg(error));
}

void KernelEditor::saveAsWithDialog()
{
    const Draft* d = current();
    if (!d)
        return;
    const QString suggested = d->kernel.path.empty() ? QString::fromStdString(d->kernel.fileName)
                                                     : QFile::decodeName(QByteArray::fromStdString(d->kernel.path));
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save kernel as"), suggested, tr("OpenCL C (*.cl);;All files (*)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".cl");
    QString error;
    emit message(saveAs(path, &error) ? tr("Saved %1").arg(path) : tr("Not saved: %1").arg(error));
}

bool KernelEditor::editAsNewKernel(const QString& builtInOptions)
{
    if (!variant_ || !canEditAsUserKernel(*variant_))
        return false;
    // "<variant>_copy", numbered when that name is taken already.
    QString stem = QString::fromStdString(variant_->name) + QStringLiteral("_copy");
    for (int i = 2;
         ndr::findUserKernel("user:" + stem.toStdString()) || drafts_.contains(QStringLiteral("user:") + stem); ++i)
        stem = QString::fromStdString(variant_->name) + QStringLiteral("_copy%1").arg(i);
    const std::string_view source = ndr::embeddedKernelSource(variant_->kernelFile);
    const ndr::UserKernel k = ndr::userKernelFromSource(stem.toStdString(), std::string(source), variant_->entryPoint,
                                                        builtInOptions.trimmed().toStdString());
    emit kernelCreated(k);
    autosaveTimer_->start(); // a copy without a file is an unsaved edit from the start
    return true;
}

QString KernelEditor::autosavePath()
{
    QString base = qEnvironmentVariable("XDG_STATE_HOME");
    if (base.isEmpty())
        base = QDir::homePath() + QStringLiteral("/.local/state");
    return base + QStringLiteral("/ndrange-studio/editor-autosave.json");
}

bool KernelEditor::writeAutosave(QString* error)
{
    autosaveTimer_->stop();
    if (Draft* d = current())
        d->kernel.source = text_->toPlainText().toStdString();
    QJsonArray kernels;
    for (auto it = drafts_.cbegin(); it != drafts_.cend(); ++it) {
        const Draft& d = *it;
        const QString source = QString::fromStdString(d.kernel.source);
        if (!d.kernel.path.empty() && source == d.savedText)
            continue; // saved: nothing to keep
        kernels.append(
            QJsonObject{{QStringLiteral("name"), it.key()},
                        {QStringLiteral("path"), QFile::decodeName(QByteArray::fromStdString(d.kernel.path))},
                        {QStringLiteral("entry"), QString::fromStdString(d.kernel.entry)},
                        {QStringLiteral("buildOptions"), QString::fromStdString(d.kernel.buildOptions)},
                        {QStringLiteral("source"), source}});
    }
    const QString path = autosavePath();
    if (kernels.isEmpty())
        return !QFileInfo::exists(path) || !QFileInfo(path).isFile() || QFile::remove(path);
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QJsonObject root{{QStringLiteral("version"), 1}, {QStringLiteral("kernels"), kernels}};
    return FileOutput::write(path, QJsonDocument(root).toJson(), error);
}

QStringList KernelEditor::restoreAutosave()
{
    QStringList restored;
    const QFileInfo info(autosavePath());
    QFile file(info.filePath());
    if (!info.isFile() || info.size() > kMaxAutosaveBytes || !file.open(QIODevice::ReadOnly))
        return restored;
    const QJsonArray kernels =
        QJsonDocument::fromJson(file.read(kMaxAutosaveBytes)).object().value(QStringLiteral("kernels")).toArray();
    for (const QJsonValue& value : kernels) {
        const QJsonObject o = value.toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        const QString path = o.value(QStringLiteral("path")).toString();
        // Validated like any kernel: a "user:" name without the draft mark, a source within the limit.
        if (!name.startsWith(QStringLiteral("user:")) || name.size() < 6 || name.contains(QLatin1Char('~')) ||
            drafts_.contains(name))
            continue;
        try {
            Draft d;
            d.kernel = ndr::userKernelFromSource(name.mid(5).toStdString(),
                                                 o.value(QStringLiteral("source")).toString().toStdString(),
                                                 o.value(QStringLiteral("entry")).toString().toStdString(),
                                                 o.value(QStringLiteral("buildOptions")).toString().toStdString());
            ndr::UserKernel saved;
            if (!path.isEmpty()) {
                try {
                    saved = ndr::loadUserKernel(QFile::encodeName(path).toStdString(), d.kernel.entry,
                                                d.kernel.buildOptions);
                } catch (const ndr::Error&) {
                    saved = ndr::UserKernel(); // the file is gone or unreadable: the edit is all there is
                }
            }
            if (!saved.name.empty() && QString::fromStdString(saved.name) == name) {
                // The file as saved stays what runs use until the edit builds.
                d.kernel.path = saved.path;
                d.savedText = QString::fromStdString(saved.source);
                d.lastGood = d.savedText;
                ndr::registerUserKernel(saved);
            } else {
                d.lastGood = QString::fromStdString(d.kernel.source);
                ndr::registerUserKernel(d.kernel);
            }
            drafts_.insert(name, d);
            restored.append(name);
        } catch (const ndr::Error& e) {
            emit message(
                tr("An unsaved edit of %1 could not be restored: %2").arg(name, QString::fromStdString(e.what())));
        }
    }
    return restored;
}

} // namespace studio
