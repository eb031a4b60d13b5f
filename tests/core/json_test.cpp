#include "test_engine.hpp"

#include "mini_json.hpp"
#include "ndr/json.hpp"
#include "ndr/variant.hpp"

TEST(Json, EscapesControlCharactersAndQuotes)
{
    EXPECT_EQ(ndr::jsonEscape("a\"b\\c\nd\x01"), "a\\\"b\\\\c\\nd\\u0001");
}

TEST(Json, RunCarriesTheDocumentedFieldsAndRelativeEventTimes)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("naive", 16, ndr::LocalSize::of2D(4, 4));
    req.reps = 2;
    const auto r = sharedEngine().run(req);
    const auto j = ndr::toJson(r);
    for (const char* key : {"\"variant\":\"naive\"", "\"n\":16", "\"global\":[16,16]", "\"local\":[4,4]",
                            "\"device\":", "\"platform\":", "\"buffers\":\"copy\"", "\"kernel_ms\":{\"min\":",
                            "\"median\":", "\"stddev\":", "\"gflops\":", "\"wall_ms\":", "\"verified\":true",
                            "\"max_abs_err\":", "\"events\":[{\"command\":", "\"queued_ns\":0,"})
        EXPECT_NE(j.find(key), std::string::npos) << key << " in " << j;
}

TEST(Json, DevicesAndVariants)
{
    NDR_REQUIRE_DEVICE();
    const auto d = ndr::devicesToJson(sharedEngine().devices());
    EXPECT_EQ(d.front(), '[');
    EXPECT_NE(d.find("\"max_work_item_sizes\":["), std::string::npos);
    EXPECT_NE(d.find("\"preferred_work_group_size_multiple\":"), std::string::npos);
    const auto v = ndr::variantsToJson(ndr::catalogue());
    EXPECT_NE(v.find("\"name\":\"blocked_uncoalesced\""), std::string::npos);
}

TEST(Json, UnknownValuesAreNullAndTheParametersAreSeparateFields)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("double_buffered", 32);
    req.gemm = ndr::GemmParams{32, 32, 8, 8, 8, 4};
    const auto r = sharedEngine().run(req);
    ASSERT_TRUE(r.ok()) << r.error;
    const auto o = testjson::Parser(ndr::toJson(r)).parse().object();
    EXPECT_EQ(o.at("params").str(), req.gemm->toString());
    EXPECT_EQ(o.at("params_source").str(), "explicit");
    EXPECT_GT(o.at("gbps").number(), 0.0) << "the tunable variants model their traffic";

    // A variant without a traffic model: GB/s is null, not 0.
    const auto pi = sharedEngine().run(quickRequest("pi", 1 << 12));
    ASSERT_TRUE(pi.ok()) << pi.error;
    const auto p = testjson::Parser(ndr::toJson(pi)).parse().object();
    EXPECT_TRUE(std::holds_alternative<std::nullptr_t>(p.at("gbps").v));
    EXPECT_GT(p.at("gflops").number(), 0.0);
    EXPECT_EQ(p.at("params").str(), "");

    // A run that failed before it was timed: its times and errors are null.
    const auto failed = sharedEngine().failedResult(quickRequest("naive", 16), "the device went away");
    const auto f = testjson::Parser(ndr::toJson(failed)).parse().object();
    for (const char* key : {"kernel_ms", "gflops", "gbps", "wall_ms", "write_ms", "read_ms", "queued_to_submit_us",
                            "max_abs_err", "max_rel_err"})
        EXPECT_TRUE(std::holds_alternative<std::nullptr_t>(f.at(key).v)) << key;
}
