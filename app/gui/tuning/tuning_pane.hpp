#pragma once
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

#include "ndr/tuner.hpp"
#include "session/engine_worker.hpp"
#include "session/job_controller.hpp"

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace studio {

class QtChartAdapter;
class TuningCandidatesModel;

// The Tuning tab: searches the parameters of a tunable GEMM variant with ndr::Tuner on
// the worker, showing each candidate as it finishes (table and a GFLOP/s scatter against a chosen
// parameter), the best so far, the size of the parameter space, and what the tuning cache holds
// for the device and variant. The best is stored by the core and used by later runs.
class TuningPane : public QWidget {
    Q_OBJECT

public:
    explicit TuningPane(JobController* jobs, QWidget* parent = nullptr);

    void setDevices(const std::vector<ndr::DeviceInfo>& devices);
    bool setDeviceId(const QString& id);
    QString deviceId() const;
    bool setVariant(const QString& name);
    QString variant() const;
    void setN(int n);
    void setBudget(int budget);
    void setSeed(int seed);
    void setMaxTile(int maxTile);
    void setScatterParam(int param); // 0..5: MWG, NWG, KWG, MDIMC, NDIMC, VW

    ndr::TuneRequest request() const;
    // Starts a tune with the current choices; returns the job id (0 if refused).
    quint64 start();
    bool isTuning() const { return job_ != 0; }
    quint64 job() const { return job_; }

    TuningCandidatesModel* model() const { return model_; }
    QtChartAdapter* chart() const { return chart_; }
    QTableView* table() const { return table_; }
    QString bestText() const;
    QString spaceText() const;
    // Parameter combinations of the chosen variant that are valid on the chosen device.
    std::size_t validParameterCount() const { return validParams_; }
    QString cacheText() const;
    // Whether the tuning cache holds an entry for the chosen device and variant.
    bool hasCachedEntry() const { return cached_; }
    QString statusText() const;
    // The last finished search (nullopt before the first finishes).
    const std::optional<ndr::TuneResult>& lastResult() const { return last_; }

    // Draws pending candidates now (the chart otherwise follows at most 25 times a second).
    void flushChart();
    // Re-reads the tuning cache entry for the chosen device and variant.
    void refreshCache();
    bool clearCache();

signals:
    // "Apply to run setup": select this variant (on this device) in the Run setup tab.
    void applyRequested(const QString& variant, const QString& deviceId);
    // Context menu "Run with these parameters".
    void runRequested(const QString& variant, const QString& deviceId, int n, const ndr::GemmParams& params);
    // The cache changed (a tune stored its best, or it was cleared): the setup pane re-reads it.
    void cacheChanged();
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Construction (tuning_pane_build.cpp).
    void createSetupBox();
    void createCacheBox();
    QWidget* createChartAndTable(); // the chart of candidates above their table
    void connectControls();

    void retranslateUi();
    void onCandidate(quint64 job, const ndr::TuneCandidate& candidate);
    void onTuneFinished(quint64 job, const ndr::TuneResult& result);
    void onJobFinished(const JobOutcome& outcome);
    void scheduleChart();
    void updateSpace();
    void updateBest();
    void updateButtons();
    void showContextMenu(const QPoint& pos);
    const ndr::DeviceInfo* currentDevice() const;

    JobController* jobs_ = nullptr;
    EngineWorker* worker_ = nullptr;
    std::vector<ndr::DeviceInfo> devices_;
    TuningCandidatesModel* model_ = nullptr;

    QGroupBox* setupBox_ = nullptr;
    QLabel* variantLabel_ = nullptr;
    QLabel* deviceLabel_ = nullptr;
    QLabel* nLabel_ = nullptr;
    QLabel* budgetLabel_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QLabel* maxTileLabel_ = nullptr;
    QComboBox* variantCombo_ = nullptr;
    QComboBox* deviceCombo_ = nullptr;
    QSpinBox* n_ = nullptr;
    QSpinBox* budget_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QComboBox* maxTile_ = nullptr;
    QPushButton* startButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QLabel* space_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* best_ = nullptr;

    QGroupBox* cacheBox_ = nullptr;
    QLabel* cache_ = nullptr;
    bool cached_ = false;
    std::size_t validParams_ = 0;
    QPushButton* clearCacheButton_ = nullptr;
    QPushButton* applyButton_ = nullptr;

    QTableView* table_ = nullptr;
    QLabel* xLabel_ = nullptr;
    QComboBox* xParam_ = nullptr;
    QtChartAdapter* chart_ = nullptr;
    QTimer* chartTimer_ = nullptr;

    quint64 job_ = 0;          // the running tune of this pane (0: none)
    ndr::TuneRequest running_; // what it was asked for
    std::optional<ndr::TuneResult> last_;
    QString lastStatus_;
};

} // namespace studio
