#include "models/history_model.hpp"

#include <QMetaObject>
#include <QMutexLocker>
#include <exception>

#include "models/status_colours.hpp"

namespace studio {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

QString figure(std::optional<double> value)
{
    if (!value)
        return {};
    return QString::number(*value, 'f', *value >= 100 ? 0 : *value >= 10 ? 1 : 2);
}

ndr::HistoryOrder orderOf(int column)
{
    switch (HistoryModel::Column(column)) {
    case HistoryModel::Id:
        return ndr::HistoryOrder::Id;
    case HistoryModel::Source:
        return ndr::HistoryOrder::Source;
    case HistoryModel::Device:
        return ndr::HistoryOrder::Device;
    case HistoryModel::Variant:
        return ndr::HistoryOrder::Variant;
    case HistoryModel::Workload:
        return ndr::HistoryOrder::Workload;
    case HistoryModel::N:
        return ndr::HistoryOrder::N;
    case HistoryModel::Local:
        return ndr::HistoryOrder::Local;
    case HistoryModel::Status:
        return ndr::HistoryOrder::Status;
    case HistoryModel::Gflops:
        return ndr::HistoryOrder::Gflops;
    case HistoryModel::Gbps:
        return ndr::HistoryOrder::Gbps;
    case HistoryModel::KernelMs:
        return ndr::HistoryOrder::KernelMs;
    case HistoryModel::Origin:
        return ndr::HistoryOrder::Origin;
    default:
        return ndr::HistoryOrder::Time;
    }
}

QStringList toStringList(const std::vector<std::string>& values)
{
    QStringList out;
    for (const std::string& v : values)
        out.append(text(v));
    return out;
}

// The row's colours: its status's, a damaged run's as a failure's.
ndr::RunStatus colourStatus(const ndr::HistoryRow& r)
{
    return r.damage.empty() ? r.status.value_or(ndr::RunStatus::RuntimeError) : ndr::RunStatus::RuntimeError;
}

} // namespace

HistoryModel::HistoryModel(QObject* parent, const QString& historyPath)
    : QAbstractTableModel(parent), path_(historyPath)
{
    pool_.setMaxThreadCount(1);
}

HistoryModel::~HistoryModel() { pool_.waitForDone(); }

int HistoryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int HistoryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString HistoryModel::statusText(ndr::RunStatus status)
{
    switch (status) {
    case ndr::RunStatus::Verified:
        return tr("verified");
    case ndr::RunStatus::VerificationFailed:
        return tr("verification failed");
    case ndr::RunStatus::RuntimeError:
        return tr("runtime error");
    case ndr::RunStatus::Cancelled:
        return tr("cancelled");
    case ndr::RunStatus::Skipped:
        return tr("skipped");
    }
    return {};
}

QString HistoryModel::statusText(const ndr::HistoryRow& row)
{
    if (!row.damage.empty())
        return tr("damaged");
    return row.status ? statusText(*row.status) : tr("unknown");
}

QString HistoryModel::sourceText(ndr::HistorySource source)
{
    switch (source) {
    case ndr::HistorySource::Cli:
        return tr("ndrange-bench");
    case ndr::HistorySource::Studio:
        return tr("studio");
    case ndr::HistorySource::Import:
        return tr("imported");
    }
    return {};
}

QVariant HistoryModel::display(int row, int column) const
{
    const ndr::HistoryRow& r = rows_[std::size_t(row)];
    switch (Column(column)) {
    case Id:
        return QString::number(r.id);
    case Time: {
        const QDateTime& t = times_[std::size_t(row)];
        return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : text(r.timestamp);
    }
    case Source:
        return sourceText(r.source);
    case Device:
        return text(r.device);
    case Variant:
        return text(r.variant);
    case Workload:
        return text(r.workload);
    case N:
        return QString::number(qulonglong(r.n));
    case Local:
        return text(r.local);
    case Status:
        return statusText(r);
    case Gflops: // a run that does not read back shows no figure, as a failed one
        return r.damage.empty() ? figure(r.gflops) : QString();
    case Gbps:
        return r.damage.empty() ? figure(r.gbps) : QString();
    case KernelMs:
        return r.kernelMedianMs ? QString::number(*r.kernelMedianMs, 'f', 3) : QString();
    case Origin:
        return text(r.origin);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const ndr::HistoryRow& r = rows_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case IdRole:
        return qlonglong(r.id);
    case DamagedRole:
        return !r.damage.empty();
    case FailedRole:
        return !r.damage.empty() || r.status != ndr::RunStatus::Verified;
    case Qt::BackgroundRole:
        return statusBackground(colourStatus(r));
    case Qt::ForegroundRole:
        return statusForeground(colourStatus(r));
    case Qt::ToolTipRole:
        if (!r.damage.empty())
            return tr("The stored run does not read back (%1); select it and Delete it.").arg(text(r.damage));
        if (index.column() == Origin && !r.origin.empty())
            return text(r.origin);
        if (!r.error.empty())
            return text(r.error);
        if (!r.params.empty())
            return tr("Parameters: %1").arg(text(r.params));
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Id:
        case N:
        case Gflops:
        case Gbps:
        case KernelMs:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Id:
        return tr("Id");
    case Time:
        return tr("Time");
    case Source:
        return tr("Source");
    case Device:
        return tr("Device");
    case Variant:
        return tr("Variant");
    case Workload:
        return tr("Workload");
    case N:
        return tr("N");
    case Local:
        return tr("Local");
    case Status:
        return tr("Status");
    case Gflops:
        return tr("GFLOP/s");
    case Gbps:
        return tr("GB/s");
    case KernelMs:
        return tr("Kernel (ms)");
    case Origin:
        return tr("Imported from");
    case ColumnCount:
        break;
    }
    return {};
}

ndr::HistoryQuery HistoryModel::query() const
{
    ndr::HistoryQuery q;
    q.device = filter_.device.toStdString();
    q.variant = filter_.variant.toStdString();
    q.workload = filter_.workload.toStdString();
    if (filter_.since.isValid())
        q.since = QDateTime(filter_.since, QTime(0, 0))
                      .toUTC()
                      .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"))
                      .toStdString();
    const QString search = filter_.search.trimmed();
    q.search = search.toStdString();
    if (!search.isEmpty())
        for (ndr::RunStatus s : {ndr::RunStatus::Verified, ndr::RunStatus::VerificationFailed,
                                 ndr::RunStatus::RuntimeError, ndr::RunStatus::Cancelled, ndr::RunStatus::Skipped})
            if (statusText(s).contains(search, Qt::CaseInsensitive))
                q.searchStatuses.push_back(s);
    q.order = order_;
    q.descending = descending_;
    return q;
}

void HistoryModel::sort(int column, Qt::SortOrder order)
{
    const ndr::HistoryOrder by = orderOf(column);
    const bool descending = order == Qt::DescendingOrder;
    if (by == order_ && descending == descending_)
        return;
    order_ = by;
    descending_ = descending;
    if (requested_)
        reload();
}

void HistoryModel::setFilter(const Filter& filter)
{
    if (filter == filter_)
        return;
    filter_ = filter;
    if (requested_)
        reload();
}

void HistoryModel::reload()
{
    requested_ = true;
    ++generation_;
    submit(Request{Kind::First, generation_, query(), 0, {}});
}

bool HistoryModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && !isLoading() && error_.isEmpty() && int(rows_.size()) < matching_;
}

void HistoryModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    submit(Request{Kind::More, generation_, query(), rows_.size(), {}});
}

void HistoryModel::deleteRuns(const std::vector<qint64>& ids)
{
    requested_ = true;
    deletes_.push_back(Request{Kind::Delete, generation_, {}, 0, ids});
    if (!busy_)
        startNext();
}

void HistoryModel::submit(Request r)
{
    next_ = std::move(r);
    queued_ = true;
    if (!busy_) {
        startNext();
    } else if (busyKind_ != Kind::Delete) {
        // The read under way answers an older request: end it early. A deletion always finishes.
        QMutexLocker lock(&historyLock_);
        if (history_)
            history_->interrupt();
    }
}

void HistoryModel::startNext()
{
    Request r;
    if (!deletes_.empty()) {
        r = std::move(deletes_.front());
        deletes_.erase(deletes_.begin());
    } else if (queued_) {
        r = std::move(next_);
        queued_ = false;
    } else {
        return;
    }
    busy_ = true;
    busyKind_ = r.kind;
    pool_.start([this, r = std::move(r)] {
        Answer a = answer(r);
        QMetaObject::invokeMethod(
            this, [this, a = std::move(a)] { onAnswer(a); }, Qt::QueuedConnection);
    });
}

HistoryModel::Answer HistoryModel::answer(const Request& r)
{
    Answer a;
    a.request = r;
    try {
        const std::string path = path_.isEmpty() ? ndr::History::defaultPath() : path_.toStdString();
        if (r.kind == Kind::Delete) { // the one write: a history opened for it (it names a permission it lacks)
            a.deleted = ndr::History(path).remove(std::vector<std::int64_t>(r.ids.begin(), r.ids.end()));
            return a;
        }
        {
            QMutexLocker lock(&historyLock_);
            if (!history_) // for reading: a history this user may not write is still shown
                history_ = std::make_unique<ndr::History>(ndr::HistoryAccess::ReadOnly, path);
        }
        const ndr::History& h = *history_;
        if (r.kind == Kind::First) {
            a.matching = h.count(r.query);
            a.stored = h.count();
            a.devices = toStringList(h.distinct(ndr::HistoryChoice::Device));
            a.variants = toStringList(h.distinct(ndr::HistoryChoice::Variant));
            a.workloads = toStringList(h.distinct(ndr::HistoryChoice::Workload));
        }
        a.rows = h.rows(r.query, r.offset, kPageSize);
        for (const ndr::HistoryRow& row : a.rows)
            a.times.push_back(QDateTime::fromString(text(row.timestamp), Qt::ISODate).toUTC());
    } catch (const std::exception& e) { // ndr::HistoryError names the file and the reason
        a.rows.clear();
        a.times.clear();
        a.error = QString::fromStdString(e.what());
    }
    return a;
}

void HistoryModel::onAnswer(const Answer& a)
{
    // busy_ stays set while the rows change, so that a view asking for more meanwhile (from the
    // model's own signals) waits for this answer to be in place.
    const Request& r = a.request;
    if (r.kind == Kind::Delete) {
        busy_ = false;
        emit deleted(int(a.deleted), a.error);
        reload(); // starts the next request too
        return;
    }
    if (r.generation != generation_ || (r.kind == Kind::More && r.offset != rows_.size())) {
        busy_ = false; // a newer reload replaced it
        startNext();
        return;
    }
    if (r.kind == Kind::First) {
        beginResetModel();
        error_ = a.error;
        rows_ = a.rows;
        times_ = a.times;
        matching_ = a.error.isEmpty() ? int(a.matching) : 0;
        stored_ = a.error.isEmpty() ? int(a.stored) : 0;
        if (a.error.isEmpty()) {
            devices_ = a.devices;
            variants_ = a.variants;
            workloads_ = a.workloads;
        }
        damagedRows_ = 0;
        for (const ndr::HistoryRow& row : rows_)
            damagedRows_ += row.damage.empty() ? 0 : 1;
        everLoaded_ = true;
        endResetModel();
    } else if (!a.rows.empty()) {
        const int first = int(rows_.size());
        beginInsertRows({}, first, first + int(a.rows.size()) - 1);
        rows_.insert(rows_.end(), a.rows.begin(), a.rows.end());
        times_.insert(times_.end(), a.times.begin(), a.times.end());
        for (const ndr::HistoryRow& row : a.rows)
            damagedRows_ += row.damage.empty() ? 0 : 1;
        endInsertRows();
    } else if (a.rows.empty()) {
        // The history shrank meanwhile (or the page failed): nothing more to fetch.
        matching_ = int(rows_.size());
        if (!a.error.isEmpty())
            error_ = a.error;
    }
    busy_ = false;
    startNext();
    if (r.kind == Kind::First)
        emit loaded();
    emit pageLoaded();
}

} // namespace studio
