#pragma once
#include <QByteArray>
#include <QString>
#include <QtGlobal>
#include <optional>
#include <vector>

namespace studio {

// What the studio remembers between sessions (QSettings: the organisation and application names
// of the QCoreApplication, under XDG_CONFIG_HOME on Linux). Unset entries stay empty, so the
// caller keeps its own defaults for them.
struct StudioSettings {
    QString device;
    QString variant;
    // A user kernel (variant "user:<stem>"): where it was opened from, its entry point and build
    // options, so that the next session opens it again; empty for a catalogue variant.
    QString userKernelPath;
    QString userKernelEntry;
    QString userKernelBuildOptions;
    std::optional<int> n;
    std::optional<QString> local;
    QString buffers;
    std::optional<int> warmup;
    std::optional<int> reps;
    // The target interval's text ("2%", empty: none) and its budget.
    std::optional<QString> targetCi;
    std::optional<int> maxReps;
    std::optional<double> maxSeconds;
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

    // The history ids of the runs the last session ended with; the studio opens with them.
    // Saved whenever they change, so a crash loses none.
    static std::vector<qint64> sessionRuns();
    static void setSessionRuns(const std::vector<qint64>& ids);
    // Run → Record runs in the history (on unless turned off).
    static bool recordHistory();
    static void setRecordHistory(bool on);
};

} // namespace studio
