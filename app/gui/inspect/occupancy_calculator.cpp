#include "gui/inspect/occupancy_calculator.hpp"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/common/occupancy_text.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "ndr/errors.hpp"

namespace studio {

namespace {

QLabel* buddyLabel(QWidget* field)
{
    auto* label = new QLabel;
    label->setBuddy(field);
    return label;
}

} // namespace

OccupancyCalculator::OccupancyCalculator(QWidget* parent) : QWidget(parent)
{
    cc_ = new QComboBox;
    cc_->setObjectName(QStringLiteral("occupancyCc"));
    for (const QString& cc : QString::fromStdString(ndr::knownComputeCapabilities()).split(QStringLiteral(", ")))
        cc_->addItem(cc);
    registers_ = new QSpinBox;
    registers_->setObjectName(QStringLiteral("occupancyRegisters"));
    registers_->setRange(1, 255);
    localMem_ = new QSpinBox;
    localMem_->setObjectName(QStringLiteral("occupancyLocalMem"));
    localMem_->setRange(0, 227 * 1024);
    localMem_->setSingleStep(1024);
    localMem_->setSuffix(QStringLiteral(" B"));
    workGroup_ = new QSpinBox;
    workGroup_->setObjectName(QStringLiteral("occupancyWorkGroup"));
    workGroup_->setRange(1, 1024);
    axis_ = new QComboBox;
    axis_->setObjectName(QStringLiteral("occupancyAxis"));
    axis_->addItem(QString(), int(OccupancyAxis::WorkGroupSize));
    axis_->addItem(QString(), int(OccupancyAxis::Registers));
    ccLabel_ = buddyLabel(cc_);
    registersLabel_ = buddyLabel(registers_);
    localMemLabel_ = buddyLabel(localMem_);
    workGroupLabel_ = buddyLabel(workGroup_);
    axisLabel_ = buddyLabel(axis_);
    source_ = new QLabel;
    source_->setWordWrap(true);
    line_ = new QLabel;
    line_->setObjectName(QStringLiteral("occupancyLine"));
    line_->setWordWrap(true);
    line_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    chart_ = new QtChartAdapter;
    chart_->setMinimumHeight(250);

    auto* grid = new QGridLayout;
    grid->addWidget(ccLabel_, 0, 0);
    grid->addWidget(cc_, 0, 1);
    grid->addWidget(registersLabel_, 0, 2);
    grid->addWidget(registers_, 0, 3);
    grid->addWidget(axisLabel_, 0, 4);
    grid->addWidget(axis_, 0, 5);
    grid->addWidget(workGroupLabel_, 1, 0);
    grid->addWidget(workGroup_, 1, 1);
    grid->addWidget(localMemLabel_, 1, 2);
    grid->addWidget(localMem_, 1, 3);
    grid->setColumnStretch(6, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(source_);
    layout->addLayout(grid);
    layout->addWidget(line_);
    layout->addWidget(chart_, 1);

    setInputs({9, 0, 256, 32, 0});
    connect(cc_, &QComboBox::currentIndexChanged, this, &OccupancyCalculator::recompute);
    connect(axis_, &QComboBox::currentIndexChanged, this, &OccupancyCalculator::recompute);
    for (QSpinBox* spin : {registers_, localMem_, workGroup_})
        connect(spin, &QSpinBox::valueChanged, this, &OccupancyCalculator::recompute);
    retranslateUi();
}

bool OccupancyCalculator::setFromInspection(const ndr::InspectReport& r)
{
    if (!r.nvidia || !r.ptxas || !r.ptxas->registers || !ndr::smLimits(r.ccMajor, r.ccMinor))
        return false;
    sourceKernel_ = tr("%1 (%2) on %3")
                        .arg(QString::fromStdString(r.variant), QString::fromStdString(r.local.toString()),
                             QString::fromStdString(r.deviceName));
    setInputs({r.ccMajor, r.ccMinor, std::max<std::size_t>(1, r.local.total()), *r.ptxas->registers,
               std::max(r.localMemBytes, r.ptxas->smemBytes.value_or(0))});
    retranslateUi();
    return true;
}

void OccupancyCalculator::setInputs(const ndr::OccupancyRequest& q)
{
    updating_ = true;
    const int cc = cc_->findText(QStringLiteral("%1.%2").arg(q.ccMajor).arg(q.ccMinor));
    cc_->setCurrentIndex(cc >= 0 ? cc : cc_->count() - 1);
    registers_->setValue(q.registersPerWorkItem);
    localMem_->setValue(int(std::min<std::uint64_t>(q.localMemPerGroup, std::uint64_t(localMem_->maximum()))));
    workGroup_->setValue(int(q.workGroupSize));
    updating_ = false;
    recompute();
}

ndr::OccupancyRequest OccupancyCalculator::inputs() const
{
    ndr::OccupancyRequest q;
    std::tie(q.ccMajor, q.ccMinor) = ndr::parseComputeCapability(cc_->currentText().toStdString());
    q.registersPerWorkItem = registers_->value();
    q.localMemPerGroup = std::uint64_t(localMem_->value());
    q.workGroupSize = std::size_t(workGroup_->value());
    return q;
}

void OccupancyCalculator::setAxis(OccupancyAxis axis) { axis_->setCurrentIndex(axis_->findData(int(axis))); }

OccupancyAxis OccupancyCalculator::axis() const { return OccupancyAxis(axis_->currentData().toInt()); }

QString OccupancyCalculator::lineText() const { return line_->text(); }

QString OccupancyCalculator::sourceText() const { return source_->text(); }

void OccupancyCalculator::recompute()
{
    if (updating_)
        return;
    const ndr::OccupancyRequest q = inputs();
    try {
        line_->setText(QStringLiteral("%1: %2").arg(q.workGroupSize).arg(occupancyText(ndr::computeOccupancy(q))));
    } catch (const ndr::Error& e) {
        line_->setText(QString::fromStdString(e.what()));
    }
    data_ = occupancyWhatIf(q, axis());
    chart_->showOccupancy(
        axis() == OccupancyAxis::WorkGroupSize
            ? tr("Occupancy against work-group size (compute capability %1)").arg(cc_->currentText())
            : tr("Occupancy against registers per work-item (compute capability %1)").arg(cc_->currentText()),
        data_);
}

void OccupancyCalculator::retranslateUi()
{
    ccLabel_->setText(tr("Compute &capability"));
    registersLabel_->setText(tr("&Registers per work-item"));
    localMemLabel_->setText(tr("&Local memory per group"));
    workGroupLabel_->setText(tr("&Work-items per group"));
    axisLabel_->setText(tr("&Against"));
    axis_->setItemText(0, tr("work-group size"));
    axis_->setItemText(1, tr("registers"));
    source_->setText(sourceKernel_.isEmpty()
                         ? tr("Occupancy calculator (NVIDIA's model): example inputs; an inspection on an NVIDIA GPU, "
                              "or one opened from its JSON, fills in what the compiler said.")
                         : tr("Occupancy calculator (NVIDIA's model), filled from the inspection of %1; edit any "
                              "input to ask what if.")
                               .arg(sourceKernel_));
}

void OccupancyCalculator::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        recompute();
    }
    QWidget::changeEvent(event);
}

} // namespace studio
