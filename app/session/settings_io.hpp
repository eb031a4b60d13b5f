#pragma once
#include <QByteArray>
#include <QString>
#include <optional>

namespace studio {

// What the studio remembers between sessions (QSettings: the organisation and application names
// of the QCoreApplication, under XDG_CONFIG_HOME on Linux). Unset entries stay empty, so the
// caller keeps its own defaults for them.
struct StudioSettings {
    QString device;
    QString variant;
    std::optional<int> n;
    std::optional<QString> local;
    QString buffers;
    std::optional<int> warmup;
    std::optional<int> reps;
    QString sweepVariants;
    QString sweepSizes;
    QString sweepLocals;
    QByteArray geometry;
    QByteArray windowState;

    static StudioSettings load();
    void save() const;

    // The folder the last file dialog chose; remembered apart from the rest, at once.
    static QString lastDirectory();
    static void setLastDirectory(const QString& dir);
};

} // namespace studio
