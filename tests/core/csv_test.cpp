#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/run_check.hpp"

namespace {

ndr::RunResult sample()
{
    ndr::RunResult r;
    r.timestamp = "2026-11-22T08:00:00Z";
    r.kernelSourceHash = "0123456789abcdef";
    r.appVersion = "0.1.0";
    r.platform = "Portable Computing Language";
    r.device = "cpu, with \"quotes\"";
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
    r.error = "verification failed: C(1,2) = 3,\nand a newline: reference 4";
    return r;
}

ndr::CsvError expectCsvError(const std::string& text)
{
    try {
        ndr::resultsFromCsv(text);
    } catch (const ndr::CsvError& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        return e;
    }
    ADD_FAILURE() << "accepted: " << text.substr(0, 200);
    return ndr::CsvError(ndr::CsvProblem::Syntax, 0, 0, "");
}

// A row whose value no run can have: refused naming the line and the column.
ndr::RunValueError expectValueError(const std::string& text)
{
    try {
        ndr::resultsFromCsv(text);
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_EQ(e.door(), ndr::RunDoor::Csv);
        return e;
    } catch (const std::exception& e) {
        ADD_FAILURE() << "refused, but not as a run value: " << e.what();
        return ndr::RunValueError("", "");
    }
    ADD_FAILURE() << "accepted: " << text.substr(0, 200);
    return ndr::RunValueError("", "");
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
    ASSERT_EQ(c.size(), 42u);
    EXPECT_EQ(c.front(), "timestamp");
    EXPECT_EQ(c[29], "error");
    EXPECT_EQ(c[30], "queues");
    EXPECT_EQ(c[31], "params");
    EXPECT_EQ(c[32], "params_source");
    EXPECT_EQ(c[33], "status");
    EXPECT_EQ(c[34], "kernel_source_hash");
    EXPECT_EQ(c[35], "kernel_ms_samples");
    EXPECT_EQ(c.back(), "gbps_ci_high");
    EXPECT_EQ(ndr::toCsvFields(sample()).size(), c.size());
}

TEST(Csv, RoundTripsEveryField)
{
    const auto a = sample();
    auto b = sample();
    b.verified = true;
    b.status = ndr::RunStatus::Verified;
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

TEST(Csv, TwoRunsThatDifferOnlyInTheirParametersStayApart)
{
    using Source = ndr::GemmParamsSource;
    auto vw2 = sample();
    vw2.variant = "double_buffered";
    vw2.params = "MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2";
    vw2.paramsSource = Source::Explicit;
    auto vw4 = vw2;
    vw4.params = "MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=4";
    vw4.paramsSource = Source::Tuned;
    auto dflt = vw2;
    dflt.paramsSource = Source::Default;
    // Every database layer has a token of its own.
    auto device = vw2, vendor = vw2, type = vw2;
    device.paramsSource = Source::DatabaseDevice;
    vendor.paramsSource = Source::DatabaseVendor;
    type.paramsSource = Source::DatabaseType;
    const auto text = ndr::resultsToCsv({vw2, vw4, dflt, device, vendor, type});
    const auto back = ndr::resultsFromCsv(text);
    ASSERT_EQ(back.size(), 6u);
    EXPECT_NE(ndr::toCsvFields(back[0]), ndr::toCsvFields(back[1]));
    EXPECT_EQ(back[0].params, vw2.params);
    EXPECT_EQ(back[0].paramsSource, Source::Explicit);
    EXPECT_EQ(back[1].params, vw4.params);
    EXPECT_EQ(back[1].paramsSource, Source::Tuned);
    EXPECT_EQ(back[2].paramsSource, Source::Default);
    EXPECT_EQ(back[3].paramsSource, Source::DatabaseDevice);
    EXPECT_EQ(back[4].paramsSource, Source::DatabaseVendor);
    EXPECT_EQ(back[5].paramsSource, Source::DatabaseType);
    EXPECT_EQ(ndr::toCsvFields(back[4])[32], "database-vendor");
    EXPECT_EQ(ndr::resultsToCsv(back), text) << "exactly what was written";
    // A parameter list that does not parse, or an unknown source, is refused with the line.
    auto bad = ndr::toCsvFields(vw2);
    bad[31] = "MWG=64,VW=banana";
    EXPECT_EQ(expectValueError(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(bad)).record(), 2u);
    bad = ndr::toCsvFields(vw2);
    bad[32] = "guessed";
    EXPECT_EQ(expectValueError(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(bad)).field(), "params_source");
}

TEST(Csv, NotModelledAndNotMeasuredAreEmptyFieldsNeverZero)
{
    auto clblast = sample();
    clblast.variant = "clblast";
    clblast.local = ndr::LocalSize::notApplicable();
    clblast.globalX = clblast.globalY = 100;
    clblast.gbps.reset();
    clblast.queuedToSubmitUs.reset();
    clblast.submitToStartUs.reset();
    auto failed = sample();
    failed.measured = false;
    failed.gflops.reset();
    failed.gbps.reset();
    failed.cpuMs.reset();
    failed.speedupVsCpu.reset();
    failed.queuedToSubmitUs.reset();
    failed.submitToStartUs.reset();
    failed.error = "clBuildProgram failed";
    failed.status = ndr::RunStatus::RuntimeError; // as Engine::failedResult makes it
    const auto& cols = ndr::resultColumns();
    auto column = [&](const std::vector<std::string>& fields, const std::string& name) {
        return fields[std::size_t(std::find(cols.begin(), cols.end(), name) - cols.begin())];
    };
    const auto c = ndr::toCsvFields(clblast);
    EXPECT_EQ(column(c, "gbps"), "");
    EXPECT_EQ(column(c, "queued_to_submit_us"), "");
    EXPECT_EQ(column(c, "local"), "n/a") << "the local size does not apply, it is not 'auto'";
    EXPECT_NE(column(c, "gflops"), "");
    const auto f = ndr::toCsvFields(failed);
    for (const char* name : {"kernel_ms_min", "kernel_ms_median", "gflops", "gbps", "wall_ms", "write_ms", "read_ms",
                             "max_abs_err", "max_rel_err"})
        EXPECT_EQ(column(f, name), "") << name;
    const auto text = ndr::resultsToCsv({clblast, failed});
    const auto back = ndr::resultsFromCsv(text);
    ASSERT_EQ(back.size(), 2u);
    EXPECT_FALSE(back[0].gbps.has_value());
    EXPECT_FALSE(back[0].local.applies());
    EXPECT_FALSE(back[1].measured);
    EXPECT_FALSE(back[1].gflops.has_value());
    EXPECT_EQ(ndr::resultsToCsv(back), text);
    // A row that was never timed cannot carry a wall time.
    auto half = f;
    half[std::size_t(std::find(cols.begin(), cols.end(), "wall_ms") - cols.begin())] = "0";
    const auto e = expectValueError(ndr::csvLine(cols) + ndr::csvLine(half));
    EXPECT_EQ(e.field(), "wall_ms");
    EXPECT_EQ(e.record(), 2u);
    // A run cancelled before its launch has no global size: it is written as 0x1 and read back.
    auto cancelled = failed;
    cancelled.globalX = 0;
    cancelled.globalY = 1;
    cancelled.error.clear();
    cancelled.status = ndr::RunStatus::Cancelled;
    const auto cancelledText = ndr::resultsToCsv({cancelled});
    const auto cancelledBack = ndr::resultsFromCsv(cancelledText);
    ASSERT_EQ(cancelledBack.size(), 1u);
    EXPECT_EQ(cancelledBack[0].globalX, 0u);
    EXPECT_EQ(cancelledBack[0].status, ndr::RunStatus::Cancelled);
    EXPECT_EQ(ndr::resultsToCsv(cancelledBack), cancelledText);
}

TEST(Csv, FilesFromBeforeTheLaterColumnsStillImport)
{
    // up to "error", then up to "queues", then up to "params_source", then up to "status"
    for (const std::size_t count : {30u, 31u, 33u, 34u}) {
        SCOPED_TRACE(count);
        const std::vector<std::string> cols(ndr::resultColumns().begin(), ndr::resultColumns().begin() + long(count));
        auto fields = ndr::toCsvFields(sample());
        fields.resize(count);
        const auto back = ndr::resultsFromCsv(ndr::csvLine(cols) + ndr::csvLine(fields));
        ASSERT_EQ(back.size(), 1u);
        EXPECT_EQ(back[0].queues, ndr::QueueMode::InOrder);
        EXPECT_EQ(back[0].variant, "tiled");
        EXPECT_EQ(back[0].kernelSourceHash, "");
        if (count < 33) {
            EXPECT_EQ(back[0].params, "");
            EXPECT_EQ(back[0].paramsSource, ndr::GemmParamsSource::None);
        }
    }
    // Without a status column the status comes from `verified` and whether the run was timed.
    const std::vector<std::string> older(ndr::resultColumns().begin(), ndr::resultColumns().begin() + 33);
    const auto statusOf = [&](bool verified, bool measured) {
        auto r = sample();
        r.verified = verified;
        r.measured = measured;
        if (verified)
            r.error.clear();
        if (!measured) { // a run never timed has no figures (Engine::failedResult)
            r.gflops.reset();
            r.gbps.reset();
            r.speedupVsCpu.reset();
        }
        auto fields = ndr::toCsvFields(r);
        fields.resize(33);
        const auto back = ndr::resultsFromCsv(ndr::csvLine(older) + ndr::csvLine(fields));
        return back.at(0).status;
    };
    EXPECT_EQ(statusOf(true, true), ndr::RunStatus::Verified);
    EXPECT_EQ(statusOf(false, true), ndr::RunStatus::VerificationFailed);
    EXPECT_EQ(statusOf(false, false), ndr::RunStatus::RuntimeError);
    // A current file keeps the status written, and refuses an unknown one.
    for (const auto s : {ndr::RunStatus::Verified, ndr::RunStatus::VerificationFailed, ndr::RunStatus::RuntimeError,
                         ndr::RunStatus::Cancelled, ndr::RunStatus::Skipped}) {
        auto r = sample();
        r.status = s;
        if (s == ndr::RunStatus::Verified) {
            r.verified = true;
            r.error.clear();
        }
        EXPECT_EQ(ndr::resultsFromCsv(ndr::resultsToCsv({r})).at(0).status, s) << ndr::toString(s);
    }
    auto unknown = ndr::toCsvFields(sample());
    unknown[33] = "fine"; // status
    EXPECT_EQ(expectValueError(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(unknown)).field(), "status");
    // A header cut somewhere else is not one NDRange Studio wrote.
    const std::vector<std::string> cut(ndr::resultColumns().begin(), ndr::resultColumns().begin() + 32);
    EXPECT_EQ(expectCsvError(ndr::csvLine(cut)).problem(), ndr::CsvProblem::Header);
    // A current file with a bad queue mode names the line.
    auto bad = ndr::toCsvFields(sample());
    bad[30] = "sideways";
    const auto e = expectValueError(ndr::csvLine(ndr::resultColumns()) + ndr::csvLine(bad));
    EXPECT_EQ(e.field(), "queues");
    EXPECT_EQ(e.record(), 2u);
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
    EXPECT_EQ(expectCsvError("").line(), 1u);
    const auto header = expectCsvError("a,b,c\r\n1,2,3\r\n");
    EXPECT_EQ(header.problem(), ndr::CsvProblem::Header);
    EXPECT_EQ(header.line(), 1u);
    // Truncated mid-row at a field boundary: fewer fields.
    const auto truncated = expectCsvError(good.substr(0, good.find(",100,")) + "\r\n");
    EXPECT_EQ(truncated.problem(), ndr::CsvProblem::Field);
    EXPECT_EQ(truncated.line(), 2u);
    // Truncated inside a quoted field: the line where the quote opened.
    const auto cut = expectCsvError(good.substr(0, good.find("and a newline")));
    EXPECT_EQ(cut.problem(), ndr::CsvProblem::Syntax);
    EXPECT_EQ(cut.line(), 2u);
    // A number that is not one.
    auto bad = good;
    bad.replace(bad.find(",100,"), 5, ",1o0,");
    const auto number = expectValueError(bad);
    EXPECT_EQ(number.field(), "n");
    EXPECT_EQ(number.record(), 2u);
    EXPECT_EQ(expectCsvError("x\"y\r\n").problem(), ndr::CsvProblem::Syntax);
}

TEST(Csv, ReadingStreamsWithProgressAndCancel)
{
    std::vector<ndr::RunResult> runs(200, sample());
    const auto text = ndr::resultsToCsv(runs);
    std::istringstream in(text);
    std::vector<double> fractions;
    const auto back =
        ndr::readResultsCsv(in, text.size(), {}, [&](double f, const std::string&) { fractions.push_back(f); });
    EXPECT_EQ(back.size(), runs.size());
    ASSERT_GE(fractions.size(), 3u);
    EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
    EXPECT_DOUBLE_EQ(fractions.back(), 1.0);

    // Cancelled part-way: nothing comes back, the caller learns it was a cancel.
    std::istringstream again(text);
    ndr::CancelToken cancel;
    try {
        ndr::readResultsCsv(again, text.size(), cancel, [&](double f, const std::string&) {
            if (f >= 0.5)
                cancel.cancel();
        });
        ADD_FAILURE() << "not cancelled";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Cancelled);
    }
}

TEST(Csv, LimitsAreEnforcedWithTheLine)
{
    ndr::CsvLimits small;
    small.maxRows = 10;
    small.maxRecordBytes = 4096;
    small.maxLines = 50;
    const auto rows = ndr::resultsToCsv(std::vector<ndr::RunResult>(11, sample()));
    auto refusal = [&](const std::string& text) {
        std::istringstream in(text);
        try {
            ndr::readResultsCsv(in, text.size(), {}, {}, small);
        } catch (const ndr::CsvError& e) {
            return e;
        }
        ADD_FAILURE() << "accepted";
        return ndr::CsvError(ndr::CsvProblem::Syntax, 0, 0, "");
    };
    // sample() spans two lines (its error message holds a newline): row k starts on line 2k.
    auto e = refusal(rows);
    EXPECT_EQ(e.problem(), ndr::CsvProblem::TooManyRows);
    EXPECT_EQ(e.limit(), 10u);
    EXPECT_EQ(e.line(), 22u);
    e = refusal(ndr::csvLine(ndr::resultColumns()) + std::string(5000, 'x') + "\r\n");
    EXPECT_EQ(e.problem(), ndr::CsvProblem::RecordTooLong);
    EXPECT_EQ(e.limit(), 4096u);
    EXPECT_EQ(e.line(), 2u);
    e = refusal(ndr::csvLine(ndr::resultColumns()) + std::string(100, '\n'));
    EXPECT_EQ(e.problem(), ndr::CsvProblem::TooManyLines);
    EXPECT_EQ(e.line(), 51u);
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
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        EXPECT_NE(std::string(e.what()).find("missing/x.csv"), std::string::npos) << "names the file: " << e.what();
    }
    std::ifstream again(file);
    std::string still((std::istreambuf_iterator<char>(again)), {});
    EXPECT_EQ(still, "new\n");
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1) << "no temp file left";
    fs::remove_all(dir);
}
