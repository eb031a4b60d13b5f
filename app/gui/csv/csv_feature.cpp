#include "gui/csv/csv_feature.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStyle>

#include "gui/shell/shell.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "models/results_model.hpp"
#include "ndr/history.hpp"
#include "session/csv_io.hpp"
#include "session/history_recorder.hpp"
#include "session/session.hpp"
#include "session/settings_io.hpp"

namespace studio {

namespace {

// Small files finish before the dialog would appear; a long import shows it after this.
constexpr int kShowProgressAfterMs = 400;
constexpr int kProgressSteps = 1000;

} // namespace

CsvFeature::CsvFeature(const FeatureContext& context) : Feature(context), job_(new CsvImportJob(this))
{
    QStyle* s = QApplication::style();
    import_ = new QAction(s->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    import_->setShortcut(QKeySequence::Open);
    connect(import_, &QAction::triggered, this, &CsvFeature::onImport);
    export_ = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), QString(), this);
    export_->setShortcut(QKeySequence::Save);
    connect(export_, &QAction::triggered, this, &CsvFeature::onExport);
    createProgressDialog();
    connect(job_, &CsvImportJob::finished, this, &CsvFeature::onImportFinished);
    connect(session(), &Session::runAdded, this, &CsvFeature::updateActions);
    connect(session(), &Session::runsImported, this, &CsvFeature::updateActions);
    connect(session(), &Session::runsCleared, this, &CsvFeature::updateActions);
    updateActions();
}

void CsvFeature::createProgressDialog()
{
    progress_ = new QProgressDialog(shell()->dialogParent());
    progress_->setObjectName(QStringLiteral("importProgress"));
    progress_->setWindowModality(Qt::WindowModal);
    progress_->setRange(0, kProgressSteps);
    progress_->setMinimumDuration(kShowProgressAfterMs);
    progress_->reset(); // hidden, its show timer stopped, until an import starts
    connect(progress_, &QProgressDialog::canceled, job_, &CsvImportJob::cancel);
    connect(job_, &CsvImportJob::progress, this, [this](double fraction) {
        if (!job_->isRunning() || progress_->wasCanceled())
            return; // a late report: it must not bring the dialog back
        progress_->setValue(int(fraction * kProgressSteps));
    });
}

std::vector<ActionPlace> CsvFeature::actions() const
{
    using Menu = ActionPlace::Menu;
    return {{import_, Menu::File, 200, 200}, {export_, Menu::File, 210, 210}};
}

void CsvFeature::updateActions()
{
    export_->setEnabled(session()->results()->rowCount() > 0);
    import_->setEnabled(!job_->isRunning());
}

bool CsvFeature::exportCsv(const QString& path, QString* error)
{
    if (!CsvIo::write(path, session()->results()->results(), error)) {
        log(*error);
        return false;
    }
    setStatus(
        tr("Exported %n run(s) to %1.", nullptr, session()->results()->rowCount()).arg(QFileInfo(path).fileName()));
    return true;
}

void CsvFeature::onExport()
{
    QWidget* parent = shell()->dialogParent();
    const QString dir = StudioSettings::lastDirectory();
    const QString path = QFileDialog::getSaveFileName(parent, tr("Export results as CSV"),
                                                      QDir(dir).filePath(QStringLiteral("ndrange-results.csv")),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
    QString error;
    if (!exportCsv(path, &error)) {
        setStatus(tr("Export failed."));
        QMessageBox::warning(parent, tr("Export failed"),
                             error + QStringLiteral("\n\n") + tr("Any previous file is unchanged."));
    }
}

void CsvFeature::onImport()
{
    const QString path =
        QFileDialog::getOpenFileName(shell()->dialogParent(), tr("Import results CSV"), StudioSettings::lastDirectory(),
                                     tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
    if (startImport(path))
        interactive_ = true; // a refusal is worth a message box
}

bool CsvFeature::startImport(const QString& path)
{
    if (!job_->start(path)) {
        setStatus(tr("An import is already running."));
        return false;
    }
    interactive_ = false;
    const QString file = QFileInfo(path).fileName();
    progress_->setWindowTitle(tr("Import results CSV"));
    progress_->setLabelText(tr("Importing %1…").arg(file));
    progress_->setCancelButtonText(tr("Cancel"));
    progress_->setValue(0); // starts the dialog's timer: it shows itself if the import lasts
    setStatus(tr("Importing %1…").arg(file));
    updateActions();
    return true;
}

void CsvFeature::onImportFinished(const CsvImportOutcome& outcome)
{
    progress_->reset(); // hides it
    const QString file = QFileInfo(outcome.path).fileName();
    if (outcome.ok) {
        const int added = session()->addRuns(outcome.runs);
        context().history->recordImported(outcome.runs,
                                          QString::fromStdString(ndr::csvOrigin(outcome.path.toStdString())));
        QString text = tr("Imported %n run(s) from %1.", nullptr, added).arg(file);
        if (const int skipped = int(outcome.runs.size()) - added; skipped > 0)
            text += QLatin1Char(' ') + tr("%n run(s) already in this session skipped.", nullptr, skipped);
        setStatus(text);
        log(shell()->statusText());
    } else if (outcome.cancelled) {
        setStatus(tr("Import of %1 cancelled; nothing was added.").arg(file));
        log(shell()->statusText());
    } else {
        setStatus(tr("Import failed; nothing was added."));
        log(outcome.error);
        if (interactive_)
            QMessageBox::warning(shell()->dialogParent(), tr("Import failed"),
                                 outcome.error + QStringLiteral("\n\n") + tr("Nothing was imported."));
    }
    interactive_ = false;
    updateActions();
    emit importFinished(outcome);
    context().startup->release();
}

void CsvFeature::applyStartupOptions()
{
    if (!options().importCsv.isEmpty())
        startImport(options().importCsv); // the startup work waits for it (holdsStartup)
}

bool CsvFeature::holdsStartup() const { return job_->isRunning(); }

void CsvFeature::retranslate()
{
    import_->setText(tr("&Import CSV…"));
    import_->setToolTip(tr("Add runs from a results CSV file, e.g. from another device"));
    export_->setText(tr("&Export CSV…"));
    export_->setToolTip(tr("Save every run of this session as CSV"));
}

} // namespace studio
