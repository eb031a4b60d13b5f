#include "gui/compare/compare_side_picker.hpp"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace studio {

CompareSidePicker::CompareSidePicker(RunsSource sessionRuns, QWidget* parent)
    : QGroupBox(parent), sessionRuns_(std::move(sessionRuns)), kind_(new QComboBox), text_(new QLineEdit),
      browse_(new QPushButton), status_(new QLabel)
{
    auto* grid = new QGridLayout(this);
    grid->addWidget(kind_, 0, 0);
    grid->addWidget(text_, 0, 1);
    grid->addWidget(browse_, 0, 2);
    grid->addWidget(status_, 1, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (int i = 0; i < 4; ++i)
        kind_->addItem(QString());
    retranslate();
    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        updateKind();
        emit changed();
    });
    connect(text_, &QLineEdit::textEdited, this, &CompareSidePicker::changed);
    connect(browse_, &QPushButton::clicked, this, &CompareSidePicker::browse);
    updateKind();
}

void CompareSidePicker::retranslate()
{
    kind_->setItemText(int(CompareSource::Kind::CsvFile), tr("Results CSV file"));
    kind_->setItemText(int(CompareSource::Kind::Bundle), tr("Bundle (.zip)"));
    kind_->setItemText(int(CompareSource::Kind::History), tr("Run history"));
    kind_->setItemText(int(CompareSource::Kind::Runs), tr("This session's runs"));
    browse_->setText(tr("Browse…"));
    updateKind();
}

void CompareSidePicker::updateKind()
{
    const auto kind = CompareSource::Kind(kind_->currentIndex());
    const bool file = kind == CompareSource::Kind::CsvFile || kind == CompareSource::Kind::Bundle;
    browse_->setVisible(file);
    text_->setEnabled(kind != CompareSource::Kind::Runs);
    switch (kind) {
    case CompareSource::Kind::CsvFile:
        text_->setPlaceholderText(tr("results.csv"));
        break;
    case CompareSource::Kind::Bundle:
        text_->setPlaceholderText(tr("runs.zip"));
        break;
    case CompareSource::Kind::History:
        text_->setPlaceholderText(
            tr("filter, e.g. variant=tiled,since=2026-11-01,limit=20 or id=3,5,9 (empty: every run)"));
        break;
    case CompareSource::Kind::Runs:
        text_->setPlaceholderText(tr("the runs selected in Results, else every run of this session"));
        break;
    }
}

void CompareSidePicker::browse()
{
    const bool csv = CompareSource::Kind(kind_->currentIndex()) == CompareSource::Kind::CsvFile;
    const QString path = QFileDialog::getOpenFileName(this, title(), QFileInfo(text_->text()).absolutePath(),
                                                      csv ? tr("Results CSV files (*.csv);;All files (*)")
                                                          : tr("Bundles (*.zip);;All files (*)"));
    if (path.isEmpty())
        return;
    text_->setText(path);
    emit changed();
}

void CompareSidePicker::setSource(CompareSource::Kind kind, const QString& text)
{
    kind_->setCurrentIndex(int(kind));
    text_->setText(text);
    updateKind();
}

std::optional<CompareSource> CompareSidePicker::source(QString* why) const
{
    CompareSource s;
    s.kind = CompareSource::Kind(kind_->currentIndex());
    const QString text = text_->text().trimmed();
    switch (s.kind) {
    case CompareSource::Kind::CsvFile:
    case CompareSource::Kind::Bundle:
        if (text.isEmpty()) {
            *why = tr("%1: name a file.").arg(title());
            return std::nullopt;
        }
        s.text = text;
        break;
    case CompareSource::Kind::History:
        // The filter as ndrange-bench compare takes it, "history:" written or not.
        s.text = text.isEmpty() || text == QLatin1String("history") ? QStringLiteral("history")
                 : text.startsWith(QLatin1String("history:"))       ? text
                                                                    : QStringLiteral("history:") + text;
        break;
    case CompareSource::Kind::Runs:
        s.runs = sessionRuns_();
        break;
    }
    return s;
}

void CompareSidePicker::showReading()
{
    status_->setStyleSheet(QString());
    status_->setText(tr("Reading…"));
}

void CompareSidePicker::showOutcome(const CompareSideOutcome& outcome)
{
    if (!outcome.ok) {
        status_->setStyleSheet(QStringLiteral("color: #a61b29;"));
        const auto kind = CompareSource::Kind(kind_->currentIndex());
        const bool file = kind == CompareSource::Kind::CsvFile || kind == CompareSource::Kind::Bundle;
        // The core's reason names the line or member; the file it is in is named here.
        QString text =
            file ? tr("%1 was not read: %2").arg(QFileInfo(text_->text()).fileName(), outcome.error) : outcome.error;
        if (!outcome.limit.isEmpty())
            text += QLatin1Char(' ') + tr("(limit: %1)").arg(outcome.limit);
        status_->setText(text);
        return;
    }
    status_->setStyleSheet(QString());
    QString text = tr("%n run(s) read.", nullptr, int(outcome.runs.size()));
    if (outcome.damaged > 0)
        text += QLatin1Char(' ') + tr("%n damaged run(s) of the history left out.", nullptr, int(outcome.damaged));
    status_->setText(text);
}

} // namespace studio
