// ndrange-bench history: the runs of ndrange-bench and the studio, kept in one SQLite database
// (ndr::History), listed, shown, exported, imported, deleted and cleared; and the recording of
// every run. list and export stream: each run is printed or written as it is read.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "report.hpp"

namespace ndr::cli {

namespace {

const std::set<std::string> kFilterOptions = {"--device", "--variant", "--since"};

HistoryFilter filterOf(const ArgParser& a)
{
    for (const std::string& option : kFilterOptions)
        if (a.has(option) && a.value(option).empty())
            throw invalidInput(option + " is empty: give it a value or leave it out");
    HistoryFilter f{a.value("--device"), a.value("--variant"), a.value("--since"), 0, {}};
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
    const History history(HistoryAccess::ReadOnly);
    const auto damaged = [&history](const DamagedRun& d) { warnDamaged(d, history.path(), "not listed"); };
    if (a.has("--json")) {
        bool first = true;
        std::cout << "[";
        history.forEach(
            filter, false,
            [&first](HistoryEntry&& e) {
                std::cout << (first ? "" : ",") << dumpJson(entryJson(e));
                first = false;
            },
            damaged);
        std::cout << "]\n";
        return kOk;
    }
    const std::size_t selected = history.count(filter);
    std::printf("%zu run(s) in %s\n", selected, history.path().c_str());
    if (selected == 0)
        return kOk;
    std::printf("%6s %-20s %-6s %-28s %s", "id", "timestamp", "source", "device", sweepHeader().c_str());
    history.forEach(
        filter, false,
        [](HistoryEntry&& e) {
            std::printf("%6lld %-20s %-6s %-28.28s %s", static_cast<long long>(e.id), e.run.timestamp.c_str(),
                        toString(e.source).c_str(), printable(e.run.device).c_str(), sweepRow(e.run).c_str());
        },
        [&](const DamagedRun& d) {
            std::fflush(stdout); // the warning lands between the rows around it
            damaged(d);
        });
    return kOk;
}

int show(const std::vector<std::string>& args)
{
    const auto [operand, rest] = operandOf(args, "show needs the ID of a run (history list shows them)");
    ArgParser a(rest, {}, {"--json"});
    const auto id = parseInteger(operand, "ID", 1, INT64_MAX);
    const History history(HistoryAccess::ReadOnly);
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

// The runs are written as they are read, oldest first (imported again, they keep the order they
// were made in). When no readable run matches, nothing is written and the file stays as it was:
// exit 2, as bundle export does.
int exportCsv(const std::vector<std::string>& args)
{
    std::set<std::string> valued = kFilterOptions;
    valued.insert({"--csv", "--limit"});
    ArgParser a(args, valued, {});
    if (!a.has("--csv"))
        throw invalidInput("history export needs --csv FILE");
    const HistoryFilter filter = filterOf(a);
    const std::string file = a.value("--csv");
    const History history(HistoryAccess::ReadOnly);
    std::optional<FileWriter> out;
    std::size_t exported = 0, damaged = 0;
    try {
        history.forEach(
            filter, true,
            [&](HistoryEntry&& e) {
                if (!out) { // opened with the first run: without one, the file is not touched
                    out.emplace(file);
                    out->write(csvLine(resultColumns()));
                }
                out->write(csvLine(toCsvFields(e.run)));
                ++exported;
            },
            [&](const DamagedRun& d) {
                ++damaged;
                warnDamaged(d, history.path(), "not exported");
            });
        if (out)
            out->commit();
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Runtime || !out)
            throw;
        std::cerr << "error: " << e.what() << "\n"; // the write failed: the old file is intact
        return kRuntimeError;
    }
    if (!out)
        throw invalidInput(noReadableRun(damaged, history.path()) + "; nothing to export ('" + file +
                           "' is left as it was)");
    std::cerr << "exported " << exported << " run(s) to " << file << "\n";
    return kOk;
}

int importCsv(const std::vector<std::string>& args)
{
    const auto [file, rest] = operandOf(args, "import needs a results CSV file");
    ArgParser a(rest, {}, {});
    History history;
    const HistoryImport stored = history.importCsv(file);
    std::cerr << importedMessage(stored, file, history.path()) << "\n";
    return kOk;
}

// All or nothing: an id the history does not hold is named (exit 2) and nothing is deleted.
int remove(const std::vector<std::string>& args)
{
    std::vector<std::int64_t> ids;
    for (const std::string& arg : args) {
        if (arg.rfind("--", 0) == 0)
            throw invalidInput("unknown option '" + arg + "' (history delete takes run ids: history delete ID...)");
        ids.push_back(parseInteger(arg, "ID", 1, INT64_MAX));
    }
    if (ids.empty())
        throw invalidInput("history delete needs the IDs of the runs to delete (history list shows them)");
    History history;
    if (const auto missing = history.missing(ids); !missing.empty()) {
        std::string names;
        for (std::int64_t id : missing)
            names += (names.empty() ? "" : ", ") + std::to_string(id);
        throw invalidInput("no run " + names + " in the history " + history.path() + "; nothing was deleted");
    }
    const std::size_t n = history.remove(ids);
    std::cerr << "deleted " << n << " run(s) from " << history.path() << "\n";
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

void warnDamaged(const DamagedRun& run, const std::string& historyPath, const std::string& what)
{
    std::cerr << "warning: run " << run.id << " in the history " << historyPath
              << " does not read back (its stored run is damaged: " << run.reason << "); " << what
              << ". 'ndrange-bench history delete " << run.id << "' removes it\n";
}

std::string noReadableRun(std::size_t damaged, const std::string& historyPath)
{
    if (damaged == 0)
        return "no run in the history " + historyPath + " matches";
    return std::to_string(damaged) + " run(s) in the history " + historyPath +
           " match, but none reads back (their stored runs are damaged, named above)";
}

std::string importedMessage(const HistoryImport& stored, const std::string& file, const std::string& historyPath)
{
    std::string text = "imported " + std::to_string(stored.added) + " run(s) from " + file + " into " + historyPath;
    if (stored.skipped > 0)
        text += ", skipped " + std::to_string(stored.skipped) + " already in the history";
    if (stored.remeasured > 0)
        text += " (" + std::to_string(stored.remeasured) +
                " of them measured again with other samples: the stored copy is kept, the file's is not imported)";
    return text;
}

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
    if (sub == "delete")
        return remove(rest);
    if (sub == "clear")
        return clear(rest);
    throw invalidInput("history needs one of list, show ID, export --csv FILE, import FILE.csv, delete ID..., clear" +
                       (sub.empty() ? std::string() : " (not " + quote(sub) + ")"));
}

} // namespace ndr::cli
