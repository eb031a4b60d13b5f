#pragma once
#include <QAbstractTableModel>
#include <optional>

#include "ndr/peaks.hpp"

namespace studio {

// The measured peaks of one device, one row per vector width (float … float16): read bandwidth
// (clpeak's figure), copy bandwidth and FP32 FMA throughput side by side, the best of each column
// in bold, so the table answers "which width does this device want" at a glance. The headers'
// tooltips say how each column is measured.
class PeaksModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { WidthColumn = 0, BandwidthColumn, CopyColumn, ComputeColumn, ColumnCount };

    explicit PeaksModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // nullopt empties the table (a device without measured peaks).
    void setPeaks(const std::optional<ndr::DevicePeaks>& peaks);
    const std::optional<ndr::DevicePeaks>& peaks() const { return peaks_; }
    void retranslate();

private:
    struct Row {
        int width = 1;
        double bandwidth = 0; // 0: not measured at this width
        double copy = 0;
        double compute = 0;
        int computeChains = 0;        // how the compute figure was reached (0: not recorded)
        std::size_t computeLocal = 0; // its work-group size
    };
    double cellValue(const Row& row, int column) const;
    double columnBest(int column) const;

    std::optional<ndr::DevicePeaks> peaks_;
    std::vector<Row> rows_;
};

} // namespace studio
