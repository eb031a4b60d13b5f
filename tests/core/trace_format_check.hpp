#pragma once
// Checks a Chrome trace written by ndr::toChromeTrace against the Trace Event Format rules that
// ui.perfetto.dev and chrome://tracing rely on, after a real JSON parse (nlohmann::json):
// - the top level is an object with a traceEvents array (displayTimeUnit, if any, "ms" or "ns");
// - every event has ph; metadata events name processes and threads; every complete ("X") event
//   has a name, integer pid and tid, ts >= 0 and dur >= 0, both in µs with at most ns resolution;
// - every track (pid, tid) with events has a thread_name, every pid a process_name, and no two
//   tracks of one process share a name;
// - per track, ts never decreases in file order and no two events partially overlap (they nest
//   or follow each other: what the viewers' slice stacks accept without dropping events);
// - the trace is on one clock: each stage event's dur is its raw device timestamps' difference
//   (args, ns) / 1000, the stages of a command follow each other, and the mapped QUEUED lies in
//   its host clEnqueue* event, give or take the run's clock_error_ns.
// Used by the core tests (traces of runs made here) and the CLI tests (files ndrange-bench wrote).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

namespace tracecheck {

struct Complete {
    std::int64_t ts = 0, dur = 0; // ns
    std::string name, cat;
    const nlohmann::json* args = nullptr;
};

struct Report {
    std::vector<std::string> violations;
    std::map<std::pair<long, long>, std::string> threadNames; // (pid, tid) -> name
    std::map<long, std::string> processNames;
    std::map<std::pair<long, long>, std::vector<Complete>> tracks; // X events per track, file order
    std::size_t completeEvents = 0;
    std::map<long, double> clockErrorNs; // per pid, from the events' args

    bool ok() const { return violations.empty(); }
    std::string text() const
    {
        std::string s;
        for (std::size_t i = 0; i < violations.size() && i < 20; ++i)
            s += violations[i] + "\n";
        if (violations.size() > 20)
            s += "… " + std::to_string(violations.size() - 20) + " more\n";
        return s;
    }
    // Complete events on the tracks of process `pid` whose thread name contains `part`.
    std::size_t countOn(long pid, const std::string& part) const
    {
        std::size_t n = 0;
        for (const auto& [key, events] : tracks)
            if (key.first == pid && threadNames.count(key) && threadNames.at(key).find(part) != std::string::npos)
                n += events.size();
        return n;
    }
};

namespace detail {

inline bool isInteger(double v) { return std::isfinite(v) && v == std::floor(v); }

// µs -> ns, checking that the value has at most ns resolution.
inline bool nsOf(double us, std::int64_t& ns)
{
    if (!std::isfinite(us))
        return false;
    const double scaled = us * 1000.0;
    ns = std::llround(scaled);
    return std::fabs(scaled - double(ns)) < 1e-3;
}

inline const nlohmann::json* field(const nlohmann::json& o, const std::string& key)
{
    auto it = o.find(key);
    return it == o.end() ? nullptr : &*it;
}

inline bool isNumber(const nlohmann::json* v) { return v && v->is_number(); }
inline bool isString(const nlohmann::json* v) { return v && v->is_string(); }

inline void readMetadata(const nlohmann::json& o, Report& r, const std::string& where)
{
    const auto* name = field(o, "name");
    const auto* pid = field(o, "pid");
    const auto* args = field(o, "args");
    if (!isString(name) || !isNumber(pid) || !args || !args->is_object()) {
        r.violations.push_back(where + ": metadata event without name, pid or args");
        return;
    }
    const std::string& n = name->get<std::string>();
    if (n == "process_name" || n == "thread_name") {
        const auto* label = field((*args), "name");
        if (!isString(label) || label->get<std::string>().empty()) {
            r.violations.push_back(where + ": " + n + " without a name");
            return;
        }
        if (n == "process_name") {
            r.processNames[long(pid->get<double>())] = label->get<std::string>();
            return;
        }
        const auto* tid = field(o, "tid");
        if (!isNumber(tid)) {
            r.violations.push_back(where + ": thread_name without tid");
            return;
        }
        r.threadNames[{long(pid->get<double>()), long(tid->get<double>())}] = label->get<std::string>();
    } else if (n != "process_sort_index" && n != "thread_sort_index") {
        r.violations.push_back(where + ": unknown metadata event " + n);
    }
}

inline void readComplete(const nlohmann::json& o, Report& r, const std::string& where)
{
    const auto* name = field(o, "name");
    const auto* pid = field(o, "pid");
    const auto* tid = field(o, "tid");
    const auto* ts = field(o, "ts");
    const auto* dur = field(o, "dur");
    if (!isString(name) || !isNumber(pid) || !isNumber(tid) || !isNumber(ts) || !isNumber(dur)) {
        r.violations.push_back(where + ": X event without name, pid, tid, ts or dur");
        return;
    }
    if (!isInteger(pid->get<double>()) || !isInteger(tid->get<double>()))
        r.violations.push_back(where + ": pid and tid must be integers");
    Complete e;
    e.name = name->get<std::string>();
    if (const auto* cat = field(o, "cat"); isString(cat))
        e.cat = cat->get<std::string>();
    if (!nsOf(ts->get<double>(), e.ts) || !nsOf(dur->get<double>(), e.dur))
        r.violations.push_back(where + " '" + e.name + "': ts/dur are not µs with ns resolution");
    if (e.ts < 0)
        r.violations.push_back(where + " '" + e.name + "': negative ts " + std::to_string(e.ts) + " ns");
    if (e.dur < 0)
        r.violations.push_back(where + " '" + e.name + "': ends before it starts (dur " + std::to_string(e.dur) +
                               " ns)");
    if (const auto* args = field(o, "args"); args && args->is_object())
        e.args = &(*args);
    r.tracks[{long(pid->get<double>()), long(tid->get<double>())}].push_back(e);
    ++r.completeEvents;
}

inline std::string trackName(const Report& r, const std::pair<long, long>& key)
{
    auto it = r.threadNames.find(key);
    return "track pid " + std::to_string(key.first) + " tid " + std::to_string(key.second) +
           (it == r.threadNames.end() ? "" : " (" + it->second + ")");
}

// Monotone ts, and nesting: sorted by start (longer first on a tie), each event must end before
// the innermost event still open when it starts, or start after that one ended.
inline void checkTrack(const std::pair<long, long>& key, const std::vector<Complete>& events, Report& r)
{
    const std::string where = trackName(r, key);
    for (std::size_t i = 1; i < events.size(); ++i)
        if (events[i].ts < events[i - 1].ts)
            r.violations.push_back(where + ": '" + events[i].name + "' is written after a later event");
    std::vector<const Complete*> sorted;
    for (const auto& e : events)
        sorted.push_back(&e);
    std::stable_sort(sorted.begin(), sorted.end(), [](const Complete* a, const Complete* b) {
        return a->ts != b->ts ? a->ts < b->ts : a->dur > b->dur;
    });
    std::vector<const Complete*> open;
    for (const Complete* e : sorted) {
        while (!open.empty() && open.back()->ts + open.back()->dur <= e->ts)
            open.pop_back();
        if (!open.empty() && e->ts + e->dur > open.back()->ts + open.back()->dur)
            r.violations.push_back(where + ": '" + e->name + "' [" + std::to_string(e->ts) + ", " +
                                   std::to_string(e->ts + e->dur) + "] ns partially overlaps '" + open.back()->name +
                                   "' [" + std::to_string(open.back()->ts) + ", " +
                                   std::to_string(open.back()->ts + open.back()->dur) + "] ns");
        open.push_back(e);
    }
}

inline double argNumber(const Complete& e, const char* key)
{
    if (!e.args)
        return NAN;
    const auto* v = field(*e.args, key);
    return isNumber(v) ? v->get<double>() : NAN;
}

// One clock: per command (args identify it), the stage events' durations are the raw timestamp
// differences, the stages follow each other, and QUEUED lies in the host enqueue event.
inline void checkClock(Report& r)
{
    using Key = std::tuple<long, std::string, double>; // pid, command, raw QUEUED
    struct Seen {
        std::vector<const Complete*> stages;
        const Complete* enqueue = nullptr;
    };
    std::map<Key, Seen> commands;
    for (const auto& [key, events] : r.tracks)
        for (const auto& e : events) {
            if (!e.args)
                continue;
            const double err = argNumber(e, "clock_error_ns");
            if (std::isnan(err) || err < 0) {
                r.violations.push_back(trackName(r, key) + " '" + e.name + "': no clock_error_ns >= 0 in args");
                continue;
            }
            r.clockErrorNs[key.first] = err;
            const bool host = e.cat == "host";
            const std::string command = host ? e.name.substr(std::string("enqueue ").size()) : e.name;
            Seen& s = commands[{key.first, command, argNumber(e, "queued_ns")}];
            if (host)
                s.enqueue = &e;
            else
                s.stages.push_back(&e);
        }
    for (auto& [key, s] : commands) {
        const std::string where = "pid " + std::to_string(std::get<0>(key)) + " '" + std::get<1>(key) + "'";
        if (s.stages.size() != 3) {
            r.violations.push_back(where + ": " + std::to_string(s.stages.size()) + " stage events, not 3");
            continue;
        }
        std::sort(s.stages.begin(), s.stages.end(), [](const Complete* a, const Complete* b) { return a->ts < b->ts; });
        const char* bounds[] = {"queued_ns", "submit_ns", "start_ns", "end_ns"};
        for (int k = 0; k < 3; ++k) {
            const Complete& e = *s.stages[std::size_t(k)];
            const double raw = argNumber(e, bounds[k + 1]) - argNumber(e, bounds[k]);
            if (raw >= 0 && double(e.dur) != raw)
                r.violations.push_back(where + ": stage " + std::to_string(k) + " lasts " + std::to_string(e.dur) +
                                       " ns in the trace but " + std::to_string(raw) + " ns on the device");
            if (k > 0 && e.ts != s.stages[std::size_t(k) - 1]->ts + s.stages[std::size_t(k) - 1]->dur)
                r.violations.push_back(where + ": stage " + std::to_string(k) + " does not follow the one before");
        }
        if (!s.enqueue)
            continue;
        const double err = r.clockErrorNs[std::get<0>(key)];
        const double queued = double(s.stages.front()->ts);
        if (queued < double(s.enqueue->ts) - err || queued > double(s.enqueue->ts + s.enqueue->dur) + err)
            r.violations.push_back(where + ": QUEUED at " + std::to_string(queued) +
                                   " ns lies outside its clEnqueue* call [" + std::to_string(s.enqueue->ts) + ", " +
                                   std::to_string(s.enqueue->ts + s.enqueue->dur) + "] ns ± " + std::to_string(err) +
                                   " ns");
    }
}

} // namespace detail

inline Report check(const std::string& json)
{
    Report r;
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(json);
    } catch (const std::exception& e) {
        r.violations.push_back(std::string("not JSON: ") + e.what());
        return r;
    }
    if (!doc.is_object() || !detail::field(doc, "traceEvents")) {
        r.violations.push_back("the top level is not an object with traceEvents");
        return r;
    }
    if (const auto* unit = detail::field(doc, "displayTimeUnit");
        unit && (!detail::isString(unit) || (unit->get<std::string>() != "ms" && unit->get<std::string>() != "ns")))
        r.violations.push_back("displayTimeUnit must be \"ms\" or \"ns\"");
    const auto& events = doc.at("traceEvents");
    for (std::size_t i = 0; i < events.size(); ++i) {
        const std::string where = "event " + std::to_string(i);
        if (!events[i].is_object()) {
            r.violations.push_back(where + ": not an object");
            continue;
        }
        const auto& o = events[i];
        const auto* ph = detail::field(o, "ph");
        if (!detail::isString(ph)) {
            r.violations.push_back(where + ": no ph");
            continue;
        }
        if (ph->get<std::string>() == "M")
            detail::readMetadata(o, r, where);
        else if (ph->get<std::string>() == "X")
            detail::readComplete(o, r, where);
        else
            r.violations.push_back(where + ": unexpected phase " + ph->get<std::string>());
    }
    std::set<std::pair<long, std::string>> names;
    for (const auto& [key, name] : r.threadNames)
        if (!names.insert({key.first, name}).second)
            r.violations.push_back("two tracks of pid " + std::to_string(key.first) + " are named " + name);
    for (const auto& [key, list] : r.tracks) {
        if (!r.threadNames.count(key))
            r.violations.push_back(detail::trackName(r, key) + ": events on a track without thread_name");
        if (!r.processNames.count(key.first))
            r.violations.push_back(detail::trackName(r, key) + ": process without process_name");
        detail::checkTrack(key, list, r);
    }
    detail::checkClock(r);
    return r;
}

} // namespace tracecheck
