// The shell assembles the features the view registry lists: every feature is built and plugged in
// (its tab, its actions in the generated menus), the View menu lists every tab in tab order with
// Ctrl+N for the N-th tab, and no two actions share a shortcut. No device is needed.
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QtTest>
#include <set>

#include "test_support.hpp"

using namespace studio;

namespace {

QMenu* menuNamed(const MainWindow& window, const char* name) { return window.findChild<QMenu*>(QLatin1String(name)); }

std::vector<const ViewEntry*> tabRows()
{
    std::vector<const ViewEntry*> rows;
    for (const ViewEntry& e : views::all())
        if (e.isTab() && e.page < 0)
            rows.push_back(&e);
    return rows;
}

} // namespace

class ShellTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;

private slots:
    void initTestCase()
    {
        studio::testing::isolateSettings(settingsDir_);
        window_ = std::make_unique<MainWindow>(studio::testing::quietOptions(), nullptr);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanupTestCase() { window_.reset(); }

    void everyFeatureIsPluggedIn()
    {
        // One feature per tab row, in tab order, each showing its view in the tab widget; then
        // the features of menus only.
        const std::vector<const ViewEntry*> tabs = tabRows();
        QCOMPARE(window_->features().size(), tabs.size() + views::menuFeatures().size());
        auto* tabWidget = window_->findChild<QTabWidget*>();
        QVERIFY(tabWidget);
        QCOMPARE(std::size_t(tabWidget->count()), tabs.size());
        for (std::size_t i = 0; i < tabs.size(); ++i) {
            QWidget* view = window_->features()[i]->view();
            QVERIFY2(view, tabs[i]->name);
            QCOMPARE(tabWidget->widget(int(i)), view);
        }
        for (std::size_t i = tabs.size(); i < window_->features().size(); ++i)
            QVERIFY(!window_->features()[i]->view());
        QVERIFY(window_->feature<DevicesFeature>() && window_->feature<SetupFeature>());
        QVERIFY(window_->feature<ResultsFeature>() && window_->feature<ChartsFeature>());
        QVERIFY(window_->feature<TimelineFeature>() && window_->feature<WorkGroupFeature>());
        QVERIFY(window_->feature<PeaksFeature>() && window_->feature<TuningFeature>());
        QVERIFY(window_->feature<LessonsFeature>() && window_->feature<HistoryFeature>());
        QVERIFY(window_->feature<CsvFeature>() && window_->feature<BundleFeature>());
    }

    void everyActionIsInItsMenu()
    {
        QMenu* file = menuNamed(*window_, "fileMenu");
        QMenu* run = menuNamed(*window_, "runMenu");
        QVERIFY(file && run);
        int placed = 0;
        for (Feature* f : window_->features()) {
            for (const ActionPlace& p : f->actions()) {
                QMenu* menu = p.menu == ActionPlace::Menu::File ? file : run;
                QVERIFY2(menu->actions().contains(p.action), qPrintable(p.action->text()));
                QVERIFY(!p.action->text().isEmpty()); // retranslated with the rest
                ++placed;
            }
        }
        QVERIFY(placed >= 10);
        // The setup's actions, placed by the setup feature.
        QVERIFY(file->actions().contains(window_->feature<SetupFeature>()->openKernelAction()));
        QVERIFY(run->actions().contains(runAction(*window_)));
        QVERIFY(run->actions().contains(measurePeaksAction(*window_)));
        QVERIFY(run->actions().contains(recordHistoryAction(*window_)));
    }

    void viewMenuListsEveryTabWithCtrlN()
    {
        QMenu* view = menuNamed(*window_, "viewMenu");
        QVERIFY(view);
        const std::vector<const ViewEntry*> tabs = tabRows();
        QList<QAction*> entries;
        for (QAction* a : view->actions())
            if (a->objectName().startsWith(QLatin1String("view_")))
                entries.append(a);
        QVERIFY(entries.size() >= int(tabs.size()));
        for (std::size_t i = 0; i < tabs.size(); ++i) {
            QAction* a = entries[int(i)];
            QCOMPARE(a->objectName(), QStringLiteral("view_") + QLatin1String(tabs[i]->name));
            QVERIFY(!a->text().isEmpty());
            const int digit = int(i + 1) % 10;
            if (i < 10)
                QCOMPARE(a->shortcut(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + digit)));
            a->trigger();
            QCOMPARE(views::entry(window_->currentView()).tab, tabs[i]->id);
            QVERIFY(a->isChecked());
        }
        // The tuning tab is there too (it once was missing).
        QVERIFY(std::any_of(entries.begin(), entries.end(),
                            [](QAction* a) { return a->objectName() == QLatin1String("view_tuning"); }));
    }

    void ctrlNShowsTheNthTab()
    {
        auto* tabWidget = window_->findChild<QTabWidget*>();
        const int numbered = std::min(tabWidget->count(), 10);
        for (int i = 0; i < numbered; ++i) {
            window_->activateWindow();
            QTest::keyClick(window_.get(), Qt::Key(Qt::Key_0 + (i + 1) % 10), Qt::ControlModifier);
            QCOMPARE(tabWidget->currentIndex(), i);
        }
    }

    void shortcutsAreUnique()
    {
        std::set<QString> seen;
        for (QAction* a : window_->findChildren<QAction*>()) {
            for (const QKeySequence& k : a->shortcuts()) {
                const QString key = k.toString();
                QVERIFY2(seen.insert(key).second, qPrintable(key + QStringLiteral(" twice")));
            }
        }
    }
};

QTEST_MAIN(ShellTest)
#include "gui_shell.moc"
