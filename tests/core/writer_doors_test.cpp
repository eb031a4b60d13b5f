// Every writer of the core goes through the one file writer: a bundle (libzip's own temporary
// file stays private), the tuning cache and the peaks cache, each on a FIFO (its reader gets the
// bytes), a symbolic link (the link stays, its target is replaced), a directory (refused) and a
// failing write (the old file stays, nothing temporary is left).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "../support/file_targets.hpp"
#include "../support/run_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "ndr/peaks.hpp"
#include "ndr/tuning_cache.hpp"

namespace fs = std::filesystem;
using namespace filetargets;

namespace {

class WriterDoors : public ::testing::Test {
protected:
    fs::path dir;
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("ndr_writer_doors_" + std::to_string(::getpid()) + "_" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override
    {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }

    static ndr::Bundle bundle()
    {
        std::vector<ndr::RunResult> runs;
        for (int i = 0; i < 3; ++i)
            runs.push_back(studio::testing::madeUpRun("tiled", 64 << i, ndr::LocalSize::of2D(8, 8), 1.0 + i, 2.0));
        return ndr::makeBundle({}, runs);
    }

    static ndr::TunedEntry tuned(double gflops)
    {
        ndr::TunedEntry e;
        e.device = "a device";
        e.driver = "1.0";
        e.variant = "register_blocked";
        e.params = ndr::GemmParams{};
        e.gflops = gflops;
        e.n = 256;
        e.timestamp = "2026-11-24T10:00:00Z";
        return e;
    }

    static ndr::DevicePeaks peaks(double gbs)
    {
        ndr::DevicePeaks p;
        p.deviceKey = "a device | 1.0 | a platform";
        p.timestamp = "2026-11-24T10:00:00Z";
        p.bandwidth = {{1, gbs}};
        p.copy = {{1, gbs / 2}};
        p.compute = {{1, 10 * gbs}};
        p.bandwidthGBs = gbs;
        p.copyGBs = gbs / 2;
        p.computeGflops = 10 * gbs;
        return p;
    }

    // Points the peaks cache (XDG_CACHE_HOME/ndrange-studio/peaks.tsv) into this test's folder.
    fs::path peaksCacheHere()
    {
        ::setenv("XDG_CACHE_HOME", (dir / "cache").c_str(), 1);
        fs::create_directories(dir / "cache" / "ndrange-studio");
        return dir / "cache" / "ndrange-studio" / "peaks.tsv";
    }
};

template <class Write> ndr::FileWriteError refusal(Write write)
{
    try {
        write();
    } catch (const ndr::FileWriteError& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        return e;
    }
    ADD_FAILURE() << "the write succeeded";
    return ndr::FileWriteError(ndr::FileWriteProblem::WriteFailed, "", 0, "");
}

} // namespace

TEST_F(WriterDoors, ABundleOnAFifoReachesItsReaderAsAZip)
{
    const fs::path fifo = makeFifo(dir / "bundle.zip");
    FifoReader reader(fifo);
    ndr::writeBundle(fifo.string(), bundle());
    const std::string zip = reader.finish();
    EXPECT_TRUE(isFifo(fifo));
    put(dir / "received.zip", zip);
    EXPECT_EQ(ndr::readBundle((dir / "received.zip").string()).runs.size(), 3u);
    EXPECT_EQ(names(dir), (std::set<std::string>{"bundle.zip", "received.zip"}));
}

TEST_F(WriterDoors, ABundleThroughALinkReplacesItsTargetAndKeepsTheLink)
{
    put(dir / "target.zip", "old");
    fs::create_symlink("target.zip", dir / "link.zip");
    ndr::writeBundle((dir / "link.zip").string(), bundle());
    EXPECT_TRUE(fs::is_symlink(dir / "link.zip"));
    EXPECT_EQ(ndr::readBundle((dir / "target.zip").string()).runs.size(), 3u);
    EXPECT_EQ(names(dir), (std::set<std::string>{"link.zip", "target.zip"})) << "libzip's files stayed private";
}

TEST_F(WriterDoors, ABundleOnADirectoryOrAFailingFifoIsRefusedLeavingNothing)
{
    fs::create_directories(dir / "folder");
    EXPECT_EQ(refusal([&] { ndr::writeBundle((dir / "folder").string(), bundle()); }).problem(),
              ndr::FileWriteProblem::IsDirectory);
    const fs::path fifo = makeFifo(dir / "nobody-reads.zip");
    EXPECT_EQ(refusal([&] { ndr::writeBundle(fifo.string(), bundle()); }).osError(), ENXIO);
    EXPECT_TRUE(isFifo(fifo));
    EXPECT_EQ(names(dir), (std::set<std::string>{"folder", "nobody-reads.zip"}));
    EXPECT_TRUE(fs::is_empty(dir / "folder"));
    for (const auto& e : fs::directory_iterator(fs::temp_directory_path()))
        EXPECT_EQ(e.path().filename().string().rfind(".ndr-bundle.", 0), std::string::npos) << e.path();
}

TEST_F(WriterDoors, ABundleThatFailsPartWayLeavesTheOldFile)
{
    const fs::path file = dir / "runs.zip";
    put(file, "old bundle");
    {
        const FileSizeLimit limit(1024);
        EXPECT_EQ(refusal([&] { ndr::writeBundle(file.string(), bundle()); }).problem(),
                  ndr::FileWriteProblem::WriteFailed);
    }
    EXPECT_EQ(slurp(file), "old bundle");
    EXPECT_EQ(names(dir), std::set<std::string>{"runs.zip"});
}

TEST_F(WriterDoors, TheTuningCacheFollowsALinkAndWritesAFifo)
{
    fs::create_directories(dir / "real");
    fs::create_symlink("real/tuning.tsv", dir / "tuning.tsv");
    const ndr::TuningCache linked((dir / "tuning.tsv").string());
    linked.store(tuned(1.0));
    linked.store(tuned(2.0));
    EXPECT_TRUE(fs::is_symlink(dir / "tuning.tsv"));
    ASSERT_EQ(linked.load().entries.size(), 1u);
    EXPECT_EQ(linked.load().entries[0].gflops, 2.0);

    const fs::path fifo = makeFifo(dir / "fifo.tsv");
    FifoReader reader(fifo);
    ndr::TuningCache(fifo.string()).store(tuned(3.0)); // its reading side skips what is not a file
    EXPECT_NE(reader.finish().find("register_blocked"), std::string::npos);
    EXPECT_TRUE(isFifo(fifo));

    fs::create_directories(dir / "folder.tsv");
    EXPECT_EQ(refusal([&] { ndr::TuningCache((dir / "folder.tsv").string()).store(tuned(4.0)); }).problem(),
              ndr::FileWriteProblem::IsDirectory);
}

TEST_F(WriterDoors, TheTuningCacheKeepsItsOldContentWhenAWriteFails)
{
    const ndr::TuningCache cache((dir / "tuning.tsv").string());
    cache.store(tuned(1.0));
    const std::string before = slurp(dir / "tuning.tsv");
    {
        const FileSizeLimit limit(16);
        refusal([&] { cache.store(tuned(2.0)); });
    }
    EXPECT_EQ(slurp(dir / "tuning.tsv"), before);
    EXPECT_EQ(names(dir), std::set<std::string>{"tuning.tsv"});
}

TEST_F(WriterDoors, ThePeaksCacheFollowsALinkWritesAFifoAndRefusesAFolder)
{
    const fs::path cache = peaksCacheHere();
    put(dir / "real.tsv", "");
    fs::create_symlink(dir / "real.tsv", cache);
    ndr::storePeaksInCache(peaks(10));
    ndr::storePeaksInCache(peaks(20)); // the same device: its line is replaced
    EXPECT_TRUE(fs::is_symlink(cache));
    const std::string lines = slurp(dir / "real.tsv");
    ndr::DevicePeaks back;
    ASSERT_TRUE(ndr::DevicePeaks::fromLine(lines.substr(0, lines.find('\n')), back)) << lines;
    EXPECT_EQ(back.bandwidthGBs, 20.0);
    EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 1);

    fs::remove(cache);
    makeFifo(cache);
    FifoReader reader(cache);
    ndr::storePeaksInCache(peaks(30));
    EXPECT_NE(reader.finish().find("a device"), std::string::npos);
    EXPECT_TRUE(isFifo(cache));

    fs::remove(cache);
    fs::create_directories(cache);
    const auto e = refusal([&] { ndr::storePeaksInCache(peaks(40)); });
    EXPECT_EQ(e.problem(), ndr::FileWriteProblem::IsDirectory);
    EXPECT_EQ(e.path(), cache.string());
}
