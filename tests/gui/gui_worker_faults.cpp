// Faults inside the worker: an exception that is not an ndr::Error thrown inside
// Engine::run (the fault plan's throwInRun, ndr/fault_plan.hpp) is reported in the status bar
// and the log, earlier results stay, the failed attempt becomes a red row, and the next run works. Real engine on PoCL.
#include <QtTest>

#include "gui/setup/setup_pane.hpp"
#include "models/results_model.hpp"
#include "test_support.hpp"

using namespace studio;

class WorkerFaultsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;

    bool runOnce()
    {
        SetupPane* setup = window_->setupPane();
        setup->setVariant(QStringLiteral("naive"));
        setup->setN(24);
        setup->setLocalText(QString());
        setup->setWarmup(0);
        setup->setReps(1);
        if (!QTest::qWaitFor([&] { return window_->runAction()->isEnabled(); }, 60000))
            return false;
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        window_->runAction()->trigger();
        return QTest::qWaitFor([&] { return finished.count() == 1; }, 120000);
    }

private slots:
    void initTestCase() { NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_); }

    void cleanupTestCase() { window_.reset(); }

    void exceptionInTheWorkerIsReportedAndTheStudioStaysUsable()
    {
        QVERIFY(runOnce());
        QCOMPARE(window_->resultsModel()->rowCount(), 1);
        QVERIFY(window_->resultsModel()->result(0).ok());

        ndr::FaultPlan fault;
        fault.throwInRun = true;
        window_->worker()->setFaultPlan(fault);
        QVERIFY(runOnce());
        window_->worker()->setFaultPlan({});
        QVERIFY2(window_->statusText().contains(QStringLiteral("throw-in-run")), qPrintable(window_->statusText()));
        QVERIFY2(window_->logText().contains(QStringLiteral("throw-in-run")), qPrintable(window_->logText()));
        // The earlier row is kept and the failed attempt is a row of its own, never a valid result.
        QCOMPARE(window_->resultsModel()->rowCount(), 2);
        QVERIFY(window_->resultsModel()->result(0).ok());
        QVERIFY(!window_->resultsModel()->result(1).ok());
        QVERIFY(window_->resultsModel()->result(1).outcome() == ndr::RunStatus::RuntimeError);
        QVERIFY(!window_->worker()->isBusy());
        QVERIFY(window_->cancelAction()->isEnabled() == false);

        QVERIFY(runOnce());
        QCOMPARE(window_->resultsModel()->rowCount(), 3);
        const ndr::RunResult& r = window_->resultsModel()->result(2);
        QVERIFY2(r.ok(), r.error.c_str());
    }
};

QTEST_MAIN(WorkerFaultsTest)
#include "gui_worker_faults.moc"
