// With no OpenCL platform at all the window must come up with a clear empty state, refuse to
// run, and not crash. ocl-icd reads OCL_ICD_VENDORS when the first OpenCL call is made, so it
// is pointed at an empty directory before the window (and its engine) exist.
#include <QAction>
#include <QtTest>

#include "gui/devices/devices_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "gui/workgroups/work_group_grid_widget.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "models/results_model.hpp"
#include "test_support.hpp"

using namespace studio;

class NoPlatformTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    QTemporaryDir emptyVendors_;

private slots:
    void initTestCase()
    {
        studio::testing::isolateSettings(settingsDir_);
        QVERIFY(emptyVendors_.isValid());
        qputenv("OCL_ICD_VENDORS", emptyVendors_.path().toLocal8Bit());
    }

    void windowShowsEmptyState()
    {
        MainWindow window(studio::testing::quietOptions(), nullptr);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(studio::testing::waitForEngine(window));
        QVERIFY(window.worker()->devices().empty());
        QVERIFY(devicesPane(window)->showsEmptyState());
        QVERIFY2(devicesPane(window)->emptyStateText().contains(QStringLiteral("pocl-opencl-icd")),
                 qPrintable(devicesPane(window)->emptyStateText()));
        QVERIFY(!window.statusText().isEmpty()); // the status bar says why nothing can run
        QVERIFY(!runAction(window)->isEnabled());
        QVERIFY(!sweepAction(window)->isEnabled());
        QCOMPARE(setupPane(window)->validationState(), SetupPane::ValidationState::Invalid);
        QVERIFY(!setupPane(window)->validationMessage().isEmpty());

        // Asking anyway is refused politely.
        QCOMPARE(startRun(window), quint64(0));
        QCOMPARE(startSweep(window, ndr::SweepRequest{}), quint64(0));
        QCOMPARE(resultsModel(window)->rowCount(), 0);

        QVERIFY(!timelinePane(window)->compareBufferModes()); // refused with a message, no crash
        QCOMPARE(timelinePane(window)->runInQueueMode(), quint64(0));

        // Every view of the registry still renders, and is the view shown afterwards (a view that
        // is another way of showing its tab, such as the buffer-mode comparison, shows that tab).
        for (const ViewEntry& e : views::all()) {
            window.showView(e.id);
            window.flushCharts();
            QVERIFY(!window.grab().isNull());
            QCOMPARE(window.currentView(), (e.isTab() || e.page >= 0) ? e.id : e.tab);
        }
        // The work-group grid still works from the NDRange arithmetic, and says nothing was captured.
        QVERIFY(!workGroupPane(window)->grid()->capture());
        QVERIFY(!workGroupPane(window)->captureInFlight());
        QVERIFY(workGroupPane(window)->deviceId().isEmpty());
    }
};

QTEST_MAIN(NoPlatformTest)
#include "gui_no_platform.moc"
