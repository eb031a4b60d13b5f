// The window over a real engine (PoCL on CI): runs through the worker, live validation,
// cancel mid-sweep, CSV round trip, chart export and settings. Sizes stay tiny (N <= 128).
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QImage>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

#include "gui/charts/chart_page.hpp"
#include "gui/charts/charts_pane.hpp"
#include "gui/common/chart_surface.hpp"
#include "gui/devices/devices_pane.hpp"
#include "gui/results/results_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/target_ci_text.hpp"
#include "models/results_model.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "test_support.hpp"

using namespace studio;
using studio::testing::waitForEngine;

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;

    // Imports through the window's job and waits for the outcome.
    CsvImportOutcome importAndWait(const QString& path)
    {
        QSignalSpy finished(window_->feature<CsvFeature>(), &CsvFeature::importFinished);
        if (!startImport(*window_, path))
            return {};
        if (!finished.wait(120000))
            return {};
        return finished.at(0).at(0).value<CsvImportOutcome>();
    }

    // A small, fast setup: first catalogue variant, automatic local size.
    void smallSetup(int n = 32)
    {
        SetupPane* setup = setupPane(*window_);
        setup->setVariant(QStringLiteral("naive"));
        setup->setN(n);
        setup->setLocalText(QString());
        setup->setWarmup(0);
        setup->setReps(1);
    }

private slots:
    void initTestCase() { NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_); }

    void cleanupTestCase() { window_.reset(); }

    void windowShowsDevices()
    {
        QVERIFY(!devicesPane(*window_)->showsEmptyState());
        QVERIFY(!devicesPane(*window_)->currentDeviceId().isEmpty());
        QCOMPARE(devicesPane(*window_)->currentDeviceId(), setupPane(*window_)->deviceId());
        QVERIFY(sweepAction(*window_)->isEnabled());
        QVERIFY(!cancelAction(*window_)->isEnabled());
    }

    void runThroughWorkerFillsTable()
    {
        smallSetup(32);
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);
        const int before = resultsModel(*window_)->rowCount();
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        runAction(*window_)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        QCOMPARE(resultsModel(*window_)->rowCount(), before + 1);
        const ndr::RunResult& r = resultsModel(*window_)->result(before);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.variant, std::string("naive"));
        QCOMPARE(r.n, std::size_t(32));
        QVERIFY(r.gflops > 0);
        QVERIFY(!window_->worker()->isBusy());
        QCOMPARE(window_->progressState(), MainWindow::ProgressState::Done);
        QCOMPARE(window_->progressText(), QStringLiteral("100%"));
    }

    void invalidLocalSizeDisablesRunWithReason()
    {
        smallSetup(32);
        SetupPane* setup = setupPane(*window_);
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);

        // Malformed text: the core's parser names the problem at once.
        setup->localSizeEdit()->setText(QStringLiteral("16y"));
        QCOMPARE(setup->validationState(), SetupPane::ValidationState::Invalid);
        QVERIFY(!runAction(*window_)->isEnabled());
        QVERIFY(!setup->validationMessage().isEmpty());

        // Well-formed but over every device limit: the engine's reason arrives from the worker.
        setup->localSizeEdit()->setText(QStringLiteral("4096x4096"));
        QTRY_COMPARE_WITH_TIMEOUT(setup->validationState(), SetupPane::ValidationState::Invalid, 60000);
        QVERIFY(!runAction(*window_)->isEnabled());
        QVERIFY(!setup->validationMessage().isEmpty());

        // Back to a valid size: Run comes back.
        setup->localSizeEdit()->setText(QStringLiteral("8x8"));
        QTRY_COMPARE_WITH_TIMEOUT(setup->validationState(), SetupPane::ValidationState::Valid, 60000);
        QVERIFY(runAction(*window_)->isEnabled());
        QVERIFY(setup->validationMessage().contains(QStringLiteral("8x8")));
    }

    void cancelActionStopsASweep()
    {
        // The session tests cover what a cancelled sweep keeps; here the window's actions.
        smallSetup(32);
        ndr::SweepRequest sweep;
        sweep.base = setupPane(*window_)->request();
        sweep.variants = {"naive", "tiled"};
        for (int round = 0; round < 100; ++round)
            sweep.sizes.push_back(16 + 8 * std::size_t(round % 8));
        QSignalSpy results(window_->session(), &Session::runAdded);
        const quint64 job = startSweep(*window_, sweep);
        QVERIFY(job != 0);
        QVERIFY(cancelAction(*window_)->isEnabled());
        QVERIFY(results.wait(120000));
        cancelAction(*window_)->trigger();
        const JobOutcome o = studio::testing::waitForJob(window_->worker(), job);
        QVERIFY(o.cancelled);
        QVERIFY(!cancelAction(*window_)->isEnabled());
        // The bar says the job was cancelled, not "0%"; the log has the sweep's end with its count.
        QCOMPARE(window_->progressState(), MainWindow::ProgressState::Cancelled);
        QVERIFY(!window_->progressText().isEmpty());
        QVERIFY(!window_->progressText().contains(QLatin1Char('%')));
        QVERIFY(window_->logText().contains(JobController::outcomeText(o)));
        // The next job's progress reads as progress again.
        smallSetup(16);
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        runAction(*window_)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        QCOMPARE(window_->progressState(), MainWindow::ProgressState::Done);
        QVERIFY(window_->progressText().contains(QLatin1Char('%')));
        // The export of what was kept: the window's own status names the file.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(exportCsv(*window_, dir.filePath(QStringLiteral("kept.csv")), &error), qPrintable(error));
        QVERIFY(window_->statusText().contains(QStringLiteral("kept.csv")));
    }

    // The session's own runs exported and imported back are runs it already holds: none is added.
    // Nothing a learner reads is cut: the results' column titles, the variant list, the lesson.
    void textIsNotClipped()
    {
        QHeaderView* header = resultsPane(*window_)->view()->horizontalHeader();
        for (int column = 0; column < header->count(); ++column) {
            const QString title = resultsModel(*window_)->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(header->sectionSize(column) >= header->fontMetrics().horizontalAdvance(title), qPrintable(title));
        }

        window_->showView(View::Setup);
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->setVariant(QStringLiteral("blocked")));
        QComboBox* combo = setup->variantCombo();
        // The closed combo reads the chosen variant whole.
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = false;
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        QVERIFY2(field.width() >= combo->fontMetrics().horizontalAdvance(combo->currentText().trimmed()),
                 qPrintable(combo->currentText()));
        combo->showPopup();
        QAbstractItemView* list = combo->view();
        QTRY_VERIFY(list->isVisible());
        int widest = 0;
        for (int row = 0; row < combo->count(); ++row)
            widest = std::max(widest, list->sizeHintForIndex(combo->model()->index(row, 0)).width());
        QVERIFY2(list->viewport()->width() >= widest,
                 qPrintable(QStringLiteral("%1 < %2").arg(list->viewport()->width()).arg(widest)));
        combo->hidePopup();

        // Every lesson fits its panel at the window's size (no half line at the bottom), or, where
        // the source below leaves too little room, scrolls; and no lesson makes the window's
        // minimum taller than a 1280×800 screenshot.
        for (const ndr::Variant& v : ndr::catalogue()) {
            if (!(combo->model()->flags(combo->model()->index(
                      combo->findData(QString::fromStdString(v.name), VariantListModel::NameRole), 0)) &
                  Qt::ItemIsEnabled))
                continue; // unavailable here: not selectable
            QVERIFY(setup->setVariant(QString::fromStdString(v.name)));
            QTextBrowser* lesson = setup->lessonView();
            QTRY_VERIFY2(lesson->document()->size().height() <= lesson->viewport()->height() ||
                             lesson->verticalScrollBar()->isVisible(),
                         qPrintable(QStringLiteral("%1: %2 > %3")
                                        .arg(QString::fromStdString(v.name))
                                        .arg(lesson->document()->size().height())
                                        .arg(lesson->viewport()->height())));
            QVERIFY2(window_->minimumSizeHint().height() <= 800,
                     qPrintable(QStringLiteral("%1: %2")
                                    .arg(QString::fromStdString(v.name))
                                    .arg(window_->minimumSizeHint().height())));
        }
    }

    void bundleRoundTripAddsNoRunTwice()
    {
        const int rows = resultsModel(*window_)->rowCount();
        QVERIFY(rows > 0);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.zip"));
        QSignalSpy finished(window_->feature<BundleFeature>(), &BundleFeature::bundleFinished);
        QVERIFY(startBundleExport(*window_, path));
        QVERIFY(finished.wait(120000));
        QVERIFY(finished.takeFirst().at(0).value<BundleOutcome>().ok);
        QVERIFY(startBundleImport(*window_, path));
        QVERIFY(finished.wait(120000));
        QVERIFY(finished.takeFirst().at(0).value<BundleOutcome>().ok);
        QCOMPARE(resultsModel(*window_)->rowCount(), rows);
    }

    void importShowsProgressAndCancelImportsNothing()
    {
        // Enough rows that the import is still running when it first reports progress.
        QVERIFY(resultsModel(*window_)->rowCount() > 0);
        const ndr::RunResult one = resultsModel(*window_)->result(0);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.csv"));
        // 2000 different runs (their wall times differ): a run the session holds is not added twice.
        std::vector<ndr::RunResult> many(2000, one);
        for (std::size_t i = 0; i < many.size(); ++i)
            many[i].wallMs = one.wallMs + 1.0 + double(i);
        ndr::writeFileAtomically(path.toStdString(), ndr::resultsToCsv(many));
        const int rows = resultsModel(*window_)->rowCount();
        QSignalSpy finished(window_->feature<CsvFeature>(), &CsvFeature::importFinished);
        // The import thread waits in its first progress report until the GUI thread has looked at
        // the dialog and pressed Cancel: no race with a fast machine.
        bool dialogShown = false;
        auto connection = connect(
            csvImportJob(*window_), &CsvImportJob::progress, window_.get(),
            [&](double fraction, const QString&) {
                if (fraction >= 1.0 || importProgressDialog(*window_)->wasCanceled())
                    return;
                QTRY_VERIFY_WITH_TIMEOUT(importProgressDialog(*window_)->isVisible(), 10000);
                dialogShown = true;
                auto* cancel = importProgressDialog(*window_)->findChild<QPushButton*>();
                QVERIFY(cancel);
                cancel->click(); // as the user does
            },
            Qt::BlockingQueuedConnection);
        QVERIFY(startImport(*window_, path));
        QVERIFY(!startImport(*window_, path)); // one at a time
        QVERIFY(finished.wait(120000));
        disconnect(connection);
        QVERIFY(dialogShown);
        const CsvImportOutcome outcome = finished.at(0).at(0).value<CsvImportOutcome>();
        QVERIFY(outcome.cancelled);
        QVERIFY(outcome.runs.empty());
        QCOMPARE(resultsModel(*window_)->rowCount(), rows);
        QVERIFY(!importProgressDialog(*window_)->isVisible());
        // The next import runs normally.
        QVERIFY(importAndWait(path).ok);
        QCOMPARE(resultsModel(*window_)->rowCount(), rows + 2000);
    }

    void chartsExportPngAndSvg()
    {
        window_->showView(View::Charts);
        window_->flushCharts();
        ChartSurface* chart = chartsPane(*window_)->surface(charts::kLines);
        QTRY_VERIFY(chart->hasData());
        QTemporaryDir dir;
        QString error;
        QVERIFY2(chart->exportPng(dir.filePath(QStringLiteral("lines.png")), &error), qPrintable(error));
        QVERIFY2(chart->exportSvg(dir.filePath(QStringLiteral("lines.svg")), &error), qPrintable(error));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("lines.png"))).isNull());
        for (View v : {View::Bars, View::Local, View::HeatMap}) {
            window_->showView(v);
            QCOMPARE(window_->currentView(), v);
        }
        QTRY_VERIFY(chartsPane(*window_)->surface(charts::kHeatMap)->hasData());
    }

    void targetIntervalIsCheckedAndReachesTheRequest()
    {
        smallSetup(32);
        SetupPane* setup = setupPane(*window_);
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);
        QVERIFY(!setup->request().targetCi);
        QVERIFY(!setup->maxRepsSpin()->isEnabled()); // no target, no budget

        // Refused text: the setup is invalid at once, says why, and Run waits.
        for (const char* bad : {"two", "0.01%", "80%"}) {
            setup->setTargetCiText(QString::fromLatin1(bad));
            QCOMPARE(setup->validationState(), SetupPane::ValidationState::Invalid);
            QVERIFY(!runAction(*window_)->isEnabled());
            QVERIFY2(setup->validationMessage().contains(QStringLiteral("%")), qPrintable(setup->validationMessage()));
            QVERIFY(!setup->request().targetCi);
        }
        // A budget below the repetitions is refused too.
        setup->setReps(5);
        setup->setTargetCiText(QStringLiteral("25%"));
        setup->setMaxReps(3);
        QCOMPARE(setup->validationState(), SetupPane::ValidationState::Invalid);
        QVERIFY(setup->validationMessage().contains(QStringLiteral("5")));

        // Accepted: the request carries what ndrange-bench --target-ci 25% --max-reps 40
        // --max-seconds 30 would.
        setup->setMaxReps(40);
        setup->setMaxSeconds(30);
        QTRY_COMPARE_WITH_TIMEOUT(setup->validationState(), SetupPane::ValidationState::Valid, 60000);
        QVERIFY(setup->maxRepsSpin()->isEnabled());
        const ndr::RunRequest r = setup->request();
        QVERIFY(r.targetCi);
        QCOMPARE(r.targetCi->halfWidth, 0.25);
        QCOMPARE(r.targetCi->maxReps, 40);
        QCOMPARE(r.targetCi->maxSeconds, 30.0);

        // A run with the target says which way it ended.
        const int before = resultsModel(*window_)->rowCount();
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        runAction(*window_)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        const ndr::RunResult& run = resultsModel(*window_)->result(before);
        QVERIFY2(run.ok(), run.error.c_str());
        QCOMPARE(run.ciTarget, 0.25);
        QVERIFY(run.ciStop != ndr::CiStop::NotAsked);
        QVERIFY(run.kernelSamplesMs.size() >= 5 && run.kernelSamplesMs.size() <= 40);
        QVERIFY(!targetOutcomeText(run).isEmpty());
        setup->setTargetCiText(QString());
        setup->setReps(1);
        QVERIFY(!setup->request().targetCi);
    }

    void settingsRememberTheSetup()
    {
        StartupOptions options;
        options.ignoreSettings = false;
        {
            MainWindow first(options, nullptr);
            QVERIFY(waitForEngine(first));
            setupPane(first)->setVariant(QStringLiteral("tiled"));
            setupPane(first)->setN(96);
            setupPane(first)->setLocalText(QStringLiteral("8x8"));
            setupPane(first)->setTargetCiText(QStringLiteral("3%"));
            setupPane(first)->setMaxReps(70);
            setupPane(first)->setMaxSeconds(12.5);
            first.close(); // saves
        }
        MainWindow second(options, nullptr);
        QVERIFY(waitForEngine(second));
        QCOMPARE(setupPane(second)->variant(), QStringLiteral("tiled"));
        QCOMPARE(int(setupPane(second)->request().n), 96);
        QCOMPARE(setupPane(second)->localText(), QStringLiteral("8x8"));
        QCOMPARE(setupPane(second)->targetCiText(), QStringLiteral("3%"));
        QVERIFY(setupPane(second)->request().targetCi);
        QCOMPARE(setupPane(second)->request().targetCi->halfWidth, 0.03);
        QCOMPARE(setupPane(second)->request().targetCi->maxReps, 70);
        QCOMPARE(setupPane(second)->request().targetCi->maxSeconds, 12.5);
        QCOMPARE(setupPane(second)->deviceId(), setupPane(*window_)->deviceId());
    }

    // Saved settings are a door like any other: values no setup can have (an edited or damaged
    // settings file) come back as the nearest valid setup, a user kernel that is a device comes
    // back as the default variant with the reason said, and the window opens whatever the bytes
    // of its saved geometry.
    void hostileSettingsComeBackAsAValidSetup()
    {
        StartupOptions options;
        options.ignoreSettings = false;
        {
            QSettings s;
            s.setValue(QStringLiteral("run/device"), QStringLiteral("99:99"));
            s.setValue(QStringLiteral("run/variant"), QStringLiteral("user:zero"));
            s.setValue(QStringLiteral("run/userKernelPath"), QStringLiteral("/dev/zero"));
            s.setValue(QStringLiteral("run/n"), -5);
            s.setValue(QStringLiteral("run/local"), QStringLiteral("0x99999999999"));
            s.setValue(QStringLiteral("run/buffers"), QStringLiteral("everywhere"));
            s.setValue(QStringLiteral("run/warmup"), -1);
            s.setValue(QStringLiteral("run/reps"), 2147483647);
            s.setValue(QStringLiteral("run/targetCi"), QStringLiteral("nan%"));
            s.setValue(QStringLiteral("run/maxReps"), -7);
            s.setValue(QStringLiteral("run/maxSeconds"), QStringLiteral("nan"));
            s.setValue(QStringLiteral("sweep/sizes"), QStringLiteral(",,-1,1e999"));
            s.setValue(QStringLiteral("window/geometry"), QByteArray(64, '\xff'));
            s.setValue(QStringLiteral("window/state"), QByteArray("\x00\x00\x00\xffgarbage", 12));
        }
        MainWindow w(options, nullptr);
        QVERIFY(waitForEngine(w));
        SetupPane* setup = setupPane(w);
        QVERIFY(ndr::findVariant(setup->variant().toStdString()) != nullptr);
        QVERIFY2(w.logText().contains(QStringLiteral("/dev/zero")), qPrintable(w.logText()));
        QCOMPARE(setup->deviceId(), setupPane(*window_)->deviceId());
        const ndr::RunRequest r = setup->request();
        QVERIFY(r.n >= 1);
        QVERIFY(r.warmup >= 0);
        QVERIFY(r.reps >= 1 && r.reps <= 1000000);
        // The local size text is kept as typed and refused with its reason, never run.
        QCOMPARE(setup->localText(), QStringLiteral("0x99999999999"));
        QTRY_VERIFY_WITH_TIMEOUT(!setup->canRun(), 30000);
        QVERIFY(!setup->validationMessage().isEmpty());
        QVERIFY(!r.targetCi);
        QVERIFY(!setup->targetCiText().isEmpty()); // kept, with the setup invalid until it is mended
        setup->setLocalText(QStringLiteral("8x8"));
        setup->setTargetCiText(QString());
        QTRY_VERIFY_WITH_TIMEOUT(setup->canRun(), 30000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }
};

QTEST_MAIN(MainWindowTest)
#include "gui_main_window.moc"
