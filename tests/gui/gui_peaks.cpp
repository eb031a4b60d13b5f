// Measure peaks through the window on the real device (PoCL on CI): the action runs on the
// worker, fills the Peaks tab, draws the peak line on the charts and the roof on the roofline;
// a second window finds the peaks in the cache. The cache lives in the test sandbox's
// XDG_CACHE_HOME (tests/support/sandbox.sh), so it starts empty.
#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/charts/chart_page.hpp"
#include "gui/charts/charts_pane.hpp"
#include "gui/common/chart_data.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/peaks/peaks_panel.hpp"
#include "gui/setup/setup_pane.hpp"
#include "models/peaks_model.hpp"
#include "models/results_model.hpp"
#include "test_support.hpp"

using namespace studio;
using studio::testing::quietOptions;
using studio::testing::waitForEngine;

class PeaksWindowTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;

    bool waitForJob(quint64 job) { return studio::testing::waitForJob(window_->worker(), job).job == job; }

private slots:
    void initTestCase() { NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_); }

    void cleanupTestCase() { window_.reset(); }

    void nothingCachedAtFirst()
    {
        QTRY_COMPARE(peaksPanel(*window_)->deviceId(), setupPane(*window_)->deviceId());
        // Ask once more and wait for the answer, so that the window's own read has answered too.
        QSignalSpy none(window_->worker(), &EngineWorker::noCachedPeaks);
        window_->worker()->loadCachedPeaks(setupPane(*window_)->deviceId());
        QVERIFY(none.wait(60000));
        QCOMPARE(peaksPanel(*window_)->source(), PeaksPanel::Source::None);
        QVERIFY(knownPeaks(*window_).empty());
        QVERIFY(measurePeaksAction(*window_)->isEnabled());
    }

    void measurePeaksActionFillsPanelAndChartLine()
    {
        // A small verified vadd first, so a GB/s chart exists for the peak line to join.
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->setVariant(QStringLiteral("vadd")));
        setup->setN(1 << 16);
        setup->setLocalText(QString());
        setup->setWarmup(0);
        setup->setReps(1);
        QTRY_VERIFY_WITH_TIMEOUT(runAction(*window_)->isEnabled(), 60000);
        const quint64 run = startRun(*window_);
        QVERIFY(run != 0);
        QVERIFY(waitForJob(run));
        QCOMPARE(resultsModel(*window_)->rowCount(), 1);
        QVERIFY(resultsModel(*window_)->result(0).ok());
        window_->showView(View::Charts);
        window_->flushCharts();
        auto* lines = qobject_cast<QtChartAdapter*>(chartsPane(*window_)->surface(charts::kLines));
        QVERIFY(lines);
        QCOMPARE(lines->peakLineValue(), 0.0); // no peaks yet

        QSignalSpy started(window_->worker(), &EngineWorker::jobStarted);
        measurePeaksAction(*window_)->trigger();
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(1).value<JobKind>(), JobKind::Peaks);
        QVERIFY(cancelAction(*window_)->isEnabled()); // a job like any other: cancellable
        QVERIFY(waitForJob(started.at(0).at(0).toULongLong()));

        QCOMPARE(knownPeaks(*window_).size(), std::size_t(1));
        const ndr::DevicePeaks peaks = knownPeaks(*window_).front();
        QVERIFY(peaks.bandwidthGBs > 0);
        QVERIFY(peaks.computeGflops > 0);
        QVERIFY(peaks.launchLatencyUs > 0);
        QCOMPARE(peaksPanel(*window_)->source(), PeaksPanel::Source::Measured);
        QCOMPARE(peaksPanel(*window_)->model()->rowCount(), 5);
        QVERIFY(peaksPanel(*window_)->summaryText().contains(QStringLiteral("GB/s")));

        // The results table gained its "% of peak" column for the vadd run.
        ResultsModel* results = resultsModel(*window_);
        QVERIFY(results->hasPeakColumn());
        QVERIFY(results->percentOfPeak(0) > 0);
        QCOMPARE(results->percentOfPeak(0), 100.0 * *results->result(0).gbps / peaks.bandwidthGBs);

        // The line chart now carries the copy-bandwidth peak and the tooltip the percentage.
        window_->flushCharts();
        QCOMPARE(lines->peakLineValue(), peaks.bandwidthGBs);
        const LineChartData withPeak = gflopsVsSize({results->result(0)}, Metric::Gbps, &peaks);
        QVERIFY(withPeak.series.at(0).points.at(0).percentOfPeak > 0);
        QCOMPARE(lines->pointTooltips().value(0), withPeak.series[0].points[0].tooltip);
        // The roofline gets its roof and ridge.
        window_->showView(View::Roofline);
        QCOMPARE(window_->currentView(), View::Roofline);
        window_->flushCharts();
        auto* roof = qobject_cast<QtChartAdapter*>(chartsPane(*window_)->surface(charts::kRoofline));
        QVERIFY(roof && roof->hasData());
        QCOMPARE(roof->ridgeValue(), peaks.computeGflops / peaks.bandwidthGBs);
        QCOMPARE(roof->pointTooltips().size(), 1);
        window_->showView(View::Peaks);
        QCOMPARE(window_->currentView(), View::Peaks);
    }

    void secondWindowReadsTheCache()
    {
        const ndr::DevicePeaks measured = knownPeaks(*window_).front();
        MainWindow second(quietOptions(), nullptr);
        QVERIFY(waitForEngine(second));
        QTRY_COMPARE_WITH_TIMEOUT(knownPeaks(second).size(), std::size_t(1), 120000);
        QCOMPARE(knownPeaks(second).front().timestamp, measured.timestamp);
        // The cache line keeps a few significant digits.
        QVERIFY(qAbs(knownPeaks(second).front().bandwidthGBs / measured.bandwidthGBs - 1.0) < 1e-4);
        QTRY_COMPARE(peaksPanel(second)->source(), PeaksPanel::Source::Cache);
    }

    void cacheAnswersDuringASweep()
    {
        // A sweep holds the engine's thread until the test cancels it (hundreds of runs: far
        // longer than any delay a loaded machine puts on the cache read); the cached peaks must
        // arrive while it is still running.
        ndr::SweepRequest sweep;
        sweep.base = setupPane(*window_)->request();
        sweep.base.warmup = 0;
        sweep.base.reps = 1;
        sweep.variants = {"naive"};
        sweep.sizes.assign(500, 256);
        QSignalSpy ready(window_->worker(), &EngineWorker::peaksReady);
        bool answeredWhileBusy = false;
        connect(window_->worker(), &EngineWorker::peaksReady, this,
                [&] { answeredWhileBusy = window_->worker()->isBusy(); });
        const quint64 job = startSweep(*window_, sweep);
        QVERIFY(job != 0);
        window_->worker()->loadCachedPeaks(setupPane(*window_)->deviceId());
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 120000);
        disconnect(window_->worker(), &EngineWorker::peaksReady, this, nullptr);
        QVERIFY(ready.at(0).at(2).toBool()); // fromCache
        cancelJob(*window_);
        QVERIFY(waitForJob(job));
        QVERIFY2(answeredWhileBusy, "the cached peaks waited for the sweep");
    }

    void newerJobCancelsMeasurement()
    {
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        const quint64 peaks = startMeasurePeaks(*window_);
        const quint64 run = startRun(*window_); // newest job wins
        QVERIFY(waitForJob(run));
        QTRY_VERIFY(std::any_of(finished.begin(), finished.end(), [peaks](const QList<QVariant>& a) {
            const JobOutcome o = a.at(0).value<JobOutcome>();
            return o.job == peaks && o.cancelled && !o.latest;
        }));
    }
};

QTEST_MAIN(PeaksWindowTest)
#include "gui_peaks.moc"
