#include "arg_parser.hpp"

#include <charconv>
#include <cmath>
#include <filesystem>
#include <optional>

#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/quote.hpp"

namespace ndr::cli {

namespace {

// File names are quoted whole up to a path's own length.
constexpr std::size_t kPathQuote = 4096;

} // namespace

ArgParser::ArgParser(std::vector<std::string> args, std::set<std::string> valued, std::set<std::string> flags,
                     const std::set<std::string>& lists)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        std::string name = a, inlineValue;
        bool hasInline = false;
        if (auto eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            name = a.substr(0, eq);
            inlineValue = a.substr(eq + 1);
            hasInline = true;
        }
        if ((valued.count(name) || flags.count(name)) && has(name))
            throw invalidInput("option " + name + " is given more than once; give it once" +
                               (lists.count(name) ? " (a list takes commas: " + name + " A,B)" : ""));
        if (valued.count(name)) {
            if (hasInline) {
                values_[name] = inlineValue;
            } else {
                if (i + 1 >= args.size())
                    throw invalidInput("option " + name + " needs a value");
                values_[name] = args[++i];
            }
        } else if (flags.count(name) && !hasInline) {
            flags_.insert(name);
        } else if (a.empty() || a[0] != '-' || a == "-") {
            // A word where only options may follow: an extra file name or subcommand word.
            throw invalidInput("extra argument " + quote(a) +
                               ": the command takes no more arguments here, only options (see ndrange-bench --help)");
        } else {
            throw invalidInput("unknown option " + quote(a) + " (see ndrange-bench --help)");
        }
    }
}

namespace {

bool sameFile(const std::string& a, const std::string& b)
{
    if (writeTarget(a) == writeTarget(b))
        return true;
    std::error_code ec;
    return std::filesystem::exists(a, ec) && std::filesystem::exists(b, ec) &&
           std::filesystem::equivalent(a, b, ec); // hard links
}

} // namespace

void ArgParser::requireDistinctFiles(const std::vector<std::string>& outputs,
                                     const std::vector<std::string>& inputs) const
{
    std::vector<std::string> given;
    for (const auto& o : outputs)
        if (has(o))
            given.push_back(o);
    // Before anything runs: an output onto the run history would be refused only after the run.
    for (const auto& o : given)
        if (const std::string what = protectedAs(value(o)); !what.empty())
            throw invalidInput(o + " " + quote(value(o), kPathQuote) + " is " + what +
                               ": writing it would destroy what it holds");
    for (std::size_t i = 0; i < given.size(); ++i) {
        for (std::size_t j = i + 1; j < given.size(); ++j)
            if (sameFile(value(given[i]), value(given[j])))
                throw invalidInput(given[i] + " and " + given[j] + " name the same file " +
                                   quote(value(given[j]), kPathQuote) + ": one would overwrite the other");
        for (const auto& in : inputs)
            if (has(in) && sameFile(value(given[i]), value(in)))
                throw invalidInput(given[i] + " " + quote(value(given[i]), kPathQuote) + " is the file " + in +
                                   " reads: writing it would overwrite the input");
    }
}

std::string ArgParser::value(const std::string& name, const std::string& fallback) const
{
    auto it = values_.find(name);
    return it == values_.end() ? fallback : it->second;
}

long long ArgParser::integer(const std::string& name, long long fallback, long long min, long long max) const
{
    auto it = values_.find(name);
    if (it == values_.end())
        return fallback;
    return parseInteger(it->second, name, min, max);
}

std::vector<std::string> ArgParser::list(const std::string& name) const
{
    std::vector<std::string> out;
    std::string cur;
    for (char c : value(name)) {
        if (c == ',') {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    for (const auto& item : out)
        if (item.empty())
            throw invalidInput(name + " " + quote(value(name)) + " has an empty item");
    return out;
}

long long parseInteger(const std::string& text, const std::string& what, long long min, long long max)
{
    const auto bound = [](long long b) {
        return b >= 0 ? std::optional<std::uint64_t>(std::uint64_t(b)) : std::nullopt;
    };
    long long v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec == std::errc::result_out_of_range) {
        // Digits all the way, but beyond what any option takes: the bound on that side is broken.
        const bool negative = !text.empty() && text[0] == '-';
        throw limitError(what + " " + quote(text) + " is out of range (" + std::to_string(min) + " to " +
                             std::to_string(max) + ")",
                         (negative ? "minimum " : "maximum ") + what, bound(negative ? min : max));
    }
    if (text.empty() || ec != std::errc() || p != text.data() + text.size())
        throw limitError(what + " " + quote(text) + " is not a number (a whole number from " + std::to_string(min) +
                             " to " + std::to_string(max) + " is needed)",
                         "whole number");
    // The limit broken, with the value asked for where it is not negative.
    const auto asked = v >= 0 ? std::optional<std::uint64_t>(std::uint64_t(v)) : std::nullopt;
    if (v < min)
        throw limitError(what + " must be at least " + std::to_string(min) + " (got " + text + ")", "minimum " + what,
                         bound(min), asked);
    if (v > max)
        throw limitError(what + " must be at most " + std::to_string(max) + " (got " + text + ")", "maximum " + what,
                         bound(max), asked);
    return v;
}

std::pair<int, int> parseDeviceId(const std::string& text)
{
    const auto colon = text.find(':');
    if (colon == std::string::npos)
        throw invalidInput("device " + quote(text) + " must be P:D (platform:device, see ndrange-bench devices)");
    return {int(parseInteger(text.substr(0, colon), "platform index", 0, 1000)),
            int(parseInteger(text.substr(colon + 1), "device index", 0, 1000))};
}

} // namespace ndr::cli

namespace ndr::cli {

double parseSeconds(const std::string& text, const std::string& what)
{
    double v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || p != text.data() + text.size() || !std::isfinite(v))
        throw invalidInput(what + " " + quote(text) + " is not a number of seconds");
    if (v <= 0 || v > 7 * 86400)
        throw limitError(what + " must be above 0 and at most 604800 s (a week) (got " + text + ")",
                         what == "--timeout-s" ? std::string(kWatchdogLimit) : what, 7ull * 86400 * 1000);
    return v;
}

} // namespace ndr::cli

namespace ndr::cli {

double parsePercent(const std::string& text, const std::string& what)
{
    std::string digits = text;
    if (!digits.empty() && digits.back() == '%')
        digits.pop_back();
    double v = 0;
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (digits.empty() || ec != std::errc() || p != digits.data() + digits.size() || !std::isfinite(v))
        throw invalidInput(what + " " + quote(text) + " is not a percentage (2% or 2)");
    if (v < 0.1 || v > 50)
        throw limitError(what + " must be from 0.1% to 50% (got " + text + ")", what + " percentage", 50);
    return v / 100;
}

} // namespace ndr::cli
