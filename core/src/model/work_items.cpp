#include "ndr/work_items.hpp"

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"
#include <algorithm>
#include <charconv>
#include <vector>

namespace ndr {

std::string NDRangeGeometry::toString() const
{
    if (dims == 1)
        return std::to_string(globalX) + " / " + std::to_string(localX);
    return std::to_string(globalX) + "x" + std::to_string(globalY) + " / " + std::to_string(localX) + "x" +
           std::to_string(localY);
}

std::string NDRangeGeometry::problem() const
{
    if (dims != 1 && dims != 2)
        return "an NDRange here has 1 or 2 dimensions (got " + std::to_string(dims) + ")";
    if (globalX == 0 || globalY == 0 || localX == 0 || localY == 0)
        return "global and local sizes must be at least 1 in every dimension";
    if (dims == 1 && (globalY != 1 || localY != 1))
        return "a 1-D NDRange has global and local size 1 in dimension 1";
    for (std::size_t size : {globalX, globalY, localX, localY})
        if (size > kMaxNDRangeItems)
            return "NDRange " + toString() + ": a size exceeds " + std::to_string(kMaxNDRangeItems) +
                   " (2^31, the range of an int id)";
    // The padded NDRange must fit too: it is what a device without non-uniform groups runs.
    const NDRangeGeometry p = padded();
    if (p.globalX > kMaxNDRangeItems / p.globalY)
        return "global size " + std::to_string(globalX) + "x" + std::to_string(globalY) +
               (uniform() ? "" : " (padded " + std::to_string(p.globalX) + "x" + std::to_string(p.globalY) + ")") +
               " exceeds " + std::to_string(kMaxNDRangeItems) + " work-items (2^31, the range of an int id)";
    return {};
}

std::size_t NDRangeGeometry::groupLocalX(std::size_t gx) const
{
    const std::size_t first = gx * localX;
    return first >= globalX ? 0 : std::min(localX, globalX - first);
}

std::size_t NDRangeGeometry::groupLocalY(std::size_t gy) const
{
    const std::size_t first = gy * localY;
    return first >= globalY ? 0 : std::min(localY, globalY - first);
}

NDRangeGeometry NDRangeGeometry::padded() const
{
    NDRangeGeometry p = *this;
    if (localX)
        p.globalX = groupsX() * localX;
    if (localY)
        p.globalY = groupsY() * localY;
    return p;
}

namespace {

// "X" or "XxY" (also "X×Y") as 1 or 2 positive whole numbers; `what` names the option in errors.
std::vector<std::size_t> parseSizes(const std::string& text, const std::string& what)
{
    std::string normal = text;
    for (std::string::size_type p; (p = normal.find("\xC3\x97")) != std::string::npos;)
        normal.replace(p, 2, "x");
    std::vector<std::size_t> out;
    std::string part;
    auto flush = [&] {
        std::size_t value = 0;
        auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (part.empty() || ec != std::errc() || ptr != part.data() + part.size() || value == 0)
            throw invalidInput(what + " " + quote(text) + ": " + quote(part) +
                               " is not a whole number >= 1 (expected X or XxY, e.g. 16x16)");
        out.push_back(value);
        part.clear();
    };
    for (char c : normal) {
        if (c == 'x' || c == 'X')
            flush();
        else if (c != ' ')
            part += c;
    }
    flush();
    if (out.size() > 2)
        throw invalidInput(what + " " + quote(text) + " has " + std::to_string(out.size()) +
                           " dimensions; the work-group explorer shows 1-D or 2-D NDRanges");
    return out;
}

} // namespace

NDRangeGeometry NDRangeGeometry::parse(const std::string& global, const std::string& local)
{
    const auto g = parseSizes(global, "global size");
    const auto l = parseSizes(local, "local size");
    if (g.size() != l.size())
        throw invalidInput("global size " + quote(global) + " and local size " + quote(local) +
                           " must have the same number of dimensions");
    NDRangeGeometry r;
    r.dims = int(g.size());
    r.globalX = g[0];
    r.globalY = g.size() == 2 ? g[1] : 1;
    r.localX = l[0];
    r.localY = l.size() == 2 ? l[1] : 1;
    if (auto why = r.problem(); !why.empty())
        throw invalidInput(why);
    return r;
}

WorkItemIds workItemIdsAt(const NDRangeGeometry& r, std::size_t x, std::size_t y, std::size_t subGroupSize)
{
    WorkItemIds id;
    id.globalX = std::uint32_t(x);
    id.globalY = std::uint32_t(y);
    id.localX = std::uint32_t(x % r.localX);
    id.localY = std::uint32_t(y % r.localY);
    id.groupX = std::uint32_t(x / r.localX);
    id.groupY = std::uint32_t(y / r.localY);
    id.localSizeX = std::uint32_t(r.groupLocalX(id.groupX));
    id.localSizeY = std::uint32_t(r.groupLocalY(id.groupY));
    id.linearGlobal = std::uint64_t(y) * r.globalX + x;
    id.linearLocal = id.localY * id.localSizeX + id.localX;
    if (subGroupSize > 0)
        id.subGroup = std::int32_t(id.linearLocal / subGroupSize);
    return id;
}

} // namespace ndr
