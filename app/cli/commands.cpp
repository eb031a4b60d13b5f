#include "commands.hpp"

#include <cstdio>
#include <iostream>
#include <unistd.h>

#include "arg_parser.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "ndr/trace.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"
#include "report.hpp"
#include "stdout_check.hpp"

namespace ndr::cli {

namespace {

const std::set<std::string> kRunValued = {"--variant",   "--n",           "--local",    "--device",
                                          "--buffers",   "--warmup",      "--reps",     "--seed",
                                          "--csv",       "--workload",    "--trace",    "--params",
                                          "--queues",    "--kernel-file", "--entry",    "--build-options",
                                          "--timeout-s", "--target-ci",   "--max-reps", "--max-seconds"};
const std::set<std::string> kSweepValued = {"--variants", "--n",          "--local",  "--device",    "--buffers",
                                            "--warmup",   "--reps",       "--seed",   "--csv",       "--workload",
                                            "--trace",    "--params",     "--queues", "--timeout-s", "--target-ci",
                                            "--max-reps", "--max-seconds"};
const std::set<std::string> kRunFlags = {"--json", "--no-cpu", "--no-tuned", "--no-history"};

} // namespace

// Progress on stderr only for a terminal, so piped JSON/CSV output stays clean.
ProgressFn terminalProgress()
{
    if (!isatty(STDERR_FILENO))
        return {};
    return [](double f, const std::string& status) {
        std::fprintf(stderr, "\r\033[K[%3d%%] %s", int(f * 100), status.c_str());
        std::fflush(stderr);
    };
}

void endProgressLine()
{
    if (isatty(STDERR_FILENO))
        std::fprintf(stderr, "\r\033[K");
}

namespace {

// Common request fields of run and sweep.
RunRequest baseRequest(const ArgParser& a)
{
    RunRequest r;
    if (a.has("--device"))
        std::tie(r.platformIndex, r.deviceIndex) = parseDeviceId(a.value("--device"));
    r.buffers = parseBufferMode(a.value("--buffers", "copy"));
    r.queues = parseQueueMode(a.value("--queues", "inorder"));
    r.warmup = int(a.integer("--warmup", 1, 0, 1000));
    r.reps = int(a.integer("--reps", 5, 1, static_cast<long long>(kMaxKernelSamples)));
    r.seed = std::uint32_t(a.integer("--seed", 42, 0, 0xFFFFFFFFll));
    r.measureCpu = !a.has("--no-cpu");
    // Tunable variants: explicit parameters, or ignore the tuning cache (defaults).
    if (a.has("--params"))
        r.gemm = GemmParams::parse(a.value("--params"));
    r.useTunedParams = !a.has("--no-tuned");
    if (a.has("--timeout-s"))
        r.timeoutS = parseSeconds(a.value("--timeout-s"), "--timeout-s");
    if (a.has("--target-ci")) {
        CiTarget t;
        t.halfWidth = parsePercent(a.value("--target-ci"), "--target-ci");
        t.maxReps = int(a.integer("--max-reps", 1000, 1, static_cast<long long>(kMaxKernelSamples)));
        if (t.maxReps < r.reps)
            throw invalidInput("--max-reps " + std::to_string(t.maxReps) + " is below --reps " +
                               std::to_string(r.reps) + ": the budget counts every timed repetition");
        if (a.has("--max-seconds"))
            t.maxSeconds = parseSeconds(a.value("--max-seconds"), "--max-seconds");
        r.targetCi = t;
    } else if (a.has("--max-reps") || a.has("--max-seconds")) {
        throw invalidInput("--max-reps and --max-seconds are the budget of --target-ci: give --target-ci too");
    }
    return r;
}

std::size_t parseN(const std::string& text) { return std::size_t(parseInteger(text, "N", 1, (long long)kMaxRequestN)); }

// After the figures are on stdout: a cache that could not be written is an error naming the file.
bool cacheWritten(const Engine& engine, bool fromCache)
{
    if (fromCache || engine.peaksCacheError().empty())
        return true;
    flushStdout();
    std::cerr << "error: the peaks above are not cached: " << engine.peaksCacheError() << "\n";
    return false;
}

// The exit code of one run, from how it ended.
int exitCodeOf(RunStatus s)
{
    switch (s) {
    case RunStatus::Verified:
        return kOk;
    case RunStatus::VerificationFailed:
        return kVerificationFailed;
    case RunStatus::Skipped:
        return kInvalidInput;
    case RunStatus::Cancelled:
        return kCancelled;
    case RunStatus::RuntimeError:
        break;
    }
    return kRuntimeError;
}

} // namespace

EngineOptions engineOptions()
{
    EngineOptions options;
    options.faults = FaultPlan::fromEnvironment();
    return options;
}

bool writeOutputFile(const std::string& path, const std::string& content)
{
    try {
        writeFileAtomically(path, content);
        return true;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return false;
    }
}

int cmdDevices(const std::vector<std::string>& args)
{
    ArgParser a(args, {}, {"--json"});
    Engine engine(engineOptions());
    const auto& devs = engine.devices();
    if (a.has("--json")) {
        std::cout << devicesToJson(devs) << "\n";
        return kOk;
    }
    if (devs.empty()) {
        std::cout << "No OpenCL platform found: the ICD loader lists none.\n"
                     "Install pocl-opencl-icd (CPU device) or your GPU vendor's OpenCL driver.\n";
        return kOk;
    }
    for (const auto& d : devs) {
        std::cout << "Device " << d.id() << "\n";
        for (const auto& [k, v] : d.properties()) {
            if (k == "Device")
                continue;
            std::cout << "  " << k << std::string(k.size() < 36 ? 36 - k.size() : 1, ' ') << v << "\n";
        }
        std::cout << "\n";
    }
    return kOk;
}

int cmdVariants(const std::vector<std::string>& args)
{
    ArgParser a(args, {"--workload"}, {"--json", "--names"});
    if (a.has("--json") && a.has("--names"))
        throw invalidInput("--json and --names are two forms of the list: give one of them");
    std::vector<Variant> chosen;
    for (const auto& v : catalogue())
        if (!a.has("--workload") || v.workload == parseWorkload(a.value("--workload")))
            chosen.push_back(v);
    if (a.has("--names")) { // one name a line, for scripts and shell completion
        for (const auto& v : chosen)
            std::cout << v.name << "\n";
        return kOk;
    }
    if (a.has("--json")) {
        std::cout << variantsToJson(chosen) << "\n";
        return kOk;
    }
    for (const auto& v : chosen) {
        const std::string unavailable = unavailableReason(v);
        std::cout << v.name << " [" << toString(v.workload) << "] - " << v.title
                  << (unavailable.empty() ? "" : "  [unavailable: " + unavailable + "]") << "\n"
                  << "  source:  " << v.courseSource << "\n"
                  << "  NDRange: " << v.ndrangeRule << "\n"
                  << "  local:   " << v.localRule << " (default " << v.defaultLocal.toString() << ")\n"
                  << "  defines: " << v.definesText << "\n"
                  << (v.tunable ? "  params:  default " + v.defaultParams.toString() + " (tuned: ndrange-bench tune)\n"
                                : std::string())
                  << "  " << v.lesson << "\n\n";
    }
    return kOk;
}

int cmdPeaks(const std::vector<std::string>& args, const CancelToken& cancel)
{
    ArgParser a(args, {"--device"}, {"--json", "--cached", "--clear-cache"});
    int p = -1, d = -1;
    if (a.has("--device"))
        std::tie(p, d) = parseDeviceId(a.value("--device"));
    Engine engine(engineOptions());
    if (a.has("--clear-cache")) {
        engine.clearPeaksCache();
        std::cerr << "cleared " << peaksCachePath() << "\n";
        return kOk;
    }
    const auto& info = engine.devices()[engine.resolveDevice(p, d)];
    std::optional<DevicePeaks> peaks;
    if (a.has("--cached")) {
        peaks = engine.cachedPeaks(p, d);
        if (!peaks)
            throw invalidInput("no cached peaks for device " + info.id() + " (run ndrange-bench peaks first)");
    } else {
        peaks =
            withProgressLine([&](const ProgressFn& progress) { return engine.measurePeaks(p, d, cancel, progress); });
    }
    if (a.has("--json")) {
        Json doc = peaksJson(*peaks);
        doc["device"] = info.name;
        doc["device_id"] = info.id();
        std::cout << dumpJson(doc) << "\n";
        return cacheWritten(engine, a.has("--cached")) ? kOk : kRuntimeError;
    }
    auto widths = [](const std::vector<PeakSample>& samples, const char* unit) {
        for (const auto& s : samples)
            std::printf("  float%-2s %10.1f %s\n", s.vectorWidth > 1 ? std::to_string(s.vectorWidth).c_str() : "",
                        s.value, unit);
    };
    std::printf("device %s  %s (measured %s)\n", info.id().c_str(), info.name.c_str(), peaks->timestamp.c_str());
    std::printf("global memory read bandwidth, as clpeak measures it (each work-item sums %d strided loads;\n"
                "bytes counted = bytes loaded; mean of %d launches):\n",
                kPeakFetchesPerItem, kPeakReadLaunches);
    widths(peaks->bandwidth, "GB/s");
    std::printf("copy (read+write) bandwidth (one load and one store per work-item; bytes = read + written):\n");
    widths(peaks->copy, "GB/s");
    std::printf("bandwidth buffer: %s (%s); copy: best of %d launches\n", formatBytes(peaks->bufferBytes).c_str(),
                peaks->cacheBytes > 0 ? (std::to_string(peaks->bufferBytes / peaks->cacheBytes) + "x the " +
                                         formatBytes(peaks->cacheBytes) + " last-level cache")
                                            .c_str()
                                      : "the device reports no last-level cache",
                kPeakBandwidthLaunches);
    std::printf("single-precision compute (independent FMA chains per work-item; the best of a search over\n"
                "chains, vector widths and local sizes at each width):\n");
    for (const auto& s : peaks->compute)
        std::printf("  float%-2s %10.1f GFLOP/s  %2d chain%s per work-item, local size %zu\n",
                    s.vectorWidth > 1 ? std::to_string(s.vectorWidth).c_str() : "", s.value, s.chains,
                    s.chains == 1 ? " " : "s", s.localSize);
    std::printf("kernel launch latency (QUEUED->START): %.2f us; empty kernel START->END: %.2f us\n",
                peaks->launchLatencyUs, peaks->emptyKernelUs);
    if (peaks->tensorGflops > 0)
        std::printf("TF32 tensor cores (no memory traffic; the roof of tf32_tensor and fp32_tensor): %.1f GFLOP/s "
                    "(%s)\n",
                    peaks->tensorGflops, peaks->tensorInstruction.c_str());
    const bool cached = a.has("--cached") || engine.peaksCacheError().empty();
    std::printf("peaks: %.1f GB/s read (the roofline's memory roof), %.1f GB/s copy, %.1f GFLOP/s (%s %s)\n",
                peaks->bandwidthGBs, peaks->copyGBs, peaks->computeGflops, cached ? "cached in" : "not cached in",
                peaksCachePath().c_str());
    return cacheWritten(engine, a.has("--cached")) ? kOk : kRuntimeError;
}

int cmdRun(const std::vector<std::string>& args, const CancelToken& cancel)
{
    ArgParser a(args, kRunValued, kRunFlags);
    a.requireDistinctFiles({"--csv", "--trace"}, {"--kernel-file"});
    Engine engine(engineOptions());
    std::string userVariant;
    if (a.has("--kernel-file")) {
        // A user's own matmul kernel (docs/user-kernels.md) runs as the variant "user:<stem>".
        if (a.has("--variant"))
            throw invalidInput("give either --variant or --kernel-file, not both");
        userVariant = engine.addUserKernel(
            loadUserKernel(a.value("--kernel-file"), a.value("--entry"), a.value("--build-options")));
    } else if (a.has("--entry") || a.has("--build-options")) {
        throw invalidInput("--entry and --build-options belong to --kernel-file F.cl");
    }
    if (userVariant.empty() && !a.has("--variant"))
        throw invalidInput("run needs --variant NAME (known: " + variantNames() + ")");
    if (!a.has("--n"))
        throw invalidInput("run needs --n N (matrix order)");
    RunRequest req = baseRequest(a);
    req.variant = userVariant.empty() ? a.value("--variant") : userVariant;
    if (a.has("--workload")) {
        const Workload w = parseWorkload(a.value("--workload"));
        if (const Variant* v = findVariant(req.variant); v && v->workload != w)
            throw invalidInput("variant " + quote(req.variant) + " belongs to workload " + toString(v->workload) +
                               ", not " + toString(w));
    }
    if (a.has("--params"))
        requireTunable(req.variant, "--params");
    req.n = parseN(a.value("--n"));
    req.local = LocalSize::parse(a.value("--local", "auto"));
    const RunResult r = withProgressLine([&](const ProgressFn& progress) { return engine.run(req, cancel, progress); });
    // The results reach stdout first, so a failed write below never loses them.
    if (a.has("--json"))
        std::cout << toJson(r) << "\n";
    else
        std::cout << describeRun(r);
    flushStdout();
    bool written = true;
    if (a.has("--csv"))
        written &= writeOutputFile(a.value("--csv"), resultsToCsv({r}));
    if (a.has("--trace"))
        written &= writeOutputFile(a.value("--trace"), toChromeTrace({r}));
    recordHistory({r}, !a.has("--no-history"));
    if (!written)
        return kRuntimeError;
    return exitCodeOf(r.outcome());
}

namespace {

// The sweep the arguments ask for: the base run, the variants (all of one workload by default),
// the sizes and the local sizes.
SweepRequest sweepRequestOf(const ArgParser& a)
{
    SweepRequest sweep;
    sweep.base = baseRequest(a);
    const std::string variants = a.value("--variants", "all");
    const Workload workload = parseWorkload(a.value("--workload", "matmul"));
    if (variants == "all") {
        // N means a matrix order for matmul and an element count otherwise, so "all" stays
        // within one workload (matmul unless --workload says otherwise).
        for (const Variant* v : variantsOf(workload))
            sweep.variants.push_back(v->name);
    } else {
        for (const auto& name : a.list("--variants")) {
            const Variant* v = findVariant(name);
            if (!v)
                throw invalidInput("unknown variant " + quote(name) + " (known: " + variantNames() + ")");
            if (a.has("--workload") && v->workload != workload)
                throw invalidInput("variant " + quote(name) + " belongs to workload " + toString(v->workload) +
                                   ", not " + toString(workload));
            sweep.variants.push_back(name);
        }
    }
    // Explicit parameters where a variant compiles none would be ignored for it: refused, naming it.
    if (a.has("--params"))
        for (const auto& name : sweep.variants)
            requireTunable(name, "--params");
    if (!a.has("--n"))
        throw invalidInput("sweep needs --n N1,N2,...");
    for (const auto& n : a.list("--n"))
        sweep.sizes.push_back(parseN(n));
    if (a.has("--local"))
        for (const auto& l : a.list("--local"))
            sweep.locals.push_back(LocalSize::parse(l));
    return sweep;
}

} // namespace

int cmdSweep(const std::vector<std::string>& args, const CancelToken& cancel)
{
    ArgParser a(args, kSweepValued, kRunFlags, {"--variants", "--n", "--local"});
    a.requireDistinctFiles({"--csv", "--trace"});
    const SweepRequest sweep = sweepRequestOf(a);

    Engine engine(engineOptions());
    engine.resolveDevice(sweep.base.platformIndex, sweep.base.deviceIndex); // bad device: exit 2 up front
    const bool json = a.has("--json");
    if (!json)
        std::cout << sweepHeader();
    auto progress = terminalProgress();
    SweepResult result = engine.sweep(sweep, cancel, progress, [&](const RunResult& r) {
        if (!json) {
            endProgressLine();
            std::cout << sweepRow(r);
            flushStdout(); // a live table
        }
    });
    endProgressLine();
    if (json) {
        Json skipped = Json::array();
        for (const auto& s : result.skipped)
            skipped.push_back(
                Json{{"variant", s.variant}, {"n", s.n}, {"local", s.local.toString()}, {"reason", s.reason}});
        Json runs = Json::array();
        for (const auto& r : result.runs)
            runs.push_back(runJson(r));
        std::cout << dumpJson(Json{{"runs", runs}, {"skipped", skipped}, {"cancelled", result.cancelled}}) << "\n";
    }
    flushStdout();
    for (const auto& s : result.skipped)
        std::cerr << "skipped " << s.variant << " N=" << s.n << " local " << s.local.toString() << ": " << s.reason
                  << "\n";
    // Partial results of a cancelled sweep are written too: nothing measured is lost. The table
    // or JSON is already on stdout, so a failed write loses no result either.
    bool written = true;
    if (a.has("--csv"))
        written &= writeOutputFile(a.value("--csv"), resultsToCsv(result.runs));
    if (a.has("--trace"))
        written &= writeOutputFile(a.value("--trace"), toChromeTrace(result.runs));
    recordHistory(result.runs, !a.has("--no-history"));
    if (!written)
        return kRuntimeError;
    if (result.cancelled) {
        std::cerr << "cancelled after " << result.runs.size() << " runs (results so far kept)\n";
        return kCancelled;
    }
    bool verifyFailed = false, runtimeFailed = false;
    for (const auto& r : result.runs) {
        verifyFailed |= r.outcome() == RunStatus::VerificationFailed;
        runtimeFailed |= r.outcome() == RunStatus::RuntimeError || r.outcome() == RunStatus::Cancelled;
    }
    if (verifyFailed)
        return kVerificationFailed;
    if (runtimeFailed)
        return kRuntimeError;
    if (result.runs.empty())
        return kInvalidInput; // every combination was invalid
    return kOk;
}

} // namespace ndr::cli
