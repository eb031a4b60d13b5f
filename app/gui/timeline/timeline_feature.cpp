#include "gui/timeline/timeline_feature.hpp"

#include <QTimer>

#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "gui/timeline/timeline_pane.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

constexpr int kDelayMs = 250; // like the charts: at most one update per 250 ms
constexpr std::size_t kMaxStacked = 6;

} // namespace

TimelineFeature::TimelineFeature(const FeatureContext& context)
    : Feature(context), pane_(new TimelinePane(jobs())), timer_(new QTimer(this))
{
    pane_->setRequestProvider([s = session()] { return s->setup(); });
    timer_->setSingleShot(true);
    timer_->setInterval(kDelayMs);
    connect(timer_, &QTimer::timeout, this, &TimelineFeature::update);
    connect(session(), &Session::runAdded, this, &TimelineFeature::schedule);
    connect(session(), &Session::runsImported, this, &TimelineFeature::schedule);
    connect(session(), &Session::selectionChanged, this, &TimelineFeature::schedule);
    connect(session(), &Session::selectionChanged, pane_, &TimelinePane::releaseComparison);
    connect(session(), &Session::runsCleared, this, &TimelineFeature::update);
    connect(pane_, &TimelinePane::message, this, [this](const QString& m) {
        log(m);
        setStatus(m);
    });
}

QWidget* TimelineFeature::view() const { return pane_; }

void TimelineFeature::schedule()
{
    if (!timer_->isActive())
        timer_->start();
}

void TimelineFeature::update()
{
    // The selected runs (the last few, stacked), else the latest run.
    std::vector<ndr::RunResult> runs = session()->chartedRuns();
    const std::size_t keep = session()->hasSelection() ? kMaxStacked : 1;
    if (runs.size() > keep)
        runs.erase(runs.begin(), runs.end() - std::ptrdiff_t(keep));
    pane_->showRuns(runs);
}

void TimelineFeature::flush()
{
    timer_->stop();
    update();
}

bool TimelineFeature::exportChart(const QString& suffix)
{
    pane_->exportWithDialog(suffix);
    return true;
}

void TimelineFeature::startupWork(StartupWork& work, int phase)
{
    const StartupOptions& o = options();
    if (phase == StartupWork::Jobs && !o.queues.isEmpty()) {
        pane_->setQueueMode(ndr::parseQueueMode(o.queues.toStdString()));
        if (work.idle() && o.view == View::Timeline)
            work.setJob(pane_->runInQueueMode());
    } else if (phase == StartupWork::Waits && work.idle() && o.view == View::Buffers && pane_->compareBufferModes()) {
        // --view buffers: the screenshot waits for the copy/use/alloc comparison.
        work.waitFor(pane_, &TimelinePane::comparisonFinished);
    }
}

} // namespace studio
