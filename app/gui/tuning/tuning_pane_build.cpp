// Construction of the Tuning view: the search's setup form, the tuning-cache box, the chart of
// candidates above their table, and the connections to the engine worker.
#include "gui/tuning/tuning_pane.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "session/engine_worker.hpp"
#include "gui/common/qt_chart_adapter.hpp"
#include "models/tuning_candidates_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace studio {

void TuningPane::createSetupBox()
{
    variantCombo_ = new QComboBox;
    for (const ndr::Variant& v : ndr::catalogue())
        if (v.tunable)
            variantCombo_->addItem(
                QStringLiteral("%1 (%2)").arg(QString::fromStdString(v.title), QString::fromStdString(v.name)),
                QString::fromStdString(v.name));
    deviceCombo_ = new QComboBox;
    n_ = new QSpinBox;
    n_->setRange(1, 16384);
    n_->setValue(256);
    budget_ = new QSpinBox;
    budget_->setRange(0, 10000);
    budget_->setValue(12);
    seed_ = new QSpinBox;
    seed_->setRange(1, 1000000);
    seed_->setValue(1);
    maxTile_ = new QComboBox;
    for (int t : {0, 32, 64, 128, 256})
        maxTile_->addItem(QString(), t);
    startButton_ = new QPushButton;
    cancelButton_ = new QPushButton;
    space_ = new QLabel;
    space_->setWordWrap(true);
    status_ = new QLabel;
    status_->setWordWrap(true);
    best_ = new QLabel;
    best_->setWordWrap(true);
    best_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    variantLabel_ = new QLabel;
    deviceLabel_ = new QLabel;
    nLabel_ = new QLabel;
    budgetLabel_ = new QLabel;
    seedLabel_ = new QLabel;
    maxTileLabel_ = new QLabel;
    setupBox_ = new QGroupBox;
    auto* form = new QFormLayout;
    form->addRow(variantLabel_, variantCombo_);
    form->addRow(deviceLabel_, deviceCombo_);
    form->addRow(nLabel_, n_);
    form->addRow(budgetLabel_, budget_);
    form->addRow(seedLabel_, seed_);
    form->addRow(maxTileLabel_, maxTile_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(startButton_);
    buttons->addWidget(cancelButton_);
    buttons->addStretch(1);
    auto* setupLayout = new QVBoxLayout(setupBox_);
    setupLayout->addLayout(form);
    setupLayout->addLayout(buttons);
    setupLayout->addWidget(space_);
    setupLayout->addWidget(status_);
    setupLayout->addWidget(best_);
    setupLayout->addStretch(1);
}

void TuningPane::createCacheBox()
{
    cacheBox_ = new QGroupBox;
    cache_ = new QLabel;
    cache_->setWordWrap(true);
    cache_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    clearCacheButton_ = new QPushButton;
    applyButton_ = new QPushButton;
    auto* cacheButtons = new QHBoxLayout;
    cacheButtons->addWidget(applyButton_);
    cacheButtons->addWidget(clearCacheButton_);
    cacheButtons->addStretch(1);
    auto* cacheLayout = new QVBoxLayout(cacheBox_);
    cacheLayout->addWidget(cache_);
    cacheLayout->addLayout(cacheButtons);
}

QWidget* TuningPane::createChartAndTable()
{
    table_ = new QTableView;
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setDefaultSectionSize(64);

    xLabel_ = new QLabel;
    xParam_ = new QComboBox;
    for (int p = 0; p < TuningCandidatesModel::kParamCount; ++p)
        xParam_->addItem(TuningCandidatesModel::paramName(p), p);
    chart_ = new QtChartAdapter;
    auto* chartBox = new QWidget;
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    auto* xRow = new QHBoxLayout;
    xRow->addWidget(xLabel_);
    xRow->addWidget(xParam_);
    xRow->addStretch(1);
    chartLayout->addLayout(xRow);
    chartLayout->addWidget(chart_, 1);

    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(chartBox);
    right->addWidget(table_);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({360, 240}); // the chart needs the height more than the table does
    return right;
}

void TuningPane::connectControls()
{
    connect(startButton_, &QPushButton::clicked, this, [this] { start(); });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        if (job_ != 0 && worker_->latestJob() == job_)
            worker_->cancel();
    });
    connect(clearCacheButton_, &QPushButton::clicked, this, [this] { clearCache(); });
    connect(applyButton_, &QPushButton::clicked, this, [this] { emit applyRequested(variant(), deviceId()); });
    connect(xParam_, &QComboBox::currentIndexChanged, this, [this] { flushChart(); });
    for (QComboBox* c : {variantCombo_, deviceCombo_, maxTile_})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            updateSpace();
            refreshCache();
        });
    connect(table_, &QTableView::customContextMenuRequested, this, &TuningPane::showContextMenu);
    connect(worker_, &EngineWorker::tuneCandidate, this, &TuningPane::onCandidate);
    connect(worker_, &EngineWorker::tuneFinished, this, &TuningPane::onTuneFinished);
    connect(worker_, &EngineWorker::jobFinished, this, &TuningPane::onJobFinished);
    connect(worker_, &EngineWorker::busyChanged, this, &TuningPane::updateButtons);
}

} // namespace studio
