#pragma once
#include <QWidget>
#include <QtGlobal>
#include <vector>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace studio {

class HistoryFilterModel;
class HistoryModel;
class HistoryReadJob;
class HistoryRecorder;
class Session;
struct HistoryReadOutcome;

// The History tab: every run stored in the run history (the studio's, ndrange-bench's, imported
// ones), newest first, filtered by device, variant, workload and date and searched by text,
// sortable by any column. The selected runs join the session (Results, Charts, Timeline) beside
// its own with Add to session. Read off the GUI thread when first shown, after each recorded
// batch while shown, and on Refresh.
class HistoryPane : public QWidget {
    Q_OBJECT

public:
    HistoryPane(Session* session, HistoryRecorder* recorder, QWidget* parent = nullptr);

    HistoryModel* model() const { return model_; }
    HistoryFilterModel* filter() const { return filter_; }
    QTableView* view() const { return view_; }
    QComboBox* deviceBox() const { return device_; }
    QComboBox* variantBox() const { return variant_; }
    QComboBox* workloadBox() const { return workload_; }
    QLineEdit* searchEdit() const { return search_; }
    QCheckBox* sinceCheck() const { return sinceOn_; }
    QDateEdit* sinceEdit() const { return since_; }
    QString statusText() const;

    // Reads the history again (off the GUI thread); loaded() follows.
    void reload();
    // Adds the selected runs that are not in the session yet to it; returns how many.
    int addSelectedToSession();

signals:
    void loaded();
    // Runs of the history joined the session.
    void addedToSession(int count);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void build();
    void retranslateUi();
    void onLoaded(const HistoryReadOutcome& outcome);
    void fillChoices();
    void applyFilters();
    void updateStatus();
    std::vector<int> selectedSourceRows() const;

    Session* session_;
    HistoryRecorder* recorder_;
    HistoryModel* model_;
    HistoryFilterModel* filter_;
    HistoryReadJob* reader_;
    QTableView* view_ = nullptr;
    QLabel* deviceLabel_ = nullptr;
    QLabel* variantLabel_ = nullptr;
    QLabel* workloadLabel_ = nullptr;
    QComboBox* device_ = nullptr;
    QComboBox* variant_ = nullptr;
    QComboBox* workload_ = nullptr;
    QCheckBox* sinceOn_ = nullptr;
    QDateEdit* since_ = nullptr;
    QLineEdit* search_ = nullptr;
    QPushButton* refresh_ = nullptr;
    QPushButton* add_ = nullptr;
    QLabel* status_ = nullptr;
    QString error_;       // why the last read failed, else empty
    QString note_;        // what the last action did
    bool stale_ = true;   // read again when next shown
    bool everLoaded_ = false;
};

} // namespace studio
