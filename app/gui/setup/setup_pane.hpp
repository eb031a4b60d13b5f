#pragma once
#include <QString>
#include <QWidget>
#include <vector>

#include "gui/setup/lesson_browser.hpp"
#include "ndr/engine.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"
#include "session/engine_worker.hpp"

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace studio {

class InspectionStore;
class KernelEditor;
class OclgrindCheck;
class OclgrindPanel;
class VariantListModel;

// Everything that describes one run, with the lesson and kernel of the chosen variant beside it.
// Validation is live: local-size syntax is checked here with the core's parser, everything else
// by the engine on the worker; either way the core's reason is shown inline.
class SetupPane : public QWidget {
    Q_OBJECT

public:
    enum class ValidationState { Unknown, Pending, Valid, Invalid };

    // `oclgrind`: the session's Oclgrind check job (nullptr: the pane's own).
    explicit SetupPane(OclgrindCheck* oclgrind = nullptr, QWidget* parent = nullptr);

    void setDevices(const std::vector<ndr::DeviceInfo>& devices);
    void setRunActions(QAction* run, QAction* sweep, QAction* cancel);

    ndr::RunRequest request() const;
    QString variant() const;
    bool setVariant(const QString& name);
    QString deviceId() const;
    bool setDeviceId(const QString& id);
    void setN(int n);
    void setLocalText(const QString& text);
    QString localText() const;
    void setBufferMode(const QString& mode);
    void setWarmup(int warmup);
    void setReps(int reps);
    // Repeat until the median's 95 % interval is within a target (empty or "off": no target),
    // or a budget of repetitions or seconds runs out (ndrange-bench --target-ci, --max-reps,
    // --max-seconds). Text the field refuses makes the setup invalid, saying why.
    void setTargetCiText(const QString& text);
    QString targetCiText() const;
    void setMaxReps(int reps);
    void setMaxSeconds(double seconds);
    QLineEdit* targetCiEdit() const { return targetCi_; }
    QSpinBox* maxRepsSpin() const { return maxReps_; }
    QDoubleSpinBox* maxSecondsSpin() const { return maxSeconds_; }

    // The newest run's headline numbers, under the Run button. A run whose kernel crashed or hung
    // its kernel runner (RunResult::offerOclgrindCheck) also gets a "Check with Oclgrind" button.
    void showLastResult(const ndr::RunResult& result);
    QString lastResultText() const;
    QPushButton* lastResultOclgrindButton() const { return lastOclgrind_; }
    // What that button does: checks the last run's kernel, N and local size in the Oclgrind panel.
    bool checkLastWithOclgrind();

    // Called with the id worker->validate() returned for the request this pane asked about.
    void setPendingValidation(quint64 seq);
    void setValidation(const ValidationReport& report);
    ValidationState validationState() const { return state_; }
    QString validationMessage() const;
    // Run stays available while the engine is still checking; the engine re-validates anyway.
    bool canRun() const { return state_ == ValidationState::Valid || state_ == ValidationState::Pending; }

    // Tunable variants: which GEMM parameters a run will use and where they come from (tuning
    // cache, shipped database or defaults); empty for other variants.
    QString gemmParamsText() const;
    // The layer those parameters come from (None for other variants).
    ndr::GemmParamsSource gemmParamsSource() const { return gemmParamsSource_; }
    // Re-reads the tuning cache (after a tune stored its best or the cache was cleared).
    void refreshGemmParams();

    QLineEdit* localSizeEdit() const { return local_; }
    QComboBox* variantCombo() const { return variantCombo_; }
    QPlainTextEdit* sourceView() const { return source_; }
    KernelEditor* editor() const { return editor_; }
    QTextBrowser* lessonView() const { return lesson_; }
    OclgrindPanel* oclgrindPanel() const { return oclgrind_; }

    // Loads a user's matmul kernel (docs/user-kernels.md) as the selectable variant
    // "user:<stem>" and selects it. On a missing or empty file returns false and shows the
    // reason (also in *error); build errors follow from the engine's validation.
    bool loadUserKernel(const QString& path, const QString& entry = {}, const QString& buildOptions = {},
                        QString* error = nullptr);
    QString userKernelError() const;
    // Registers a user kernel (an edited copy, a file saved under a new name, a reopened run's
    // source), lists it as a variant and selects it.
    void addUserKernel(const ndr::UserKernel& kernel);
    // Kernels with unsaved edits from the last session (KernelEditor::restoreAutosave), listed.
    QStringList restoreAutosave();
    // "Open kernel file…": a file dialog, then the entry point (the first __kernel offered).
    void openKernelFile();
    // The session's inspections: the occupancy line uses the registers of the last inspection of
    // the setup's kernel and build options on its device (none set: it says they are unknown).
    void setInspections(InspectionStore* store);

signals:
    void validationRequested(const ndr::RunRequest& request);
    void canRunChanged(bool canRun);
    // The engine's answer about the setup as it stands arrived (valid or not).
    void validated();
    void deviceChanged(const QString& id);
    // Something to tell the user in the status bar and the log (a file saved or not).
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Construction (setup_pane_build.cpp).
    void createFields();
    QLayout* createButtons();
    void createSetupBox(QLayout* buttons);
    QWidget* createLessonAndSource(); // the lesson above the source, Oclgrind findings below it
    void connectFields();

    void retranslateUi();
    void edited();
    void checkNow();
    void showVariant();
    void setState(ValidationState state);
    void showState();
    void showLast();
    QString copyOptions() const; // what "Edit as new kernel" compiles the copy with
    // What the local size makes of the device (setup_pane_user.cpp, occupancyLineText): on a CPU
    // the work-group spread over its threads; on NVIDIA the occupancy. Starts with a line break.
    QString occupancyLine() const;

    VariantListModel* variants_ = nullptr;
    QGroupBox* setupBox_ = nullptr;
    QFormLayout* form_ = nullptr;
    QComboBox* variantCombo_ = nullptr;
    QComboBox* deviceCombo_ = nullptr;
    QSpinBox* n_ = nullptr;
    QLineEdit* local_ = nullptr;
    QLabel* validation_ = nullptr;
    QComboBox* buffers_ = nullptr;
    QSpinBox* warmup_ = nullptr;
    QSpinBox* reps_ = nullptr;
    QLineEdit* targetCi_ = nullptr;
    QWidget* budget_ = nullptr; // the two fields below and their words
    QLabel* budgetOr_ = nullptr;
    QSpinBox* maxReps_ = nullptr;
    QDoubleSpinBox* maxSeconds_ = nullptr;
    // What is wrong with the target or its budget; empty when nothing is.
    QString targetError() const;
    QToolButton* runButton_ = nullptr;
    QToolButton* sweepButton_ = nullptr;
    QToolButton* cancelButton_ = nullptr;
    QGroupBox* lessonBox_ = nullptr;
    QSplitter* lessonSplit_ = nullptr; // the lesson above the source
    void fitLesson();
    LessonBrowser* lesson_ = nullptr;
    QGroupBox* sourceBox_ = nullptr;
    QPlainTextEdit* source_ = nullptr;
    QLabel* buildOptions_ = nullptr;
    QPushButton* openKernel_ = nullptr;
    QLabel* userError_ = nullptr;
    OclgrindCheck* oclgrindCheck_ = nullptr;
    OclgrindPanel* oclgrind_ = nullptr;
    QLabel* gemmParams_ = nullptr;
    ndr::GemmParamsSource gemmParamsSource_ = ndr::GemmParamsSource::None;
    std::vector<ndr::DeviceInfo> devices_;
    QGroupBox* lastBox_ = nullptr;
    QLabel* last_ = nullptr;
    QPushButton* lastOclgrind_ = nullptr;
    ndr::RunResult lastResult_;
    bool hasLast_ = false;
    KernelEditor* editor_ = nullptr;
    QTimer* debounce_ = nullptr;

    ValidationState state_ = ValidationState::Unknown;
    QString parseError_;      // the core's LocalSize::parse message
    ValidationReport report_; // the engine's last answer
    quint64 pendingSeq_ = 0;
    InspectionStore* inspections_ = nullptr;
    const ndr::Variant* shownVariant_ = nullptr;
    bool hasDevices_ = false;
};

} // namespace studio
