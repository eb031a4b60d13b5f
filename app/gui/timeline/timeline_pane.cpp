#include "gui/timeline/timeline_pane.hpp"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include "gui/timeline/timeline_widget.hpp"
#include "models/stage_summary_model.hpp"

namespace studio {

TimelinePane::TimelinePane(JobController* jobs, QWidget* parent) : QWidget(parent), jobs_(jobs), worker_(jobs->worker())
{
    timeline_ = new TimelineWidget;
    summary_ = new StageSummaryModel(this);
    summaryView_ = new QTableView;
    summaryView_->setModel(summary_);
    summaryView_->verticalHeader()->hide();
    summaryView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    summaryView_->setSelectionBehavior(QAbstractItemView::SelectRows);

    toolBar_ = new QToolBar;
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    fitAction_ = toolBar_->addAction(QString(), timeline_, &TimelineWidget::fit);
    zoomInAction_ = toolBar_->addAction(QString(), this, [this] { timeline_->zoomBy(2.0); });
    zoomOutAction_ = toolBar_->addAction(QString(), this, [this] { timeline_->zoomBy(0.5); });
    toolBar_->addSeparator();
    unitLabel_ = new QLabel;
    toolBar_->addWidget(unitLabel_);
    unitBox_ = new QComboBox;
    unitBox_->addItems({QStringLiteral("ns"), QStringLiteral("µs"), QStringLiteral("ms")});
    unitBox_->setCurrentIndex(1);
    toolBar_->addWidget(unitBox_);
    toolBar_->addSeparator();
    queueLabel_ = new QLabel;
    toolBar_->addWidget(queueLabel_);
    queueBox_ = new QComboBox;
    for (int i = 0; i < 3; ++i)
        queueBox_->addItem(QString(), i);
    toolBar_->addWidget(queueBox_);
    runAction_ = toolBar_->addAction(QString(), this, [this] { runInQueueMode(); });
    compareAction_ = toolBar_->addAction(QString(), this, [this] { compareBufferModes(); });
    toolBar_->addSeparator();
    pngAction_ = toolBar_->addAction(QString(), this, [this] { exportWithDialog(QStringLiteral("png")); });
    svgAction_ = toolBar_->addAction(QString(), this, [this] { exportWithDialog(QStringLiteral("svg")); });

    headline_ = new QLabel;
    headline_->setWordWrap(true);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    selection_ = new QLabel;
    selection_->setWordWrap(true);

    auto* scroll = new QScrollArea;
    scroll->setWidget(timeline_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(scroll);
    splitter->addWidget(summaryView_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    summaryView_->setMinimumHeight(140);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(toolBar_);
    layout->addWidget(headline_);
    layout->addWidget(splitter, 1);
    layout->addWidget(selection_);

    connect(unitBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { timeline_->setUnit(TimelineWidget::Unit(i)); });
    connect(timeline_, &TimelineWidget::selectionChanged, this,
            [this] { selection_->setText(timeline_->selectionText()); });
    connect(worker_, &EngineWorker::resultReady, this, &TimelinePane::onResult);
    connect(worker_, &EngineWorker::jobFinished, this, &TimelinePane::onJobFinished);
    retranslateUi();
    selection_->setText(timeline_->selectionText());
}

ndr::QueueMode TimelinePane::queueMode() const { return ndr::QueueMode(queueBox_->currentData().toInt()); }

void TimelinePane::setQueueMode(ndr::QueueMode mode) { queueBox_->setCurrentIndex(int(mode)); }

void TimelinePane::showRuns(const std::vector<ndr::RunResult>& runs)
{
    if (pinned_ || isComparing())
        return;
    display(runs);
}

void TimelinePane::releaseComparison() { pinned_ = false; }

void TimelinePane::display(const std::vector<ndr::RunResult>& runs)
{
    // The window refreshes after every result of a sweep; when the runs on show did not change,
    // keep the user's zoom and selection.
    QString key;
    for (const auto& r : runs)
        key += QStringLiteral("%1|%2|%3|%4|%5;")
                   .arg(QString::fromStdString(r.timestamp + r.variant))
                   .arg(r.n)
                   .arg(int(r.buffers) * 3 + int(r.queues))
                   .arg(r.commands.size())
                   .arg(r.commands.empty() ? 0 : r.commands.front().queuedNs);
    if (key == shownKey_ && !pinned_)
        return;
    shownKey_ = key;
    timeline_->setRuns(runs);
    summary_->setRuns(timeline_->layoutData().runs);
    const auto& shown = timeline_->layoutData().runs;
    if (pinned_)
        headline_->setText(comparisonText());
    else if (shown.empty())
        headline_->setText(tr("No run with event timestamps to show. Imported CSV rows carry no events."));
    else if (shown.size() == 1)
        headline_->setText(tr("%1: %2 commands. Hover a bar for its timestamps.")
                               .arg(StageSummaryModel::runLabel(shown[0]))
                               .arg(shown[0].commands.size()));
    else
        headline_->setText(tr("%n runs stacked on one time axis (each starts at its first clEnqueue call).", nullptr,
                              int(shown.size())));
    if (!shown.empty() && !shown.back().queueNote.empty())
        headline_->setText(headline_->text() + QLatin1Char(' ') + QString::fromStdString(shown.back().queueNote));
}

quint64 TimelinePane::runInQueueMode()
{
    if (!provider_ || !worker_->isReady() || worker_->devices().empty())
        return 0;
    ndr::RunRequest req = provider_();
    req.queues = queueMode();
    releaseComparison();
    return jobs_->startRun(req);
}

bool TimelinePane::compareBufferModes()
{
    if (!provider_ || !worker_->isReady() || worker_->devices().empty()) {
        emit message(tr("Buffer-mode comparison needs an OpenCL device."));
        return false;
    }
    comparisonBase_ = provider_();
    comparisonBase_.queues = queueMode();
    comparison_.clear();
    pendingModes_ = {ndr::BufferMode::Copy, ndr::BufferMode::Use, ndr::BufferMode::Alloc};
    pinned_ = true;
    headline_->setText(tr("Running %1 N=%2 with copy, use and alloc buffers…")
                           .arg(QString::fromStdString(comparisonBase_.variant))
                           .arg(comparisonBase_.n));
    startNextComparisonRun();
    return true;
}

void TimelinePane::startNextComparisonRun()
{
    ndr::RunRequest req = comparisonBase_;
    req.buffers = pendingModes_.front();
    pendingModes_.erase(pendingModes_.begin());
    currentJob_ = jobs_->startRun(req);
}

void TimelinePane::onResult(quint64 job, const ndr::RunResult& result)
{
    if (job == currentJob_ && currentJob_ != 0)
        comparison_.push_back(result);
}

void TimelinePane::onJobFinished(const JobOutcome& outcome)
{
    if (outcome.job != currentJob_ || currentJob_ == 0) {
        if (!isComparing() && outcome.latest && pinned_ && outcome.job > currentJob_)
            pinned_ = false; // a later job of the window's own replaces the comparison
        return;
    }
    currentJob_ = 0;
    if (outcome.cancelled || outcome.failed) {
        pendingModes_.clear();
        emit message(
            tr("Buffer-mode comparison stopped: %1").arg(outcome.cancelled ? tr("cancelled") : outcome.message));
        display(comparison_);
        emit comparisonFinished(false);
        return;
    }
    if (!pendingModes_.empty()) {
        startNextComparisonRun();
        return;
    }
    display(comparison_);
    emit comparisonFinished(true);
}

QString TimelinePane::comparisonText() const
{
    if (comparison_.empty())
        return {};
    const ndr::RunResult* copy = nullptr;
    for (const auto& r : comparison_)
        if (r.buffers == ndr::BufferMode::Copy && r.ok())
            copy = &r;
    QStringList parts;
    for (const auto& r : comparison_) {
        const QString mode = QString::fromStdString(ndr::toString(r.buffers));
        if (!r.ok()) {
            parts << tr("%1 failed: %2").arg(mode, QString::fromStdString(r.error));
            continue;
        }
        QString part = tr("%1 kernel %2 ms, write %3 ms, read %4 ms")
                           .arg(mode)
                           .arg(r.kernel.medianMs, 0, 'f', 4)
                           .arg(r.writeMs, 0, 'f', 3)
                           .arg(r.readMs, 0, 'f', 3);
        if (copy && &r != copy && copy->kernel.medianMs > 0) {
            const double d = r.kernel.medianMs - copy->kernel.medianMs;
            part += tr(" (kernel %1%2 ms, %3% vs copy)")
                        .arg(d >= 0 ? QStringLiteral("+") : QString())
                        .arg(d, 0, 'f', 4)
                        .arg(100.0 * d / copy->kernel.medianMs, 0, 'f', 1);
        }
        parts << part;
    }
    return tr("Buffer modes, median kernel time: ") + parts.join(QStringLiteral("; "));
}

bool TimelinePane::exportImage(const QString& path, QString* error) const
{
    return timeline_->exportImage(path, error);
}

void TimelinePane::exportWithDialog(const QString& suffix)
{
    const QString filter = suffix == QLatin1String("svg") ? tr("SVG image (*.svg)") : tr("PNG image (*.png)");
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export timeline"), QStringLiteral("timeline.") + suffix, filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    QString error;
    if (!exportImage(path, &error))
        emit message(error);
    else
        emit message(tr("Timeline written to %1").arg(path));
}

void TimelinePane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TimelinePane::retranslateUi()
{
    fitAction_->setText(tr("Fit"));
    fitAction_->setToolTip(tr("Show the whole run (or double-click the timeline)"));
    zoomInAction_->setText(tr("Zoom in"));
    zoomOutAction_->setText(tr("Zoom out"));
    unitLabel_->setText(tr(" Unit: "));
    queueLabel_->setText(tr(" Queues: "));
    queueBox_->setItemText(0, tr("one in-order queue"));
    queueBox_->setItemText(1, tr("one out-of-order queue"));
    queueBox_->setItemText(2, tr("two queues (transfers, kernels)"));
    runAction_->setText(tr("Run"));
    runAction_->setToolTip(tr("Run the Run setup's request with this queue mode"));
    compareAction_->setText(tr("Compare buffer modes"));
    compareAction_->setToolTip(tr("Run the Run setup's request with copy, use and alloc buffers and stack the three "
                                  "timelines on one time axis"));
    pngAction_->setText(tr("Export PNG…"));
    svgAction_->setText(tr("Export SVG…"));
    selection_->setText(timeline_->selectionText());
}

} // namespace studio
