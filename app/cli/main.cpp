// ndrange-bench: the command-line face of the NDRange Studio engine.
#include <algorithm>
#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "oclgrind_hint.hpp"
#include "report.hpp"
#include "stdout_check.hpp"
#include "usage.hpp"

namespace {

ndr::CancelToken gCancel;

extern "C" void onSigint(int) { gCancel.cancel(); } // atomic store: async-signal-safe

// The message; for a kernel that failed to build, its first line and then the compiler's
// diagnostics located in the user's file ("mine.cl:7:5: error: expected ';'") with their context.
void printError(const ndr::Error& e)
{
    const std::string message = e.what();
    if (e.diagnostics().empty()) {
        std::cerr << "error: " << message << "\n";
        return;
    }
    std::cerr << "error: " << message.substr(0, message.find("\nbuild log:")) << "\n";
    for (const auto& d : e.diagnostics()) {
        std::cerr << ndr::formatDiagnostic(d) << "\n";
        if (!d.context.empty())
            std::cerr << d.context << "\n";
    }
}

int dispatch(const std::string& cmd, const std::vector<std::string>& args)
{
    try {
        if (cmd == "devices")
            return ndr::cli::cmdDevices(args);
        if (cmd == "variants")
            return ndr::cli::cmdVariants(args);
        if (cmd == "run")
            return ndr::cli::cmdRun(args, gCancel);
        if (cmd == "peaks")
            return ndr::cli::cmdPeaks(args, gCancel);
        if (cmd == "sweep")
            return ndr::cli::cmdSweep(args, gCancel);
        if (cmd == "tune")
            return ndr::cli::cmdTune(args, gCancel);
        if (cmd == "database")
            return ndr::cli::cmdDatabase(args);
        if (cmd == "history")
            return ndr::cli::cmdHistory(args);
        if (cmd == "bundle")
            return ndr::cli::cmdBundle(args);
        if (cmd == "ids")
            return ndr::cli::cmdIds(args, gCancel);
        if (cmd == "lessons")
            return ndr::cli::cmdLessons(args, gCancel);
        if (cmd == "inspect")
            return ndr::cli::cmdInspect(args, gCancel);
        if (cmd == "occupancy")
            return ndr::cli::cmdOccupancy(args);
        if (cmd == "compare")
            return ndr::cli::cmdCompare(args, gCancel);
        std::cerr << "error: unknown command '" << cmd << "'\n\n" << ndr::cli::overallUsage();
        return ndr::cli::kInvalidInput;
    } catch (const ndr::Error& e) {
        printError(e);
        const std::string oclgrind = !e.offersOclgrindCheck() ? std::string()
                                     : cmd == "run"           ? ndr::cli::oclgrindCommand(args)
                                                              : ndr::cli::oclgrindHintForOtherCommands();
        if (!oclgrind.empty())
            std::cerr << "hint: check the kernel with Oclgrind (out-of-bounds accesses, data races, "
                         "uninitialised values):\n  "
                      << oclgrind << "\n";
        // --json readers get the structure on stdout (the message stays on stderr for people).
        if (std::find(args.begin(), args.end(), "--json") != args.end())
            std::cout << ndr::cli::errorJson(e, oclgrind) << "\n";
        switch (e.kind()) {
        case ndr::ErrorKind::InvalidInput:
            return ndr::cli::kInvalidInput;
        case ndr::ErrorKind::Cancelled:
            return ndr::cli::kCancelled;
        case ndr::ErrorKind::Runtime:
            return ndr::cli::kRuntimeError;
        }
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return ndr::cli::kRuntimeError;
    }
    return ndr::cli::kRuntimeError;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    ndr::cli::bufferStdout();
    if (args.size() == 2 && args[0] == "help") // `help CMD` is `CMD --help`
        args = {args[1], "--help"};
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << ndr::cli::overallUsage();
        return !ndr::cli::stdoutWritten() ? ndr::cli::kRuntimeError
               : args.empty()             ? ndr::cli::kInvalidInput
                                          : ndr::cli::kOk;
    }
    if (const auto usage = ndr::cli::commandUsage(args[0]);
        usage && ndr::cli::asksForHelp(std::vector<std::string>(args.begin() + 1, args.end()))) {
        std::cout << *usage;
        return ndr::cli::stdoutWritten() ? ndr::cli::kOk : ndr::cli::kRuntimeError;
    }
    if (args[0] == "--version") {
        std::cout << "ndrange-bench " << ndr::appVersion() << "\n";
        return ndr::cli::stdoutWritten() ? ndr::cli::kOk : ndr::cli::kRuntimeError;
    }
    std::signal(SIGINT, onSigint);
    // No output option (--csv, --trace, bundle export, ...) may replace the run history.
    ndr::History::protectFromWrites(ndr::History::defaultPath());
    const std::string cmd = args[0];
    args.erase(args.begin());
    const int code = dispatch(cmd, args);
    return ndr::cli::stdoutWritten() ? code : ndr::cli::kRuntimeError;
}
