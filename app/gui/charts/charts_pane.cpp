#include "gui/charts/charts_pane.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "gui/charts/heat_map_widget.hpp"
#include "gui/common/chart_data.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/roofline_data.hpp"
#include "models/variant_list_model.hpp"

namespace studio {

namespace {
// Rebuilding a chart costs a few milliseconds; during a sweep a result may land every few ms,
// so redraws are coalesced to at most ~6 a second.
constexpr int kRefreshDelayMs = 150;
} // namespace

ChartsPane::ChartsPane(QWidget* parent) : QWidget(parent)
{
    lines_ = new QtChartAdapter;
    bars_ = new QtChartAdapter;
    local_ = new QtChartAdapter;
    heat_ = new HeatMapWidget;
    roofline_ = new QtChartAdapter;
    tabs_ = new QTabWidget;
    tabs_->addTab(lines_, QString());
    tabs_->addTab(bars_, QString());
    tabs_->addTab(local_, QString());
    tabs_->addTab(heat_, QString());
    tabs_->addTab(roofline_, QString());

    workloadLabel_ = new QLabel;
    workloadPicker_ = new QComboBox;
    workloadPicker_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    workloadLabel_->setBuddy(workloadPicker_);
    nLabel_ = new QLabel;
    nPicker_ = new QComboBox;
    nPicker_->setMinimumContentsLength(6);
    nLabel_->setBuddy(nPicker_);
    variantLabel_ = new QLabel;
    variantPicker_ = new QComboBox;
    variantPicker_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    variantPicker_->setMinimumContentsLength(16);
    variantLabel_->setBuddy(variantPicker_);
    scope_ = new QLabel;
    scope_->setWordWrap(true);
    pngButton_ = new QPushButton;
    svgButton_ = new QPushButton;

    auto* controls = new QHBoxLayout;
    controls->addWidget(workloadLabel_);
    controls->addWidget(workloadPicker_);
    controls->addWidget(nLabel_);
    controls->addWidget(nPicker_);
    controls->addWidget(variantLabel_);
    controls->addWidget(variantPicker_);
    controls->addWidget(scope_, 1);
    controls->addWidget(pngButton_);
    controls->addWidget(svgButton_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(tabs_, 1);

    refreshTimer_ = new QTimer(this);
    refreshTimer_->setSingleShot(true);
    refreshTimer_->setInterval(kRefreshDelayMs);
    connect(refreshTimer_, &QTimer::timeout, this, &ChartsPane::refresh);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        updateControls();
        refresh();
    });
    connect(workloadPicker_, &QComboBox::currentIndexChanged, this, [this] {
        updateRunPickers();
        dirty_.fill(true);
        refresh();
    });
    connect(nPicker_, &QComboBox::activated, this, [this] { nChosen_ = true; });
    connect(nPicker_, &QComboBox::currentIndexChanged, this, [this] {
        dirty_[BarsPage] = true;
        refresh();
    });
    connect(variantPicker_, &QComboBox::currentIndexChanged, this, [this] {
        dirty_[LocalPage] = dirty_[HeatMapPage] = true;
        refresh();
    });
    connect(pngButton_, &QPushButton::clicked, this, &ChartsPane::exportPng);
    connect(svgButton_, &QPushButton::clicked, this, &ChartsPane::exportSvg);
    dirty_.fill(true);
    retranslateUi();
    updateControls();
}

void ChartsPane::setRuns(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::SkippedRun>& skipped,
                         bool selectionOnly)
{
    runs_ = runs;
    skipped_ = skipped;
    selectionOnly_ = selectionOnly;
    dirty_.fill(true);
    pickersDirty_ = true;
    scheduleRefresh();
}

void ChartsPane::setPeaks(const std::vector<ndr::DevicePeaks>& peaks)
{
    peaks_ = peaks;
    dirty_.fill(true);
    scheduleRefresh();
}

void ChartsPane::scheduleRefresh()
{
    if (!refreshTimer_->isActive())
        refreshTimer_->start();
}

void ChartsPane::showPage(Page page) { tabs_->setCurrentIndex(int(page)); }

void ChartsPane::setViewPageTitle(int page, const QString& title) { tabs_->setTabText(page, title); }

ChartsPane::Page ChartsPane::currentPage() const { return Page(tabs_->currentIndex()); }

ChartSurface* ChartsPane::surface(Page page) const
{
    switch (page) {
    case LinesPage:
        return lines_;
    case BarsPage:
        return bars_;
    case LocalPage:
        return local_;
    case RooflinePage:
        return roofline_;
    case HeatMapPage:
    case PageCount:
        break;
    }
    return heat_;
}

void ChartsPane::refreshNow()
{
    refreshTimer_->stop();
    refresh();
}

void ChartsPane::updatePickers()
{
    // Keep the user's choice when it still exists in the new data.
    const QVariant oldWorkload = workloadPicker_->currentData();
    {
        const QSignalBlocker block(workloadPicker_);
        workloadPicker_->clear();
        for (ndr::Workload w : workloadsIn(runs_))
            workloadPicker_->addItem(VariantListModel::workloadName(w), int(w));
        const int w = oldWorkload.isValid() ? workloadPicker_->findData(oldWorkload) : -1;
        workloadPicker_->setCurrentIndex(w >= 0 ? w : 0);
    }
    updateRunPickers();
}

void ChartsPane::updateRunPickers()
{
    filtered_ = workloadPicker_->count() == 0 ? std::vector<ndr::RunResult>()
                                              : runsOf(runs_, ndr::Workload(workloadPicker_->currentData().toInt()));
    const QVariant oldN = nPicker_->currentData();
    const QString oldKey = variantPicker_->currentText();
    {
        const QSignalBlocker blockN(nPicker_);
        nPicker_->clear();
        for (std::size_t n : verifiedSizes(filtered_))
            nPicker_->addItem(QString::number(n), qulonglong(n));
        // Until the user picks one, follow the largest N as a sweep adds sizes.
        const int n = nChosen_ ? nPicker_->findData(oldN) : -1;
        // Default to the largest N: where the variants differ most.
        nPicker_->setCurrentIndex(n >= 0 ? n : nPicker_->count() - 1);
    }
    {
        const QSignalBlocker blockV(variantPicker_);
        variantPicker_->clear();
        variantPicker_->addItems(seriesKeys(filtered_));
        const int v = variantPicker_->findText(oldKey);
        variantPicker_->setCurrentIndex(v >= 0 ? v : 0);
    }
}

void ChartsPane::refresh()
{
    // Charts the user cannot see are rebuilt when they are shown (showEvent / tab change).
    if (!isVisible())
        return;
    if (pickersDirty_) {
        pickersDirty_ = false;
        updatePickers();
    }
    const Page page = currentPage();
    if (!dirty_[page])
        return;
    dirty_[page] = false;
    const QString key = variantPicker_->currentText();
    const Metric metric = workloadPicker_->count() == 0
                              ? Metric::Gflops
                              : metricFor(ndr::Workload(workloadPicker_->currentData().toInt()));
    const QString unit = metricUnit(metric);
    const ndr::DevicePeaks* peaks = peaksFor(filtered_, peaks_);
    switch (page) {
    case LinesPage:
        lines_->showLines(tr("%1 vs N (best local size per point)").arg(unit), gflopsVsSize(filtered_, metric, peaks));
        break;
    case BarsPage:
        if (nPicker_->count() == 0)
            bars_->showMessage(tr("No verified runs to compare yet."));
        else
            bars_->showBars(
                tr("Variants at N = %1 (%2)").arg(nPicker_->currentText(), unit),
                variantsAtSize(filtered_, std::size_t(nPicker_->currentData().toULongLong()), metric, peaks));
        break;
    case LocalPage:
        if (key.isEmpty())
            local_->showMessage(tr("No runs yet. Run a variant or a sweep over local sizes."));
        else
            local_->showLines(tr("%1 vs local size: %2").arg(unit, key), gflopsVsLocal(filtered_, key, metric, peaks));
        break;
    case HeatMapPage:
        if (key.isEmpty())
            heat_->setMessage(tr("No runs yet. A sweep over sizes and local sizes fills this map."));
        else
            heat_->setData(tr("%1 over local size × N: %2").arg(unit, key),
                           studio::heatMap(filtered_, skipped_, key, metric, peaks));
        break;
    case RooflinePage:
        refreshRoofline();
        break;
    case PageCount:
        break;
    }
    updateControls();
}

void ChartsPane::refreshRoofline()
{
    // Every workload on one chart: placing matmul, reductions and vector adds side by side by
    // their FLOP per byte is what the roofline is for.
    const RooflineData data = rooflineData(runs_, peaks_);
    const QString title = data.hasRoof
                              ? tr("Roofline: %1").arg(data.device)
                              : tr("Roofline: %1 (no peaks yet: Run → Measure peaks draws the roof)").arg(data.device);
    roofline_->showRoofline(title, data);
    QStringList left;
    if (data.failed > 0)
        left << tr("%n failed run(s) not plotted", nullptr, data.failed);
    if (data.noTraffic > 0)
        left << tr("%n run(s) without a memory-traffic model (pi)", nullptr, data.noTraffic);
    if (data.otherDevice > 0)
        left << tr("%n run(s) of other devices", nullptr, data.otherDevice);
    rooflineNote_ = left.join(QStringLiteral("; "));
}

void ChartsPane::updateControls()
{
    const Page page = currentPage();
    workloadLabel_->setVisible(page != RooflinePage);
    workloadPicker_->setVisible(page != RooflinePage);
    nLabel_->setVisible(page == BarsPage);
    nPicker_->setVisible(page == BarsPage);
    variantLabel_->setVisible(page == LocalPage || page == HeatMapPage);
    variantPicker_->setVisible(page == LocalPage || page == HeatMapPage);
    const bool data = surface(page)->hasData();
    pngButton_->setEnabled(data);
    svgButton_->setEnabled(data);
    QString scope = selectionOnly_
                        ? tr("%n selected run(s); only verified runs are plotted.", nullptr, int(runs_.size()))
                        : tr("All %n run(s); only verified runs are plotted.", nullptr, int(runs_.size()));
    if (page == RooflinePage && !rooflineNote_.isEmpty())
        scope += QLatin1Char(' ') + rooflineNote_ + QLatin1Char('.');
    scope_->setText(scope);
}

void ChartsPane::exportPng() { exportAs(QStringLiteral("png")); }
void ChartsPane::exportSvg() { exportAs(QStringLiteral("svg")); }

void ChartsPane::exportAs(const QString& suffix)
{
    ChartSurface* chart = surface(currentPage());
    const bool png = suffix == QLatin1String("png");
    const QString path = QFileDialog::getSaveFileName(this, png ? tr("Export chart as PNG") : tr("Export chart as SVG"),
                                                      QStringLiteral("chart.%1").arg(suffix),
                                                      png ? tr("PNG images (*.png)") : tr("SVG drawings (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = png ? chart->exportPng(path, &error) : chart->exportSvg(path, &error);
    if (!ok)
        QMessageBox::warning(this, tr("Export failed"), error);
}

void ChartsPane::retranslateUi()
{
    workloadLabel_->setText(tr("&Workload:"));
    for (int i = 0; i < workloadPicker_->count(); ++i)
        workloadPicker_->setItemText(
            i, VariantListModel::workloadName(ndr::Workload(workloadPicker_->itemData(i).toInt())));
    nLabel_->setText(tr("&N:"));
    variantLabel_->setText(tr("&Variant:"));
    pngButton_->setText(tr("Export &PNG…"));
    svgButton_->setText(tr("Export &SVG…"));
    dirty_.fill(true);
    updateControls();
    scheduleRefresh();
}

void ChartsPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChartsPane::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

} // namespace studio
