#include "report.hpp"

#include <cstdio>

#include "ndr/catalogue.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace ndr::cli {

namespace {

std::string fmt(const char* f, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

// "-" where a value is not modelled or not measured.
std::string fmt(const char* f, const std::optional<double>& v) { return v ? fmt(f, *v) : "-"; }

} // namespace

std::string printable(const std::string& text, bool multiline)
{
    std::string out;
    out.reserve(text.size());
    std::size_t len = 1;
    for (std::size_t i = 0; i < text.size(); i += len) {
        const ndr::TextChar c = ndr::classifyChar(text, i, len);
        if (c == ndr::TextChar::Printable || (multiline && c == ndr::TextChar::LineBreakOrTab && text[i] != '\r'))
            out.append(text, i, len);
        else
            out += '?';
    }
    return out;
}

// The interval of the median kernel time and what follows from it; why the repetitions stopped
// where a target was set.
std::string describeInterval(const RunResult& r)
{
    std::string s;
    if (!r.kernelMsCi) {
        s = "interval  none (" +
            std::string(r.kernelSamplesMs.empty() ? "no samples kept with this run" : "one repetition") + ")\n";
    } else {
        const Interval ci = *r.kernelMsCi;
        s = "interval  95% CI of the median " + fmt("%.4f", ci.low) + " .. " + fmt("%.4f", ci.high) + " ms (+-" +
            fmt("%.1f", 100 * ci.relativeHalfWidth(r.kernel.medianMs)) + " %)";
        if (const auto g = r.gflopsCi())
            s += "  " + fmt("%.2f", g->low) + " .. " + fmt("%.2f", g->high) + " GFLOP/s";
        if (const auto b = r.gbpsCi())
            s += "  " + fmt("%.2f", b->low) + " .. " + fmt("%.2f", b->high) + " GB/s";
        if (r.speedupVsCpu)
            if (const auto x = inverseInterval(*r.speedupVsCpu, r.kernel.medianMs, r.kernelMsCi))
                s += "  speedup " + fmt("%.2f", x->low) + " .. " + fmt("%.2f", x->high) + "x";
        s += "\n";
    }
    if (r.ciStop != CiStop::NotAsked)
        s += "target    +-" + fmt("%.1f", 100 * r.ciTarget) + " %: " +
             (r.ciStop == CiStop::Reached      ? "reached"
              : r.ciStop == CiStop::RepBudget  ? "not reached: the repetition budget ran out"
              : r.ciStop == CiStop::TimeBudget ? "not reached: the time budget ran out"
                                               : "not reached: too few repetitions for an interval") +
             " after " + std::to_string(r.kernelSamplesMs.size()) + " timed repetitions\n";
    return s;
}

std::string describeRun(const RunResult& r)
{
    std::string s;
    s += "device    " + printable(r.deviceId) + "  " + printable(r.device) + " (" + printable(r.platform) +
         ", driver " + printable(r.driver) + ")\n";
    const std::string global =
        r.local.dims == 2 ? std::to_string(r.globalX) + "x" + std::to_string(r.globalY) : std::to_string(r.globalX);
    s += "variant   " + printable(r.variant) + "  N=" + std::to_string(r.n) + "  global " + global + "  local " +
         r.local.toString() + "  buffers " + toString(r.buffers) +
         (r.queues == QueueMode::InOrder ? "" : "  queues " + toString(r.queues)) + "  warm-up " +
         std::to_string(r.warmup) + "  reps " + std::to_string(r.reps) + "\n";
    if (!r.params.empty())
        s += "params    " + printable(r.params) + " (" + toString(r.paramsSource) +
             (r.paramsNote.empty() ? "" : ": " + printable(r.paramsNote)) + ")\n";
    if (!r.measured) {
        s += "verify    FAILED  " + printable(r.error, true) + "\n";
        return s; // nothing was timed
    }
    const Variant* variant = findVariant(r.variant);
    s += "kernel    min " + fmt("%.4f", r.kernel.minMs) + " ms  median " + fmt("%.4f", r.kernel.medianMs) +
         " ms  mean " + fmt("%.4f", r.kernel.meanMs) + " ms  stddev " + fmt("%.4f", r.kernel.stddevMs) + " ms" +
         (r.profiled                       ? ""
          : (variant && variant->onHost)   ? "  (host clock around the library call, on the host CPU)"
          : (variant && variant->external) ? "  (wall clock around the library call, clFinish before and after)"
                                           : "  (wall clock: device has no profiling)") +
         "\n";
    if (variant && variant->onHost)
        if (const std::string lib = externalLibraryDescription(*variant); !lib.empty())
            s += "library   " + lib + "\n";
    if (r.gbps)
        s += "rate      " + fmt("%.2f", r.gflops) + " GFLOP/s  " + fmt("%.2f", r.gbps) +
             " GB/s (catalogue traffic model, median kernel time)\n";
    else // clblast, pi and user kernels have no traffic model
        s += "rate      " + fmt("%.2f", r.gflops) + " GFLOP/s (median kernel time; GB/s not modelled)\n";
    s += describeInterval(r);
    s += "host      wall " + fmt("%.2f", r.wallMs) + " ms  write " + fmt("%.3f", r.writeMs) + " ms  read " +
         fmt("%.3f", r.readMs) + " ms";
    if (r.cpuMs)
        s += "  sequential CPU " + fmt("%.1f", *r.cpuMs) + " ms";
    if (r.speedupVsCpu)
        s += "  speedup " + fmt("%.1f", *r.speedupVsCpu) + "x";
    s += "\n";
    if (r.queuedToSubmitUs && r.submitToStartUs)
        s += "queue     queued->submit " + fmt("%.1f", r.queuedToSubmitUs) + " us  submit->start " +
             fmt("%.1f", r.submitToStartUs) + " us (mean of timed launches)\n";
    else
        s += "queue     queued->submit, submit->start: not measured (no device profiling timestamps)\n";
    if (!r.queueNote.empty())
        s += "note      " + printable(r.queueNote) + "\n";
    if (r.ok())
        s += "verify    OK  max |err| " + fmt("%.3g", r.maxAbsErr) + "  rel " + fmt("%.3g", r.maxRelErr) +
             "  tolerance " + fmt("%.3g", r.tolerance) + (r.sampledVerification ? "  (sampled rows)" : "") + "\n";
    else
        s += "verify    FAILED  " + printable(r.error, true) + "\n";
    // A TF32 variant is checked with a wider tolerance: say which, and what FP32 would have to meet.
    if (const Variant* v = findVariant(r.variant); v && v->tf32)
        s += "precision TF32 inputs: tolerance " + matmulToleranceRule(true) + " = " + fmt("%.3g", r.tolerance) +
             "; FP32 variants must meet " + fmt("%.3g", matmulTolerance(r.n)) + " (" + matmulToleranceRule(false) +
             ")\n";
    return s;
}

std::string sweepHeader()
{
    char buf[200];
    std::snprintf(buf, sizeof buf, "%-20s %6s %9s %11s %10s %9s %9s %-15s  %s\n", "variant", "N", "local", "median ms",
                  "GFLOP/s", "GB/s", "speedup", "params", "result");
    return buf;
}

std::string sweepRow(const RunResult& r)
{
    char buf[512];
    const std::string speed = r.speedupVsCpu ? fmt("%.1fx", *r.speedupVsCpu) : "-";
    const std::string result = r.ok() ? "OK" : "FAILED: " + printable(r.error);
    // A failed run has no rate worth showing; unknown values are "-", never 0.
    const std::string median = r.measured ? fmt("%.4f", r.kernel.medianMs) : "-";
    const std::string gflops = r.ok() ? fmt("%.2f", r.gflops) : "-";
    const std::string gbps = r.ok() ? fmt("%.2f", r.gbps) : "-";
    // The layer tunable variants' parameters came from (database-vendor, tuned, ...); "-" otherwise.
    const std::string source = r.paramsSource == GemmParamsSource::None ? "-" : toString(r.paramsSource);
    std::snprintf(buf, sizeof buf, "%-20s %6zu %9s %11s %10s %9s %9s %-15s  %s\n", printable(r.variant).c_str(), r.n,
                  r.local.toString().c_str(), median.c_str(), gflops.c_str(), gbps.c_str(), speed.c_str(),
                  source.c_str(), result.c_str());
    return buf;
}

std::string errorJson(const Error& e, const std::string& oclgrindCommand)
{
    Json fields = ndr::errorJson(e);
    fields["oclgrind_command"] = oclgrindCommand.empty() ? Json(nullptr) : Json(oclgrindCommand);
    return dumpJson(Json{{"error", fields}});
}

} // namespace ndr::cli
