#include "gui/results/results_pane.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "models/results_model.hpp"
#include "session/session.hpp"

namespace studio {

ResultsPane::ResultsPane(Session* session, QWidget* parent)
    : QWidget(parent), session_(session), model_(session->results())
{
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    // Numbers sort as numbers: the model answers SortRole with doubles.
    proxy_->setSortRole(ResultsModel::SortRole);

    view_ = new QTableView;
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder); // session order until the user clicks a header
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setAlternatingRowColors(false); // the red of failed rows must stay unambiguous
    view_->setWordWrap(false);
    view_->horizontalHeader()->setSectionsMovable(true);
    view_->horizontalHeader()->setDefaultSectionSize(96);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);

    // The columns a learner compares first get room; the rest keep the default width.
    const std::pair<const char*, int> widths[] = {{"timestamp", 170},       {"device", 200}, {"platform", 150},
                                                  {"variant", 150},         {"driver", 110}, {"error", 400},
                                                  {"kernel_ms_median", 130}};
    for (const auto& [name, width] : widths) {
        const int column = model_->columnIndex(QString::fromLatin1(name));
        if (column >= 0)
            view_->setColumnWidth(column, width);
    }

    // What a learner compares first goes to the front; the full CSV order stays one drag away
    // and the model (and export) keep the documented column order.
    const char* front[] = {"variant", "workload",         "n",        "local", "gflops",
                           "gbps",    "kernel_ms_median", "verified", "error"};
    int visual = 0;
    for (const char* name : front) {
        const int column = model_->columnIndex(QString::fromLatin1(name));
        if (column < 0)
            continue;
        view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(column), visual++);
    }

    fitHeaders();

    // The "% of peak" column arrives with the first measured peaks; it belongs beside gbps.
    connect(model_, &QAbstractItemModel::columnsInserted, this, [this](const QModelIndex&, int first, int) {
        fitHeaders();
        if (first != model_->peakColumnIndex())
            return;
        const int gbps = model_->columnIndex(QStringLiteral("gbps"));
        if (gbps >= 0)
            view_->horizontalHeader()->moveSection(view_->horizontalHeader()->visualIndex(first),
                                                   view_->horizontalHeader()->visualIndex(gbps) + 1);
    });

    summary_ = new QLabel;
    clearButton_ = new QPushButton;
    selectNoneButton_ = new QPushButton;
    connect(clearButton_, &QPushButton::clicked, this, &ResultsPane::clearRequested);
    connect(selectNoneButton_, &QPushButton::clicked, view_, &QTableView::clearSelection);

    auto* top = new QHBoxLayout;
    top->addWidget(summary_, 1);
    top->addWidget(selectNoneButton_);
    top->addWidget(clearButton_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(view_, 1);

    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        session_->setSelectedRows(selectedRows());
        updateSummary();
        emit selectionChanged();
    });
    connect(model_, &ResultsModel::countsChanged, this, &ResultsPane::updateSummary);
    connect(model_, &QAbstractItemModel::modelReset, this, &ResultsPane::updateSummary);
    retranslateUi();
}

void ResultsPane::fitHeaders()
{
    // The titles are the CSV column names, long ones among them ("queued_to_submit_us"): no
    // column starts narrower than its title with the sort arrow beside it.
    QHeaderView* header = view_->horizontalHeader();
    for (int column = 0; column < header->count(); ++column)
        if (const int hint = header->sectionSizeHint(column); header->sectionSize(column) < hint)
            header->resizeSection(column, hint);
}

bool ResultsPane::hasSelection() const { return view_->selectionModel()->hasSelection(); }

std::vector<int> ResultsPane::selectedRows() const
{
    std::vector<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows.push_back(proxy_->mapToSource(index).row());
    return rows;
}

std::vector<ndr::RunResult> ResultsPane::chartedRuns() const { return session_->chartedRuns(); }

void ResultsPane::updateSummary()
{
    const int rows = model_->rowCount();
    QString text = tr("%n run(s)", nullptr, rows);
    if (model_->failedCount() > 0)
        text += QStringLiteral(" · ") + tr("%n failed (red; hover for the error)", nullptr, model_->failedCount());
    if (model_->notRunCount() > 0)
        text += QStringLiteral(" · ") + tr("%n cancelled or skipped (grey)", nullptr, model_->notRunCount());
    if (hasSelection())
        text += QStringLiteral(" · ") + tr("%n selected — the charts show the selection", nullptr,
                                           int(view_->selectionModel()->selectedRows().size()));
    else if (rows > 0)
        text += QStringLiteral(" · ") + tr("select rows to chart only those");
    summary_->setText(text);
    selectNoneButton_->setEnabled(hasSelection());
    clearButton_->setEnabled(rows > 0);
}

void ResultsPane::retranslateUi()
{
    clearButton_->setText(tr("C&lear results"));
    clearButton_->setToolTip(tr("Remove every run from this session's table"));
    selectNoneButton_->setText(tr("Chart &all runs"));
    selectNoneButton_->setToolTip(tr("Clear the selection so the charts show every run"));
    model_->retranslate();
    fitHeaders();
    updateSummary();
}

void ResultsPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
