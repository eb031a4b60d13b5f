#pragma once
#include <QAbstractTableModel>
#include <QString>
#include <QStringList>
#include <vector>

#include "ndr/peaks.hpp"
#include "ndr/run_result.hpp"

namespace studio {

// Every run of this session (and imported ones), one row per ndr::RunResult, one column per
// documented CSV column, so what the table shows is exactly what File → Export CSV writes.
class ResultsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // Numeric columns answer this role with a double so a proxy sorts 9 before 10.
    static constexpr int SortRole = Qt::UserRole + 1;
    // true when the run did not produce a verified result.
    static constexpr int FailedRole = Qt::UserRole + 2;

    explicit ResultsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void addResult(const ndr::RunResult& result);
    void addResults(const std::vector<ndr::RunResult>& results);
    void clear();

    const ndr::RunResult& result(int row) const { return results_.at(std::size_t(row)); }
    const std::vector<ndr::RunResult>& results() const { return results_; }
    // Runs that failed (verification or a runtime error), and runs that did not finish (cancelled,
    // or skipped for a broken limit): red and grey rows.
    int failedCount() const;
    int notRunCount() const { return notRun_; }
    // Index of a CSV column by name, -1 when the core does not write it.
    int columnIndex(const QString& name) const { return int(columns_.indexOf(name)); }

    // Measured device peaks. Once any are known the table gains one column after the CSV ones,
    // "pct_of_peak": the run's headline number as a percentage of its device's peak (copy
    // bandwidth for GB/s workloads, FP32 FMA for GFLOP/s ones). It is not exported: the CSV
    // describes the run, the peak belongs to the device.
    void setPeaks(const std::vector<ndr::DevicePeaks>& peaks);
    bool hasPeakColumn() const { return peakColumn_; }
    int peakColumnIndex() const { return peakColumn_ ? int(columns_.size()) : -1; }
    // Percentage of the peak, or a negative number when unknown (failed run, no peaks).
    double percentOfPeak(int row) const;

    // Header tooltips are translated; call after a language switch.
    void retranslate();

    // The kernel_ms_samples cell: how many and their range ("20 × 1.23 … 1.31"), and its
    // tooltip listing the first of them. Empty for a run without samples.
    static QString samplesSummary(const ndr::RunResult& r);
    static QString samplesTooltip(const ndr::RunResult& r);

    // The speed-up over the sequential CPU loop with its 95 % interval (ndr::inverseInterval of the
    // kernel time's): "12.3× the sequential CPU loop [11.9, 12.8]"; empty without a CPU timing.
    static QString speedupText(const ndr::RunResult& r);

signals:
    void countsChanged(int rows, int failed);

private:
    QString tooltipFor(int row) const;
    int samplesColumn_ = -1;
    int speedupColumn_ = -1;

    QStringList columns_;
    std::vector<ndr::RunResult> results_;
    // toCsvFields() formats every number; caching it keeps data() cheap while the view scrolls
    // during a sweep.
    std::vector<QStringList> fields_;
    int failed_ = 0;
    int notRun_ = 0;
    std::vector<ndr::DevicePeaks> peaks_;
    bool peakColumn_ = false;
};

} // namespace studio
