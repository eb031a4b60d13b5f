// The session layer over a real engine (PoCL on CI), without any window: every job kind the
// JobController starts files its runs into the Session; cancel keeps what finished; the newest
// job wins; CSV export and import go through the session. Sizes stay tiny (N <= 128).
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <memory>

#include "models/results_model.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "session/bundle_job.hpp"
#include "session/csv_import_job.hpp"
#include "session/csv_io.hpp"
#include "session/job_controller.hpp"
#include "session/lesson_history_job.hpp"
#include "session/session.hpp"
#include "session_support.hpp"

using namespace studio;
using studio::testing::waitForJob;

class SessionJobsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<Session> session_;
    std::unique_ptr<JobController> jobs_;

    int rows() const { return session_->results()->rowCount(); }

    LessonHistoryOutcome readLessonHistory()
    {
        LessonHistoryJob job;
        QSignalSpy finished(&job, &LessonHistoryJob::finished);
        if (!job.start(jobs_->worker()->devices()) || !finished.wait(120000))
            return {{}, QStringLiteral("the read did not finish")};
        return finished.at(0).at(0).value<LessonHistoryOutcome>();
    }

    CsvImportOutcome importAndWait(const QString& path)
    {
        CsvImportJob job;
        QSignalSpy finished(&job, &CsvImportJob::finished);
        if (!job.start(path) || !finished.wait(120000))
            return {};
        const CsvImportOutcome outcome = finished.at(0).at(0).value<CsvImportOutcome>();
        if (outcome.ok)
            session_->addRuns(outcome.runs);
        return outcome;
    }

private slots:
    void initTestCase()
    {
        studio::testing::isolateSettings(settingsDir_);
        session_ = std::make_unique<Session>();
        jobs_ = std::make_unique<JobController>(session_.get());

        // Before the engine is up every job is refused, and says why.
        QSignalSpy refused(jobs_.get(), &JobController::refused);
        QCOMPARE(jobs_->startRun(studio::testing::quickRun()), quint64(0));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).value<JobController::Refusal>() == JobController::Refusal::EngineNotReady);

        jobs_->startEngine();
        QVERIFY(studio::testing::waitForEngine(*jobs_));
        if (!jobs_->hasDevices())
            QSKIP("No OpenCL device (install pocl-opencl-icd); gui_no_platform covers that case.");
        QVERIFY(!jobs_->defaultDeviceId().isEmpty());
        QVERIFY(!jobs_->peaksKeyOf(jobs_->defaultDeviceId()).empty());
        QVERIFY(jobs_->peaksKeyOf(QStringLiteral("99:99")).empty());
    }

    void cleanupTestCase()
    {
        jobs_.reset();
        session_.reset();
    }

    void runFilesAVerifiedRow()
    {
        const int before = rows();
        QSignalSpy added(session_.get(), &Session::runAdded);
        QSignalSpy logged(jobs_.get(), &JobController::logged);
        const JobOutcome o = waitForJob(jobs_->worker(), jobs_->startRun(studio::testing::quickRun("naive", 32)));
        QVERIFY(o.job != 0);
        QVERIFY(!o.failed && !o.cancelled);
        QVERIFY(o.kind == JobKind::Run);
        QCOMPARE(o.runs, 1);
        QCOMPARE(rows(), before + 1);
        QCOMPARE(added.count(), 1);
        QVERIFY(logged.count() >= 1); // the start of the run
        const ndr::RunResult& r = session_->results()->result(before);
        QVERIFY(r.outcome() == ndr::RunStatus::Verified);
        QCOMPARE(r.variant, std::string("naive"));
        QCOMPARE(r.n, std::size_t(32));
        QVERIFY(r.gflops > 0);
        QVERIFY(!jobs_->isBusy());
        // With nothing selected the views follow the latest run.
        QVERIFY(!session_->hasSelection());
        QCOMPARE(session_->followedRun()->timestamp, r.timestamp);
    }

    void sweepFilesRunsAndSkippedCombinations()
    {
        ndr::SweepRequest sweep;
        sweep.base = studio::testing::quickRun();
        sweep.variants = {"naive", "tiled"};
        sweep.sizes = {16, 24};
        // 8x8 runs everywhere; 128x128 = 16384 work-items exceeds every device's work-group limit,
        // so those combinations are skipped with a reason rather than failing the sweep.
        sweep.locals = {ndr::LocalSize::of2D(8, 8), ndr::LocalSize::of2D(128, 128)};
        const int before = rows();
        const std::size_t skippedBefore = session_->skippedRuns().size();
        QSignalSpy logged(jobs_.get(), &JobController::logged);
        const JobOutcome o = waitForJob(jobs_->worker(), jobs_->startSweep(sweep));
        QVERIFY(o.job != 0 && !o.failed && !o.cancelled);
        QVERIFY(o.kind == JobKind::Sweep);
        QCOMPARE(rows() - before, o.runs);
        QCOMPARE(int(session_->skippedRuns().size() - skippedBefore), o.skipped);
        QCOMPARE(o.runs + o.skipped, 8);
        QCOMPARE(o.runs, 4);
        QCOMPARE(o.failedRuns, 0);
        QCOMPARE(o.skipped, 4);
        // The log has the sweep's start and its end, with the counts.
        QCOMPARE(logged.count(), 2);
        QCOMPARE(logged.last().at(0).toString(), JobController::outcomeText(o));
        QVERIFY(logged.last().at(0).toString().contains(QString::number(o.runs)));
        for (std::size_t i = skippedBefore; i < session_->skippedRuns().size(); ++i)
            QVERIFY(!session_->skippedRuns()[i].reason.empty());
        for (int row = before; row < rows(); ++row)
            QVERIFY(session_->results()->result(row).outcome() == ndr::RunStatus::Verified);
    }

    void cancelMidSweepKeepsFinishedRuns()
    {
        ndr::SweepRequest sweep;
        sweep.base = studio::testing::quickRun();
        sweep.base.reps = 2;
        // Far more runs than can finish before the test cancels after the first one.
        sweep.variants = {"naive", "tiled", "transposed"};
        for (int round = 0; round < 30; ++round)
            for (std::size_t n = 16; n <= 128; n += 8)
                sweep.sizes.push_back(n);
        sweep.locals = {ndr::LocalSize::of2D(8, 8)};
        const int total = int(sweep.variants.size() * sweep.sizes.size());
        const int before = rows();

        QSignalSpy added(session_.get(), &Session::runAdded);
        QSignalSpy logged(jobs_.get(), &JobController::logged);
        const quint64 job = jobs_->startSweep(sweep);
        QVERIFY(job != 0);
        QVERIFY(jobs_->isBusy());
        QVERIFY(added.wait(120000));
        QVERIFY(jobs_->cancel());
        const JobOutcome o = waitForJob(jobs_->worker(), job);
        QVERIFY(o.cancelled);
        const int kept = rows() - before;
        QVERIFY2(kept >= 1 && kept < total, qPrintable(QStringLiteral("%1 of %2").arg(kept).arg(total)));
        QCOMPARE(kept, o.runs);
        // A cancelled sweep's end is logged too, with what it kept, and reads unlike a finished one.
        QCOMPARE(logged.count(), 2);
        const QString end = logged.last().at(0).toString();
        QCOMPARE(end, JobController::outcomeText(o));
        QVERIFY(end.contains(QString::number(kept)));
        JobOutcome finished = o;
        finished.cancelled = false;
        QVERIFY(end != JobController::outcomeText(finished));
        for (int row = before; row < rows(); ++row)
            QVERIFY(session_->results()->result(row).outcome() == ndr::RunStatus::Verified);
        QVERIFY(!jobs_->isBusy());
        QVERIFY(!jobs_->cancel()); // nothing left to cancel
    }

    // Runs that differ only in their buffers or queues read differently in the log: each start
    // names its buffer mode, and its queues where they are not the one in-order queue.
    void runStartNamesBuffersAndQueues()
    {
        QSignalSpy logged(jobs_.get(), &JobController::logged);
        quint64 last = 0;
        for (ndr::BufferMode mode : {ndr::BufferMode::Copy, ndr::BufferMode::Use, ndr::BufferMode::Alloc}) {
            ndr::RunRequest r = studio::testing::quickRun("naive", 16);
            r.buffers = mode;
            last = jobs_->startRun(r);
            QVERIFY(last != 0);
            QVERIFY(logged.last().at(0).toString().contains(QString::fromStdString(ndr::toString(mode))));
        }
        ndr::RunRequest twoQueues = studio::testing::quickRun("naive", 16);
        twoQueues.queues = ndr::QueueMode::TwoQueues;
        last = jobs_->startRun(twoQueues);
        QStringList starts;
        for (const QList<QVariant>& args : logged)
            starts << args.at(0).toString();
        QCOMPARE(starts.size(), 4);
        QVERIFY(waitForJob(jobs_->worker(), last).job == last);
        starts.removeDuplicates();
        QCOMPARE(starts.size(), 4);
    }

    void newestJobWins()
    {
        const int before = rows();
        QSignalSpy finished(jobs_->worker(), &EngineWorker::jobFinished);
        const quint64 first = jobs_->startRun(studio::testing::quickRun("naive", 64));
        const quint64 second = jobs_->startRun(studio::testing::quickRun("naive", 64));
        QVERIFY(first != 0 && second > first);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 120000);
        const JobOutcome a = finished.at(0).at(0).value<JobOutcome>();
        const JobOutcome b = finished.at(1).at(0).value<JobOutcome>();
        QCOMPARE(a.job, first);
        QVERIFY(!a.latest);
        QCOMPARE(b.job, second);
        QVERIFY(b.latest && !b.cancelled && !b.failed);
        // Both are rows: the first verified or, where the second cancelled it, cancelled.
        QCOMPARE(rows(), before + 2);
        QVERIFY(session_->results()->result(before).outcome() ==
                (a.cancelled ? ndr::RunStatus::Cancelled : ndr::RunStatus::Verified));
        QVERIFY(session_->results()->result(before + 1).outcome() == ndr::RunStatus::Verified);
    }

    void tunedCandidateRunsWithItsParameters()
    {
        // A tuning candidate's run: the setup's repetitions, the candidate's variant, device, N
        // and parameters; the parameters fix the work-group.
        const ndr::GemmParams params = ndr::GemmParams::parse("MWG=16 NWG=16 KWG=8 MDIMC=8 NDIMC=8 VW=1");
        ndr::RunRequest base = studio::testing::quickRun();
        base.local = ndr::LocalSize::of2D(4, 4);
        const ndr::RunRequest r =
            JobController::withParams(base, QStringLiteral("register_blocked"), jobs_->defaultDeviceId(), 48, params);
        QCOMPARE(r.variant, std::string("register_blocked"));
        QCOMPARE(r.n, std::size_t(48));
        QVERIFY(r.local.isAutomatic());
        QVERIFY(r.gemm && *r.gemm == params);
        QCOMPARE(QStringLiteral("%1:%2").arg(r.platformIndex).arg(r.deviceIndex), jobs_->defaultDeviceId());
        const int before = rows();
        const JobOutcome o = waitForJob(jobs_->worker(), jobs_->startRun(r));
        QVERIFY2(!o.failed, qPrintable(o.message));
        QCOMPARE(rows(), before + 1);
        const ndr::RunResult& run = session_->results()->result(before);
        QVERIFY(run.outcome() == ndr::RunStatus::Verified);
        QCOMPARE(run.variant, std::string("register_blocked"));
    }

    void lessonsMeasureTheirPairsIntoTheSession()
    {
        ndr::LessonOptions options;
        options.n = 64;
        options.warmup = 0;
        options.reps = 1;
        const int before = rows();
        QSignalSpy measured(jobs_->worker(), &EngineWorker::lessonMeasured);
        const JobOutcome o =
            waitForJob(jobs_->worker(), jobs_->startLessons({"tiled-vs-naive", "fused-vector-add"}, options));
        QVERIFY2(o.job != 0 && !o.failed && !o.cancelled, qPrintable(o.message));
        QVERIFY(o.kind == JobKind::Lesson);
        QCOMPARE(o.runs, 4);
        QCOMPARE(rows(), before + 4); // both runs of each lesson are rows like any run
        QCOMPARE(measured.count(), 2);
        const auto first = measured.at(0).at(1).value<ndr::LessonResult>();
        QCOMPARE(first.lesson, std::string("tiled-vs-naive"));
        QVERIFY(first.ratio.has_value());
        QCOMPARE(session_->results()->result(before).variant, std::string("naive"));
        QCOMPARE(session_->results()->result(before + 1).variant, std::string("tiled"));
        // An unknown lesson fails the job as an input error.
        const JobOutcome bad = waitForJob(jobs_->worker(), jobs_->startLessons({"no-such-lesson"}, options));
        QVERIFY(bad.failed && bad.invalidInput);

        // Stored in the run history, the pair is the lesson's latest result there.
        ndr::History().add({first.baseline, first.candidate}, ndr::HistorySource::Studio);
        const LessonHistoryOutcome latest = readLessonHistory();
        QVERIFY2(latest.error.isEmpty(), qPrintable(latest.error));
        const auto it = std::find_if(latest.latest.begin(), latest.latest.end(),
                                     [](const ndr::LessonResult& r) { return r.lesson == "tiled-vs-naive"; });
        QVERIFY(it != latest.latest.end());
        QCOMPARE(it->candidate.timestamp, first.candidate.timestamp);
        QCOMPARE(it->ratio, first.ratio);
        QCOMPARE(it->held, first.held);
    }

    void aDamagedHistoryIsAReasonNotACrash()
    {
        const studio::testing::DataHome home;
        QVERIFY(home.damageHistory());
        const LessonHistoryOutcome outcome = readLessonHistory();
        QVERIFY(!outcome.error.isEmpty());
        QVERIFY(outcome.latest.empty());
    }

    void bundleExportImportRoundTrip()
    {
        QVERIFY(rows() > 0);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.zip"));
        BundleJob job;
        QSignalSpy finished(&job, &BundleJob::finished);
        const std::vector<ndr::RunResult> exported = session_->results()->results();
        QVERIFY(job.startExport(path, exported, jobs_->worker()->devices(), session_->peaks()));
        QVERIFY(!job.startImport(path)); // one at a time
        QVERIFY(finished.wait(120000));
        const BundleOutcome written = finished.takeFirst().at(0).value<BundleOutcome>();
        QVERIFY2(written.ok && written.exporting, qPrintable(written.error));

        QVERIFY(job.startImport(path));
        QVERIFY(finished.wait(120000));
        const BundleOutcome read = finished.takeFirst().at(0).value<BundleOutcome>();
        QVERIFY2(read.ok && !read.exporting, qPrintable(read.error));
        QCOMPARE(read.runs.size(), exported.size());
        for (std::size_t i = 0; i < exported.size(); ++i)
            QCOMPARE(ndr::toCsvFields(read.runs[i]), ndr::toCsvFields(exported[i]));

        // What is not a bundle is refused, names the file, and brings no runs.
        QFile text(dir.filePath(QStringLiteral("not-a-bundle.zip")));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("variant,n\n");
        text.close();
        QVERIFY(job.startImport(text.fileName()));
        QVERIFY(finished.wait(120000));
        const BundleOutcome refused = finished.takeFirst().at(0).value<BundleOutcome>();
        QVERIFY(!refused.ok);
        QVERIFY(refused.runs.empty());
        QVERIFY(refused.error.contains(QStringLiteral("not-a-bundle.zip")));
    }

    void csvExportImportRoundTrip()
    {
        QVERIFY(rows() > 0);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.csv"));
        QString error;
        QVERIFY2(CsvIo::write(path, session_->results()->results(), &error), qPrintable(error));
        const std::vector<ndr::RunResult> exported = session_->results()->results();

        session_->clearRuns();
        QCOMPARE(rows(), 0);
        QVERIFY(session_->skippedRuns().empty());
        QSignalSpy imported(session_.get(), &Session::runsImported);
        QVERIFY(importAndWait(path).ok);
        QCOMPARE(imported.count(), 1);
        const std::vector<ndr::RunResult>& back = session_->results()->results();
        QCOMPARE(back.size(), exported.size());
        for (std::size_t i = 0; i < exported.size(); ++i)
            QCOMPARE(ndr::toCsvFields(back[i]), ndr::toCsvFields(exported[i]));

        // A malformed file names the line and imports nothing.
        QFile good(path);
        QVERIFY(good.open(QIODevice::ReadOnly));
        QByteArray text = good.readAll();
        const auto badLine = std::size_t(text.count('\n') + 1);
        text += "this,is,not,a,result\r\n";
        QFile bad(dir.filePath(QStringLiteral("bad.csv")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(text);
        bad.close();
        const int before = rows();
        const CsvImportOutcome refused = importAndWait(bad.fileName());
        QVERIFY(!refused.ok && !refused.cancelled);
        QCOMPARE(refused.line, badLine);
        QVERIFY(refused.runs.empty());
        QCOMPARE(rows(), before);

        // A failed export leaves the earlier file untouched and names the file.
        QVERIFY(!CsvIo::write(dir.filePath(QStringLiteral("no-such-dir/runs.csv")), exported, &error));
        QVERIFY(error.contains(QStringLiteral("no-such-dir")));
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), text.left(text.size() - int(qstrlen("this,is,not,a,result\r\n"))));
    }
};

QTEST_GUILESS_MAIN(SessionJobsTest)
#include "session_jobs_test.moc"
