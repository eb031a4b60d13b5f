// ndrange-bench history: the runs of ndrange-bench and the studio, kept in one SQLite database
// (ndr::History), listed, shown, exported, imported and cleared; and the recording of every run.
#include <cstdint>
#include <cstdio>
#include <iostream>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "report.hpp"

namespace ndr::cli {

namespace {

const std::set<std::string> kFilterOptions = {"--device", "--variant", "--since"};

HistoryFilter filterOf(const ArgParser& a)
{
    HistoryFilter f{a.value("--device"), a.value("--variant"), a.value("--since"), 0};
    if (a.has("--limit"))
        f.limit = std::size_t(a.integer("--limit", 0, 1, 1'000'000'000));
    checkHistoryFilter(f);
    return f;
}

Json entryJson(const HistoryEntry& e)
{
    return Json{{"id", e.id}, {"source", toString(e.source)}, {"origin", e.origin}, {"run", runJson(e.run)}};
}

// The single operand of `show ID` / `import FILE`, then the options after it.
std::pair<std::string, std::vector<std::string>> operandOf(const std::vector<std::string>& args, const char* what)
{
    if (args.empty() || args[0].rfind("--", 0) == 0)
        throw invalidInput(std::string("history ") + what);
    return {args[0], std::vector<std::string>(args.begin() + 1, args.end())};
}

int list(const std::vector<std::string>& args)
{
    std::set<std::string> valued = kFilterOptions;
    valued.insert("--limit");
    ArgParser a(args, valued, {"--json"});
    const HistoryFilter filter = filterOf(a);
    const History history;
    const auto entries = history.list(filter);
    if (a.has("--json")) {
        Json runs = Json::array();
        for (const auto& e : entries)
            runs.push_back(entryJson(e));
        std::cout << dumpJson(runs) << "\n";
        return kOk;
    }
    std::printf("%zu run(s) in %s\n", entries.size(), history.path().c_str());
    if (entries.empty())
        return kOk;
    std::printf("%6s %-20s %-6s %-28s %s", "id", "timestamp", "source", "device", sweepHeader().c_str());
    for (const auto& e : entries)
        std::printf("%6lld %-20s %-6s %-28.28s %s", static_cast<long long>(e.id), e.run.timestamp.c_str(),
                    toString(e.source).c_str(), e.run.device.c_str(), sweepRow(e.run).c_str());
    return kOk;
}

int show(const std::vector<std::string>& args)
{
    const auto [operand, rest] = operandOf(args, "show needs the ID of a run (history list shows them)");
    ArgParser a(rest, {}, {"--json"});
    const auto id = parseInteger(operand, "ID", 1, INT64_MAX);
    const History history;
    const auto entry = history.show(id);
    if (!entry)
        throw invalidInput("no run " + operand + " in the history " + history.path());
    if (a.has("--json")) {
        std::cout << dumpJson(entryJson(*entry)) << "\n";
        return kOk;
    }
    std::cout << "run " << entry->id << " (" << toString(entry->source) << ") from " << history.path() << "\n";
    if (!entry->origin.empty())
        std::cout << "imported from " << entry->origin << "\n";
    std::cout << describeRun(entry->run);
    return kOk;
}

int exportCsv(const std::vector<std::string>& args)
{
    std::set<std::string> valued = kFilterOptions;
    valued.insert({"--csv", "--limit"});
    ArgParser a(args, valued, {});
    if (!a.has("--csv"))
        throw invalidInput("history export needs --csv FILE");
    const HistoryFilter filter = filterOf(a);
    // Oldest first, the order the runs were made in: imported again, they keep it.
    std::vector<RunResult> runs;
    auto entries = History().list(filter);
    for (auto e = entries.rbegin(); e != entries.rend(); ++e)
        runs.push_back(std::move(e->run));
    if (!writeOutputFile(a.value("--csv"), resultsToCsv(runs)))
        return kRuntimeError;
    std::cerr << "exported " << runs.size() << " run(s) to " << a.value("--csv") << "\n";
    return kOk;
}

int importCsv(const std::vector<std::string>& args)
{
    const auto [file, rest] = operandOf(args, "import needs a results CSV file");
    ArgParser a(rest, {}, {});
    History history;
    const std::size_t n = history.importCsv(file);
    std::cerr << "imported " << n << " run(s) from " << file << " into " << history.path() << "\n";
    return kOk;
}

int clear(const std::vector<std::string>& args)
{
    ArgParser a(args, {}, {});
    History history;
    const std::size_t n = history.clear();
    std::cerr << "cleared " << n << " run(s) from " << history.path() << "\n";
    return kOk;
}

} // namespace

void recordHistory(const std::vector<RunResult>& runs, bool enabled)
{
    if (!enabled || runs.empty())
        return;
    try {
        History().add(runs, HistorySource::Cli);
    } catch (const std::exception& e) {
        std::cerr << "warning: not recorded in the run history (the results above are complete): " << e.what() << "\n";
    }
}

int cmdHistory(const std::vector<std::string>& args)
{
    const std::string sub = args.empty() ? std::string() : args[0];
    const std::vector<std::string> rest(args.empty() ? args.end() : args.begin() + 1, args.end());
    if (sub == "list")
        return list(rest);
    if (sub == "show")
        return show(rest);
    if (sub == "export")
        return exportCsv(rest);
    if (sub == "import")
        return importCsv(rest);
    if (sub == "clear")
        return clear(rest);
    throw invalidInput("history needs one of list, show ID, export --csv FILE, import FILE.csv, clear" +
                       (sub.empty() ? std::string() : " (not " + quote(sub) + ")"));
}

} // namespace ndr::cli
