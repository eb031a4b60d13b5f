#include "gui/shell/screenshot.hpp"

#include <QApplication>
#include <QBuffer>
#include <QPixmap>
#include <QTimer>
#include <cstdio>

#include "gui/shell/main_window.hpp"
#include "session/file_output.hpp"

namespace studio {

void scheduleScreenshot(MainWindow* window, const QString& path, View view, int timeoutMs)
{
    window->resize(1280, 800);
    QObject::connect(window, &MainWindow::startupFinished, window, [window, path, view] {
        window->showView(view);
        window->flushCharts();
        // Give layouts and the chart scene (laid out lazily) event-loop turns before rendering.
        QTimer::singleShot(500, window, [window, path] {
            const QPixmap pixmap = window->grab();
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            QString error = QStringLiteral("cannot encode the window as PNG");
            if (!pixmap.save(&buffer, "PNG") || !FileOutput::write(path, png, &error)) {
                std::fprintf(stderr, "ndrange-studio: %s\n", qPrintable(error));
                QApplication::exit(1);
                return;
            }
            std::printf("%s\n", qPrintable(path));
            QApplication::exit(0);
        });
    });
    QTimer::singleShot(timeoutMs, window, [] {
        std::fprintf(stderr, "ndrange-studio: the startup work did not finish in time; no screenshot\n");
        QApplication::exit(3);
    });
}

} // namespace studio
