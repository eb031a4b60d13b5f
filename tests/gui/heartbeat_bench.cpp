// Responsiveness benchmark (not a test): a 5 ms GUI-thread heartbeat runs while the window
// sweeps 40 runs on the default device; the worst gap between beats, minus the 5 ms period,
// is the longest the GUI thread was blocked. Usage:
//   ndr_gui_heartbeat [--view charts|results|setup|...] [--runs 40]
#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "window_parts.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

using namespace studio;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    View view = View::Charts; // the heaviest view: every result redraws a chart
    int wanted = 40;
    const QStringList args = QApplication::arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--view"))
            view = views::fromName(args[i + 1]).value_or(View::Charts);
        if (args[i] == QLatin1String("--runs"))
            wanted = std::max(1, args[i + 1].toInt());
    }

    StartupOptions options;
    options.ignoreSettings = true;
    MainWindow window(options, nullptr);
    window.resize(1280, 800);
    window.show();
    window.showView(view);

    constexpr int kPeriodMs = 5;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(kPeriodMs);
    QElapsedTimer clock;
    std::vector<double> gaps;
    qint64 last = 0;
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(double(now - last) / 1e6);
        last = now;
    });

    QObject::connect(&window, &MainWindow::engineReady, [&] {
        if (window.worker()->devices().empty()) {
            std::fprintf(stderr, "no OpenCL device; install pocl-opencl-icd\n");
            QApplication::exit(2);
            return;
        }
        // Variants × sizes with automatic local sizes (always valid), at least `wanted` runs.
        ndr::SweepRequest sweep;
        // Big enough that the sweep lasts seconds on a 2-core CPU, so there are thousands of beats.
        sweep.base.warmup = 1;
        sweep.base.reps = 3;
        for (std::size_t n = 32; n <= 256; n += 32)
            sweep.sizes.push_back(n);
        for (const ndr::Variant& v : ndr::catalogue()) {
            if (int(sweep.variants.size() * sweep.sizes.size()) >= wanted)
                break;
            sweep.variants.push_back(v.name);
        }
        clock.start();
        last = 0;
        heartbeat.start();
        startSweep(window, sweep);
    });
    QObject::connect(window.worker(), &EngineWorker::jobFinished, [&](const JobOutcome& o) {
        heartbeat.stop();
        const double seconds = double(clock.nsecsElapsed()) / 1e9;
        std::vector<double> sorted = gaps;
        std::sort(sorted.begin(), sorted.end());
        const double worst = sorted.empty() ? 0 : sorted.back();
        const double p99 = sorted.empty() ? 0 : sorted[std::size_t(double(sorted.size() - 1) * 0.99)];
        std::printf("view: %s\n", qPrintable(views::name(view)));
        std::printf("runs: %d (skipped %d) in %.2f s\n", o.runs, o.skipped, seconds);
        std::printf("heartbeats: %zu (period %d ms)\n", gaps.size(), kPeriodMs);
        std::printf("p99 gap: %.2f ms\n", p99);
        std::printf("worst gap: %.2f ms\n", worst);
        std::printf("worst stall: %.2f ms\n", std::max(0.0, worst - kPeriodMs));
        QApplication::exit(o.failed ? 1 : 0);
    });
    return QApplication::exec();
}
