// SetupPane: user kernels loaded from .cl files (kept apart from setup_pane.cpp's layout code).
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>

#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/occupancy_line.hpp"
#include "gui/setup/setup_pane.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "session/inspection_store.hpp"

namespace studio {

bool SetupPane::loadUserKernel(const QString& path, const QString& entry, const QString& buildOptions, QString* error)
{
    try {
        addUserKernel(ndr::loadUserKernel(path.toStdString(), entry.toStdString(), buildOptions.toStdString()));
        return true;
    } catch (const ndr::Error& e) {
        const QString why = QString::fromStdString(e.what());
        userError_->setText(why);
        userError_->show();
        if (error)
            *error = why;
        return false;
    }
}

void SetupPane::addUserKernel(const ndr::UserKernel& kernel)
{
    // Registration is process-wide and thread-safe (core), so the GUI thread may do it; the
    // worker's engine finds the kernel by name when it validates and runs.
    const ndr::Variant& v = ndr::registerUserKernel(kernel);
    editor_->forgetDraft(QString::fromStdString(v.name), QString::fromStdString(kernel.source));
    userError_->clear();
    userError_->hide();
    const int row = variants_->addUserVariant(&v);
    if (variantCombo_->currentIndex() == row) {
        // Same name reloaded: the combo does not change, the source and verdict must.
        shownVariant_ = &v;
        showVariant();
        edited();
    } else {
        variantCombo_->setCurrentIndex(row);
    }
}

QStringList SetupPane::restoreAutosave()
{
    const QStringList names = editor_->restoreAutosave();
    for (const QString& name : names)
        if (const ndr::Variant* v = ndr::findUserVariant(name.toStdString()))
            variants_->addUserVariant(v);
    return names;
}

QString SetupPane::occupancyLine() const
{
    const ndr::DeviceInfo* device = nullptr;
    for (const ndr::DeviceInfo& d : devices_)
        if (QString::fromStdString(d.id()) == deviceId())
            device = &d;
    if (!device)
        return {};
    const ndr::InspectReport* inspection = inspections_
                                               ? inspections_->find(device->id(), device->name, variant().toStdString(),
                                                                    report_.buildOptions.toStdString())
                                               : nullptr;
    const QString line =
        occupancyLineText(*device, inspection, report_.resolvedLocal, report_.globalX, report_.globalY);
    return line.isEmpty() ? line : QStringLiteral("\n") + line;
}

void SetupPane::setInspections(InspectionStore* store)
{
    inspections_ = store;
    connect(store, &InspectionStore::changed, this, [this] {
        if (state_ == ValidationState::Valid)
            showState();
    });
}

QString SetupPane::copyOptions() const
{
    // A tiled kernel's tile is a -D define the engine sets from the local size: the copy keeps the
    // size it would build with now.
    const ndr::Variant* v = ndr::findVariant(variant().toStdString());
    if (!v || !v->squareTileLocal)
        return {};
    std::size_t tile = v->defaultLocal.x;
    if (state_ == ValidationState::Valid) {
        try {
            tile = ndr::LocalSize::parse(report_.resolvedLocal.toStdString()).x;
        } catch (const ndr::Error&) {
        }
    }
    return QStringLiteral("-D%1=%2").arg(QString::fromStdString(v->tileDefine)).arg(tile);
}

QString SetupPane::userKernelError() const { return userError_->isVisible() ? userError_->text() : QString(); }

void SetupPane::openKernelFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open kernel file"), QString(), tr("OpenCL C (*.cl);;All files (*)"));
    if (path.isEmpty())
        return;
    // Offer the first kernel the file declares; the engine lists all of them if the name is wrong.
    // Only a regular file within the core's size limit is read here: /dev/zero or a FIFO would never
    // end, and loadUserKernel below refuses them with the reason anyway.
    QString first;
    QFile file(path);
    const QFileInfo info(path);
    if (info.isFile() && info.size() <= qint64(ndr::kMaxUserKernelBytes) && file.open(QIODevice::ReadOnly)) {
        static const QRegularExpression kernelRe(
            QStringLiteral("(?:__kernel|kernel)\\s+void\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*\\("));
        first = kernelRe.match(QString::fromUtf8(file.readAll())).captured(1);
    }
    bool ok = false;
    const QString entry = QInputDialog::getText(
        this, tr("Entry point"),
        tr("Kernel function in %1 (empty: the file's only kernel):").arg(QFileInfo(path).fileName()), QLineEdit::Normal,
        first, &ok);
    if (!ok)
        return;
    loadUserKernel(path, entry.trimmed());
}

} // namespace studio
