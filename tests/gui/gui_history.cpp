// The studio and the run history over a real engine (PoCL on CI): runs made in the window are
// recorded and listed in the History tab, whose filters and Add to session work on them; the
// studio opens with the last session's runs (not with --empty); --no-history records nothing.
// Every test process has its own XDG_DATA_HOME (the sandbox), so the history starts empty.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/history/history_pane.hpp"
#include "models/history_filter_model.hpp"
#include "models/history_model.hpp"
#include "models/results_model.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "test_support.hpp"

using namespace studio;
using studio::testing::waitForEngine;
using studio::testing::waitForJob;

namespace {

// Shows the History tab and waits for its read of the history.
bool showHistory(MainWindow& window)
{
    QSignalSpy loaded(historyPane(window), &HistoryPane::loaded);
    window.showView(View::History);
    historyPane(window)->reload();
    return loaded.wait(120000);
}

// One quick run through the window's jobs; true when it verified.
bool runOnce(MainWindow& window, const char* variant, std::size_t n)
{
    const int before = resultsModel(window)->rowCount();
    const JobOutcome outcome = waitForJob(window.worker(), window.jobs()->startRun(studio::testing::quickRun(variant, n)));
    return outcome.job != 0 && resultsModel(window)->rowCount() == before + 1 &&
           resultsModel(window)->results().back().ok();
}

} // namespace

class HistoryTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;

private slots:
    void initTestCase() { NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_); }

    void cleanupTestCase() { window_.reset(); }

    void theHistoryTabListsTheWindowsRuns()
    {
        QVERIFY(recordHistoryAction(*window_)->isChecked());
        QVERIFY(runOnce(*window_, "naive", 32));
        QVERIFY(runOnce(*window_, "tiled", 32));
        window_->historyRecorder()->waitForWrites();
        QVERIFY(showHistory(*window_));
        HistoryPane* pane = historyPane(*window_);
        QCOMPARE(window_->currentView(), View::History);
        QCOMPARE(pane->model()->rowCount(), 2);
        QCOMPARE(pane->filter()->rowCount(), 2);
        // Newest first; both recorded by the studio, with the session's rows' values.
        QCOMPARE(pane->filter()->index(0, HistoryModel::Variant).data().toString(), QStringLiteral("tiled"));
        QCOMPARE(pane->filter()->index(0, HistoryModel::Source).data().toString(),
                 HistoryModel::sourceText(ndr::HistorySource::Studio));
        QCOMPARE(window_->historyRecorder()->sessionIds().size(), std::size_t(2));

        // The filters: the variant box offers the stored variants, the search narrows.
        QComboBox* variant = pane->variantBox();
        QCOMPARE(variant->count(), 3); // all, naive, tiled
        variant->setCurrentIndex(variant->findData(QStringLiteral("naive")));
        QCOMPARE(pane->filter()->rowCount(), 1);
        variant->setCurrentIndex(0);
        pane->searchEdit()->setText(QStringLiteral("no run has this"));
        QCOMPARE(pane->filter()->rowCount(), 0);
        pane->searchEdit()->clear();
        pane->sinceCheck()->setChecked(true); // today (local time): both runs were made now
        QCOMPARE(pane->filter()->rowCount(), 2);
        pane->sinceCheck()->setChecked(false);
    }

    void selectedRunsJoinTheSession()
    {
        HistoryPane* pane = historyPane(*window_);
        // Runs of ndrange-bench (stored here by the core, as the CLI does) join the session.
        const std::vector<ndr::RunResult> made = resultsModel(*window_)->results();
        QVERIFY(!made.empty());
        ndr::History().add({made.front()}, ndr::HistorySource::Cli);
        QVERIFY(showHistory(*window_));
        QCOMPARE(pane->model()->rowCount(), 3);
        pane->view()->selectAll();
        // Two of the three are this session's already: only the CLI's run joins.
        const int before = resultsModel(*window_)->rowCount();
        QCOMPARE(pane->addSelectedToSession(), 1);
        QCOMPARE(resultsModel(*window_)->rowCount(), before + 1);
        QCOMPARE(ndr::toCsvFields(resultsModel(*window_)->results().back()), ndr::toCsvFields(made.front()));
        QCOMPARE(pane->addSelectedToSession(), 0); // nothing twice
        QCOMPARE(window_->historyRecorder()->sessionIds().size(), std::size_t(3));
        // A run taken from the history is not stored again.
        window_->historyRecorder()->waitForWrites();
        QCOMPARE(ndr::History().list().size(), std::size_t(3));
    }

    void theStudioOpensWithTheLastSessionsRuns()
    {
        StartupOptions options;
        options.ignoreSettings = false;
        std::vector<std::vector<std::string>> ran;
        {
            MainWindow first(options, nullptr);
            QVERIFY(waitForEngine(first));
            QVERIFY(runOnce(first, "naive", 16));
            QVERIFY(runOnce(first, "tiled", 16));
            for (const ndr::RunResult& r : resultsModel(first)->results())
                ran.push_back(ndr::toCsvFields(r));
            first.close(); // its runs are written before it ends
        }
        {
            MainWindow second(options, nullptr);
            QSignalSpy restored(second.feature<HistoryFeature>(), &HistoryFeature::sessionRestored);
            QVERIFY(restored.wait(120000));
            QCOMPARE(restored.at(0).at(0).toInt(), 2);
            QCOMPARE(resultsModel(second)->rowCount(), 2);
            for (int row = 0; row < 2; ++row)
                QCOMPARE(ndr::toCsvFields(resultsModel(second)->result(row)), ran[std::size_t(row)]);
            QVERIFY(waitForEngine(second));
            second.close();
        }
        // --empty starts without them.
        options.empty = true;
        MainWindow third(options, nullptr);
        QVERIFY(waitForEngine(third));
        QCOMPARE(resultsModel(third)->rowCount(), 0);
    }

    void noHistoryRecordsNothing()
    {
        const std::size_t stored = ndr::History().list().size();
        StartupOptions options = studio::testing::quietOptions();
        options.noHistory = true;
        MainWindow window(options, nullptr);
        QVERIFY(waitForEngine(window));
        QVERIFY(!recordHistoryAction(window)->isChecked());
        QVERIFY(runOnce(window, "naive", 16));
        window.historyRecorder()->waitForWrites();
        QCOMPARE(ndr::History().list().size(), stored);
        // Turned on from the Run menu, the next run is recorded.
        recordHistoryAction(window)->setChecked(true);
        QVERIFY(runOnce(window, "naive", 16));
        window.historyRecorder()->waitForWrites();
        QCOMPARE(ndr::History().list().size(), stored + 1);
    }
};

QTEST_MAIN(HistoryTest)
#include "gui_history.moc"
