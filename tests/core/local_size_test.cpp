#include <gtest/gtest.h>

#include "ndr/errors.hpp"
#include "ndr/local_size.hpp"

using ndr::LocalSize;

TEST(LocalSize, ParsesOneAndTwoDimensions)
{
    EXPECT_EQ(LocalSize::parse("64"), LocalSize::of1D(64));
    EXPECT_EQ(LocalSize::parse("16x8"), LocalSize::of2D(16, 8));
    EXPECT_EQ(LocalSize::parse("16X8"), LocalSize::of2D(16, 8));
    EXPECT_EQ(LocalSize::parse("16\xC3\x97"
                               "8"),
              LocalSize::of2D(16, 8));
    EXPECT_TRUE(LocalSize::parse("auto").isAutomatic());
    EXPECT_EQ(LocalSize::of2D(16, 8).toString(), "16x8");
    EXPECT_EQ(LocalSize::of2D(16, 8).total(), 128u);
}

TEST(LocalSize, RejectsBadTextWithAReason)
{
    for (const char* bad : {"0", "0x16", "-4", "abc", "16x", "x16", "4x4x4", "16.5"}) {
        SCOPED_TRACE(bad);
        try {
            LocalSize::parse(bad);
            FAIL() << "accepted";
        } catch (const ndr::Error& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
            EXPECT_NE(std::string(e.what()).find(bad), std::string::npos) << "names the text given: " << e.what();
        }
    }
}
