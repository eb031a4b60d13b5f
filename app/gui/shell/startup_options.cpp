#include "gui/shell/startup_options.hpp"

#include <QCommandLineParser>
#include <QRegularExpression>

#include "ndr/errors.hpp"
#include "ndr/local_size.hpp"
#include "ndr/run_request.hpp"
#include "ndr/variant.hpp"
#include "ndr/work_items.hpp"

namespace studio {

std::optional<StartupOptions> StartupOptionsParser::parse(const QStringList& arguments, int* exitCode, QString* message)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Learn and tune OpenCL kernels: run the course's kernel variants, "
                                        "compare them in charts and export the results."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
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
    const QCommandLineOption run(QStringLiteral("run"), tr("Run the setup once the window is up."));
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
    const QCommandLineOption kernelFile(QStringLiteral("kernel-file"),
                                        tr("Load your own matmul kernel from FILE.cl as variant user:<stem>."),
                                        QStringLiteral("FILE.cl"));
    const QCommandLineOption entry(QStringLiteral("entry"), tr("Entry point of --kernel-file."),
                                   QStringLiteral("NAME"));
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
    const QCommandLineOption queues(
        QStringLiteral("queues"),
        tr("Timeline queue mode: inorder, ooo or two; with --view timeline (and no --run) the setup runs in it."),
        QStringLiteral("MODE"));
    const QCommandLineOption buffers(QStringLiteral("buffers"), tr("Buffer mode: copy, use or alloc."),
                                     QStringLiteral("MODE"));
    for (const QCommandLineOption& o :
         {device,   variant,      n,      local,   global,     pad,    select,       reps,       run,
          sweep,    measurePeaks, tune,   budget,  sizes,      locals, importCsv,    screenshot, view,
          language, noSettings,   queues, buffers, kernelFile, entry,  checkOclgrind})
        parser.addOption(o);

    auto fail = [&](const QString& why) -> std::optional<StartupOptions> {
        *exitCode = 2;
        *message = why + QLatin1Char('\n') + parser.helpText();
        return std::nullopt;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        *exitCode = 0;
        *message = parser.helpText();
        return std::nullopt;
    }
    if (parser.isSet(version)) {
        *exitCode = 0;
        *message = QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion();
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst()));

    StartupOptions o;
    if (parser.isSet(device)) {
        o.device = parser.value(device);
        if (!QRegularExpression(QStringLiteral("^\\d+:\\d+$")).match(o.device).hasMatch())
            return fail(tr("--device takes platform:device, e.g. 0:0, not \"%1\".").arg(o.device));
    }
    if (parser.isSet(variant)) {
        o.variant = parser.value(variant);
        if (!ndr::findVariant(o.variant.toStdString()))
            return fail(tr("Unknown variant \"%1\"; choose one of: %2.")
                            .arg(o.variant, QString::fromStdString(ndr::variantNames())));
    }
    if (parser.isSet(n)) {
        bool ok = false;
        o.n = parser.value(n).toInt(&ok);
        if (!ok || o.n <= 0)
            return fail(tr("--n takes a positive whole number, not \"%1\".").arg(parser.value(n)));
    }
    if (parser.isSet(reps)) {
        bool ok = false;
        o.reps = parser.value(reps).toInt(&ok);
        if (!ok || o.reps <= 0)
            return fail(tr("--reps takes a positive whole number, not \"%1\".").arg(parser.value(reps)));
    }
    if (parser.isSet(local)) {
        o.local = parser.value(local);
        try {
            (void)ndr::LocalSize::parse(o.local.toStdString());
        } catch (const ndr::Error& e) {
            return fail(tr("--local: %1").arg(QString::fromStdString(e.what())));
        }
    }
    if (parser.isSet(global)) {
        o.global = parser.value(global);
        if (!parser.isSet(local))
            return fail(tr("--global needs --local, e.g. --global 100x50 --local 16x16."));
        try {
            (void)ndr::NDRangeGeometry::parse(o.global.toStdString(), o.local.toStdString());
        } catch (const ndr::Error& e) {
            return fail(tr("--global: %1").arg(QString::fromStdString(e.what())));
        }
    }
    o.pad = parser.isSet(pad);
    if (parser.isSet(select)) {
        const auto m = QRegularExpression(QStringLiteral("^(\\d{1,9}),(\\d{1,9})$")).match(parser.value(select));
        if (!m.hasMatch())
            return fail(
                tr("--select takes a work-item's global id as X,Y, e.g. 99,49, not \"%1\".").arg(parser.value(select)));
        o.select = QPoint(m.captured(1).toInt(), m.captured(2).toInt());
    }
    if (parser.isSet(tune)) {
        o.tune = parser.value(tune);
        const ndr::Variant* v = ndr::findVariant(o.tune.toStdString());
        if (!v || !v->tunable) {
            QStringList tunable;
            for (const ndr::Variant& x : ndr::catalogue())
                if (x.tunable)
                    tunable.append(QString::fromStdString(x.name));
            return fail(
                tr("--tune takes a tunable variant (%1), not \"%2\".").arg(tunable.join(QStringLiteral(", ")), o.tune));
        }
    }
    if (parser.isSet(budget)) {
        bool ok = false;
        o.budget = parser.value(budget).toInt(&ok);
        if (!ok || o.budget < 0)
            return fail(tr("--budget takes a whole number of 0 or more, not \"%1\".").arg(parser.value(budget)));
    }
    o.run = parser.isSet(run);
    o.sweep = parser.isSet(sweep);
    o.measurePeaks = parser.isSet(measurePeaks);
    o.sizes = parser.value(sizes);
    o.locals = parser.value(locals);
    o.importCsv = parser.value(importCsv);
    o.kernelFile = parser.value(kernelFile);
    o.entry = parser.value(entry);
    o.checkOclgrind = parser.isSet(checkOclgrind);
    o.screenshot = parser.value(screenshot);
    if (parser.isSet(view)) {
        const auto v = views::fromName(parser.value(view));
        if (!v)
            return fail(tr("Unknown view \"%1\"; choose one of: %2.")
                            .arg(parser.value(view), views::names().join(QStringLiteral(", "))));
        o.view = *v;
        o.viewGiven = true;
    }
    o.queues = parser.value(queues);
    if (!o.queues.isEmpty()) {
        try {
            (void)ndr::parseQueueMode(o.queues.toStdString());
        } catch (const ndr::Error& e) {
            return fail(tr("--queues: %1").arg(QString::fromStdString(e.what())));
        }
    }
    o.buffers = parser.value(buffers);
    if (!o.buffers.isEmpty()) {
        try {
            (void)ndr::parseBufferMode(o.buffers.toStdString());
        } catch (const ndr::Error& e) {
            return fail(tr("--buffers: %1").arg(QString::fromStdString(e.what())));
        }
    }
    o.language = parser.value(language);
    if (!o.language.isEmpty() &&
        !QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_TW")}.contains(o.language))
        return fail(tr("Unknown language \"%1\"; choose en, de or zh_TW.").arg(o.language));
    // Screenshots must not depend on whatever the last interactive session left behind.
    o.ignoreSettings = parser.isSet(noSettings) || !o.screenshot.isEmpty();
    *exitCode = 0;
    return o;
}

} // namespace studio
