#include "gui/charts/charts_feature.hpp"

#include <QTimer>

#include "gui/charts/charts_pane.hpp"
#include "session/inspection_store.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

// Charts follow the table at most every 250 ms; the chart pane coalesces again per page.
constexpr int kChartsDelayMs = 250;

} // namespace

ChartsFeature::ChartsFeature(const FeatureContext& context, std::vector<const ChartPage*> pages)
    : Feature(context), pane_(new ChartsPane(std::move(pages))), timer_(new QTimer(this))
{
    timer_->setSingleShot(true);
    timer_->setInterval(kChartsDelayMs);
    connect(timer_, &QTimer::timeout, this, &ChartsFeature::update);
    connect(session(), &Session::runAdded, this, &ChartsFeature::schedule);
    connect(session(), &Session::skippedAdded, this, &ChartsFeature::schedule);
    connect(session(), &Session::runsImported, this, &ChartsFeature::schedule);
    connect(session(), &Session::selectionChanged, this, &ChartsFeature::schedule);
    connect(session(), &Session::runsCleared, this, &ChartsFeature::update);
    connect(session(), &Session::peaksChanged, this, [this] { pane_->setPeaks(session()->peaks()); });
    InspectionStore* inspections = InspectionStore::of(session());
    pane_->setInspections(inspections);
    connect(inspections, &InspectionStore::changed, this, [this, inspections] { pane_->setInspections(inspections); });
}

QWidget* ChartsFeature::view() const { return pane_; }

void ChartsFeature::schedule()
{
    if (!timer_->isActive())
        timer_->start();
}

void ChartsFeature::update()
{
    pane_->setRuns(session()->chartedRuns(), session()->skippedRuns(), session()->hasSelection());
}

bool ChartsFeature::exportChart(const QString& suffix)
{
    if (suffix == QLatin1String("png"))
        pane_->exportPng();
    else
        pane_->exportSvg();
    return true;
}

void ChartsFeature::flush()
{
    timer_->stop();
    update();
    pane_->refreshNow();
}

} // namespace studio
