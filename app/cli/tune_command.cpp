// ndrange-bench tune: the GEMM auto-tuner on one device (ndr::Tuner).
#include <cstdio>
#include <ctime>
#include <iostream>
#include <unistd.h>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/tuner.hpp"
#include "ndr/variant.hpp"
#include "stdout_check.hpp"

namespace ndr::cli {

namespace {

std::string candidatesCsv(const TuneResult& r)
{
    std::string out = csvLine(
        {"index", "stage", "MWG", "NWG", "KWG", "MDIMC", "NDIMC", "VW", "gflops", "median_ms", "verified", "error"});
    for (const auto& c : r.candidates) {
        const auto& p = c.params;
        char g[32], m[32];
        std::snprintf(g, sizeof g, "%.2f", c.gflops);
        std::snprintf(m, sizeof m, "%.5f", c.medianMs);
        out += csvLine({std::to_string(c.index), c.fromSeedSet ? "seed" : "random", std::to_string(p.mwg),
                        std::to_string(p.nwg), std::to_string(p.kwg), std::to_string(p.mdimc), std::to_string(p.ndimc),
                        std::to_string(p.vw), c.ok ? g : "", c.ok ? m : "", c.ok ? "true" : "false", c.error});
    }
    return out;
}

// The best candidate as a line of the shipped database (docs/tuning.md): for this device; with
// the device written * it is the entry for every device of this vendor and type.
void printDatabaseLine(const DeviceInfo& info, const TuneRequest& req, const TuneCandidate& best)
{
    const GemmDeviceKey key = gemmDeviceKey(info);
    char date[16];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    std::printf(
        "database line: %s | %s | %s | %s | * | %s | %zu | ndrange-bench tune %s on %s, driver %s: %.1f GFLOP/s\n",
        key.vendor.c_str(), key.type.c_str(), key.device.c_str(), req.variant.c_str(), best.params.toString().c_str(),
        req.n, date, key.device.c_str(), info.driverVersion.c_str(), best.gflops);
}

} // namespace

int cmdTune(const std::vector<std::string>& args, const CancelToken& cancel)
{
    ArgParser a(args,
                {"--variant", "--n", "--budget", "--device", "--seed", "--reps", "--csv", "--seeds", "--max-tile"},
                {"--clear-cache", "--no-store", "--show"});
    a.requireDistinctFiles({"--csv"});
    Engine engine(engineOptions());
    TuningCache cache;
    if (a.has("--clear-cache")) {
        const bool had = cache.clear();
        std::cerr << (had ? "cleared " : "no tuning cache at ") << cache.path() << "\n";
        return kOk;
    }
    if (a.has("--show")) {
        const auto c = cache.load();
        std::cout << "tuning cache " << cache.path() << (c.badHeader ? " (not a tuning cache: ignored)" : "") << "\n";
        for (const auto& e : c.entries)
            std::printf("%-40s %-22s %-16s %s  %.1f GFLOP/s at N=%zu (%s)\n", e.device.c_str(), e.driver.c_str(),
                        e.variant.c_str(), e.params.toString().c_str(), e.gflops, e.n, e.timestamp.c_str());
        if (c.badLines)
            std::cout << c.badLines << " unreadable line(s) ignored\n";
        return kOk;
    }
    TuneRequest req;
    if (!a.has("--variant"))
        throw invalidInput("tune needs --variant NAME (a tunable variant: " + tunableVariantNames() + ")");
    if (!a.has("--n"))
        throw invalidInput("tune needs --n N (the matrix order candidates are timed at)");
    req.variant = a.value("--variant");
    req.n = std::size_t(parseInteger(a.value("--n"), "N", 1, 46340));
    req.budget = int(a.integer("--budget", 30, 0, 100000));
    req.seed = std::uint32_t(a.integer("--seed", 1, 0, 0xFFFFFFFFll));
    req.reps = int(a.integer("--reps", 3, 1, 1000));
    req.store = !a.has("--no-store");
    req.maxSeeds = int(a.integer("--seeds", -1, -1, 1000));
    req.maxTile = int(a.integer("--max-tile", 0, 0, 100000));
    if (a.has("--device"))
        std::tie(req.platformIndex, req.deviceIndex) = parseDeviceId(a.value("--device"));

    Tuner tuner(engine, cache);
    const auto todo = tuner.plan(req);
    const auto& info = engine.devices()[engine.resolveDevice(req.platformIndex, req.deviceIndex)];
    std::printf("tuning %s at N=%zu on %s %s: up to %zu candidates (valid seeds, then %d random)\n",
                req.variant.c_str(), req.n, info.id().c_str(), info.name.c_str(), todo.size(), req.budget);
    flushStdout();
    const TuneResult r = tuner.tune(req, cancel, {}, [&](const TuneCandidate& c, const TuneCandidate* best) {
        std::printf("%4d %-6s %-44s ", c.index + 1, c.fromSeedSet ? "seed" : "random", c.params.toString().c_str());
        if (c.ok)
            std::printf("%10.1f GFLOP/s%s\n", c.gflops, best && best->index == c.index ? "  best so far" : "");
        else
            std::printf("  FAILED: %s\n", c.error.substr(0, 160).c_str());
        flushStdout();
    });
    std::printf("parameter grid %zu combinations, %zu valid on this device (CL_KERNEL_WORK_GROUP_SIZE %s), %zu tried\n",
                r.gridSize, r.validSize,
                r.kernelWorkGroupLimit ? std::to_string(r.kernelWorkGroupLimit).c_str() : "not probed",
                r.candidates.size());
    int code = kOk;
    if (r.cancelled) {
        std::cerr << "cancelled after " << r.candidates.size() << " candidates (nothing stored)\n";
        code = kCancelled;
    } else if (!r.best) {
        std::cerr << "no candidate verified: nothing stored\n";
        code = kVerificationFailed;
    } else {
        std::printf("best %s  %.1f GFLOP/s%s\n", r.best->params.toString().c_str(), r.best->gflops,
                    r.stored ? ("  (stored in " + cache.path() + ")").c_str() : "");
        printDatabaseLine(info, req, *r.best);
    }
    flushStdout();
    // After everything is on stdout: a failed write loses no candidate, and exits 3.
    if (a.has("--csv") && !writeOutputFile(a.value("--csv"), candidatesCsv(r)))
        return kRuntimeError;
    return code;
}

} // namespace ndr::cli
