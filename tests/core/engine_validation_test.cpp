// Every validation rule refuses before anything is enqueued, with a message naming the limit.
#include "test_engine.hpp"

#include "cl/device_registry.hpp"
#include "cl/program_build.hpp"
#include "cl/program_cache.hpp"
#include "ndr/errors.hpp"

namespace {

std::string refusal(const ndr::RunRequest& req)
{
    const auto v = sharedEngine().validate(req);
    EXPECT_FALSE(v.ok) << "accepted " << req.variant << " N=" << req.n << " local " << req.local.toString();
    // run() must refuse the same way, as an input error.
    try {
        sharedEngine().run(req);
        ADD_FAILURE() << "run() accepted it";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << e.what();
    }
    return v.reason;
}

#define EXPECT_CONTAINS(text, part) EXPECT_NE((text).find(part), std::string::npos) << (text)

const ndr::DeviceInfo& device() { return sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)]; }

} // namespace

TEST(Validation, NMustBePositive)
{
    NDR_REQUIRE_DEVICE();
    EXPECT_CONTAINS(refusal(quickRequest("naive", 0)), "N must be at least 1");
}

TEST(Validation, NAboveMaxAlloc)
{
    NDR_REQUIRE_DEVICE();
    std::size_t n = 1;
    while (std::uint64_t(n) * n * 4 <= device().maxMemAllocBytes)
        n *= 2;
    if (n > 46340)
        GTEST_SKIP() << "device allocates more than the int-indexing bound";
    EXPECT_CONTAINS(refusal(quickRequest("naive", n)), "CL_DEVICE_MAX_MEM_ALLOC_SIZE");
}

TEST(Validation, NAboveIntIndexing)
{
    NDR_REQUIRE_DEVICE();
    EXPECT_CONTAINS(refusal(quickRequest("naive", 50000)), "above 46340");
}

TEST(Validation, LocalZeroAndWrongDimensions)
{
    NDR_REQUIRE_DEVICE();
    EXPECT_CONTAINS(refusal(quickRequest("naive", 64, {2, 0, 8})), "at least 1");
    EXPECT_CONTAINS(refusal(quickRequest("naive", 64, ndr::LocalSize::of1D(64))), "2-D NDRange");
    EXPECT_CONTAINS(refusal(quickRequest("row", 64, ndr::LocalSize::of2D(8, 8))), "1-D NDRange");
}

TEST(Validation, AboveDeviceMaxWorkGroupSize)
{
    NDR_REQUIRE_DEVICE();
    const std::size_t max = device().maxWorkGroupSize;
    const auto reason = refusal(quickRequest("naive", 64, ndr::LocalSize::of2D(max, 2)));
    EXPECT_CONTAINS(reason, "CL_DEVICE_MAX_WORK_GROUP_SIZE " + std::to_string(max));
}

TEST(Validation, AbovePerDimensionMaximum)
{
    NDR_REQUIRE_DEVICE();
    const auto& d = device();
    const std::size_t maxX = d.maxWorkItemSizes.at(0);
    if (maxX >= d.maxWorkGroupSize && d.maxWorkItemSizes.at(1) >= d.maxWorkGroupSize)
        GTEST_SKIP() << "per-dimension limits equal the work-group limit on this device; the group check fires first";
    EXPECT_CONTAINS(refusal(quickRequest("row", 64, ndr::LocalSize::of1D(maxX + 1))), "CL_DEVICE_MAX_WORK_ITEM_SIZES");
}

TEST(Validation, SquareTileRequired)
{
    NDR_REQUIRE_DEVICE();
    EXPECT_CONTAINS(refusal(quickRequest("tiled", 64, ndr::LocalSize::of2D(16, 8))), "square");
}

TEST(Validation, BlockedRefusesNotDividingN)
{
    NDR_REQUIRE_DEVICE();
    for (const char* v : {"blocked", "blocked_uncoalesced"}) {
        const auto reason = refusal(quickRequest(v, 100, ndr::LocalSize::of2D(16, 16)));
        EXPECT_CONTAINS(reason, "not a multiple of the block size 16");
    }
}

TEST(Validation, AutomaticLocalForBlockedDividesN)
{
    NDR_REQUIRE_DEVICE();
    const auto v = sharedEngine().validate(quickRequest("blocked", 100));
    ASSERT_TRUE(v.ok) << v.reason;
    EXPECT_EQ(100 % v.local.x, 0u);
    EXPECT_EQ(v.local.x, v.local.y);
}

TEST(Validation, LocalMemoryOverTheLimit)
{
    NDR_REQUIRE_DEVICE();
    const auto& d = device();
    // Smallest square tile whose two T x T float tiles exceed local memory, if the device allows it.
    std::size_t t = 1;
    while (2ull * t * t * 4 <= d.localMemBytes)
        ++t;
    if (t * t > d.maxWorkGroupSize || t > d.maxWorkItemSizes.at(0))
        GTEST_SKIP() << "work-group limits refuse such a tile before local memory does";
    EXPECT_CONTAINS(refusal(quickRequest("tiled", 64, ndr::LocalSize::of2D(t, t))), "CL_DEVICE_LOCAL_MEM_SIZE");
}

TEST(Validation, RowPrivateLocalNeedsAColumnOfLocalMemory)
{
    NDR_REQUIRE_DEVICE();
    // Its N-float column must fit; N above the variant's private-row bound is refused first.
    EXPECT_CONTAINS(refusal(quickRequest("row_private_local", 5000)), "limited to N <= 4096");
}

TEST(Validation, ConstantBufferTooLarge)
{
    NDR_REQUIRE_DEVICE();
    std::size_t n = 8;
    while (2ull * n * n * 4 <= device().maxConstantBufferBytes)
        n *= 2;
    EXPECT_CONTAINS(refusal(quickRequest("tiled_constant", n, ndr::LocalSize::of2D(8, 8))),
                    "CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE");
}

TEST(Validation, UnknownVariantAndDevice)
{
    NDR_REQUIRE_DEVICE();
    EXPECT_CONTAINS(refusal(quickRequest("fastest", 64)), "unknown variant 'fastest'");
    auto req = quickRequest("naive", 64);
    req.platformIndex = 99;
    req.deviceIndex = 0;
    EXPECT_CONTAINS(refusal(req), "device 99:0 does not exist");
}

TEST(Validation, RepetitionsAndWarmup)
{
    NDR_REQUIRE_DEVICE();
    auto req = quickRequest("naive", 64);
    req.reps = 0;
    EXPECT_CONTAINS(refusal(req), "repetitions must be at least 1");
    req.reps = 1;
    req.warmup = -1;
    EXPECT_CONTAINS(refusal(req), "warm-up");
}

TEST(Validation, ValidRequestReportsTheResolvedNDRange)
{
    NDR_REQUIRE_DEVICE();
    const auto v = sharedEngine().validate(quickRequest("tiled", 33, ndr::LocalSize::of2D(8, 8)));
    ASSERT_TRUE(v.ok) << v.reason;
    EXPECT_EQ(v.globalX, 40u);
    EXPECT_EQ(v.globalY, 40u);
}

TEST(Validation, KernelWorkGroupSizeIsChecked)
{
    NDR_REQUIRE_DEVICE();
    // The row_private kernel's private array makes compilers lower CL_KERNEL_WORK_GROUP_SIZE on
    // some devices; whatever the device says, a local size above it must be refused by name.
    const auto& d = device();
    auto req = quickRequest("row_private", 4096,
                            ndr::LocalSize::of1D(std::min<std::size_t>(d.maxWorkGroupSize, d.maxWorkItemSizes.at(0))));
    const auto v = sharedEngine().validate(req);
    if (v.ok)
        GTEST_SKIP() << "this device's kernel allows the device maximum";
    EXPECT_CONTAINS(v.reason, "CL_KERNEL_WORK_GROUP_SIZE");
}

TEST(Validation, BuildOptionsAreTheDocumentedDefines)
{
    NDR_REQUIRE_DEVICE();
    EXPECT_EQ(sharedEngine().buildOptions(quickRequest("tiled", 64, ndr::LocalSize::of2D(8, 8))),
              "-cl-std=CL1.2 -DTILE=8");
    EXPECT_EQ(sharedEngine().buildOptions(quickRequest("row_private", 64, ndr::LocalSize::of1D(8))),
              "-cl-std=CL1.2 -DROW_LEN=64");
    EXPECT_EQ(sharedEngine().buildOptions(quickRequest("blocked", 64, ndr::LocalSize::of2D(8, 8))),
              "-cl-std=CL1.2 -DBLK=8");
}

TEST(Validation, BuildFailureCarriesTheBuildLog)
{
    NDR_REQUIRE_DEVICE();
    ndr::DeviceRegistry registry;
    ndr::ProgramCache cache;
    try {
        cache.get(0, registry.context(0), registry.device(0),
                  "__kernel void k(__global float* x) { x[0] = undefined_symbol_here; }", "-cl-std=CL1.2");
        FAIL() << "a broken kernel built";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Runtime);
        const std::string what = e.what();
        EXPECT_CONTAINS(what, "CL_BUILD_PROGRAM_FAILURE");
        EXPECT_CONTAINS(what, "build log");
        EXPECT_CONTAINS(what, "undefined_symbol_here");
    }
    EXPECT_EQ(cache.size(), 0u) << "a failed build is not cached";
}

TEST(Validation, ACompileErrorIsNotRetriedAndAFailureWithoutOneIs)
{
    NDR_REQUIRE_DEVICE();
    ndr::DeviceRegistry registry;
    const ndr::ProgramBuild broken =
        ndr::buildFromSource(registry.context(0), registry.device(0),
                             "__kernel void k(__global float* x) { x[0] = undefined_symbol_here; }", "-cl-std=CL1.2");
    EXPECT_EQ(broken.status, CL_BUILD_PROGRAM_FAILURE);
    EXPECT_EQ(broken.attempts, 1) << "a compile error fails again the same: it is not built twice";
    EXPECT_CONTAINS(broken.log, "undefined_symbol_here");
    EXPECT_FALSE(ndr::buildWorthRetrying(broken.status, broken.log));

    const ndr::ProgramBuild fine = ndr::buildFromSource(registry.context(0), registry.device(0),
                                                        "__kernel void k(__global float* x) { x[0] = 1.0f; }", "");
    EXPECT_EQ(fine.status, CL_SUCCESS);
    EXPECT_EQ(fine.attempts, 1);
    EXPECT_TRUE(fine.log.empty());

    // What PoCL reports when another process replaced its cached program while this one read it:
    // a failed build whose log names no compiler error. It is built once more.
    EXPECT_TRUE(ndr::buildWorthRetrying(CL_BUILD_PROGRAM_FAILURE,
                                        "Device pthread-skylake-avx512-AMD EPYC failed to build the program\n"));
    EXPECT_TRUE(ndr::buildWorthRetrying(CL_BUILD_PROGRAM_FAILURE, ""));
    // Warnings alone do not make a compile error.
    EXPECT_TRUE(ndr::buildWorthRetrying(CL_BUILD_PROGRAM_FAILURE,
                                        "<kernel>:3:5: warning: unused variable 'x'\nDevice d failed to build\n"));
    // Other statuses are not build failures: bad options fail again the same.
    EXPECT_FALSE(ndr::buildWorthRetrying(CL_INVALID_BUILD_OPTIONS, ""));
    EXPECT_FALSE(ndr::buildWorthRetrying(CL_SUCCESS, ""));
}
