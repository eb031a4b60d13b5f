#include "gui/history/history_pane.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "models/history_model.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/user_kernel.hpp"
#include "session/history_read_job.hpp"
#include "session/history_recorder.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

// Typing pauses this long before the history is searched.
constexpr int kSearchDelayMs = 250;

// Puts "all" (empty data) and then `values` in `box`, keeping the current choice where it is
// still offered.
void fillBox(QComboBox* box, const QString& all, const QStringList& values)
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
      reader_(new HistoryReadJob(this))
{
    build();
    connect(model_, &HistoryModel::loaded, this, &HistoryPane::onLoaded);
    connect(model_, &HistoryModel::pageLoaded, this, &HistoryPane::updateStatus);
    connect(model_, &HistoryModel::deleted, this, &HistoryPane::onDeleted);
    connect(reader_, &HistoryReadJob::finished, this, &HistoryPane::onRunsRead);
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
    buildFilters();
    buildActions();
    buildView();

    auto* filters = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{deviceLabel_, device_, variantLabel_, variant_, workloadLabel_,
                                                      workload_, sinceOn_, since_})
        filters->addWidget(w);
    filters->addWidget(search_, 1);
    filters->addWidget(refresh_);
    auto* actions = new QHBoxLayout;
    for (QPushButton* b : {add_, compare_, delete_, openKernel_})
        actions->addWidget(b);
    actions->addWidget(status_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(view_, 1);
    layout->addLayout(actions);
    connectWidgets();
}

void HistoryPane::buildFilters()
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
    searchDelay_ = new QTimer(this);
    searchDelay_->setSingleShot(true);
    searchDelay_->setInterval(kSearchDelayMs);
    refresh_ = new QPushButton;
}

void HistoryPane::buildActions()
{
    add_ = new QPushButton;
    add_->setEnabled(false);
    delete_ = new QPushButton;
    delete_->setEnabled(false);
    openKernel_ = new QPushButton;
    openKernel_->setObjectName(QStringLiteral("openRunAsKernel"));
    openKernel_->setEnabled(false);
    status_ = new QLabel;
    status_->setWordWrap(true);
    addAction_ = new QAction(this);
    deleteAction_ = new QAction(this);
    openKernelAction_ = new QAction(this);
    deleteAction_->setShortcut(QKeySequence::Delete);
    deleteAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    // Compare…: the selection as side A (the baseline) or side B of the Compare view.
    compareA_ = new QAction(this);
    compareA_->setObjectName(QStringLiteral("compareSelectionAsA"));
    compareB_ = new QAction(this);
    compareB_->setObjectName(QStringLiteral("compareSelectionAsB"));
    compare_ = new QPushButton;
    compare_->setObjectName(QStringLiteral("compareSelection"));
    compare_->setEnabled(false);
    auto* menu = new QMenu(compare_);
    menu->addAction(compareA_);
    menu->addAction(compareB_);
    compare_->setMenu(menu);
}

void HistoryPane::buildView()
{
    view_ = new QTableView;
    view_->setModel(model_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(HistoryModel::Time, Qt::DescendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setWordWrap(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    for (auto [column, width] :
         {std::pair{HistoryModel::Id, 55}, std::pair{HistoryModel::Time, 140}, std::pair{HistoryModel::Source, 110},
          std::pair{HistoryModel::Device, 195}, std::pair{HistoryModel::Variant, 130},
          std::pair{HistoryModel::Workload, 75}, std::pair{HistoryModel::N, 75}, std::pair{HistoryModel::Local, 60},
          std::pair{HistoryModel::Status, 100}, std::pair{HistoryModel::Gflops, 75}, std::pair{HistoryModel::Gbps, 70},
          std::pair{HistoryModel::KernelMs, 80}})
        view_->setColumnWidth(column, width);
    for (QAction* a : {addAction_, compareA_, compareB_, deleteAction_, openKernelAction_})
        view_->addAction(a);
    view_->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void HistoryPane::connectWidgets()
{
    for (QComboBox* box : {device_, variant_, workload_})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryPane::applyFilters);
    connect(sinceOn_, &QCheckBox::toggled, since_, &QWidget::setEnabled);
    connect(sinceOn_, &QCheckBox::toggled, this, &HistoryPane::applyFilters);
    connect(since_, &QDateEdit::dateChanged, this, &HistoryPane::applyFilters);
    connect(search_, &QLineEdit::textChanged, searchDelay_, qOverload<>(&QTimer::start));
    connect(searchDelay_, &QTimer::timeout, this, &HistoryPane::applyFilters);
    connect(refresh_, &QPushButton::clicked, this, &HistoryPane::reload);
    connect(add_, &QPushButton::clicked, this, &HistoryPane::addSelectedToSession);
    connect(addAction_, &QAction::triggered, this, &HistoryPane::addSelectedToSession);
    connect(view_, &QTableView::doubleClicked, this, &HistoryPane::addSelectedToSession);
    connect(compareA_, &QAction::triggered, this, [this] { compareSelected(false); });
    connect(compareB_, &QAction::triggered, this, [this] { compareSelected(true); });
    connect(delete_, &QPushButton::clicked, this, &HistoryPane::deleteSelected);
    connect(deleteAction_, &QAction::triggered, this, &HistoryPane::deleteSelected);
    connect(openKernel_, &QPushButton::clicked, this, &HistoryPane::openSelectedAsKernel);
    connect(openKernelAction_, &QAction::triggered, this, &HistoryPane::openSelectedAsKernel);
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
    addAction_->setText(tr("Add to session"));
    delete_->setText(tr("&Delete…"));
    delete_->setToolTip(tr("Delete the selected runs from the run history (asks first)"));
    deleteAction_->setText(tr("Delete…"));
    openKernel_->setText(tr("Open as &kernel"));
    openKernel_->setToolTip(tr("Open the source text this user-kernel run ran as an editable kernel in Run setup"));
    openKernelAction_->setText(tr("Open as kernel"));
    compare_->setText(tr("&Compare…"));
    compare_->setToolTip(tr("Open the selected runs in the Compare view as one of its two sets"));
    compareA_->setText(tr("Compare as set A (baseline)"));
    compareB_->setText(tr("Compare as set B"));
    fillChoices();
    updateStatus();
}

void HistoryPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        model_->reload(); // the status names the search matches are translated
    }
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
    applyFilters();
    model_->reload();
}

void HistoryPane::onLoaded()
{
    fillChoices();
    updateStatus();
    emit loaded();
}

void HistoryPane::fillChoices()
{
    fillBox(device_, tr("All devices"), model_->devices());
    fillBox(variant_, tr("All variants"), model_->variants());
    fillBox(workload_, tr("All workloads"), model_->workloads());
    applyFilters();
}

void HistoryPane::applyFilters()
{
    searchDelay_->stop();
    HistoryModel::Filter f;
    f.device = device_->currentData().toString();
    f.variant = variant_->currentData().toString();
    f.workload = workload_->currentData().toString();
    f.since = sinceOn_->isChecked() ? since_->date() : QDate();
    f.search = search_->text().trimmed();
    model_->setFilter(f);
    updateStatus();
}

std::vector<int> HistoryPane::selectedRows() const
{
    std::vector<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows.push_back(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

int HistoryPane::addSelectedToSession()
{
    std::vector<qint64> ids;
    int damaged = 0;
    for (int row : selectedRows()) {
        if (!model_->row(row).damage.empty())
            ++damaged;
        else if (!recorder_->inSession(model_->idAt(row)))
            ids.push_back(model_->idAt(row));
    }
    std::sort(ids.begin(), ids.end()); // oldest first, as runs join a session
    if (ids.empty()) {
        note_ = damaged > 0 ? tr("%n selected run(s) do not read back (damaged) and cannot be added.", nullptr, damaged)
                : selectedRows().empty() ? QString()
                                         : tr("The selected runs are in this session already.");
        updateStatus();
        return 0;
    }
    note_ = tr("Reading %n run(s) from the run history…", nullptr, int(ids.size()));
    updateStatus();
    reader_->readIds(ids);
    return int(ids.size());
}

bool HistoryPane::openSelectedAsKernel()
{
    const std::vector<int> rows = selectedRows();
    if (rows.size() != 1 || !ndr::isUserVariantName(model_->row(rows.front()).variant))
        return false;
    reader_->readKernelOf(model_->idAt(rows.front()));
    return true;
}

void HistoryPane::onKernelRead(const HistoryReadOutcome& outcome)
{
    if (!outcome.error.isEmpty() || outcome.entries.size() != 1 || outcome.kernelSource.empty()) {
        const QString why = !outcome.error.isEmpty() ? outcome.error
                                                     : tr("the history holds no source text for this run (it was "
                                                          "made before sources were kept, or its kernel had changed)");
        note_ = tr("Not opened as a kernel: %1").arg(why);
        updateStatus();
        emit kernelOpened(QString(), why);
        return;
    }
    const ndr::HistoryEntry& e = outcome.entries.front();
    // Its own name, so that the kernel being edited under the run's name is left as it is.
    const std::string stem = e.run.variant.substr(5) + "_run" + std::to_string(e.id);
    try {
        // Built as the run was: its entry point and build options, where the history keeps them.
        const ndr::HistoryKernelBuild build = outcome.kernelBuild.value_or(ndr::HistoryKernelBuild{});
        const ndr::UserKernel kernel =
            ndr::userKernelFromSource(stem, outcome.kernelSource, build.entry, build.buildOptions);
        session_->requestKernel(kernel);
        note_.clear();
        updateStatus();
        emit kernelOpened(QString::fromStdString(kernel.name), QString());
    } catch (const ndr::Error& x) {
        note_ = tr("Not opened as a kernel: %1").arg(QString::fromStdString(x.what()));
        updateStatus();
        emit kernelOpened(QString(), QString::fromStdString(x.what()));
    }
}

void HistoryPane::onRunsRead(const HistoryReadOutcome& outcome)
{
    if (outcome.kernelOf) {
        onKernelRead(outcome);
        return;
    }
    if (!outcome.error.isEmpty()) {
        note_ = tr("The runs could not be read: %1").arg(outcome.error);
        updateStatus();
        return;
    }
    std::vector<ndr::RunResult> runs;
    std::vector<qint64> ids;
    for (const ndr::HistoryEntry& e : outcome.entries) {
        runs.push_back(e.run);
        ids.push_back(e.id);
    }
    const int added = runs.empty() ? 0 : session_->addRuns(runs);
    recorder_->adoptIds(ids);
    note_ = tr("%n run(s) added to this session: see Results, Charts and Timeline.", nullptr, added);
    if (!outcome.damaged.empty())
        note_ += QLatin1Char(' ') +
                 tr("%n run(s) do not read back (damaged) and were not added.", nullptr, int(outcome.damaged.size()));
    updateStatus();
    emit addedToSession(added);
}

QString HistoryPane::selectionSet() const
{
    QStringList ids;
    for (int row : selectedRows())
        if (model_->row(row).damage.empty())
            ids.append(QString::number(model_->idAt(row)));
    return ids.isEmpty() ? QString() : QStringLiteral("history:id=") + ids.join(QLatin1Char(','));
}

bool HistoryPane::compareSelected(bool sideB)
{
    const QString set = selectionSet();
    if (set.isEmpty())
        return false;
    if (selectedRows().size() > ndr::kMaxHistoryFilterIds) {
        note_ = tr("Select at most %1 runs to compare (or filter the history in the Compare view).")
                    .arg(ndr::kMaxHistoryFilterIds);
        updateStatus();
        return false;
    }
    note_.clear();
    updateStatus();
    session_->requestCompare(set, sideB);
    return true;
}

int HistoryPane::deleteSelected()
{
    std::vector<qint64> ids;
    for (int row : selectedRows())
        ids.push_back(model_->idAt(row));
    if (ids.empty())
        return 0;
    const auto answer = QMessageBox::question(
        this, tr("Delete runs"),
        tr("Delete %n run(s) from the run history? This cannot be undone; runs in this session stay there.", nullptr,
           int(ids.size())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return 0;
    note_ = tr("Deleting %n run(s)…", nullptr, int(ids.size()));
    updateStatus();
    model_->deleteRuns(ids);
    return int(ids.size());
}

void HistoryPane::onDeleted(int count, const QString& error)
{
    note_ = error.isEmpty() ? tr("%n run(s) deleted from the run history.", nullptr, count)
                            : tr("The runs could not be deleted: %1").arg(error);
    updateStatus();
    emit deleted(count, error);
}

void HistoryPane::updateStatus()
{
    bool canAdd = false;
    const std::vector<int> rows = selectedRows();
    for (int row : rows)
        canAdd = canAdd || (model_->row(row).damage.empty() && !recorder_->inSession(model_->idAt(row)));
    add_->setEnabled(canAdd);
    addAction_->setEnabled(canAdd);
    delete_->setEnabled(!rows.empty());
    const bool userRun = rows.size() == 1 && model_->row(rows.front()).damage.empty() &&
                         ndr::isUserVariantName(model_->row(rows.front()).variant);
    openKernel_->setEnabled(userRun);
    openKernelAction_->setEnabled(userRun);
    deleteAction_->setEnabled(!rows.empty());
    bool readable = false;
    for (int row : rows)
        readable = readable || model_->row(row).damage.empty();
    compare_->setEnabled(readable);
    compareA_->setEnabled(readable);
    compareB_->setEnabled(readable);
    status_->setText(statusText());
    status_->setToolTip(QString::fromStdString(ndr::History::defaultPath()));
}

QString HistoryPane::statusText() const
{
    if (!model_->error().isEmpty())
        return tr("The run history could not be read: %1").arg(model_->error());
    if (!model_->everLoaded())
        return tr("Reading the run history…");
    QString text = tr("%1 of %n stored run(s) shown.", nullptr, model_->stored()).arg(model_->matching());
    if (model_->damagedRows() > 0)
        text += QLatin1Char(' ') + tr("%n listed run(s) do not read back (damaged): select them and Delete.", nullptr,
                                      model_->damagedRows());
    if (!note_.isEmpty())
        text += QLatin1Char(' ') + note_;
    return text;
}

} // namespace studio
