// The Lessons tab's figures and the speed-up over the CPU with their intervals, on the models:
// every figure is the core's (ndr::judgeLesson, ndr::inverseInterval), the three lesson verdicts
// reached with injected repetitions, and runs without samples shown without an interval.
#include <QAbstractItemModelTester>
#include <QBrush>
#include <QtTest>
#include <set>

#include "compare_fixtures.hpp"
#include "models/lessons_model.hpp"
#include "models/results_model.hpp"
#include "ndr/lessons.hpp"
#include "ndr/statistics.hpp"

using namespace studio;

class LessonsFiguresTest : public QObject {
    Q_OBJECT

private slots:
    // The three verdicts reached with injected repetitions (through the core's judgeLesson, as the
    // CLI judges): each row carries the core's ratio, interval, verdict and repetitions to settle,
    // coloured by verdict; runs without samples have no interval and say so.
    void lessonsModelShowsIntervalsVerdictsAndRepsToSettle()
    {
        using studio::testing::sampledRun;
        LessonsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const ndr::Lesson& lesson = *model.lessonAt(0);
        const auto judged = [&](double candidateFactor) {
            return ndr::judgeLesson(lesson, sampledRun(128, 1.0), sampledRun(128, candidateFactor), std::nullopt);
        };
        const ndr::LessonResult holds = judged(1 / (3 * lesson.holdsAt));
        const ndr::LessonResult fails = judged(3.0);
        const ndr::LessonResult unsure = judged(1 / (1.03 * lesson.holdsAt));
        QCOMPARE(int(holds.outcome), int(ndr::LessonVerdict::Holds));
        QCOMPARE(int(fails.outcome), int(ndr::LessonVerdict::DoesNotHold));
        QCOMPARE(int(unsure.outcome), int(ndr::LessonVerdict::Inconclusive));
        QVERIFY(unsure.repsToSettle);

        std::set<QRgb> colours;
        for (const ndr::LessonResult* r : {&holds, &fails, &unsure}) {
            model.setResult(*r);
            const QModelIndex measured = model.index(0, LessonsModel::Measured);
            const QModelIndex here = model.index(0, LessonsModel::Held);
            QCOMPARE(measured.data(LessonsModel::OutcomeRole).toInt(), int(r->outcome));
            QCOMPARE(measured.data(LessonsModel::RatioRole).toDouble(), *r->ratio);
            const QVariantList ci = measured.data(LessonsModel::IntervalRole).toList();
            QCOMPARE(ci.size(), 2);
            QCOMPARE(ci[0].toDouble(), r->ratioCi->low);
            QCOMPARE(ci[1].toDouble(), r->ratioCi->high);
            QVERIFY(ci[0].toDouble() <= *r->ratio && *r->ratio <= ci[1].toDouble());
            QVERIFY(!measured.data(LessonsModel::NoIntervalRole).toBool());
            QCOMPARE(measured.data().toString(), LessonsModel::measuredText(*r));
            QCOMPARE(here.data().toString(), LessonsModel::outcomeText(*r));
            QCOMPARE(here.data(LessonsModel::RepsToSettleRole).isValid(), r->repsToSettle.has_value());
            colours.insert(here.data(Qt::ForegroundRole).value<QBrush>().color().rgb());
        }
        QCOMPARE(model.index(0, LessonsModel::Held).data(LessonsModel::RepsToSettleRole).toULongLong(),
                 qulonglong(*unsure.repsToSettle));
        QCOMPARE(colours.size(), std::size_t(3)); // one colour per verdict
        // The texts differ by verdict, and an inconclusive one names the count of repetitions.
        QVERIFY(LessonsModel::outcomeText(holds) != LessonsModel::outcomeText(fails));
        QVERIFY(LessonsModel::outcomeText(unsure).contains(QString::number(*unsure.repsToSettle)));

        // Old runs without samples: a ratio, no interval, a note; the ratio alone decides.
        using studio::testing::withoutSamples;
        const ndr::LessonResult old = ndr::judgeLesson(lesson, withoutSamples(sampledRun(128, 1.0)),
                                                       withoutSamples(sampledRun(128, 0.2)), std::nullopt);
        model.setResult(old);
        const QModelIndex measured = model.index(0, LessonsModel::Measured);
        QVERIFY(!measured.data(LessonsModel::IntervalRole).isValid());
        QVERIFY(measured.data(LessonsModel::NoIntervalRole).toBool());
        QCOMPARE(measured.data(LessonsModel::OutcomeRole).toInt(), int(ndr::LessonVerdict::Holds));
        QVERIFY(measured.data().toString() != QStringLiteral("%1×").arg(*old.ratio, 0, 'f', 2)); // the note
        QVERIFY(measured.data(Qt::ToolTipRole).toString() != model.index(0, LessonsModel::Measured).data().toString());
    }

    void speedupOverTheCpuCarriesTheKernelTimesInterval()
    {
        ndr::RunResult r = studio::testing::sampledRun(128, 1.0);
        r.cpuMs = 40 * r.kernel.medianMs;
        r.speedupVsCpu = 40;
        ResultsModel model;
        model.addResult(r);
        const int column = model.columnIndex(QStringLiteral("speedup_vs_cpu"));
        QVERIFY(column >= 0);
        const auto ci = ndr::inverseInterval(40, r.kernel.medianMs, r.kernelMsCi);
        QVERIFY(ci && ci->low < 40 && 40 < ci->high);
        const QString tip = model.index(0, column).data(Qt::ToolTipRole).toString();
        QCOMPARE(tip, ResultsModel::speedupText(r));
        QVERIFY(tip.contains(QString::number(ci->low, 'f', 1)) && tip.contains(QString::number(ci->high, 'f', 1)));
        r.kernelSamplesMs.clear();
        r.kernelMsCi.reset();
        QVERIFY(!ResultsModel::speedupText(r).contains(QString::number(ci->low, 'f', 1))); // no interval
    }
};

QTEST_MAIN(LessonsFiguresTest)
#include "gui_lessons.moc"
