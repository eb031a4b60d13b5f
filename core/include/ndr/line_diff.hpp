#pragma once
// A line diff of two texts (two builds of a kernel): the longest common subsequence of their
// lines, shown as lines kept, removed and added, in order.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ndr {

struct DiffLine {
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    std::string text;        // the line, without its line break
    std::size_t oldLine = 0; // 1-based in the first text; 0 for an added line
    std::size_t newLine = 0; // 1-based in the second text; 0 for a removed line
};

// The LCS table of the lines between the common start and end holds at most this many cells;
// beyond it (two texts of thousands of differing lines) the middle is shown as removed, then
// added: still a correct diff, only not the shortest.
constexpr std::size_t kMaxLineDiffCells = std::size_t(16) << 20;

// The lines of `before` and `after` ("\n" or "\r\n" ends a line; a last line without one counts),
// as a shortest edit where the table fits (kMaxLineDiffCells). Applying the Removed and Added lines
// to `before` gives `after`.
std::vector<DiffLine> lineDiff(std::string_view before, std::string_view after);

// How many lines were removed and added.
struct DiffCounts {
    std::size_t removed = 0, added = 0;
};
DiffCounts countChanges(const std::vector<DiffLine>& diff);

} // namespace ndr
