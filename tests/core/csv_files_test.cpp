// Results files on disk: hostile files are refused at the line that breaks a limit, and every
// write is checked, to regular files, through symbolic links and to devices.
#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"

namespace fs = std::filesystem;

namespace {

class CsvFiles : public ::testing::Test {
protected:
    fs::path dir = fs::temp_directory_path() / ("ndr_csv_files_" + std::to_string(::getpid()));
    void SetUp() override { fs::create_directories(dir); }
    void TearDown() override { fs::remove_all(dir); }

    std::string file(const std::string& name, const std::string& content)
    {
        const auto p = (dir / name).string();
        std::ofstream(p, std::ios::binary) << content;
        return p;
    }

    static ndr::CsvError refusal(const std::string& path)
    {
        try {
            ndr::importResultsCsv(path);
        } catch (const ndr::CsvError& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
            return e;
        }
        ADD_FAILURE() << path << " was imported";
        return ndr::CsvError(ndr::CsvProblem::Syntax, 0, 0, "");
    }

    static std::string read(const std::string& path)
    {
        std::ifstream in(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    }
};

ndr::RunResult sample()
{
    ndr::RunResult r;
    r.timestamp = "2026-11-23T08:00:00Z";
    r.variant = "double_buffered";
    r.n = 64;
    r.globalX = r.globalY = 16;
    r.local = ndr::LocalSize::of2D(8, 8);
    r.kernel = {1, 1, 1, 0};
    r.gflops = 0.5;
    r.gbps = 0.25;
    r.verified = true;
    r.status = ndr::RunStatus::Verified;
    r.params = "MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=4";
    r.paramsSource = ndr::GemmParamsSource::Tuned;
    return r;
}

} // namespace

TEST_F(CsvFiles, AnExportImportsBackExactly)
{
    const auto text = ndr::resultsToCsv({sample(), sample()});
    const auto back = ndr::importResultsCsv(file("ok.csv", text));
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(ndr::resultsToCsv(back), text);
}

TEST_F(CsvFiles, AFiveMillionCharacterLineIsRefusedAtItsLine)
{
    const std::string header = ndr::csvLine(ndr::resultColumns());
    const auto path =
        file("long-line.csv", header + ndr::csvLine(ndr::toCsvFields(sample())) + std::string(5'000'000, 'a') + "\r\n");
    const auto e = refusal(path);
    EXPECT_EQ(e.problem(), ndr::CsvProblem::RecordTooLong);
    EXPECT_EQ(e.line(), 3u);
    EXPECT_EQ(e.limit(), ndr::CsvLimits{}.maxRecordBytes);
}

TEST_F(CsvFiles, FiveMillionLinesAreRefusedAtTheFirstLinePastTheLimit)
{
    // Blank lines are the cheapest lines there are: every one still counts.
    const std::string header = ndr::csvLine(ndr::resultColumns());
    const auto path = file("many-lines.csv", header + std::string(5'000'000, '\n'));
    const auto e = refusal(path);
    EXPECT_EQ(e.problem(), ndr::CsvProblem::TooManyLines);
    EXPECT_EQ(e.line(), ndr::CsvLimits{}.maxLines + 1);
}

TEST_F(CsvFiles, FiveMillionRowsAreRefusedBeforeReadingAByte)
{
    // 5 million rows of a real export are about 1.5 GB: a sparse file that size is refused by
    // its size alone.
    const auto path = (dir / "huge.csv").string();
    std::ofstream(path) << ndr::csvLine(ndr::resultColumns());
    fs::resize_file(path, 5'000'000ull * 300);
    const auto e = refusal(path);
    EXPECT_EQ(e.problem(), ndr::CsvProblem::FileTooLarge);
    EXPECT_EQ(e.line(), 0u);
    EXPECT_EQ(e.limit(), ndr::CsvLimits{}.maxFileBytes);
}

TEST_F(CsvFiles, OnlyRegularFilesAreRead)
{
    EXPECT_EQ(refusal("/dev/zero").problem(), ndr::CsvProblem::NotRegularFile);
    EXPECT_EQ(refusal(dir.string()).problem(), ndr::CsvProblem::NotRegularFile);
    EXPECT_EQ(refusal((dir / "missing.csv").string()).problem(), ndr::CsvProblem::Unreadable);
}

TEST_F(CsvFiles, AWriteToAFullDeviceIsAnErrorNamingTheFileAndTheReason)
{
    try {
        ndr::writeFileAtomically("/dev/full", "results\n");
        FAIL() << "a write to /dev/full succeeded";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        const std::string what = e.what();
        EXPECT_NE(what.find("/dev/full"), std::string::npos) << what;
        EXPECT_NE(what.find(std::strerror(ENOSPC)), std::string::npos) << what;
    }
    struct stat st {};
    ASSERT_EQ(::stat("/dev/full", &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode)) << "the device is written, never replaced";
}

TEST_F(CsvFiles, ASymbolicLinkIsFollowedAndKept)
{
    const auto target = dir / "target.csv";
    const auto link = dir / "link.csv";
    fs::create_symlink("target.csv", link); // dangling until the first write
    ndr::writeFileAtomically(link.string(), "first\n");
    ndr::writeFileAtomically(link.string(), "second\n");
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(read(target.string()), "second\n");
    EXPECT_EQ(ndr::writeTarget(link.string()), ndr::writeTarget(target.string()));
    EXPECT_EQ(ndr::writeTarget((dir / "sub" / ".." / "target.csv").string()), ndr::writeTarget(target.string()));
}
