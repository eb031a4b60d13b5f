#pragma once
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <vector>

#include "ndr/device_info.hpp"
#include "ndr/lessons.hpp"

namespace studio {

// What the run history says of the lessons: each lesson's latest measurement (ndr::latestLessonResult:
// a query per lesson, reading only the two runs it finds), or why the history could not be read.
struct LessonHistoryOutcome {
    std::vector<ndr::LessonResult> latest; // one per lesson that has a pair of runs in the history
    QString error;                         // the history's reason, else empty
};

// Reads the run history off the GUI thread and finds each lesson's latest measurement, so the
// Lessons view shows what was measured before (by the studio or by ndrange-bench) until the user
// measures again. One read at a time.
class LessonHistoryJob : public QObject {
    Q_OBJECT

public:
    explicit LessonHistoryJob(QObject* parent = nullptr);
    ~LessonHistoryJob() override; // waits for a running read

    // `devices`: this machine's devices, to tell a GPU run from a CPU one; false while a read runs.
    bool start(std::vector<ndr::DeviceInfo> devices);
    bool isRunning() const { return running_; }

signals:
    // On the GUI thread, once per start().
    void finished(const studio::LessonHistoryOutcome& outcome);

private:
    QThreadPool pool_;
    bool running_ = false;
};

} // namespace studio

Q_DECLARE_METATYPE(studio::LessonHistoryOutcome)
