#pragma once
#include <QWidget>
#include <QtGlobal>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace studio {

class HistoryModel;
class HistoryReadJob;
class HistoryRecorder;
class Session;
struct HistoryReadOutcome;

// The History tab: every run stored in the run history (the studio's, ndrange-bench's, imported
// ones), newest first, filtered by device, variant, workload and date and searched by text,
// sortable by any column; the filtering and sorting happen in the history (SQL), and the rows are
// read a page at a time as the list scrolls, so a history of any size opens at once. The selected
// runs join the session (Results, Charts, Timeline) beside its own with Add to session (or a
// double-click), go to the Compare view as one of its sets with Compare… (history:id=…), or are
// deleted from the history with Delete (the key, the context menu or the
// button; asked first). A stored run that does not read back is listed red as damaged, with the
// reason, so that it can be deleted. Read off the GUI thread when first shown, after each
// recorded batch while shown, and on Refresh.
class HistoryPane : public QWidget {
    Q_OBJECT

public:
    HistoryPane(Session* session, HistoryRecorder* recorder, QWidget* parent = nullptr);

    HistoryModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QComboBox* deviceBox() const { return device_; }
    QComboBox* variantBox() const { return variant_; }
    QComboBox* workloadBox() const { return workload_; }
    QLineEdit* searchEdit() const { return search_; }
    QCheckBox* sinceCheck() const { return sinceOn_; }
    QDateEdit* sinceEdit() const { return since_; }
    QPushButton* deleteButton() const { return delete_; }
    QAction* deleteAction() const { return deleteAction_; }
    QString statusText() const;

    // Reads the history again (off the GUI thread); loaded() follows.
    void reload();
    // Reads the selected runs that are not in the session yet (damaged ones are left out) and
    // adds them to it; addedToSession() follows. Returns how many runs it asked for.
    int addSelectedToSession();
    // Asks whether to delete the selected runs from the history and, if so, deletes them;
    // deleted() follows. Returns how many it is deleting (0: nothing selected or not confirmed).
    int deleteSelected();
    // Reads the selected user-kernel run's source from the history and asks the setup to take it
    // as a kernel ("user:<stem>_run<id>"); kernelOpened() follows. False when that is not possible.
    bool openSelectedAsKernel();
    // The selected runs (damaged ones left out) as a set of the run history: "history:id=3,5,9";
    // empty without any.
    QString selectionSet() const;
    // Hands the selected runs to the Compare view as set A (the baseline) or B; false when none
    // can be (nothing readable selected, or more than ndr::kMaxHistoryFilterIds).
    bool compareSelected(bool sideB);
    QPushButton* compareButton() const { return compare_; }

signals:
    // The first page of a read arrived (or the read failed).
    void loaded();
    // Runs of the history joined the session.
    void addedToSession(int count);
    // Runs were deleted from the history (`count`), or could not be (`error`).
    void deleted(int count, const QString& error);
    // A run's kernel was handed to the setup (`variant`), or could not be (`error`).
    void kernelOpened(const QString& variant, const QString& error);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void build();
    void buildFilters();
    void buildActions();
    void buildView();
    void connectWidgets();
    void retranslateUi();
    void onLoaded();
    void onRunsRead(const HistoryReadOutcome& outcome);
    void onKernelRead(const HistoryReadOutcome& outcome);
    void onDeleted(int count, const QString& error);
    void fillChoices();
    void applyFilters();
    void updateStatus();
    std::vector<int> selectedRows() const;

    Session* session_;
    HistoryRecorder* recorder_;
    HistoryModel* model_;
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
    QTimer* searchDelay_ = nullptr; // typing settles before the history is searched
    QPushButton* refresh_ = nullptr;
    QPushButton* add_ = nullptr;
    QPushButton* delete_ = nullptr;
    QAction* addAction_ = nullptr;
    QAction* deleteAction_ = nullptr;
    QPushButton* openKernel_ = nullptr;
    QAction* openKernelAction_ = nullptr;
    QPushButton* compare_ = nullptr;
    QAction* compareA_ = nullptr;
    QAction* compareB_ = nullptr;
    QLabel* status_ = nullptr;
    QString note_;      // what the last action did
    bool stale_ = true; // read again when next shown
};

} // namespace studio
