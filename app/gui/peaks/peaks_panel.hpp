#pragma once
#include <QWidget>
#include <optional>

#include "ndr/peaks.hpp"

class QAction;
class QLabel;
class QTableView;
class QToolButton;

namespace studio {

class PeaksModel;
class QtChartAdapter;

// The Peaks tab: what the selected device can do at best (read bandwidth as clpeak measures it,
// copy bandwidth and FP32 FMA throughput per vector width, launch latency), measured by the
// engine or read from its cache, with the action that (re)measures it and the method stated
// beside the figures.
class PeaksPanel : public QWidget {
    Q_OBJECT

public:
    enum class Source { None, Cache, Measured };

    explicit PeaksPanel(QWidget* parent = nullptr);

    void setMeasureAction(QAction* action);
    // The device the panel describes; clears the numbers until setPeaks() for it arrives.
    void setDevice(const QString& id, const QString& name);
    QString deviceId() const { return deviceId_; }
    void setPeaks(const std::optional<ndr::DevicePeaks>& peaks, Source source);
    Source source() const { return source_; }
    PeaksModel* model() const { return model_; }
    QString summaryText() const;
    QString methodText() const;
    QtChartAdapter* bandwidthChart() const { return bandwidthChart_; }
    QtChartAdapter* computeChart() const { return computeChart_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateTexts();
    void fitTable();
    QString describeMethod(const ndr::DevicePeaks& peaks) const;

    QString deviceId_;
    QString deviceName_;
    Source source_ = Source::None;
    PeaksModel* model_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* origin_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* explanation_ = nullptr;
    QLabel* method_ = nullptr;
    QTableView* table_ = nullptr;
    QToolButton* measure_ = nullptr;
    QtChartAdapter* bandwidthChart_ = nullptr;
    QtChartAdapter* computeChart_ = nullptr;
};

} // namespace studio
