// The studio and the run history, without any window: the recorder stores the session's job runs
// (real runs on PoCL) and imported runs with their origin, keeps the session's history ids, says a
// broken history once and loses no run; the read job reads ids and lists off the GUI thread.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "models/results_model.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "run_fixtures.hpp"
#include "session/history_read_job.hpp"
#include "session/history_recorder.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"
#include "session_support.hpp"

using namespace studio;
using studio::testing::DataHome;
using studio::testing::waitForJob;

namespace {

HistoryReadOutcome readAndWait(HistoryReadJob& job)
{
    QSignalSpy finished(&job, &HistoryReadJob::finished);
    if (!finished.wait(120000)) {
        HistoryReadOutcome failed;
        failed.error = QStringLiteral("the read did not finish");
        return failed;
    }
    return finished.at(0).at(0).value<HistoryReadOutcome>();
}

} // namespace

class SessionHistoryTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<Session> session_;
    std::unique_ptr<JobController> jobs_;

    // One real run on the default device, filed into the session (and so recorded).
    ndr::RunResult runOnce(const char* variant, std::size_t n)
    {
        const quint64 job = jobs_->startRun(studio::testing::quickRun(variant, n));
        const JobOutcome outcome = waitForJob(jobs_->worker(), job);
        if (outcome.job == 0 || session_->results()->rowCount() == 0)
            return {};
        return session_->results()->results().back();
    }

private slots:
    void initTestCase() { NDR_START_SESSION_OR_SKIP(settingsDir_, session_, jobs_); }

    void cleanupTestCase()
    {
        jobs_.reset();
        session_.reset();
    }

    void jobRunsAreRecordedWithTheirIds()
    {
        DataHome home;
        HistoryRecorder recorder(session_.get());
        QSignalSpy recorded(&recorder, &HistoryRecorder::recorded);
        const ndr::RunResult first = runOnce("naive", 32);
        const ndr::RunResult second = runOnce("tiled", 32);
        QVERIFY(first.ok() && second.ok());
        recorder.waitForWrites();
        QVERIFY(recorded.count() >= 1);

        const std::vector<ndr::HistoryEntry> stored = ndr::History().list();
        QCOMPARE(stored.size(), std::size_t(2));
        QVERIFY(stored[0].source == ndr::HistorySource::Studio); // newest first
        QVERIFY(stored[0].origin.empty());
        QCOMPARE(ndr::toCsvFields(stored[0].run), ndr::toCsvFields(second));
        QCOMPARE(ndr::toCsvFields(stored[1].run), ndr::toCsvFields(first));
        QCOMPARE(recorder.sessionIds(), (std::vector<qint64>{stored[1].id, stored[0].id}));

        // Clearing the session forgets its ids, not the stored runs.
        session_->clearRuns();
        QVERIFY(recorder.sessionIds().empty());
        QCOMPARE(ndr::History().list().size(), std::size_t(2));
    }

    // Imported runs are stored as imports naming their file; a run the history holds already
    // (here the session's own, recorded as it was made, and a run given twice) is skipped and said.
    void importedRunsNameWhereTheyCameFrom()
    {
        DataHome home;
        HistoryRecorder recorder(session_.get());
        QSignalSpy recorded(&recorder, &HistoryRecorder::importRecorded);
        const ndr::RunResult run = runOnce("naive", 16);
        QVERIFY(run.ok());
        ndr::RunResult colleagues = run;
        colleagues.timestamp = "2026-01-01T00:00:00Z";
        colleagues.device = "a colleague's device";
        recorder.recordImported({run, colleagues, colleagues}, QStringLiteral("csv colleague.csv"));
        recorder.waitForWrites();
        const std::vector<ndr::HistoryEntry> stored = ndr::History().list();
        QCOMPARE(stored.size(), std::size_t(2));
        int imported = 0;
        for (const ndr::HistoryEntry& e : stored)
            if (e.source == ndr::HistorySource::Import) {
                ++imported;
                QCOMPARE(e.origin, std::string("csv colleague.csv"));
                QCOMPARE(e.run.device, colleagues.device);
            }
        QCOMPARE(imported, 1);
        QCOMPARE(recorded.count(), 1);
        QCOMPARE(recorded.at(0).at(0).toString(), QStringLiteral("csv colleague.csv"));
        QCOMPARE(recorded.at(0).at(1).toInt(), 1); // added
        QCOMPARE(recorded.at(0).at(2).toInt(), 2); // skipped
        QCOMPARE(recorded.at(0).at(3).toInt(), 0); // none of them measured again
        // The session's run measured again (other samples, the same identity): skipped, said.
        ndr::RunResult again = run;
        again.kernelSamplesMs.push_back(again.kernel.medianMs);
        recorder.recordImported({again}, QStringLiteral("csv again.csv"));
        recorder.waitForWrites();
        QCOMPARE(recorded.count(), 2);
        QCOMPARE(recorded.at(1).at(2).toInt(), 1); // skipped
        QCOMPARE(recorded.at(1).at(3).toInt(), 1); // measured again
        QCOMPARE(ndr::History().count(), std::size_t(2));
        // Both runs are this session's, each once.
        QCOMPARE(recorder.sessionIds().size(), std::size_t(2));
        session_->clearRuns();
    }

    // The session adds a run read from a file or the history once, whatever the door.
    void theSessionAddsARunItHoldsOnlyOnce()
    {
        ndr::RunResult a = studio::testing::madeUpRun("naive", 64, ndr::LocalSize::of2D(8, 8), 1.0, std::nullopt);
        a.timestamp = "2026-01-01T00:00:00Z";
        ndr::RunResult b = a;
        b.timestamp = "2026-01-01T00:00:01Z";
        QCOMPARE(session_->addRuns({a, b, a}), 2);
        QCOMPARE(session_->addRuns({b, a}), 0);
        QCOMPARE(session_->results()->rowCount(), 2);
        session_->addRun(a); // a run a job made is always added
        QCOMPARE(session_->results()->rowCount(), 3);
        session_->clearRuns();
        QCOMPARE(session_->addRuns({a}), 1); // cleared: a new session
        session_->clearRuns();
    }

    void turnedOffRecordsNothing()
    {
        DataHome home;
        HistoryRecorder recorder(session_.get());
        recorder.setEnabled(false);
        QVERIFY(runOnce("naive", 16).ok());
        recorder.recordImported({session_->results()->results().back()}, QStringLiteral("csv x.csv"));
        recorder.waitForWrites();
        QVERIFY(!QFile::exists(home.historyFile()));
        QVERIFY(recorder.sessionIds().empty());
        session_->clearRuns();
    }

    void aBrokenHistoryIsSaidOnceAndNoRunIsLost()
    {
        DataHome home;
        QVERIFY(home.damageHistory());

        HistoryRecorder recorder(session_.get());
        QSignalSpy failed(&recorder, &HistoryRecorder::failed);
        QVERIFY(runOnce("naive", 16).ok());
        recorder.waitForWrites();
        QVERIFY(runOnce("naive", 16).ok());
        recorder.waitForWrites();
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(home.historyFile()));
        QCOMPARE(session_->results()->rowCount(), 2); // the runs stay in the session
        QVERIFY(recorder.sessionIds().empty());
        session_->clearRuns();
    }

    void theReadJobReadsIdsAndLists()
    {
        DataHome home;
        HistoryRecorder recorder(session_.get());
        QVERIFY(runOnce("naive", 16).ok());
        QVERIFY(runOnce("tiled", 16).ok());
        recorder.waitForWrites();
        const std::vector<qint64> ids = recorder.sessionIds();
        QCOMPARE(ids.size(), std::size_t(2));

        HistoryReadJob job;
        job.readIds({ids[1], 999999, ids[0]});
        const HistoryReadOutcome byIds = readAndWait(job);
        QVERIFY2(byIds.error.isEmpty(), qPrintable(byIds.error));
        QVERIFY(byIds.byIds);
        QCOMPARE(byIds.missing, 1);
        QCOMPARE(byIds.entries.size(), std::size_t(2));
        QCOMPARE(byIds.entries[0].id, ids[1]); // in the order asked for
        QCOMPARE(byIds.entries[0].run.variant, std::string("tiled"));

        // A read asked for while one runs replaces it: one answer, the newest request's.
        QSignalSpy finished(&job, &HistoryReadJob::finished);
        job.readIds({ids[0]});
        job.readList();
        QVERIFY(finished.wait(120000));
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        const HistoryReadOutcome listed = finished.at(0).at(0).value<HistoryReadOutcome>();
        QVERIFY(!listed.byIds);
        QCOMPARE(listed.entries.size(), std::size_t(2));
        QCOMPARE(listed.entries[0].id, ids[1]); // newest first
        session_->clearRuns();
    }

    void aDamagedHistoryIsAReadError()
    {
        DataHome home;
        QVERIFY(home.damageHistory());
        HistoryReadJob job;
        job.readList();
        const HistoryReadOutcome outcome = readAndWait(job);
        QVERIFY(!outcome.error.isEmpty());
        QVERIFY(outcome.entries.empty());
    }
};

QTEST_GUILESS_MAIN(SessionHistoryTest)
#include "session_history_test.moc"
