// The History tab's model over a run history (a benchmark run by hand or by
// scripts/history-scale-bench.sh, not a test): how long the first screen of each kind of request
// takes, each the best of three, and the resident memory after them.
//   ndr_history_view_bench HISTORY.sqlite
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <cstdio>
#include <functional>

#include "models/history_model.hpp"

using studio::HistoryModel;

namespace {

// Milliseconds until the model's next loaded() (or pageLoaded()) after `request`, best of three.
double timed(HistoryModel& model, const std::function<void()>& request, bool page = false)
{
    double best = 1e300;
    for (int i = 0; i < 3; ++i) {
        QSignalSpy done(&model, page ? &HistoryModel::pageLoaded : &HistoryModel::loaded);
        QElapsedTimer t;
        t.start();
        request();
        if (!done.wait(600000))
            return -1;
        best = std::min(best, double(t.nsecsElapsed()) * 1e-6);
    }
    return best;
}

long residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong() / 1024;
    return -1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: ndr_history_view_bench HISTORY.sqlite\n");
        return 2;
    }
    HistoryModel model(nullptr, QString::fromLocal8Bit(argv[1]));
    QElapsedTimer opening;
    opening.start();
    {
        QSignalSpy done(&model, &HistoryModel::loaded);
        model.reload();
        done.wait(600000);
    }
    std::printf("%-46s %8.1f ms\n", "first screen, history opened on first use", double(opening.nsecsElapsed()) * 1e-6);
    const double first = timed(model, [&] { model.reload(); });
    if (!model.error().isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(model.error()));
        return 3;
    }
    std::printf("%-46s %8.1f ms (%d of %d runs)\n", "first screen (newest first)", first, model.rowCount(),
                model.stored());
    HistoryModel::Filter f;
    f.variant = QStringLiteral("tiled");
    const double variant = timed(model, [&] {
        model.setFilter({});
        model.setFilter(f);
    });
    std::printf("%-46s %8.1f ms (%d runs match)\n", "filter by variant (tiled)", variant, model.matching());
    const double sorted = timed(model, [&] {
        model.sort(HistoryModel::Time, Qt::DescendingOrder);
        model.sort(HistoryModel::Gflops, Qt::DescendingOrder);
    });
    std::printf("%-46s %8.1f ms\n", "  ... sorted by GFLOP/s", sorted);
    model.setFilter({});
    f = {};
    f.search = QStringLiteral("UHD");
    const double search = timed(model, [&] {
        model.setFilter({});
        model.setFilter(f);
    });
    std::printf("%-46s %8.1f ms (%d runs match)\n", "search text (UHD, over every text column)", search,
                model.matching());
    model.setFilter({});
    timed(model, [&] { model.reload(); });
    QElapsedTimer scrolling;
    scrolling.start();
    for (int i = 0; i < 10 && model.canFetchMore({}); ++i) {
        QSignalSpy page(&model, &HistoryModel::pageLoaded);
        model.fetchMore({});
        page.wait(600000);
    }
    std::printf("%-46s %8.1f ms (%d rows listed)\n", "10 more pages, one after the other",
                double(scrolling.nsecsElapsed()) * 1e-6, model.rowCount());
    std::printf("%-46s %8ld MiB\n", "peak resident memory", residentMiB());
    return 0;
}
