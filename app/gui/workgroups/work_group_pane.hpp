#pragma once
#include <QRect>
#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

#include "gui/common/paged_view.hpp"
#include "ndr/footprint.hpp"
#include "ndr/id_capture.hpp"
#include "ndr/run_result.hpp"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTabWidget;

namespace studio {

class BankConflictWidget;
class EngineWorker;
class FootprintWidget;
class WorkGroupGridWidget;

// The "Work-groups" view: the NDRange grid (any global/local size, or the NDRange a matmul
// variant launches for N), the footprint of the selected work-item, and the local-memory bank
// picture. Ids are computed arithmetically for drawing and captured on the device through the
// EngineWorker for a bounded window, which the status line reports as device-verified or not.
class WorkGroupPane : public QWidget, public PagedView {
    Q_OBJECT

public:
    explicit WorkGroupPane(EngineWorker* worker, QWidget* parent = nullptr);

    WorkGroupGridWidget* grid() const { return grid_; }
    FootprintWidget* footprintWidget() const { return footprint_; }
    BankConflictWidget* banks() const { return banks_; }
    void showGrid();
    void showBanks();
    int currentViewPage() const override;
    void showViewPage(int page) override;
    // The page titles (grid, banks) come from the view registry.
    void setViewPageTitle(int page, const QString& title) override;
    // Applies a custom NDRange ("16x16", "4x4"); returns false with the reason in the status. A
    // global size that is not a multiple of the local size is shown with partial work-groups
    // where the default device has non-uniform work-groups, else (or with `pad`) padded.
    bool setNDRange(const QString& global, const QString& local, bool pad = false);
    // How the NDRange shown is launched (uniform, with partial groups, or padded).
    ndr::IdLaunch launch() const { return launch_; }
    // A device capture was requested and has not come back yet.
    bool captureInFlight() const { return captureRunning_; }
    // Shows the NDRange a matmul variant launches for N and the local size (empty: the variant's
    // default). Tunable GEMM variants take the local size from their parameters: `params` in the
    // GemmParams text form, or empty for what a run would use (tuned, else default).
    bool setVariant(const QString& variant, int n, const QString& local, const QString& params = {});
    // The GemmParams a run of the selected tunable variant would use (the Parameters field, else the
    // tuning cache's entry for the default device, else the variant's default) and where they came
    // from; nullopt for other variants.
    const std::optional<ndr::GemmParams>& gemmParams() const { return gemm_; }
    // The device whose limits, GEMM parameters and ids the view shows ("P:D", as in Run setup);
    // empty or unknown: the device the engine picks by default.
    void setDeviceId(const QString& id);
    // The device shown ("" before the engine has enumerated) and the matmul variant shown (""
    // for a custom NDRange).
    QString deviceId() const;
    QString variant() const;
    // Shows the NDRange a finished run launched: its variant, N, local size, device and (tunable
    // variants) the parameters it compiled and the layer they came from. false, and the view
    // unchanged, for a run it cannot show (another workload, a user kernel).
    bool showRun(const ndr::RunResult& run);
    void selectItem(int x, int y);
    QString statusText() const;
    // The last request was refused (bad sizes or parameters); the status names the reason.
    bool hasError() const { return !error_.isEmpty(); }
    // The variant shown has no NDRange of ours to draw (CLBlast picks its own): a reason instead.
    bool showsReasonInsteadOfGrid() const { return !unavailableReason_.isEmpty(); }
    // The grid and the work-item panel are on screen (neither a refusal nor a reason replaces them).
    bool showsGrid() const;
    bool canExport() const; // a grid is on screen to export
    // The text that stands in for the grid (a refused layout, a variant without an NDRange).
    QString replacementText() const;

signals:
    void captureFinished(bool verified);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void createControls();
    QWidget* buildGridPage();
    QWidget* buildBankPage();
    void connectControls();
    // A widget whose text retranslate() sets from `source` (QT_TR_NOOP), and such a label.
    template <typename W> W* text(W* widget, const char* source);
    QLabel* label(const char* source);
    void retranslate();
    void apply();
    void requestCapture();
    void updateFootprint();
    void updateStatus();
    void showGrid(bool shown);
    void exportGrid();
    std::size_t estimatedSubGroupSize() const;
    const ndr::DeviceInfo* device() const;
    ndr::NDRangeGeometry variantRange(const ndr::Variant& v, std::size_t n);
    // The NDRange launched for a custom request: as asked, or padded (work_group_pane_status.cpp).
    ndr::NDRangeGeometry launchRange(const ndr::NDRangeGeometry& requested, bool pad);
    QString raggedText() const;
    QString requestedText() const;
    void showUnavailable(const QString& reason);
    // A refused layout: the reason replaces the grid and the work-item panel.
    void showRefused(const QString& reason);

    EngineWorker* worker_;
    WorkGroupGridWidget* grid_ = nullptr;
    FootprintWidget* footprint_ = nullptr;
    BankConflictWidget* banks_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QPushButton* applyButton_ = nullptr;
    QPushButton* fitButton_ = nullptr;
    QPushButton* captureButton_ = nullptr;
    QPushButton* exportButton_ = nullptr;
    QComboBox* variant_ = nullptr;
    QSpinBox* n_ = nullptr;
    QLineEdit* global_ = nullptr;
    QLineEdit* local_ = nullptr;
    QCheckBox* pad_ = nullptr;    // launch a ragged custom NDRange padded even with non-uniform groups
    QLineEdit* params_ = nullptr; // GEMM parameters of a tunable variant; empty: tuned or default
    QLabel* paramsLabel_ = nullptr;
    QSplitter* split_ = nullptr;
    QLabel* unavailable_ = nullptr; // replaces the grid for a variant without a footprint (clblast)
    QString unavailableReason_;
    QString deviceId_; // as asked; device() falls back to the default device
    std::optional<ndr::GemmParams> gemm_;
    QString gemmSource_;
    QComboBox* labels_ = nullptr;
    QCheckBox* warps_ = nullptr;
    QCheckBox* padding_ = nullptr;
    QCheckBox* tiles_ = nullptr;
    QCheckBox* seedLayout_ = nullptr;
    QComboBox* bankTile_ = nullptr;
    QSpinBox* bankK_ = nullptr;
    QSpinBox* bankWarp_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* info_ = nullptr;
    std::vector<std::function<void()>> translators_;
    QString error_;
    ndr::NDRangeGeometry requested_; // the custom NDRange as asked (the grid shows it as launched)
    ndr::IdLaunch launch_ = ndr::IdLaunch::Uniform;
    bool captureRunning_ = false;
    QString captureState_;
    quint64 captureSeq_ = 0;
    QRect requestedWindow_; // global ids of the newest capture request
};

} // namespace studio
