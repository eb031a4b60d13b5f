// Faults inside the worker, without a window: an exception that is not an ndr::Error thrown
// inside Engine::run (the fault plan's throwInRun, ndr/fault_plan.hpp) fails that job with the
// exception's text, the attempt becomes a runtime-error row (never a valid result), earlier
// rows stay and the next run works. Real engine on PoCL.
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "models/results_model.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"
#include "session_support.hpp"

using namespace studio;
using studio::testing::waitForJob;

class SessionFaultsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<Session> session_;
    std::unique_ptr<JobController> jobs_;

    JobOutcome runOnce()
    {
        return waitForJob(jobs_->worker(), jobs_->startRun(studio::testing::quickRun("naive", 24)));
    }

private slots:
    void initTestCase() { NDR_START_SESSION_OR_SKIP(settingsDir_, session_, jobs_); }

    void cleanupTestCase()
    {
        jobs_.reset();
        session_.reset();
    }

    void exceptionInTheWorkerFailsTheJobNotTheSession()
    {
        JobOutcome o = runOnce();
        QVERIFY(o.job != 0 && !o.failed);
        QCOMPARE(session_->results()->rowCount(), 1);
        QVERIFY(session_->results()->result(0).ok());

        ndr::FaultPlan fault;
        fault.throwInRun = true;
        jobs_->worker()->setFaultPlan(fault);
        o = runOnce();
        jobs_->worker()->setFaultPlan({});
        QVERIFY(o.failed);
        QVERIFY(!o.invalidInput);
        QVERIFY2(o.message.contains(QStringLiteral("throw-in-run")), qPrintable(o.message));
        QVERIFY(JobController::outcomeText(o).contains(o.message)); // what the status bar shows
        // The earlier row is kept and the failed attempt is a row of its own, never a valid result.
        QCOMPARE(session_->results()->rowCount(), 2);
        QVERIFY(session_->results()->result(0).ok());
        QVERIFY(!session_->results()->result(1).ok());
        QVERIFY(session_->results()->result(1).outcome() == ndr::RunStatus::RuntimeError);
        QVERIFY(!jobs_->isBusy());

        o = runOnce();
        QVERIFY(o.job != 0 && !o.failed);
        QCOMPARE(session_->results()->rowCount(), 3);
        const ndr::RunResult& r = session_->results()->result(2);
        QVERIFY2(r.ok(), r.error.c_str());
    }
};

QTEST_GUILESS_MAIN(SessionFaultsTest)
#include "session_faults_test.moc"
