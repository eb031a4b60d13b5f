// The studio and the run history over a real engine (PoCL on CI): runs made in the window are
// recorded and listed in the History tab, whose filters, Add to session and Delete work on them;
// a damaged stored run is listed as such and can be deleted; a file imported twice adds its runs
// once (session and history); the studio opens with the last session's runs (not with --empty);
// --no-history records nothing. Every test process has its own XDG_DATA_HOME (the sandbox), so
// the history starts empty.
#include <algorithm>
#include <functional>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <sqlite3.h>

#include "gui/compare/compare_pane.hpp"
#include "gui/history/history_pane.hpp"
#include "models/compare_model.hpp"
#include "models/history_model.hpp"
#include "models/results_model.hpp"
#include "ndr/csv.hpp"
#include "ndr/history.hpp"
#include "session/csv_import_job.hpp"
#include "session/history_recorder.hpp"
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

// Changes a filter of the History tab and waits for the list it selects.
bool filtered(HistoryPane* pane, const std::function<void()>& change)
{
    QSignalSpy loaded(pane, &HistoryPane::loaded);
    change();
    return loaded.wait(30000);
}

// Answers the next message box (the delete confirmation) with `button`.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                box->button(button)->click();
                return;
            }
    });
}

// One quick run through the window's jobs; true when it verified.
bool runOnce(MainWindow& window, const char* variant, std::size_t n)
{
    const int before = resultsModel(window)->rowCount();
    const JobOutcome outcome =
        waitForJob(window.worker(), window.jobs()->startRun(studio::testing::quickRun(variant, n)));
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
        QCOMPARE(pane->model()->stored(), 2);
        // Newest first; both recorded by the studio, with the session's rows' values.
        QCOMPARE(pane->model()->index(0, HistoryModel::Variant).data().toString(), QStringLiteral("tiled"));
        QCOMPARE(pane->model()->index(0, HistoryModel::Source).data().toString(),
                 HistoryModel::sourceText(ndr::HistorySource::Studio));
        QCOMPARE(window_->historyRecorder()->sessionIds().size(), std::size_t(2));

        // The filters: the variant box offers the stored variants, the search narrows.
        QComboBox* variant = pane->variantBox();
        QCOMPARE(variant->count(), 3); // all, naive, tiled
        QVERIFY(filtered(pane, [&] { variant->setCurrentIndex(variant->findData(QStringLiteral("naive"))); }));
        QCOMPARE(pane->model()->rowCount(), 1);
        QCOMPARE(pane->model()->matching(), 1);
        QVERIFY(filtered(pane, [&] { variant->setCurrentIndex(0); }));
        QVERIFY(filtered(pane, [&] { pane->searchEdit()->setText(QStringLiteral("no run has this")); }));
        QCOMPARE(pane->model()->rowCount(), 0);
        QVERIFY(filtered(pane, [&] { pane->searchEdit()->clear(); }));
        // Today (local time): both runs were made now.
        QVERIFY(filtered(pane, [&] { pane->sinceCheck()->setChecked(true); }));
        QCOMPARE(pane->model()->rowCount(), 2);
        QVERIFY(filtered(pane, [&] { pane->sinceCheck()->setChecked(false); }));
    }

    void selectedRunsJoinTheSession()
    {
        HistoryPane* pane = historyPane(*window_);
        // Runs of ndrange-bench (stored here by the core, as the CLI does) join the session.
        const std::vector<ndr::RunResult> made = resultsModel(*window_)->results();
        QVERIFY(!made.empty());
        ndr::RunResult fromCli = made.front();
        fromCli.timestamp = "2026-01-02T03:04:05Z"; // another run than the session's own
        ndr::History().add({fromCli}, ndr::HistorySource::Cli);
        QVERIFY(showHistory(*window_));
        QCOMPARE(pane->model()->rowCount(), 3);
        pane->view()->selectAll();
        // Two of the three are this session's already: only the CLI's run joins.
        const int before = resultsModel(*window_)->rowCount();
        QSignalSpy added(pane, &HistoryPane::addedToSession);
        QCOMPARE(pane->addSelectedToSession(), 1);
        QVERIFY(added.wait(30000));
        QCOMPARE(added.at(0).at(0).toInt(), 1);
        QCOMPARE(resultsModel(*window_)->rowCount(), before + 1);
        QCOMPARE(ndr::toCsvFields(resultsModel(*window_)->results().back()), ndr::toCsvFields(fromCli));
        QCOMPARE(pane->addSelectedToSession(), 0); // nothing twice
        QCOMPARE(window_->historyRecorder()->sessionIds().size(), std::size_t(3));
        // A run taken from the history is not stored again.
        window_->historyRecorder()->waitForWrites();
        QCOMPARE(ndr::History().count(), std::size_t(3));
    }

    // Selected runs go to the Compare view as one of its sets, "history:id=…" (the filter
    // ndrange-bench compare takes); the same selection on both sides compares as the same.
    void selectedRunsAreACompareSet()
    {
        HistoryPane* pane = historyPane(*window_);
        QVERIFY(showHistory(*window_));
        QVERIFY(!pane->compareButton()->isEnabled()); // nothing selected
        QVERIFY(!pane->compareSelected(false));
        pane->view()->selectAll();
        QVERIFY(pane->compareButton()->isEnabled());
        std::vector<std::int64_t> ids;
        for (int row = 0; row < pane->model()->rowCount(); ++row)
            ids.push_back(pane->model()->idAt(row));
        const QString set = pane->selectionSet();
        std::vector<std::int64_t> named = ndr::historySetFilter(set.toStdString()).ids;
        std::sort(ids.begin(), ids.end());
        std::sort(named.begin(), named.end());
        QCOMPARE(named, ids);

        ComparePane* compare = comparePane(*window_);
        compare->pickerB()->setSource(CompareSource::Kind::CsvFile, QString()); // B not chosen yet
        QVERIFY(pane->compareSelected(false));
        QCOMPARE(window_->currentView(), View::Compare);
        QCOMPARE(CompareSource::Kind(compare->pickerA()->kindBox()->currentIndex()), CompareSource::Kind::History);
        QString why;
        const auto a = compare->pickerA()->source(&why);
        QVERIFY(a);
        QCOMPARE(a->text, set);
        QVERIFY(!compare->pickerB()->source(&why)); // not compared: B is incomplete

        // The same selection as B: now both sides are there and the comparison runs at once.
        window_->showView(View::History);
        QSignalSpy finished(compare, &ComparePane::finished);
        QVERIFY(pane->compareSelected(true));
        QVERIFY(finished.wait(60000));
        QCOMPARE(window_->currentView(), View::Compare);
        QVERIFY(compare->model()->rowCount() > 0);
        for (int r = 0; r < compare->model()->rowCount(); ++r)
            QCOMPARE(QString::fromStdString(ndr::toString(compare->model()->pair(r).verdict)),
                     QString::fromStdString(ndr::toString(ndr::ChangeVerdict::Same)));
        window_->showView(View::History);
    }

    // A stored run whose JSON is damaged is listed red as damaged, is not added to the session,
    // and is deleted (after the confirmation) with the selection; Cancel deletes nothing.
    void aDamagedRunIsListedAndDeleted()
    {
        HistoryPane* pane = historyPane(*window_);
        const std::int64_t damagedId = ndr::History().rows({}, 0, 1).at(0).id; // the newest
        {
            sqlite3* db = nullptr;
            QCOMPARE(sqlite3_open(ndr::History::defaultPath().c_str(), &db), SQLITE_OK);
            const std::string sql =
                "UPDATE stored_runs SET run_json = 'not json' WHERE id = " + std::to_string(damagedId);
            QCOMPARE(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(db);
        }
        QVERIFY(showHistory(*window_));
        HistoryModel* model = pane->model();
        QCOMPARE(model->rowCount(), 3); // the damaged run hides none
        QCOMPARE(model->idAt(0), damagedId);
        QVERIFY(model->data(model->index(0, 0), HistoryModel::DamagedRole).toBool());
        QCOMPARE(model->index(0, HistoryModel::Status).data().toString(), HistoryModel::statusText(model->row(0)));
        QCOMPARE(model->damagedRows(), 1);
        QVERIFY(pane->statusText().contains(QString::number(1)));

        pane->view()->selectRow(0);
        QCOMPARE(pane->addSelectedToSession(), 0); // damaged: nothing to read
        QVERIFY(pane->deleteButton()->isEnabled());
        answerNextMessageBox(QMessageBox::Cancel);
        QCOMPARE(pane->deleteSelected(), 0);
        QCOMPARE(ndr::History().count(), std::size_t(3));

        QSignalSpy deleted(pane, &HistoryPane::deleted);
        QSignalSpy loaded(pane, &HistoryPane::loaded);
        answerNextMessageBox(QMessageBox::Yes);
        pane->view()->setFocus();
        pane->deleteAction()->trigger(); // the Delete key's action
        QVERIFY(deleted.wait(30000));
        QCOMPARE(deleted.at(0).at(0).toInt(), 1);
        QVERIFY(loaded.count() > 0 || loaded.wait(30000));
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->damagedRows(), 0);
        QCOMPARE(ndr::History().count(), std::size_t(2));
        QVERIFY(!ndr::History().show(damagedId));
    }

    // Importing one CSV twice: the second import adds nothing to the session and stores nothing
    // in the history; both say how many they skipped.
    void aFileImportedTwiceAddsItsRunsOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("twice.csv"));
        ndr::RunResult a = resultsModel(*window_)->results().front();
        ndr::RunResult b = a;
        a.timestamp = "2025-05-05T05:05:05Z";
        b.timestamp = "2025-05-05T05:05:06Z";
        ndr::writeFileAtomically(path.toStdString(), ndr::resultsToCsv({a, b}));
        const std::size_t stored = ndr::History().count();
        const int rows = resultsModel(*window_)->rowCount();
        QSignalSpy recorded(window_->historyRecorder(), &HistoryRecorder::importRecorded);
        for (int i = 0; i < 2; ++i) {
            QSignalSpy finished(window_->feature<CsvFeature>(), &CsvFeature::importFinished);
            QVERIFY(startImport(*window_, path));
            QVERIFY(finished.wait(60000));
            QVERIFY(finished.at(0).at(0).value<CsvImportOutcome>().ok);
            window_->historyRecorder()->waitForWrites();
        }
        QCOMPARE(resultsModel(*window_)->rowCount(), rows + 2);
        QCOMPARE(ndr::History().count(), stored + 2);
        QCOMPARE(recorded.count(), 2);
        QCOMPARE(recorded.at(0).at(1).toInt(), 2); // added
        QCOMPARE(recorded.at(1).at(1).toInt(), 0);
        QCOMPARE(recorded.at(1).at(2).toInt(), 2); // skipped
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
        const std::size_t stored = ndr::History().count();
        StartupOptions options = studio::testing::quietOptions();
        options.noHistory = true;
        MainWindow window(options, nullptr);
        QVERIFY(waitForEngine(window));
        QVERIFY(!recordHistoryAction(window)->isChecked());
        QVERIFY(runOnce(window, "naive", 16));
        window.historyRecorder()->waitForWrites();
        QCOMPARE(ndr::History().count(), stored);
        // Turned on from the Run menu, the next run is recorded.
        recordHistoryAction(window)->setChecked(true);
        QVERIFY(runOnce(window, "naive", 16));
        window.historyRecorder()->waitForWrites();
        QCOMPARE(ndr::History().count(), stored + 1);
    }
};

QTEST_MAIN(HistoryTest)
#include "gui_history.moc"
