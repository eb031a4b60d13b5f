// Paint benchmark of the work-group grid (not a test): paints the grid offscreen at 1024^2,
// 4096^2 and 8192^2 work-items, fitted and zoomed, and prints milliseconds per frame.
//   QT_QPA_PLATFORM=offscreen ndr_gui_workgroups_bench [--frames 30]
//       [--screenshot FILE.png [--variant tiled --n 4090 --local 16x16 --select 1000,2100]]
//       (the studio showing a variant's NDRange, by default 4096^2 zoomed out, after the capture)
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QPainter>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include "window_parts.hpp"
#include "gui/workgroups/work_group_grid_widget.hpp"
#include "gui/workgroups/work_group_pane.hpp"

using namespace studio;

namespace {

// Runs the event loop until `signal` of `sender` fires or the timeout passes.
template <typename Sender, typename Signal> void waitFor(Sender* sender, Signal signal, int timeoutMs)
{
    QEventLoop loop;
    QObject::connect(sender, signal, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
}

// Wall time depends on what else the machine runs; the thread's CPU time is what a frame costs.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) * 1e-6;
}

struct Timing {
    double mean = 0, worst = 0, cpu = 0;
};

Timing measure(WorkGroupGridWidget& w, QImage& target, int frames)
{
    std::vector<double> ms;
    double cpu = 0;
    for (int i = 0; i < frames + 2; ++i) {
        QElapsedTimer t;
        const double cpu0 = threadCpuMs();
        t.start();
        {
            QPainter p(&target);
            w.render(p, w.size());
        }
        if (i >= 2) { // the first frames allocate the raster and warm the font cache
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
            cpu += threadCpuMs() - cpu0;
        }
    }
    Timing r;
    r.cpu = cpu / double(ms.size());
    for (double m : ms)
        r.mean += m / double(ms.size());
    r.worst = *std::max_element(ms.begin(), ms.end());
    return r;
}

struct Shot {
    QString variant = QStringLiteral("tiled");
    int n = 4090;
    QString local = QStringLiteral("16x16");
    QPoint select{1000, 2100};
};

int screenshot(const QString& path, const Shot& shot)
{
    StartupOptions options;
    options.ignoreSettings = true;
    MainWindow window(options, nullptr);
    window.resize(1280, 800);
    window.show();
    window.showView(View::WorkGroups);
    WorkGroupPane* pane = workGroupPane(window);
    if (!window.worker()->isReady())
        waitFor(&window, &MainWindow::engineReady, 60000);
    // Let the capture of the start-up NDRange finish first, then show the large one.
    QTimer::singleShot(0, pane, [pane, shot] {
        pane->setVariant(shot.variant, shot.n, shot.local);
        pane->selectItem(shot.select.x(), shot.select.y());
    });
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 60000 &&
           !(pane->grid()->capture() && pane->grid()->capture()->range == pane->grid()->range()))
        waitFor(pane, &WorkGroupPane::captureFinished, 1000);
    QApplication::processEvents();
    if (!window.grab().save(path, "PNG")) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    std::printf("%s\n", qPrintable(path));
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    int frames = 30;
    const QStringList args = QApplication::arguments();
    QString shotPath;
    Shot shot;
    for (int i = 1; i + 1 < args.size(); ++i) {
        const QString& value = args[i + 1];
        if (args[i] == QLatin1String("--frames"))
            frames = std::max(1, value.toInt());
        else if (args[i] == QLatin1String("--screenshot"))
            shotPath = value;
        else if (args[i] == QLatin1String("--variant"))
            shot.variant = value;
        else if (args[i] == QLatin1String("--n"))
            shot.n = value.toInt();
        else if (args[i] == QLatin1String("--local"))
            shot.local = value;
        else if (args[i] == QLatin1String("--select"))
            shot.select =
                QPoint(value.section(QLatin1Char(','), 0, 0).toInt(), value.section(QLatin1Char(','), 1, 1).toInt());
    }
    if (!shotPath.isEmpty())
        return screenshot(shotPath, shot);
    WorkGroupGridWidget w;
    w.resize(1000, 800);
    QImage target(w.size(), QImage::Format_ARGB32_Premultiplied);
    std::printf("work-group grid paint, %dx%d px, local 16x16, %d frames each\n"
                "(ms per frame: wall mean / wall worst / CPU mean of the painting thread)\n",
                w.width(), w.height(), frames);
    for (int n : {1024, 4096, 8192}) {
        w.setRange(ndr::NDRangeGeometry::parse(std::to_string(n) + "x" + std::to_string(n), "16x16"));
        w.setPaddingLimit(std::size_t(n - 3), std::size_t(n - 3));
        w.fit();
        const double fitZoom = w.zoom();
        const Timing fit = measure(w, target, frames);
        w.setZoom(6, QPointF(500, 400)); // cells drawn one by one, no labels
        const Timing mid = measure(w, target, frames);
        w.setZoom(32, QPointF(500, 400)); // local-id labels (short enough to fit) and warp lines
        w.setLabelMode(WorkGroupGridWidget::LabelMode::Local);
        const Timing close = measure(w, target, frames);
        w.setLabelMode(WorkGroupGridWidget::LabelMode::Global);
        std::printf("%5d^2  fit (%.3f px/item) %5.2f / %5.2f / %5.2f   zoom 6 px %5.2f / %5.2f / %5.2f   "
                    "zoom 32 px + labels %5.2f / %5.2f / %5.2f\n",
                    n, fitZoom, fit.mean, fit.worst, fit.cpu, mid.mean, mid.worst, mid.cpu, close.mean, close.worst,
                    close.cpu);
    }
    return 0;
}
