// User kernels in the studio and "Check with Oclgrind": a .cl file loaded as variant user:<stem>
// (source shown, validated and run by the real engine, errors shown), kernels that crash or never
// end (the studio lives on, the error offers the Oclgrind check), the Oclgrind panel on a clean
// variant and on a user kernel that reads out of bounds, and a user kernel selected when the
// studio closed: opened again at the next start, or replaced by the default saying why.
#include <QComboBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QtTest>

#include "gui/oclgrind/oclgrind_panel.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "kernel_fixtures.hpp"
#include "models/results_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"
#include "session/oclgrind_findings.hpp"
#include "kernel_file_support.hpp"
#include "test_support.hpp"

#include <sys/stat.h>

using namespace studio;

using testfiles::kMine;
using testfiles::kOutOfBoundsRead;
using testfiles::kSpinOnly;

class UserKernelsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_, files_;
    std::unique_ptr<MainWindow> window_;

    QString write(const QString& name, const std::string& text)
    {
        return studio::testing::writeTestFile(files_, name, text);
    }

    bool waitValidated()
    {
        SetupPane* s = setupPane(*window_);
        return QTest::qWaitFor(
            [&] {
                return s->validationState() == SetupPane::ValidationState::Valid ||
                       s->validationState() == SetupPane::ValidationState::Invalid;
            },
            60000);
    }

    // The setup at N with `local`, one timed repetition, validated by the engine and runnable.
    bool readyToRun(int n, const QString& local)
    {
        SetupPane* setup = setupPane(*window_);
        setup->setN(n);
        setup->setLocalText(local);
        setup->setWarmup(0);
        setup->setReps(1);
        return waitValidated() && setup->validationState() == SetupPane::ValidationState::Valid &&
               QTest::qWaitFor([&] { return runAction(*window_)->isEnabled(); }, 60000);
    }

    // Runs the setup as it stands and waits for the job to end; the outcome. The bound is far above
    // anything the runs below take (they end by a crash, a verdict or a cancel, never by a timeout).
    JobOutcome runAndWait()
    {
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        runAction(*window_)->trigger();
        if (!QTest::qWaitFor([&] { return finished.count() == 1; }, 300000))
            return {};
        return finished.at(0).at(0).value<JobOutcome>();
    }

    // The studio carries on: a good kernel runs and verifies after whatever happened before.
    void expectTheNextRunVerifies()
    {
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("studio_next.cl"), kMine), QStringLiteral("mine")));
        setup->setN(20);
        setup->setLocalText(QStringLiteral("4x4"));
        QVERIFY(waitValidated());
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);
        const JobOutcome o = runAndWait();
        QVERIFY2(!o.failed && !o.cancelled, qPrintable(o.message));
        const ndr::RunResult& r = resultsModel(*window_)->result(resultsModel(*window_)->rowCount() - 1);
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY(setupPane(*window_)->lastResultOclgrindButton()->isHidden());
    }

private slots:
    void initTestCase()
    {
        qputenv("NDR_BENCH", NDR_BENCH_PATH);
        NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_);
    }

    void cleanupTestCase() { window_.reset(); }

    void parserMergesWorkItemsAndReadsKernelAndLine()
    {
        const QString log = QStringLiteral(
            "\nInvalid read of size 4 at global memory address 0x20000000005a4\n\tKernel: oob\n"
            "\tEntity: Global(0,0,0) Local(0,0,0) Group(0,0,0)\n\tAt line 9 (column 33) of input.cl:\n\t  x\n\t\n\n"
            "Invalid read of size 4 at global memory address 0x20000000005a8\n\tKernel: oob\n"
            "\tAt line 9 (column 33) of input.cl:\n\n"
            "Read-write data race at local memory address 0x1000\n\tKernel: tiled\n\tAt line 30 of input.cl:\n\n"
            "Oclgrind - OpenCL runtime error detected\n\tFunction: clEnqueueNDRangeKernel\n"
            "\tError: CL_INVALID_WORK_GROUP_SIZE\n");
        const auto f = parseOclgrindLog(log);
        QCOMPARE(f.size(), 3);
        QCOMPARE(f[0].kind, QStringLiteral("out of bounds"));
        QCOMPARE(f[0].kernel, QStringLiteral("oob"));
        QCOMPARE(f[0].line, 9);
        QCOMPARE(f[0].count, 2);
        QCOMPARE(f[1].kind, QStringLiteral("data race"));
        QCOMPARE(f[1].line, 30);
        QCOMPARE(f[2].kind, QStringLiteral("API"));
        QVERIFY(f[2].message.contains(QStringLiteral("CL_INVALID_WORK_GROUP_SIZE")));
        QVERIFY(parseOclgrindLog(QString()).isEmpty());
    }

    void userKernelIsASelectableVariantThatRuns()
    {
        SetupPane* setup = setupPane(*window_);
        const QString path = write(QStringLiteral("studio_mine.cl"), kMine);
        QVERIFY(setup->loadUserKernel(path, QStringLiteral("mine")));
        QCOMPARE(setup->variant(), QStringLiteral("user:studio_mine"));
        QVERIFY(setup->sourceView()->toPlainText().contains(QStringLiteral("__kernel void mine")));
        QVERIFY(readyToRun(21, QStringLiteral("4x4")));
        QVERIFY(runAndWait().job != 0);
        const int rows = resultsModel(*window_)->rowCount();
        QVERIFY(rows >= 1);
        const ndr::RunResult& r = resultsModel(*window_)->result(rows - 1);
        QCOMPARE(r.variant, std::string("user:studio_mine"));
        QVERIFY2(r.ok(), r.error.c_str());
    }

    void userKernelIsOfferedForSweeps()
    {
        SweepDialog dialog;
        dialog.setSelectedVariants({QStringLiteral("user:studio_mine"), QStringLiteral("naive")});
        QCOMPARE(dialog.selectedVariants(), (QStringList{QStringLiteral("naive"), QStringLiteral("user:studio_mine")}));
        ndr::SweepRequest sweep;
        sweep.base = setupPane(*window_)->request();
        sweep.base.local = ndr::LocalSize::automatic();
        sweep.variants = {"naive", "user:studio_mine"};
        sweep.sizes = {16, 23};
        const int before = resultsModel(*window_)->rowCount();
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        QVERIFY(startSweep(*window_, sweep) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        QCOMPARE(resultsModel(*window_)->rowCount(), before + 4);
        for (int row = before; row < before + 4; ++row)
            QVERIFY2(resultsModel(*window_)->result(row).ok(), resultsModel(*window_)->result(row).error.c_str());
    }

    void cancelDuringAnEndlessKernelEndsTheJob()
    {
        // 10^12 iterations per work-item: hours on any device. Cancel stops the kernel runner that
        // runs it, so the job ends as cancelled and the next run works.
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("studio_spin.cl"), kSpinOnly), QStringLiteral("spin"),
                                      QStringLiteral("-DSPIN=1000000000000L")));
        QVERIFY(readyToRun(8, QStringLiteral("8x8")));
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        QSignalSpy progress(window_->worker(), &EngineWorker::progress);
        runAction(*window_)->trigger();
        // Usually the kernel is running by the time of the cancel; if the machine is slow and the
        // runner is still starting, the cancel stops it there: the outcome is the same either way.
        QVERIFY(progress.wait(120000));
        QTest::qWait(1500);
        QVERIFY(window_->worker()->isBusy()); // the kernel runs for hours: the job cannot have ended
        const int rows = resultsModel(*window_)->rowCount();
        cancelAction(*window_)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        QVERIFY(finished.at(0).at(0).value<JobOutcome>().cancelled);
        // The cancelled run stays in the table as a row of its own, never as a result.
        QCOMPARE(resultsModel(*window_)->rowCount(), rows + 1);
        const ndr::RunResult& cancelled = resultsModel(*window_)->result(rows);
        QVERIFY(cancelled.outcome() == ndr::RunStatus::Cancelled);
        QVERIFY(!cancelled.ok());
        QVERIFY(!window_->worker()->isBusy());
        expectTheNextRunVerifies();
    }

    void aCrashingKernelShowsItsErrorWithTheOclgrindOffer()
    {
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("studio_wild.cl"), testfiles::kCrash), QString()));
        setup->setN(100);
        setup->setLocalText(QStringLiteral("4x4"));
        setup->setWarmup(0);
        setup->setReps(1);
        QVERIFY(waitValidated());
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);
        const int rows = resultsModel(*window_)->rowCount();
        const JobOutcome o = runAndWait();
        QVERIFY(o.failed);
        QVERIFY(!o.invalidInput);
        QVERIFY(o.offerOclgrindCheck);
        // The attempt is a red row; the last-result box offers the check.
        QCOMPARE(resultsModel(*window_)->rowCount(), rows + 1);
        const ndr::RunResult& r = resultsModel(*window_)->result(rows);
        QCOMPARE(r.variant, std::string("user:studio_wild"));
        QVERIFY(!r.ok());
        QVERIFY(r.offerOclgrindCheck);
        QPushButton* check = setup->lastResultOclgrindButton();
        QVERIFY(check->isVisible());
        OclgrindPanel* panel = setup->oclgrindPanel();
        if (!OclgrindCheck::oclgrindPath().isEmpty()) {
            check->click();
            QVERIFY(panel->isRunning());
            panel->cancel();
        }
        expectTheNextRunVerifies();
    }

    void devZeroAndFifosAreRefusedWithoutReading()
    {
        SetupPane* setup = setupPane(*window_);
        QString error;
        QVERIFY(!setup->loadUserKernel(QStringLiteral("/dev/zero"), QString(), QString(), &error));
        QVERIFY2(error.contains(QStringLiteral("/dev/zero")), qPrintable(error));
        const QString fifo = files_.filePath(QStringLiteral("fifo.cl"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!setup->loadUserKernel(fifo, QString(), QString(), &error));
        QVERIFY2(error.contains(fifo), qPrintable(error));
        QCOMPARE(setup->userKernelError(), error);
    }

    void loadErrorsAreShown()
    {
        SetupPane* setup = setupPane(*window_);
        QString error;
        QVERIFY(!setup->loadUserKernel(files_.filePath(QStringLiteral("missing.cl")), QString(), QString(), &error));
        QVERIFY2(error.contains(QStringLiteral("missing.cl")), qPrintable(error)); // names the file
        QCOMPARE(setup->userKernelError(), error);
        QVERIFY(!setup->loadUserKernel(write(QStringLiteral("empty.cl"), "\n"), QString(), QString(), &error));
        QVERIFY2(error.contains(QStringLiteral("empty.cl")), qPrintable(error));
    }

    void buildErrorShowsTheBuildLog()
    {
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("studio_broken.cl"),
                                            "__kernel void b(const int N, __global const float* A, __global const "
                                            "float* B, __global float* C) { C[0] = nonsense_here; }"),
                                      QString()));
        QVERIFY(setup->userKernelError().isEmpty());
        QVERIFY(waitValidated());
        QCOMPARE(setup->validationState(), SetupPane::ValidationState::Invalid);
        QVERIFY(!setup->validationMessage().isEmpty());
        // The compiler's message, which names the undeclared identifier, is listed under the source
        // with the user's file and line, and the line is marked.
        const auto& diagnostics = setup->editor()->diagnostics();
        QVERIFY(!diagnostics.empty());
        QCOMPARE(diagnostics.front().file, QStringLiteral("studio_broken.cl"));
        QCOMPARE(diagnostics.front().line, 1);
        QVERIFY2(diagnostics.front().message.contains(QStringLiteral("nonsense_here")),
                 qPrintable(diagnostics.front().message));
        QVERIFY(!setup->editor()->textEdit()->extraSelections().isEmpty());
        QVERIFY(!runAction(*window_)->isEnabled());
    }

    void oclgrindListsAnOutOfBoundsRead()
    {
        if (OclgrindCheck::oclgrindPath().isEmpty())
            QSKIP("oclgrind is not installed");
        if (qEnvironmentVariableIsSet("NDR_SANITIZED"))
            QSKIP("Oclgrind preloads its own OpenCL library ahead of the ASan runtime");
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("studio_oob.cl"), kOutOfBoundsRead), QStringLiteral("oob")));
        setup->setLocalText(QStringLiteral("4x4"));
        OclgrindPanel* panel = setup->oclgrindPanel();
        QSignalSpy done(panel, &OclgrindPanel::finished);
        QVERIFY(panel->start(setup->request()));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 120000);
        QCOMPARE(panel->state(), OclgrindPanel::State::Findings);
        // The read past the row is the fixture's accumulation line.
        const int readLine = testfiles::lineOf(kOutOfBoundsRead, "sum += A");
        QVERIFY(readLine > 0);
        bool outOfBounds = false;
        for (const auto& f : panel->findings())
            if (f.kind == QLatin1String("out of bounds") && f.kernel == QLatin1String("oob") && f.line == readLine)
                outOfBounds = true;
        QVERIFY2(outOfBounds, qPrintable(panel->statusText()));
    }

    void withoutOclgrindTheCheckIsDisabledWithTheReason()
    {
        qputenv("NDR_OCLGRIND", "/nonexistent/oclgrind");
        OclgrindPanel panel;
        qunsetenv("NDR_OCLGRIND");
        QCOMPARE(panel.state(), OclgrindPanel::State::Unavailable);
        QVERIFY(!panel.statusText().isEmpty()); // says why
        auto* check = panel.findChild<QPushButton*>(QStringLiteral("oclgrindCheck"));
        QVERIFY(check && !check->isEnabled());
    }

    // The last session ended on a user kernel: the next start opens the file again (its current
    // content), and says nothing about it.
    void aUserKernelSelectedAtCloseIsOpenedAgain()
    {
        const QString path = write(QStringLiteral("reopened.cl"), kMine);
        StartupOptions remembering;
        remembering.ignoreSettings = false;
        {
            MainWindow first(remembering, nullptr);
            QVERIFY(studio::testing::waitForEngine(first));
            QVERIFY(setupPane(first)->loadUserKernel(path));
            QCOMPARE(setupPane(first)->variant(), QStringLiteral("user:reopened"));
            first.close(); // saves the settings
        }
        write(QStringLiteral("reopened.cl"), kMine + "\n// edited between the sessions\n");
        MainWindow second(remembering, nullptr);
        QVERIFY(studio::testing::waitForEngine(second));
        QCOMPARE(setupPane(second)->variant(), QStringLiteral("user:reopened"));
        const ndr::UserKernel* kernel = ndr::findUserKernel("user:reopened");
        QVERIFY(kernel && kernel->source.find("edited between the sessions") != std::string::npos);
        QVERIFY(!second.logText().contains(QStringLiteral("reopened.cl")));
    }

    // Its file is gone: the default variant is selected and the user is told why, once.
    void aUserKernelWhoseFileIsGoneIsReplacedSayingWhy()
    {
        const QString path = write(QStringLiteral("vanishing.cl"), kMine);
        StartupOptions remembering;
        remembering.ignoreSettings = false;
        {
            MainWindow first(remembering, nullptr);
            QVERIFY(studio::testing::waitForEngine(first));
            QVERIFY(setupPane(first)->loadUserKernel(path));
            first.close();
        }
        QVERIFY(QFile::remove(path));
        MainWindow second(remembering, nullptr);
        QVERIFY(studio::testing::waitForEngine(second));
        QVERIFY(setupPane(second)->variant() != QStringLiteral("user:vanishing"));
        QVERIFY(ndr::findVariant(setupPane(second)->variant().toStdString()));
        QCOMPARE(second.logText().count(path), 1);
        QVERIFY2(second.statusText().contains(path), qPrintable(second.statusText()));
    }
};

QTEST_MAIN(UserKernelsTest)
#include "gui_user_kernels.moc"
