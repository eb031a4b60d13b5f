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
#include <optional>
#include <utility>

#include "gui/charts/chart_page.hpp"
#include "gui/common/chart_data.hpp"
#include "gui/common/chart_surface.hpp"
#include "models/variant_list_model.hpp"

namespace studio {

namespace {
// Rebuilding a chart costs a few milliseconds; during a sweep a result may land every few ms,
// so redraws are coalesced to at most ~6 a second.
constexpr int kRefreshDelayMs = 150;
} // namespace

ChartsPane::ChartsPane(std::vector<const ChartPage*> pages, QWidget* parent)
    : QWidget(parent), pages_(std::move(pages)), dirty_(pages_.size(), true), notes_(pages_.size())
{
    tabs_ = new QTabWidget;
    for (const ChartPage* page : pages_) {
        surfaces_.push_back(page->createSurface());
        tabs_->addTab(surfaces_.back(), QString());
    }

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
    scaleLabel_ = new QLabel;
    scalePicker_ = new QComboBox;
    scalePicker_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (YScale scale : {YScale::Auto, YScale::Linear, YScale::Log})
        scalePicker_->addItem(QString(), int(scale));
    scaleLabel_->setBuddy(scalePicker_);
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
    controls->addWidget(scaleLabel_);
    controls->addWidget(scalePicker_);
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
        markDirty(ChartPage::WorkloadPicker);
        refresh();
    });
    connect(nPicker_, &QComboBox::activated, this, [this] { nChosen_ = true; });
    connect(nPicker_, &QComboBox::currentIndexChanged, this, [this] {
        markDirty(ChartPage::SizePicker);
        refresh();
    });
    connect(variantPicker_, &QComboBox::currentIndexChanged, this, [this] {
        markDirty(ChartPage::VariantPicker);
        refresh();
    });
    connect(scalePicker_, &QComboBox::currentIndexChanged, this, [this] {
        markDirty(ChartPage::YScalePicker);
        refresh();
    });
    connect(pngButton_, &QPushButton::clicked, this, &ChartsPane::exportPng);
    connect(svgButton_, &QPushButton::clicked, this, &ChartsPane::exportSvg);
    retranslateUi();
    updateControls();
}

void ChartsPane::setRuns(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::SkippedRun>& skipped,
                         bool selectionOnly)
{
    runs_ = runs;
    skipped_ = skipped;
    selectionOnly_ = selectionOnly;
    markDirty(~0u);
    pickersDirty_ = true;
    scheduleRefresh();
}

void ChartsPane::setPeaks(const std::vector<ndr::DevicePeaks>& peaks)
{
    peaks_ = peaks;
    markDirty(~0u);
    scheduleRefresh();
}

void ChartsPane::setInspections(const InspectionStore* store)
{
    inspections_ = store;
    markDirty(~0u);
    scheduleRefresh();
}

void ChartsPane::scheduleRefresh()
{
    if (!refreshTimer_->isActive())
        refreshTimer_->start();
}

// Marks the charts that read any of `controls` for a rebuild; ~0u marks every chart.
void ChartsPane::markDirty(unsigned controls)
{
    for (std::size_t i = 0; i < pages_.size(); ++i)
        if (controls == ~0u || (pages_[i]->controls & controls) != 0)
            dirty_[i] = true;
}

int ChartsPane::currentViewPage() const { return tabs_->currentIndex(); }

void ChartsPane::showViewPage(int page) { tabs_->setCurrentIndex(page); }

void ChartsPane::setViewPageTitle(int page, const QString& title) { tabs_->setTabText(page, title); }

ChartSurface* ChartsPane::surface(const ChartPage& chart) const
{
    for (std::size_t i = 0; i < pages_.size(); ++i)
        if (pages_[i] == &chart)
            return surfaces_[i];
    return nullptr;
}

void ChartsPane::refreshNow()
{
    refreshTimer_->stop();
    refresh();
}

void ChartsPane::setYScale(YScale scale) { scalePicker_->setCurrentIndex(scalePicker_->findData(int(scale))); }

YScale ChartsPane::yScale() const { return YScale(scalePicker_->currentData().toInt()); }

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
    const int page = tabs_->currentIndex();
    if (page < 0 || !dirty_[std::size_t(page)])
        return;
    dirty_[std::size_t(page)] = false;
    const Metric metric = workloadPicker_->count() == 0
                              ? Metric::Gflops
                              : metricFor(ndr::Workload(workloadPicker_->currentData().toInt()));
    std::optional<std::size_t> size;
    if (nPicker_->count() > 0)
        size = std::size_t(nPicker_->currentData().toULongLong());
    const ChartInput input{runs_,
                           filtered_,
                           skipped_,
                           peaks_,
                           peaksFor(filtered_, peaks_),
                           metric,
                           size,
                           variantPicker_->currentText(),
                           yScale(),
                           inspections_};
    notes_[std::size_t(page)] = pages_[std::size_t(page)]->draw(surfaces_[std::size_t(page)], input);
    updateControls();
}

void ChartsPane::updateControls()
{
    const int index = tabs_->currentIndex();
    if (index < 0)
        return;
    const ChartPage& page = *pages_[std::size_t(index)];
    workloadLabel_->setVisible(page.uses(ChartPage::WorkloadPicker));
    workloadPicker_->setVisible(page.uses(ChartPage::WorkloadPicker));
    nLabel_->setVisible(page.uses(ChartPage::SizePicker));
    nPicker_->setVisible(page.uses(ChartPage::SizePicker));
    variantLabel_->setVisible(page.uses(ChartPage::VariantPicker));
    variantPicker_->setVisible(page.uses(ChartPage::VariantPicker));
    scaleLabel_->setVisible(page.uses(ChartPage::YScalePicker));
    scalePicker_->setVisible(page.uses(ChartPage::YScalePicker));
    const bool data = surfaces_[std::size_t(index)]->hasData();
    pngButton_->setEnabled(data);
    svgButton_->setEnabled(data);
    QString scope = selectionOnly_
                        ? tr("%n selected run(s); only verified runs are plotted.", nullptr, int(runs_.size()))
                        : tr("All %n run(s); only verified runs are plotted.", nullptr, int(runs_.size()));
    const QString& note = notes_[std::size_t(index)];
    if (!note.isEmpty())
        scope += QLatin1Char(' ') + note + QLatin1Char('.');
    scope_->setText(scope);
}

void ChartsPane::exportPng() { exportAs(QStringLiteral("png")); }
void ChartsPane::exportSvg() { exportAs(QStringLiteral("svg")); }

void ChartsPane::exportAs(const QString& suffix)
{
    if (tabs_->currentIndex() < 0)
        return;
    ChartSurface* chart = surfaces_[std::size_t(tabs_->currentIndex())];
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
    scaleLabel_->setText(tr("&Y axis:"));
    scalePicker_->setItemText(0, tr("automatic"));
    scalePicker_->setItemText(1, tr("linear"));
    scalePicker_->setItemText(2, tr("logarithmic"));
    pngButton_->setText(tr("Export &PNG…"));
    svgButton_->setText(tr("Export &SVG…"));
    markDirty(~0u);
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
