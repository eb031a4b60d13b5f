// The line diff of two kernel texts: kept, removed and added lines in order, with their line
// numbers; applying the edit to the first text gives the second; a shortest edit where the LCS
// table fits, a correct (longer) one past it.
#include <gtest/gtest.h>

#include <string>

#include "ndr/line_diff.hpp"

using Kind = ndr::DiffLine::Kind;

namespace {

// The second text, rebuilt from the first and the diff (kept and added lines, in order).
std::string applied(const std::vector<ndr::DiffLine>& diff)
{
    std::string out;
    for (const ndr::DiffLine& d : diff)
        if (d.kind != Kind::Removed)
            out += d.text + "\n";
    return out;
}

std::string original(const std::vector<ndr::DiffLine>& diff)
{
    std::string out;
    for (const ndr::DiffLine& d : diff)
        if (d.kind != Kind::Added)
            out += d.text + "\n";
    return out;
}

std::string kinds(const std::vector<ndr::DiffLine>& diff)
{
    std::string out;
    for (const ndr::DiffLine& d : diff)
        out += d.kind == Kind::Same ? '=' : d.kind == Kind::Removed ? '-' : '+';
    return out;
}

} // namespace

TEST(LineDiff, EqualTextsAreAllKept)
{
    const auto diff = ndr::lineDiff("a\nb\nc\n", "a\nb\nc\n");
    EXPECT_EQ(kinds(diff), "===");
    EXPECT_EQ(diff[2].oldLine, 3u);
    EXPECT_EQ(diff[2].newLine, 3u);
    EXPECT_TRUE(ndr::lineDiff("", "").empty());
}

TEST(LineDiff, OneChangedLineIsRemovedThenAdded)
{
    const auto diff = ndr::lineDiff("int i;\nsum += a;\nreturn;\n", "int i;\nsum += a * b;\nreturn;\n");
    EXPECT_EQ(kinds(diff), "=-+=");
    EXPECT_EQ(diff[1].text, "sum += a;");
    EXPECT_EQ(diff[1].oldLine, 2u);
    EXPECT_EQ(diff[1].newLine, 0u);
    EXPECT_EQ(diff[2].text, "sum += a * b;");
    EXPECT_EQ(diff[2].newLine, 2u);
    EXPECT_EQ(diff[2].oldLine, 0u);
    const ndr::DiffCounts c = ndr::countChanges(diff);
    EXPECT_EQ(c.removed, 1u);
    EXPECT_EQ(c.added, 1u);
}

TEST(LineDiff, TheLongestCommonSubsequenceIsKept)
{
    // ABCABBA against CBABAC: the LCS has 4 lines (e.g. BABA or CABA), so 3 removed and 2 added.
    const std::string a = "A\nB\nC\nA\nB\nB\nA\n", b = "C\nB\nA\nB\nA\nC\n";
    const auto diff = ndr::lineDiff(a, b);
    const ndr::DiffCounts c = ndr::countChanges(diff);
    EXPECT_EQ(diff.size() - c.removed - c.added, 4u);
    EXPECT_EQ(c.removed, 3u);
    EXPECT_EQ(c.added, 2u);
    EXPECT_EQ(original(diff), a);
    EXPECT_EQ(applied(diff), b);
}

TEST(LineDiff, InsertionsDeletionsAndLineEnds)
{
    // A line added at the start, one removed at the end; CRLF and a last line without a break.
    const auto diff = ndr::lineDiff("x\r\ny\r\nz", "new\nx\ny\n");
    EXPECT_EQ(kinds(diff), "+==-");
    EXPECT_EQ(diff[0].newLine, 1u);
    EXPECT_EQ(diff[1].oldLine, 1u);
    EXPECT_EQ(diff[1].newLine, 2u);
    EXPECT_EQ(diff[3].text, "z");
    EXPECT_EQ(diff[3].oldLine, 3u);
    EXPECT_EQ(kinds(ndr::lineDiff("", "a\nb\n")), "++");
    EXPECT_EQ(kinds(ndr::lineDiff("a\nb\n", "")), "--");
}

TEST(LineDiff, PastTheTableLimitTheDiffIsStillCorrect)
{
    // 5000 differing lines each side: 25 M cells, over the limit; common first and last lines stay kept.
    std::string a = "head\n", b = "head\n";
    for (int i = 0; i < 5000; ++i) {
        a += "a" + std::to_string(i) + "\n";
        b += "b" + std::to_string(i) + "\n";
    }
    a += "tail\n";
    b += "tail\n";
    const auto diff = ndr::lineDiff(a, b);
    EXPECT_EQ(diff.front().kind, Kind::Same);
    EXPECT_EQ(diff.back().kind, Kind::Same);
    EXPECT_EQ(diff.back().oldLine, 5002u);
    EXPECT_EQ(ndr::countChanges(diff).removed, 5000u);
    EXPECT_EQ(applied(diff), b);
    EXPECT_EQ(original(diff), a);
}
