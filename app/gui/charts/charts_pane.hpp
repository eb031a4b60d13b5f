#pragma once
#include <QString>
#include <QWidget>
#include <vector>

#include "gui/common/chart_style.hpp"
#include "gui/common/paged_view.hpp"
#include "ndr/engine.hpp"

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTimer;

namespace studio {

class InspectionStore;

class ChartSurface;
struct ChartPage;

// The comparison charts, one page per chart the view registry lists. Data arrives often during a
// sweep; redraws are coalesced and only the visible chart is rebuilt.
class ChartsPane : public QWidget, public PagedView {
    Q_OBJECT

public:
    explicit ChartsPane(std::vector<const ChartPage*> pages, QWidget* parent = nullptr);

    void setRuns(const std::vector<ndr::RunResult>& runs, const std::vector<ndr::SkippedRun>& skipped,
                 bool selectionOnly);
    // Peaks of every device measured or cached so far; charts of one of these devices draw
    // its peak and the roofline its roof.
    void setPeaks(const std::vector<ndr::DevicePeaks>& peaks);
    // The session's inspections: "Performance vs local size" draws the occupancy of inspected builds.
    void setInspections(const InspectionStore* store);
    int currentViewPage() const override;
    void showViewPage(int page) override;
    // The page titles come from the view registry.
    void setViewPageTitle(int page, const QString& title) override;
    // The surface a chart draws on; nullptr for a chart this pane does not show.
    ChartSurface* surface(const ChartPage& chart) const;
    // Rebuilds the visible chart now instead of at the next coalesced tick.
    void refreshNow();
    // The value axis of the line and bar charts: log when the values span decades, or as chosen.
    void setYScale(YScale scale);
    YScale yScale() const;

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
    void markDirty(unsigned controls);
    void updatePickers();
    void updateRunPickers();
    void updateControls();
    void exportAs(const QString& suffix);

    std::vector<ndr::RunResult> runs_;
    std::vector<ndr::SkippedRun> skipped_;
    std::vector<ndr::RunResult> filtered_; // runs_ of the chosen workload
    std::vector<ndr::DevicePeaks> peaks_;
    bool selectionOnly_ = false;
    const InspectionStore* inspections_ = nullptr;
    bool pickersDirty_ = true;
    bool nChosen_ = false; // the user picked an N for the bar chart
    std::vector<const ChartPage*> pages_;
    std::vector<ChartSurface*> surfaces_; // one per page
    std::vector<bool> dirty_;             // one per page
    std::vector<QString> notes_;          // per page: the runs its chart leaves out, and why

    QTabWidget* tabs_ = nullptr;
    QLabel* workloadLabel_ = nullptr;
    QComboBox* workloadPicker_ = nullptr;
    QLabel* nLabel_ = nullptr;
    QComboBox* nPicker_ = nullptr;
    QLabel* variantLabel_ = nullptr;
    QComboBox* variantPicker_ = nullptr;
    QLabel* scaleLabel_ = nullptr;
    QComboBox* scalePicker_ = nullptr; // value axis: automatic, linear, logarithmic
    QLabel* scope_ = nullptr;
    QPushButton* pngButton_ = nullptr;
    QPushButton* svgButton_ = nullptr;
    QTimer* refreshTimer_ = nullptr;
};

} // namespace studio
