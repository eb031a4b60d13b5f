// The warpgroup kernels' edge strips (edge_strips, parts/tensor_edges.clh) on their own, where K
// spans several of their chunks: sizes the emulated tiles would take minutes to reach.
#include "tensor_devices.hpp"
#include "test_engine.hpp"

#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include "gemm_operands.hpp"
#include "test_cl_device.hpp"

#include <algorithm>
#include <cmath>

#include "ndr/gemm_params.hpp"

namespace {

// The strips alone where K spans several chunks of 256 (in the emulated tile tests it is one): edge_strips
// over a C filled with NaN against a float64 reference of every strip element, R = 4 and 8; the
// tiles' own elements stay NaN.
TEST(TensorEdgeStrips, OverSeveralChunksOfK)
{
    NDR_REQUIRE_DEVICE();
    const cl::Device dev = defaultClDevice();
    cl::Context ctx(dev);
    cl::CommandQueue q(ctx, dev);
    const ndr::GemmParams p{64, 64, 16, 16, 8, 4};
    for (int sums : {4, 8}) {
        const std::string options = "-cl-std=CL1.2 " + p.defines() +
                                    " -DTC_EMULATE=1 -DTC_WGMMA=1 -DTC_REGSTAGE=1 -DTC_EDGE=" + std::to_string(sums);
        const cl::Program prog =
            builtProgram(ctx, dev, sharedEngine().kernelSource(ndr_test::tf32Variant().name), options);
        cl::Kernel strips(prog, "edge_strips");
        for (std::size_t n : {std::size_t(1025), std::size_t(1027), std::size_t(1285), std::size_t(1030)}) {
            if (n % 64 > std::size_t(sums))
                continue;
            SCOPED_TRACE("TC_EDGE=" + std::to_string(sums) + " N=" + std::to_string(n));
            const std::size_t rm = n % 64, rn = n % 64, mi = n - rm, ni = n - rn;
            GemmOperands ops(ctx, n);
            ops.setArgs(strips);
            const std::vector<float>&a = ops.a, &b = ops.b;
            std::vector<float>& c = ops.c;
            const std::size_t groups = ndr::edgeStripGroups(n, rm, rn);
            q.enqueueNDRangeKernel(strips, cl::NullRange, cl::NDRange(groups * ndr::kEdgeGroup),
                                   cl::NDRange(ndr::kEdgeGroup));
            ops.readC(q);
            double maxErr = 0;
            std::size_t nanInside = 0;
            for (std::size_t r = 0; r < n; ++r)
                for (std::size_t col = 0; col < n; ++col) {
                    if (r < mi && col < ni) {
                        nanInside += std::isnan(c[r * n + col]) ? 1 : 0;
                        continue;
                    }
                    double ref = 0;
                    for (std::size_t k = 0; k < n; ++k)
                        ref += double(a[r * n + k]) * double(b[k * n + col]);
                    const double e = std::fabs(double(c[r * n + col]) - ref);
                    maxErr = std::isnan(e) ? INFINITY : std::max(maxErr, e);
                }
            EXPECT_EQ(nanInside, mi * ni); // the strips wrote nothing of the tiles
            EXPECT_LE(maxErr, 2e-6 * double(n));
        }
    }
}

} // namespace
