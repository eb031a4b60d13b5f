#pragma once
#include <QString>
#include <QWidget>
#include <array>
#include <vector>

#include "gui/common/paged_view.hpp"
#include "ndr/engine.hpp"

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTimer;

namespace studio {

class ChartSurface;
class HeatMapWidget;
class QtChartAdapter;

// The four comparison charts. Data arrives often during a sweep; redraws are coalesced and
// only the visible chart is rebuilt.
class ChartsPane : public QWidget, public PagedView {
    Q_OBJECT

public:
    enum Page { LinesPage = 0, BarsPage, LocalPage, HeatMapPage, RooflinePage, PageCount };

    explicit ChartsPane(QWidget* parent = nullptr);

    void setRuns(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::SkippedRun>& skipped,
                 bool selectionOnly);
    // Peaks of every device measured or cached so far; charts of one of these devices draw
    // its peak and the roofline its roof.
    void setPeaks(const std::vector<ndr::DevicePeaks>& peaks);
    void showPage(Page page);
    Page currentPage() const;
    int currentViewPage() const override { return int(currentPage()); }
    void showViewPage(int page) override { showPage(Page(page)); }
    // The page titles come from the view registry.
    void setViewPageTitle(int page, const QString& title) override;
    ChartSurface* surface(Page page) const;
    QtChartAdapter* lineChart() const { return lines_; }
    QtChartAdapter* barChart() const { return bars_; }
    QtChartAdapter* localChart() const { return local_; }
    HeatMapWidget* heatMap() const { return heat_; }
    QtChartAdapter* rooflineChart() const { return roofline_; }
    // Rebuilds the visible chart now instead of at the next coalesced tick.
    void refreshNow();

public slots:
    void exportPng();
    void exportSvg();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void scheduleRefresh();
    void refresh();
    void refreshRoofline();
    void updatePickers();
    void updateRunPickers();
    void updateControls();
    void exportAs(const QString& suffix);

    std::vector<ndr::RunResult> runs_;
    std::vector<ndr::SkippedRun> skipped_;
    std::vector<ndr::RunResult> filtered_; // runs_ of the chosen workload
    std::vector<ndr::DevicePeaks> peaks_;
    bool selectionOnly_ = false;
    QString rooflineNote_; // runs the roofline leaves out, and why
    bool pickersDirty_ = true;
    bool nChosen_ = false; // the user picked an N for the bar chart
    std::array<bool, PageCount> dirty_{};

    QTabWidget* tabs_ = nullptr;
    QtChartAdapter* lines_ = nullptr;
    QtChartAdapter* bars_ = nullptr;
    QtChartAdapter* local_ = nullptr;
    HeatMapWidget* heat_ = nullptr;
    QtChartAdapter* roofline_ = nullptr;
    QLabel* workloadLabel_ = nullptr;
    QComboBox* workloadPicker_ = nullptr;
    QLabel* nLabel_ = nullptr;
    QComboBox* nPicker_ = nullptr;
    QLabel* variantLabel_ = nullptr;
    QComboBox* variantPicker_ = nullptr;
    QLabel* scope_ = nullptr;
    QPushButton* pngButton_ = nullptr;
    QPushButton* svgButton_ = nullptr;
    QTimer* refreshTimer_ = nullptr;
};

} // namespace studio
