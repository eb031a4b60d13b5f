// The Tuning tab on the real device (PoCL on CI): a small search through the window fills the
// candidates table and the scatter as candidates arrive, the best is the fastest verified one,
// the core stores it in the tuning cache (a temporary XDG_CONFIG_HOME), the tab and Run setup
// show it, Clear cache removes it, Cancel keeps the finished candidates, and a candidate can be
// run with its parameters. The candidates model is checked by QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/setup/gemm_params_text.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/tuning/tuning_chart_data.hpp"
#include "gui/tuning/tuning_pane.hpp"
#include "models/results_model.hpp"
#include "models/tuning_candidates_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/tuning_cache.hpp"
#include "test_support.hpp"

using namespace studio;
using studio::testing::quietOptions;
using studio::testing::waitForEngine;

namespace {

ndr::TuneCandidate candidate(int index, bool seed, int mwg, bool ok, double gflops)
{
    ndr::TuneCandidate c;
    c.index = index;
    c.fromSeedSet = seed;
    c.params.mwg = mwg;
    c.ok = ok;
    c.gflops = ok ? gflops : 0;
    c.medianMs = ok ? 1.0 / gflops : 0;
    if (!ok)
        c.error = "verification failed: max error 3.5\nsecond line";
    return c;
}

} // namespace

class TuningTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;
    bool haveDevice_ = false;

    bool waitForJob(quint64 job) { return studio::testing::waitForJob(window_->worker(), job).job == job; }
    TuningPane* pane() const { return tuningPane(*window_); }
    QString cachePath() const { return QString::fromStdString(ndr::tuningCachePath()); }

private slots:
    void initTestCase()
    {
        studio::testing::isolateSettings(settingsDir_);
        // The tuning cache lies in the test sandbox (tests/support/sandbox.sh), never the
        // developer's; it starts empty.
        QVERIFY(cachePath().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME") + QLatin1Char('/')));
        QVERIFY(!QFile::exists(cachePath()));
    }

    void cleanupTestCase() { window_.reset(); }

    void modelUnderTester()
    {
        TuningCandidatesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), int(TuningCandidatesModel::ColumnCount));
        model.addCandidate(candidate(0, true, 64, true, 5.0));
        model.addCandidate(candidate(1, true, 128, false, 0));
        model.addCandidate(candidate(2, false, 32, true, 7.5));
        model.addCandidate(candidate(3, false, 16, true, 6.0));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.bestRow(), 2); // the fastest verified one, not the failed one
        QCOMPARE(model.failedCount(), 1);
        QCOMPARE(model.data(model.index(1, TuningCandidatesModel::Gflops)).toString(), QStringLiteral("—"));
        const QString status = model.data(model.index(1, TuningCandidatesModel::Status)).toString();
        // The status shows the first line of the candidate's error only.
        QVERIFY(!model.candidateAt(1)->ok);
        QVERIFY2(status.contains(QStringLiteral("max error 3.5")) && !status.contains(QStringLiteral("second line")),
                 qPrintable(status));
        QVERIFY(model.data(model.index(1, 0), Qt::ForegroundRole).isValid()); // red
        QVERIFY(model.data(model.index(2, 0), Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.data(model.index(2, TuningCandidatesModel::Stage)).toString(), QStringLiteral("random"));
        QCOMPARE(model.data(model.index(2, TuningCandidatesModel::Mwg)).toInt(), 32);
        QCOMPARE(model.headerData(TuningCandidatesModel::Vw, Qt::Horizontal).toString(), QStringLiteral("VW"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.bestRow(), -1);
    }

    void scatterLeavesFailedOut()
    {
        const std::vector<ndr::TuneCandidate> cs = {
            candidate(0, true, 64, true, 5.0), candidate(1, true, 128, false, 0), candidate(2, false, 32, true, 7.5)};
        const ScatterChartData d = tuningScatter(cs, 0);
        QCOMPARE(d.failed, 1);
        QCOMPARE(int(d.series.size()), 2);
        QCOMPARE(int(d.series[0].points.size() + d.series[1].points.size()), 2);
        QVERIFY(d.best.has_value());
        QCOMPARE(d.best->y, 7.5);
        QCOMPARE(d.bestLine.value, 7.5);
        QVERIFY(tuningScatter({candidate(0, true, 64, false, 0)}, 0).empty());
    }

    // The Tuning view starts from Run setup's device and tunable variant; a variant picked in
    // the Tuning view stays until the setup's variant changes.
    void tuningFollowsSetup()
    {
        MainWindow window(quietOptions(), nullptr);
        QVERIFY(waitForEngine(window));
        if (window.worker()->devices().empty())
            QSKIP("No OpenCL device (install pocl-opencl-icd); the no-platform test covers this case.");
        QVERIFY(setupPane(window)->setVariant(QStringLiteral("double_buffered")));
        window.showView(View::Tuning);
        QCOMPARE(tuningPane(window)->variant(), QStringLiteral("double_buffered"));
        QCOMPARE(tuningPane(window)->deviceId(), setupPane(window)->deviceId());
        QVERIFY(tuningPane(window)->setVariant(QStringLiteral("vectorized")));
        window.showView(View::Setup);
        window.showView(View::Tuning);
        QCOMPARE(tuningPane(window)->variant(), QStringLiteral("vectorized"));
    }

    void tuneFillsTableScatterAndCache()
    {
        window_ = std::make_unique<MainWindow>(quietOptions(), nullptr);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        QVERIFY(waitForEngine(*window_));
        if (window_->worker()->devices().empty())
            QSKIP("No OpenCL device (install pocl-opencl-icd); the no-platform test covers this case.");
        haveDevice_ = true;
        window_->showView(View::Tuning);
        QCOMPARE(window_->currentView(), View::Tuning);
        QVERIFY(pane()->setVariant(QStringLiteral("vectorized")));
        QVERIFY(pane()->validParameterCount() > 0);
        QVERIFY(!pane()->hasCachedEntry());

        // Tiles up to 32 keep it quick: one seed plus two random candidates at N = 64.
        pane()->setN(64);
        pane()->setBudget(2);
        pane()->setMaxTile(32);
        QSignalSpy candidates(window_->worker(), &EngineWorker::tuneCandidate);
        // Each candidate is in the table when its signal arrives, while the search still runs.
        int arrivedWhileTuning = 0;
        bool rowsInOrder = true;
        connect(window_->worker(), &EngineWorker::tuneCandidate, this, [&](quint64, const ndr::TuneCandidate& c) {
            if (pane()->isTuning())
                ++arrivedWhileTuning;
            rowsInOrder = rowsInOrder && pane()->model()->rowCount() == c.index + 1;
        });
        const quint64 job = startTune(*window_);
        QVERIFY(job != 0);
        QVERIFY(pane()->isTuning());
        QVERIFY(waitForJob(job));
        QVERIFY(!pane()->isTuning());
        QVERIFY(pane()->lastResult().has_value());
        const ndr::TuneResult& r = *pane()->lastResult();
        QCOMPARE(candidates.count(), int(r.candidates.size())); // one queued signal per candidate
        QCOMPARE(pane()->model()->rowCount(), int(r.candidates.size()));
        QVERIFY(r.candidates.size() >= 2);
        QCOMPARE(arrivedWhileTuning, int(r.candidates.size()));
        QVERIFY(rowsInOrder);
        disconnect(window_->worker(), &EngineWorker::tuneCandidate, this, nullptr);

        // The best is the maximum verified GFLOP/s, in the model, the label and the core alike.
        double maxVerified = 0;
        int verified = 0;
        for (const ndr::TuneCandidate& c : pane()->model()->candidates())
            if (c.ok) {
                maxVerified = std::max(maxVerified, c.gflops);
                ++verified;
            }
        QVERIFY2(verified > 0, "no candidate verified on this device");
        QVERIFY(r.best.has_value());
        QCOMPARE(pane()->model()->best()->gflops, maxVerified);
        QCOMPARE(r.best->gflops, maxVerified);
        QVERIFY2(pane()->bestText().contains(QString::number(maxVerified, 'f', 2)), qPrintable(pane()->bestText()));

        // The scatter has one point per verified candidate and the best-so-far line at the max.
        pane()->flushChart();
        QVERIFY(pane()->chart()->hasData());
        QCOMPARE(pane()->chart()->pointTooltips().size(), verified);
        QCOMPARE(pane()->chart()->peakLineValue(), maxVerified);
        pane()->setScatterParam(5); // VW: another parameter, the same points
        QCOMPARE(pane()->chart()->pointTooltips().size(), verified);

        // Stored by the core, shown in the tab and in Run setup.
        QVERIFY(r.stored);
        QVERIFY(QFile::exists(cachePath()));
        const QString params = QString::fromStdString(r.best->params.toString());
        QVERIFY(pane()->hasCachedEntry());
        QVERIFY2(pane()->cacheText().contains(params), qPrintable(pane()->cacheText()));
        SetupPane* setup = setupPane(*window_);
        emit pane()->applyRequested(QStringLiteral("vectorized"), pane()->deviceId());
        QCOMPARE(window_->currentView(), View::Setup);
        QCOMPARE(setup->variant(), QStringLiteral("vectorized"));
        QVERIFY(setup->gemmParamsSource() == ndr::GemmParamsSource::Tuned);
        QVERIFY2(setup->gemmParamsText().contains(params), qPrintable(setup->gemmParamsText()));
    }

    void runWithCandidateParameters()
    {
        if (!haveDevice_)
            QSKIP("No OpenCL device.");
        const ndr::TuneCandidate* best = pane()->model()->best();
        QVERIFY(best);
        const int before = resultsModel(*window_)->rowCount();
        const quint64 job =
            startRunWithParams(*window_, QStringLiteral("vectorized"), pane()->deviceId(), 64, best->params);
        QVERIFY(job != 0);
        QVERIFY(waitForJob(job));
        QTRY_COMPARE(resultsModel(*window_)->rowCount(), before + 1);
        const ndr::RunResult& run = resultsModel(*window_)->results().back();
        QVERIFY2(run.ok(), run.error.c_str());
        QCOMPARE(run.params, best->params.toString());
        QCOMPARE(ndr::toString(run.paramsSource), ndr::toString(ndr::GemmParamsSource::Explicit));
    }

    void clearCacheShowsDefaults()
    {
        if (!haveDevice_)
            QSKIP("No OpenCL device.");
        QVERIFY(pane()->clearCache());
        QVERIFY(!QFile::exists(cachePath()));
        QVERIFY(!pane()->hasCachedEntry());
        // Without the cache the parameters come from the layers below it (the shipped database
        // or the default), as the core resolves them.
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->gemmParamsSource() != ndr::GemmParamsSource::Tuned);
        const ndr::RunRequest req = setup->request();
        const ndr::DeviceInfo* device = nullptr;
        for (const auto& d : window_->worker()->devices())
            if (QString::fromStdString(d.id()) == setup->deviceId())
                device = &d;
        QVERIFY(device);
        const auto resolved =
            ndr::resolveGemm(*ndr::findVariant(req.variant), *device, req.gemm, req.useTunedParams, req.n);
        QVERIFY2(setup->gemmParamsSource() == resolved.source, ndr::toString(resolved.source).c_str());
        QVERIFY2(setup->gemmParamsText().contains(QString::fromStdString(resolved.params.toString())),
                 qPrintable(setup->gemmParamsText()));
        QVERIFY(!pane()->clearCache()); // already empty: says so, no error
    }

    void unalignedRowsAddALine()
    {
        // A layer's 32-deep tile run 16 deep (the tensor variants at N no multiple of 4): one line
        // more, naming both depths.
        const ndr::GemmParams held{64, 128, 32, 16, 16, 4};
        ndr::GemmResolution r;
        r.params = held;
        r.layers.push_back({ndr::GemmParamsSource::Default, ndr::GemmResolution::Outcome::Used, held, {}, {}, 0, 0, {}, {}});
        const QStringList plain = studio::gemmParamsText(r).split(QLatin1Char('\n'));
        r.params.kwg = 16;
        r.unalignedRows = true;
        const QStringList lines = studio::gemmParamsText(r).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), plain.size() + 1);
        QVERIFY2(lines.back().contains(QStringLiteral("16")) && lines.back().contains(QStringLiteral("32")),
                 qPrintable(lines.back()));
    }

    void cancelKeepsFinishedCandidates()
    {
        if (!haveDevice_)
            QSKIP("No OpenCL device.");
        // A search far longer than any delay a loaded machine puts between the first candidate
        // and the GUI thread handling it (every candidate compiles a kernel of its own): Cancel,
        // pressed as soon as the first candidate is shown, always lands mid-search.
        const int budget = 400;
        pane()->setMaxTile(64);
        pane()->setBudget(budget);
        connect(window_->worker(), &EngineWorker::tuneCandidate, this, [this] { cancelJob(*window_); });
        const quint64 job = startTune(*window_);
        QVERIFY(job != 0);
        const bool finished = waitForJob(job);
        disconnect(window_->worker(), &EngineWorker::tuneCandidate, this, nullptr);
        QVERIFY(finished);
        QVERIFY(pane()->lastResult().has_value());
        QVERIFY(pane()->lastResult()->cancelled);
        QVERIFY(!pane()->lastResult()->stored);
        QVERIFY(pane()->model()->rowCount() >= 1);
        QCOMPARE(pane()->model()->rowCount(), int(pane()->lastResult()->candidates.size()));
        QVERIFY(pane()->model()->rowCount() < budget); // it did stop
        QVERIFY(!QFile::exists(cachePath()));          // a cancelled search stores nothing
    }

    void startupOptions()
    {
        int code = -1;
        QString message;
        const auto o = StartupOptionsParser::parse(
            {QStringLiteral("ndrange-studio"), QStringLiteral("--tune"), QStringLiteral("vectorized"),
             QStringLiteral("--budget"), QStringLiteral("3"), QStringLiteral("--view"), QStringLiteral("tuning")},
            &code, &message);
        QVERIFY(o.has_value());
        QCOMPARE(o->tune, QStringLiteral("vectorized"));
        QCOMPARE(o->budget, 3);
        QCOMPARE(o->view, View::Tuning);
        QVERIFY(!StartupOptionsParser::parse(
            {QStringLiteral("ndrange-studio"), QStringLiteral("--tune"), QStringLiteral("naive")}, &code, &message));
        QCOMPARE(code, 2);
        QVERIFY2(message.contains(QStringLiteral("naive")), qPrintable(message)); // names the variant
        QVERIFY(!StartupOptionsParser::parse(
            {QStringLiteral("ndrange-studio"), QStringLiteral("--budget"), QStringLiteral("-1")}, &code, &message));
    }
};

QTEST_MAIN(TuningTest)
#include "gui_tuning.moc"
