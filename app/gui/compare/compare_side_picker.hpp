#pragma once
#include <QGroupBox>
#include <functional>
#include <optional>
#include <vector>

#include "ndr/run_result.hpp"
#include "session/compare_job.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace studio {

// One side of the Compare view (A, the baseline, or B, the candidate): where its runs come
// from — a results CSV file, a bundle, the run history through a filter as ndrange-bench compare
// takes it, or this session's runs (the selected ones in Results, else all) — and what reading
// it gave: how many runs, or why none.
class CompareSidePicker : public QGroupBox {
    Q_OBJECT

public:
    using RunsSource = std::function<std::vector<ndr::RunResult>()>;
    CompareSidePicker(RunsSource sessionRuns, QWidget* parent = nullptr);

    QComboBox* kindBox() const { return kind_; }
    QLineEdit* textEdit() const { return text_; }
    QLabel* statusLabel() const { return status_; }

    void setSource(CompareSource::Kind kind, const QString& text);
    // What to read; none (and *why) while the choice is incomplete (no file named).
    std::optional<CompareSource> source(QString* why) const;
    // What reading this side gave.
    void showOutcome(const CompareSideOutcome& outcome);
    void showReading();
    void setTitleText(const QString& title) { setTitle(title); }
    void retranslate();

signals:
    void changed();

private:
    void updateKind();
    void browse();

    RunsSource sessionRuns_;
    QComboBox* kind_ = nullptr;
    QLineEdit* text_ = nullptr;
    QPushButton* browse_ = nullptr;
    QLabel* status_ = nullptr;
};

} // namespace studio
