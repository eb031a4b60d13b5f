#pragma once
#include <QAbstractTableModel>
#include <QString>
#include <vector>

#include "ndr/run_result.hpp"

namespace studio {

// The Timeline view's stage table: for each run shown and each command type (write, warm-up,
// kernel, read, map), how many commands and the mean and max of the three stages between the
// OpenCL timestamps (queued→submit, submit→start, start→end), in microseconds.
class StageSummaryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        RunColumn,
        TypeColumn,
        CountColumn,
        QueueMean,
        QueueMax,
        LaunchMean,
        LaunchMax,
        ExecMean,
        ExecMax,
        ColumnCount
    };
    // Numeric cells answer this role with the value in µs (for sorting and tests).
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit StageSummaryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRuns(const std::vector<ndr::RunResult>& runs);
    void clear() { setRuns({}); }

    struct Row {
        QString run, type;
        int count = 0;
        double mean[3] = {0, 0, 0}; // queue wait, launch latency, execution (µs)
        double max[3] = {0, 0, 0};
    };
    const std::vector<Row>& rows() const { return rows_; }

    // "tiled N=256 (alloc, ooo)": how the view names a run.
    static QString runLabel(const ndr::RunResult& run);

private:
    std::vector<Row> rows_;
};

} // namespace studio
