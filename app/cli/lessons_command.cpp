// ndrange-bench lessons: the course's claims with their figures, and (--run) measured on a device.
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/json.hpp"
#include "ndr/lessons.hpp"

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
        throw Error(ErrorKind::InvalidInput, "unknown lesson '" + name + "'; choose one of: " + names);
    }
    out.push_back(l);
    return out;
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
    const ArgParser a(splitRunName(rawArgs, name), {"--device", "--n", "--reps"}, {"--run", "--json"});
    const std::vector<const Lesson*> picked = chosen(name);
    if (!a.has("--run")) {
        nlohmann::json all = nlohmann::json::array();
        for (const Lesson* l : picked)
            a.has("--json") ? all.push_back(lessonJson(*l)) : printLesson(*l);
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
        if (a.has("--json")) {
            nlohmann::json j = lessonJson(*l);
            j["measured_ratio"] = r.ratio ? nlohmann::json(*r.ratio) : nlohmann::json(nullptr);
            j["held"] = r.held;
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
