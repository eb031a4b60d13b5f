#include "gui/shell/startup_options.hpp"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>

#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/local_size.hpp"
#include "ndr/run_request.hpp"
#include "ndr/variant.hpp"
#include "ndr/work_items.hpp"

namespace studio {

void StartupOptionsParser::declare(QCommandLineParser& parser)
{
    parser.setApplicationDescription(tr("Learn and tune OpenCL kernels: run the course's kernel variants, "
                                        "compare them in charts and export the results."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption device(QStringLiteral("device"), tr("Device as platform:device, e.g. 0:0."),
                                    QStringLiteral("P:D"));
    const QCommandLineOption variant(QStringLiteral("variant"), tr("Kernel variant, e.g. tiled."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption n(QStringLiteral("n"), tr("Problem size N."), QStringLiteral("N"));
    const QCommandLineOption local(QStringLiteral("local"), tr("Local size X or XxY."), QStringLiteral("XxY"));
    const QCommandLineOption global(QStringLiteral("global"),
                                    tr("Work-groups view: a custom NDRange of this global size (with --local); "
                                       "it need not be a multiple of the local size."),
                                    QStringLiteral("XxY"));
    const QCommandLineOption pad(QStringLiteral("pad"),
                                 tr("Work-groups view: launch --global rounded up to a multiple of --local."));
    const QCommandLineOption select(QStringLiteral("select"),
                                    tr("Work-groups view: select the work-item at global id X,Y."),
                                    QStringLiteral("X,Y"));
    const QCommandLineOption reps(QStringLiteral("reps"), tr("Timed repetitions per run."), QStringLiteral("R"));
    const QCommandLineOption run(
        QStringLiteral("run"), tr("Run the setup once the window is up (with --view lessons: measure every lesson)."));
    const QCommandLineOption sweep(QStringLiteral("sweep"),
                                   tr("Sweep the variant (or all variants) over --sizes and --locals."));
    const QCommandLineOption measurePeaks(QStringLiteral("measure-peaks"),
                                          tr("Measure the device's peaks once the window is up (before "
                                             "--run or --sweep)."));
    const QCommandLineOption tune(QStringLiteral("tune"),
                                  tr("Tune a GEMM variant (at --n, with --budget random candidates) once the "
                                     "window is up."),
                                  QStringLiteral("VARIANT"));
    const QCommandLineOption budget(QStringLiteral("budget"), tr("Random candidates of --tune after the seed set."),
                                    QStringLiteral("K"));
    const QCommandLineOption sizes(QStringLiteral("sizes"), tr("Sweep sizes, e.g. 64,128,256."),
                                   QStringLiteral("LIST"));
    const QCommandLineOption locals(QStringLiteral("locals"), tr("Sweep local sizes, e.g. 8x8,16x16."),
                                    QStringLiteral("LIST"));
    const QCommandLineOption importCsv(QStringLiteral("import"), tr("Import a results CSV file at start."),
                                       QStringLiteral("FILE.csv"));
    const QCommandLineOption compareA(QStringLiteral("compare-a"),
                                      tr("Compare view: set A, the baseline (FILE.csv, FILE.zip, "
                                         "history[:filters] or session); compared at start with --compare-b."),
                                      QStringLiteral("SET"));
    const QCommandLineOption compareB(QStringLiteral("compare-b"), tr("Compare view: set B, the candidate."),
                                      QStringLiteral("SET"));
    const QCommandLineOption kernelFile(QStringLiteral("kernel-file"),
                                        tr("Load your own matmul kernel from FILE.cl as variant user:<stem>."),
                                        QStringLiteral("FILE.cl"));
    const QCommandLineOption entry(QStringLiteral("entry"), tr("Entry point of --kernel-file."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption inspection(QStringLiteral("inspection"), tr("Inspect view: open FILE (inspect --json)."),
                                        QStringLiteral("FILE.json"));
    const QCommandLineOption checkOclgrind(QStringLiteral("check-oclgrind"),
                                           tr("Check the selected variant with Oclgrind at start."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Save the window (1280×800) to FILE.png after the optional run, then exit."),
                                        QStringLiteral("FILE.png"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  tr("View to show: %1.").arg(views::names().join(QStringLiteral(", "))),
                                  QStringLiteral("VIEW"));
    const QCommandLineOption language(QStringLiteral("language"), tr("User-interface language: en, de or zh_TW."),
                                      QStringLiteral("LANG"));
    const QCommandLineOption noSettings(QStringLiteral("no-settings"), tr("Neither read nor write saved settings."));
    const QCommandLineOption noHistory(QStringLiteral("no-history"), tr("Record no run in the run history."));
    const QCommandLineOption empty(QStringLiteral("empty"), tr("Start without the last session's runs."));
    const QCommandLineOption queues(
        QStringLiteral("queues"),
        tr("Timeline queue mode: inorder, ooo or two; with --view timeline (and no --run) the setup runs in it."),
        QStringLiteral("MODE"));
    const QCommandLineOption buffers(QStringLiteral("buffers"), tr("Buffer mode: copy, use or alloc."),
                                     QStringLiteral("MODE"));
    for (const QCommandLineOption& o :
         {device,     variant,      n,         local,      global, pad,     select,     reps,     run,
          sweep,      measurePeaks, tune,      budget,     sizes,  locals,  importCsv,  compareA, compareB,
          screenshot, view,         language,  noSettings, queues, buffers, kernelFile, entry,    checkOclgrind,
          noHistory,  empty,        inspection})
        parser.addOption(o);
}

QString StartupOptionsParser::readSetup(const QCommandLineParser& parser, StartupOptions& o)
{
    if (parser.isSet(QStringLiteral("device"))) {
        o.device = parser.value(QStringLiteral("device"));
        if (!QRegularExpression(QStringLiteral("^\\d+:\\d+$")).match(o.device).hasMatch())
            return tr("--device takes platform:device, e.g. 0:0, not \"%1\".").arg(o.device);
    }
    if (parser.isSet(QStringLiteral("variant"))) {
        o.variant = parser.value(QStringLiteral("variant"));
        if (!ndr::findVariant(o.variant.toStdString()))
            return tr("Unknown variant \"%1\"; choose one of: %2.")
                .arg(o.variant, QString::fromStdString(ndr::variantNames()));
    }
    if (parser.isSet(QStringLiteral("n"))) {
        bool ok = false;
        o.n = parser.value(QStringLiteral("n")).toInt(&ok);
        if (!ok || o.n <= 0)
            return tr("--n takes a positive whole number, not \"%1\".").arg(parser.value(QStringLiteral("n")));
    }
    if (parser.isSet(QStringLiteral("reps"))) {
        bool ok = false;
        o.reps = parser.value(QStringLiteral("reps")).toInt(&ok);
        if (!ok || o.reps <= 0)
            return tr("--reps takes a positive whole number, not \"%1\".").arg(parser.value(QStringLiteral("reps")));
    }
    if (parser.isSet(QStringLiteral("local"))) {
        o.local = parser.value(QStringLiteral("local"));
        try {
            (void)ndr::LocalSize::parse(o.local.toStdString());
        } catch (const ndr::Error& e) {
            return tr("--local: %1").arg(QString::fromStdString(e.what()));
        }
    }
    if (parser.isSet(QStringLiteral("global"))) {
        o.global = parser.value(QStringLiteral("global"));
        if (!parser.isSet(QStringLiteral("local")))
            return tr("--global needs --local, e.g. --global 100x50 --local 16x16.");
        try {
            (void)ndr::NDRangeGeometry::parse(o.global.toStdString(), o.local.toStdString());
        } catch (const ndr::Error& e) {
            return tr("--global: %1").arg(QString::fromStdString(e.what()));
        }
    }
    o.pad = parser.isSet(QStringLiteral("pad"));
    if (parser.isSet(QStringLiteral("select"))) {
        const auto m =
            QRegularExpression(QStringLiteral("^(\\d{1,9}),(\\d{1,9})$")).match(parser.value(QStringLiteral("select")));
        if (!m.hasMatch())
            return tr("--select takes a work-item's global id as X,Y, e.g. 99,49, not \"%1\".")
                .arg(parser.value(QStringLiteral("select")));
        o.select = QPoint(m.captured(1).toInt(), m.captured(2).toInt());
    }
    return QString();
}

QString StartupOptionsParser::readJobsAndView(const QCommandLineParser& parser, StartupOptions& o)
{
    if (parser.isSet(QStringLiteral("tune"))) {
        o.tune = parser.value(QStringLiteral("tune"));
        const ndr::Variant* v = ndr::findVariant(o.tune.toStdString());
        if (!v || !v->tunable) {
            QStringList tunable;
            for (const ndr::Variant& x : ndr::catalogue())
                if (x.tunable)
                    tunable.append(QString::fromStdString(x.name));
            return tr("--tune takes a tunable variant (%1), not \"%2\".")
                .arg(tunable.join(QStringLiteral(", ")), o.tune);
        }
    }
    if (parser.isSet(QStringLiteral("budget"))) {
        bool ok = false;
        o.budget = parser.value(QStringLiteral("budget")).toInt(&ok);
        if (!ok || o.budget < 0)
            return tr("--budget takes a whole number of 0 or more, not \"%1\".")
                .arg(parser.value(QStringLiteral("budget")));
    }
    o.run = parser.isSet(QStringLiteral("run"));
    o.sweep = parser.isSet(QStringLiteral("sweep"));
    o.measurePeaks = parser.isSet(QStringLiteral("measure-peaks"));
    o.sizes = parser.value(QStringLiteral("sizes"));
    o.locals = parser.value(QStringLiteral("locals"));
    o.importCsv = parser.value(QStringLiteral("import"));
    o.kernelFile = parser.value(QStringLiteral("kernel-file"));
    o.entry = parser.value(QStringLiteral("entry"));
    o.inspection = parser.value(QStringLiteral("inspection"));
    o.checkOclgrind = parser.isSet(QStringLiteral("check-oclgrind"));
    o.screenshot = parser.value(QStringLiteral("screenshot"));
    if (parser.isSet(QStringLiteral("view"))) {
        const auto v = views::fromName(parser.value(QStringLiteral("view")));
        if (!v)
            return tr("Unknown view \"%1\"; choose one of: %2.")
                .arg(parser.value(QStringLiteral("view")), views::names().join(QStringLiteral(", ")));
        o.view = *v;
        o.viewGiven = true;
    }
    o.queues = parser.value(QStringLiteral("queues"));
    if (!o.queues.isEmpty()) {
        try {
            (void)ndr::parseQueueMode(o.queues.toStdString());
        } catch (const ndr::Error& e) {
            return tr("--queues: %1").arg(QString::fromStdString(e.what()));
        }
    }
    o.buffers = parser.value(QStringLiteral("buffers"));
    if (!o.buffers.isEmpty()) {
        try {
            (void)ndr::parseBufferMode(o.buffers.toStdString());
        } catch (const ndr::Error& e) {
            return tr("--buffers: %1").arg(QString::fromStdString(e.what()));
        }
    }
    o.language = parser.value(QStringLiteral("language"));
    if (!o.language.isEmpty() &&
        !QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_TW")}.contains(o.language))
        return tr("Unknown language \"%1\"; choose en, de or zh_TW.").arg(o.language);
    return QString();
}

QString StartupOptionsParser::readCompare(const QCommandLineParser& parser, StartupOptions& o)
{
    o.compareA = parser.value(QStringLiteral("compare-a"));
    o.compareB = parser.value(QStringLiteral("compare-b"));
    if (o.compareA.isEmpty() != o.compareB.isEmpty())
        return tr("--compare-a and --compare-b go together: name both sets.");
    for (const auto& [option, spec] :
         {std::pair{QStringLiteral("--compare-a"), o.compareA}, {QStringLiteral("--compare-b"), o.compareB}}) {
        if (spec.isEmpty() || spec == QLatin1String("session"))
            continue;
        if (ndr::isHistorySet(spec.toStdString())) {
            try {
                (void)ndr::historySetFilter(spec.toStdString());
            } catch (const ndr::Error& e) {
                return tr("%1: %2").arg(option, QString::fromStdString(e.what()));
            }
        } else if (!spec.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) &&
                   !spec.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive)) {
            return tr("%1 takes FILE.csv, FILE.zip, history[:filters] or session, not \"%2\".").arg(option, spec);
        } else if (!QFileInfo(spec).isFile()) {
            return tr("%1: \"%2\" is no readable file.").arg(option, spec);
        }
    }
    return QString();
}

std::optional<StartupOptions> StartupOptionsParser::parse(const QStringList& arguments, int* exitCode, QString* message)
{
    QCommandLineParser parser;
    declare(parser);
    auto fail = [&](const QString& why) -> std::optional<StartupOptions> {
        *exitCode = 2;
        *message = why + QLatin1Char('\n') + parser.helpText();
        return std::nullopt;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        *exitCode = 0;
        *message = parser.helpText();
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        *exitCode = 0;
        *message = QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion();
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst()));

    StartupOptions o;
    if (QString why = readSetup(parser, o); !why.isEmpty())
        return fail(why);
    if (QString why = readJobsAndView(parser, o); !why.isEmpty())
        return fail(why);
    if (QString why = readCompare(parser, o); !why.isEmpty())
        return fail(why);
    // Screenshots must not depend on whatever the last interactive session left behind.
    o.ignoreSettings = parser.isSet(QStringLiteral("no-settings")) || !o.screenshot.isEmpty();
    o.noHistory = parser.isSet(QStringLiteral("no-history"));
    o.empty = parser.isSet(QStringLiteral("empty"));
    *exitCode = 0;
    return o;
}

} // namespace studio
