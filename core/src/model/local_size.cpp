#include "ndr/local_size.hpp"

#include <charconv>
#include <vector>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

std::string LocalSize::toString() const
{
    if (dims < 0)
        return "n/a";
    if (dims == 0)
        return "auto";
    if (dims == 1)
        return std::to_string(x);
    return std::to_string(x) + "x" + std::to_string(y);
}

namespace {

long long parseComponent(const std::string& part, const std::string& whole)
{
    long long value = 0;
    const char* begin = part.data();
    const char* end = begin + part.size();
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (part.empty() || ec != std::errc() || ptr != end)
        throw invalidInput("local size " + quote(whole) + ": " + quote(part) +
                           " is not a whole number (expected X or XxY, e.g. 16x16)");
    if (value <= 0)
        throw invalidInput("local size " + quote(whole) + ": every dimension must be at least 1 (got " + part + ")");
    return value;
}

} // namespace

LocalSize LocalSize::parse(const std::string& text)
{
    if (text == "auto" || text.empty())
        return automatic();
    std::string normal = text;
    // Accept the multiplication sign (UTF-8 "×") as a separator; commas separate lists elsewhere.
    for (std::string::size_type p; (p = normal.find("\xC3\x97")) != std::string::npos;)
        normal.replace(p, 2, "x");
    std::vector<std::string> parts;
    std::string current;
    for (char c : normal) {
        if (c == 'x' || c == 'X' || c == '*') {
            parts.push_back(current);
            current.clear();
        } else if (c != ' ') {
            current += c;
        }
    }
    parts.push_back(current);
    if (parts.size() > 2)
        throw invalidInput("local size " + quote(text) + " has " + std::to_string(parts.size()) +
                           " dimensions; the matmul NDRanges are 1-D or 2-D (X or XxY)");
    const auto x = static_cast<std::size_t>(parseComponent(parts[0], text));
    if (parts.size() == 1)
        return of1D(x);
    return of2D(x, static_cast<std::size_t>(parseComponent(parts[1], text)));
}

} // namespace ndr
