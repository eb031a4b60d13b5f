#pragma once
#include <QAbstractTableModel>
#include <QDate>
#include <QDateTime>
#include <QMutex>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <memory>
#include <optional>
#include <vector>

#include "ndr/history.hpp"

namespace studio {

// The runs of the run history, one row per stored run, as the History tab lists them: when and
// where each ran, what ran, how it ended, its GFLOP/s and GB/s, and where it came from. The rows
// are read from SQLite a page at a time (canFetchMore / fetchMore) off the GUI thread, filtered
// and sorted there (ndr::History::rows: indexed columns), so that neither the first screen nor
// memory grows with the number of stored runs. The model also deletes runs (on the same thread).
// Every read is asynchronous: loaded() follows reload(), pageLoaded() each page; a newer request
// replaces an older one that has not answered yet.
class HistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Id,
        Time,
        Source,
        Device,
        Variant,
        Workload,
        N,
        Local,
        Status,
        Gflops,
        Gbps,
        KernelMs,
        Origin,
        ColumnCount
    };
    // true when the run did not produce a verified result, or does not read back.
    static constexpr int FailedRole = Qt::UserRole + 2;
    // The run's id in the history (qlonglong).
    static constexpr int IdRole = Qt::UserRole + 3;
    // true when the stored run does not read back (its JSON is damaged).
    static constexpr int DamagedRole = Qt::UserRole + 4;
    static constexpr int kPageSize = 200;

    // What the History tab filters on. Device: the device's name or its id "P:D"; variant and
    // workload exactly (empty: any); runs on or after `since` (local time; invalid: any); a search
    // text any of the run's device, variant, workload, parameters, status, error or origin
    // contains, or its id.
    struct Filter {
        QString device, variant, workload;
        QDate since;
        QString search;
        bool operator==(const Filter&) const = default;
    };

    // `historyPath` empty: ndr::History::defaultPath() when first read.
    explicit HistoryModel(QObject* parent = nullptr, const QString& historyPath = {});
    ~HistoryModel() override; // waits for the read under way

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Numbers sort as numbers and times as times (in SQL); a run without a figure sorts below
    // every figure. Ties: newest first.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    // Reads the first page again (with the counts and the filter choices); loaded() follows.
    void reload();
    // Changes the filter and, when it changed, reloads.
    void setFilter(const Filter& filter);
    const Filter& filter() const { return filter_; }
    // Deletes these runs from the history (off the GUI thread), then reloads; deleted() follows.
    void deleteRuns(const std::vector<qint64>& ids);

    bool isLoading() const { return busy_ || queued_ || !deletes_.empty(); }
    bool everLoaded() const { return everLoaded_; }
    QString error() const { return error_; }         // why the last read failed, else empty
    int matching() const { return matching_; }       // rows the filter selects
    int stored() const { return stored_; }           // every stored run
    int damagedRows() const { return damagedRows_; } // of the rows read so far
    // The stored values the filters can choose from.
    const QStringList& devices() const { return devices_; }
    const QStringList& variants() const { return variants_; }
    const QStringList& workloads() const { return workloads_; }

    const ndr::HistoryRow& row(int r) const { return rows_.at(std::size_t(r)); }
    qint64 idAt(int r) const { return rows_.at(std::size_t(r)).id; }
    // The run's time (HistoryRow::timestamp) as UTC; invalid when it does not parse.
    QDateTime timeOf(int r) const { return times_.at(std::size_t(r)); }
    // What the filter means to the history (the since date as a UTC time, the statuses whose
    // shown name contains the search).
    ndr::HistoryQuery query() const;

    static QString statusText(ndr::RunStatus status);
    static QString sourceText(ndr::HistorySource source);
    // The Status column's text for a row: its status, or "damaged".
    static QString statusText(const ndr::HistoryRow& row);

signals:
    // A reload's first page arrived, or the read failed (error()).
    void loaded();
    // A page (the first one too) arrived.
    void pageLoaded();
    // deleteRuns ended: `count` runs removed, or `error`.
    void deleted(int count, const QString& error);

private:
    enum class Kind { First, More, Delete };
    struct Request {
        Kind kind = Kind::First;
        quint64 generation = 0;
        ndr::HistoryQuery query;
        std::size_t offset = 0;
        std::vector<qint64> ids;
    };
    struct Answer {
        Request request;
        std::vector<ndr::HistoryRow> rows;
        std::vector<QDateTime> times;
        std::size_t matching = 0, stored = 0, deleted = 0;
        QStringList devices, variants, workloads;
        QString error;
    };
    void submit(Request r);
    void startNext();
    Answer answer(const Request& r); // on the pool's thread
    void onAnswer(const Answer& a);
    QVariant display(int row, int column) const;

    QString path_;
    Filter filter_;
    ndr::HistoryOrder order_ = ndr::HistoryOrder::Time;
    bool descending_ = true;
    std::vector<ndr::HistoryRow> rows_;
    std::vector<QDateTime> times_;
    int matching_ = 0, stored_ = 0, damagedRows_ = 0;
    QStringList devices_, variants_, workloads_;
    QString error_;
    bool everLoaded_ = false;
    bool requested_ = false; // a reload was asked for: later sorts and filters read again
    quint64 generation_ = 0; // bumped by every reload: answers of older ones are dropped
    bool busy_ = false, queued_ = false;
    Kind busyKind_ = Kind::First;
    Request next_;                 // the newest read asked for while another ran
    std::vector<Request> deletes_; // deletions asked for while another request ran (none is dropped)

    QThreadPool pool_;
    QMutex historyLock_;                    // guards history_ against interrupt() from this thread
    std::unique_ptr<ndr::History> history_; // opened and used on the pool's thread
};

} // namespace studio
