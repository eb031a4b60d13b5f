// ndrange-bench lessons: the course's claims with their figures, and (--run) measured on a device.
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/json.hpp"
#include "ndr/lessons.hpp"
#include "ndr/quote.hpp"

namespace ndr::cli {

namespace {

std::string runText(const LessonRun& r)
{
    std::string text = r.variant + " at N = " + std::to_string(r.n);
    if (!r.local.isAutomatic())
        text += ", local " + r.local.toString();
    if (r.buffers != BufferMode::Copy)
        text += ", buffers " + toString(r.buffers);
    return text;
}

nlohmann::json lessonJson(const Lesson& l)
{
    nlohmann::json j{{"name", l.name},
                     {"claim", l.claim},
                     {"course_source", l.courseSource},
                     {"course_figure", l.courseFigure},
                     {"course_device", l.courseDevice},
                     {"baseline", runText(l.baseline)},
                     {"candidate", runText(l.candidate)},
                     {"holds_at", l.holdsAt}};
    j["course_ratio"] = l.courseRatio ? nlohmann::json(*l.courseRatio) : nlohmann::json(nullptr);
    return j;
}

void printLesson(const Lesson& l)
{
    std::printf("%s\n  claim:    %s\n  course:   %s — %s%s%s\n  compares: %s (baseline) with %s\n", l.name.c_str(),
                l.claim.c_str(), l.courseSource.c_str(), l.courseFigure.c_str(), l.courseDevice.empty() ? "" : ", ",
                l.courseDevice.c_str(), runText(l.baseline).c_str(), runText(l.candidate).c_str());
}

// "--run" takes an optional lesson name: `--run` alone runs them all.
std::vector<std::string> splitRunName(std::vector<std::string> args, std::string& name)
{
    for (std::size_t i = 0; i < args.size(); ++i)
        if (args[i] == "--run" && i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0) {
            name = args[i + 1];
            args.erase(args.begin() + std::ptrdiff_t(i) + 1);
            break;
        }
    return args;
}

std::vector<const Lesson*> chosen(const std::string& name)
{
    std::vector<const Lesson*> out;
    if (name.empty() || name == "all") {
        for (const Lesson& l : lessons())
            out.push_back(&l);
        return out;
    }
    const Lesson* l = findLesson(name);
    if (!l) {
        std::string names;
        for (const Lesson& each : lessons())
            names += (names.empty() ? "" : ", ") + each.name;
        throw Error(ErrorKind::InvalidInput, "unknown lesson " + quote(name) + "; choose one of: " + names);
    }
    out.push_back(l);
    return out;
}

// Each lesson's latest measurement in the run history; none where the history has no pair of its
// runs, or cannot be read (a warning: the claims are still listed).
std::vector<std::optional<LessonResult>> latestResults(const std::vector<const Lesson*>& picked)
{
    std::vector<std::optional<LessonResult>> out(picked.size());
    std::optional<History> history;
    try {
        history.emplace(HistoryAccess::ReadOnly);
        if (history->count() == 0)
            return out;
    } catch (const std::exception& e) {
        std::cerr << "warning: the latest results are not shown: " << e.what() << "\n";
        return out;
    }
    // The kind of a run's device, where that device is on this machine.
    std::optional<Engine> engine;
    try {
        engine.emplace(engineOptions());
    } catch (const std::exception&) {
    }
    const auto isGpu = [&](const RunResult& r) -> std::optional<bool> {
        if (engine)
            for (const DeviceInfo& d : engine->devices())
                if (d.id() == r.deviceId && d.name == r.device)
                    return d.isGpu;
        return std::nullopt;
    };
    try {
        for (std::size_t i = 0; i < picked.size(); ++i)
            out[i] = latestLessonResult(*picked[i], *history, isGpu);
    } catch (const std::exception& e) {
        std::cerr << "warning: the latest results are not shown: " << e.what() << "\n";
    }
    return out;
}

nlohmann::json latestJson(const std::optional<LessonResult>& r)
{
    if (!r)
        return nullptr;
    return {
        {"measured_ratio", r->ratio ? nlohmann::json(*r->ratio) : nlohmann::json(nullptr)},
        {"held", r->held},
        {"outcome", toString(r->outcome)},
        {"measured_ratio_ci", r->ratioCi ? nlohmann::json{r->ratioCi->low, r->ratioCi->high} : nlohmann::json(nullptr)},
        {"verdict", r->verdict},
        {"device", r->candidate.device},
        {"device_id", r->candidate.deviceId},
        {"n", r->candidate.n},
        {"timestamp", r->candidate.timestamp}};
}

void printLatest(const std::optional<LessonResult>& r, const Lesson& l)
{
    if (!r) {
        std::printf("  latest:   not measured yet (ndrange-bench lessons --run %s)\n\n", l.name.c_str());
        return;
    }
    std::printf("  latest:   %s, N = %zu, %s\n            %s\n\n", r->candidate.device.c_str(), r->candidate.n,
                r->candidate.timestamp.c_str(), r->verdict.c_str());
}

int exitFor(const std::vector<LessonResult>& results)
{
    int code = kOk;
    for (const LessonResult& r : results)
        for (const RunResult* run : {&r.baseline, &r.candidate}) {
            if (run->outcome() == RunStatus::RuntimeError)
                return kRuntimeError;
            if (run->outcome() == RunStatus::VerificationFailed)
                code = kVerificationFailed;
        }
    return code;
}

} // namespace

int cmdLessons(const std::vector<std::string>& rawArgs, const CancelToken& cancel)
{
    std::string name;
    const ArgParser a(splitRunName(rawArgs, name), {"--device", "--n", "--reps"}, {"--run", "--json", "--no-history"});
    const std::vector<const Lesson*> picked = chosen(name);
    if (!a.has("--run")) {
        const auto latest = latestResults(picked);
        nlohmann::json all = nlohmann::json::array();
        for (std::size_t i = 0; i < picked.size(); ++i) {
            if (a.has("--json")) {
                nlohmann::json j = lessonJson(*picked[i]);
                j["latest"] = latestJson(latest[i]);
                all.push_back(j);
            } else {
                printLesson(*picked[i]);
                printLatest(latest[i], *picked[i]);
            }
        }
        if (a.has("--json"))
            std::cout << all.dump(2) << "\n";
        return kOk;
    }
    LessonOptions options;
    if (a.has("--device"))
        std::tie(options.platformIndex, options.deviceIndex) = parseDeviceId(a.value("--device"));
    if (a.has("--n"))
        options.n = std::size_t(a.integer("--n", 0, 1, 1 << 26));
    options.reps = int(a.integer("--reps", options.reps, 1, 1000));
    Engine engine(engineOptions());
    std::vector<LessonResult> results;
    nlohmann::json out = nlohmann::json::array();
    for (const Lesson* l : picked) {
        if (!a.has("--json"))
            std::fprintf(stderr, "measuring %s…\n", l->name.c_str());
        const LessonResult r = runLesson(engine, *l, options, cancel);
        results.push_back(r);
        recordHistory({r.baseline, r.candidate}, !a.has("--no-history"));
        if (a.has("--json")) {
            nlohmann::json j = lessonJson(*l);
            j["measured_ratio"] = r.ratio ? nlohmann::json(*r.ratio) : nlohmann::json(nullptr);
            j["held"] = r.held;
            j["outcome"] = toString(r.outcome);
            j["measured_ratio_ci"] =
                r.ratioCi ? nlohmann::json{r.ratioCi->low, r.ratioCi->high} : nlohmann::json(nullptr);
            j["reps_to_settle"] = r.repsToSettle ? nlohmann::json(*r.repsToSettle) : nlohmann::json(nullptr);
            j["verdict"] = r.verdict;
            j["runs"] = {nlohmann::json::parse(toJson(r.baseline)), nlohmann::json::parse(toJson(r.candidate))};
            out.push_back(j);
        } else {
            printLesson(*l);
            std::printf("  device:   %s\n  measured: %s\n\n", r.candidate.device.c_str(), r.verdict.c_str());
        }
    }
    if (a.has("--json"))
        std::cout << out.dump(2) << "\n";
    return exitFor(results);
}

} // namespace ndr::cli
