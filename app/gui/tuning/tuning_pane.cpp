#include "gui/tuning/tuning_pane.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/tuning/tuning_chart_data.hpp"
#include "models/tuning_candidates_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/tuning_cache.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {

// Candidates arrive a few a second at most, but a fast device could finish them quicker than a
// chart rebuild; 40 ms keeps the redraws at or below 25 a second, like the progress bar.
constexpr int kChartIntervalMs = 40;

QString paramsShort(const ndr::GemmParams& p)
{
    return QStringLiteral("%1×%2×%3, %4×%5 work-items, VW=%6")
        .arg(p.mwg)
        .arg(p.nwg)
        .arg(p.kwg)
        .arg(p.ndimc)
        .arg(p.mdimc)
        .arg(p.vw);
}

} // namespace

TuningPane::TuningPane(JobController* jobs, QWidget* parent) : QWidget(parent), jobs_(jobs), worker_(jobs->worker())
{
    model_ = new TuningCandidatesModel(this);
    createSetupBox();
    createCacheBox();
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(setupBox_, 1);
    leftLayout->addWidget(cacheBox_);
    // The form needs little width; the table and chart gain what it leaves.
    left->setMaximumWidth(440);

    QWidget* right = createChartAndTable();
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({360, 920});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    chartTimer_ = new QTimer(this);
    chartTimer_->setSingleShot(true);
    chartTimer_->setInterval(kChartIntervalMs);
    connect(chartTimer_, &QTimer::timeout, this, &TuningPane::flushChart);

    connectControls();

    retranslateUi();
    updateButtons();
}

void TuningPane::setDevices(const std::vector<ndr::DeviceInfo>& devices)
{
    devices_ = devices;
    {
        const QSignalBlocker block(deviceCombo_);
        deviceCombo_->clear();
        for (const ndr::DeviceInfo& d : devices)
            deviceCombo_->addItem(
                QStringLiteral("%1 — %2").arg(QString::fromStdString(d.id()), QString::fromStdString(d.name)),
                QString::fromStdString(d.id()));
    }
    updateSpace();
    refreshCache();
    updateButtons();
}

bool TuningPane::setDeviceId(const QString& id)
{
    const int i = deviceCombo_->findData(id);
    if (i >= 0)
        deviceCombo_->setCurrentIndex(i);
    return i >= 0;
}
QString TuningPane::deviceId() const { return deviceCombo_->currentData().toString(); }

bool TuningPane::setVariant(const QString& name)
{
    const int i = variantCombo_->findData(name);
    if (i >= 0)
        variantCombo_->setCurrentIndex(i);
    return i >= 0;
}
QString TuningPane::variant() const { return variantCombo_->currentData().toString(); }
void TuningPane::setN(int n) { n_->setValue(n); }
void TuningPane::setBudget(int budget) { budget_->setValue(budget); }
void TuningPane::setSeed(int seed) { seed_->setValue(seed); }

void TuningPane::setMaxTile(int maxTile)
{
    const int i = maxTile_->findData(maxTile);
    if (i >= 0)
        maxTile_->setCurrentIndex(i);
}

void TuningPane::setScatterParam(int param)
{
    const int i = xParam_->findData(param);
    if (i >= 0)
        xParam_->setCurrentIndex(i);
}

const ndr::DeviceInfo* TuningPane::currentDevice() const
{
    for (const ndr::DeviceInfo& d : devices_)
        if (QString::fromStdString(d.id()) == deviceId())
            return &d;
    return nullptr;
}

ndr::TuneRequest TuningPane::request() const
{
    ndr::TuneRequest r;
    if (const ndr::DeviceInfo* d = currentDevice()) {
        r.platformIndex = d->platformIndex;
        r.deviceIndex = d->deviceIndex;
    }
    r.variant = variant().toStdString();
    r.n = std::size_t(n_->value());
    r.budget = budget_->value();
    r.seed = std::uint32_t(seed_->value());
    r.maxTile = maxTile_->currentData().toInt();
    return r;
}

quint64 TuningPane::start()
{
    if (!worker_->isReady() || devices_.empty()) {
        lastStatus_ = tr("No OpenCL device to tune on.");
        status_->setText(lastStatus_);
        return 0;
    }
    running_ = request();
    model_->clear();
    last_.reset();
    flushChart();
    updateBest();
    job_ = jobs_->startTune(running_);
    lastStatus_ = tr("Tuning %1 at N = %2 …").arg(QString::fromStdString(running_.variant)).arg(running_.n);
    status_->setText(lastStatus_);
    emit message(tr("Tuning %1 at N = %2, budget %3, seed %4")
                     .arg(QString::fromStdString(running_.variant))
                     .arg(running_.n)
                     .arg(running_.budget)
                     .arg(running_.seed));
    updateButtons();
    return job_;
}

void TuningPane::onCandidate(quint64 job, const ndr::TuneCandidate& candidate)
{
    if (job != job_)
        return; // a replaced search's late candidates belong to nobody
    model_->addCandidate(candidate);
    updateBest();
    scheduleChart();
}

void TuningPane::onTuneFinished(quint64 job, const ndr::TuneResult& result)
{
    if (job != job_)
        return;
    last_ = result;
    if (result.stored) {
        emit cacheChanged();
        refreshCache();
    }
}

void TuningPane::onJobFinished(const JobOutcome& o)
{
    if (o.job != job_)
        return;
    job_ = 0;
    const int n = model_->rowCount();
    if (o.failed)
        lastStatus_ = tr("Tuning failed: %1").arg(o.message);
    else if (o.cancelled)
        lastStatus_ = tr("Cancelled; %n finished candidate(s) kept. Nothing was stored.", nullptr, n);
    else if (last_ && last_->stored)
        lastStatus_ = tr("Finished: %n candidate(s) in %1; the best is stored and used by later runs.", nullptr, n)
                          .arg(QStringLiteral("%1 s").arg(o.seconds, 0, 'f', 1));
    else
        lastStatus_ = tr("Finished: %n candidate(s), none verified; nothing stored.", nullptr, n);
    status_->setText(lastStatus_);
    emit message(lastStatus_);
    flushChart();
    updateButtons();
}

void TuningPane::scheduleChart()
{
    if (!chartTimer_->isActive())
        chartTimer_->start();
}

void TuningPane::flushChart()
{
    chartTimer_->stop();
    table_->resizeColumnsToContents(); // a few dozen rows at most: cheap at 25 Hz
    const int param = xParam_->currentData().toInt();
    chart_->showScatter(tr("GFLOP/s by %1, %2 at N = %3")
                            .arg(TuningCandidatesModel::paramName(param), QString::fromStdString(running_.variant))
                            .arg(running_.n),
                        tuningScatter(model_->candidates(), param));
}

void TuningPane::updateSpace()
{
    const ndr::Variant* v = ndr::findVariant(variant().toStdString());
    const ndr::DeviceInfo* d = currentDevice();
    validParams_ = 0;
    if (!v || !d) {
        space_->setText(tr("Parameter space: choose a device."));
        return;
    }
    // The same counts the core's tuner reports (TuneResult::gridSize, validSize); checking a
    // configuration needs no OpenCL, so this answers at once on the GUI thread.
    const auto grid = ndr::gemmParameterGrid(*v);
    const int maxTile = maxTile_->currentData().toInt();
    std::size_t valid = 0, inTile = 0;
    for (const ndr::GemmParams& p : grid) {
        if (!ndr::checkGemmParams(*v, p, *d).empty())
            continue;
        ++valid;
        if (maxTile == 0 || (p.mwg <= maxTile && p.nwg <= maxTile))
            ++inTile;
    }
    validParams_ = valid;
    QString text = tr("Parameter space: %1 combinations, %2 valid on this device").arg(grid.size()).arg(valid);
    if (maxTile > 0)
        text += tr(", %1 with tiles ≤ %2").arg(inTile).arg(maxTile);
    text += tr(". The search tries the seed set, then %n random sample(s).", nullptr, budget_->value());
    space_->setText(text);
}

void TuningPane::updateBest()
{
    const ndr::TuneCandidate* b = model_->best();
    const int failed = model_->failedCount();
    QString text;
    if (b)
        text = tr("Best so far: #%1, %2 GFLOP/s (%3 ms) with %4")
                   .arg(b->index + 1)
                   .arg(b->gflops, 0, 'f', 2)
                   .arg(b->medianMs, 0, 'f', 3)
                   .arg(paramsShort(b->params));
    else
        text = model_->rowCount() > 0 ? tr("Best so far: none verified yet.") : tr("Best so far: —");
    if (failed > 0)
        text += QLatin1Char('\n') + tr("%n candidate(s) failed (red rows, not plotted).", nullptr, failed);
    best_->setText(text);
}

void TuningPane::refreshCache()
{
    const ndr::DeviceInfo* d = currentDevice();
    const std::string v = variant().toStdString();
    cached_ = false;
    if (!d) {
        cache_->setText(tr("No device."));
        return;
    }
    const auto e = ndr::TuningCache().find(d->name, d->driverVersion, v);
    cached_ = e.has_value();
    if (!e) {
        cache_->setText(tr("Nothing cached for %1 on this device: runs use the variant's defaults.")
                            .arg(QString::fromStdString(v)));
        return;
    }
    cache_->setText(tr("Cached for %1 on this device: %2\n%3 GFLOP/s at N = %4, tuned %5.\nRuns of %1 use these "
                       "unless given parameters.")
                        .arg(QString::fromStdString(v), QString::fromStdString(e->params.toString()))
                        .arg(e->gflops, 0, 'f', 2)
                        .arg(e->n)
                        .arg(QString::fromStdString(e->timestamp)));
}

bool TuningPane::clearCache()
{
    const bool removed = ndr::TuningCache().clear();
    emit message(removed ? tr("Tuning cache cleared; runs use the variants' defaults again.")
                         : tr("The tuning cache was already empty."));
    refreshCache();
    emit cacheChanged();
    return removed;
}

void TuningPane::updateButtons()
{
    const bool ready = worker_->isReady() && !devices_.empty();
    startButton_->setEnabled(ready);
    cancelButton_->setEnabled(job_ != 0);
}

void TuningPane::showContextMenu(const QPoint& pos)
{
    const ndr::TuneCandidate* c = model_->candidateAt(table_->indexAt(pos).row());
    if (!c)
        return;
    QMenu menu(this);
    QAction* run = menu.addAction(tr("Run with these parameters"));
    run->setEnabled(worker_->isReady());
    const ndr::GemmParams params = c->params;
    const QString v = QString::fromStdString(running_.variant.empty() ? variant().toStdString() : running_.variant);
    const int n = int(running_.n ? running_.n : std::size_t(n_->value()));
    connect(run, &QAction::triggered, this, [this, v, n, params] { emit runRequested(v, deviceId(), n, params); });
    menu.exec(table_->viewport()->mapToGlobal(pos));
}

QString TuningPane::bestText() const { return best_->text(); }
QString TuningPane::spaceText() const { return space_->text(); }
QString TuningPane::cacheText() const { return cache_->text(); }
QString TuningPane::statusText() const { return status_->text(); }

void TuningPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TuningPane::retranslateUi()
{
    setupBox_->setTitle(tr("Search"));
    variantLabel_->setText(tr("Variant:"));
    deviceLabel_->setText(tr("Device:"));
    nLabel_->setText(tr("N (matrix order):"));
    budgetLabel_->setText(tr("Random budget:"));
    budget_->setToolTip(tr("Random candidates tried after the seed set (0: the seed set only)"));
    seedLabel_->setText(tr("Random seed:"));
    maxTileLabel_->setText(tr("Largest tile:"));
    for (int i = 0; i < maxTile_->count(); ++i) {
        const int t = maxTile_->itemData(i).toInt();
        maxTile_->setItemText(i, t == 0 ? tr("whole grid") : tr("MWG, NWG ≤ %1").arg(t));
    }
    startButton_->setText(tr("Start"));
    cancelButton_->setText(tr("Cancel"));
    cacheBox_->setTitle(tr("Tuning cache"));
    clearCacheButton_->setText(tr("Clear cache"));
    clearCacheButton_->setToolTip(tr("Removes the tuning cache file (every device and variant)"));
    applyButton_->setText(tr("Apply to run setup"));
    applyButton_->setToolTip(tr("Select this variant in Run setup; its runs use the cached parameters"));
    xLabel_->setText(tr("Scatter x-axis:"));
    table_->setToolTip(tr("Right-click a candidate to run it with its parameters"));
    model_->retranslate();
    updateSpace();
    updateBest();
    refreshCache();
    if (lastStatus_.isEmpty())
        status_->setText(tr("Choose a variant, N and budget, then Start."));
    flushChart();
}

} // namespace studio
