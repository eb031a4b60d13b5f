// KernelEditor: Save, Save as and "Edit as new kernel" (the autosave is in kernel_editor_autosave.cpp).
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
#include "gui/setup/kernel_text_edit.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/variant.hpp"
#include "session/file_output.hpp"

namespace studio {

namespace {

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

} // namespace studio
