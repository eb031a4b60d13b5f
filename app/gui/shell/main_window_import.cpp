// MainWindow's CSV import: a job off the GUI thread, a progress dialog with Cancel, and the rows
// added only once the whole file has been read.
#include <QAction>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>

#include "gui/shell/main_window.hpp"
#include "models/results_model.hpp"
#include "ndr/history.hpp"

namespace studio {

namespace {

// Small files finish before the dialog would appear; a long import shows it after this.
constexpr int kShowProgressAfterMs = 400;
constexpr int kProgressSteps = 1000;

} // namespace

void MainWindow::setupImport()
{
    importJob_ = new CsvImportJob(this);
    importProgress_ = new QProgressDialog(this);
    importProgress_->setObjectName(QStringLiteral("importProgress"));
    importProgress_->setWindowModality(Qt::WindowModal);
    importProgress_->setRange(0, kProgressSteps);
    importProgress_->setMinimumDuration(kShowProgressAfterMs);
    importProgress_->reset(); // hidden, its show timer stopped, until an import starts
    connect(importProgress_, &QProgressDialog::canceled, importJob_, &CsvImportJob::cancel);
    connect(importJob_, &CsvImportJob::progress, this, [this](double fraction) {
        if (!importJob_->isRunning() || importProgress_->wasCanceled())
            return; // a late report: it must not bring the dialog back
        importProgress_->setValue(int(fraction * kProgressSteps));
    });
    connect(importJob_, &CsvImportJob::finished, this, &MainWindow::onImportFinished);
}

bool MainWindow::startImport(const QString& path)
{
    if (!importJob_->start(path)) {
        setStatus(tr("An import is already running."));
        return false;
    }
    importInteractive_ = false;
    const QString file = QFileInfo(path).fileName();
    importProgress_->setWindowTitle(tr("Import results CSV"));
    importProgress_->setLabelText(tr("Importing %1…").arg(file));
    importProgress_->setCancelButtonText(tr("Cancel"));
    importProgress_->setValue(0); // starts the dialog's timer: it shows itself if the import lasts
    setStatus(tr("Importing %1…").arg(file));
    updateActions();
    return true;
}

void MainWindow::onImportFinished(const CsvImportOutcome& outcome)
{
    importProgress_->reset(); // hides it
    const QString file = QFileInfo(outcome.path).fileName();
    if (outcome.ok) {
        const int added = session_->addRuns(outcome.runs);
        history_->recordImported(outcome.runs, QString::fromStdString(ndr::csvOrigin(outcome.path.toStdString())));
        setStatus(importedText(file, added, int(outcome.runs.size()) - added, false));
        log(statusText());
    } else if (outcome.cancelled) {
        setStatus(tr("Import of %1 cancelled; nothing was added.").arg(file));
        log(statusText());
    } else {
        setStatus(tr("Import failed; nothing was added."));
        log(outcome.error);
        if (importInteractive_)
            QMessageBox::warning(this, tr("Import failed"),
                                 outcome.error + QStringLiteral("\n\n") + tr("Nothing was imported."));
    }
    importInteractive_ = false;
    updateActions();
    emit importFinished(outcome);
    if (startupWaitsForImport_) {
        startupWaitsForImport_ = false;
        finishStartup();
    }
}

QString MainWindow::importedText(const QString& file, int added, int skipped, bool bundle) const
{
    QString text = bundle ? tr("Imported %n run(s) from bundle %1.", nullptr, added).arg(file)
                          : tr("Imported %n run(s) from %1.", nullptr, added).arg(file);
    if (skipped > 0)
        text += QLatin1Char(' ') + tr("%n run(s) already in this session skipped.", nullptr, skipped);
    return text;
}

} // namespace studio
