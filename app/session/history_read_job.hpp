#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QtGlobal>
#include <vector>

#include "ndr/history.hpp"

namespace studio {

// What a read of the run history found: the entries asked for, newest first for a filter and in
// the order asked for ids (ids no longer stored are left out and counted, damaged runs named), or
// why the history could not be read.
struct HistoryReadOutcome {
    std::vector<ndr::HistoryEntry> entries;
    int missing = 0; // ids asked for that the history no longer holds
    // Runs asked for (or listed) whose stored JSON does not read back: named, left out of entries.
    std::vector<ndr::DamagedRun> damaged;
    QString error; // the history's reason (damaged, locked, newer), else empty
    bool byIds = false;
    // readKernelOf: the run's user-kernel source text (empty: the history has none for it).
    bool kernelOf = false;
    std::string kernelSource;
    // ... and the entry point and build options it was built with, where the history keeps them.
    std::optional<ndr::HistoryKernelBuild> kernelBuild;
};

// Reads whole runs from the run history off the GUI thread: the runs of the last session the
// studio opens with, those the History view adds to the session, and filtered lists. One read at a time; a read asked for while one runs follows it
// (the newest request wins).
class HistoryReadJob : public QObject {
    Q_OBJECT

public:
    explicit HistoryReadJob(QObject* parent = nullptr);
    ~HistoryReadJob() override; // waits for a running read

    void readList(const ndr::HistoryFilter& filter = {});
    void readIds(const std::vector<qint64>& ids);
    // The run with this id and the source text of the user kernel it ran (ndr::History::kernelSource).
    void readKernelOf(qint64 id);
    bool isRunning() const { return running_; }

signals:
    // On the GUI thread, once per read that was not replaced by a newer request.
    void finished(const studio::HistoryReadOutcome& outcome);

private:
    struct Request {
        ndr::HistoryFilter filter;
        std::vector<qint64> ids;
        bool byIds = false;
        bool kernelOf = false;
    };
    void request(Request r);
    void startNext();

    QThreadPool pool_;
    bool running_ = false;
    bool queued_ = false;
    Request next_;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::HistoryReadOutcome)
