// Randomised inputs: more than 15,000 cases per run over requests, local-size text, CSV text,
// result bundles (mutated zips and members) and runs.json (mutated text and values). Every case
// must end in a result or a clear ndr::Error - never a crash, never another exception type, never
// an empty reason. The seeds are fixed so a failure reproduces.
#include "test_engine.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sqlite3.h>

#include "import_fixtures.hpp"
#include "ndr/bundle.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/history.hpp"
#include "ndr/run_check.hpp"
#include "ndr/variant.hpp"
#include "records/run_json.hpp"

namespace {

constexpr std::uint32_t kSeed = 20261122;

// `text` with 1 to maxEdits random edits, each at a random place: a character removed, one of
// `noise` inserted or written over one, or the rest cut off.
std::string mutatedText(std::string s, int maxEdits, const std::string& noise, std::mt19937& rng)
{
    const int edits = std::uniform_int_distribution<int>(1, maxEdits)(rng);
    for (int k = 0; k < edits && !s.empty(); ++k) {
        const std::size_t at = std::uniform_int_distribution<std::size_t>(0, s.size() - 1)(rng);
        const char c = noise[std::uniform_int_distribution<std::size_t>(0, noise.size() - 1)(rng)];
        switch (std::uniform_int_distribution<int>(0, 3)(rng)) {
        case 0:
            s.erase(at, 1);
            break;
        case 1:
            s.insert(at, 1, c);
            break;
        case 2:
            s[at] = c;
            break;
        default:
            s.resize(at); // truncation
            break;
        }
    }
    return s;
}

} // namespace

TEST(Fuzz, RandomRequestsValidateOrRefuseAndValidOnesVerify)
{
    NDR_REQUIRE_DEVICE();
    std::mt19937 rng(kSeed);
    auto pick = [&](const auto& v) { return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)]; };
    std::vector<std::string> names;
    for (const auto& v : ndr::catalogue())
        names.push_back(v.name);
    names.push_back("no_such_variant");
    names.push_back("");
    const std::vector<std::size_t> sizes = {0, 1, 2, 7, 16, 33, 64, 100, 257, 4097, 50000, std::size_t(1) << 40};
    const std::vector<std::size_t> comps = {0, 1, 2, 3, 4, 8, 16, 32, 64, 5000};
    int valid = 0, refused = 0, ran = 0;
    for (int i = 0; i < 5000; ++i) {
        ndr::RunRequest r;
        r.variant = pick(names);
        r.n = pick(sizes);
        const int dims = std::uniform_int_distribution<int>(0, 2)(rng);
        r.local = dims == 0   ? ndr::LocalSize::automatic()
                  : dims == 1 ? ndr::LocalSize::of1D(pick(comps))
                              : ndr::LocalSize::of2D(pick(comps), pick(comps));
        r.buffers = ndr::BufferMode(std::uniform_int_distribution<int>(0, 2)(rng));
        r.warmup = std::uniform_int_distribution<int>(-1, 1)(rng);
        r.reps = std::uniform_int_distribution<int>(0, 2)(rng);
        r.measureCpu = false;
        r.timeoutS = kNoWatchdogS;
        const auto v = sharedEngine().validate(r);
        if (!v.ok) {
            ++refused;
            ASSERT_FALSE(v.reason.empty()) << "case " << i;
            continue;
        }
        ++valid;
        // Run a sample of the valid ones for real (small sizes keep the suite fast).
        if (r.n <= 100 && i % 10 == 0) {
            ++ran;
            try {
                const auto res = sharedEngine().run(r);
                EXPECT_TRUE(res.ok()) << "case " << i << " " << r.variant << " n=" << r.n << " local "
                                      << r.local.toString() << ": " << res.error;
            } catch (const ndr::Error& e) {
                ADD_FAILURE() << "case " << i << " validated but run threw: " << e.what();
            }
        }
    }
    RecordProperty("valid", valid);
    RecordProperty("refused", refused);
    RecordProperty("ran", ran);
    EXPECT_GT(valid, 100);
    EXPECT_GT(refused, 100);
    EXPECT_GT(ran, 10);
}

TEST(Fuzz, LocalSizeTextNeverCrashes)
{
    std::mt19937 rng(kSeed + 1);
    const std::string alphabet = "0123456789xX*, -+.auto\xC3\x97";
    for (int i = 0; i < 2000; ++i) {
        std::string s;
        const int len = std::uniform_int_distribution<int>(0, 12)(rng);
        for (int k = 0; k < len; ++k)
            s += alphabet[std::uniform_int_distribution<std::size_t>(0, alphabet.size() - 1)(rng)];
        try {
            const auto l = ndr::LocalSize::parse(s);
            EXPECT_TRUE(l.isAutomatic() || (l.x >= 1 && l.y >= 1)) << s;
        } catch (const ndr::Error& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
            EXPECT_NE(std::string(e.what()), "") << s;
        }
    }
}

TEST(Fuzz, MutatedCsvImportsWhollyOrNamesALine)
{
    ndr::RunResult r;
    r.timestamp = "2026-11-22T00:00:00Z";
    r.appVersion = "0.1.0";
    r.platform = "p";
    r.device = "d, \"quoted\"";
    r.variant = "tiled";
    r.n = 64;
    r.globalX = r.globalY = 64;
    r.local = ndr::LocalSize::of2D(16, 16);
    r.reps = 3;
    r.verified = true;
    r.status = ndr::RunStatus::Verified;
    r.cpuMs = 1.5;
    r.gflops = 2.5; // a verified run has a figure
    const std::string good = ndr::resultsToCsv({r, r, r});
    std::mt19937 rng(kSeed + 2);
    const std::string noise = ",\"\r\nx0.-9e";
    int imported = 0, refused = 0;
    for (int i = 0; i < 4000; ++i) {
        const std::string s = mutatedText(good, 4, noise, rng);
        try {
            const auto rows = ndr::resultsFromCsv(s);
            ++imported;
            EXPECT_LE(rows.size(), 4u);
        } catch (const ndr::Error& e) {
            ++refused;
            const auto* csv = dynamic_cast<const ndr::CsvError*>(&e);
            const auto* value = dynamic_cast<const ndr::RunValueError*>(&e);
            EXPECT_TRUE((csv && csv->line() > 0) || (value && value->record() > 0 && !value->field().empty()))
                << "names a line: " << e.what();
        }
    }
    EXPECT_GT(refused, 1000);
    EXPECT_GT(imported, 10);
}

namespace {

namespace fs = std::filesystem;

fs::path fuzzDir()
{
    const fs::path dir = fs::temp_directory_path() / "ndr_fuzz_bundles";
    fs::create_directories(dir);
    return dir;
}

std::string readFile(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

// Reads `path` whole; true when it was read, false when refused with a clear input error.
bool readOrRefuse(const fs::path& path, int i)
{
    try {
        const ndr::Bundle b = ndr::readBundle(path.string(), {}, ndr::BundleContent::Everything);
        for (const ndr::RunResult& r : b.runs) // every run handed on is valid
            EXPECT_NO_THROW(ndr::checkRunValues(r, ndr::RunFieldNames::Json)) << "case " << i;
        return true;
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << "case " << i << ": " << e.what();
        EXPECT_NE(std::string(e.what()), "") << "case " << i;
        EXPECT_EQ(std::string(e.what()).find('\0'), std::string::npos) << "case " << i;
    } catch (const std::exception& e) {
        ADD_FAILURE() << "case " << i << ": not an ndr::Error: " << e.what();
    }
    return false;
}

} // namespace

TEST(Fuzz, MutatedBundleFilesReadWhollyOrAreRefused)
{
    const fs::path good = fuzzDir() / "good.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {importtest::goodRun(), importtest::goodRun(96)}));
    const std::string bytes = readFile(good);
    std::mt19937 rng(kSeed + 3);
    const fs::path path = fuzzDir() / "mutated.zip";
    int read = 0, refused = 0;
    for (int i = 0; i < 1500; ++i) {
        std::string s = bytes;
        const int edits = std::uniform_int_distribution<int>(1, 6)(rng);
        for (int k = 0; k < edits && !s.empty(); ++k) {
            const std::size_t at = std::uniform_int_distribution<std::size_t>(0, s.size() - 1)(rng);
            const char c = char(std::uniform_int_distribution<int>(0, 255)(rng));
            switch (std::uniform_int_distribution<int>(0, 4)(rng)) {
            case 0:
                s[at] = c;
                break;
            case 1:
                s[at] = char(s[at] ^ (1 << std::uniform_int_distribution<int>(0, 7)(rng)));
                break;
            case 2:
                s.insert(at, 1, c);
                break;
            case 3:
                s.erase(at, std::uniform_int_distribution<std::size_t>(1, 16)(rng));
                break;
            default:
                s.resize(at); // truncation
            }
        }
        std::ofstream(path, std::ios::binary | std::ios::trunc) << s;
        (readOrRefuse(path, i) ? read : refused)++;
    }
    RecordProperty("read", read);
    RecordProperty("refused", refused);
    EXPECT_GT(refused, 500);
}

TEST(Fuzz, BundlesOfMutatedMembersReadWhollyOrAreRefused)
{
    const fs::path good = fuzzDir() / "members.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {importtest::goodRun(), importtest::goodRun(96)}));
    const auto members = importtest::zipMembers(good);
    std::mt19937 rng(kSeed + 4);
    const std::string noise = "{}[],:\"0123456789-.eE \\nul\x00\xff";
    const std::vector<std::string> names = {"bundle.json", "runs.json", "runs.csv", "devices.json", "kernels/extra.cl",
                                            "../up.cl",    "",          "a/./b",    "kernels/"};
    const fs::path path = fuzzDir() / "mutated-members.zip";
    int read = 0, refused = 0;
    for (int i = 0; i < 1000; ++i) {
        auto m = members;
        const int edits = std::uniform_int_distribution<int>(1, 3)(rng);
        for (int k = 0; k < edits; ++k) {
            auto& [name, content] = m[std::uniform_int_distribution<std::size_t>(0, m.size() - 1)(rng)];
            switch (std::uniform_int_distribution<int>(0, 5)(rng)) {
            case 0: // a changed byte of a member
                if (!content.empty())
                    content[std::uniform_int_distribution<std::size_t>(0, content.size() - 1)(rng)] =
                        noise[std::uniform_int_distribution<std::size_t>(0, noise.size() - 1)(rng)];
                break;
            case 1: // a member cut short
                content.resize(std::uniform_int_distribution<std::size_t>(0, content.size())(rng));
                break;
            case 2: // a member gone
                m.erase(m.begin() + long(std::uniform_int_distribution<std::size_t>(0, m.size() - 1)(rng)));
                break;
            case 3: // a member added under a random name
                m.emplace_back(names[std::uniform_int_distribution<std::size_t>(0, names.size() - 1)(rng)] +
                                   std::to_string(k),
                               std::string(std::uniform_int_distribution<std::size_t>(0, 64)(rng), 'x'));
                break;
            case 4: // a member renamed
                name = names[std::uniform_int_distribution<std::size_t>(0, names.size() - 1)(rng)];
                break;
            default: // random bytes in place of a member
                content = std::string(std::uniform_int_distribution<std::size_t>(0, 256)(rng), '\0');
                for (char& c : content)
                    c = char(std::uniform_int_distribution<int>(0, 255)(rng));
            }
            if (m.empty())
                break;
        }
        int err = 0;
        zip_t* z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
        ASSERT_NE(z, nullptr);
        for (const auto& [name, content] : m) {
            zip_source_t* src = zip_source_buffer(z, content.data(), content.size(), 0);
            if (zip_file_add(z, name.c_str(), src, ZIP_FL_ENC_UTF_8) < 0)
                zip_source_free(src); // a name libzip itself refuses (empty, or twice)
        }
        if (zip_close(z) < 0) {
            zip_discard(z);
            continue;
        }
        (readOrRefuse(path, i) ? read : refused)++;
    }
    RecordProperty("read", read);
    RecordProperty("refused", refused);
    EXPECT_GT(refused, 500);
}

TEST(Fuzz, MutatedRunJsonIsReadStrictlyOrRefusedNamingAField)
{
    // Structure-aware: one leaf of a run's JSON replaced by a value of another type or range, or
    // a key removed. Every outcome is a run that passes checkRunValues, or a RunValueError that
    // names a field.
    const nlohmann::json good = importtest::goodRun();
    std::vector<nlohmann::json::json_pointer> leaves;
    const nlohmann::json flat = good.flatten();
    for (const auto& [key, value] : flat.items())
        leaves.emplace_back(key);
    const std::vector<nlohmann::json> values = {-1,
                                                -5,
                                                0,
                                                2.5,
                                                1e300,
                                                -1e300,
                                                std::uint64_t(1) << 63,
                                                std::int64_t(-1) << 62,
                                                "x",
                                                "",
                                                "2026-02-30T00:00:00Z",
                                                nullptr,
                                                true,
                                                nlohmann::json::array(),
                                                nlohmann::json::object(),
                                                {{"non_finite", "inf"}},
                                                {{"non_finite", "nan"}}};
    std::mt19937 rng(kSeed + 5);
    int accepted = 0, refused = 0;
    for (int i = 0; i < 4000; ++i) {
        nlohmann::json j = good;
        const int edits = std::uniform_int_distribution<int>(1, 3)(rng);
        for (int k = 0; k < edits; ++k) {
            const auto& leaf = leaves[std::uniform_int_distribution<std::size_t>(0, leaves.size() - 1)(rng)];
            if (!j.contains(leaf))
                continue;
            if (std::uniform_int_distribution<int>(0, 9)(rng) == 0)
                j[leaf.parent_pointer()].erase(leaf.back());
            else
                j[leaf] = values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(rng)];
        }
        try {
            ndr::decodeNonFinite(j);
            const ndr::RunResult r = j.get<ndr::RunResult>();
            ndr::checkRunValues(r, ndr::RunFieldNames::Json);
            ++accepted;
        } catch (const ndr::RunValueError& e) {
            ++refused;
            EXPECT_NE(std::string(e.what()), "") << "case " << i;
        } catch (const std::exception& e) {
            ADD_FAILURE() << "case " << i << ": not a RunValueError: " << e.what() << "\n" << j.dump();
        }
    }
    RecordProperty("accepted", accepted);
    RecordProperty("refused", refused);
    EXPECT_GT(refused, 2000);
    EXPECT_GT(accepted, 50);
}

TEST(Fuzz, MutatedRunsJsonTextInABundleIsReadOrRefused)
{
    const fs::path good = fuzzDir() / "text.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {importtest::goodRun(), importtest::goodRun(96)}));
    const auto members = importtest::zipMembers(good);
    const std::string runsJson = importtest::member(members, "runs.json");
    const std::string noise = "{}[],:\"0123456789-.eE \\ntrulfa";
    std::mt19937 rng(kSeed + 6);
    const fs::path path = fuzzDir() / "text-mutated.zip";
    int read = 0, refused = 0;
    for (int i = 0; i < 1000; ++i) {
        const std::string s = mutatedText(runsJson, 4, noise, rng);
        importtest::writeZip(path, importtest::replaced(members, "runs.json", s));
        (readOrRefuse(path, i) ? read : refused)++;
    }
    RecordProperty("read", read);
    RecordProperty("refused", refused);
    EXPECT_GT(refused, 500);
}

namespace {

// `s` with arrays and objects opened at a random place, 1 to 131,072 levels deep, and closed
// again (or not) right after: nesting no run has, wherever it lands.
std::string withNesting(std::string s, std::mt19937& rng)
{
    const std::size_t at = std::uniform_int_distribution<std::size_t>(0, s.size())(rng);
    const std::size_t levels = std::size_t(1) << std::uniform_int_distribution<int>(0, 17)(rng);
    std::string open, close;
    for (std::size_t l = 0; l < levels; ++l) {
        const bool object = (rng() & 1) != 0;
        open += object ? "{\"k" + std::to_string(l % 97) + "\":" : "[";
        close += object ? '}' : ']';
    }
    std::reverse(close.begin(), close.end());
    if (rng() & 1)
        close.clear(); // never closed
    return s.insert(at, open + "0" + close);
}

} // namespace

// Nesting dropped anywhere into a bundle's runs.json or a run stored in the history: read whole or
// refused (the history names the run as damaged), whatever the depth; nothing walks it until the
// stack runs out.
TEST(Fuzz, DeepNestingAnywhereIsReadOrRefused)
{
    const fs::path good = fuzzDir() / "nesting.zip";
    ndr::writeBundle(good.string(), ndr::makeBundle({}, {importtest::goodRun(), importtest::goodRun(96)}));
    const auto members = importtest::zipMembers(good);
    const std::string runsJson = importtest::member(members, "runs.json");
    std::mt19937 rng(kSeed + 7);
    const fs::path path = fuzzDir() / "nesting-mutated.zip";
    int read = 0, refused = 0;
    for (int i = 0; i < 60; ++i) {
        importtest::writeZip(path, importtest::replaced(members, "runs.json", withNesting(runsJson, rng)));
        (readOrRefuse(path, i) ? read : refused)++;
    }
    RecordProperty("read", read);
    RecordProperty("refused", refused);

    const fs::path file = fuzzDir() / "nesting-history.sqlite";
    fs::remove(file);
    ndr::History h(file.string());
    const std::vector<std::int64_t> ids =
        h.add({importtest::goodRun(), importtest::goodRun(96)}, ndr::HistorySource::Cli);
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    sqlite3_stmt* get = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(db, "SELECT run_json FROM stored_runs WHERE id = ?", -1, &get, nullptr), SQLITE_OK);
    sqlite3_bind_int64(get, 1, ids[0]);
    ASSERT_EQ(sqlite3_step(get), SQLITE_ROW);
    const std::string stored = reinterpret_cast<const char*>(sqlite3_column_text(get, 0));
    sqlite3_finalize(get);
    sqlite3_stmt* put = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(db, "UPDATE stored_runs SET run_json = ? WHERE id = ?", -1, &put, nullptr), SQLITE_OK);
    for (int i = 0; i < 30; ++i) {
        const std::string edited = withNesting(stored, rng);
        sqlite3_reset(put);
        sqlite3_bind_text(put, 1, edited.data(), int(edited.size()), SQLITE_TRANSIENT);
        sqlite3_bind_int64(put, 2, ids[0]);
        ASSERT_EQ(sqlite3_step(put), SQLITE_DONE);
        std::vector<ndr::DamagedRun> damaged;
        const auto entries = h.list({}, &damaged);
        EXPECT_EQ(entries.size() + damaged.size(), 2u) << "case " << i;
        EXPECT_TRUE(std::any_of(entries.begin(), entries.end(), [&](const auto& e) { return e.id == ids[1]; }))
            << "case " << i << ": the untouched run is hidden";
        for (const auto& d : damaged)
            EXPECT_FALSE(d.reason.empty()) << "case " << i;
    }
    sqlite3_finalize(put);
    sqlite3_close(db);
}
