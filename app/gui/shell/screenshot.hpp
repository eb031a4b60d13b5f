#pragma once
#include <QString>

#include "gui/shell/startup_options.hpp"

namespace studio {

class MainWindow;

// --screenshot: once the startup work is done, shows `view`, renders the window at 1280×800
// into `path` and quits the application (exit code 0 on success, 1 if the file could not be
// written, 3 if the startup work never finished within `timeoutMs`).
void scheduleScreenshot(MainWindow* window, const QString& path, View view, int timeoutMs = 300000);

} // namespace studio
