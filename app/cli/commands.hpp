#pragma once
#include <string>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/engine.hpp"
#include "ndr/history.hpp"

namespace ndr::cli {

// Exit codes of ndrange-bench.
enum Exit { kOk = 0, kVerificationFailed = 1, kInvalidInput = 2, kRuntimeError = 3, kCancelled = 130 };

// Writes an output file (--csv, --trace) once the results are on stdout. A failure is reported
// on stderr, naming the file and the reason, and the caller exits kRuntimeError; nothing throws,
// so the other outputs are still written.
bool writeOutputFile(const std::string& path, const std::string& content);

// How every command builds its engine: the defaults, plus the fault plan NDR_FAULT names (the
// test seam through which the CLI's tests inject failures a device cannot produce on demand).
EngineOptions engineOptions();

// Progress on stderr while it is a terminal (nothing otherwise), and the line it leaves cleared.
ProgressFn terminalProgress();
void endProgressLine();
// Calls work(terminalProgress()) and ends the progress line however it returns: with its result,
// or with an exception on its way to the exit code.
template <class Work> auto withProgressLine(Work&& work)
{
    struct EndLine {
        ~EndLine() { endProgressLine(); }
    } end;
    return work(terminalProgress());
}

int cmdDevices(const std::vector<std::string>& args);
int cmdVariants(const std::vector<std::string>& args);
int cmdRun(const std::vector<std::string>& args, const CancelToken& cancel);
int cmdPeaks(const std::vector<std::string>& args, const CancelToken& cancel);
int cmdSweep(const std::vector<std::string>& args, const CancelToken& cancel);
int cmdTune(const std::vector<std::string>& args, const CancelToken& cancel); // tune_command.cpp
// The GEMM parameter database: check, list, explain per device (database_command.cpp).
int cmdDatabase(const std::vector<std::string>& args);
// The run history: list, show, export, import, delete, clear (history_command.cpp).
int cmdHistory(const std::vector<std::string>& args);
// One warning line on stderr for a stored run that does not read back: its id, the reason, `what`
// happens to it ("not listed", "not exported") and the command that removes it. The command goes
// on with the other runs and keeps its exit code.
void warnDamaged(const DamagedRun& run, const std::string& historyPath, const std::string& what);
// Why an export wrote nothing: "no run in the history H matches", or, when only damaged runs
// matched, that they match but none reads back.
std::string noReadableRun(std::size_t damaged, const std::string& historyPath);
// "imported 10 run(s) from F into H, skipped 5 already in the history" (the skip only when some
// were), and how many of those were measured again with other samples (the stored copy is kept).
std::string importedMessage(const HistoryImport& stored, const std::string& file, const std::string& historyPath);
// Result bundles written from the run history and imported into it (bundle_command.cpp).
int cmdBundle(const std::vector<std::string>& args);
// Stores the runs of run/sweep in the run history unless disabled (--no-history). A history that
// cannot be written (corrupt, locked beyond the busy timeout) is one warning on stderr: the results
// are already printed and exported, and the exit code stays the run's.
void recordHistory(const std::vector<RunResult>& runs, bool enabled);
// Work-group explorer: seed 003's id grids from a device run (ids_command.cpp).
int cmdIds(const std::vector<std::string>& args, const CancelToken& cancel);
// The course's claims, listed or measured on a device (lessons_command.cpp).
int cmdLessons(const std::vector<std::string>& args, const CancelToken& cancel);
// Two sets of runs compared run by run, or a set against a rerun (compare_command.cpp).
int cmdCompare(const std::vector<std::string>& args, const CancelToken& cancel);

// What the compiler made of a kernel, and NVIDIA's occupancy model (inspect_command.cpp).
int cmdInspect(const std::vector<std::string>& args, const CancelToken& cancel);
int cmdOccupancy(const std::vector<std::string>& args);

} // namespace ndr::cli
