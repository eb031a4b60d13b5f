#include "test_engine.hpp"

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
