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

signals:
    void inspectRequested();
    void finished(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    QPlainTextEdit* addCodeTab(const QString& objectName);
    void setCode(QPlainTextEdit* edit, const std::string& text, const std::string& note);
    void retranslateUi();
    void saveWithDialog();

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
    ndr::InspectReport report_;
    bool hasReport_ = false;
};

} // namespace studio
