#pragma once
#include <QCoreApplication>
#include <QPoint>
#include <QString>
#include <QStringList>
#include <optional>

#include "gui/shell/view_registry.hpp"
#include "ndr/fault_plan.hpp"

class QCommandLineParser;

namespace studio {

// What the command line asked for. Everything is optional; unset fields keep the saved settings.
struct StartupOptions {
    QString device; // "P:D"
    QString variant;
    int n = 0;                    // 0: not given
    QString local;                // "XxY"
    QString global;               // "XxY": the Work-groups view shows this custom NDRange (with local)
    bool pad = false;             // ... launched padded to a multiple of the local size
    std::optional<QPoint> select; // the Work-groups view selects this work-item (global id x, y)
    bool run = false;
    bool sweep = false;        // variants (or --variant), --sizes, --locals
    bool measurePeaks = false; // before the run or sweep
    QString tune;              // --tune VARIANT: tune it (at --n, --budget) once the window is up
    int budget = -1;           // --budget: random candidates after the seed set (-1: not given)
    QString sizes;
    QString locals;
    int reps = 0;
    QString importCsv;
    // The Compare view's sets A and B: FILE.csv, FILE.zip, history[:filters] or session.
    QString compareA, compareB;
    QString kernelFile;         // a user kernel to load and select (docs/user-kernels.md)
    QString entry;              // its entry point; empty: the file's only kernel
    QString inspection;         // a saved inspection (inspect --json) the Inspect view opens
    bool checkOclgrind = false; // run "Check with Oclgrind" at start (screenshots wait for it)
    QString screenshot;         // FILE.png
    View view = View::Setup;
    bool viewGiven = false;
    QString language;            // "" = settings or system
    QString queues;              // inorder|ooo|two: the Timeline's queue mode ("" = default)
    QString buffers;             // copy|use|alloc ("" = settings)
    bool ignoreSettings = false; // also: start without the last session's runs
    bool noHistory = false;      // record nothing in the run history
    bool empty = false;          // start without the last session's runs
    ndr::FaultPlan faults;       // test seam: what the engine acts out (main sets it from NDR_FAULT)
};

class StartupOptionsParser {
    Q_DECLARE_TR_FUNCTIONS(StartupOptionsParser)

public:
    // Parses QCoreApplication::arguments() (or `arguments` when given). On --help/--version
    // prints and returns nullopt with *exitCode 0; on a bad option prints the reason and
    // returns nullopt with *exitCode 2 (the CLI's invalid-input code).
    static std::optional<StartupOptions> parse(const QStringList& arguments, int* exitCode, QString* message);

private:
    static void declare(QCommandLineParser& parser);
    // Each reads its options into `o` and returns the reason of the first bad one (empty: none).
    static QString readSetup(const QCommandLineParser& parser, StartupOptions& o); // device … select
    static QString readJobsAndView(const QCommandLineParser& parser, StartupOptions& o);
    static QString readCompare(const QCommandLineParser& parser, StartupOptions& o);
};

} // namespace studio
