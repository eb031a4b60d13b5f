// lineDiff: the longest common subsequence of two texts' lines, by dynamic programming over the
// part between their common first and last lines.
#include "ndr/line_diff.hpp"

#include <algorithm>
#include <cstdint>

namespace ndr {

namespace {

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

DiffLine lineOf(DiffLine::Kind kind, std::string_view text, std::size_t oldLine, std::size_t newLine)
{
    return {kind, std::string(text), oldLine, newLine};
}

// The middle a[ab, ae) against b[bb, be), appended to `out`: LCS lengths of the suffixes, then a
// walk from the start that keeps a common line wherever it lies on a longest subsequence.
void diffMiddle(const std::vector<std::string_view>& a, std::size_t ab, std::size_t ae,
                const std::vector<std::string_view>& b, std::size_t bb, std::size_t be, std::vector<DiffLine>& out)
{
    const std::size_t n = ae - ab, m = be - bb;
    if (n == 0 || m == 0 || (n + 1) * (m + 1) > kMaxLineDiffCells) {
        for (std::size_t i = ab; i < ae; ++i)
            out.push_back(lineOf(DiffLine::Kind::Removed, a[i], i + 1, 0));
        for (std::size_t j = bb; j < be; ++j)
            out.push_back(lineOf(DiffLine::Kind::Added, b[j], 0, j + 1));
        return;
    }
    // lcs[i][j]: the LCS length of a[ab + i, ae) and b[bb + j, be).
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    const auto at = [m](std::size_t i, std::size_t j) { return i * (m + 1) + j; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            lcs[at(i, j)] =
                a[ab + i] == b[bb + j] ? lcs[at(i + 1, j + 1)] + 1 : std::max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);
    std::size_t i = 0, j = 0;
    while (i < n && j < m) {
        if (a[ab + i] == b[bb + j]) {
            out.push_back(lineOf(DiffLine::Kind::Same, a[ab + i], ab + i + 1, bb + j + 1));
            ++i;
            ++j;
        } else if (lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
            out.push_back(lineOf(DiffLine::Kind::Removed, a[ab + i], ab + i + 1, 0));
            ++i;
        } else {
            out.push_back(lineOf(DiffLine::Kind::Added, b[bb + j], 0, bb + j + 1));
            ++j;
        }
    }
    for (; i < n; ++i)
        out.push_back(lineOf(DiffLine::Kind::Removed, a[ab + i], ab + i + 1, 0));
    for (; j < m; ++j)
        out.push_back(lineOf(DiffLine::Kind::Added, b[bb + j], 0, bb + j + 1));
}

} // namespace

std::vector<DiffLine> lineDiff(std::string_view before, std::string_view after)
{
    const std::vector<std::string_view> a = splitLines(before), b = splitLines(after);
    std::size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    std::size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    std::vector<DiffLine> out;
    for (std::size_t i = 0; i < head; ++i)
        out.push_back(lineOf(DiffLine::Kind::Same, a[i], i + 1, i + 1));
    diffMiddle(a, head, a.size() - tail, b, head, b.size() - tail, out);
    for (std::size_t k = tail; k-- > 0;)
        out.push_back(lineOf(DiffLine::Kind::Same, a[a.size() - 1 - k], a.size() - k, b.size() - k));
    return out;
}

DiffCounts countChanges(const std::vector<DiffLine>& diff)
{
    DiffCounts c;
    for (const DiffLine& d : diff) {
        c.removed += d.kind == DiffLine::Kind::Removed;
        c.added += d.kind == DiffLine::Kind::Added;
    }
    return c;
}

} // namespace ndr
