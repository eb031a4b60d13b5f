// CompareBuildsDialog: the source diff of two builds beside their results and speed ratio.
#include "gui/setup/compare_builds_dialog.hpp"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextEdit>
#include <QVBoxLayout>

#include "ndr/line_diff.hpp"

namespace studio {

CompareBuildsDialog::CompareBuildsDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("compareBuildsDialog"));
    baseline_ = new QComboBox;
    baseline_->setObjectName(QStringLiteral("compareBaseline"));
    connect(baseline_, &QComboBox::currentIndexChanged, this, [this] { showDiff(); });
    setup_ = new QLabel;
    setup_->setWordWrap(true);
    diff_ = new QTextEdit;
    diff_->setObjectName(QStringLiteral("compareDiff"));
    diff_->setReadOnly(true);
    diff_->setLineWrapMode(QTextEdit::NoWrap);
    diff_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    diffSummary_ = new QLabel;
    resultA_ = new QLabel;
    resultB_ = new QLabel;
    ratio_ = new QLabel;
    ratio_->setObjectName(QStringLiteral("compareRatio"));
    for (QLabel* l : {resultA_, resultB_, ratio_}) {
        l->setWordWrap(true);
        l->setMinimumWidth(280);
        l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    compare_ = new QPushButton;
    compare_->setObjectName(QStringLiteral("startCompareBuilds"));
    connect(compare_, &QPushButton::clicked, this, [this] { emit compareRequested(baselineVariant(), candidate_); });

    auto* results = new QVBoxLayout;
    results->addWidget(resultA_);
    results->addWidget(resultB_);
    results->addWidget(ratio_);
    results->addStretch(1);
    auto* side = new QHBoxLayout;
    auto* diffColumn = new QVBoxLayout;
    diffColumn->addWidget(diff_, 1);
    diffColumn->addWidget(diffSummary_);
    side->addLayout(diffColumn, 1);
    side->addLayout(results, 0);
    auto* top = new QHBoxLayout;
    baselineLabel_ = new QLabel;
    top->addWidget(baselineLabel_);
    top->addWidget(baseline_, 1);
    top->addWidget(compare_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(setup_);
    layout->addLayout(side, 1);
    resize(900, 520);
    retranslate();
}

void CompareBuildsDialog::setKernels(const QString& candidate, const QString& candidateSource,
                                     std::vector<Baseline> baselines, const QString& setup)
{
    candidate_ = candidate;
    candidateSource_ = candidateSource;
    baselines_ = std::move(baselines);
    setupText_ = setup;
    const QSignalBlocker block(baseline_);
    baseline_->clear();
    for (const Baseline& b : baselines_)
        baseline_->addItem(b.label);
    resultA_->clear();
    resultB_->clear();
    ratio_->clear();
    retranslate();
    showDiff();
}

void CompareBuildsDialog::selectBaseline(int index) { baseline_->setCurrentIndex(index); }

QString CompareBuildsDialog::baselineVariant() const
{
    const int i = baseline_->currentIndex();
    return i >= 0 && i < int(baselines_.size()) ? baselines_[std::size_t(i)].variant : QString();
}

QString CompareBuildsDialog::diffText() const { return diff_->toPlainText(); }

QString CompareBuildsDialog::resultText() const
{
    return resultA_->text() + QLatin1Char('\n') + resultB_->text() + QLatin1Char('\n') + ratio_->text();
}

void CompareBuildsDialog::showDiff()
{
    const int i = baseline_->currentIndex();
    compare_->setEnabled(i >= 0 && !candidate_.isEmpty());
    if (i < 0 || i >= int(baselines_.size())) {
        diff_->clear();
        diffSummary_->clear();
        return;
    }
    const std::vector<ndr::DiffLine> diff =
        ndr::lineDiff(baselines_[std::size_t(i)].source.toStdString(), candidateSource_.toStdString());
    QString html = QStringLiteral("<pre style=\"margin:0\">");
    for (const ndr::DiffLine& d : diff) {
        const QString text = QString::fromStdString(d.text).toHtmlEscaped();
        switch (d.kind) {
        case ndr::DiffLine::Kind::Same:
            html += QStringLiteral("  %1\n").arg(text);
            break;
        case ndr::DiffLine::Kind::Removed:
            html += QStringLiteral("<span style=\"background:#fde7e9;color:#8a0018\">- %1</span>\n").arg(text);
            break;
        case ndr::DiffLine::Kind::Added:
            html += QStringLiteral("<span style=\"background:#e3f4e1;color:#145a18\">+ %1</span>\n").arg(text);
            break;
        }
    }
    diff_->setHtml(html + QStringLiteral("</pre>"));
    const ndr::DiffCounts c = ndr::countChanges(diff);
    diffSummary_->setText(c.removed + c.added == 0
                              ? tr("The two sources are the same.")
                              : tr("A → B: %1 line(s) removed, %2 added").arg(c.removed).arg(c.added));
}

QString CompareBuildsDialog::runText(const std::optional<ndr::RunResult>& run)
{
    if (!run)
        return tr("not run");
    if (!run->ok())
        return tr("failed: %1").arg(QString::fromStdString(run->error));
    QString text = tr("verified, median %1 ms").arg(run->kernel.medianMs, 0, 'g', 4);
    if (run->gflops)
        text += QLatin1Char('\n') + tr("%1 GFLOP/s").arg(*run->gflops, 0, 'f', 2);
    return text;
}

void CompareBuildsDialog::setStarted(quint64 job, const QString& why)
{
    ratio_->setText(job ? tr("Running both builds…") : tr("Not started: %1").arg(why));
    compare_->setEnabled(job == 0);
}

void CompareBuildsDialog::showComparison(const BuildsComparison& c)
{
    compare_->setEnabled(true);
    resultA_->setText(tr("A (%1):").arg(c.baseline) + QLatin1Char('\n') + runText(c.a));
    resultB_->setText(tr("B (%1):").arg(c.candidate) + QLatin1Char('\n') + runText(c.b));
    if (!c.speedRatio) {
        ratio_->setText(tr("No ratio: %1").arg(c.error));
        return;
    }
    QString text = tr("B runs at %1× A's speed").arg(*c.speedRatio, 0, 'f', 3);
    if (c.speedRatioCi)
        text += QLatin1Char('\n') +
                tr("95 % interval %1× to %2×").arg(c.speedRatioCi->low, 0, 'f', 3).arg(c.speedRatioCi->high, 0, 'f', 3);
    ratio_->setText(text);
}

void CompareBuildsDialog::retranslate()
{
    setWindowTitle(tr("Compare builds"));
    baselineLabel_->setText(tr("A (baseline):"));
    compare_->setText(tr("Run both"));
    setup_->setText(tr("B is the current build of %1. Both run in one job: %2.").arg(candidate_, setupText_));
}

} // namespace studio
