// The Oclgrind check job without a window: a clean variant has no findings, one check runs at a
// time, cancel kills it, and without Oclgrind the check is unavailable. Real Oclgrind where
// installed (Debian's oclgrind package; CI has it).
#include <QtTest>

#include "session/oclgrind_check.hpp"
#include "session_support.hpp"

using namespace studio;

namespace {

ndr::RunRequest request(const char* variant, ndr::LocalSize local)
{
    ndr::RunRequest r;
    r.variant = variant;
    r.n = 64;
    r.local = local;
    return r;
}

} // namespace

class SessionOclgrindTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("NDR_BENCH", NDR_BENCH_PATH); }

    void argumentsCheckASmallNOfTheSameShape()
    {
        const QStringList args = OclgrindCheck::benchArguments(request("tiled", ndr::LocalSize::of2D(4, 4)));
        QCOMPARE(args.first(), QStringLiteral("run"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--variant")) + 1), QStringLiteral("tiled"));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--local")) + 1), QStringLiteral("4x4"));
        const int n = args.at(args.indexOf(QStringLiteral("--n")) + 1).toInt();
        QVERIFY(n > 0 && n < 64);
        QVERIFY(args.contains(QStringLiteral("--no-cpu")));
    }

    void aCleanVariantHasNoFindings()
    {
        if (OclgrindCheck::availability() != OclgrindCheck::Availability::Available)
            QSKIP("oclgrind is not installed");
        OclgrindCheck check;
        QSignalSpy started(&check, &OclgrindCheck::started);
        QSignalSpy finished(&check, &OclgrindCheck::finished);
        QVERIFY(check.start(request("tiled", ndr::LocalSize::of2D(4, 4))) == OclgrindCheck::Start::Started);
        QCOMPARE(started.count(), 1);
        QVERIFY(check.isRunning());
        // One check at a time.
        QVERIFY(check.start(request("naive", {})) == OclgrindCheck::Start::Busy);
        QVERIFY(finished.wait(120000));
        const OclgrindOutcome o = finished.at(0).at(0).value<OclgrindOutcome>();
        QVERIFY(!o.cancelled);
        QVERIFY(o.failure == OclgrindOutcome::Failure::None);
        QVERIFY(o.findings.isEmpty());
        QVERIFY(o.subject.startsWith(QStringLiteral("tiled")));
        QVERIFY(!check.isRunning());
    }

    void cancelKillsTheCheck()
    {
        if (OclgrindCheck::availability() != OclgrindCheck::Availability::Available)
            QSKIP("oclgrind is not installed");
        OclgrindCheck check;
        QSignalSpy finished(&check, &OclgrindCheck::finished);
        QVERIFY(check.start(request("naive", {})) == OclgrindCheck::Start::Started);
        check.cancel();
        QCOMPARE(finished.count(), 1);
        QVERIFY(finished.at(0).at(0).value<OclgrindOutcome>().cancelled);
        QVERIFY(!check.isRunning());
        check.cancel(); // nothing left to cancel: no second report
        QCOMPARE(finished.count(), 1);
    }

    void withoutOclgrindTheCheckIsUnavailable()
    {
        qputenv("NDR_OCLGRIND", "/nonexistent/oclgrind");
        OclgrindCheck check;
        QVERIFY(OclgrindCheck::availability() == OclgrindCheck::Availability::NoOclgrind);
        QVERIFY(check.start(request("naive", {})) == OclgrindCheck::Start::Unavailable);
        QVERIFY(!check.isRunning());
        qunsetenv("NDR_OCLGRIND");
    }
};

QTEST_GUILESS_MAIN(SessionOclgrindTest)
#include "session_oclgrind_test.moc"
