// The Session's own state, without an engine: the selection the views follow, peaks that a late
// cache read cannot roll back, clearing, and the settings the studio remembers.
#include <QTemporaryDir>
#include <QtTest>

#include "models/results_model.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"
#include "session/settings_io.hpp"
#include "session_support.hpp"

using namespace studio;

namespace {

ndr::RunResult run(const char* variant, std::size_t n, const char* timestamp)
{
    ndr::RunResult r;
    r.variant = variant;
    r.n = n;
    r.timestamp = timestamp;
    r.status = ndr::RunStatus::Verified;
    r.verified = true;
    return r;
}

ndr::DevicePeaks peaks(const char* key, const char* timestamp, double bandwidth)
{
    ndr::DevicePeaks p;
    p.deviceKey = key;
    p.timestamp = timestamp;
    p.bandwidthGBs = bandwidth;
    return p;
}

} // namespace

class SessionStateTest : public QObject {
    Q_OBJECT

private slots:
    void selectionDecidesWhatTheViewsFollow()
    {
        Session s;
        QVERIFY(!s.followedRun());
        QVERIFY(s.chartedRuns().empty());
        s.addRun(run("naive", 64, "2026-11-24T01:00:00Z"));
        s.addRun(run("tiled", 128, "2026-11-24T01:00:01Z"));
        s.addRun(run("blocked", 256, "2026-11-24T01:00:02Z"));
        QCOMPARE(s.results()->rowCount(), 3);
        // Nothing selected: every run is charted, the latest is followed.
        QCOMPARE(s.chartedRuns().size(), std::size_t(3));
        QCOMPARE(s.followedRun()->variant, std::string("blocked"));

        QSignalSpy changed(&s, &Session::selectionChanged);
        s.setSelectedRows({1, 0, 1, 7}); // duplicates and rows that do not exist are dropped
        QCOMPARE(changed.count(), 1);
        QCOMPARE(s.selectedRows(), (std::vector<int>{0, 1}));
        QCOMPARE(s.chartedRuns().size(), std::size_t(2));
        QCOMPARE(s.chartedRuns().front().variant, std::string("naive"));
        QCOMPARE(s.followedRun()->variant, std::string("tiled"));
        s.setSelectedRows({0, 1});
        QCOMPARE(changed.count(), 1); // the same selection is no change

        QSignalSpy cleared(&s, &Session::runsCleared);
        s.addSkipped(ndr::SkippedRun{});
        s.clearRuns();
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(changed.count(), 2);
        QVERIFY(!s.hasSelection());
        QVERIFY(s.skippedRuns().empty());
        QCOMPARE(s.results()->rowCount(), 0);
        QVERIFY(!s.followedRun());
    }

    void aLateCacheReadCannotRollBackAMeasurement()
    {
        Session s;
        QSignalSpy changed(&s, &Session::peaksChanged);
        QVERIFY(s.updatePeaks(peaks("gpu | 1 | p", "2026-11-24T01:00:00Z", 100), true));
        QVERIFY(!s.peaksMeasuredNow("gpu | 1 | p"));
        QVERIFY(s.updatePeaks(peaks("gpu | 1 | p", "2026-11-24T02:00:00Z", 200), false));
        QVERIFY(s.peaksMeasuredNow("gpu | 1 | p"));
        // The cache read of the older figure lands after the measurement: ignored.
        QVERIFY(!s.updatePeaks(peaks("gpu | 1 | p", "2026-11-24T01:00:00Z", 100), true));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(s.peaks().size(), std::size_t(1));
        QCOMPARE(s.peaksOf("gpu | 1 | p")->bandwidthGBs, 200.0);
        QVERIFY(!s.peaksOf("cpu | 1 | p"));
        QVERIFY(s.updatePeaks(peaks("cpu | 1 | p", "2026-11-24T01:00:00Z", 50), true));
        QCOMPARE(s.peaks().size(), std::size_t(2));
        // Clearing the runs keeps what was measured about the devices.
        s.clearRuns();
        QCOMPARE(s.peaks().size(), std::size_t(2));
    }

    void setupNamesItsDevice()
    {
        Session s;
        QSignalSpy changed(&s, &Session::setupChanged);
        QVERIFY(s.setupDeviceId().isEmpty()); // the engine's default device
        ndr::RunRequest r;
        r.platformIndex = 1;
        r.deviceIndex = 2;
        r.variant = "tiled";
        s.setSetup(r);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(s.setupDeviceId(), QStringLiteral("1:2"));
        QCOMPARE(s.setup().variant, std::string("tiled"));
    }

    void settingsRoundTrip()
    {
        QTemporaryDir dir;
        studio::testing::isolateSettings(dir);
        const StudioSettings empty = StudioSettings::load();
        QVERIFY(empty.variant.isEmpty() && !empty.n && !empty.local && !empty.reps);

        StudioSettings s;
        s.device = QStringLiteral("0:1");
        s.variant = QStringLiteral("tiled");
        s.n = 96;
        s.local = QString(); // automatic is a choice too
        s.buffers = QStringLiteral("use");
        s.warmup = 0;
        s.reps = 7;
        s.sweepVariants = QStringLiteral("naive,tiled");
        s.sweepSizes = QStringLiteral("64, 96");
        s.sweepLocals = QStringLiteral("8x8");
        s.save();
        const StudioSettings back = StudioSettings::load();
        QCOMPARE(back.device, s.device);
        QCOMPARE(back.variant, s.variant);
        QCOMPARE(back.n, s.n);
        QVERIFY(back.local && back.local->isEmpty());
        QCOMPARE(back.buffers, s.buffers);
        QCOMPARE(back.warmup, s.warmup);
        QCOMPARE(back.reps, s.reps);
        QCOMPARE(back.sweepVariants, s.sweepVariants);
        QCOMPARE(back.sweepSizes, s.sweepSizes);
        QCOMPARE(back.sweepLocals, s.sweepLocals);

        StudioSettings::setLastDirectory(dir.path());
        QCOMPARE(StudioSettings::lastDirectory(), dir.path());
    }

    void everyOutcomeHasItsOwnText()
    {
        JobOutcome o;
        o.runs = 3;
        o.seconds = 1.5;
        QStringList texts;
        for (JobKind kind : {JobKind::Run, JobKind::Sweep, JobKind::Peaks, JobKind::Tune, JobKind::Lesson}) {
            o.kind = kind;
            texts << JobController::outcomeText(o);
        }
        o.cancelled = true;
        texts << JobController::outcomeText(o);
        o.cancelled = false;
        o.failed = true;
        o.message = QStringLiteral("the core's reason");
        texts << JobController::outcomeText(o);
        QVERIFY(texts.last().contains(o.message));
        texts.removeDuplicates();
        QCOMPARE(texts.size(), 7);
        QVERIFY(!JobController::durationText(125).isEmpty());
    }
};

QTEST_GUILESS_MAIN(SessionStateTest)
#include "session_state_test.moc"
