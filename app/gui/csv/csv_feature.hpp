#pragma once
#include "gui/shell/feature.hpp"
#include "session/csv_import_job.hpp"

class QProgressDialog;

namespace studio {

// File → Import CSV… / Export CSV…: the session's runs as a results CSV, and a results CSV's runs
// added to the session (and to the run history as imported runs). An import runs off the GUI
// thread with a progress dialog and Cancel; the rows are added once the whole file has been read.
class CsvFeature : public Feature {
    Q_OBJECT

public:
    explicit CsvFeature(const FeatureContext& context);

    QAction* importAction() const { return import_; }
    QAction* exportAction() const { return export_; }
    CsvImportJob* importJob() const { return job_; }
    QProgressDialog* progressDialog() const { return progress_; }
    // Writes every run of the session; false with *error (logged) when the file was not written.
    bool exportCsv(const QString& path, QString* error);
    // Starts an import; false when one is already running. importFinished follows.
    bool startImport(const QString& path);

    std::vector<ActionPlace> actions() const override;
    void applyStartupOptions() override;
    bool holdsStartup() const override;
    void retranslate() override;

signals:
    // An import ended: rows added (outcome.ok), refused (outcome.error) or cancelled.
    void importFinished(const studio::CsvImportOutcome& outcome);

private:
    void createProgressDialog();
    void updateActions();
    void onExport();
    void onImport();
    void onImportFinished(const CsvImportOutcome& outcome);

    QAction* import_ = nullptr;
    QAction* export_ = nullptr;
    CsvImportJob* job_ = nullptr;
    QProgressDialog* progress_ = nullptr;
    bool interactive_ = false; // started from the menu: a refusal gets a message box
};

} // namespace studio
