// KernelEditor: the autosave of unsaved edits, one slot per running studio.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QPlainTextEdit>
#include <QTimer>

#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/kernel_text_edit.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "session/file_output.hpp"

namespace studio {

namespace {

// A slot holds at most a few kernels of at most ndr::kMaxUserKernelBytes each.
constexpr qint64 kMaxAutosaveBytes = 16 * qint64(ndr::kMaxUserKernelBytes);

QString lockPath(int slot) { return KernelEditor::autosaveSlotPath(slot) + QStringLiteral(".lock"); }

// The lock of a slot, taken when no running studio holds it (a lock left by a studio that died is
// taken over); null when another studio holds it.
std::unique_ptr<QLockFile> lockSlot(int slot)
{
    QDir().mkpath(QFileInfo(lockPath(slot)).absolutePath());
    auto lock = std::make_unique<QLockFile>(lockPath(slot));
    lock->setStaleLockTime(0); // stale only when its studio is gone, however long it has run
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

QJsonArray readSlot(const QString& path)
{
    const QFileInfo info(path);
    QFile file(path);
    if (!info.isFile() || info.size() > kMaxAutosaveBytes || !file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.read(kMaxAutosaveBytes)).object().value(QStringLiteral("kernels")).toArray();
}

} // namespace

QString KernelEditor::autosaveSlotPath(int slot)
{
    QString base = qEnvironmentVariable("XDG_STATE_HOME");
    if (base.isEmpty())
        base = QDir::homePath() + QStringLiteral("/.local/state");
    const QString name =
        slot <= 1 ? QStringLiteral("editor-autosave.json") : QStringLiteral("editor-autosave-%1.json").arg(slot);
    return base + QStringLiteral("/ndrange-studio/") + name;
}

QString KernelEditor::autosavePath() const { return slotLock_ ? autosaveSlotPath(slot_) : QString(); }

bool KernelEditor::claimAutosaveSlot()
{
    // The first slot no studio holds and no unrestored edits fill (those wait for a restore).
    for (int slot = 1; !slotLock_ && slot <= kAutosaveSlots; ++slot) {
        std::unique_ptr<QLockFile> lock = lockSlot(slot);
        if (lock && !QFileInfo::exists(autosaveSlotPath(slot))) {
            slotLock_ = std::move(lock);
            slot_ = slot;
        }
    }
    return bool(slotLock_);
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
    if (kernels.isEmpty() && !slotLock_)
        return true;
    if (!slotLock_ && !claimAutosaveSlot()) {
        if (error)
            *error = tr("All %1 autosave slots are held by other running studios; unsaved edits are not kept.")
                         .arg(kAutosaveSlots);
        return false;
    }
    const QString path = autosavePath();
    if (kernels.isEmpty())
        return !QFileInfo::exists(path) || !QFileInfo(path).isFile() || QFile::remove(path);
    const QJsonObject root{{QStringLiteral("version"), 1}, {QStringLiteral("kernels"), kernels}};
    return FileOutput::write(path, QJsonDocument(root).toJson(), error);
}

QStringList KernelEditor::restoreAutosave()
{
    QStringList restored;
    claimAutosaveSlot();
    // Every slot no running studio holds: edits of studios that ended (or died) unsaved.
    std::vector<std::pair<int, std::unique_ptr<QLockFile>>> taken;
    for (int slot = 1; slot <= kAutosaveSlots; ++slot) {
        if (slot == slot_ && slotLock_)
            continue;
        std::unique_ptr<QLockFile> lock = lockSlot(slot);
        if (!lock || !QFileInfo::exists(autosaveSlotPath(slot)))
            continue;
        for (const QJsonValue& value : readSlot(autosaveSlotPath(slot)))
            restoreAutosaveKernel(value.toObject(), &restored);
        taken.emplace_back(slot, std::move(lock));
    }
    // The edits now live in this studio's slot; the slots they came from go once that is written.
    QString error;
    if (taken.empty() || !writeAutosave(&error)) {
        if (!error.isEmpty())
            emit message(error);
        return restored;
    }
    for (const auto& [slot, lock] : taken)
        QFile::remove(autosaveSlotPath(slot));
    return restored;
}

void KernelEditor::restoreAutosaveKernel(const QJsonObject& o, QStringList* restored)
{
    QString name = o.value(QStringLiteral("name")).toString();
    QString path = o.value(QStringLiteral("path")).toString();
    // Validated like any kernel: a "user:" name without the draft mark, a source within the limit.
    if (!name.startsWith(QStringLiteral("user:")) || name.size() < 6 || name.contains(QLatin1Char('~')))
        return;
    if (drafts_.contains(name)) {
        // Edited in two studios: the second edit comes back beside the first, as a copy without a file.
        if (QString::fromStdString(drafts_[name].kernel.source) == o.value(QStringLiteral("source")).toString())
            return;
        QString copy = name + QStringLiteral("_recovered");
        for (int i = 2; drafts_.contains(copy) || ndr::findUserKernel(copy.toStdString()); ++i)
            copy = name + QStringLiteral("_recovered%1").arg(i);
        name = copy;
        path.clear();
    }
    try {
        Draft d;
        d.kernel = ndr::userKernelFromSource(name.mid(5).toStdString(),
                                             o.value(QStringLiteral("source")).toString().toStdString(),
                                             o.value(QStringLiteral("entry")).toString().toStdString(),
                                             o.value(QStringLiteral("buildOptions")).toString().toStdString());
        ndr::UserKernel saved;
        if (!path.isEmpty()) {
            try {
                saved =
                    ndr::loadUserKernel(QFile::encodeName(path).toStdString(), d.kernel.entry, d.kernel.buildOptions);
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
        restored->append(name);
    } catch (const ndr::Error& e) {
        emit message(tr("An unsaved edit of %1 could not be restored: %2").arg(name, QString::fromStdString(e.what())));
    }
}

} // namespace studio
