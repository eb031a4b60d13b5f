// MainWindow's result bundles: File → Export bundle… writes the session's runs with the devices,
// peaks, kernel sources and environment into one zip; Import bundle… adds a bundle's runs to the
// session (all or nothing) and to the run history as imported runs. Both run off the GUI thread
// (BundleJob).
#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include "gui/shell/main_window.hpp"
#include "models/results_model.hpp"
#include "session/settings_io.hpp"

namespace studio {

void MainWindow::setupBundles()
{
    bundleJob_ = new BundleJob(this);
    exportBundleAction_ = new QAction(this);
    importBundleAction_ = new QAction(this);
    fileMenu_->insertActions(exportPngAction_, {importBundleAction_, exportBundleAction_});
    fileMenu_->insertSeparator(exportPngAction_);
    connect(exportBundleAction_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export bundle"),
            QDir(StudioSettings::lastDirectory()).filePath(QStringLiteral("ndrange-runs.zip")),
            tr("Bundles (*.zip);;All files (*)"));
        if (!path.isEmpty()) {
            StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
            bundleInteractive_ = startBundleExport(path); // a failure is then worth a message box
        }
    });
    connect(importBundleAction_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import bundle"), StudioSettings::lastDirectory(),
                                                          tr("Bundles (*.zip);;All files (*)"));
        if (!path.isEmpty()) {
            StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
            bundleInteractive_ = startBundleImport(path);
        }
    });
    connect(bundleJob_, &BundleJob::finished, this, &MainWindow::onBundleFinished);
}

void MainWindow::retranslateBundles()
{
    exportBundleAction_->setText(tr("Export &bundle…"));
    exportBundleAction_->setToolTip(tr("One zip with the runs (CSV and JSON with events), devices, peaks, kernel "
                                       "sources and environment, for a colleague or another machine"));
    importBundleAction_->setText(tr("Import b&undle…"));
    importBundleAction_->setToolTip(
        tr("Add the runs of a bundle to this session, beside your own, and to the run history, marked as imported"));
}

bool MainWindow::startBundleExport(const QString& path)
{
    bundleInteractive_ = false;
    if (!bundleJob_->startExport(path, resultsModel()->results(), worker()->devices(), session_->peaks()))
        return false;
    setStatus(tr("Writing bundle %1…").arg(QFileInfo(path).fileName()));
    return true;
}

bool MainWindow::startBundleImport(const QString& path)
{
    bundleInteractive_ = false;
    if (!bundleJob_->startImport(path))
        return false;
    setStatus(tr("Reading bundle %1…").arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::onBundleFinished(const BundleOutcome& o)
{
    const QString file = QFileInfo(o.path).fileName();
    if (o.ok && o.exporting) {
        setStatus(tr("Bundle %1 written.").arg(file));
    } else if (o.ok) {
        const int added = session_->addRuns(o.runs);
        history_->recordImported(o.runs, o.origin);
        setStatus(importedText(file, added, int(o.runs.size()) - added, true));
    } else {
        setStatus(o.exporting ? tr("Bundle not written.") : tr("Bundle not imported; nothing was added."));
        log(o.error);
        if (bundleInteractive_)
            QMessageBox::warning(this, o.exporting ? tr("Export failed") : tr("Import failed"), o.error);
    }
    log(statusText());
    bundleInteractive_ = false;
    emit bundleFinished(o);
}

} // namespace studio
