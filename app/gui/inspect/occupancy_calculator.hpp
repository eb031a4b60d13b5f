#pragma once
#include <QString>
#include <QWidget>

#include "gui/common/occupancy_chart_data.hpp"
#include "ndr/inspect_report.hpp"
#include "ndr/occupancy.hpp"

class QComboBox;
class QLabel;
class QSpinBox;

namespace studio {

class QtChartAdapter;

// What if the work-group were larger, or the kernel held fewer registers? NVIDIA's occupancy model
// with every input editable (compute capability 7.0–9.0, registers per work-item, local memory per
// work-group, work-group size), charted against the work-group size or the registers, the kernel
// as it is ringed, the binding limit in the legend. Works on any machine; an NVIDIA inspection
// fills the inputs with what the compiler said.
class OccupancyCalculator : public QWidget {
    Q_OBJECT

public:
    explicit OccupancyCalculator(QWidget* parent = nullptr);

    // Takes the compute capability, registers, local memory and work-group size of an NVIDIA
    // inspection; false (inputs unchanged) for one without them (a CPU, no ptxas line).
    bool setFromInspection(const ndr::InspectReport& report);
    void setInputs(const ndr::OccupancyRequest& request);
    ndr::OccupancyRequest inputs() const;
    void setAxis(OccupancyAxis axis);
    OccupancyAxis axis() const;

    const OccupancyChartData& chartData() const { return data_; }
    QtChartAdapter* chart() const { return chart_; }
    QString lineText() const;   // the model's line for the inputs, or why it refuses them
    QString sourceText() const; // where the inputs came from

protected:
    void changeEvent(QEvent* event) override;

private:
    void recompute();
    void retranslateUi();

    QComboBox* cc_ = nullptr;
    QSpinBox* registers_ = nullptr;
    QSpinBox* localMem_ = nullptr;
    QSpinBox* workGroup_ = nullptr;
    QComboBox* axis_ = nullptr;
    QLabel* ccLabel_ = nullptr;
    QLabel* registersLabel_ = nullptr;
    QLabel* localMemLabel_ = nullptr;
    QLabel* workGroupLabel_ = nullptr;
    QLabel* axisLabel_ = nullptr;
    QLabel* source_ = nullptr;
    QLabel* line_ = nullptr;
    QtChartAdapter* chart_ = nullptr;
    OccupancyChartData data_;
    QString sourceKernel_; // "tiled on NVIDIA H100 80GB HBM3"; empty: example inputs
    bool updating_ = false;
};

} // namespace studio
