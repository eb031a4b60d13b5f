#include "gui/lessons/lessons_pane.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <set>

#include "session/job_controller.hpp"
#include "session/lesson_history_job.hpp"
#include "session/session.hpp"

namespace studio {

LessonsPane::LessonsPane(JobController* jobs, Session* session, QWidget* parent)
    : QWidget(parent), jobs_(jobs), session_(session), model_(new LessonsModel(this)),
      history_(new LessonHistoryJob(this))
{
    intro_ = new QLabel;
    intro_->setWordWrap(true);
    status_ = new QLabel;
    status_->setWordWrap(true);
    measureSelected_ = new QPushButton;
    measureAll_ = new QPushButton;
    cancel_ = new QPushButton;
    view_ = new QTableView;
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setWordWrap(true);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    for (auto [column, width] :
         {std::pair{LessonsModel::Name, 150}, std::pair{LessonsModel::Claim, 270}, std::pair{LessonsModel::Course, 230},
          std::pair{LessonsModel::Measured, 135}, std::pair{LessonsModel::Held, 170}})
        view_->setColumnWidth(column, width);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(measureSelected_);
    buttons->addWidget(measureAll_);
    buttons->addWidget(cancel_);
    buttons->addWidget(status_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addLayout(buttons);
    layout->addWidget(view_, 1);

    connect(measureSelected_, &QPushButton::clicked, this, [this] { measure(selectedLessons()); });
    connect(measureAll_, &QPushButton::clicked, this, [this] { measure(); });
    connect(cancel_, &QPushButton::clicked, jobs_, &JobController::cancel);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LessonsPane::updateButtons);
    connect(jobs_->worker(), &EngineWorker::lessonMeasured, this,
            [this](quint64, const ndr::LessonResult& r) { model_->setResult(r); });
    connect(jobs_->worker(), &EngineWorker::jobFinished, this, &LessonsPane::onJobFinished);
    connect(jobs_->worker(), &EngineWorker::busyChanged, this, &LessonsPane::updateButtons);
    connect(jobs_, &JobController::engineReady, this, &LessonsPane::updateButtons);
    connect(jobs_, &JobController::engineReady, this, &LessonsPane::loadFromHistory);
    connect(history_, &LessonHistoryJob::finished, this, &LessonsPane::onHistoryLoaded);
    retranslateUi();
}

void LessonsPane::loadFromHistory()
{
    // The devices tell a GPU run from a CPU one for the "why"; before the engine is ready, none.
    history_->start(jobs_->worker()->isReady() ? jobs_->worker()->devices() : std::vector<ndr::DeviceInfo>{});
}

void LessonsPane::onHistoryLoaded(const LessonHistoryOutcome& outcome)
{
    for (const ndr::LessonResult& r : outcome.latest)
        model_->setResultFromHistory(r);
    if (job_ == 0) {
        if (!outcome.error.isEmpty())
            status_->setText(tr("The run history could not be read: %1").arg(outcome.error));
        else if (!outcome.latest.empty() && status_->text() == tr("Not measured yet on this device."))
            status_->setText(tr("%n lesson(s) show their latest measurement in the run history; Measure to measure "
                                "them again on Run setup's device.",
                                nullptr, int(outcome.latest.size())));
    }
    emit historyLoaded();
}

void LessonsPane::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (job_ == 0)
        loadFromHistory();
}

std::vector<std::string> LessonsPane::selectedLessons() const
{
    std::set<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows.insert(index.row());
    std::vector<std::string> names;
    for (int row : rows)
        if (const ndr::Lesson* l = model_->lessonAt(row))
            names.push_back(l->name);
    return names;
}

quint64 LessonsPane::measure(const std::vector<std::string>& names)
{
    std::vector<std::string> chosen = names;
    if (chosen.empty())
        for (const ndr::Lesson& l : ndr::lessons())
            chosen.push_back(l.name);
    ndr::LessonOptions options;
    options.platformIndex = session_->setup().platformIndex;
    options.deviceIndex = session_->setup().deviceIndex;
    job_ = jobs_->startLessons(chosen, options);
    if (job_ != 0)
        status_->setText(
            tr("Measuring %n lesson(s) on device %1…", nullptr, int(chosen.size()))
                .arg(session_->setupDeviceId().isEmpty() ? jobs_->defaultDeviceId() : session_->setupDeviceId()));
    updateButtons();
    return job_;
}

void LessonsPane::onJobFinished(const JobOutcome& outcome)
{
    if (outcome.job != job_)
        return;
    job_ = 0;
    status_->setText(JobController::outcomeText(outcome));
    updateButtons();
    emit measured();
}

void LessonsPane::updateButtons()
{
    const bool can = jobs_->hasDevices() && job_ == 0;
    measureAll_->setEnabled(can);
    measureSelected_->setEnabled(can && view_->selectionModel()->hasSelection());
    cancel_->setEnabled(job_ != 0 && jobs_->isBusy());
}

void LessonsPane::retranslateUi()
{
    intro_->setText(tr("The course's claims, each with the figure the course measured and on what. <b>Measure</b> runs "
                       "the pair of kernels a claim compares on Run setup's device (verified, like any run; both land "
                       "in Results) and says whether the claim holds there, and why: the measured ratio with its 95 % "
                       "interval, and holds, does not hold, or inconclusive (the interval straddles the claim's "
                       "threshold) with about how many repetitions of each run would settle it."));
    measureSelected_->setText(tr("Measure selected"));
    measureAll_->setText(tr("Measure all"));
    cancel_->setText(tr("Cancel"));
    if (job_ == 0 && status_->text().isEmpty())
        status_->setText(tr("Not measured yet on this device."));
    model_->headerDataChanged(Qt::Horizontal, 0, LessonsModel::ColumnCount - 1);
    updateButtons();
}

void LessonsPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
