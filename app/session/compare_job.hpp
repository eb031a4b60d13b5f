#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QtGlobal>
#include <memory>
#include <optional>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/errors.hpp"
#include "ndr/run_result.hpp"

namespace studio {

// One side of a comparison: a results CSV file, a bundle, the run history through a filter as
// ndrange-bench compare takes it ("history:variant=tiled,limit=20"), or runs at hand (the session's).
struct CompareSource {
    enum class Kind { CsvFile, Bundle, History, Runs };
    Kind kind = Kind::CsvFile;
    QString text;                     // the file's path, or the history filter ("history[:filters]")
    std::vector<ndr::RunResult> runs; // Kind::Runs
};

// What one side read: all its runs, or why none (the core's structured error).
struct CompareSideOutcome {
    std::vector<ndr::RunResult> runs;
    bool ok = false;
    QString error;                           // the core's reason, naming the file; empty when ok
    std::optional<ndr::ErrorKind> errorKind; // the kind of the error, none when ok
    QString limit;                           // the limit the input broke (ndr::Error::limit), if any
    std::size_t line = 0;                    // a CSV file's refused line, 0 when none
    std::size_t damaged = 0;                 // history runs that do not read back (left out)
};

struct CompareLoadOutcome {
    quint64 id = 0;
    CompareSideOutcome a, b;
    bool ok() const { return a.ok && b.ok; }
};

// Reads both sets of a comparison off the GUI thread through the importers every other door uses
// (ndr::importResultsCsv, ndr::readBundle, ndr::History), so a bad file is refused the same way
// everywhere. The newest load wins: a load started while another runs cancels that one's CSV
// reading, and only the newest one's finished() is emitted.
class CompareJob : public QObject {
    Q_OBJECT

public:
    explicit CompareJob(QObject* parent = nullptr);
    ~CompareJob() override; // cancels a running load and waits for it

    // The load's id; finished() carries it.
    quint64 start(CompareSource a, CompareSource b);
    bool isRunning() const { return running_ > 0; }
    quint64 latest() const { return latest_; }

signals:
    // On the GUI thread, for the newest load only.
    void finished(const studio::CompareLoadOutcome& outcome);

private:
    QThreadPool pool_;
    std::shared_ptr<ndr::CancelToken> token_;
    quint64 latest_ = 0;
    int running_ = 0;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::CompareLoadOutcome)
