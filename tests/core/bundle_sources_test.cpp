// Bundles carry the source text of user-kernel runs: `bundle export` puts each text in once, as
// kernels/user/<hash>.cl, and an import restores it into the history, so a run brought from
// another machine reopens as its kernel. Only the members the runs name are inflated, within the
// user-kernel size limit, and a text that does not match its hash is refused with nothing stored.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <unistd.h>

#include "../support/history_fixtures.hpp"
#include "import_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/history.hpp"
#include "ndr/user_kernel.hpp"
#include "run_fixtures.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch() { return historytest::testScratch("ndr_bundle_sources_"); }

const std::string kText = "__kernel void bsrc(const int N, __global const float* A, __global const float* B,\n"
                          "                   __global float* C) { }\n";

// Text that deflate cannot shrink much (so the bundle's ratio check lets it through).
std::string noise(std::size_t bytes)
{
    std::string out(bytes, ' ');
    std::uint32_t x = 12345;
    for (char& c : out) {
        x = x * 1103515245u + 12345u;
        c = char(33 + (x >> 16) % 90);
    }
    return out;
}

ndr::RunResult runOf(const std::string& name, const std::string& text)
{
    ndr::RunResult r = studio::testing::storable(
        studio::testing::madeUpRun(name, 16, ndr::LocalSize::of2D(4, 4), 1.0, std::nullopt, true));
    r.kernelSourceHash = ndr::kernelSourceHash(text);
    return r;
}

// A bundle of one run of "user:<stem>" that ran kText (kept in a history first, as `bundle export`
// finds it), written to `zip`; the registered kernel is then changed, so only the bundle has the text.
void exportOneRun(const fs::path& dir, const std::string& stem, const fs::path& zip,
                  std::vector<ndr::BundleFile> extra = {})
{
    ndr::registerUserKernel(ndr::userKernelFromSource(stem, kText, "bsrc"));
    ndr::History from((dir / "from.sqlite").string());
    from.add({runOf("user:" + stem, kText)}, ndr::HistorySource::Studio);
    ndr::registerUserKernel(ndr::userKernelFromSource(stem, kText + "// changed since\n", "bsrc"));
    std::vector<ndr::RunResult> runs;
    for (ndr::HistoryEntry& e : from.list())
        runs.push_back(std::move(e.run));
    ndr::Bundle b = ndr::makeBundle({}, std::move(runs), std::nullopt,
                                    [&from](const std::string& hash) { return from.kernelSource(hash); });
    for (ndr::BundleFile& f : extra)
        b.kernels.push_back(std::move(f));
    ndr::writeBundle(zip.string(), b);
}

} // namespace

TEST(BundleSources, ExportCarriesTheTextAndImportRestoresIt)
{
    const fs::path dir = scratch(), zip = dir / "sources.zip";
    exportOneRun(dir, "bsrc_kept", zip);
    const std::string hash = ndr::kernelSourceHash(kText);
    const auto members = importtest::zipMembers(zip);
    EXPECT_EQ(importtest::member(members, ndr::userKernelMember(hash)), kText);

    ndr::History to((dir / "to.sqlite").string());
    EXPECT_FALSE(to.kernelSource(hash).has_value());
    const ndr::HistoryImport stored = to.importBundle(zip.string());
    EXPECT_EQ(stored.added, 1u);
    EXPECT_EQ(to.kernelSource(hash).value_or(""), kText);
    EXPECT_EQ(to.list().front().run.kernelSourceHash, hash);
}

TEST(BundleSources, ATextThatIsNotItsHashIsRefusedWithNothingStored)
{
    const fs::path dir = scratch(), zip = dir / "good.zip", bad = dir / "bad.zip";
    exportOneRun(dir, "bsrc_bad", zip);
    const std::string member = ndr::userKernelMember(ndr::kernelSourceHash(kText));
    importtest::writeZip(bad, importtest::replaced(importtest::zipMembers(zip), member, kText + "// swapped\n"));
    ndr::History to((dir / "to.sqlite").string());
    try {
        to.importBundle(bad.string());
        FAIL() << "a text that does not match its hash was imported";
    } catch (const ndr::BundleError& e) {
        EXPECT_EQ(e.problem(), ndr::BundleProblem::Inconsistent) << e.what();
        EXPECT_EQ(e.member(), member);
    }
    EXPECT_TRUE(to.list().empty()); // the runs are not committed either
    EXPECT_FALSE(to.kernelSource(ndr::kernelSourceHash(kText)).has_value());
}

TEST(BundleSources, AnOversizedTextIsRefusedByTheUserKernelLimit)
{
    const fs::path dir = scratch(), zip = dir / "good.zip", big = dir / "big.zip";
    exportOneRun(dir, "bsrc_big", zip);
    const std::string member = ndr::userKernelMember(ndr::kernelSourceHash(kText));
    importtest::writeZip(
        big, importtest::replaced(importtest::zipMembers(zip), member, noise(ndr::kMaxUserKernelBytes + 1)));
    ndr::History to((dir / "to.sqlite").string());
    try {
        to.importBundle(big.string());
        FAIL() << "a text over the user-kernel limit was imported";
    } catch (const ndr::BundleError& e) {
        EXPECT_EQ(e.problem(), ndr::BundleProblem::TooLarge) << e.what();
        EXPECT_EQ(e.member(), member);
    }
    EXPECT_TRUE(to.list().empty());
}

TEST(BundleSources, AMemberNoRunNamesIsNeverInflated)
{
    const fs::path dir = scratch(), zip = dir / "unused.zip";
    // A text no run of the bundle ran, and not its hash either: an import never reads it.
    const std::string unused = ndr::userKernelMember("0123456789abcdef");
    exportOneRun(dir, "bsrc_unused", zip, {{unused, "not the text of any run"}});
    ndr::History to((dir / "to.sqlite").string());
    EXPECT_EQ(to.importBundle(zip.string()).added, 1u);
    EXPECT_FALSE(to.kernelSource("0123456789abcdef").has_value());
    EXPECT_EQ(to.kernelSource(ndr::kernelSourceHash(kText)).value_or(""), kText);
}
