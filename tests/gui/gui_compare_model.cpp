// The Compare view's table over sets with known repetitions: identical sets are all "same", a
// set three times slower all "slower" (and would fail CI), a change of 8 % is "slower" at a 5 %
// threshold and "same" at 10 %, runs without samples compare with a note instead of an interval,
// unmatched runs are counted; the model passes QAbstractItemModelTester throughout.
#include <QAbstractItemModelTester>
#include <QtTest>

#include "compare_fixtures.hpp"
#include "models/compare_model.hpp"
#include "models/verdict_colours.hpp"

using namespace studio;
using namespace studio::testing;

class CompareModelTest : public QObject {
    Q_OBJECT

private:
    static void checkAll(const CompareModel& m, ndr::ChangeVerdict v)
    {
        for (int r = 0; r < m.rowCount(); ++r) {
            QCOMPARE(QString::fromStdString(ndr::toString(m.pair(r).verdict)),
                     QString::fromStdString(ndr::toString(v)));
            QCOMPARE(m.index(r, CompareModel::VariantColumn).data(CompareModel::VerdictRole).toInt(), int(v));
        }
    }

private slots:
    void identicalSetsAreAllSame()
    {
        CompareModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setSets(sampledSet(1), sampledSet(1));
        QCOMPARE(m.rowCount(), 3);
        checkAll(m, ndr::ChangeVerdict::Same);
        QVERIFY(!m.wouldFailCi());
        const CompareCounts c = m.counts();
        QCOMPARE(c.same, 3);
        QCOMPARE(c.onlyA + c.onlyB, 0);
        // Every cell has text, and the intervals are shown.
        for (int col = 0; col < CompareModel::NoteColumn; ++col)
            QVERIFY(!m.index(0, col).data().toString().isEmpty());
        QVERIFY(m.index(0, CompareModel::MedianAColumn).data().toString().contains(QLatin1Char('[')));
        QVERIFY(!m.index(0, CompareModel::MedianAColumn).data(Qt::BackgroundRole).isValid());
    }

    void threeTimesLongerIsAllSlower()
    {
        CompareModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setSets(sampledSet(1), sampledSet(3));
        QCOMPARE(m.rowCount(), 3);
        checkAll(m, ndr::ChangeVerdict::Slower);
        QVERIFY(m.wouldFailCi());
        QCOMPARE(m.counts().slower, 3);
        QCOMPARE(m.index(1, CompareModel::VerdictColumn).data(Qt::BackgroundRole),
                 verdictBackground(ndr::ChangeVerdict::Slower));
        QVERIFY(m.pair(0).test && m.pair(0).test->pValue < 0.05);
        // The other way round it is faster, and would pass.
        m.setSets(sampledSet(3), sampledSet(1));
        checkAll(m, ndr::ChangeVerdict::Faster);
        QVERIFY(!m.wouldFailCi());
    }

    void theThresholdDecidesAgain()
    {
        CompareModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&m, &CompareModel::comparisonChanged);
        m.setSets(sampledSet(1), sampledSet(1.08));
        checkAll(m, ndr::ChangeVerdict::Slower);
        m.setThreshold(0.10);
        QCOMPARE(changed.count(), 2);
        checkAll(m, ndr::ChangeVerdict::Same);
        QVERIFY(!m.wouldFailCi());
        m.setThreshold(0.05);
        checkAll(m, ndr::ChangeVerdict::Slower);
    }

    void runsWithoutSamplesCompareWithANote()
    {
        CompareModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<ndr::RunResult> old;
        for (const ndr::RunResult& r : sampledSet(1))
            old.push_back(withoutSamples(r));
        m.setSets(old, sampledSet(3));
        QCOMPARE(m.rowCount(), 3);
        checkAll(m, ndr::ChangeVerdict::Untested);
        QCOMPARE(m.counts().untested, 3);
        QVERIFY(!m.pair(0).note.empty());
        QVERIFY(!m.index(0, CompareModel::NoteColumn).data().toString().isEmpty());
        // A's cell shows the median with a note, no interval; B's keeps its interval.
        QVERIFY(!m.index(0, CompareModel::MedianAColumn).data().toString().contains(QLatin1Char('[')));
        QVERIFY(m.index(0, CompareModel::MedianBColumn).data().toString().contains(QLatin1Char('[')));
        QVERIFY(!m.index(0, CompareModel::PValueColumn).data().toString().isEmpty());
    }

    void unmatchedRunsAreCounted()
    {
        CompareModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<ndr::RunResult> a = sampledSet(1), b = {sampledRun(64, 1), sampledRun(128, 1), sampledRun(512, 1)};
        m.setSets(a, b);
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(m.counts().onlyA, 1);
        QCOMPARE(m.counts().onlyB, 1);
        QCOMPARE(m.comparison().onlyA.front().n, std::size_t(256));
        QCOMPARE(m.comparison().onlyB.front().n, std::size_t(512));
        m.clear();
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.counts().onlyA, 0);
    }
};

QTEST_GUILESS_MAIN(CompareModelTest)
#include "gui_compare_model.moc"
