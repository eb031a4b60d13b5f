// BundleReader::readRuns: runs.json parsed as a stream (nlohmann's parser callback), one run at a
// time, with runs.csv read alongside it row by row. Each run is read strictly (run_json.cpp),
// checked (checkRunValues) and compared with its CSV row field by field before it is handed on;
// each command of a run is converted as soon as it is parsed, so the parser never holds more than
// one run's scalar fields. Keys this build does not know are skipped without being kept.
#include <istream>
#include <nlohmann/json.hpp>
#include <set>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "ndr/result_columns.hpp"
#include "ndr/run_check.hpp"
#include "records/run_json.hpp"
#include "store/zip_reader.hpp"

namespace ndr {

using nlohmann::json;

namespace {

const std::set<std::string>& runKeys()
{
    static const std::set<std::string> keys = [] {
        std::set<std::string> k;
        const json run = RunResult{};
        for (const auto& [key, value] : run.items())
            k.insert(key);
        return k;
    }();
    return keys;
}

const std::set<std::string>& commandKeys()
{
    static const std::set<std::string> keys = [] {
        std::set<std::string> k;
        const json command = CommandTiming{};
        for (const auto& [key, value] : command.items())
            k.insert(key);
        return k;
    }();
    return keys;
}

// The keys of the objects a run's members may be: its local size, its kernel statistics, and a
// non-finite number ({"non_finite": "inf"}).
bool knownInnerKey(const std::string& outer, const std::string& key)
{
    if (outer == "local")
        return key == "dims" || key == "x" || key == "y";
    if (outer == "kernel")
        return key == "min_ms" || key == "median_ms" || key == "mean_ms" || key == "stddev_ms";
    if (outer == "kernel_ci_ms")
        return key == "low" || key == "high";
    return key == "non_finite";
}

class RunsJsonParser {
public:
    RunsJsonParser(const std::string& path, const BundleLimits& limits, std::size_t declared, ZipMemberBuffer& json,
                   CsvReader& csv, std::size_t csvColumns, const std::function<void(RunResult&&)>& onRun)
        : path_(path), limits_(limits), declared_(declared), json_(json), csv_(csv), columns_(csvColumns), onRun_(onRun)
    {
        json_.setWatch([this](std::uint64_t consumed) { watch(consumed); });
    }

    std::size_t runs() const { return index_; }

    // nlohmann::json::parser_callback_t
    bool event(int depth, json::parse_event_t e, json& parsed)
    {
        lastEvent_ = json_.consumed();
        // `depth` counts the arrays and objects around the one starting: the outermost is 0.
        if ((e == json::parse_event_t::object_start || e == json::parse_event_t::array_start) &&
            std::size_t(depth) >= kMaxJsonDepth)
            throw BundleError(BundleProblem::Malformed, "runs.json",
                              "bundle " + quote(path_) + ": runs.json is malformed: run " + std::to_string(index_) +
                                  " nests arrays and objects more than " + std::to_string(kMaxJsonDepth) + " deep",
                              index_)
                .withLimit(kJsonDepthLimit, kMaxJsonDepth, kMaxJsonDepth + 1);
        if (skipping_) {
            const bool next =
                (e == json::parse_event_t::key && depth <= skipDepth_) ||
                ((e == json::parse_event_t::object_end || e == json::parse_event_t::array_end) && depth < skipDepth_);
            if (!next)
                return true; // inside a skipped value: nothing of it is kept
            skipping_ = false;
        }
        switch (e) {
        case json::parse_event_t::object_start:
            return objectStart(depth);
        case json::parse_event_t::array_start:
            return arrayStart(depth);
        case json::parse_event_t::key:
            return key(depth, parsed.get<std::string>());
        case json::parse_event_t::object_end:
            return objectEnd(depth, parsed);
        case json::parse_event_t::value:
            if (depth == 0)
                malformed(std::string("the document is ") + parsed.type_name() + ", not an array of runs");
            if (depth == 1) {
                ++index_;
                refuse("", std::string("is ") + parsed.type_name() + ", not an object");
            }
            return true;
        case json::parse_event_t::array_end:
            return true;
        }
        return true;
    }

private:
    [[noreturn]] void refuse(const std::string& field, const std::string& problem) const
    {
        throw RunValueError(field, problem).at(RunDoor::Bundle, path_, "runs.json", index_);
    }

    [[noreturn]] void malformed(const std::string& why) const
    {
        throw BundleError(BundleProblem::Malformed, "runs.json",
                          "bundle " + quote(path_) + ": runs.json is malformed: " + why, index_);
    }

    // Called by the stream before every refill: one token, and one run, stay within their limits.
    void watch(std::uint64_t consumed) const
    {
        if (consumed - lastEvent_ > limits_.maxJsonTokenBytes) {
            BundleError e(BundleProblem::Malformed, "runs.json",
                          "bundle " + quote(path_) + ": runs.json holds a JSON value longer than the limit of " +
                              std::to_string(limits_.maxJsonTokenBytes) + " bytes, at byte " +
                              std::to_string(lastEvent_),
                          index_);
            e.withLimit("JSON token bytes", limits_.maxJsonTokenBytes, consumed - lastEvent_);
            throw e;
        }
        if (inRun_ && consumed - runStart_ > limits_.maxRunJsonBytes) {
            BundleError e(BundleProblem::TooLarge, "runs.json",
                          "bundle " + quote(path_) + ": runs.json, run " + std::to_string(index_) +
                              " is longer than the limit of " + std::to_string(limits_.maxRunJsonBytes >> 20) +
                              " MiB for one run",
                          index_);
            e.withLimit("run JSON bytes", limits_.maxRunJsonBytes, consumed - runStart_);
            throw e;
        }
    }

    bool objectStart(int depth)
    {
        if (depth == 0)
            malformed("the document is an object, not an array of runs");
        if (depth == 1) {
            ++index_;
            inRun_ = true;
            runStart_ = lastEvent_;
            seen_.clear();
            commands_.clear();
            if (index_ > declared_)
                tooMany();
            return true;
        }
        if (depth == 2 || (depth == 3 && inCommands_))
            return true;
        refuse(depth == 3 ? outerKey_ + "." + innerKey_ : commandField(), "is an object, not a value");
    }

    bool arrayStart(int depth)
    {
        if (depth == 0)
            return true;
        if (depth == 2 && outerKey_ == "commands") {
            inCommands_ = true;
            return true;
        }
        if (depth == 2 && outerKey_ == "kernel_samples_ms")
            return true; // numbers, counted and checked when the run is read (run_json.cpp)
        refuse(depth == 1   ? std::string()
               : depth == 2 ? outerKey_
               : depth == 3 ? outerKey_ + "." + innerKey_
                            : commandField(),
               "is an array");
    }

    bool key(int depth, const std::string& name)
    {
        bool known = true;
        if (depth == 2) {
            outerKey_ = name;
            inCommands_ = false;
            known = runKeys().count(name) > 0;
            if (known && !seen_.insert(name).second)
                refuse(name, "is given twice");
        } else if (depth == 3) {
            innerKey_ = name;
            known = knownInnerKey(outerKey_, name);
        } else if (depth == 4) {
            innerKey_ = name;
            known = commandKeys().count(name) > 0;
        }
        if (!known) {
            skipping_ = true;
            skipDepth_ = depth;
        }
        return known;
    }

    std::string commandField() const { return "commands[" + std::to_string(commands_.size()) + "]." + innerKey_; }

    bool objectEnd(int depth, json& parsed)
    {
        if (depth == 3 && inCommands_) {
            try {
                commands_.push_back(parsed.get<CommandTiming>());
            } catch (RunValueError& e) {
                e.inside("commands[" + std::to_string(commands_.size()) + "]");
                e.at(RunDoor::Bundle, path_, "runs.json", index_);
                throw;
            }
            return false; // converted: the parser keeps nothing of it
        }
        if (depth != 1)
            return true;
        inRun_ = false;
        RunResult r;
        try {
            decodeNonFinite(parsed);
            parsed.get_to(r);
            r.commands = std::move(commands_);
            commands_ = {};
            checkRunValues(r, RunFieldNames::Json);
        } catch (RunValueError& e) {
            e.at(RunDoor::Bundle, path_, "runs.json", index_);
            throw;
        }
        compareWithCsv(r);
        onRun_(std::move(r));
        return false; // handed on: the array keeps nothing
    }

    [[noreturn]] void tooMany() const
    {
        throw BundleError(BundleProblem::Inconsistent, "bundle.json",
                          "bundle " + quote(path_) + ": bundle.json declares " + std::to_string(declared_) +
                              " runs, but runs.json holds more");
    }

    // The run's row of runs.csv must say what runs.json says, column by column.
    void compareWithCsv(const RunResult& r)
    {
        CsvRecord rec;
        if (!csv_.next(rec))
            throw BundleError(BundleProblem::Inconsistent, "runs.csv",
                              "bundle " + quote(path_) + ": runs.csv has " + std::to_string(index_ - 1) +
                                  " rows, but runs.json has more runs",
                              csv_.line());
        if (rec.fields.size() != columns_)
            throw BundleError(BundleProblem::Malformed, "runs.csv",
                              "bundle " + quote(path_) + ": runs.csv, line " + std::to_string(rec.line) + " has " +
                                  std::to_string(rec.fields.size()) + " fields, expected " + std::to_string(columns_),
                              rec.line);
        const std::vector<std::string> fields = toCsvFields(r);
        for (std::size_t i = 0; i < columns_; ++i)
            if (fields[i] != rec.fields[i]) {
                const std::string column = resultColumnSchema()[i].name;
                throw BundleError(BundleProblem::Inconsistent, "runs.csv",
                                  "bundle " + quote(path_) + ": runs.csv, line " + std::to_string(rec.line) +
                                      ": column " + column + " = " + quote(rec.fields[i], 60) +
                                      " contradicts runs.json, run " + std::to_string(index_) + " (" +
                                      quote(fields[i], 60) + ")",
                                  rec.line, column);
            }
    }

    const std::string& path_;
    const BundleLimits& limits_;
    const std::size_t declared_;
    ZipMemberBuffer& json_;
    CsvReader& csv_;
    const std::size_t columns_;
    const std::function<void(RunResult&&)>& onRun_;

    std::size_t index_ = 0; // the run being read, 1-based
    bool inRun_ = false, inCommands_ = false, skipping_ = false;
    int skipDepth_ = 0;
    std::uint64_t lastEvent_ = 0, runStart_ = 0;
    std::string outerKey_, innerKey_;
    std::set<std::string> seen_;
    std::vector<CommandTiming> commands_;
};

[[noreturn]] void rethrowCsv(const std::string& path, const CsvError& e)
{
    throw BundleError(BundleProblem::Malformed, "runs.csv",
                      "bundle " + quote(path) + ": runs.csv is malformed: " + e.what(), e.line());
}

} // namespace

void BundleReader::readRuns(const std::function<void(RunResult&&)>& onRun)
{
    ZipMemberBuffer jsonBuffer(*zip_, *zip_->find("runs.json"));
    ZipMemberBuffer csvBuffer(*zip_, *zip_->find("runs.csv"));
    std::istream jsonIn(&jsonBuffer), csvIn(&csvBuffer);
    jsonIn.exceptions(std::ios::badbit); // a damaged member's BundleError reaches this caller
    csvIn.exceptions(std::ios::badbit);
    try {
        CsvReader csv(csvIn);
        CsvRecord header;
        if (!csv.next(header))
            throw CsvError(CsvProblem::Header, 1, 0, "the file is empty");
        const std::size_t columns = checkResultsHeader(header);
        RunsJsonParser parser(path_, limits_, runCount_, jsonBuffer, csv, columns, onRun);
        try {
            const json kept = json::parse(
                jsonIn, [&](int depth, json::parse_event_t e, json& parsed) { return parser.event(depth, e, parsed); });
            (void)kept; // an empty array: every run was handed on
        } catch (const json::exception& e) {
            throw BundleError(BundleProblem::Malformed, "runs.json",
                              "bundle " + quote(path_) + ": runs.json is malformed: " + e.what(), parser.runs());
        }
        if (parser.runs() != runCount_)
            throw BundleError(BundleProblem::Inconsistent, "bundle.json",
                              "bundle " + quote(path_) + ": bundle.json declares " + std::to_string(runCount_) +
                                  " runs, but runs.json holds " + std::to_string(parser.runs()));
        CsvRecord extra;
        if (csv.next(extra))
            throw BundleError(BundleProblem::Inconsistent, "runs.csv",
                              "bundle " + quote(path_) + ": runs.csv, line " + std::to_string(extra.line) +
                                  " is a row past the " + std::to_string(runCount_) + " runs of runs.json",
                              extra.line);
    } catch (const CsvError& e) {
        rethrowCsv(path_, e);
    }
}

} // namespace ndr
