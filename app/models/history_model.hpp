#pragma once
#include <QAbstractTableModel>
#include <QDateTime>
#include <QString>
#include <optional>
#include <vector>

#include "ndr/history.hpp"

namespace studio {

// The runs of the run history (ndr::History::list), one row per stored run, newest first: when
// and where it ran, what ran, how it ended, its GFLOP/s and GB/s, and where it came from.
class HistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Time, Source, Device, Variant, Workload, N, Local, Status, Gflops, Gbps, KernelMs, Origin,
                  ColumnCount };
    // Numeric and time columns answer this role with a number, so a proxy sorts 9 before 10.
    static constexpr int SortRole = Qt::UserRole + 1;
    // true when the run did not produce a verified result.
    static constexpr int FailedRole = Qt::UserRole + 2;

    explicit HistoryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setEntries(std::vector<ndr::HistoryEntry> entries);
    const std::vector<ndr::HistoryEntry>& entries() const { return entries_; }
    const ndr::HistoryEntry& entry(int row) const { return entries_.at(std::size_t(row)); }
    // The run's time (RunResult::timestamp) as UTC; invalid when it does not parse.
    QDateTime timeOf(int row) const { return times_.at(std::size_t(row)); }

    // A verified run's GFLOP/s or GB/s (where the catalogue models it); empty otherwise: a failed
    // run's figure is no valid result.
    static std::optional<double> gflops(const ndr::RunResult& run);
    static std::optional<double> gbps(const ndr::RunResult& run);
    static QString statusText(ndr::RunStatus status);
    static QString sourceText(ndr::HistorySource source);

private:
    QVariant display(const ndr::HistoryEntry& e, int row, int column) const;
    QVariant sortValue(const ndr::HistoryEntry& e, int row, int column) const;

    std::vector<ndr::HistoryEntry> entries_;
    std::vector<QDateTime> times_;
};

} // namespace studio
