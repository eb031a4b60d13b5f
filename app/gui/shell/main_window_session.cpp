// MainWindow's session plumbing: settings, CSV files, chart export, the about box and the
// work requested on the command line. Split from main_window.cpp to keep both readable.
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <set>

#include "gui/charts/charts_pane.hpp"
#include "gui/common/chart_surface.hpp"
#include "gui/oclgrind/oclgrind_panel.hpp"
#include "gui/results/results_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "gui/shell/csv_io.hpp"
#include "gui/shell/language_manager.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "models/results_model.hpp"
#include "ndr/engine.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {
// One place for the keys so load and save cannot drift apart.
const QString kDevice = QStringLiteral("run/device");
const QString kVariant = QStringLiteral("run/variant");
const QString kN = QStringLiteral("run/n");
const QString kLocal = QStringLiteral("run/local");
const QString kBuffers = QStringLiteral("run/buffers");
const QString kWarmup = QStringLiteral("run/warmup");
const QString kReps = QStringLiteral("run/reps");
const QString kSweepVariants = QStringLiteral("sweep/variants");
const QString kSweepSizes = QStringLiteral("sweep/sizes");
const QString kSweepLocals = QStringLiteral("sweep/locals");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kLastDir = QStringLiteral("files/lastDir");
} // namespace

void MainWindow::loadSettings()
{
    QSettings s;
    pendingDeviceId_ = s.value(kDevice).toString();
    if (s.contains(kVariant))
        setup_->setVariant(s.value(kVariant).toString());
    if (s.contains(kN))
        setup_->setN(s.value(kN).toInt());
    setup_->setLocalText(s.value(kLocal, setup_->localText()).toString());
    if (s.contains(kBuffers))
        setup_->setBufferMode(s.value(kBuffers).toString());
    if (s.contains(kWarmup))
        setup_->setWarmup(s.value(kWarmup).toInt());
    if (s.contains(kReps))
        setup_->setReps(s.value(kReps).toInt());
    sweepVariants_ = s.value(kSweepVariants, sweepVariants_).toString();
    sweepSizes_ = s.value(kSweepSizes, sweepSizes_).toString();
    sweepLocals_ = s.value(kSweepLocals, sweepLocals_).toString();
    restoreGeometry(s.value(kGeometry).toByteArray());
    restoreState(s.value(kState).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings s;
    const ndr::RunRequest r = setup_->request();
    if (!setup_->deviceId().isEmpty())
        s.setValue(kDevice, setup_->deviceId());
    s.setValue(kVariant, setup_->variant());
    s.setValue(kN, int(r.n));
    s.setValue(kLocal, setup_->localText());
    s.setValue(kBuffers, QString::fromStdString(ndr::toString(r.buffers)));
    s.setValue(kWarmup, r.warmup);
    s.setValue(kReps, r.reps);
    s.setValue(kSweepVariants, sweepVariants_);
    s.setValue(kSweepSizes, sweepSizes_);
    s.setValue(kSweepLocals, sweepLocals_);
    s.setValue(kGeometry, saveGeometry());
    s.setValue(kState, saveState());
}

void MainWindow::applyStartupOptions()
{
    if (!options_.variant.isEmpty())
        setup_->setVariant(options_.variant);
    if (!options_.kernelFile.isEmpty()) {
        QString error;
        if (!setup_->loadUserKernel(options_.kernelFile, options_.entry, QString(), &error))
            log(error);
    }
    if (options_.n > 0)
        setup_->setN(options_.n);
    if (!options_.local.isEmpty())
        setup_->setLocalText(options_.local);
    if (options_.reps > 0)
        setup_->setReps(options_.reps);
    if (!options_.buffers.isEmpty())
        setup_->setBufferMode(options_.buffers);
    if (!options_.sizes.isEmpty())
        sweepSizes_ = options_.sizes;
    if (!options_.locals.isEmpty())
        sweepLocals_ = options_.locals;
    if (!options_.importCsv.isEmpty())
        startImport(options_.importCsv); // --screenshot waits for it (finishStartup)
    // The Work-groups view shows the custom NDRange (--global) or the variant asked for (its
    // NDRange and footprints) at --n.
    if (options_.viewGiven && options_.view == View::WorkGroups && !options_.global.isEmpty())
        workGroups_->setNDRange(options_.global, options_.local, options_.pad);
    else if (options_.viewGiven && options_.view == View::WorkGroups && !options_.variant.isEmpty())
        workGroups_->setVariant(options_.variant, options_.n > 0 ? options_.n : 16, options_.local);
    if (options_.viewGiven)
        showView(options_.view);
    else
        showView(View::Setup);
}

void MainWindow::runStartupWork()
{
    // After the device has decided how the Work-groups view launches a ragged NDRange (padded
    // or not), so that a padding work-item can be selected.
    if (options_.viewGiven && options_.view == View::WorkGroups && options_.select)
        workGroups_->selectItem(options_.select->x(), options_.select->y());
    if (options_.measurePeaks && !startupPeaksStarted_) {
        startupPeaksStarted_ = true;
        startupJob_ = startMeasurePeaks();
        if (startupJob_ != 0)
            return; // onJobFinished calls back here for the run or sweep
    }
    if (options_.run)
        startupJob_ = startRun();
    if (options_.sweep) {
        SweepDialog dialog(this); // only its parsers and defaults; never shown here
        if (!options_.variant.isEmpty()) {
            dialog.setSelectedVariants({options_.variant});
        } else {
            // Every variant of the setup's workload: one size list means one thing.
            const ndr::Variant* chosen = ndr::findVariant(setup_->variant().toStdString());
            const ndr::Workload workload = chosen ? chosen->workload : ndr::Workload::MatMul;
            QStringList all;
            for (const ndr::Variant& v : ndr::catalogue())
                if (v.workload == workload)
                    all.append(QString::fromStdString(v.name));
            dialog.setSelectedVariants(all);
        }
        dialog.setSizesText(sweepSizes_);
        dialog.setLocalsText(sweepLocals_);
        QString error;
        if (!SweepDialog::parseSizes(sweepSizes_, &error) || !SweepDialog::parseLocals(sweepLocals_, &error))
            log(tr("Sweep not started: %1").arg(error));
        else
            startupJob_ = startSweep(dialog.request(setup_->request()));
    }
    if (!options_.tune.isEmpty())
        startupJob_ = startTune(); // the Tuning tab took --tune, --n and --budget at construction
    if (!options_.queues.isEmpty())
        timeline_->setQueueMode(ndr::parseQueueMode(options_.queues.toStdString()));
    if (startupJob_ == 0 && options_.view == View::Timeline && !options_.queues.isEmpty())
        startupJob_ = timeline_->runInQueueMode();
    if (startupJob_ == 0 && options_.view == View::Buffers && timeline_->compareBufferModes()) {
        // --view buffers: the screenshot waits for the copy/use/alloc comparison.
        startupJob_ = ~quint64(0);
        connect(timeline_, &TimelinePane::comparisonFinished, this, [this] { finishStartup(); });
    }
    if (startupJob_ == 0 && options_.view == View::WorkGroups && workGroups_->captureInFlight()) {
        // --view workgroups: the screenshot waits for the ids captured on the device.
        startupJob_ = ~quint64(0);
        connect(workGroups_, &WorkGroupPane::captureFinished, this, [this] {
            if (!startupDone_) {
                startupDone_ = true;
                emit startupFinished();
            }
        });
    }
    if (startupJob_ == 0 && options_.checkOclgrind && setup_->oclgrindPanel()->start(setup_->request())) {
        connect(setup_->oclgrindPanel(), &OclgrindPanel::finished, this, [this] { finishStartup(); });
        return;
    }
    if (startupJob_ == 0) {
        // Nothing to wait for; let the window lay itself out first.
        QTimer::singleShot(0, this, [this] { finishStartup(); });
    }
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
    if (!CsvIo::write(path, results_->results(), error)) {
        log(*error);
        return false;
    }
    setStatus(tr("Exported %n run(s) to %1.", nullptr, results_->rowCount()).arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::onExportCsv()
{
    QSettings s;
    const QString dir = s.value(kLastDir).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export results as CSV"),
                                                      QDir(dir).filePath(QStringLiteral("ndrange-results.csv")),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    s.setValue(kLastDir, QFileInfo(path).absolutePath());
    QString error;
    if (!exportCsv(path, &error)) {
        setStatus(tr("Export failed."));
        QMessageBox::warning(this, tr("Export failed"),
                             error + QStringLiteral("\n\n") + tr("Any previous file is unchanged."));
    }
}

void MainWindow::onImportCsv()
{
    QSettings s;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import results CSV"), s.value(kLastDir).toString(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    s.setValue(kLastDir, QFileInfo(path).absolutePath());
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
    for (const ndr::DeviceInfo& d : worker_->devices())
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
