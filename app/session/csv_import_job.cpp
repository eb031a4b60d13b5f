#include "session/csv_import_job.hpp"

#include <QFileInfo>
#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include "ndr/csv.hpp"
#include "ndr/run_check.hpp"

namespace studio {

CsvImportJob::CsvImportJob(QObject* parent) : QObject(parent) { pool_.setMaxThreadCount(1); }

CsvImportJob::~CsvImportJob()
{
    cancel();
    pool_.waitForDone();
}

bool CsvImportJob::start(const QString& path)
{
    if (running_)
        return false;
    running_ = true;
    token_ = std::make_shared<ndr::CancelToken>();
    (void)QtConcurrent::run(&pool_, [this, path, token = token_] {
        CsvImportOutcome out;
        out.path = path;
        try {
            out.runs = ndr::importResultsCsv(path.toStdString(), *token, [this](double f, const std::string& s) {
                emit progress(f, QString::fromStdString(s));
            });
            out.ok = true;
        } catch (const ndr::RunValueError& e) { // a value no run can have: the line and the column
            out.error = tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(e.what()));
            out.line = e.record();
        } catch (const ndr::CsvError& e) {
            out.error = tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(e.what()));
            out.line = e.line();
        } catch (const ndr::Error& e) {
            out.cancelled = e.kind() == ndr::ErrorKind::Cancelled;
            if (!out.cancelled)
                out.error =
                    tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(e.what()));
        } catch (const std::exception& e) { // e.g. out of memory: reported, the studio goes on
            out.error = tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(e.what()));
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

void CsvImportJob::cancel()
{
    if (token_)
        token_->cancel();
}

} // namespace studio
