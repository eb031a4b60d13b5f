#include "ndr/tuner.hpp"
#include "ndr/catalogue.hpp"

#include <algorithm>
#include <ctime>
#include <random>

#include "base/user_paths.hpp"
#include "ndr/errors.hpp"
#include "ndr/quote.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace ndr {

namespace {

const Variant& tunableVariant(const std::string& name)
{
    const Variant* v = findVariant(name);
    if (!v || !v->tunable)
        throw limitError(quote(name) + " is not a tunable variant (tunable: " + tunableVariantNames() + ")",
                         "tunable variant");
    return *v;
}

// Whether a candidate's work-group fits the CL_KERNEL_WORK_GROUP_SIZE learned from the probe
// kernel. The tensor kernels' warpgroup forms declare their work-group size, which NVIDIA
// launches although it reports 256 for them (validator.hpp, LaunchPlan::declaredWorkGroup).
bool withinKernelLimit(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t limit)
{
    return std::size_t(p.threads()) <= limit || tensorForm(v, p, d) != TensorForm::MmaSync;
}

} // namespace

Tuner::Tuner(Engine& engine, TuningCache cache) : engine_(engine), cache_(std::move(cache)) {}

Tuner::Stages Tuner::stages(const TuneRequest& req, std::size_t kernelWgLimit) const
{
    const Variant& v = tunableVariant(req.variant);
    if (req.budget < 0)
        throw invalidInput("tuning budget must be 0 or more (got " + std::to_string(req.budget) + ")");
    const DeviceInfo& info = engine_.devices()[engine_.resolveDevice(req.platformIndex, req.deviceIndex)];
    if (const std::string why = deviceUnavailableReason(v, info); !why.empty())
        throw invalidInput(why);
    const auto inSpace = [&](const GemmParams& p) {
        return (req.maxTile <= 0 || (p.mwg <= req.maxTile && p.nwg <= req.maxTile)) &&
               withinKernelLimit(v, p, info, kernelWgLimit) && checkGemmParams(v, p, info).empty();
    };
    Stages st;
    for (const auto& p : gemmSeedSet(v))
        if (inSpace(p) && (req.maxSeeds < 0 || int(st.seeds.size()) < req.maxSeeds))
            st.seeds.push_back(p);
    for (const auto& p : gemmParameterGrid(v))
        if (inSpace(p) && std::find(st.seeds.begin(), st.seeds.end(), p) == st.seeds.end())
            st.random.push_back(p);
    // Stage 2: a reproducible random sample without repetition.
    std::mt19937 rng(req.seed);
    std::shuffle(st.random.begin(), st.random.end(), rng);
    st.random.resize(std::min(st.random.size(), std::size_t(req.budget)));
    return st;
}

std::vector<GemmParams> Tuner::plan(const TuneRequest& req) const
{
    Stages st = stages(req, SIZE_MAX);
    st.seeds.insert(st.seeds.end(), st.random.begin(), st.random.end());
    return st.seeds;
}

std::size_t Tuner::probeKernelLimit(const TuneRequest& req) const
{
    // CL_KERNEL_WORK_GROUP_SIZE is only known once a kernel is compiled, and NVIDIA reports 256
    // for these kernels on a device allowing 1024. One compile of the smallest seed tells it, so
    // that no candidate above it is ever proposed.
    const auto seeds = stages(req, SIZE_MAX).seeds;
    if (seeds.empty())
        return SIZE_MAX;
    const auto smallest = *std::min_element(seeds.begin(), seeds.end(),
                                            [](const auto& a, const auto& b) { return a.threads() < b.threads(); });
    RunRequest probe;
    probe.platformIndex = req.platformIndex;
    probe.deviceIndex = req.deviceIndex;
    probe.variant = req.variant;
    probe.n = req.n;
    probe.gemm = smallest;
    const Validation val = engine_.validate(probe);
    return val.kernelWorkGroupSize ? val.kernelWorkGroupSize : SIZE_MAX;
}

namespace {

// The run of one candidate: the request's device, N and repetitions with the candidate's parameters.
RunRequest candidateRun(const TuneRequest& req, const std::string& variant, const GemmParams& params)
{
    RunRequest run;
    run.platformIndex = req.platformIndex;
    run.deviceIndex = req.deviceIndex;
    run.variant = variant;
    run.n = req.n;
    run.warmup = req.warmup;
    run.reps = req.reps;
    run.measureCpu = false;
    run.gemm = params;
    return run;
}

// The tuning-cache line of the best candidate, stamped now.
TunedEntry tunedEntry(const DeviceInfo& info, const std::string& variant, const TuneCandidate& best, std::size_t n)
{
    TunedEntry e;
    e.device = info.name;
    e.driver = info.driverVersion;
    e.variant = variant;
    e.params = best.params;
    e.gflops = best.gflops;
    e.n = n;
    e.timestamp = isoTimestampUtc();
    return e;
}

} // namespace

TuneResult Tuner::tune(const TuneRequest& req, const CancelToken& cancel, const ProgressFn& progress,
                       const CandidateFn& onCandidate)
{
    const Variant& v = tunableVariant(req.variant);
    if (req.n < 1)
        throw invalidInput("N must be at least 1 (got 0)");
    const DeviceInfo& info = engine_.devices()[engine_.resolveDevice(req.platformIndex, req.deviceIndex)];
    TuneResult out;
    out.device = info.name;
    out.driver = info.driverVersion;
    out.variant = v.name;
    out.n = req.n;
    if (progress)
        progress(0.0, "compiling a probe kernel for CL_KERNEL_WORK_GROUP_SIZE");
    std::size_t kernelWgLimit = probeKernelLimit(req);
    out.kernelWorkGroupLimit = kernelWgLimit == SIZE_MAX ? 0 : kernelWgLimit;
    const auto grid = gemmParameterGrid(v);
    out.gridSize = grid.size();
    out.validSize = std::size_t(std::count_if(grid.begin(), grid.end(), [&](const GemmParams& p) {
        return withinKernelLimit(v, p, info, kernelWgLimit) && checkGemmParams(v, p, info).empty();
    }));
    Stages st = stages(req, kernelWgLimit);
    const std::size_t seeds = st.seeds.size();
    std::vector<GemmParams> todo = st.seeds;
    todo.insert(todo.end(), st.random.begin(), st.random.end());

    // Should a kernel still report a smaller CL_KERNEL_WORK_GROUP_SIZE than the probe (it can
    // depend on a kernel's registers on some devices), later candidates above it are dropped.
    for (std::size_t i = 0; i < todo.size(); ++i) {
        if (cancel.cancelled()) {
            out.cancelled = true;
            return out;
        }
        if (!withinKernelLimit(v, todo[i], info, kernelWgLimit))
            continue;
        TuneCandidate c;
        c.index = int(out.candidates.size());
        c.fromSeedSet = i < seeds;
        c.params = todo[i];
        const RunRequest run = candidateRun(req, v.name, c.params);
        const std::string label =
            "candidate " + std::to_string(i + 1) + "/" + std::to_string(todo.size()) + " " + c.params.toString();
        try {
            const auto report = [&](double f, const std::string& s) {
                if (progress)
                    progress((double(i) + f) / double(todo.size()), label + ": " + s);
            };
            const RunResult r = engine_.runIsolated(run, cancel, report, c.index == req.crashCandidate ? "crash" : "");
            c.ok = r.ok();
            c.gflops = r.gflops.value_or(0); // only read when c.ok
            c.medianMs = r.kernel.medianMs;
            c.error = r.error;
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) {
                out.cancelled = true;
                return out;
            }
            // A build failure, a limit only the compiled kernel reveals, or a crashed runner.
            c.error = e.what();
            c.offerOclgrindCheck = e.offersOclgrindCheck();
            if (e.limit() == "CL_KERNEL_WORK_GROUP_SIZE" && e.limitValue())
                kernelWgLimit = std::min<std::size_t>(kernelWgLimit, std::size_t(*e.limitValue()));
        }
        out.candidates.push_back(c);
        if (c.ok && (!out.best || c.gflops > out.best->gflops))
            out.best = c;
        if (onCandidate)
            onCandidate(out.candidates.back(), out.best ? &*out.best : nullptr);
        if (progress)
            progress(double(i + 1) / double(todo.size()), label + (c.ok ? ": verified" : ": failed"));
    }
    if (out.best && req.store) {
        cache_.store(tunedEntry(info, v.name, *out.best, req.n));
        out.stored = true;
    }
    return out;
}

} // namespace ndr
