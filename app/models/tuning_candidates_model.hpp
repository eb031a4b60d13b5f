#pragma once
#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

#include "ndr/tuner.hpp"

namespace studio {

// The tuner's candidates, one row each in the order tried: stage, every GEMM parameter, the
// measurement and whether it verified. Failed candidates stay in the table (in red, with the
// core's reason) so the search is shown honestly; only verified ones can be the best.
class TuningCandidatesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Index, Stage, Mwg, Nwg, Kwg, Mdimc, Ndimc, Vw, Gflops, Ms, Status, ColumnCount };
    // The GEMM parameters in column order (MWG … VW), for the scatter's x-axis choice.
    static constexpr int kParamCount = 6;
    static QString paramName(int param);
    static int paramValue(const ndr::GemmParams& p, int param);

    explicit TuningCandidatesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void clear();
    void addCandidate(const ndr::TuneCandidate& candidate);
    const std::vector<ndr::TuneCandidate>& candidates() const { return rows_; }
    const ndr::TuneCandidate* candidateAt(int row) const;
    // Row of the fastest verified candidate, -1 if none verified yet.
    int bestRow() const { return best_; }
    const ndr::TuneCandidate* best() const { return candidateAt(best_); }
    int failedCount() const;

    void retranslate();

private:
    std::vector<ndr::TuneCandidate> rows_;
    int best_ = -1;
};

} // namespace studio
