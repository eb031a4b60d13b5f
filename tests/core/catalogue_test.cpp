#include <gtest/gtest.h>

#include <cctype>
#include <set>

#include "ndr/catalogue.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/variant.hpp"

TEST(Catalogue, HasTheCourseLadderInOrder)
{
    std::vector<std::string> names;
    for (const auto* v : ndr::variantsOf(ndr::Workload::MatMul))
        names.push_back(v->name);
    const std::vector<std::string> expected = {"naive", "naive_global_acc", "row", "row_private", "row_private_local",
                                               "transposed", "tiled", "tiled_padded", "tiled_constant", "blocked",
                                               "blocked_uncoalesced",
                                               // the fast GEMM ladder and its reference
                                               "register_blocked", "vectorized", "double_buffered", "cpu_blocked",
                                               "tf32_tensor", "fp32_tensor", "clblast", "cblas"};
    EXPECT_EQ(names, expected);
}

TEST(Catalogue, EveryEntryIsCompleteAndItsKernelEmbedded)
{
    std::set<std::string> names;
    for (const auto& v : ndr::catalogue()) {
        SCOPED_TRACE(v.name);
        EXPECT_TRUE(names.insert(v.name).second) << "duplicate name";
        EXPECT_FALSE(v.title.empty());
        EXPECT_GT(v.lesson.size(), 200u) << "lesson should be a paragraph";
        std::string lower = v.lesson;
        for (auto& ch : lower)
            ch = char(std::tolower(static_cast<unsigned char>(ch)));
        EXPECT_NE(lower.find("seed 0"), std::string::npos) << "lesson cites its course source";
        EXPECT_FALSE(v.ndrangeRule.empty());
        EXPECT_FALSE(v.localRule.empty());
        if (!v.external) { // clblast and cblas run a library, not a kernel file of ours
            EXPECT_FALSE(ndr::embeddedKernelSource(v.kernelFile).empty()) << v.kernelFile;
            EXPECT_NE(ndr::embeddedKernelSource(v.kernelFile).find(v.entryPoint), std::string::npos);
        }
        if (v.workload == ndr::Workload::MatMul) {
            EXPECT_DOUBLE_EQ(v.flops(10), 2000.0);
        }
        EXPECT_GT(v.flops(64), 0.0);
        if (v.workload != ndr::Workload::Pi && !v.external) {
            EXPECT_GT(v.bytes(64, v.defaultLocal), 0.0);
        }
    }
}

TEST(Catalogue, FindVariant)
{
    EXPECT_NE(ndr::findVariant("tiled"), nullptr);
    EXPECT_EQ(ndr::findVariant("no_such_variant"), nullptr);
}
