#pragma once
#include <QDialog>
#include <QString>
#include <vector>

#include "session/compare_builds_job.hpp"

class QComboBox;
class QLabel;
class QPushButton;
class QTextEdit;

namespace studio {

// Compare two builds of the kernel being edited: the current build (B) against its previous good
// build or a built-in variant (A), run in one job at the setup's N and local size. The line diff of
// the two sources sits beside the two results and B's speed over A's with its interval.
class CompareBuildsDialog : public QDialog {
    Q_OBJECT

public:
    explicit CompareBuildsDialog(QWidget* parent = nullptr);

    // A baseline offered in the list: its variant name, its label and its source text.
    struct Baseline {
        QString variant, label, source;
    };
    // The kernel being edited (its variant and last good source) and the baselines to offer, the
    // first selected; `setup` says the N and local size the job uses.
    void setKernels(const QString& candidate, const QString& candidateSource, std::vector<Baseline> baselines,
                    const QString& setup);
    int baselineCount() const { return int(baselines_.size()); }
    void selectBaseline(int index);
    QString baselineVariant() const;
    QString candidateVariant() const { return candidate_; }
    QString diffText() const;
    QString resultText() const;
    QPushButton* compareButton() const { return compare_; }

    // A job was started (or refused: job 0, `why`).
    void setStarted(quint64 job, const QString& why = QString());
    void showComparison(const BuildsComparison& comparison);
    void retranslate();

signals:
    void compareRequested(const QString& baseline, const QString& candidate);

private:
    void showDiff();
    static QString runText(const std::optional<ndr::RunResult>& run);

    QComboBox* baseline_ = nullptr;
    QLabel* setup_ = nullptr;
    QTextEdit* diff_ = nullptr;
    QLabel* diffSummary_ = nullptr;
    QLabel* resultA_ = nullptr;
    QLabel* resultB_ = nullptr;
    QLabel* ratio_ = nullptr;
    QPushButton* compare_ = nullptr;
    QLabel* baselineLabel_ = nullptr;
    std::vector<Baseline> baselines_;
    QString candidate_, candidateSource_, setupText_;
};

} // namespace studio
