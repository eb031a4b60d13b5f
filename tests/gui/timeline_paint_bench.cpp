// Paint benchmark for the Timeline view, not a test: one real PoCL run of about
// 10,000 commands (vadd with 9,998 repetitions), painted offscreen at fit and zoomed in.
// Prints ms per frame (median and worst of the frames). Usage:
//   QT_QPA_PLATFORM=offscreen build/tests/gui/ndr_timeline_paint_bench [--frames F] [--png F.png] [--svg F.svg]
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <cstdio>

#include "gui/timeline/timeline_widget.hpp"
#include "ndr/engine.hpp"

namespace {

struct Timing {
    double medianMs = 0, worstMs = 0;
};

Timing paintFrames(const studio::TimelineWidget& w, QImage& image, int frames)
{
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i) {
        QElapsedTimer t;
        t.start();
        QPainter p(&image);
        w.paintTimeline(p, image.size());
        p.end();
        ms.push_back(double(t.nsecsElapsed()) * 1e-6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.back()};
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    int frames = 50;
    const QStringList args = QApplication::arguments();
    if (const int i = int(args.indexOf(QStringLiteral("--frames"))); i > 0 && i + 1 < args.size())
        frames = std::max(1, args[i + 1].toInt());

    ndr::Engine engine;
    if (engine.devices().empty()) {
        std::fprintf(stderr, "no OpenCL device\n");
        return 1;
    }
    ndr::RunRequest req;
    req.variant = "vadd";
    req.n = 1024;
    req.local = ndr::LocalSize::of1D(64);
    req.buffers = ndr::BufferMode::Alloc;
    req.warmup = 0;
    req.reps = 9998; // + 2 writes + 1 read = 10,001 commands
    req.measureCpu = false;
    const ndr::RunResult run = engine.run(req);
    std::printf("run: %zu commands, %s\n", run.commands.size(), run.ok() ? "verified" : run.error.c_str());

    studio::TimelineWidget w;
    w.resize(1600, 500);
    QElapsedTimer t;
    t.start();
    w.setRuns({run});
    std::printf("layout (setRuns): %.2f ms\n", double(t.nsecsElapsed()) * 1e-6);
    QImage image(w.size(), QImage::Format_ARGB32_Premultiplied);

    w.fit();
    const Timing fit = paintFrames(w, image, frames);
    const double span = w.layoutData().spanNs;
    w.setViewRange(span * 0.495, span * 0.505); // 1 % of the run: about 100 commands
    const Timing zoomed = paintFrames(w, image, frames);
    w.setViewRange(span * 0.5, span * 0.5005); // a handful of commands, labels drawn
    const Timing deep = paintFrames(w, image, frames);
    w.fit();
    w.setSelection(span * 0.2, span * 0.8);
    const Timing selected = paintFrames(w, image, frames);
    std::printf("frame 1600x500, %d frames each: fit %.2f ms (worst %.2f), zoomed 1%% %.2f ms (worst %.2f), "
                "zoomed 0.05%% %.2f ms (worst %.2f), fit + range selection %.2f ms (worst %.2f)\n",
                frames, fit.medianMs, fit.worstMs, zoomed.medianMs, zoomed.worstMs, deep.medianMs, deep.worstMs,
                selected.medianMs, selected.worstMs);
    // --png FILE (at fit) / --svg FILE (zoomed to 0.05 %): the export path, to look at what
    // 10,000 commands look like.
    for (const char* opt : {"--png", "--svg"})
        if (const int i = int(args.indexOf(QLatin1String(opt))); i > 0 && i + 1 < args.size()) {
            w.clearSelection();
            if (QLatin1String(opt) == QLatin1String("--png"))
                w.fit();
            else
                w.setViewRange(span * 0.5, span * 0.5005);
            QString error;
            if (!w.exportImage(args[i + 1], &error))
                std::fprintf(stderr, "%s\n", qPrintable(error));
        }
    return 0;
}
