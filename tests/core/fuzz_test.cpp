// Randomised inputs: more than 10,000 cases per run over requests, local-size text and
// CSV text. Every case must end in a result or a clear ndr::Error - never a crash, never another
// exception type, never an empty reason. The seed is fixed so a failure reproduces.
#include "test_engine.hpp"

#include <random>

#include "ndr/catalogue.hpp"
#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/variant.hpp"

namespace {

constexpr std::uint32_t kSeed = 20261122;

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
    const std::string good = ndr::resultsToCsv({r, r, r});
    std::mt19937 rng(kSeed + 2);
    const std::string noise = ",\"\r\nx0.-9e";
    int imported = 0, refused = 0;
    for (int i = 0; i < 4000; ++i) {
        std::string s = good;
        const int edits = std::uniform_int_distribution<int>(1, 4)(rng);
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
                s.resize(at);
                break; // truncation
            }
        }
        try {
            const auto rows = ndr::resultsFromCsv(s);
            ++imported;
            EXPECT_LE(rows.size(), 4u);
        } catch (const ndr::Error& e) {
            ++refused;
            const auto* csv = dynamic_cast<const ndr::CsvError*>(&e);
            EXPECT_TRUE(csv && csv->line() > 0) << "names a line: " << e.what();
        }
    }
    EXPECT_GT(refused, 1000);
    EXPECT_GT(imported, 10);
}
