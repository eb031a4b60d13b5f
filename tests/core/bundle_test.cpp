// Result bundles: a round trip of real runs (PoCL) gives identical runs back, and what is not a
// bundle — not a zip, missing members, another format, a newer version, a zip-slip name, an
// oversized member — is refused with an input error, nothing returned; a failed write leaves no file.
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <zip.h>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "test_engine.hpp"

namespace fs = std::filesystem;

namespace {

fs::path scratch(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / "ndr_bundle_test";
    fs::create_directories(dir);
    return dir / name;
}

// A zip of the given members, written with libzip as another tool would.
void writeZip(const fs::path& path, const std::vector<std::pair<std::string, std::string>>& members)
{
    int err = 0;
    zip_t* z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
    ASSERT_NE(z, nullptr);
    for (const auto& [name, content] : members) {
        zip_source_t* src = zip_source_buffer(z, content.data(), content.size(), 0);
        ASSERT_GE(zip_file_add(z, name.c_str(), src, ZIP_FL_ENC_UTF_8), 0) << name;
    }
    ASSERT_EQ(zip_close(z), 0);
}

std::string manifest(int version = 1, const std::string& format = "ndrange-studio-bundle")
{
    return nlohmann::json{{"format", format}, {"version", version}}.dump();
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
    const ndr::Bundle b = ndr::readBundle(path.string());
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

    const fs::path noRuns = scratch("no-runs.zip");
    writeZip(noRuns, {{"bundle.json", manifest()}});
    EXPECT_EQ(readKind(noRuns), ndr::ErrorKind::InvalidInput);

    const fs::path other = scratch("other-format.zip");
    writeZip(other, {{"bundle.json", manifest(1, "something-else")}, {"runs.json", "[]"}});
    EXPECT_EQ(readKind(other), ndr::ErrorKind::InvalidInput);

    const fs::path newer = scratch("newer.zip");
    writeZip(newer, {{"bundle.json", manifest(ndr::kBundleFormatVersion + 1)},
                     {"runs.json", "[]"},
                     {"devices.json", "[]"},
                     {"environment.txt", ""}});
    EXPECT_EQ(readKind(newer), ndr::ErrorKind::InvalidInput);

    const fs::path malformed = scratch("malformed.zip");
    writeZip(malformed, {{"bundle.json", manifest()}, {"runs.json", "[{\"variant\": 3}"}});
    EXPECT_EQ(readKind(malformed), ndr::ErrorKind::InvalidInput);
}

TEST(Bundle, UnsafeNamesAndOversizedMembersAreRefused)
{
    for (const char* name : {"../escape.txt", "kernels/../../escape.cl", "/etc/passwd"}) {
        const fs::path slip = scratch("zip-slip.zip");
        writeZip(slip, {{"bundle.json", manifest()}, {"runs.json", "[]"}, {name, "x"}});
        EXPECT_EQ(readKind(slip), ndr::ErrorKind::InvalidInput) << name;
    }
    // A member that unpacks past the limit (2 MiB of zeros against 1 MiB; real bundles allow 256).
    const fs::path big = scratch("big.zip");
    writeZip(big, {{"bundle.json", manifest()}, {"runs.json", "[]"}, {"kernels/huge.cl", std::string(2 << 20, '\0')}});
    ndr::BundleLimits limits;
    limits.maxMemberBytes = 1 << 20;
    try {
        ndr::readBundle(big.string(), limits);
        FAIL() << "an oversized member was read";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::InvalidInput));
        EXPECT_FALSE(e.limit().empty()); // names the limit broken
        EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(1 << 20));
    }
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
