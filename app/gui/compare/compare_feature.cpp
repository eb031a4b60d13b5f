#include "gui/compare/compare_feature.hpp"

#include <QFileDialog>
#include <QMessageBox>

#include "gui/compare/compare_pane.hpp"
#include "gui/compare/ratio_chart.hpp"
#include "gui/shell/shell.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"
#include "gui/shell/view_registry.hpp"
#include "ndr/history.hpp"
#include "session/session.hpp"

namespace studio {

namespace {

// A set named on the command line: "session", "history[:filters]", a .zip bundle or a CSV file
// (StartupOptionsParser has checked it).
void pickFromOption(CompareSidePicker* picker, const QString& spec)
{
    if (spec == QLatin1String("session"))
        picker->setSource(CompareSource::Kind::Runs, QString());
    else if (ndr::isHistorySet(spec.toStdString()))
        picker->setSource(CompareSource::Kind::History, spec.mid(8));
    else if (spec.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive))
        picker->setSource(CompareSource::Kind::Bundle, spec);
    else
        picker->setSource(CompareSource::Kind::CsvFile, spec);
}

} // namespace

CompareFeature::CompareFeature(const FeatureContext& context)
    : Feature(context), pane_(new ComparePane([s = context.session] { return s->chartedRuns(); }))
{
    connect(session(), &Session::compareRequested, this, &CompareFeature::takeHistorySet);
}

void CompareFeature::takeHistorySet(const QString& historySet, bool sideB)
{
    CompareSidePicker* side = sideB ? pane_->pickerB() : pane_->pickerA();
    CompareSidePicker* other = sideB ? pane_->pickerA() : pane_->pickerB();
    side->setSource(CompareSource::Kind::History, historySet.mid(8));
    shell()->showView(View::Compare);
    // The other set complete already (a file named, the session, the history): compared at once.
    QString why;
    if (other->source(&why))
        pane_->compare();
    else
        setStatus(tr("The selected runs are set %1 of Compare: pick set %2 and press Compare.")
                      .arg(sideB ? QStringLiteral("B") : QStringLiteral("A"),
                           sideB ? QStringLiteral("A") : QStringLiteral("B")));
}

QWidget* CompareFeature::view() const { return pane_; }

void CompareFeature::applyStartupOptions()
{
    if (!options().compareA.isEmpty())
        pickFromOption(pane_->pickerA(), options().compareA);
    if (!options().compareB.isEmpty())
        pickFromOption(pane_->pickerB(), options().compareB);
}

void CompareFeature::startupWork(StartupWork& work, int phase)
{
    if (phase != StartupWork::Waits || options().compareA.isEmpty() || options().compareB.isEmpty())
        return;
    if (work.idle()) // a screenshot waits for the comparison
        work.waitFor(pane_, &ComparePane::finished);
    pane_->compare();
}

bool CompareFeature::exportChart(const QString& suffix)
{
    const bool svg = suffix == QLatin1String("svg");
    const QString path = QFileDialog::getSaveFileName(pane_, tr("Export chart"), QStringLiteral("compare.") + suffix,
                                                      svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return true;
    QString error;
    const bool ok = svg ? pane_->chart()->exportSvg(path, &error) : pane_->chart()->exportPng(path, &error);
    if (!ok)
        QMessageBox::warning(pane_, tr("Export chart"), error);
    return true;
}

} // namespace studio
