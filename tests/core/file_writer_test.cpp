// The one file writer (ndr/file_writer.hpp) on every kind of target: a regular file replaced
// atomically (its mode kept), a FIFO written in place for its reader, a symbolic link followed and
// kept, a link loop and a directory refused, and failures (a folder that may not be written, a file
// size limit, a FIFO without a reader or whose reader leaves) that name the file, leave the old file
// as it was and no temporary file behind. All inside the sandbox's temp directory.
#include <gtest/gtest.h>

#include <filesystem>
#include <sys/stat.h>

#include "../support/file_targets.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"

namespace fs = std::filesystem;
using namespace filetargets;

namespace {

class FileTargets : public ::testing::Test {
protected:
    fs::path dir;
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = fs::temp_directory_path() / ("ndr_file_writer_" + std::to_string(::getpid()) + "_" + info->name());
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override
    {
        std::error_code ec;
        fs::permissions(dir, fs::perms::owner_all, ec);
        fs::remove_all(dir, ec);
    }

    // The FileWriteError a write of `content` to `path` throws (a failed test when it succeeds).
    static ndr::FileWriteError refusal(const fs::path& path, const std::string& content = "new\n")
    {
        try {
            ndr::writeFileAtomically(path.string(), content);
        } catch (const ndr::FileWriteError& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
            EXPECT_EQ(e.path(), path.string());
            EXPECT_NE(std::string(e.what()).find(path.string()), std::string::npos) << "names the file: " << e.what();
            return e;
        }
        ADD_FAILURE() << "the write to " << path << " succeeded";
        return ndr::FileWriteError(ndr::FileWriteProblem::WriteFailed, "", 0, "");
    }
};

} // namespace

TEST_F(FileTargets, ARegularFileIsReplacedKeepingItsMode)
{
    const fs::path file = dir / "out.csv";
    put(file, "old\n");
    ::chmod(file.c_str(), 0640);
    ndr::writeFileAtomically(file.string(), "new\n");
    EXPECT_EQ(slurp(file), "new\n");
    struct stat st {};
    ASSERT_EQ(::stat(file.c_str(), &st), 0);
    EXPECT_TRUE(S_ISREG(st.st_mode));
    EXPECT_EQ(st.st_mode & 0777, 0640u);
    EXPECT_EQ(names(dir), std::set<std::string>{"out.csv"}) << "no temporary file left";
}

TEST_F(FileTargets, ANewFileGetsTheUmasksMode)
{
    const mode_t old = ::umask(027);
    ndr::writeFileAtomically((dir / "new.csv").string(), "x");
    ::umask(old);
    struct stat st {};
    ASSERT_EQ(::stat((dir / "new.csv").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);
}

TEST_F(FileTargets, StreamedPiecesAndAnotherFilesBytesMakeTheContent)
{
    const fs::path source = dir / "source.bin";
    std::string big(3 << 20, '\0'); // several of the copy's buffers
    for (std::size_t i = 0; i < big.size(); ++i)
        big[i] = char(i * 131 % 251);
    put(source, big);
    {
        ndr::FileWriter out((dir / "out.bin").string());
        EXPECT_FALSE(out.inPlace());
        out.write("head,");
        out.writeContentsOf(source.string());
        out.write(",tail");
        out.commit();
    }
    EXPECT_EQ(slurp(dir / "out.bin"), "head," + big + ",tail");
}

TEST_F(FileTargets, AWriterNotCommittedLeavesTheOldFile)
{
    const fs::path file = dir / "out.csv";
    put(file, "old\n");
    {
        ndr::FileWriter out(file.string());
        out.write("half of the new content");
    } // an exception on the way, say
    EXPECT_EQ(slurp(file), "old\n");
    EXPECT_EQ(names(dir), std::set<std::string>{"out.csv"});
}

TEST_F(FileTargets, AFifoIsWrittenInPlaceForItsReader)
{
    const fs::path fifo = makeFifo(dir / "out.fifo");
    std::string content(300000, 'r'); // more than a pipe holds: the writer waits for the reader
    content += "end\n";
    FifoReader reader(fifo);
    {
        ndr::FileWriter out(fifo.string());
        EXPECT_TRUE(out.inPlace());
        out.write(content);
        out.commit();
    }
    EXPECT_EQ(reader.finish(), content);
    EXPECT_TRUE(isFifo(fifo)) << "the FIFO stays a FIFO";
    EXPECT_EQ(names(dir), std::set<std::string>{"out.fifo"});
}

TEST_F(FileTargets, AFifoWithoutAReaderIsAnErrorNotAWait)
{
    const fs::path fifo = makeFifo(dir / "out.fifo");
    const auto e = refusal(fifo);
    EXPECT_EQ(e.problem(), ndr::FileWriteProblem::CannotOpen);
    EXPECT_EQ(e.osError(), ENXIO);
    EXPECT_TRUE(isFifo(fifo));
}

TEST_F(FileTargets, AFifoReaderThatLeavesIsAnErrorNotASignal)
{
    const fs::path fifo = makeFifo(dir / "out.fifo");
    FifoReader reader(fifo, 1000); // reads a little, then closes its end
    const auto e = refusal(fifo, std::string(4 << 20, 'x'));
    EXPECT_EQ(e.problem(), ndr::FileWriteProblem::WriteFailed);
    EXPECT_EQ(e.osError(), EPIPE); // this process is still here: SIGPIPE did not end it
    reader.finish();
    EXPECT_TRUE(isFifo(fifo));
}

TEST_F(FileTargets, ASymbolicLinkIsFollowedToItsTargetAndKept)
{
    fs::create_directories(dir / "data");
    put(dir / "data" / "target.csv", "old\n");
    fs::create_symlink("data/target.csv", dir / "link.csv");
    fs::create_symlink("link.csv", dir / "link2.csv"); // a chain
    ndr::writeFileAtomically((dir / "link2.csv").string(), "new\n");
    EXPECT_TRUE(fs::is_symlink(dir / "link.csv"));
    EXPECT_TRUE(fs::is_symlink(dir / "link2.csv"));
    EXPECT_EQ(fs::read_symlink(dir / "link2.csv"), "link.csv");
    EXPECT_EQ(slurp(dir / "data" / "target.csv"), "new\n");
    EXPECT_EQ(names(dir / "data"), std::set<std::string>{"target.csv"}) << "the temporary file was beside the target";
    EXPECT_EQ(names(dir), (std::set<std::string>{"data", "link.csv", "link2.csv"}));
}

TEST_F(FileTargets, ASymbolicLinkToAFifoWritesTheFifo)
{
    const fs::path fifo = makeFifo(dir / "out.fifo");
    fs::create_symlink("out.fifo", dir / "link");
    FifoReader reader(fifo);
    ndr::writeFileAtomically((dir / "link").string(), "through the link\n");
    EXPECT_EQ(reader.finish(), "through the link\n");
    EXPECT_TRUE(fs::is_symlink(dir / "link"));
    EXPECT_TRUE(isFifo(fifo));
}

TEST_F(FileTargets, ALinkLoopIsRefused)
{
    fs::create_symlink("b", dir / "a");
    fs::create_symlink("a", dir / "b");
    const auto e = refusal(dir / "a");
    EXPECT_EQ(e.problem(), ndr::FileWriteProblem::CannotOpen);
    EXPECT_EQ(e.osError(), ELOOP);
    EXPECT_TRUE(fs::is_symlink(dir / "a"));
    EXPECT_TRUE(fs::is_symlink(dir / "b"));
    EXPECT_EQ(names(dir), (std::set<std::string>{"a", "b"}));
}

TEST_F(FileTargets, ADirectoryIsRefusedDirectlyOrThroughALink)
{
    fs::create_directories(dir / "folder");
    put(dir / "folder" / "inside.txt", "kept");
    fs::create_symlink("folder", dir / "link");
    for (const fs::path& target : {dir / "folder", dir / "link"}) {
        const auto e = refusal(target);
        EXPECT_EQ(e.problem(), ndr::FileWriteProblem::IsDirectory);
    }
    EXPECT_EQ(slurp(dir / "folder" / "inside.txt"), "kept");
    EXPECT_EQ(names(dir / "folder"), std::set<std::string>{"inside.txt"});
    EXPECT_TRUE(fs::is_symlink(dir / "link"));
}

TEST_F(FileTargets, AFolderThatMayNotBeWrittenLeavesTheOldFile)
{
    const fs::path file = dir / "out.csv";
    put(file, "old\n");
    fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec);
    withFileModesEnforced([&] {
        const auto e = refusal(file);
        EXPECT_EQ(e.problem(), ndr::FileWriteProblem::CannotOpen);
        EXPECT_EQ(e.osError(), EACCES);
    });
    fs::permissions(dir, fs::perms::owner_all);
    EXPECT_EQ(slurp(file), "old\n");
    EXPECT_EQ(names(dir), std::set<std::string>{"out.csv"});
}

TEST_F(FileTargets, AMissingFolderOrAFileAsFolderIsNamed)
{
    put(dir / "plain", "a file");
    for (const fs::path& target : {dir / "missing" / "x.csv", dir / "plain" / "x.csv"}) {
        const auto e = refusal(target);
        EXPECT_EQ(e.problem(), ndr::FileWriteProblem::CannotOpen);
    }
    EXPECT_EQ(slurp(dir / "plain"), "a file");
}

TEST_F(FileTargets, AWriteThatFailsPartWayLeavesTheOldFileAndNoTemporary)
{
    const fs::path file = dir / "out.csv";
    put(file, "old\n");
    {
        const FileSizeLimit limit(4096); // as a disk that fills after 4 KiB
        const auto e = refusal(file, std::string(64 * 1024, 'n'));
        EXPECT_EQ(e.problem(), ndr::FileWriteProblem::WriteFailed);
        EXPECT_EQ(e.osError(), EFBIG);
    }
    EXPECT_EQ(slurp(file), "old\n");
    EXPECT_EQ(names(dir), std::set<std::string>{"out.csv"});
}

TEST_F(FileTargets, ADescriptorNamedThroughProcIsWrittenInPlaceAndAppendedTo)
{
    int pipeFds[2];
    ASSERT_EQ(::pipe(pipeFds), 0);
    ndr::writeFileAtomically("/proc/self/fd/" + std::to_string(pipeFds[1]), "through the pipe\n");
    ::close(pipeFds[1]);
    std::string got;
    char buffer[256];
    for (ssize_t n; (n = ::read(pipeFds[0], buffer, sizeof buffer)) > 0;)
        got.append(buffer, std::size_t(n));
    ::close(pipeFds[0]);
    EXPECT_EQ(got, "through the pipe\n");

    // As `--csv /dev/stdout > out.txt`: the shell's file gets the bytes after what it holds.
    const fs::path file = dir / "out.txt";
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::write(fd, "results\n", 8), 8);
    struct stat before {};
    ASSERT_EQ(::fstat(fd, &before), 0);
    ndr::writeFileAtomically("/dev/fd/" + std::to_string(fd), "csv\n");
    ::close(fd);
    EXPECT_EQ(slurp(file), "results\ncsv\n");
    struct stat after {};
    ASSERT_EQ(::stat(file.c_str(), &after), 0);
    EXPECT_EQ(after.st_ino, before.st_ino) << "the shell's file itself, not a replacement";
    EXPECT_EQ(names(dir), std::set<std::string>{"out.txt"});
    EXPECT_EQ(ndr::inspectWriteTarget("/dev/stdout").kind, ndr::WriteTargetKind::Descriptor);
}

TEST_F(FileTargets, TheTargetOfAPathIsWhatALinkPointsAt)
{
    fs::create_symlink("target.csv", dir / "link.csv"); // dangling
    EXPECT_EQ(ndr::writeTarget((dir / "link.csv").string()), ndr::writeTarget((dir / "target.csv").string()));
    EXPECT_EQ(ndr::inspectWriteTarget((dir / "link.csv").string()).kind, ndr::WriteTargetKind::Missing);
    put(dir / "target.csv", "x");
    EXPECT_EQ(ndr::inspectWriteTarget((dir / "link.csv").string()).kind, ndr::WriteTargetKind::Regular);
    EXPECT_EQ(ndr::inspectWriteTarget(makeFifo(dir / "f").string()).kind, ndr::WriteTargetKind::InPlace);
    EXPECT_EQ(ndr::inspectWriteTarget(dir.string()).kind, ndr::WriteTargetKind::Directory);
}

// A file registered as protected (the run history and its SQLite companions) is refused as bad
// input by every path that leads to it: its own, a symbolic link, a hard link, a relative path;
// it stays byte for byte as it was. Other files beside it are written as usual.
TEST_F(FileTargets, AProtectedFileIsRefusedByEveryPathThatLeadsToIt)
{
    const fs::path db = dir / "history.sqlite";
    put(db, "stored runs\n");
    ndr::protectFromWrites(db.string(), "the run history");
    fs::create_symlink(db, dir / "link");
    fs::create_hard_link(db, dir / "hard");
    const fs::path relative = fs::relative(db, fs::current_path());
    for (const fs::path& p : {db, dir / "link", dir / "hard", relative}) {
        try {
            ndr::writeFileAtomically(p.string(), "new\n");
            ADD_FAILURE() << "the write to " << p << " succeeded";
        } catch (const ndr::FileWriteError& e) {
            EXPECT_EQ(e.problem(), ndr::FileWriteProblem::Protected) << p;
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << p;
            EXPECT_EQ(e.path(), p.string());
        }
        EXPECT_EQ(ndr::protectedAs(p.string()), "the run history") << p;
    }
    EXPECT_EQ(slurp(db), "stored runs\n");
    EXPECT_TRUE(fs::is_symlink(dir / "link"));
    ndr::writeFileAtomically((dir / "beside.csv").string(), "new\n");
    EXPECT_EQ(slurp(dir / "beside.csv"), "new\n");
    EXPECT_TRUE(ndr::protectedAs((dir / "beside.csv").string()).empty());
}
