// The Compare view over results CSV files the test writes, read through the real CompareJob and
// shown by the real pane: identical sets are all "same", a set three times slower all "slower"
// (and the summary says CI would fail), unmatched runs are listed, old runs without samples
// compare with a note, a bad or missing file is refused with the importer's structured error and
// nothing compared, the newest load wins, the threshold decides again, the chart gets one point
// per pair; --compare-a/--compare-b are checked at the door and compare at start.
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

#include "compare_fixtures.hpp"
#include "gui/compare/compare_feature.hpp"
#include "gui/compare/compare_pane.hpp"
#include "gui/compare/ratio_chart.hpp"
#include "gui/shell/startup_options.hpp"
#include "models/compare_model.hpp"
#include "session/compare_job.hpp"
#include "test_support.hpp"

using namespace studio;
using namespace studio::testing;

namespace {

// Compares two files in the pane and waits for the result.
bool compareFiles(ComparePane& pane, const QString& a, const QString& b)
{
    pane.pickerA()->setSource(CompareSource::Kind::CsvFile, a);
    pane.pickerB()->setSource(CompareSource::Kind::CsvFile, b);
    QSignalSpy done(&pane, &ComparePane::finished);
    if (pane.compare() == 0)
        return false;
    return done.wait(60000);
}

std::vector<ndr::RunResult> noRuns() { return {}; }

} // namespace

class CompareViewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString path(const QString& name) const { return dir_.filePath(name); }

    static void checkAll(const CompareModel& m, ndr::ChangeVerdict v)
    {
        QVERIFY(m.rowCount() > 0);
        for (int r = 0; r < m.rowCount(); ++r)
            QCOMPARE(QString::fromStdString(ndr::toString(m.pair(r).verdict)),
                     QString::fromStdString(ndr::toString(v)));
    }

private slots:
    void identicalFilesAreAllSame()
    {
        ComparePane pane(noRuns);
        const QString a = writeCsv(path(QStringLiteral("a.csv")), sampledSet(1));
        QVERIFY(compareFiles(pane, a, a));
        QCOMPARE(pane.model()->rowCount(), 3);
        checkAll(*pane.model(), ndr::ChangeVerdict::Same);
        QCOMPARE(pane.unmatchedList()->count(), 0);
        QVERIFY(!pane.model()->wouldFailCi());
        QVERIFY(!pane.summaryLabel()->text().isEmpty());
        QCOMPARE(pane.chart()->points().size(), std::size_t(3));
        for (const RatioPoint& p : pane.chart()->points()) {
            QVERIFY(p.speedRatio && p.ci);
            QVERIFY(p.ci->contains(1.0));
        }
    }

    void threeTimesLongerIsAllSlowerAndWouldFailCi()
    {
        ComparePane pane(noRuns);
        const QString a = writeCsv(path(QStringLiteral("base.csv")), sampledSet(1));
        const QString b = writeCsv(path(QStringLiteral("slow.csv")), sampledSet(3));
        QVERIFY(compareFiles(pane, a, b));
        checkAll(*pane.model(), ndr::ChangeVerdict::Slower);
        QVERIFY(pane.model()->wouldFailCi());
        for (const RatioPoint& p : pane.chart()->points()) {
            QVERIFY(p.speedRatio && p.ci);
            QVERIFY(p.ci->high < 0.5); // B runs at a third of A's speed
        }
        // The threshold is the CLI's: up to 50 %, and 3x slower stays slower there.
        const QString before = pane.summaryLabel()->text();
        pane.thresholdBox()->setValue(50);
        QCOMPARE(pane.model()->threshold(), 0.5);
        checkAll(*pane.model(), ndr::ChangeVerdict::Slower);
        QVERIFY(pane.summaryLabel()->text() != before); // names the threshold
    }

    void theThresholdDecidesAgain()
    {
        ComparePane pane(noRuns);
        const QString a = writeCsv(path(QStringLiteral("t-a.csv")), sampledSet(1));
        const QString b = writeCsv(path(QStringLiteral("t-b.csv")), sampledSet(1.08));
        QVERIFY(compareFiles(pane, a, b));
        checkAll(*pane.model(), ndr::ChangeVerdict::Slower);
        pane.thresholdBox()->setValue(10);
        checkAll(*pane.model(), ndr::ChangeVerdict::Same);
        QVERIFY(!pane.model()->wouldFailCi());
    }

    void unmatchedRunsAreListed()
    {
        ComparePane pane(noRuns);
        const QString a = writeCsv(path(QStringLiteral("u-a.csv")), sampledSet(1));
        const QString b = writeCsv(path(QStringLiteral("u-b.csv")),
                                   {sampledRun(64, 1), sampledRun(512, 1), sampledRun(64, 1, "naive")});
        QVERIFY(compareFiles(pane, a, b));
        QCOMPARE(pane.model()->rowCount(), 1);
        QCOMPARE(pane.model()->counts().onlyA, 2);
        QCOMPARE(pane.model()->counts().onlyB, 2);
        QCOMPARE(pane.unmatchedList()->count(), 4);
    }

    void oldRunsWithoutSamplesCompareWithANote()
    {
        ComparePane pane(noRuns);
        std::vector<ndr::RunResult> old;
        for (const ndr::RunResult& r : sampledSet(1))
            old.push_back(withoutSamples(r));
        const QString a = writeCsv(path(QStringLiteral("old.csv")), old);
        const QString b = writeCsv(path(QStringLiteral("new.csv")), sampledSet(1));
        QVERIFY(compareFiles(pane, a, b));
        checkAll(*pane.model(), ndr::ChangeVerdict::Untested);
        QVERIFY(!pane.model()->index(0, CompareModel::NoteColumn).data().toString().isEmpty());
        QVERIFY(!pane.model()->index(0, CompareModel::MedianAColumn).data().toString().contains(QLatin1Char('[')));
        QVERIFY(!pane.model()->wouldFailCi());
        for (const RatioPoint& p : pane.chart()->points())
            QVERIFY(p.speedRatio && !p.ci); // a mark without an error bar
    }

    void badFilesAreRefusedWithTheImportersError()
    {
        ComparePane pane(noRuns);
        const QString good = writeCsv(path(QStringLiteral("good.csv")), sampledSet(1));
        std::ofstream(path(QStringLiteral("bad.csv")).toStdString()) << "this,is\nnot,a results file\n";
        CompareJob* job = pane.job();
        QSignalSpy loaded(job, &CompareJob::finished);
        QVERIFY(compareFiles(pane, good, path(QStringLiteral("bad.csv"))));
        QCOMPARE(loaded.count(), 1);
        const auto outcome = loaded.at(0).at(0).value<CompareLoadOutcome>();
        QVERIFY(outcome.a.ok);
        QVERIFY(!outcome.b.ok);
        QVERIFY(outcome.b.errorKind.has_value());
        QCOMPARE(QString::fromStdString(ndr::toString(*outcome.b.errorKind)), QStringLiteral("invalid-input"));
        QVERIFY(outcome.b.runs.empty());
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(!pane.pickerB()->statusLabel()->text().isEmpty());
        // A file that is not there, and a bundle that is no zip.
        QVERIFY(compareFiles(pane, path(QStringLiteral("missing.csv")), good));
        QVERIFY(!loaded.last().at(0).value<CompareLoadOutcome>().a.ok);
        std::ofstream(path(QStringLiteral("fake.zip")).toStdString()) << "not a zip";
        pane.pickerA()->setSource(CompareSource::Kind::Bundle, path(QStringLiteral("fake.zip")));
        QSignalSpy done(&pane, &ComparePane::finished);
        QVERIFY(pane.compare() != 0);
        QVERIFY(done.wait(60000));
        QVERIFY(!loaded.last().at(0).value<CompareLoadOutcome>().a.ok);
        QCOMPARE(pane.model()->rowCount(), 0);
        // An empty file name is caught before any read.
        pane.pickerA()->setSource(CompareSource::Kind::CsvFile, QString());
        QCOMPARE(pane.compare(), quint64(0));
    }

    void aBadHistoryFilterIsRefused()
    {
        ComparePane pane(noRuns);
        pane.pickerA()->setSource(CompareSource::Kind::History, QStringLiteral("colour=red"));
        pane.pickerB()->setSource(CompareSource::Kind::History, QString());
        QSignalSpy loaded(pane.job(), &CompareJob::finished);
        QVERIFY(pane.compare() != 0);
        QVERIFY(loaded.wait(60000));
        const auto outcome = loaded.at(0).at(0).value<CompareLoadOutcome>();
        QCOMPARE(QString::fromStdString(ndr::toString(*outcome.a.errorKind)), QStringLiteral("invalid-input"));
        QVERIFY(outcome.b.ok); // the sandbox's history is empty, and readable
    }

    void theNewestLoadWins()
    {
        ComparePane pane(noRuns);
        const QString a = writeCsv(path(QStringLiteral("n-a.csv")), sampledSet(1));
        const QString b = writeCsv(path(QStringLiteral("n-b.csv")), sampledSet(3));
        QSignalSpy loaded(pane.job(), &CompareJob::finished);
        pane.pickerA()->setSource(CompareSource::Kind::CsvFile, a);
        pane.pickerB()->setSource(CompareSource::Kind::CsvFile, a);
        const quint64 first = pane.compare();
        pane.pickerB()->setSource(CompareSource::Kind::CsvFile, b);
        const quint64 second = pane.compare();
        QVERIFY(second > first);
        QTRY_VERIFY_WITH_TIMEOUT(!pane.job()->isRunning(), 60000);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(loaded.at(0).at(0).value<CompareLoadOutcome>().id, second);
        checkAll(*pane.model(), ndr::ChangeVerdict::Slower);
    }

    void sessionRunsAreASet()
    {
        ComparePane pane([] { return sampledSet(1); });
        pane.pickerA()->setSource(CompareSource::Kind::Runs, QString());
        pane.pickerB()->setSource(CompareSource::Kind::CsvFile, writeCsv(path(QStringLiteral("s.csv")), sampledSet(3)));
        QSignalSpy done(&pane, &ComparePane::finished);
        QVERIFY(pane.compare() != 0);
        QVERIFY(done.wait(60000));
        checkAll(*pane.model(), ndr::ChangeVerdict::Slower);
    }

    void startupOptionsAreChecked()
    {
        const QString a = writeCsv(path(QStringLiteral("o-a.csv")), sampledSet(1));
        const auto parse = [](QStringList args, int* code) {
            QString message;
            args.prepend(QStringLiteral("ndrange-studio"));
            return StartupOptionsParser::parse(args, code, &message);
        };
        int code = -1;
        auto o = parse({QStringLiteral("--compare-a"), a, QStringLiteral("--compare-b"),
                        QStringLiteral("history:variant=tiled,limit=5")},
                       &code);
        QVERIFY(o);
        QCOMPARE(o->compareA, a);
        for (const QStringList& bad :
             {QStringList{QStringLiteral("--compare-a"), a},
              QStringList{QStringLiteral("--compare-a"), a, QStringLiteral("--compare-b"), QStringLiteral("x.txt")},
              QStringList{QStringLiteral("--compare-a"), a, QStringLiteral("--compare-b"),
                          path(QStringLiteral("none.csv"))},
              QStringList{QStringLiteral("--compare-a"), QStringLiteral("history:colour=red"),
                          QStringLiteral("--compare-b"), a},
              QStringList{QStringLiteral("--compare-a"), QStringLiteral("history:limit=0"),
                          QStringLiteral("--compare-b"), a}}) {
            code = -1;
            QVERIFY2(!parse(bad, &code), qPrintable(bad.join(QLatin1Char(' '))));
            QCOMPARE(code, 2);
        }
    }

    void theWindowComparesAtStart()
    {
        const QString a = writeCsv(path(QStringLiteral("w-a.csv")), sampledSet(1));
        const QString b = writeCsv(path(QStringLiteral("w-b.csv")), sampledSet(3));
        const QTemporaryDir settings;
        isolateSettings(settings);
        StartupOptions o = quietOptions();
        o.compareA = a;
        o.compareB = b;
        o.view = View::Compare;
        o.viewGiven = true;
        MainWindow window(o, nullptr);
        QSignalSpy started(&window, &MainWindow::startupFinished);
        window.show();
        QVERIFY(started.wait(120000));
        ComparePane* pane = window.feature<CompareFeature>()->pane();
        QCOMPARE(pane->pickerA()->textEdit()->text(), a);
        QCOMPARE(pane->model()->rowCount(), 3);
        checkAll(*pane->model(), ndr::ChangeVerdict::Slower);
        window.showView(View::Compare);
        QCOMPARE(window.currentView(), View::Compare);
    }
};

QTEST_MAIN(CompareViewTest)
#include "gui_compare.moc"
