#include "test_engine.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#include "deep_json.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/json.hpp"
#include "ndr/variant.hpp"

TEST(Json, EscapesControlCharactersAndQuotes)
{
    EXPECT_EQ(ndr::jsonEscape("a\"b\\c\nd\x01"), "a\\\"b\\\\c\\nd\\u0001");
    // Text that is not UTF-8 (a driver's device name) is replaced, never a throw or invalid JSON.
    const std::string odd = ndr::jsonEscape("GPU \xff\xfe");
    EXPECT_TRUE(nlohmann::json::accept("\"" + odd + "\""));
}

TEST(Json, NumbersKeepFullPrecisionAndNonFiniteIsNull)
{
    const double third = 1.0 / 3.0;
    EXPECT_EQ(nlohmann::json::parse(ndr::dumpJson(ndr::jsonNumber(third))).get<double>(), third);
    EXPECT_TRUE(ndr::jsonNumber(std::nan("")).is_null());
    EXPECT_TRUE(ndr::jsonNumber(INFINITY).is_null());
}

TEST(Json, RunCarriesTheDocumentedFieldsAndRelativeEventTimes)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("naive", 16, ndr::LocalSize::of2D(4, 4));
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    const auto j = nlohmann::json::parse(ndr::toJson(r));
    EXPECT_EQ(j.at("variant"), "naive");
    EXPECT_EQ(j.at("n"), 16);
    EXPECT_EQ(j.at("global"), nlohmann::json({16, 16}));
    EXPECT_EQ(j.at("local"), nlohmann::json({4, 4}));
    EXPECT_EQ(j.at("buffers"), "copy");
    EXPECT_EQ(j.at("verified"), true);
    for (const char* key : {"device", "platform", "gflops", "wall_ms", "max_abs_err"})
        EXPECT_TRUE(j.contains(key)) << key;
    for (const char* key : {"min", "median", "stddev"})
        EXPECT_TRUE(j.at("kernel_ms").at(key).is_number()) << key;
    ASSERT_FALSE(j.at("events").empty());
    EXPECT_TRUE(j.at("events").front().contains("command"));
    EXPECT_EQ(j.at("events").front().at("queued_ns"), 0);
    // The documented order: the run's identity first, its events last.
    const auto ordered = nlohmann::ordered_json::parse(ndr::toJson(r));
    EXPECT_EQ(ordered.begin().key(), "timestamp");
    EXPECT_EQ((--ordered.end()).key(), "events");
}

TEST(Json, DevicesAndVariants)
{
    NDR_REQUIRE_DEVICE();
    const auto d = nlohmann::json::parse(ndr::devicesToJson(sharedEngine().devices()));
    ASSERT_TRUE(d.is_array());
    ASSERT_FALSE(d.empty());
    EXPECT_TRUE(d.front().at("max_work_item_sizes").is_array());
    EXPECT_TRUE(d.front().at("preferred_work_group_size_multiple").is_number_unsigned());
    const auto v = nlohmann::json::parse(ndr::variantsToJson(ndr::catalogue()));
    EXPECT_TRUE(std::any_of(v.begin(), v.end(), [](const auto& x) { return x.at("name") == "blocked_uncoalesced"; }));
}

TEST(Json, UnknownValuesAreNullAndTheParametersAreSeparateFields)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("double_buffered", 32);
    req.gemm = ndr::GemmParams{32, 32, 8, 8, 8, 4};
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    const auto o = nlohmann::json::parse(ndr::toJson(r));
    EXPECT_EQ(o.at("params").get<std::string>(), req.gemm->toString());
    EXPECT_EQ(o.at("params_source").get<std::string>(), "explicit");
    EXPECT_GT(o.at("gbps").get<double>(), 0.0) << "the tunable variants model their traffic";

    // A variant without a traffic model: GB/s is null, not 0.
    const auto pi = sharedEngine().run(quickRequest("pi", 1 << 12));
    ASSERT_TRUE(pi.ok()) << pi.error;
    const auto p = nlohmann::json::parse(ndr::toJson(pi));
    EXPECT_TRUE(p.at("gbps").is_null());
    EXPECT_GT(p.at("gflops").get<double>(), 0.0);
    EXPECT_EQ(p.at("params").get<std::string>(), "");

    // A run that failed before it was timed: its times and errors are null.
    const auto failed = sharedEngine().failedResult(quickRequest("naive", 16), "the device went away");
    const auto f = nlohmann::json::parse(ndr::toJson(failed));
    for (const char* key : {"kernel_ms", "gflops", "gbps", "wall_ms", "write_ms", "read_ms", "queued_to_submit_us",
                            "max_abs_err", "max_rel_err"})
        EXPECT_TRUE(f.at(key).is_null()) << key;
}

// Nesting is counted on brackets outside strings; the first bracket past the limit is named.
TEST(Json, NestingDepthIsCountedOutsideStrings)
{
    const std::size_t limit = ndr::kMaxJsonDepth;
    EXPECT_FALSE(ndr::jsonTooDeepAt(std::string(limit, '[') + std::string(limit, ']')));
    EXPECT_EQ(ndr::jsonTooDeepAt(std::string(limit + 1, '[') + std::string(limit + 1, ']')), limit);
    EXPECT_FALSE(ndr::jsonTooDeepAt(jsontest::deeplyNested(limit)));
    EXPECT_TRUE(ndr::jsonTooDeepAt(jsontest::deeplyNested(limit + 1)));
    // Brackets in strings, escaped quotes among them, are text.
    const std::string inString = "{\"a\": \"" + std::string(200, '[') + "\\\"{{{\"}";
    EXPECT_FALSE(ndr::jsonTooDeepAt(inString));
    // Closers beyond the openers never let the count go below zero.
    EXPECT_FALSE(ndr::jsonTooDeepAt(std::string(500, ']') + std::string(limit, '[')));
    EXPECT_EQ(ndr::jsonTooDeepAt(std::string(3, '['), 2), 2u);
    try {
        ndr::checkJsonDepth(jsontest::deeplyNested(100000), "the document");
        FAIL() << "a document 100000 deep passed";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_EQ(e.limit(), ndr::kJsonDepthLimit);
        EXPECT_EQ(e.limitValue(), ndr::kMaxJsonDepth);
    }
    EXPECT_NO_THROW(ndr::checkJsonDepth(jsontest::deeplyNested(limit), "the document"));
}
