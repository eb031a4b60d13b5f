#include "gui/csv_io.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"

namespace studio {

bool CsvIo::write(const QString& path, const std::vector<ndr::RunResult>& runs, QString* error) {
    const std::string text = ndr::resultsToCsv(runs);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    const qint64 written = file.write(text.data(), qint64(text.size()));
    // commit() renames over the old file only when every byte reached the disk.
    if (written != qint64(text.size()) || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

std::optional<std::vector<ndr::RunResult>> CsvIo::read(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    try {
        return ndr::resultsFromCsv(bytes.toStdString());
    } catch (const ndr::Error& e) {
        *error = tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

} // namespace studio
