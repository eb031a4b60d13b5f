#pragma once
#include <QHash>
#include <QString>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "ndr/diagnostics.hpp"
#include "ndr/user_kernel.hpp"
#include "session/engine_worker.hpp"

class QJsonObject;
class QLabel;
class QLockFile;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace ndr {
struct Variant;
}

namespace studio {

class KernelTextEdit;
class OpenClHighlighter;

// One compiler message about the kernel being edited, named with the user's file.
struct EditorDiagnostic {
    QString file;     // the user's file name ("mine.cl"), never the compiler's temporary path
    int line = 0;     // 1-based; 0 when the message names no line
    int column = 0;   // 1-based; 0 when unknown
    QString severity; // "error", "warning", "note"
    QString message;
};

// The kernel source pane: shows a built-in variant read-only (with "Edit as new kernel" for those
// that keep the user-kernel contract) and edits a user kernel. An edit is built after a pause in
// typing or at once with Ctrl+B, as a draft ("user:<stem>~edit") on the engine's worker; a good
// build replaces the kernel a run uses, a failed one lists its diagnostics and marks their lines
// while runs keep the last good build. Unsaved edits are kept in an autosave file in the state
// directory ($XDG_STATE_HOME/ndrange-studio) and come back at the next start.
class KernelEditor : public QWidget {
    Q_OBJECT

public:
    enum class BuildState { None, Edited, Building, Good, Failed };

    explicit KernelEditor(QWidget* parent = nullptr);
    ~KernelEditor() override; // an edit typed in the last second is written to the autosave

    // Shows the variant's source; a user kernel's unsaved edit if there is one.
    void showVariant(const ndr::Variant* variant);
    // A kernel registered anew from outside (a file opened again): an edit of that name with other
    // text is dropped.
    void forgetDraft(const QString& name, const QString& source);
    QPlainTextEdit* textEdit() const;
    KernelTextEdit* sourceView() const { return text_; }
    QListWidget* diagnosticsList() const { return diagnostics_; }
    const std::vector<EditorDiagnostic>& diagnostics() const { return shown_; }
    BuildState buildState() const { return state_; }
    bool isEditable() const;
    bool isModified() const; // the text differs from the file (a kernel without a file: always)
    QString currentName() const { return name_; }
    // The text a run of the current kernel uses (its last good build).
    QString lastGoodSource() const;
    // The good build before the last one (empty when there has been only one), and the kernel
    // being edited (its entry point and build options).
    QString previousGoodSource() const;
    std::optional<ndr::UserKernel> currentKernel() const;

    // Builds the text now (Ctrl+B); false when there is nothing to build.
    bool buildNow();
    void setPendingBuild(quint64 seq) { pendingBuild_ = seq; }
    void setBuildResult(const BuildReport& report);
    // The setup's validation found the kernel shown does not build (a file opened as it is): its
    // diagnostics listed and marked, unless an edit is being built anyway.
    void showSetupDiagnostics(const std::vector<ndr::Diagnostic>& diagnostics);

    // The built-in variant shown, as a user kernel ("user:<name>_copy") with the build options it
    // needs (its tile size); false when it does not keep the user-kernel contract.
    bool editAsNewKernel(const QString& builtInOptions);
    static bool canEditAsUserKernel(const ndr::Variant& v);

    // Writes the text to the kernel's file (Save as when it has none). On failure returns false
    // with *error naming the file and why; the file is left as it was.
    bool save(QString* error = nullptr);
    bool saveAs(const QString& path, QString* error = nullptr);
    void saveWithDialog();
    void saveAsWithDialog();

    // Autosave: unsaved edits of every user kernel, in the state directory. Each studio writes its
    // own slot (editor-autosave.json, editor-autosave-2.json, …), held with a lock file while it
    // runs, so two studios open at once never overwrite each other's edits.
    static constexpr int kAutosaveSlots = 16;
    static QString autosaveSlotPath(int slot); // slot 1 is editor-autosave.json
    QString autosavePath() const;              // this studio's slot; empty while it holds none
    int autosaveSlot() const { return slot_; }
    bool writeAutosave(QString* error = nullptr);
    // Registers the kernels of every slot no running studio holds (the saved file's kernel stays
    // what a run uses until the edit builds) and takes them into this studio's slot; returns the
    // names restored. The same kernel edited in two studios comes back twice, the second as an
    // unsaved copy ("user:<stem>_recovered").
    QStringList restoreAutosave();

    void jumpToDiagnostic(int index);
    // The first diagnostic on `line` (1-based), as a click on its gutter marker does.
    void jumpToLine(int line);
    void retranslate();

signals:
    // A draft was registered under `variant` and should be built (the feature asks the worker).
    void buildRequested(const QString& variant);
    // A user kernel to register and select (Edit as new kernel, Save as).
    void kernelCreated(const ndr::UserKernel& kernel);
    // The kernel a run uses changed (a good build of an edit).
    void kernelUpdated(const QString& name);
    void message(const QString& text);
    // "Edit as new kernel" was pressed: the owner knows the build options the copy needs.
    void editCopyRequested();
    // "Compare builds…" was pressed.
    void compareRequested();

private:
    struct Draft {
        ndr::UserKernel kernel; // name, path, entry and options of the kernel; source = the edit
        QString savedText;      // the file's text when loaded or last saved (empty without a file)
        QString lastGood;       // the source of the last good build
        QString previousGood;   // the good build before it (empty: none yet)
    };

    void createWidgets();
    void textEdited();
    void setState(BuildState state, const QString& detail = QString());
    void showDiagnostics(std::vector<EditorDiagnostic> list);
    static std::vector<EditorDiagnostic> fromCore(const std::vector<ndr::Diagnostic>& diagnostics);
    void markLines();
    Draft* current();
    ndr::UserKernel promoted(const Draft& d, const QString& source) const;
    void updateButtons();
    bool claimAutosaveSlot();
    void restoreAutosaveKernel(const QJsonObject& o, QStringList* restored);

    KernelTextEdit* text_ = nullptr;
    OpenClHighlighter* highlighter_ = nullptr;
    QPushButton* editCopy_ = nullptr;
    QPushButton* saveButton_ = nullptr;
    QPushButton* saveAsButton_ = nullptr;
    QPushButton* buildButton_ = nullptr;
    QPushButton* compareButton_ = nullptr;
    QLabel* status_ = nullptr;
    QListWidget* diagnostics_ = nullptr;
    QTimer* buildTimer_ = nullptr;
    QTimer* autosaveTimer_ = nullptr;

    const ndr::Variant* variant_ = nullptr;
    QString name_; // the variant shown
    QHash<QString, Draft> drafts_;
    std::vector<EditorDiagnostic> shown_;
    BuildState state_ = BuildState::None;
    QString stateDetail_;
    QString buildingSource_;
    quint64 pendingBuild_ = 0;
    bool loading_ = false;
    std::unique_ptr<QLockFile> slotLock_;
    int slot_ = 0;
};

} // namespace studio
