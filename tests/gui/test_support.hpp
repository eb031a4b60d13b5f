#pragma once
// Shared by the GUI test executables: a window that is ready to use.
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/shell/main_window.hpp"
#include "session_support.hpp"
#include "window_parts.hpp"

namespace studio::testing {

inline StartupOptions quietOptions()
{
    StartupOptions o;
    o.ignoreSettings = true;
    return o;
}

// Waits until the window's engine has enumerated and the window has taken its devices.
inline bool waitForEngine(MainWindow& window, int timeoutMs = 60000)
{
    if (window.worker()->isReady())
        return true;
    QSignalSpy spy(&window, &MainWindow::engineReady);
    return spy.wait(timeoutMs) || window.worker()->isReady();
}

} // namespace studio::testing

// A test case's window: isolated settings, shown, its engine up; the test case is skipped where
// no OpenCL device exists (gui_no_platform covers that case).
#define NDR_OPEN_WINDOW_OR_SKIP(settingsDir, window)                                                                   \
    do {                                                                                                               \
        studio::testing::isolateSettings(settingsDir);                                                                 \
        (window) = std::make_unique<studio::MainWindow>(studio::testing::quietOptions(), nullptr);                     \
        (window)->show();                                                                                              \
        QVERIFY(QTest::qWaitForWindowExposed((window).get()));                                                         \
        QVERIFY(studio::testing::waitForEngine(*(window)));                                                            \
        if ((window)->worker()->devices().empty())                                                                     \
            QSKIP("No OpenCL device (install pocl-opencl-icd).");                                                      \
    } while (false)

namespace studio::testing {} // namespace studio::testing
