// ndrange-bench: the command-line face of the NDRange Studio engine.
#include <algorithm>
#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "oclgrind_hint.hpp"
#include "report.hpp"
#include "stdout_check.hpp"

namespace {

ndr::CancelToken gCancel;

extern "C" void onSigint(int) { gCancel.cancel(); } // atomic store: async-signal-safe

const char* kUsage =
    "ndrange-bench - run and verify OpenCL kernels of the NDRange Studio catalogue\n"
    "\n"
    "usage:\n"
    "  ndrange-bench devices [--json]\n"
    "  ndrange-bench variants [--workload matmul|reduce|vadd|pi] [--json]\n"
    "  ndrange-bench run   --variant NAME --n N [--workload W] [--local X[xY]] [--device P:D]\n"
    "                      [--buffers copy|use|alloc] [--queues inorder|ooo|two] [--warmup W] [--reps R] [--seed S]\n"
    "                      [--params K=V,...] [--no-tuned] [--timeout-s S] [--no-cpu] [--csv FILE] [--trace FILE.json] [--json]\n"
    "                      [--no-history]\n"
    "  ndrange-bench run   --kernel-file F.cl [--entry NAME] [--build-options \"...\"] --n N [--local XxY] [...]\n"
    "  ndrange-bench sweep --variants all|a,b [--workload W] --n 256,512 [--local 8x8,16x16] [--device P:D]\n"
    "                      [--buffers copy|use|alloc] [--queues inorder|ooo|two] [--warmup W] [--reps R]\n"
    "                      [--params K=V,...] [--no-tuned] [--timeout-s S] [--no-cpu] [--csv FILE] [--trace FILE.json] [--json]\n"
    "                      [--no-history]\n"
    "  ndrange-bench peaks [--device P:D] [--json] [--cached] [--clear-cache]\n"
    "  ndrange-bench tune  --variant register_blocked|vectorized|double_buffered|tf32_tensor|fp32_tensor --n N [--budget K]\n"
    "                      [--device P:D] [--seed S] [--reps R] [--seeds K] [--max-tile T] [--csv FILE] [--no-store]\n"
    "  ndrange-bench tune  --show | --clear-cache\n"
    "  ndrange-bench database [--n N] [--device P:D] | --list | --check  [--file FILE]\n"
    "  ndrange-bench history list [--device NAME|P:D] [--variant V] [--since DATE] [--limit K] [--json]\n"
    "  ndrange-bench history show ID [--json] | export --csv FILE [filters] | import FILE.csv\n"
    "  ndrange-bench history delete ID... | clear\n"
    "  ndrange-bench bundle export FILE.zip [--device NAME|P:D] [--variant V] [--since DATE] [--limit K]\n"
    "  ndrange-bench bundle import FILE.zip\n"
    "  ndrange-bench ids   --global X[xY] --local X[xY] [--pad] [--device P:D] [--json]\n"
    "  ndrange-bench lessons [--json]  |  lessons --run [NAME] [--device P:D] [--n N] [--reps R] [--json]\n"
    "                      [--no-history]\n"
    "\n"
    "N is the matrix order for matmul and the element (step) count for reduce, vadd and pi.\n"
    "--variants all means every variant of --workload (default matmul).\n"
    "--params MWG=..,NWG=..,KWG=..,MDIMC=..,NDIMC=..,VW=.. (run, sweep) sets the tunable variants'\n"
    "parameters; without it they use the tuned ones (tune), else the shipped database's for the\n"
    "device, else their defaults; --no-tuned skips the tuning cache and the database.\n"
    "database shows which layer each tunable variant's parameters come from on each device.\n"
    "--trace writes Chrome Trace Event JSON (open it in ui.perfetto.dev or chrome://tracing).\n"
    "--queues: one in-order queue (default), one out-of-order queue, or two queues (transfers, kernels).\n"
    "--kernel-file runs your own matmul kernel as variant user:<stem>; it must take\n"
    "  (const int N, __global const float* A, __global const float* B, __global float* C);\n"
    "  C is zeroed before every launch, and the kernel runs in a child process (ndr-kernel-runner)\n"
    "  so that a crash or a hang ends that run only (exit 3, with an Oclgrind hint).\n"
    "--timeout-s is the watchdog per command (default 60 s): a longer kernel is abandoned. On PoCL it\n"
    "  counts from when the device runs the command; one not started within max(300 s, the limit) ends too.\n"
    "lessons lists the course's claims with the course's figures and the latest measurement in the run\n"
    "  history; --run measures each claim's pair of runs on the device, says whether the claim held\n"
    "  there, and why (exit code as for run), and records the runs in the history.\n"
    "ids: a global size that is not a multiple of --local runs with a partial last work-group where the\n"
    "  device has non-uniform work-groups (OpenCL 2.0+), else is refused; --pad runs it rounded up instead.\n"
    "history: every run and sweep is recorded in $XDG_DATA_HOME/ndrange-studio/history.sqlite (else\n"
    "  ~/.local/share/...), shared with the studio; --no-history records nothing. A history that cannot\n"
    "  be written is a warning: the results are printed and exported as usual. --since takes a UTC\n"
    "  date (2026-11-24) or time (2026-11-24T10:00:00Z); --device a part of the device name or P:D.\n"
    "  A stored run that does not read back is named in a warning and left out (exit code unchanged);\n"
    "  delete removes runs by id (an unknown id: exit 2, nothing deleted). Imports (history import,\n"
    "  bundle import) skip runs the history already holds and say how many. export, like bundle\n"
    "  export, exits 2 and leaves the file as it was when no run matches.\n"
    "bundle export writes the history's runs (filtered as for history list) with this machine's devices,\n"
    "  their cached peaks, every kernel source as run and the environment into one zip; bundle import\n"
    "  checks a bundle whole, then adds its runs to the history as imported ones, naming the file.\n"
    "--device defaults to the first GPU, else the first device; --local to a size the variant picks.\n"
    "Each option is given once; --csv, --trace and --kernel-file must name different files.\n"
    "exit codes: 0 all verified, 1 a verification failed, 2 invalid input, 3 OpenCL/runtime error or a\n"
    "            failed write (the results are on stdout first), 130 interrupted (a sweep still writes\n"
    "            the runs it finished to --csv)\n";

} // namespace

namespace {

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
        std::cerr << "error: unknown command '" << cmd << "'\n\n" << kUsage;
        return ndr::cli::kInvalidInput;
    } catch (const ndr::Error& e) {
        std::cerr << "error: " << e.what() << "\n";
        const std::string oclgrind = !e.offersOclgrindCheck() ? std::string()
                                     : cmd == "run"
                                         ? ndr::cli::oclgrindCommand(args)
                                         : "oclgrind --data-races --uninitialized ndrange-bench run <the failing run>";
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
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << kUsage;
        return !ndr::cli::stdoutWritten() ? ndr::cli::kRuntimeError
               : args.empty()             ? ndr::cli::kInvalidInput
                                          : ndr::cli::kOk;
    }
    if (args[0] == "--version") {
        std::cout << "ndrange-bench " << ndr::appVersion() << "\n";
        return ndr::cli::stdoutWritten() ? ndr::cli::kOk : ndr::cli::kRuntimeError;
    }
    std::signal(SIGINT, onSigint);
    const std::string cmd = args[0];
    args.erase(args.begin());
    const int code = dispatch(cmd, args);
    return ndr::cli::stdoutWritten() ? code : ndr::cli::kRuntimeError;
}
