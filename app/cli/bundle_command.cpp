// ndrange-bench bundle: result bundles (ndr/bundle.hpp) written from the run history and read back
// into it, so that runs made on another machine sit beside this machine's ones.
#include <iostream>
#include <optional>
#include <set>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/bundle.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/peaks.hpp"
#include "ndr/quote.hpp"

namespace ndr::cli {

namespace {

// The single FILE.zip operand, then the options after it.
std::pair<std::string, std::vector<std::string>> fileOperand(const std::vector<std::string>& args, const char* what)
{
    if (args.empty() || args[0].rfind("--", 0) == 0)
        throw invalidInput(std::string("bundle ") + what + " needs a FILE.zip");
    return {args[0], std::vector<std::string>(args.begin() + 1, args.end())};
}

// The cached peaks of every device of this machine that one of `runs` ran on.
std::vector<DevicePeaks> peaksOfRuns(const Engine& engine, const std::vector<RunResult>& runs)
{
    std::set<std::string> keys;
    for (const RunResult& r : runs)
        keys.insert(peaksDeviceKey(r.device, r.driver, r.platform));
    std::vector<DevicePeaks> out;
    for (const DeviceInfo& d : engine.devices())
        if (auto p = engine.cachedPeaks(d.platformIndex, d.deviceIndex); p && keys.count(p->deviceKey))
            out.push_back(*p);
    return out;
}

int exportBundle(const std::vector<std::string>& args)
{
    const auto [file, rest] = fileOperand(args, "export");
    ArgParser a(rest, {"--device", "--variant", "--since", "--limit"}, {});
    HistoryFilter filter{a.value("--device"), a.value("--variant"), a.value("--since"), 0, {}};
    if (a.has("--limit"))
        filter.limit = std::size_t(a.integer("--limit", 0, 1, 1'000'000'000));
    checkHistoryFilter(filter);
    const History history(HistoryAccess::ReadOnly);
    // Oldest first, the order the runs were made in; a run that does not read back is named and
    // left out.
    std::vector<RunResult> runs;
    std::size_t damaged = 0;
    history.forEach(
        filter, true, [&runs](HistoryEntry&& e) { runs.push_back(std::move(e.run)); },
        [&](const DamagedRun& d) {
            ++damaged;
            warnDamaged(d, history.path(), "not bundled");
        });
    if (runs.empty())
        throw invalidInput(noReadableRun(damaged, history.path()) + "; nothing to bundle");
    const Engine engine(engineOptions());
    const std::vector<DevicePeaks> peaks = peaksOfRuns(engine, runs);
    const std::size_t count = runs.size();
    // Each user kernel's text as the history keeps it, so the bundle reopens as the kernels that ran.
    writeBundle(file, makeBundle(engine.devices(), std::move(runs),
                                 peaks.empty() ? std::nullopt : std::optional<std::string>(peaksToJson(peaks)),
                                 [&history](const std::string& hash) { return history.kernelSource(hash); }));
    std::cerr << "bundled " << count << " run(s) from " << history.path() << " into " << file << "\n";
    return kOk;
}

int importBundle(const std::vector<std::string>& args)
{
    const auto [file, rest] = fileOperand(args, "import");
    ArgParser a(rest, {}, {});
    History history;
    const HistoryImport stored = history.importBundle(file);
    std::cerr << importedMessage(stored, file, history.path()) << "\n";
    return kOk;
}

} // namespace

int cmdBundle(const std::vector<std::string>& args)
{
    const std::string sub = args.empty() ? std::string() : args[0];
    const std::vector<std::string> rest(args.empty() ? args.end() : args.begin() + 1, args.end());
    if (sub == "export")
        return exportBundle(rest);
    if (sub == "import")
        return importBundle(rest);
    throw invalidInput("bundle needs export FILE.zip [filters] or import FILE.zip" +
                       (sub.empty() ? std::string() : " (not " + quote(sub) + ")"));
}

} // namespace ndr::cli
