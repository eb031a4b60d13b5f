#pragma once
// The GUI tests' and benchmarks' way to the parts of the window's features.
#include "gui/bundles/bundle_feature.hpp"
#include "gui/charts/charts_feature.hpp"
#include "gui/compare/compare_feature.hpp"
#include "gui/csv/csv_feature.hpp"
#include "gui/devices/devices_feature.hpp"
#include "gui/history/history_feature.hpp"
#include "gui/lessons/lessons_feature.hpp"
#include "gui/peaks/peaks_feature.hpp"
#include "gui/results/results_feature.hpp"
#include "gui/setup/setup_feature.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/timeline/timeline_feature.hpp"
#include "gui/tuning/tuning_feature.hpp"
#include "gui/workgroups/work_group_feature.hpp"
#include "models/results_model.hpp"
#include "session/history_recorder.hpp"

// What the tests reach of the window's features: the window knows them only as features, the
// tests by type (MainWindow::feature<F>()).
namespace studio {

inline SetupPane* setupPane(const MainWindow& w) { return w.feature<SetupFeature>()->pane(); }
inline DevicesPane* devicesPane(const MainWindow& w) { return w.feature<DevicesFeature>()->pane(); }
inline ResultsPane* resultsPane(const MainWindow& w) { return w.feature<ResultsFeature>()->pane(); }
inline ChartsPane* chartsPane(const MainWindow& w) { return w.feature<ChartsFeature>()->pane(); }
inline TimelinePane* timelinePane(const MainWindow& w) { return w.feature<TimelineFeature>()->pane(); }
inline WorkGroupPane* workGroupPane(const MainWindow& w) { return w.feature<WorkGroupFeature>()->pane(); }
inline PeaksPanel* peaksPanel(const MainWindow& w) { return w.feature<PeaksFeature>()->panel(); }
inline TuningPane* tuningPane(const MainWindow& w) { return w.feature<TuningFeature>()->pane(); }
inline HistoryPane* historyPane(const MainWindow& w) { return w.feature<HistoryFeature>()->pane(); }
inline ComparePane* comparePane(const MainWindow& w) { return w.feature<CompareFeature>()->pane(); }
inline ResultsModel* resultsModel(const MainWindow& w) { return w.session()->results(); }
inline const std::vector<ndr::DevicePeaks>& knownPeaks(const MainWindow& w) { return w.session()->peaks(); }
inline QAction* runAction(const MainWindow& w) { return w.feature<SetupFeature>()->runAction(); }
inline QAction* sweepAction(const MainWindow& w) { return w.feature<SetupFeature>()->sweepAction(); }
inline QAction* cancelAction(const MainWindow& w) { return w.feature<SetupFeature>()->cancelAction(); }
inline QAction* measurePeaksAction(const MainWindow& w) { return w.feature<PeaksFeature>()->measureAction(); }
inline QAction* recordHistoryAction(const MainWindow& w) { return w.feature<HistoryFeature>()->recordAction(); }
inline CsvImportJob* csvImportJob(const MainWindow& w) { return w.feature<CsvFeature>()->importJob(); }
inline QProgressDialog* importProgressDialog(const MainWindow& w) { return w.feature<CsvFeature>()->progressDialog(); }
inline quint64 startRun(const MainWindow& w) { return w.feature<SetupFeature>()->startRun(); }
inline quint64 startSweep(const MainWindow& w, const ndr::SweepRequest& r)
{
    return w.feature<SetupFeature>()->startSweep(r);
}
inline void cancelJob(const MainWindow& w) { w.feature<SetupFeature>()->cancelJob(); }
inline quint64 startMeasurePeaks(const MainWindow& w) { return w.feature<PeaksFeature>()->startMeasurePeaks(); }
inline quint64 startTune(const MainWindow& w) { return w.feature<TuningFeature>()->startTune(); }
inline quint64 startRunWithParams(const MainWindow& w, const QString& variant, const QString& deviceId, int n,
                                  const ndr::GemmParams& params)
{
    return w.feature<TuningFeature>()->startRunWithParams(variant, deviceId, n, params);
}
inline bool exportCsv(const MainWindow& w, const QString& path, QString* error)
{
    return w.feature<CsvFeature>()->exportCsv(path, error);
}
inline bool startImport(const MainWindow& w, const QString& path) { return w.feature<CsvFeature>()->startImport(path); }
inline bool startBundleExport(const MainWindow& w, const QString& path)
{
    return w.feature<BundleFeature>()->startExport(path);
}
inline bool startBundleImport(const MainWindow& w, const QString& path)
{
    return w.feature<BundleFeature>()->startImport(path);
}

} // namespace studio
