#include "gui/compare/compare_pane.hpp"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "gui/compare/ratio_chart.hpp"
#include "models/compare_model.hpp"
#include "session/compare_job.hpp"

namespace studio {

ComparePane::ComparePane(CompareSidePicker::RunsSource sessionRuns, QWidget* parent)
    : QWidget(parent), a_(new CompareSidePicker(sessionRuns)), b_(new CompareSidePicker(sessionRuns)),
      job_(new CompareJob(this)), model_(new CompareModel(this))
{
    build();
    retranslateUi();
    connect(job_, &CompareJob::finished, this, &ComparePane::onLoaded);
    connect(model_, &CompareModel::comparisonChanged, this, &ComparePane::showComparison);
    connect(compare_, &QPushButton::clicked, this, &ComparePane::compare);
    connect(threshold_, &QDoubleSpinBox::valueChanged, this,
            [this](double percent) { model_->setThreshold(percent / 100); });
}

void ComparePane::build()
{
    threshold_ = new QDoubleSpinBox;
    // The range ndrange-bench compare --threshold takes.
    threshold_->setRange(0.1, 50);
    threshold_->setDecimals(1);
    threshold_->setSingleStep(0.5);
    threshold_->setValue(100 * model_->threshold());
    threshold_->setSuffix(QStringLiteral(" %"));
    thresholdLabel_ = new QLabel;
    thresholdLabel_->setBuddy(threshold_);
    compare_ = new QPushButton;
    compare_->setDefault(true);
    auto* controls = new QVBoxLayout;
    controls->addWidget(thresholdLabel_);
    controls->addWidget(threshold_);
    controls->addWidget(compare_);
    controls->addStretch();
    auto* sets = new QHBoxLayout;
    sets->addWidget(a_, 1);
    sets->addWidget(b_, 1);
    sets->addLayout(controls);

    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_ = new QTableView;
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);
    chart_ = new RatioChart;
    unmatched_ = new QListWidget;
    unmatched_->setWordWrap(true);
    unmatched_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    unmatchedTitle_ = new QLabel;
    auto* unmatchedBox = new QWidget;
    auto* unmatchedLayout = new QVBoxLayout(unmatchedBox);
    unmatchedLayout->setContentsMargins(0, 0, 0, 0);
    unmatchedLayout->addWidget(unmatchedTitle_);
    unmatchedLayout->addWidget(unmatched_);
    auto* lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(chart_);
    lower->addWidget(unmatchedBox);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(table_);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 240}); // about six rows of the table above the chart

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sets);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);
}

void ComparePane::retranslateUi()
{
    a_->setTitleText(tr("A: baseline"));
    b_->setTitleText(tr("B: candidate"));
    a_->retranslate();
    b_->retranslate();
    thresholdLabel_->setText(tr("&Threshold:"));
    threshold_->setToolTip(tr("A change of the median kernel time smaller than this is \"same\", whatever the "
                              "test says (ndrange-bench compare --threshold)."));
    compare_->setText(tr("&Compare"));
    unmatchedTitle_->setText(tr("Runs that matched nothing on the other side:"));
    model_->retranslate();
    showComparison();
}

void ComparePane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

quint64 ComparePane::compare()
{
    QString why;
    const std::optional<CompareSource> a = a_->source(&why);
    const std::optional<CompareSource> b = a ? b_->source(&why) : std::nullopt;
    if (!a || !b) {
        problem_ = why;
        showComparison();
        emit finished();
        return 0;
    }
    problem_.clear();
    a_->showReading();
    b_->showReading();
    summary_->setText(tr("Reading both sets…"));
    return job_->start(*a, *b);
}

void ComparePane::onLoaded(const CompareLoadOutcome& outcome)
{
    a_->showOutcome(outcome.a);
    b_->showOutcome(outcome.b);
    loaded_ = true;
    if (outcome.ok()) {
        problem_.clear();
        model_->setSets(outcome.a.runs, outcome.b.runs);
    } else {
        problem_ = !outcome.a.ok ? tr("Nothing compared: set A could not be read.")
                                 : tr("Nothing compared: set B could not be read.");
        model_->clear();
    }
    emit finished();
}

QString ComparePane::summaryText() const
{
    if (!problem_.isEmpty())
        return problem_;
    if (!loaded_)
        return tr("Pick set A (the baseline) and set B (the candidate), then press Compare.");
    const CompareCounts c = model_->counts();
    QString text = tr("%n pair(s): ", nullptr, model_->rowCount()) +
                   tr("%1 faster, %2 slower, %3 same, %4 inconclusive, %5 without samples, %6 unmatched (A %7, B %8)")
                       .arg(c.faster)
                       .arg(c.slower)
                       .arg(c.same)
                       .arg(c.inconclusive)
                       .arg(c.untested)
                       .arg(c.onlyA + c.onlyB)
                       .arg(c.onlyA)
                       .arg(c.onlyB);
    if (c.failed > 0)
        text += tr(", %n failed in B", nullptr, c.failed);
    const QString threshold = QString::number(100 * model_->threshold(), 'g', 3);
    text += QStringLiteral(". ");
    text += model_->wouldFailCi()
                ? tr("Would fail CI at threshold %1 % (ndrange-bench compare exits 1).").arg(threshold)
                : tr("Would pass CI at threshold %1 %.").arg(threshold);
    return text;
}

void ComparePane::showComparison()
{
    const bool bad = !problem_.isEmpty() || (loaded_ && model_->wouldFailCi());
    summary_->setStyleSheet(bad ? QStringLiteral("color: #a61b29; font-weight: bold;")
                                : QStringLiteral("font-weight: bold;"));
    summary_->setText(summaryText());
    const ndr::Comparison& c = model_->comparison();
    chart_->setComparison(c, model_->threshold());
    unmatched_->clear();
    for (const auto& [side, runs] : {std::pair{tr("only in A"), &c.onlyA}, {tr("only in B"), &c.onlyB}})
        for (const ndr::RunResult& r : *runs) {
            QString item = QStringLiteral("%1: %2").arg(side, QString::fromStdString(ndr::runMatchKey(r)));
            if (!r.ok())
                item += QLatin1Char(' ') + tr("(did not verify)");
            unmatched_->addItem(item);
        }
    table_->resizeColumnsToContents();
}

} // namespace studio
