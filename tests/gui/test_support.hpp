#pragma once
// Shared by the GUI test executables: isolated settings and a window that is ready to use.
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "gui/shell/main_window.hpp"

namespace studio::testing {

// Keeps the developer's real settings out of every test run.
inline void isolateSettings(const QTemporaryDir& dir)
{
    QCoreApplication::setOrganizationName(QStringLiteral("NDRangeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("NDRange Studio Tests"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
}

inline StartupOptions quietOptions()
{
    StartupOptions o;
    o.ignoreSettings = true;
    return o;
}

// Waits until the engine has enumerated (PoCL start-up takes a moment on a small CPU).
inline bool waitForEngine(MainWindow& window, int timeoutMs = 60000)
{
    if (window.worker()->isReady())
        return true;
    QSignalSpy spy(&window, &MainWindow::engineReady);
    return spy.wait(timeoutMs) || window.worker()->isReady();
}

} // namespace studio::testing
