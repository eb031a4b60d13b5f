#include "session/lesson_history_job.hpp"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include "ndr/history.hpp"

namespace studio {

LessonHistoryJob::LessonHistoryJob(QObject* parent) : QObject(parent) { pool_.setMaxThreadCount(1); }

LessonHistoryJob::~LessonHistoryJob() { pool_.waitForDone(); }

bool LessonHistoryJob::start(std::vector<ndr::DeviceInfo> devices)
{
    if (running_)
        return false;
    running_ = true;
    (void)QtConcurrent::run(&pool_, [this, devices = std::move(devices)] {
        LessonHistoryOutcome out;
        try {
            const ndr::History history(ndr::HistoryAccess::ReadOnly);
            const auto isGpu = [&devices](const ndr::RunResult& r) -> std::optional<bool> {
                for (const ndr::DeviceInfo& d : devices)
                    if (d.id() == r.deviceId && d.name == r.device)
                        return d.isGpu;
                return std::nullopt;
            };
            for (const ndr::Lesson& lesson : ndr::lessons())
                if (auto latest = ndr::latestLessonResult(lesson, history, isGpu))
                    out.latest.push_back(std::move(*latest));
        } catch (const std::exception& e) { // a damaged or locked history: said, the view goes on
            out.error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, out = std::move(out)] {
                running_ = false;
                emit finished(out);
            },
            Qt::QueuedConnection);
    });
    return true;
}

} // namespace studio
