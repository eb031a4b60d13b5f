// MainWindow's startup work: the setup, view and jobs asked for on the command line (scripted
// screenshots and demos), and the one startupFinished() once all of it has ended.
#include <QTimer>

#include "gui/history/history_pane.hpp"
#include "gui/lessons/lessons_pane.hpp"
#include "gui/oclgrind/oclgrind_panel.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"
#include "session/csv_import_job.hpp"

namespace studio {

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
    if (options_.run && options_.view == View::Lessons) // --view lessons --run: measure every lesson
        startupJob_ = static_cast<LessonsPane*>(tabWidget(View::Lessons))->measure();
    else if (options_.run)
        startupJob_ = startRun();
    if (options_.sweep)
        startStartupSweep();
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
    if (startupJob_ == 0 && options_.view == View::Lessons) {
        // --view lessons: the screenshot waits for the latest results read from the run history.
        auto* lessons = static_cast<LessonsPane*>(tabWidget(View::Lessons));
        startupJob_ = ~quint64(0);
        connect(lessons, &LessonsPane::historyLoaded, this, [this] { finishStartup(); });
        lessons->loadFromHistory(); // a read already under way ends with historyLoaded as well
    }
    if (startupJob_ == 0 && options_.view == View::History) {
        // --view history: the screenshot waits for the stored runs, this session's written first.
        startupJob_ = ~quint64(0);
        connect(historyPane_, &HistoryPane::loaded, this, [this] { finishStartup(); });
        history_->waitForWrites();
        historyPane_->reload();
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

void MainWindow::startStartupSweep()
{
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

void MainWindow::finishStartup()
{
    if (startupDone_)
        return;
    if (importJob_->isRunning()) {
        startupWaitsForImport_ = true; // a screenshot of --import shows the imported runs
        return;
    }
    startupDone_ = true;
    emit startupFinished();
}

} // namespace studio
