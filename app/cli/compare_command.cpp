// ndrange-bench compare: two sets of runs (results CSV files, bundles, the run history through its
// filters), matched run by run and judged with the Mann-Whitney U test on their repetitions; or a
// set against its own runs measured again (--rerun). Exit 1 on a significant slowdown beyond the
// threshold, so a kernel repository can run it in CI.
#include <cstdio>
#include <iostream>
#include <set>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_compare.hpp"
#include "report.hpp"

namespace ndr::cli {

namespace {

bool endsWith(const std::string& s, const std::string& tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The runs a set names: a .csv file, a .zip bundle, or the history with filters.
std::vector<RunResult> loadSet(const std::string& spec)
{
    if (isHistorySet(spec)) {
        const History history(HistoryAccess::ReadOnly);
        std::vector<RunResult> runs;
        history.forEach(
            historySetFilter(spec), true, [&runs](HistoryEntry&& e) { runs.push_back(std::move(e.run)); },
            [&history](const DamagedRun& d) { warnDamaged(d, history.path(), "not compared"); });
        return runs;
    }
    if (endsWith(spec, ".zip"))
        return readBundle(spec).runs;
    if (endsWith(spec, ".csv"))
        return importResultsCsv(spec);
    throw invalidInput("compare: " + quote(spec) +
                       " is not a results file (.csv), a bundle (.zip) or history[:filters]");
}

// A's verified catalogue runs measured again on the chosen device.
std::vector<RunResult> rerun(const std::vector<RunResult>& set, const ArgParser& a, const CancelToken& cancel)
{
    Engine engine(engineOptions());
    int p = -1, d = -1;
    if (a.has("--device"))
        std::tie(p, d) = parseDeviceId(a.value("--device"));
    engine.resolveDevice(p, d); // a device that does not exist: exit 2 before anything is measured
    std::vector<RunResult> out;
    for (const RunResult& r : set) {
        if (!r.ok() || r.variant.rfind("user:", 0) == 0)
            continue; // a failed run is no baseline; a user kernel's file is not part of the run
        RunRequest req;
        req.platformIndex = p;
        req.deviceIndex = d;
        req.variant = r.variant;
        req.n = r.n;
        req.local = r.local.applies() ? r.local : LocalSize{};
        req.buffers = r.buffers;
        req.queues = r.queues;
        req.warmup = r.warmup;
        req.reps = int(a.integer("--reps", std::max(r.reps, 5), 1, static_cast<long long>(kMaxKernelSamples)));
        if (!r.params.empty())
            req.gemm = GemmParams::parse(r.params);
        std::fprintf(stderr, "measuring %s N=%zu again…\n", printable(r.variant).c_str(), r.n);
        try {
            out.push_back(engine.run(req, cancel));
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled)
                throw;
            std::fprintf(stderr, "  failed: %s\n", printable(e.what()).c_str());
            out.push_back(engine.failedResult(req, e));
        }
    }
    recordHistory(out, !a.has("--no-history"));
    return out;
}

std::string median(const RunResult& r)
{
    char buf[96];
    if (r.kernelMsCi)
        std::snprintf(buf, sizeof buf, "%.4f [%.4f, %.4f]", r.kernel.medianMs, r.kernelMsCi->low, r.kernelMsCi->high);
    else
        std::snprintf(buf, sizeof buf, "%.4f [no interval]", r.kernel.medianMs);
    return buf;
}

// How many pairs compare exits 1 for: B significantly slower, and B failed.
std::pair<std::size_t, std::size_t> slowerAndFailed(const Comparison& c)
{
    std::size_t slower = 0, failed = 0;
    for (const ComparedRun& p : c.pairs) {
        slower += p.verdict == ChangeVerdict::Slower;
        failed += p.verdict == ChangeVerdict::Failed;
    }
    return {slower, failed};
}

// The summary's verdict: what made the exit 1, or that nothing did.
std::string summaryVerdict(const Comparison& c)
{
    const auto [slower, failed] = slowerAndFailed(c);
    if (slower > 0 && failed > 0)
        return "SLOWER and FAILED (exit 1)";
    if (slower > 0)
        return "SLOWER (exit 1)";
    if (failed > 0)
        return "FAILED: " + std::to_string(failed) + " run(s) of B did not verify or did not run (exit 1)";
    return "no significant slowdown";
}

void printComparison(const Comparison& c, double threshold)
{
    std::printf("%-12s %8s %12s  %-32s %-32s %s\n", "verdict", "change", "p", "A median ms [95% CI]",
                "B median ms [95% CI]", "run");
    for (const ComparedRun& p : c.pairs) {
        const std::string pv = p.test ? std::to_string(p.test->pValue).substr(0, 6) : "-";
        std::printf("%-12s %+7.1f%% %12s  %-32s %-32s %s\n", toString(p.verdict).c_str(), 100 * p.change, pv.c_str(),
                    median(p.a).c_str(), median(p.b).c_str(), printable(p.key).c_str());
        if (!p.note.empty())
            std::printf("%-12s note: %s\n", "", printable(p.note).c_str());
    }
    for (const auto& [label, runs] : {std::pair{"only in A", &c.onlyA}, {"only in B", &c.onlyB}})
        for (const RunResult& r : *runs)
            std::printf("%s: %s%s\n", label, printable(runMatchKey(r)).c_str(), r.ok() ? "" : " (did not verify)");
    std::printf("%zu pair(s) compared, threshold %.1f %%, Mann-Whitney U at 5 %%: %s\n", c.pairs.size(),
                100 * threshold, summaryVerdict(c).c_str());
}

Json comparisonJson(const Comparison& c)
{
    Json pairs = Json::array();
    for (const ComparedRun& p : c.pairs)
        pairs.push_back(Json{{"key", p.key},
                             {"verdict", toString(p.verdict)},
                             {"change", jsonNumber(p.change)},
                             {"ratio_ci", p.ratioCi ? Json{p.ratioCi->low, p.ratioCi->high} : Json(nullptr)},
                             {"p_value", p.test ? jsonNumber(p.test->pValue) : Json(nullptr)},
                             {"u", p.test ? jsonNumber(p.test->u) : Json(nullptr)},
                             {"note", p.note},
                             {"a", runJson(p.a)},
                             {"b", runJson(p.b)}});
    Json onlyA = Json::array(), onlyB = Json::array();
    for (const RunResult& r : c.onlyA)
        onlyA.push_back(runMatchKey(r));
    for (const RunResult& r : c.onlyB)
        onlyB.push_back(runMatchKey(r));
    const auto [slower, failed] = slowerAndFailed(c);
    return Json{{"pairs", pairs},   {"only_a", onlyA}, {"only_b", onlyB}, {"regressed", c.regressed()},
                {"slower", slower}, {"failed", failed}};
}

} // namespace

int cmdCompare(const std::vector<std::string>& args, const CancelToken& cancel)
{
    std::vector<std::string> sets, options;
    for (const std::string& s : args)
        (s.rfind("--", 0) == 0 ||
                 (!options.empty() && options.back().rfind("--", 0) == 0 && options.back() != "--rerun" &&
                  options.back() != "--json" && options.back() != "--any-device" && options.back() != "--no-history")
             ? options
             : sets)
            .push_back(s);
    const ArgParser a(options, {"--threshold", "--device", "--reps"},
                      {"--rerun", "--json", "--any-device", "--no-history"});
    const bool again = a.has("--rerun");
    if (sets.size() != (again ? 1u : 2u))
        throw invalidInput(again ? "compare --rerun takes one set (A), measured again"
                                 : "compare takes two sets, A (the baseline) and B: .csv files, .zip bundles or "
                                   "history[:filters]");
    if (!again && (a.has("--device") || a.has("--reps") || a.has("--no-history")))
        throw invalidInput("--device, --reps and --no-history belong to compare --rerun");
    CompareOptions opts;
    if (a.has("--threshold"))
        opts.threshold = parsePercent(a.value("--threshold"), "--threshold");
    // A rerun is on this machine's device: its runs match A's whatever device A ran on.
    opts.matchDevice = !a.has("--any-device") && !again;
    const std::vector<RunResult> setA = loadSet(sets[0]);
    const std::vector<RunResult> setB = again ? rerun(setA, a, cancel) : loadSet(sets[1]);
    const Comparison c = compareRuns(setA, setB, opts);
    if (a.has("--json"))
        std::cout << dumpJson(comparisonJson(c)) << "\n";
    else
        printComparison(c, opts.threshold);
    return c.regressed() ? kVerificationFailed : kOk;
}

} // namespace ndr::cli
