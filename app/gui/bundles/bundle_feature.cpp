#include "gui/bundles/bundle_feature.hpp"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "gui/shell/shell.hpp"
#include "models/results_model.hpp"
#include "session/history_recorder.hpp"
#include "session/job_controller.hpp"
#include "session/session.hpp"
#include "session/settings_io.hpp"

namespace studio {

BundleFeature::BundleFeature(const FeatureContext& context)
    : Feature(context), job_(new BundleJob(this)), export_(new QAction(this)), import_(new QAction(this))
{
    connect(export_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            shell()->dialogParent(), tr("Export bundle"),
            QDir(StudioSettings::lastDirectory()).filePath(QStringLiteral("ndrange-runs.zip")),
            tr("Bundles (*.zip);;All files (*)"));
        if (!path.isEmpty()) {
            StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
            interactive_ = startExport(path); // a failure is then worth a message box
        }
    });
    connect(import_, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(shell()->dialogParent(), tr("Import bundle"), StudioSettings::lastDirectory(),
                                         tr("Bundles (*.zip);;All files (*)"));
        if (!path.isEmpty()) {
            StudioSettings::setLastDirectory(QFileInfo(path).absolutePath());
            interactive_ = startImport(path);
        }
    });
    connect(job_, &BundleJob::finished, this, &BundleFeature::onFinished);
}

std::vector<ActionPlace> BundleFeature::actions() const
{
    using Menu = ActionPlace::Menu;
    return {{import_, Menu::File, 300, -1}, {export_, Menu::File, 310, -1}};
}

void BundleFeature::retranslate()
{
    export_->setText(tr("Export &bundle…"));
    export_->setToolTip(tr("One zip with the runs (CSV and JSON with events), devices, peaks, kernel "
                           "sources and environment, for a colleague or another machine"));
    import_->setText(tr("Import b&undle…"));
    import_->setToolTip(
        tr("Add the runs of a bundle to this session, beside your own, and to the run history, marked as imported"));
}

bool BundleFeature::startExport(const QString& path)
{
    interactive_ = false;
    if (!job_->startExport(path, session()->results()->results(), worker()->devices(), session()->peaks()))
        return false;
    setStatus(tr("Writing bundle %1…").arg(QFileInfo(path).fileName()));
    return true;
}

bool BundleFeature::startImport(const QString& path)
{
    interactive_ = false;
    if (!job_->startImport(path))
        return false;
    setStatus(tr("Reading bundle %1…").arg(QFileInfo(path).fileName()));
    return true;
}

void BundleFeature::onFinished(const BundleOutcome& o)
{
    const QString file = QFileInfo(o.path).fileName();
    if (o.ok && o.exporting) {
        setStatus(tr("Bundle %1 written.").arg(file));
    } else if (o.ok) {
        const int added = session()->addRuns(o.runs);
        context().history->recordImported(o.runs, o.origin);
        QString text = tr("Imported %n run(s) from bundle %1.", nullptr, added).arg(file);
        if (const int skipped = int(o.runs.size()) - added; skipped > 0)
            text += QLatin1Char(' ') + tr("%n run(s) already in this session skipped.", nullptr, skipped);
        setStatus(text);
    } else {
        setStatus(o.exporting ? tr("Bundle not written.") : tr("Bundle not imported; nothing was added."));
        log(o.error);
        if (interactive_)
            QMessageBox::warning(shell()->dialogParent(), o.exporting ? tr("Export failed") : tr("Import failed"),
                                 o.error);
    }
    log(shell()->statusText());
    interactive_ = false;
    emit bundleFinished(o);
}

} // namespace studio
