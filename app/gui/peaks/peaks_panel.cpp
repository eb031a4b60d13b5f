#include "gui/peaks/peaks_panel.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "gui/common/qt_chart_adapter.hpp"
#include "gui/common/roofline_data.hpp"
#include "models/peaks_model.hpp"
#include "ndr/device_info.hpp"

namespace studio {

PeaksPanel::PeaksPanel(QWidget* parent) : QWidget(parent)
{
    model_ = new PeaksModel(this);
    title_ = new QLabel;
    QFont big = title_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    title_->setFont(big);
    origin_ = new QLabel;
    origin_->setWordWrap(true);
    summary_ = new QLabel;
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    explanation_ = new QLabel;
    explanation_->setWordWrap(true);
    method_ = new QLabel;
    method_->setWordWrap(true);
    method_->setTextFormat(Qt::RichText);
    table_ = new QTableView;
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    measure_ = new QToolButton;
    measure_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    auto* header = new QHBoxLayout;
    header->addWidget(title_, 1);
    header->addWidget(measure_);
    auto* body = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(table_, 0);
    auto* right = new QVBoxLayout;
    right->addWidget(summary_);
    right->addWidget(method_);
    right->addWidget(explanation_);
    right->addStretch(1);
    body->addLayout(left, 0);
    body->addSpacing(16);
    body->addLayout(right, 1);
    // Per-width bars: the table's numbers as shapes, so "this device wants float8" is visible.
    bandwidthChart_ = new QtChartAdapter;
    computeChart_ = new QtChartAdapter;
    auto* charts = new QHBoxLayout;
    charts->addWidget(bandwidthChart_);
    charts->addWidget(computeChart_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(origin_);
    layout->addLayout(body, 0);
    layout->addLayout(charts, 1);
    retranslateUi();
}

void PeaksPanel::setMeasureAction(QAction* action) { measure_->setDefaultAction(action); }

void PeaksPanel::setDevice(const QString& id, const QString& name)
{
    if (id == deviceId_)
        return;
    deviceId_ = id;
    deviceName_ = name;
    setPeaks(std::nullopt, Source::None);
}

void PeaksPanel::setPeaks(const std::optional<ndr::DevicePeaks>& peaks, Source source)
{
    source_ = peaks ? source : Source::None;
    model_->setPeaks(peaks);
    fitTable();
    updateTexts();
}

void PeaksPanel::fitTable()
{
    table_->resizeColumnsToContents();
    // As wide as its columns (their headers are two lines, and translations differ in length)
    // and tall enough for float…float16, so that nothing scrolls.
    int width = 2 * table_->frameWidth();
    for (int c = 0; c < model_->columnCount(); ++c)
        width += table_->horizontalHeader()->sectionSize(c);
    table_->setFixedWidth(width);
    table_->setFixedHeight(table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth() +
                           std::max(5, model_->rowCount()) * table_->verticalHeader()->defaultSectionSize());
}

QString PeaksPanel::summaryText() const { return summary_->text(); }

QString PeaksPanel::methodText() const { return method_->text(); }

void PeaksPanel::updateTexts()
{
    title_->setText(deviceName_.isEmpty() ? tr("Device peaks")
                                          : tr("Device peaks: %1 (%2)").arg(deviceName_, deviceId_));
    const auto& peaks = model_->peaks();
    // Without numbers an empty table and two empty charts only say "nothing" three times.
    table_->setVisible(peaks.has_value());
    bandwidthChart_->setVisible(peaks.has_value());
    computeChart_->setVisible(peaks.has_value());
    if (!peaks) {
        origin_->setText(deviceId_.isEmpty() ? tr("No OpenCL device.")
                                             : tr("Not measured on this device yet. Measure peaks runs the "
                                                  "micro-benchmarks (a few seconds on a CPU) and caches them."));
        summary_->clear();
        method_->clear();
        bandwidthChart_->showMessage(QString());
        computeChart_->showMessage(QString());
        return;
    }
    bandwidthChart_->showBars(tr("Read bandwidth by vector width"), peaksByWidth(*peaks, Metric::Gbps));
    computeChart_->showBars(tr("FP32 FMA throughput by vector width"), peaksByWidth(*peaks, Metric::Gflops));
    const QString when = QString::fromStdString(peaks->timestamp);
    origin_->setText(source_ == Source::Cache
                         ? tr("From the cache, measured %1 with this driver. Measure peaks measures again.").arg(when)
                         : tr("Measured now (%1) and cached for this device and driver.").arg(when));
    auto bestWidth = [](const std::vector<ndr::PeakSample>& samples, double best) {
        for (const ndr::PeakSample& s : samples)
            if (s.value == best)
                return s.vectorWidth == 1 ? QStringLiteral("float") : QStringLiteral("float%1").arg(s.vectorWidth);
        return QString();
    };
    // How the compute peak was reached: its width, chains per work-item and work-group size.
    QString computeHow = bestWidth(peaks->compute, peaks->computeGflops);
    if (const ndr::PeakSample* top = peaks->bestCompute(); top && top->chains > 0)
        computeHow =
            tr("%1, %n chain(s) per work-item, work-groups of %2", "", top->chains).arg(computeHow).arg(top->localSize);
    summary_->setText(
        tr("<table cellspacing='4'>"
           "<tr><td>Global-memory read bandwidth:</td><td align='right'><b>%1 GB/s</b></td><td>%2</td></tr>"
           "<tr><td>Copy (read+write):</td><td align='right'>%3 GB/s</td><td>%4</td></tr>"
           "<tr><td>FP32 compute (FMA chains):</td><td align='right'><b>%5 GFLOP/s</b></td><td>%6</td></tr>"
           "<tr><td>Kernel launch latency:</td><td align='right'><b>%7 µs</b></td><td>QUEUED → "
           "START</td></tr>"
           "<tr><td>Empty kernel:</td><td align='right'>%8 µs</td><td>START → END</td></tr>"
           "<tr><td>Ridge point:</td><td align='right'><b>%9 FLOP/byte</b></td><td>peak FLOP/s ÷ peak "
           "read bandwidth</td></tr>"
           "%10"
           "</table>")
            .arg(peaks->bandwidthGBs, 0, 'f', 1)
            .arg(bestWidth(peaks->bandwidth, peaks->bandwidthGBs))
            .arg(peaks->copyGBs, 0, 'f', 1)
            .arg(bestWidth(peaks->copy, peaks->copyGBs))
            .arg(peaks->computeGflops, 0, 'f', 1)
            .arg(computeHow)
            .arg(peaks->launchLatencyUs, 0, 'f', 2)
            .arg(peaks->emptyKernelUs, 0, 'f', 2)
            .arg(ridgePoint(*peaks), 0, 'g', 3)
            .arg(peaks->tensorGflops > 0
                     ? tr("<tr><td>TF32 tensor cores:</td><td align='right'><b>%1 GFLOP/s</b></td><td>%2, no "
                          "memory traffic: the roof of tf32_tensor (fp32_tensor: a third)</td></tr>")
                           .arg(peaks->tensorGflops, 0, 'f', 1)
                           .arg(QString::fromStdString(peaks->tensorInstruction))
                     : QString()));
    method_->setText(describeMethod(*peaks));
}

QString PeaksPanel::describeMethod(const ndr::DevicePeaks& peaks) const
{
    auto size = [](std::uint64_t bytes) { return QString::fromStdString(ndr::formatBytes(bytes)); };
    const QString buffer = peaks.cacheBytes > 0 ? tr("a %1 buffer, %2× the %3 last-level cache the device reports")
                                                      .arg(size(peaks.bufferBytes))
                                                      .arg(peaks.bufferBytes / peaks.cacheBytes)
                                                      .arg(size(peaks.cacheBytes))
                                                : tr("a %1 buffer").arg(size(peaks.bufferBytes));
    return tr("<b>Method.</b> Read bandwidth is measured as clpeak measures it: each work-item adds up %1 "
              "loads of float … float16 that lie a work-group size (or the global size) apart and writes "
              "one float; GB/s counts the bytes loaded, over %2; the faster stride and the mean of %3 "
              "launches count. It is the roofline's memory roof and the peak line of the GB/s charts. "
              "<i>Copy (read+write)</i> is a streaming copy of the same buffer, counting the bytes read "
              "plus the bytes written.")
        .arg(ndr::kPeakFetchesPerItem)
        .arg(buffer)
        .arg(ndr::kPeakReadLaunches);
}

void PeaksPanel::retranslateUi()
{
    explanation_->setText(
        tr("Compute is fused multiply-adds, two floating-point operations each: the best of a search over "
           "vector widths, independent chains per work-item (a CPU core needs several to cover the FMA "
           "latency; a GPU covers it with other warps) and work-group sizes, each the best of several "
           "launches. The charts draw these numbers as the line a variant cannot cross, and the roofline "
           "chart combines them: a kernel with fewer FLOP per byte than the ridge point is limited by "
           "bandwidth, one with more by compute."));
    model_->retranslate();
    fitTable();
    updateTexts();
}

void PeaksPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
