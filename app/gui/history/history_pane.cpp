#include "gui/history/history_pane.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "models/history_filter_model.hpp"
#include "models/history_model.hpp"
#include "session/history_read_job.hpp"
#include "session/history_recorder.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

// Puts "all" (empty data) and then `values` in `box`, keeping the current choice where it is
// still offered.
void fillBox(QComboBox* box, const QString& all, const std::set<QString>& values)
{
    const QString current = box->currentData().toString();
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(all, QString());
    for (const QString& v : values)
        box->addItem(v, v);
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

} // namespace

HistoryPane::HistoryPane(Session* session, HistoryRecorder* recorder, QWidget* parent)
    : QWidget(parent), session_(session), recorder_(recorder), model_(new HistoryModel(this)),
      filter_(new HistoryFilterModel(this)), reader_(new HistoryReadJob(this))
{
    filter_->setHistoryModel(model_);
    build();
    connect(reader_, &HistoryReadJob::finished, this, &HistoryPane::onLoaded);
    connect(recorder_, &HistoryRecorder::recorded, this, [this] {
        if (isVisible())
            reload();
        else
            stale_ = true;
    });
    connect(recorder_, &HistoryRecorder::sessionIdsChanged, this, &HistoryPane::updateStatus);
    retranslateUi();
}

void HistoryPane::build()
{
    deviceLabel_ = new QLabel;
    variantLabel_ = new QLabel;
    workloadLabel_ = new QLabel;
    device_ = new QComboBox;
    device_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    variant_ = new QComboBox;
    workload_ = new QComboBox;
    sinceOn_ = new QCheckBox;
    since_ = new QDateEdit(QDate::currentDate());
    since_->setCalendarPopup(true);
    since_->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    since_->setEnabled(false);
    search_ = new QLineEdit;
    search_->setClearButtonEnabled(true);
    refresh_ = new QPushButton;
    add_ = new QPushButton;
    add_->setEnabled(false);
    status_ = new QLabel;
    status_->setWordWrap(true);

    view_ = new QTableView;
    view_->setModel(filter_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(HistoryModel::Time, Qt::DescendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setWordWrap(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    for (auto [column, width] : {std::pair{HistoryModel::Id, 45}, std::pair{HistoryModel::Time, 140},
                                 std::pair{HistoryModel::Source, 110}, std::pair{HistoryModel::Device, 195},
                                 std::pair{HistoryModel::Variant, 130}, std::pair{HistoryModel::Workload, 75},
                                 std::pair{HistoryModel::N, 75}, std::pair{HistoryModel::Local, 60},
                                 std::pair{HistoryModel::Status, 100}, std::pair{HistoryModel::Gflops, 75},
                                 std::pair{HistoryModel::Gbps, 70},
                                 std::pair{HistoryModel::KernelMs, 80}})
        view_->setColumnWidth(column, width);

    auto* filters = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{deviceLabel_, device_, variantLabel_, variant_, workloadLabel_,
                                                      workload_, sinceOn_, since_})
        filters->addWidget(w);
    filters->addWidget(search_, 1);
    filters->addWidget(refresh_);
    auto* actions = new QHBoxLayout;
    actions->addWidget(add_);
    actions->addWidget(status_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(view_, 1);
    layout->addLayout(actions);

    for (QComboBox* box : {device_, variant_, workload_})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryPane::applyFilters);
    connect(sinceOn_, &QCheckBox::toggled, since_, &QWidget::setEnabled);
    connect(sinceOn_, &QCheckBox::toggled, this, &HistoryPane::applyFilters);
    connect(since_, &QDateEdit::dateChanged, this, &HistoryPane::applyFilters);
    connect(search_, &QLineEdit::textChanged, this, &HistoryPane::applyFilters);
    connect(refresh_, &QPushButton::clicked, this, &HistoryPane::reload);
    connect(add_, &QPushButton::clicked, this, &HistoryPane::addSelectedToSession);
    connect(view_, &QTableView::doubleClicked, this, &HistoryPane::addSelectedToSession);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryPane::updateStatus);
}

void HistoryPane::retranslateUi()
{
    deviceLabel_->setText(tr("Device:"));
    variantLabel_->setText(tr("Variant:"));
    workloadLabel_->setText(tr("Workload:"));
    sinceOn_->setText(tr("Since"));
    search_->setPlaceholderText(tr("Search device, variant, parameters, errors, origin…"));
    refresh_->setText(tr("&Refresh"));
    add_->setText(tr("&Add to session"));
    add_->setToolTip(tr("Put the selected runs in Results, Charts and Timeline beside this session's runs"));
    fillChoices();
    updateStatus();
}

void HistoryPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void HistoryPane::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (stale_)
        reload();
}

void HistoryPane::reload()
{
    stale_ = false;
    reader_->readList();
}

void HistoryPane::onLoaded(const HistoryReadOutcome& outcome)
{
    error_ = outcome.error;
    everLoaded_ = true;
    if (outcome.error.isEmpty())
        model_->setEntries(outcome.entries);
    fillChoices();
    updateStatus();
    emit loaded();
}

void HistoryPane::fillChoices()
{
    std::set<QString> devices, variants, workloads;
    for (const ndr::HistoryEntry& e : model_->entries()) {
        devices.insert(QString::fromStdString(e.run.device));
        variants.insert(QString::fromStdString(e.run.variant));
        workloads.insert(QString::fromStdString(e.run.workload));
    }
    fillBox(device_, tr("All devices"), devices);
    fillBox(variant_, tr("All variants"), variants);
    fillBox(workload_, tr("All workloads"), workloads);
    applyFilters();
}

void HistoryPane::applyFilters()
{
    filter_->setDevice(device_->currentData().toString());
    filter_->setVariant(variant_->currentData().toString());
    filter_->setWorkload(workload_->currentData().toString());
    filter_->setSince(sinceOn_->isChecked() ? since_->date() : QDate());
    filter_->setSearch(search_->text());
    updateStatus();
}

std::vector<int> HistoryPane::selectedSourceRows() const
{
    std::vector<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows.push_back(filter_->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

int HistoryPane::addSelectedToSession()
{
    const std::vector<qint64>& inSession = recorder_->sessionIds();
    std::vector<ndr::RunResult> runs;
    std::vector<qint64> ids;
    // Oldest first, as runs join a session.
    std::vector<int> rows = selectedSourceRows();
    std::sort(rows.begin(), rows.end(), [this](int a, int b) { return model_->entry(a).id < model_->entry(b).id; });
    for (int row : rows) {
        const ndr::HistoryEntry& e = model_->entry(row);
        if (std::find(inSession.begin(), inSession.end(), e.id) != inSession.end())
            continue;
        runs.push_back(e.run);
        ids.push_back(e.id);
    }
    if (runs.empty()) {
        note_ = rows.empty() ? QString() : tr("The selected runs are in this session already.");
        updateStatus();
        return 0;
    }
    session_->addRuns(runs);
    recorder_->adoptIds(ids);
    note_ = tr("%n run(s) added to this session: see Results, Charts and Timeline.", nullptr, int(runs.size()));
    updateStatus();
    emit addedToSession(int(runs.size()));
    return int(runs.size());
}

void HistoryPane::updateStatus()
{
    const std::vector<qint64>& inSession = recorder_->sessionIds();
    bool canAdd = false;
    for (int row : selectedSourceRows())
        canAdd = canAdd || std::find(inSession.begin(), inSession.end(), model_->entry(row).id) == inSession.end();
    add_->setEnabled(canAdd);
    status_->setText(statusText());
    status_->setToolTip(QString::fromStdString(ndr::History::defaultPath()));
}

QString HistoryPane::statusText() const
{
    if (!error_.isEmpty())
        return tr("The run history could not be read: %1").arg(error_);
    if (!everLoaded_)
        return tr("Reading the run history…");
    QString text = tr("%1 of %n stored run(s) shown.", nullptr, model_->rowCount()).arg(filter_->rowCount());
    if (!note_.isEmpty())
        text += QLatin1Char(' ') + note_;
    return text;
}

} // namespace studio
