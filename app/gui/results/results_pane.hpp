#pragma once
#include <QWidget>
#include <vector>

#include "ndr/run_result.hpp"

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace studio {

class ResultsModel;
class Session;

// The session's runs in a sortable table. The selection decides what the charts show.
class ResultsPane : public QWidget {
    Q_OBJECT

public:
    explicit ResultsPane(Session* session, QWidget* parent = nullptr);

    // Selected runs in row order; all runs when nothing is selected (the session's view of it).
    std::vector<ndr::RunResult> chartedRuns() const;
    bool hasSelection() const;
    QTableView* view() const { return view_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }

signals:
    void selectionChanged();
    void clearRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateSummary();
    void fitHeaders();
    std::vector<int> selectedRows() const; // of the model, not the sorted view

    Session* session_ = nullptr;
    ResultsModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    QTableView* view_ = nullptr;
    QLabel* summary_ = nullptr;
    QPushButton* clearButton_ = nullptr;
    QPushButton* selectNoneButton_ = nullptr;
};

} // namespace studio
