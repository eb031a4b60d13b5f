#include "usage.hpp"

#include <algorithm>
#include <cstring>
#include <set>

#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace ndr::cli {

namespace {

const char* const kHeader = "ndrange-bench - run and verify OpenCL kernels of the NDRange Studio catalogue\n";

const char* const kSizes = "N is the matrix order for matmul and the element (step) count for reduce, vadd and pi.\n";
const char* const kParams =
    "--params MWG=..,NWG=..,KWG=..,MDIMC=..,NDIMC=..,VW=.. sets the tunable variants' parameters (a\n"
    "  variant that is not tunable refuses them); without it they use the tuned ones (tune), else the\n"
    "  shipped database's for the device, else their defaults; --no-tuned skips the tuning cache and the database.\n";
const char* const kOutputs =
    "--trace writes Chrome Trace Event JSON (open it in ui.perfetto.dev or chrome://tracing).\n"
    "--queues: one in-order queue (default), one out-of-order queue, or two queues (transfers, kernels).\n"
    "--timeout-s is the watchdog per command (default 60 s): a longer kernel is abandoned. On PoCL it\n"
    "  counts from when the device runs the command; one not started within max(300 s, the limit) ends too.\n"
    "--device defaults to the first GPU, else the first device; --local to a size the variant picks.\n"
    "--target-ci 2% repeats after --reps until the median kernel time's 95 % interval is within +-2 %,\n"
    "  or --max-reps timed repetitions (default 1000) or --max-seconds (default 60) have run; the run\n"
    "  says which stopped it. Every run reports the interval (docs/statistics.md).\n";
const char* const kHistory =
    "history: every run and sweep is recorded in $XDG_DATA_HOME/ndrange-studio/history.sqlite (else\n"
    "  ~/.local/share/...), shared with the studio; --no-history records nothing. A history that cannot\n"
    "  be written is a warning: the results are printed and exported as usual. A history of a schema\n"
    "  version this build does not know, or another program's database, is refused and left untouched.\n";
const char* const kFilters =
    "--since takes a UTC calendar date (2026-11-24) or time (2026-11-24T10:00:00Z); --device a part of\n"
    "  the device name or P:D; --limit the newest K runs.\n";
const char* const kStoredRuns =
    "A stored run that does not read back is named in a warning and left out (exit code unchanged).\n"
    "  Imports (history import, bundle import) skip runs the history already holds and say how many.\n"
    "  history export, like bundle export, exits 2 and leaves the file as it was when no run matches.\n";
const char* const kFiles =
    "Files are replaced atomically; a symbolic link's target is written (the link stays), a device or\n"
    "  FIFO is written in place, a directory is refused. Each option is given once; --csv, --trace and\n"
    "  --kernel-file must name different files.\n";
const char* const kExitCodes =
    "exit codes: 0 all verified, 1 a verification failed, 2 invalid input, 3 OpenCL/runtime error or a\n"
    "            failed write (the results are on stdout first), 130 interrupted (a sweep still writes\n"
    "            the runs it finished to --csv)\n";

const char* const kInspectSynopsis =
    "  ndrange-bench inspect --variant NAME | --kernel-file F.cl [--entry NAME] [--build-options \"...\"] --n N\n"
    "                      [--local X[xY]] [--device P:D] [--params K=V,...] [--no-tuned] [--timeout-s S]\n"
    "                      [--ptx FILE] [--asm FILE] [--json]\n";
const char* const kInspectNotes =
    "inspect shows what the compiler made of a kernel at N and a local size: the build options and\n"
    "  warnings, CL_KERNEL_WORK_GROUP_SIZE, the preferred multiple, local and private memory; on NVIDIA\n"
    "  ptxas' registers, spills, stack and barriers (-cl-nv-verbose), the PTX (--ptx FILE) and the\n"
    "  occupancy; on PoCL the work-group spread, the x86-64 assembly of the work-group function compiled\n"
    "  for that local size (--asm FILE; one run in the kernel runner with a private PoCL cache) and the\n"
    "  LLVM IR. A kernel that does not build prints the compiler's diagnostics as F.cl:LINE:COL.\n";
const char* const kOccupancySynopsis =
    "  ndrange-bench occupancy --cc M.m --registers R --local X[xY] [--local-mem BYTES] [--json]\n";
const char* const kOccupancyNotes =
    "occupancy follows NVIDIA's occupancy model: warps per work-group, work-groups per SM as limited by\n"
    "  the warp slots, the work-group slots, registers (allocated per warp in units of 256 from one of\n"
    "  four sub-partitions) and local memory (+1 KiB reserved per work-group from 8.0), which limit binds\n"
    "  and the occupancy (active warps / maximum warps). --cc: 7.0, 7.2, 7.5, 8.0, 8.6, 8.7, 8.9, 9.0.\n";

struct Command {
    std::string name;
    std::string synopsis; // the usage lines
    std::string notes;    // what concerns this command
};

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = [] {
        const std::string tunable = tunableVariantNames("|");
        return std::vector<Command>{
            {"devices", "  ndrange-bench devices [--json]\n",
             "devices lists every OpenCL platform and device with the properties the runs depend on.\n"},
            {"variants", "  ndrange-bench variants [--workload matmul|reduce|vadd|pi] [--json | --names]\n",
             "variants lists the catalogue: each kernel variant's course source, NDRange, local size and lesson;\n"
             "  --names only the names, one a line.\n"},
            {"run",
             "  ndrange-bench run   --variant NAME --n N [--workload W] [--local X[xY]] [--device P:D]\n"
             "                      [--buffers copy|use|alloc] [--queues inorder|ooo|two] [--warmup W] [--reps R] "
             "[--seed S]\n"
             "                      [--params K=V,...] [--no-tuned] [--timeout-s S] [--no-cpu] [--csv FILE] "
             "[--trace FILE.json] [--json]\n"
             "                      [--target-ci PCT [--max-reps K] [--max-seconds S]] [--no-history]\n"
             "  ndrange-bench run   --kernel-file F.cl [--entry NAME] [--build-options \"...\"] --n N [--local XxY] "
             "[...]\n",
             std::string(kSizes) + kParams + kOutputs +
                 "--kernel-file runs your own matmul kernel as variant user:<stem>; it must take\n"
                 "  (const int N, __global const float* A, __global const float* B, __global float* C);\n"
                 "  C is zeroed before every launch, and the kernel runs in a child process (ndr-kernel-runner)\n"
                 "  so that a crash or a hang ends that run only (exit 3, with an Oclgrind hint).\n" +
                 kHistory + kFiles},
            {"sweep",
             "  ndrange-bench sweep --variants all|a,b [--workload W] --n 256,512 [--local 8x8,16x16] [--device P:D]\n"
             "                      [--buffers copy|use|alloc] [--queues inorder|ooo|two] [--warmup W] [--reps R]\n"
             "                      [--params K=V,...] [--no-tuned] [--timeout-s S] [--no-cpu] [--csv FILE] "
             "[--trace FILE.json] [--json]\n"
             "                      [--target-ci PCT [--max-reps K] [--max-seconds S]] [--no-history]\n",
             std::string(kSizes) + "--variants all means every variant of --workload (default matmul).\n" + kParams +
                 kOutputs + kHistory + kFiles},
            {"peaks", "  ndrange-bench peaks [--device P:D] [--json] [--cached] [--clear-cache]\n",
             "peaks measures the device's read and copy bandwidth, FP32 compute and launch latency (as clpeak\n"
             "  does) and caches them per device and driver; --cached shows the cached ones without measuring.\n"
             "  A cache that cannot be written is exit 3 after the figures are printed.\n"},
            {"tune",
             "  ndrange-bench tune  --variant " + tunable +
                 " --n N [--budget K]\n"
                 "                      [--device P:D] [--seed S] [--reps R] [--seeds K] [--max-tile T] [--csv FILE] "
                 "[--no-store]\n"
                 "  ndrange-bench tune  --show | --clear-cache\n",
             "tune times the valid seed configurations, then --budget random ones, of a tunable variant on the\n"
             "  device, stores the best in the tuning cache (unless --no-store) and prints it as a database line.\n" +
                 std::string(kFiles)},
            {"database", "  ndrange-bench database [--n N] [--device P:D] | --list | --check  [--file FILE]\n",
             "database shows which layer each tunable variant's parameters come from on each device.\n"},
            {"history",
             "  ndrange-bench history list [--device NAME|P:D] [--variant V] [--since DATE] [--limit K] [--json]\n"
             "  ndrange-bench history show ID [--json] | export --csv FILE [filters] | import FILE.csv\n"
             "  ndrange-bench history delete ID... | clear\n",
             std::string(kHistory) + kFilters + kStoredRuns +
                 "delete removes runs by id, all or nothing (an id the history does not hold: exit 2).\n" + kFiles},
            {"bundle",
             "  ndrange-bench bundle export FILE.zip [--device NAME|P:D] [--variant V] [--since DATE] [--limit K]\n"
             "  ndrange-bench bundle import FILE.zip\n",
             "bundle export writes the history's runs (filtered as for history list) with this machine's devices,\n"
             "  their cached peaks, every kernel source as run and the environment into one zip; bundle import\n"
             "  checks a bundle whole, then adds its runs to the history as imported ones, naming the file.\n" +
                 std::string(kFilters) + kStoredRuns + kFiles},
            {"ids", "  ndrange-bench ids   --global X[xY] --local X[xY] [--pad] [--device P:D] [--json]\n",
             "ids: a global size that is not a multiple of --local runs with a partial last work-group where the\n"
             "  device has non-uniform work-groups (OpenCL 2.0+), else is refused; --pad runs it rounded up "
             "instead.\n"},
            {"inspect", kInspectSynopsis, kInspectNotes + std::string(kParams) + kFiles},
            {"occupancy", kOccupancySynopsis, kOccupancyNotes},
            {"lessons",
             "  ndrange-bench lessons [--json]  |  lessons --run [NAME] [--device P:D] [--n N] [--reps R] [--json]\n"
             "                      [--no-history]\n",
             "lessons lists the course's claims with the course's figures and the latest measurement in the run\n"
             "  history; --run measures each claim's pair of runs on the device, says whether the claim held\n"
             "  there, and why (exit code as for run), and records the runs in the history.\n"},
            {"compare",
             "  ndrange-bench compare A B [--threshold PCT] [--any-device] [--json]\n"
             "  ndrange-bench compare A --rerun [--device P:D] [--reps R] [--threshold PCT] [--json] [--no-history]\n",
             "compare matches the runs of A (baseline) and B by variant, workload, device, N, local size,\n"
             "  buffers, queues, parameters and kernel source, and judges each pair: faster, slower or same\n"
             "  by the Mann-Whitney U test on their repetitions (5 %), a change within --threshold (default\n"
             "  5%) being the same; inconclusive where the medians differ but noise could explain it. A and B\n"
             "  are results files (.csv), bundles (.zip) or history[:device=D,variant=V,since=DATE,limit=K,\n"
             "  id=ID,ID,...] (id=3,5,9: those runs of the history, by the ids history list shows);\n"
             "  --rerun measures A's runs again on --device. Exit 1 when a run is slower with significance or\n"
             "  its rerun failed; unmatched runs are listed. Runs without samples compare by medians only.\n"},
        };
    }();
    return all;
}

} // namespace

std::string overallUsage()
{
    std::string out = std::string(kHeader) + "\nusage:\n";
    for (const Command& c : commands())
        out += c.synopsis;
    out += "  ndrange-bench COMMAND --help    (that command's usage and notes)\n"
           "  ndrange-bench --version\n\n";
    // A note that concerns several commands is printed with the first of them only.
    std::set<const char*> printed;
    for (const Command& c : commands()) {
        std::string notes = c.notes;
        for (const char* shared : {kSizes, kParams, kOutputs, kHistory, kFilters, kFiles}) {
            const std::size_t at = notes.find(shared);
            if (at == std::string::npos)
                continue;
            if (!printed.insert(shared).second)
                notes.erase(at, std::strlen(shared));
        }
        out += notes;
    }
    return out + kExitCodes;
}

std::optional<std::string> commandUsage(const std::string& command)
{
    for (const Command& c : commands())
        if (c.name == command)
            return std::string(kHeader) + "\nusage:\n" + c.synopsis + "\n" + c.notes + kExitCodes;
    return std::nullopt;
}

bool asksForHelp(const std::vector<std::string>& args)
{
    return std::find(args.begin(), args.end(), "--help") != args.end() ||
           std::find(args.begin(), args.end(), "-h") != args.end();
}

} // namespace ndr::cli
