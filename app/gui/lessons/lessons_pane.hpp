#pragma once
#include <QWidget>
#include <string>
#include <vector>

#include "models/lessons_model.hpp"

class QLabel;
class QPushButton;
class QTableView;

namespace studio {

class JobController;
class LessonHistoryJob;
struct LessonHistoryOutcome;
class Session;
struct JobOutcome;

// The Lessons tab: the course's claims with its figures, measured on Run setup's device with one
// click (the selected lessons, or all), with progress and Cancel through the job controller; each
// row then says the measured ratio, whether the claim held here and why. Both runs of a lesson
// land in Results like any run. Until then, a row shows the lesson's latest measurement in the run
// history, saying so.
class LessonsPane : public QWidget {
    Q_OBJECT

public:
    LessonsPane(JobController* jobs, Session* session, QWidget* parent = nullptr);

    LessonsModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    // Measures the named lessons (all when empty) on the setup's device; the job id, 0 if refused.
    quint64 measure(const std::vector<std::string>& names = {});
    bool isMeasuring() const { return job_ != 0; }
    // Reads each lesson's latest measurement from the run history (off the GUI thread) into the
    // rows not measured in this session; also done when the engine is ready and when shown.
    void loadFromHistory();

signals:
    void measured();      // the job started by measure() has ended
    void historyLoaded(); // a loadFromHistory() read has ended

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void updateButtons();
    void onJobFinished(const JobOutcome& outcome);
    void onHistoryLoaded(const LessonHistoryOutcome& outcome);
    std::vector<std::string> selectedLessons() const;

    JobController* jobs_ = nullptr;
    Session* session_ = nullptr;
    LessonsModel* model_ = nullptr;
    QTableView* view_ = nullptr;
    QLabel* intro_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* measureSelected_ = nullptr;
    QPushButton* measureAll_ = nullptr;
    QPushButton* cancel_ = nullptr;
    LessonHistoryJob* history_ = nullptr;
    quint64 job_ = 0;
};

} // namespace studio
