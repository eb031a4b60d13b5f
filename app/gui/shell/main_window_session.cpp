// MainWindow's files and settings: the remembered setup, CSV export and import dialogs, chart
// export and the about box.
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <set>

#include "gui/charts/charts_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "models/results_model.hpp"
#include "ndr/engine.hpp"
#include "ndr/user_kernel.hpp"
#include "session/csv_io.hpp"
#include "session/settings_io.hpp"

namespace studio {

void MainWindow::loadSettings()
{
    const StudioSettings s = StudioSettings::load();
    pendingDeviceId_ = s.device;
    if (ndr::isUserVariantName(s.variant.toStdString()))
        reopenUserKernel(s);
    else if (!s.variant.isEmpty())
        setup_->setVariant(s.variant);
    if (s.n)
        setup_->setN(*s.n);
    if (s.local)
        setup_->setLocalText(*s.local);
    if (!s.buffers.isEmpty())
        setup_->setBufferMode(s.buffers);
    if (s.warmup)
        setup_->setWarmup(*s.warmup);
    if (s.reps)
        setup_->setReps(*s.reps);
    if (!s.sweepVariants.isEmpty())
        sweepVariants_ = s.sweepVariants;
    if (!s.sweepSizes.isEmpty())
        sweepSizes_ = s.sweepSizes;
    if (!s.sweepLocals.isEmpty())
        sweepLocals_ = s.sweepLocals;
    restoreGeometry(s.geometry);
    restoreState(s.windowState);
}

void MainWindow::reopenUserKernel(const StudioSettings& s)
{
    // The last session ended on a kernel of the user's: open the file again (same entry point
    // and build options); if it is gone or no longer loads, the default variant stays selected
    // and the user is told why, once, in the log and the status bar.
    const QString selected = setup_->variant();
    QString why;
    if (s.userKernelPath.isEmpty())
        why = tr("The last session's variant %1 was a kernel file whose path was not saved; %2 is selected.")
                  .arg(s.variant, selected);
    else if (!QFileInfo(s.userKernelPath).isFile())
        why = tr("The kernel file %1 of the last session's variant %2 is not there any more; %3 is selected.")
                  .arg(s.userKernelPath, s.variant, selected);
    else if (QString error;
             !setup_->loadUserKernel(s.userKernelPath, s.userKernelEntry, s.userKernelBuildOptions, &error))
        why = tr("The kernel file %1 of the last session's variant %2 did not load (%3); %4 is selected.")
                  .arg(s.userKernelPath, s.variant, error, selected);
    if (why.isEmpty())
        return;
    startupNotice_ = why;
    log(startupNotice_);
    setStatus(startupNotice_);
}

void MainWindow::saveSettings() const
{
    StudioSettings s;
    const ndr::RunRequest r = setup_->request();
    s.device = setup_->deviceId();
    s.variant = setup_->variant();
    if (const ndr::UserKernel* user = ndr::findUserKernel(s.variant.toStdString()); user && !user->path.empty()) {
        s.userKernelPath = QFile::decodeName(QByteArray::fromStdString(user->path));
        s.userKernelEntry = QString::fromStdString(user->entry);
        s.userKernelBuildOptions = QString::fromStdString(user->buildOptions);
    }
    s.n = int(r.n);
    s.local = setup_->localText();
    s.buffers = QString::fromStdString(ndr::toString(r.buffers));
    s.warmup = r.warmup;
    s.reps = r.reps;
    s.sweepVariants = sweepVariants_;
    s.sweepSizes = sweepSizes_;
    s.sweepLocals = sweepLocals_;
    s.geometry = saveGeometry();
    s.windowState = saveState();
    s.save();
}

void MainWindow::openSweepDialog()
{
    SweepDialog dialog(this);
    dialog.setSelectedVariants(sweepVariants_.isEmpty() ? QStringList{setup_->variant()}
                                                        : sweepVariants_.split(QLatin1Char(',')));
    dialog.setSizesText(sweepSizes_);
    dialog.setLocalsText(sweepLocals_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    sweepVariants_ = dialog.selectedVariants().join(QLatin1Char(','));
    sweepSizes_ = dialog.sizesText();
    sweepLocals_ = dialog.localsText();
    startSweep(dialog.request(setup_->request()));
}

bool MainWindow::exportCsv(const QString& path, QString* error)
{
    if (!CsvIo::write(path, resultsModel()->results(), error)) {
        log(*error);
        return false;
    }
    setStatus(tr("Exported %n run(s) to %1.", nullptr, resultsModel()->rowCount()).arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::onExportCsv()
{
    const QString dir = StudioSettings::lastDirectory();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export results as CSV"),
                                                      QDir(dir).filePath(QStringLiteral("ndrange-results.csv")),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
    QString error;
    if (!exportCsv(path, &error)) {
        setStatus(tr("Export failed."));
        QMessageBox::warning(this, tr("Export failed"),
                             error + QStringLiteral("\n\n") + tr("Any previous file is unchanged."));
    }
}

void MainWindow::onImportCsv()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import results CSV"), StudioSettings::lastDirectory(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
    if (startImport(path))
        importInteractive_ = true; // a refusal is worth a message box
}

void MainWindow::onExportChart(const QString& suffix)
{
    if (currentView() == View::Timeline) {
        timeline_->exportWithDialog(suffix);
        return;
    }
    showView(currentView() == View::Devices || currentView() == View::Setup || currentView() == View::Results
                 ? View::Charts
                 : currentView());
    if (suffix == QLatin1String("png"))
        charts_->exportPng();
    else
        charts_->exportSvg();
}

void MainWindow::showAbout()
{
    std::set<std::string> platforms;
    for (const ndr::DeviceInfo& d : worker()->devices())
        platforms.insert(d.platformName + " — " + d.platformVersion);
    QString list;
    for (const std::string& p : platforms)
        list += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(p).toHtmlEscaped());
    if (list.isEmpty())
        list = QStringLiteral("<li>%1</li>").arg(tr("none found"));
    QMessageBox::about(this, tr("About NDRange Studio"),
                       tr("<h3>NDRange Studio %1</h3>"
                          "<p>Learn and tune OpenCL kernels: the course's kernel ladders, run, verified and "
                          "compared on your devices.</p>"
                          "<p>Qt %2 (built with %3)</p>"
                          "<p>OpenCL platforms:</p><ul>%4</ul>")
                           .arg(QString::fromStdString(ndr::appVersion()), QString::fromLatin1(qVersion()),
                                QStringLiteral(QT_VERSION_STR), list));
}

} // namespace studio
