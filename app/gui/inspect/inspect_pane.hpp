#pragma once
#include <QString>
#include <QWidget>

#include "ndr/inspect_report.hpp"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTextBrowser;

namespace studio {

class OccupancyCalculator;

// What the compiler made of the setup's kernel (ndr::Engine::inspect): build options, the kernel's
// limits and memory, registers and spills and the occupancy on NVIDIA or the work-group spread on
// a CPU, and the code itself (PTX, x86-64 assembly, LLVM IR, the build log) in tabs that can be
// searched and saved.
class InspectPane : public QWidget {
    Q_OBJECT

public:
    explicit InspectPane(QWidget* parent = nullptr);

    void setSubject(const QString& subject); // "tiled, N = 256, local 16x16 on 0:0"
    void showRunning();
    void showReport(const ndr::InspectReport& report);
    void showFailure(const QString& message, const std::vector<ndr::Diagnostic>& diagnostics);

    QString summaryText() const;
    // The code tab's text ("PTX", "Assembly", "LLVM IR", "Build log"); empty when absent.
    QString codeText(const QString& tab) const;
    // Selects the next match of `text` in the current code tab; false when there is none.
    bool findNext(const QString& text);
    bool saveCurrent(const QString& path, QString* error = nullptr);
    // The inspection shown, as `ndrange-bench inspect --json` writes it (with its PTX or assembly);
    // false (and why in *error) when nothing is shown or the write fails.
    bool saveJson(const QString& path, QString* error = nullptr);
    // Shows an inspection saved as JSON (here or by `ndrange-bench inspect --json`, on any machine);
    // false, the view unchanged and why in *error for a file that is not one.
    bool openJson(const QString& path, QString* error = nullptr);
    OccupancyCalculator* calculator() const { return calculator_; }

signals:
    void inspectRequested();
    void finished(bool ok);
    // An inspection is shown (made now or opened from a file), for the session to keep.
    void reportShown(const ndr::InspectReport& report);

protected:
    void changeEvent(QEvent* event) override;

private:
    QPlainTextEdit* addCodeTab(const QString& objectName);
    void setCode(QPlainTextEdit* edit, const std::string& text, const std::string& note);
    void retranslateUi();
    void saveWithDialog();
    void openJsonWithDialog();
    void saveJsonWithDialog();
    void showError(const QString& error);

    QPushButton* inspect_ = nullptr;
    QLabel* subject_ = nullptr;
    QTextBrowser* summary_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QPlainTextEdit* ptx_ = nullptr;
    QPlainTextEdit* assembly_ = nullptr;
    QPlainTextEdit* ir_ = nullptr;
    QPlainTextEdit* log_ = nullptr;
    QLineEdit* find_ = nullptr;
    QPushButton* findNext_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* openJson_ = nullptr;
    QPushButton* saveJson_ = nullptr;
    OccupancyCalculator* calculator_ = nullptr;
    ndr::InspectReport report_;
    bool hasReport_ = false;
};

} // namespace studio
