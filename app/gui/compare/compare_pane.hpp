#pragma once
#include <QWidget>
#include <QtGlobal>

#include "gui/compare/compare_side_picker.hpp"

class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace studio {

class CompareJob;
class CompareModel;
class RatioChart;
struct CompareLoadOutcome;

// The Compare tab: two sets of runs, A (the baseline) and B (the candidate), each a results CSV
// file, a bundle, the run history through a filter or this session's runs; read off the GUI
// thread (CompareJob, the newest read wins), matched run by run and judged as ndrange-bench
// compare judges them. Shows a summary line (how many faster, slower, same, inconclusive,
// unmatched, and whether a CI job would fail), the pairs in a table coloured by verdict, the
// B/A speed of each pair with its interval in a chart, and the runs that matched nothing. The
// threshold is editable and decides the verdicts again at once.
class ComparePane : public QWidget {
    Q_OBJECT

public:
    explicit ComparePane(CompareSidePicker::RunsSource sessionRuns, QWidget* parent = nullptr);

    CompareSidePicker* pickerA() const { return a_; }
    CompareSidePicker* pickerB() const { return b_; }
    CompareModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    RatioChart* chart() const { return chart_; }
    QListWidget* unmatchedList() const { return unmatched_; }
    QDoubleSpinBox* thresholdBox() const { return threshold_; }
    QLabel* summaryLabel() const { return summary_; }
    QPushButton* compareButton() const { return compare_; }
    CompareJob* job() const { return job_; }

    // Reads both sets and compares them; finished() follows (also when a side cannot be read).
    // Returns the read's id, 0 when a side is incomplete (the summary says which).
    quint64 compare();

signals:
    void finished();

protected:
    void changeEvent(QEvent* event) override;

private:
    void build();
    void retranslateUi();
    void onLoaded(const CompareLoadOutcome& outcome);
    void showComparison();
    QString summaryText() const;

    CompareSidePicker* a_;
    CompareSidePicker* b_;
    CompareJob* job_;
    CompareModel* model_;
    QTableView* table_ = nullptr;
    RatioChart* chart_ = nullptr;
    QListWidget* unmatched_ = nullptr;
    QLabel* unmatchedTitle_ = nullptr;
    QLabel* thresholdLabel_ = nullptr;
    QDoubleSpinBox* threshold_ = nullptr;
    QPushButton* compare_ = nullptr;
    QLabel* summary_ = nullptr;
    QString problem_; // why nothing is compared (a side incomplete or unreadable); empty otherwise
    bool loaded_ = false;
};

} // namespace studio
