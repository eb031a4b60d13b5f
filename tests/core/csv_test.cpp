#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"

namespace {

ndr::RunResult sample()
{
    ndr::RunResult r;
    r.timestamp = "2026-11-22T08:00:00Z";
    r.appVersion = "0.1.0";
    r.platform = "Portable Computing Language";
    r.device = "cpu, with \"quotes\"\nand a newline";
    r.driver = "3.1";
    r.variant = "tiled";
    r.n = 100;
    r.globalX = r.globalY = 112;
    r.local = ndr::LocalSize::of2D(16, 16);
    r.buffers = ndr::BufferMode::Alloc;
    r.warmup = 1;
    r.reps = 5;
    r.kernel = {1.25, 1.5, 1.6000000000000001, 0.1};
    r.gflops = 1.333333333333;
    r.gbps = 0.1;
    r.wallMs = 12;
    r.writeMs = 0.5;
    r.readMs = 0.25;
    r.cpuMs = 30.5;
    r.speedupVsCpu = 20.3333;
    r.queuedToSubmitUs = 3.5;
    r.submitToStartUs = 7.25;
    r.maxAbsErr = 1e-6;
    r.maxRelErr = 2e-7;
    r.verified = false;
    r.error = "verification failed: C(1,2) = 3, reference 4";
    return r;
}

std::string expectInvalid(const std::string& text)
{
    try {
        ndr::resultsFromCsv(text);
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        return e.what();
    }
    ADD_FAILURE() << "accepted: " << text;
    return {};
}

} // namespace

TEST(Csv, QuotesOnlyWhenNeeded)
{
    EXPECT_EQ(ndr::csvEscape("plain"), "plain");
    EXPECT_EQ(ndr::csvEscape("a,b"), "\"a,b\"");
    EXPECT_EQ(ndr::csvEscape("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(ndr::csvEscape("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(ndr::csvLine({"a", "b,c"}), "a,\"b,c\"\r\n");
}

TEST(Csv, HeaderIsTheDocumentedColumns)
{
    const auto& c = ndr::resultColumns();
    ASSERT_EQ(c.size(), 31u);
    EXPECT_EQ(c.front(), "timestamp");
    EXPECT_EQ(c[29], "error");
    EXPECT_EQ(c.back(), "queues");
    EXPECT_EQ(ndr::toCsvFields(sample()).size(), c.size());
}

TEST(Csv, RoundTripsEveryField)
{
    const auto a = sample();
    auto b = sample();
    b.verified = true;
    b.error.clear();
    b.cpuMs.reset();
    b.speedupVsCpu.reset();
    b.local = ndr::LocalSize::of1D(64);
    b.globalX = 128;
    b.globalY = 1;
    b.queues = ndr::QueueMode::TwoQueues;
    const auto text = ndr::resultsToCsv({a, b});
    const auto back = ndr::resultsFromCsv(text);
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(ndr::toCsvFields(back[0]), ndr::toCsvFields(a));
    EXPECT_EQ(ndr::toCsvFields(back[1]), ndr::toCsvFields(b));
    EXPECT_EQ(back[0].device, a.device);
    EXPECT_EQ(back[0].kernel.meanMs, a.kernel.meanMs) << "numbers round-trip exactly";
    EXPECT_FALSE(back[1].cpuMs.has_value());
    EXPECT_EQ(back[1].queues, ndr::QueueMode::TwoQueues);
    EXPECT_EQ(ndr::resultsToCsv(back), text);
}

TEST(Csv, FilesFromBeforeTheQueuesColumnStillImport)
{
    auto cols = ndr::resultColumns();
    cols.pop_back();
    auto fields = ndr::toCsvFields(sample());
    fields.pop_back();
    const auto back = ndr::resultsFromCsv(ndr::csvLine(cols) + ndr::csvLine(fields));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].queues, ndr::QueueMode::InOrder);
    EXPECT_EQ(back[0].variant, "tiled");
    // A current file with a bad queue mode names the column.
    auto bad = ndr::toCsvFields(sample());
    bad.back() = "sideways";
    const auto why = expectInvalid(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(bad));
    EXPECT_NE(why.find("column 'queues': 'sideways' is not inorder, ooo or two"), std::string::npos) << why;
}

TEST(Csv, ParserHandlesLfAndCrlfAndEmbeddedNewlines)
{
    const auto recs = ndr::parseCsv("a,b\n\"x\ny\",z\r\nlast,\"\"\n");
    ASSERT_EQ(recs.size(), 3u);
    EXPECT_EQ(recs[1].fields[0], "x\ny");
    EXPECT_EQ(recs[1].line, 2u);
    EXPECT_EQ(recs[2].line, 4u);
    EXPECT_EQ(recs[2].fields[1], "");
}

TEST(Csv, MalformedInputNamesTheLineAndImportsNothing)
{
    const auto good = ndr::resultsToCsv({sample()});
    EXPECT_NE(expectInvalid("").find("line 1"), std::string::npos);
    EXPECT_NE(expectInvalid("a,b,c\r\n1,2,3\r\n").find("line 1: column 1 is 'a'"), std::string::npos);
    // Truncated mid-row at a field boundary: fewer fields.
    const auto truncated = good.substr(0, good.find(",100,")) + "\r\n";
    EXPECT_NE(expectInvalid(truncated).find("line 2: expected 31 fields, found 7"), std::string::npos);
    // Truncated inside a quoted field.
    const auto cut = good.substr(0, good.find("and a newline"));
    EXPECT_NE(expectInvalid(cut).find("never closed"), std::string::npos);
    // A number that is not one.
    auto bad = good;
    bad.replace(bad.find(",100,"), 5, ",1o0,");
    const auto why = expectInvalid(bad);
    EXPECT_NE(why.find("line 2: column 'n'"), std::string::npos) << why;
    EXPECT_NE(expectInvalid("x\"y\r\n").find("quote inside an unquoted field"), std::string::npos);
}

TEST(Csv, AtomicWriteReplacesOrLeavesTheOldFile)
{
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("ndr_csv_test_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const auto file = (dir / "out.csv").string();
    ndr::writeFileAtomically(file, "old\n");
    ndr::writeFileAtomically(file, "new\n");
    std::ifstream in(file);
    std::string content((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(content, "new\n");
    // An unwritable directory: the error names the path and the old file is untouched.
    if (::geteuid() != 0) {
        fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec);
        EXPECT_THROW(ndr::writeFileAtomically(file, "lost\n"), ndr::Error);
        fs::permissions(dir, fs::perms::owner_all);
    }
    try {
        ndr::writeFileAtomically((dir / "missing" / "x.csv").string(), "x");
        FAIL();
    } catch (const ndr::Error& e) {
        EXPECT_NE(std::string(e.what()).find("missing/x.csv"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("No such file"), std::string::npos);
    }
    std::ifstream again(file);
    std::string still((std::istreambuf_iterator<char>(again)), {});
    EXPECT_EQ(still, "new\n");
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1) << "no temp file left";
    fs::remove_all(dir);
}
