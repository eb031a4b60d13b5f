// Result bundles: a round trip of real runs (PoCL) gives identical runs back, and what is not a
// bundle — not a zip, missing members, another format, a newer version, a zip-slip name, an
// oversized member — is refused with an input error, nothing returned; a failed write leaves no file.
// A bundle is checked whole: runs.csv against runs.json, bundle.json against the zip; zip bombs are
// refused from what the central directory declares, and members are inflated only when read and
// never past their declared size.
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <zip.h>

#include "import_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/run_check.hpp"
#include "test_engine.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / "ndr_bundle_test";
    fs::create_directories(dir);
    return dir / name;
}

using importtest::goodRun;
using importtest::writeZip;
using Members = std::vector<std::pair<std::string, std::string>>;

// A manifest as bundle.json holds it, listing `files`.
std::string manifest(int version = 1, const std::string& format = "ndrange-studio-bundle",
                     const std::vector<std::string>& files = {"runs.json"}, std::size_t runs = 0)
{
    return nlohmann::json{{"format", format},       {"version", version},
                          {"app_version", "0.9.0"}, {"created", "2026-11-24T10:00:00Z"},
                          {"runs", runs},           {"files", files}}
        .dump();
}

ndr::ErrorKind readKind(const fs::path& path, const ndr::BundleLimits& limits = {})
{
    try {
        ndr::readBundle(path.string(), limits);
    } catch (const ndr::Error& e) {
        EXPECT_NE(std::string(e.what()).find(path.filename().string()), std::string::npos) << e.what();
        return e.kind();
    }
    ADD_FAILURE() << path << " was read as a bundle";
    return ndr::ErrorKind::Runtime;
}

// How reading `path` was refused (BundleError), with everything read (kernels included).
ndr::BundleError refusal(const fs::path& path, const ndr::BundleLimits& limits = {})
{
    try {
        ndr::readBundle(path.string(), limits, ndr::BundleContent::Everything);
    } catch (const ndr::BundleError& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_NE(std::string(e.what()).find(path.filename().string()), std::string::npos) << e.what();
        return e;
    } catch (const std::exception& e) {
        ADD_FAILURE() << path << ": refused, but not as a BundleError: " << e.what();
        return ndr::BundleError(ndr::BundleProblem::NotABundle, "", "");
    }
    ADD_FAILURE() << path << " was read as a bundle";
    return ndr::BundleError(ndr::BundleProblem::NotABundle, "", "");
}

// The members of a bundle of two good runs, as writeBundle writes them.
Members goodMembers()
{
    const fs::path path = scratch("good-members.zip");
    ndr::writeBundle(path.string(), ndr::makeBundle({}, {goodRun(), goodRun(96)}));
    return importtest::zipMembers(path);
}

// `members` with bundle.json listing every other member, as writeBundle lists them.
Members listed(Members members)
{
    auto m = nlohmann::json::parse(importtest::member(members, "bundle.json"));
    m["files"] = nlohmann::json::array();
    for (const auto& [name, content] : members)
        if (name != "bundle.json")
            m["files"].push_back(name);
    return importtest::replaced(std::move(members), "bundle.json", m.dump());
}

// Text that deflate cannot shrink much (a ratio near 1.5:1).
std::string noise(std::size_t size)
{
    std::string out(size, ' ');
    std::uint32_t x = 12345;
    for (char& c : out) {
        x = x * 1664525u + 1013904223u;
        c = char('a' + (x >> 24) % 26);
    }
    return out;
}

fs::path zipOf(const std::string& name, const Members& members)
{
    const fs::path path = scratch(name);
    writeZip(path, members);
    return path;
}

// The manifest of goodMembers() with one field changed.
std::string manifestWith(const std::string& key, const nlohmann::json& value)
{
    auto m = nlohmann::json::parse(importtest::member(goodMembers(), "bundle.json"));
    m[key] = value;
    return m.dump();
}

} // namespace

TEST(Bundle, RoundTripGivesTheSameRunsBack)
{
    NDR_REQUIRE_DEVICE();
    std::vector<ndr::RunResult> runs;
    for (const char* variant : {"naive", "tiled"}) {
        ndr::RunRequest r;
        r.variant = variant;
        r.n = 48;
        r.reps = 2;
        runs.push_back(sharedEngine().run(r));
        ASSERT_TRUE(runs.back().ok()) << runs.back().error;
    }
    const fs::path path = scratch("round-trip.zip");
    ndr::writeBundle(path.string(), ndr::makeBundle(sharedEngine().devices(), runs, std::string("[]")));
    EXPECT_FALSE(fs::exists(path.string() + ".partial"));
    const ndr::Bundle b = ndr::readBundle(path.string(), {}, ndr::BundleContent::Everything);
    EXPECT_EQ(b.formatVersion, ndr::kBundleFormatVersion);
    ASSERT_EQ(b.runs.size(), runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        EXPECT_EQ(ndr::toCsvFields(b.runs[i]), ndr::toCsvFields(runs[i]));
        EXPECT_EQ(b.runs[i].commands.size(), runs[i].commands.size()); // the events came along
    }
    EXPECT_TRUE(b.peaksJson.has_value());
    EXPECT_NE(b.environment.find("OpenCL devices"), std::string::npos);
    EXPECT_EQ(nlohmann::json::parse(b.devicesJson).size(), sharedEngine().devices().size());
    // The kernel source of each variant as it was compiled in.
    ASSERT_EQ(b.kernels.size(), 2u);
    for (const ndr::BundleFile& k : b.kernels)
        EXPECT_NE(k.content.find("__kernel"), std::string::npos) << k.name;
}

TEST(Bundle, WhatIsNotABundleIsRefused)
{
    const fs::path text = scratch("not-a-zip.zip");
    std::ofstream(text) << "runs,but,not,a,zip\n";
    EXPECT_EQ(readKind(text), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(refusal(text).problem(), ndr::BundleProblem::NotABundle);

    const fs::path noRuns = scratch("no-runs.zip");
    writeZip(noRuns, {{"bundle.json", manifest(1, "ndrange-studio-bundle", {})}});
    EXPECT_EQ(readKind(noRuns), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(refusal(noRuns).problem(), ndr::BundleProblem::Missing);

    const fs::path other = scratch("other-format.zip");
    writeZip(other, importtest::replaced(goodMembers(), "bundle.json", manifest(1, "something-else")));
    EXPECT_EQ(refusal(other).problem(), ndr::BundleProblem::NotABundle);

    const fs::path newer = scratch("newer.zip");
    writeZip(newer, importtest::replaced(goodMembers(), "bundle.json",
                                         manifestWith("version", ndr::kBundleFormatVersion + 1)));
    const auto e = refusal(newer);
    EXPECT_EQ(e.problem(), ndr::BundleProblem::NewerFormat);
    EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(ndr::kBundleFormatVersion));

    const fs::path malformed = scratch("malformed.zip");
    writeZip(malformed, importtest::replaced(goodMembers(), "runs.json", "[{\"variant\": "));
    EXPECT_EQ(refusal(malformed).problem(), ndr::BundleProblem::Malformed);
    // A run that parses but lacks its fields is a run value refused, naming the field.
    const fs::path partial = scratch("partial.zip");
    writeZip(partial, importtest::replaced(goodMembers(), "runs.json", "[{\"variant\": 3}]"));
    try {
        ndr::readBundle(partial.string());
        ADD_FAILURE() << "a run without its fields was read";
    } catch (const ndr::RunValueError& e) {
        EXPECT_EQ(e.member(), "runs.json");
        EXPECT_EQ(e.record(), 1u);
        EXPECT_EQ(e.field(), "timestamp");
    }
}

TEST(Bundle, UnsafeNamesAndOversizedMembersAreRefused)
{
    for (const char* name : {"../escape.txt", "kernels/../../escape.cl", "/etc/passwd", "./runs.json"}) {
        const fs::path slip = scratch("zip-slip.zip");
        writeZip(slip, importtest::replaced(goodMembers(), name, std::string("x")));
        EXPECT_EQ(readKind(slip), ndr::ErrorKind::InvalidInput) << name;
        EXPECT_EQ(refusal(slip).problem(), ndr::BundleProblem::UnsafeMember) << name;
    }
    // A member that declares more than the limit (2 MiB of zeros against 1 MiB; real bundles
    // allow 256), refused before it is inflated.
    const fs::path big = scratch("big.zip");
    writeZip(big, importtest::replaced(goodMembers(), "kernels/huge.cl", std::string(2 << 20, '\0')));
    ndr::BundleLimits limits;
    limits.maxMemberBytes = 1 << 20;
    const auto e = refusal(big, limits);
    EXPECT_EQ(e.problem(), ndr::BundleProblem::TooLarge);
    EXPECT_EQ(e.member(), "kernels/huge.cl");
    EXPECT_FALSE(e.limit().empty()); // names the limit broken
    EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(1 << 20));
    EXPECT_EQ(e.requested(), std::optional<std::uint64_t>(2 << 20));
}

TEST(Bundle, ABundleWithoutRunsCsvIsRefusedNamingIt)
{
    // Left out of the zip, whether bundle.json lists it or not.
    Members members = importtest::replaced(goodMembers(), "runs.csv", std::nullopt);
    auto e = refusal(zipOf("no-runs-csv.zip", members));
    EXPECT_EQ(e.problem(), ndr::BundleProblem::Missing);
    EXPECT_EQ(e.member(), "runs.csv");
    auto m = nlohmann::json::parse(importtest::member(members, "bundle.json"));
    m["files"].erase(std::find(m["files"].begin(), m["files"].end(), "runs.csv"));
    e = refusal(zipOf("no-runs-csv-unlisted.zip", importtest::replaced(members, "bundle.json", m.dump())));
    EXPECT_EQ(e.problem(), ndr::BundleProblem::Missing);
    EXPECT_EQ(e.member(), "runs.csv");
}

TEST(Bundle, RunsCsvMustSayWhatRunsJsonSays)
{
    const Members good = goodMembers();
    const std::string csv = importtest::member(good, "runs.csv");
    auto records = ndr::parseCsv(csv);
    ASSERT_EQ(records.size(), 3u);
    const auto& cols = ndr::resultColumns();
    const auto column = [&](const std::string& name) {
        return std::size_t(std::find(cols.begin(), cols.end(), name) - cols.begin());
    };
    const auto csvOf = [&](const std::vector<ndr::CsvRecord>& recs) {
        std::string text;
        for (const auto& r : recs)
            text += ndr::csvLine(r.fields);
        return text;
    };
    struct Case {
        std::string name;
        std::string csv;
        std::size_t line;
        std::string field;
    };
    std::vector<Case> cases;
    auto changed = records;
    changed[1].fields[column("n")] = "65";
    cases.push_back({"n", csvOf(changed), 2, "n"});
    changed = records;
    changed[2].fields[column("variant")] = "naive";
    cases.push_back({"variant", csvOf(changed), 3, "variant"});
    changed = records;
    changed[2].fields[column("gflops")] = "999";
    cases.push_back({"gflops", csvOf(changed), 3, "gflops"});
    changed = records;
    changed.pop_back();
    cases.push_back({"a row short", csvOf(changed), 0, ""});
    changed = records;
    changed.push_back(records[2]);
    cases.push_back({"a row more", csvOf(changed), 4, ""});
    for (const Case& c : cases) {
        const auto e = refusal(zipOf("csv-" + c.name + ".zip", importtest::replaced(good, "runs.csv", c.csv)));
        EXPECT_EQ(e.problem(), ndr::BundleProblem::Inconsistent) << c.name << ": " << e.what();
        EXPECT_EQ(e.member(), "runs.csv") << c.name;
        if (c.line) {
            EXPECT_EQ(e.record(), c.line) << c.name;
        }
        EXPECT_EQ(e.field(), c.field) << c.name;
    }
    // A runs.csv that is not a results file at all.
    const auto e = refusal(zipOf("csv-garbage.zip", importtest::replaced(good, "runs.csv", "a,b\n\"open")));
    EXPECT_EQ(e.problem(), ndr::BundleProblem::Malformed);
    EXPECT_EQ(e.member(), "runs.csv");
}

TEST(Bundle, TheManifestMustAgreeWithTheZip)
{
    const Members good = goodMembers();
    struct Case {
        std::string name;
        std::string manifest;
        ndr::BundleProblem problem;
        std::string member;
    };
    auto listing = nlohmann::json::parse(importtest::member(good, "bundle.json"))["files"];
    auto unlisted = listing;
    unlisted.erase(std::find(unlisted.begin(), unlisted.end(), "devices.json"));
    auto extra = listing;
    extra.push_back("kernels/not_there.cl");
    auto twice = listing;
    twice.push_back("runs.json");
    const std::vector<Case> cases = {
        {"runs-count", manifestWith("runs", 3), ndr::BundleProblem::Inconsistent, "bundle.json"},
        {"runs-fewer", manifestWith("runs", 1), ndr::BundleProblem::Inconsistent, "bundle.json"},
        {"unlisted", manifestWith("files", unlisted), ndr::BundleProblem::Inconsistent, "devices.json"},
        {"not-there", manifestWith("files", extra), ndr::BundleProblem::Missing, "kernels/not_there.cl"},
        {"twice", manifestWith("files", twice), ndr::BundleProblem::Inconsistent, "bundle.json"},
        {"version-text", manifestWith("version", "1"), ndr::BundleProblem::Malformed, "bundle.json"},
        {"version-negative", manifestWith("version", -1), ndr::BundleProblem::Malformed, "bundle.json"},
        {"no-app-version", manifestWith("app_version", nullptr), ndr::BundleProblem::Malformed, "bundle.json"},
        {"created", manifestWith("created", "yesterday"), ndr::BundleProblem::Malformed, "bundle.json"},
        {"runs-negative", manifestWith("runs", -2), ndr::BundleProblem::Malformed, "bundle.json"},
        {"runs-huge", manifestWith("runs", 1e20), ndr::BundleProblem::Malformed, "bundle.json"},
        {"runs-over-limit", manifestWith("runs", 100001), ndr::BundleProblem::TooLarge, "bundle.json"},
        {"not-an-object", "[1, 2]", ndr::BundleProblem::Malformed, "bundle.json"},
    };
    for (const Case& c : cases) {
        const auto e =
            refusal(zipOf("manifest-" + c.name + ".zip", importtest::replaced(good, "bundle.json", c.manifest)));
        EXPECT_EQ(e.problem(), c.problem) << c.name << ": " << e.what();
        EXPECT_EQ(e.member(), c.member) << c.name << ": " << e.what();
    }
}

TEST(Bundle, ADeclaredSizeBombIsRefusedBeforeAnythingIsInflated)
{
    // The shape of a 1.2 MB bundle declaring 5 x 250 MiB, a tenth the size (ndr_cli_imports_tests
    // imports the full-size one within 200 MiB): the sizes in the central directory add up past the
    // total limit, refused before anything is inflated. The ratio check is lifted to show that the
    // declared sizes alone stop it.
    const fs::path bomb = scratch("bomb.zip");
    std::vector<importtest::GeneratedMember> generated;
    for (int i = 0; i < 5; ++i)
        generated.push_back({"kernels/bomb" + std::to_string(i) + ".cl", std::uint64_t(25) << 20, false, false});
    importtest::writeZipWith(bomb, listed(goodMembers()), generated);
    EXPECT_LT(fs::file_size(bomb), std::uintmax_t(1) << 20);
    ndr::BundleLimits limits;
    limits.maxTotalBytes = std::uint64_t(100) << 20;
    limits.maxRatio = std::uint64_t(1) << 40;
    const auto e = refusal(bomb, limits);
    EXPECT_EQ(e.problem(), ndr::BundleProblem::TooLarge) << e.what();
    EXPECT_EQ(e.limit(), "total bytes");
    EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(limits.maxTotalBytes));
    // With the real limits the same members are refused for their ratio, also from the directory.
    EXPECT_EQ(refusal(bomb).problem(), ndr::BundleProblem::Compression);
}

TEST(Bundle, ARatioBombWithinTheSizeLimitsIsRefused)
{
    // 100 MiB of zeros in runs.json: within every size limit, but at about 1000:1.
    const fs::path bomb = scratch("ratio-bomb.zip");
    importtest::writeZipWith(bomb, importtest::replaced(goodMembers(), "runs.json", std::nullopt),
                             {{"runs.json", std::uint64_t(100) << 20, false, false}});
    const auto e = refusal(bomb);
    EXPECT_EQ(e.problem(), ndr::BundleProblem::Compression) << e.what();
    EXPECT_EQ(e.member(), "runs.json");
    EXPECT_EQ(e.limit(), "compression ratio");
    EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(ndr::BundleLimits{}.maxRatio));
    // Incompressible bytes at the same size pass the ratio check (and are then refused as JSON).
    const fs::path noise = scratch("noise.zip");
    importtest::writeZipWith(noise, importtest::replaced(goodMembers(), "runs.json", std::nullopt),
                             {{"runs.json", std::uint64_t(2) << 20, true, true}});
    EXPECT_EQ(refusal(noise).problem(), ndr::BundleProblem::Malformed);
}

TEST(Bundle, AMemberIsNeverInflatedPastItsDeclaredSize)
{
    // kernels/big.cl holds 4 MiB but declares 1 MiB: reading it stops at the declared size.
    Members members = listed(importtest::replaced(goodMembers(), "kernels/big.cl", noise(4 << 20)));
    const fs::path lying = zipOf("lying.zip", members);
    importtest::patchDeclaredSize(lying, "kernels/big.cl", 1 << 20);
    const auto e = refusal(lying);
    EXPECT_EQ(e.problem(), ndr::BundleProblem::Damaged) << e.what();
    EXPECT_EQ(e.member(), "kernels/big.cl");
    // An import reads runs only: the damaged member is never inflated, so it is never noticed.
    EXPECT_EQ(ndr::readBundle(lying.string()).runs.size(), 2u);
    // A member that ends short of its declared size is damaged too.
    const fs::path shortOne = zipOf("short.zip", members);
    importtest::patchDeclaredSize(shortOne, "kernels/big.cl", 5 << 20);
    EXPECT_EQ(refusal(shortOne).problem(), ndr::BundleProblem::Damaged);
}

TEST(Bundle, AFailedWriteLeavesNoFile)
{
    const fs::path path = scratch("no-such-dir") / "out.zip";
    ndr::Bundle b;
    try {
        ndr::writeBundle(path.string(), b);
        FAIL() << "wrote into a folder that does not exist";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::Runtime));
        EXPECT_NE(std::string(e.what()).find("out.zip"), std::string::npos);
    }
    EXPECT_FALSE(fs::exists(path));
    EXPECT_FALSE(fs::exists(path.string() + ".partial"));
}
