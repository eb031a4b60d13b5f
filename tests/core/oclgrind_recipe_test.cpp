// The Oclgrind check recipe both the CLI's hint and the studio's check follow.
#include <gtest/gtest.h>

#include <algorithm>

#include "ndr/oclgrind_recipe.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace {

TEST(OclgrindRecipe, ChecksRacesUninitialisedValuesAndApiMisuse)
{
    const std::vector<std::string>& flags = ndr::oclgrindCheckFlags();
    for (const char* f : {"--data-races", "--uninitialized", "--check-api"})
        EXPECT_NE(std::find(flags.begin(), flags.end(), f), flags.end()) << f;
}

TEST(OclgrindRecipe, SmallNOfTheSameShapeNeverAboveTheRunsN)
{
    EXPECT_EQ(ndr::oclgrindCheckN("naive", ndr::LocalSize{}, 1024), 19u);
    EXPECT_EQ(ndr::oclgrindCheckN("user:mine", ndr::LocalSize{}, 1024), 19u); // a kernel file: a matmul
    EXPECT_EQ(ndr::oclgrindCheckN("vadd", ndr::LocalSize{}, 1 << 20), 1027u);
    EXPECT_EQ(ndr::oclgrindCheckN("naive", ndr::LocalSize{}, 8), 8u);
    for (const ndr::Variant& v : ndr::catalogue()) {
        if (!v.exactMultiple)
            continue;
        const std::size_t n = ndr::oclgrindCheckN(v.name, ndr::LocalSize::of2D(8, 8), 4096);
        EXPECT_EQ(n % 8, 0u) << v.name; // no edge handling: a multiple of the block
    }
}

TEST(OclgrindRecipe, TailAndDroppedOptions)
{
    const std::vector<std::string> tail = ndr::oclgrindCheckRunTail(19);
    EXPECT_EQ(tail, (std::vector<std::string>{"--n", "19", "--reps", "1", "--warmup", "0", "--no-cpu"}));
    bool value = false;
    EXPECT_TRUE(ndr::oclgrindCheckDrops("--csv", &value));
    EXPECT_TRUE(value);
    EXPECT_TRUE(ndr::oclgrindCheckDrops("--json", &value));
    EXPECT_FALSE(value);
    EXPECT_FALSE(ndr::oclgrindCheckDrops("--variant", &value));
    EXPECT_FALSE(ndr::oclgrindCheckDrops("--local", &value));
}

} // namespace
