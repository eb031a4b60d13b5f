#pragma once
#include <QAbstractTableModel>
#include <QString>
#include <vector>

#include "ndr/run_compare.hpp"

namespace studio {

// How many pairs got each verdict, and how many runs matched nothing.
struct CompareCounts {
    int faster = 0, slower = 0, same = 0, inconclusive = 0, untested = 0, failed = 0;
    int onlyA = 0, onlyB = 0;
};

// The Compare view's table: one row per matched pair of runs of set A (the baseline) and set B
// (the candidate), with what defines the run, both medians with their 95 % intervals (a run
// stored before samples were kept shows a note instead), the change, the verdict and the
// Mann-Whitney p-value; rows coloured by verdict. The verdicts come from ndr::compareRuns, the
// rule of ndrange-bench compare, and are decided again when the threshold changes.
class CompareModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        VariantColumn = 0,
        SizeColumn,
        LocalColumn,
        DeviceColumn,
        MedianAColumn,
        MedianBColumn,
        ChangeColumn,
        VerdictColumn,
        PValueColumn,
        NoteColumn,
        ColumnCount
    };
    // Qt::UserRole of any cell: the row's verdict as int(ndr::ChangeVerdict).
    static constexpr int VerdictRole = Qt::UserRole;

    explicit CompareModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Compares B against A anew (the table is reset).
    void setSets(std::vector<ndr::RunResult> a, std::vector<ndr::RunResult> b);
    void clear();
    // The threshold below which a change is "same" (0.05 = 5 %); the verdicts are decided again.
    void setThreshold(double threshold);
    double threshold() const { return options_.threshold; }

    const ndr::Comparison& comparison() const { return comparison_; }
    const ndr::ComparedRun& pair(int row) const { return comparison_.pairs.at(std::size_t(row)); }
    CompareCounts counts() const;
    // Whether ndrange-bench compare would exit 1 on these sets at this threshold.
    bool wouldFailCi() const { return comparison_.regressed(); }
    void retranslate();

signals:
    // The pairs or their verdicts changed (after setSets, setThreshold, clear).
    void comparisonChanged();

private:
    void recompare();
    QString medianText(const ndr::RunResult& run) const;
    QString verdictText(ndr::ChangeVerdict v) const;
    QVariant displayText(const ndr::ComparedRun& p, int column) const;

    std::vector<ndr::RunResult> a_, b_;
    ndr::CompareOptions options_;
    ndr::Comparison comparison_;
};

} // namespace studio
