#include "ndr/tuner.hpp"

#include <algorithm>
#include <ctime>
#include <random>

#include "ndr/errors.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

const Variant& tunableVariant(const std::string& name)
{
    const Variant* v = findVariant(name);
    if (!v || !v->tunable) {
        std::string names;
        for (const auto& x : catalogue())
            if (x.tunable)
                names += (names.empty() ? "" : ", ") + x.name;
        throw invalidInput("'" + name + "' is not a tunable variant (tunable: " + names + ")");
    }
    return *v;
}

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

} // namespace

Tuner::Tuner(Engine& engine, TuningCache cache) : engine_(engine), cache_(std::move(cache)) {}

std::vector<GemmParams> Tuner::plan(const TuneRequest& req) const
{
    const Variant& v = tunableVariant(req.variant);
    if (req.budget < 0)
        throw invalidInput("tuning budget must be 0 or more (got " + std::to_string(req.budget) + ")");
    const DeviceInfo& info = engine_.devices()[engine_.resolveDevice(req.platformIndex, req.deviceIndex)];
    const auto inSpace = [&](const GemmParams& p) {
        return (req.maxTile <= 0 || (p.mwg <= req.maxTile && p.nwg <= req.maxTile)) &&
               checkGemmParams(v, p, info).empty();
    };
    std::vector<GemmParams> out;
    for (const auto& p : gemmSeedSet(v))
        if (inSpace(p) && (req.maxSeeds < 0 || int(out.size()) < req.maxSeeds))
            out.push_back(p);
    std::vector<GemmParams> rest;
    for (const auto& p : gemmParameterGrid(v))
        if (inSpace(p) && std::find(out.begin(), out.end(), p) == out.end())
            rest.push_back(p);
    // Stage 2: a reproducible random sample without repetition.
    std::mt19937 rng(req.seed);
    std::shuffle(rest.begin(), rest.end(), rng);
    rest.resize(std::min(rest.size(), std::size_t(req.budget)));
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

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
    const auto grid = gemmParameterGrid(v);
    out.gridSize = grid.size();
    out.validSize = std::size_t(std::count_if(grid.begin(), grid.end(), [&](const GemmParams& p) {
        return checkGemmParams(v, p, info).empty();
    }));
    const std::vector<GemmParams> todo = plan(req);
    const std::size_t seeds = std::size_t(std::count_if(todo.begin(), todo.end(), [&](const GemmParams& p) {
        const auto s = gemmSeedSet(v);
        return std::find(s.begin(), s.end(), p) != s.end();
    }));

    // CL_KERNEL_WORK_GROUP_SIZE is only known once a kernel is compiled (NVIDIA reports 256 for
    // these kernels on a device allowing 1024). Once one candidate is refused for it, later
    // candidates needing more work-items are dropped instead of compiled.
    std::size_t kernelWgLimit = SIZE_MAX;
    for (std::size_t i = 0; i < todo.size(); ++i) {
        if (cancel.cancelled()) {
            out.cancelled = true;
            return out;
        }
        if (std::size_t(todo[i].threads()) > kernelWgLimit)
            continue;
        TuneCandidate c;
        c.index = int(out.candidates.size());
        c.fromSeedSet = i < seeds;
        c.params = todo[i];
        RunRequest run;
        run.platformIndex = req.platformIndex;
        run.deviceIndex = req.deviceIndex;
        run.variant = v.name;
        run.n = req.n;
        run.warmup = req.warmup;
        run.reps = req.reps;
        run.measureCpu = false;
        run.gemm = c.params;
        const std::string label = "candidate " + std::to_string(i + 1) + "/" + std::to_string(todo.size()) + " " +
                                  c.params.toString();
        try {
            const RunResult r = engine_.run(run, cancel, [&](double f, const std::string& s) {
                if (progress)
                    progress((double(i) + f) / double(todo.size()), label + ": " + s);
            });
            c.ok = r.ok();
            c.gflops = r.gflops;
            c.medianMs = r.kernel.medianMs;
            c.error = r.error;
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) {
                out.cancelled = true;
                return out;
            }
            c.error = e.what(); // a build failure or a limit only the compiled kernel reveals
            const std::string marker = "CL_KERNEL_WORK_GROUP_SIZE ";
            if (const auto at = c.error.find(marker); at != std::string::npos)
                kernelWgLimit = std::min<std::size_t>(kernelWgLimit, std::stoul(c.error.substr(at + marker.size())));
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
        TunedEntry e;
        e.device = info.name;
        e.driver = info.driverVersion;
        e.variant = v.name;
        e.params = out.best->params;
        e.gflops = out.best->gflops;
        e.n = req.n;
        e.timestamp = utcNow();
        cache_.store(e);
        out.stored = true;
    }
    return out;
}

} // namespace ndr
