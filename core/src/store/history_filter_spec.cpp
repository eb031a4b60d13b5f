// The history as a set of runs, named the way ndrange-bench compare and the studio's Compare view
// take it: "history" or "history:device=NAME,variant=V,since=DATE,limit=K,id=3,5,9".
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <set>
#include <string>

#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

constexpr std::size_t kMaxLimit = 1'000'000'000;

std::size_t limitOf(const std::string& value)
{
    unsigned long long v = 0;
    const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (value.empty() || ec == std::errc::invalid_argument || p != value.data() + value.size())
        throw limitError("history limit " + quote(value) + " is not a number (a whole number from 1 to " +
                             std::to_string(kMaxLimit) + " is needed)",
                         "whole number");
    if (ec == std::errc::result_out_of_range || v > kMaxLimit)
        throw limitError("history limit " + quote(value) + " is out of range (1 to " + std::to_string(kMaxLimit) + ")",
                         "maximum history limit", kMaxLimit);
    if (v < 1)
        throw limitError("history limit " + quote(value) + " is out of range (1 to " + std::to_string(kMaxLimit) + ")",
                         "minimum history limit", 1);
    return std::size_t(v);
}

// One run id of id=…: a whole number from 1 up (the history numbers its runs from 1).
std::int64_t runIdOf(const std::string& value)
{
    long long v = 0;
    const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    const std::string range = "1 to " + std::to_string(std::numeric_limits<std::int64_t>::max());
    if (value.empty() || ec == std::errc::invalid_argument || p != value.data() + value.size())
        throw limitError("history run id " + quote(value) + " is not a whole number (" + range + ")", "history run id");
    if (ec == std::errc::result_out_of_range || v < 1)
        throw limitError("history run id " + quote(value) + " is out of range (" + range + ")", "history run id", 1);
    return v;
}

void addRunId(HistoryFilter& f, const std::string& value)
{
    if (f.ids.size() == kMaxHistoryFilterIds)
        throw limitError("a history filter names more than " + std::to_string(kMaxHistoryFilterIds) +
                             " run ids: compare fewer runs at a time, or filter by device, variant or date",
                         "history run ids", kMaxHistoryFilterIds);
    f.ids.push_back(runIdOf(value));
}

// One key=value of the spec into `f`; false for a key that is not one.
bool setKey(HistoryFilter& f, const std::string& key, const std::string& value)
{
    if (key == "device")
        f.device = value;
    else if (key == "variant")
        f.variant = value;
    else if (key == "since")
        f.since = value;
    else if (key == "limit")
        f.limit = limitOf(value);
    else if (key == "id")
        addRunId(f, value);
    else
        return false;
    return true;
}

} // namespace

bool isHistorySet(const std::string& spec) { return spec == "history" || spec.rfind("history:", 0) == 0; }

HistoryFilter historySetFilter(const std::string& spec)
{
    if (!isHistorySet(spec))
        throw invalidInput(quote(spec) + " does not name the history (history or history:variant=tiled,limit=20)");
    HistoryFilter f;
    const std::string rest = spec.size() > 8 ? spec.substr(8) : std::string();
    std::set<std::string> seen;
    std::string lastKey;
    std::size_t begin = 0;
    while (begin < rest.size()) {
        const std::size_t end = std::min(rest.find(',', begin), rest.size());
        const std::string item = rest.substr(begin, end - begin);
        const std::size_t eq = item.find('=');
        begin = end + 1;
        // id=3,5,9: the items after id= without a key are more run ids.
        if (eq == std::string::npos && !item.empty() && lastKey == "id") {
            addRunId(f, item);
            continue;
        }
        const std::string key = item.substr(0, eq), value = eq == std::string::npos ? "" : item.substr(eq + 1);
        const bool known = key == "device" || key == "variant" || key == "since" || key == "limit" || key == "id";
        if (known && value.empty())
            throw invalidInput("history filter " + quote(key) + " is empty: give it a value or leave it out");
        if (known && !seen.insert(key).second)
            throw invalidInput("history filter " + quote(key) + " is given twice: give it once");
        if (!setKey(f, key, value))
            throw invalidInput("history filter " + quote(item) +
                               " is not device=NAME, variant=V, since=DATE, limit=K or id=ID,ID,… "
                               "(history:variant=tiled,limit=20)");
        lastKey = key;
    }
    checkHistoryFilter(f);
    return f;
}

} // namespace ndr
