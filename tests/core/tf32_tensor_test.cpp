// The tensor-core variants, tf32_tensor and fp32_tensor (3xTF32): where they are offered, their
// parameter rules, their tolerances, and their kernels at any N. Off NVIDIA the kernels are checked
// through TC_EMULATE (the two PTX instructions replaced by OpenCL C that computes what they
// define), so the tiling, staging, splitting and fragment indexing are verified on PoCL like every
// fast variant.
#include "test_engine.hpp"
#include "tensor_devices.hpp"

#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include "gemm_operands.hpp"
#include "test_cl_device.hpp"

#include <cmath>

#include "ndr/catalogue.hpp"
#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/tuner.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace {

const ndr::Variant& tf32() { return ndr_test::tf32Variant(); }
const ndr::Variant& fp32() { return ndr_test::fp32Variant(); }
ndr::DeviceInfo nvidia(int major, int minor) { return ndr_test::madeUpNvidia(major, minor); }

const ndr::DeviceInfo& testDevice() { return sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)]; }

} // namespace

TEST(Tf32Tensor, OfferedOnlyOnNvidiaOfComputeCapability8)
{
    ndr::DeviceInfo cpu = nvidia(9, 0);
    cpu.platformName = "Portable Computing Language";
    cpu.platformVendor = "The pocl project";
    cpu.type = "CPU";
    for (const ndr::Variant* v : {&tf32(), &fp32()}) {
        SCOPED_TRACE(v->name);
        EXPECT_EQ(ndr::deviceUnavailableReason(*v, nvidia(9, 0)), "");
        EXPECT_EQ(ndr::deviceUnavailableReason(*v, nvidia(8, 0)), "");
        EXPECT_NE(ndr::deviceUnavailableReason(*v, nvidia(7, 5)), "");
        EXPECT_NE(ndr::deviceUnavailableReason(*v, nvidia(0, 0)), ""); // no cl_nv_device_attribute_query
        EXPECT_NE(ndr::deviceUnavailableReason(*v, cpu), "");
    }
    // Every other variant runs anywhere.
    for (const auto& v : ndr::catalogue())
        if (v.nvidiaComputeCapability == 0) {
            EXPECT_EQ(ndr::deviceUnavailableReason(v, cpu), "") << v.name;
        }
}

TEST(Tf32Tensor, UnavailableHereIsListedWithAReasonAndRefused)
{
    NDR_REQUIRE_DEVICE();
    bool anyNvidia = false;
    for (const auto& d : sharedEngine().devices())
        anyNvidia = anyNvidia || ndr::deviceUnavailableReason(tf32(), d).empty();
    if (anyNvidia)
        GTEST_SKIP() << "this machine has a device with tensor cores";
    EXPECT_FALSE(ndr::unavailableReason(tf32()).empty());
    EXPECT_FALSE(ndr::unavailableReason(fp32()).empty());
    EXPECT_FALSE(sharedEngine().validate(quickRequest("fp32_tensor", 64)).ok);
    auto req = quickRequest("tf32_tensor", 64);
    const auto val = sharedEngine().validate(req);
    EXPECT_FALSE(val.ok);
    EXPECT_FALSE(val.reason.empty());
    try {
        sharedEngine().run(req);
        ADD_FAILURE() << "ran on a device without tensor cores";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    }
    ndr::Tuner tuner(sharedEngine());
    ndr::TuneRequest t;
    t.variant = "tf32_tensor";
    t.n = 64;
    try {
        tuner.tune(t, ndr::CancelToken{});
        ADD_FAILURE() << "tuned on a device without tensor cores";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    }
}

TEST(Tf32Tensor, ParameterRulesNameTheWarpShape)
{
    const auto d = nvidia(9, 0);
    EXPECT_EQ(ndr::checkGemmParams(tf32(), tf32().defaultParams, d), "");
    EXPECT_EQ(ndr::checkGemmParams(fp32(), fp32().defaultParams, d), "");
    // Every seed fits an H100 whose CUDA driver encodes tensor maps (256 x 128 x 32 runs only in
    // the tensor-memory form).
    auto withMaps = d;
    withMaps.nvTensorMaps = true;
    for (const auto& p : ndr::gemmSeedSet(tf32()))
        EXPECT_EQ(ndr::checkGemmParams(tf32(), p, withMaps), "") << p.toString();
    const auto limitOf = [&](const ndr::GemmParams& p) {
        const std::optional<ndr::Error> e = ndr::gemmParamsError(tf32(), p, d);
        EXPECT_TRUE(e) << p.toString();
        EXPECT_TRUE(!e || e->kind() == ndr::ErrorKind::InvalidInput);
        return e ? e->limit() : std::string();
    };
    // MDIMC 4: warps are 8 x 4 work-items.
    EXPECT_EQ(limitOf({64, 64, 16, 4, 16, 4}), "tf32 mma warp shape");
    // MWG/MDIMC = 1: a work-item holds 2 x 2 elements of each mma tile.
    EXPECT_EQ(limitOf({16, 64, 16, 16, 8, 4}), "tf32 mma warp shape");
    // KWG 12: the mma is 8 deep.
    EXPECT_EQ(limitOf({64, 64, 12, 8, 8, 4}), "tf32 mma warp shape");
    // 2 x (256 x 20 + 16 x 264) floats = 73 KiB of tiles.
    EXPECT_EQ(limitOf({256, 256, 16, 16, 16, 4}), "CL_DEVICE_LOCAL_MEM_SIZE");
    // The tuner's grid holds only shapes the kernel compiles.
    int valid = 0;
    for (const auto& p : ndr::gemmParameterGrid(tf32()))
        valid += ndr::checkGemmParams(tf32(), p, d).empty() ? 1 : 0;
    EXPECT_GT(valid, 50);
}

TEST(Tf32Tensor, ToleranceFollowsTheTenBitMantissa)
{
    // FP32: max(1e-5, 2e-6 N); TF32 adds 6 * 2^-11 * sqrt(2N/3).
    EXPECT_DOUBLE_EQ(ndr::matmulTolerance(4096), 2e-6 * 4096);
    EXPECT_NEAR(ndr::matmulTolerance(4096, true), 2e-6 * 4096 + 6.0 / 2048.0 * std::sqrt(2.0 * 4096 / 3.0), 1e-12);
    EXPECT_GT(ndr::matmulTolerance(1, true), ndr::matmulTolerance(1));
    // Still far below what an indexing bug gives (O(sqrt(N)) for inputs in [-1, 1]).
    for (std::size_t n : {33u, 1024u, 8192u})
        EXPECT_LT(ndr::matmulTolerance(n, true), 0.1 * std::sqrt(double(n)));
    EXPECT_TRUE(tf32().tf32);
    EXPECT_FALSE(fp32().tf32); // 3xTF32 meets FP32's tolerance
    EXPECT_FALSE(ndr::findVariant("double_buffered")->tf32);
}

// The kernels themselves, emulated where there are no tensor cores, against the CPU reference:
// tf32_tensor within the TF32 tolerance (and visibly less accurate than FP32), fp32_tensor within
// FP32's.
class TensorKernel : public ::testing::TestWithParam<const char*> {};

TEST_P(TensorKernel, VerifiesAtSizesThatAreNoTileMultiples)
{
    NDR_REQUIRE_DEVICE();
    const ndr::Variant& v = *ndr::findVariant(GetParam());
    const auto& info = testDevice();
    const bool emulate = !ndr::deviceUnavailableReason(v, info).empty();
    const cl::Device dev = clDeviceOf(info);
    cl::Context ctx(dev);
    cl::CommandQueue q(ctx, dev);
    const std::string src = sharedEngine().kernelSource(v.name);
    // One warp, 2 x 2 warps with scalar global loads, 1 x 2 warps with a deep K-tile.
    const std::vector<ndr::GemmParams> shapes = {{32, 32, 8, 8, 4, 4}, {32, 32, 16, 16, 8, 1}, {16, 64, 32, 8, 8, 2}};
    for (const auto& p : shapes) {
        const std::string options = "-cl-std=CL1.2 " + p.defines() + (emulate ? " -DTC_EMULATE=1" : "");
        const cl::Program prog = builtProgram(ctx, dev, src, options);
        cl::Kernel k(prog, "mmul");
        for (std::size_t n : {1u, 2u, 33u, 70u, 1000u}) {
            if (n == 1000 && !(p == shapes.front())) // one shape at the large size (emulation is slow)
                continue;
            SCOPED_TRACE(p.toString() + " N=" + std::to_string(n));
            GemmOperands ops(ctx, n);
            ops.setArgs(k);
            const std::size_t gx = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg) * std::size_t(p.ndimc);
            const std::size_t gy = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg) * std::size_t(p.mdimc);
            q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(gx, gy),
                                   cl::NDRange(std::size_t(p.ndimc), std::size_t(p.mdimc)));
            ops.readC(q);
            const double maxErr = ops.maxErrorOfCheckedRows();
            EXPECT_LE(maxErr, ndr::matmulTolerance(n, v.tf32));
            // The TF32 rounding is really there in tf32_tensor: above FP32's error from N = 33 on.
            if (v.tf32 && n >= 33) {
                EXPECT_GT(maxErr, 2e-6 * double(n) / 16);
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Tf32Tensor, TensorKernel, ::testing::Values("tf32_tensor", "fp32_tensor"),
                         [](const ::testing::TestParamInfo<const char*>& i) { return std::string(i.param); });
