#include "run/peak_tensor.hpp"

#include <algorithm>

#include "ndr/errors.hpp"

namespace ndr {

namespace {

// Best kernel time (START to END) of `reps` launches after one warm-up, in ms.
double bestMs(const cl::CommandQueue& queue, const cl::Kernel& k, std::size_t global, std::size_t local, int reps)
{
    double best = 1e300;
    for (int r = 0; r <= reps; ++r) {
        cl::Event ev;
        queue.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(global), cl::NDRange(local), nullptr, &ev);
        ev.wait();
        if (r > 0)
            best = std::min(best, double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                         ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                                      1e-6);
    }
    return best;
}

const int kReps = 5;

} // namespace

bool hasTensorPeak(const DeviceInfo& d) { return d.nvComputeMajor >= 8; }

void measureTensorPeak(const cl::CommandQueue& queue, const DeviceInfo& d,
                       const std::function<cl::Program(const std::string& options)>& program, DevicePeaks& out)
{
    if (!hasTensorPeak(d))
        return;
    const cl::Context ctx = queue.getInfo<CL_QUEUE_CONTEXT>();
    const std::size_t units = std::max<cl_uint>(1, d.computeUnits);
    // mma.sync: 8 work-groups of 8 warps per compute unit, 8 independent tiles per warp.
    {
        const int iter = 4096, chains = 8;
        const std::size_t local = 256, global = units * 8 * local;
        cl::Buffer sink(ctx, CL_MEM_WRITE_ONLY, global * sizeof(float));
        cl::Kernel k(program("-DITER=" + std::to_string(iter) + " -DCHAINS=" + std::to_string(chains)),
                     "mma_sync_tf32");
        k.setArg(0, sink);
        k.setArg(1, cl_float(0.001f));
        const double flops = double(global / 32) * iter * chains * 2048.0;
        out.tensorGflops = flops / (bestMs(queue, k, global, local, kReps) * 1e-3) * 1e-9;
        out.tensorInstruction = "mma.sync";
    }
    if (d.nvComputeMajor != 9 || d.nvComputeMinor != 0)
        return;
    // wgmma (sm_90a only): warpgroups of 128 work-items, m64n256k8 and m64n128k8.
    for (const int wn : {256, 128}) {
        const int iter = 1024, unroll = 4;
        const std::size_t local = 256, global = units * 4 * local;
        try {
            cl::Buffer sink(ctx, CL_MEM_WRITE_ONLY, global * sizeof(float));
            cl::Kernel k(program("-DWGMMA=1 -DITER=" + std::to_string(iter) + " -DUNROLL=" + std::to_string(unroll) +
                                 " -DWN=" + std::to_string(wn)),
                         "wgmma_tf32");
            k.setArg(0, sink);
            k.setArg(1, cl_float(0.001f));
            const double flops = double(global / 128) * iter * unroll * 1024.0 * wn;
            const double gflops = flops / (bestMs(queue, k, global, local, kReps) * 1e-3) * 1e-9;
            if (gflops > out.tensorGflops) {
                out.tensorGflops = gflops;
                out.tensorInstruction = "wgmma";
            }
        } catch (const Error&) {
            // The driver refused the sm_90a build: the mma.sync figure stands.
        }
    }
}

} // namespace ndr
