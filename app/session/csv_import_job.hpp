#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <memory>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/run_result.hpp"

namespace studio {

// How an import ended. All or nothing: `runs` is empty unless every row was read.
struct CsvImportOutcome {
    QString path;
    std::vector<ndr::RunResult> runs;
    bool ok = false;
    bool cancelled = false;
    QString error;        // why nothing was imported (the core's "line L: …" text), else empty
    std::size_t line = 0; // the line the core refused, 0 when none or the whole file
};

// File → Import CSV off the GUI thread: the core's streaming reader (ndr::importResultsCsv) runs
// on a thread of its own — not the engine's worker, so an import never cancels a run — with
// progress and Cancel. One import at a time.
class CsvImportJob : public QObject {
    Q_OBJECT

public:
    explicit CsvImportJob(QObject* parent = nullptr);
    ~CsvImportJob() override; // cancels a running import and waits for it

    // false (nothing started) while another import runs.
    bool start(const QString& path);
    void cancel();
    bool isRunning() const { return running_; }

signals:
    // Emitted from the import thread, at most once per percent read; the default (auto)
    // connection delivers it queued on the receiver's thread.
    void progress(double fraction, const QString& status);
    // On the GUI thread, once per start().
    void finished(const studio::CsvImportOutcome& outcome);

private:
    QThreadPool pool_;
    std::shared_ptr<ndr::CancelToken> token_;
    bool running_ = false;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::CsvImportOutcome)
