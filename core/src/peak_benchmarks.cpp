#include "peak_benchmarks.hpp"

#include <algorithm>
#include <iterator>
#include <vector>

#include "ndr/errors.hpp"
#include "stats.hpp"

namespace ndr {

namespace {

const int kWidths[] = {1, 2, 4, 8, 16};
const int kSteps = 3 * int(std::size(kWidths)) + 1; // read, copy and compute per width; latency
// Timed launches per configuration (after one warm-up): peaks are what the device can do, so
// the best launch counts; noise from other processes only lowers a figure.
const int kComputeReps = 3;

std::string widthName(int vw) { return "float" + (vw > 1 ? std::to_string(vw) : std::string()); }

std::string vwDefines(int vw) { return "-DVW=" + std::to_string(vw); }

} // namespace

PeakBenchmarks::PeakBenchmarks(const cl::Context& ctx, const cl::CommandQueue& queue, const DeviceInfo& info,
                               ProgramFn program, StepFn step)
    : ctx_(ctx), queue_(queue), info_(info), program_(std::move(program)), step_(std::move(step)),
      local_(std::min<std::size_t>(256, std::max<std::size_t>(1, info.maxWorkGroupSize)))
{}

void PeakBenchmarks::announce(const std::string& what)
{
    if (step_)
        step_(double(done_++) / kSteps, what);
}

namespace {

// Kernel times (START to END) of `reps` launches after one warm-up, each waited for.
std::vector<double> launchMs(const cl::CommandQueue& queue, const cl::Kernel& k, std::size_t global, std::size_t local,
                             int reps)
{
    std::vector<double> out;
    for (int r = 0; r < reps + 1; ++r) {
        cl::Event ev;
        queue.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(global), cl::NDRange(local), nullptr, &ev);
        ev.wait();
        if (r == 0)
            continue; // warm-up
        out.push_back(double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                             ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                      1e-6);
    }
    return out;
}

} // namespace

double PeakBenchmarks::bestMs(const cl::Kernel& k, std::size_t global, std::size_t local, int reps)
{
    const std::vector<double> ms = launchMs(queue_, k, global, local, reps);
    return *std::min_element(ms.begin(), ms.end());
}

double PeakBenchmarks::meanMs(const cl::Kernel& k, std::size_t global, std::size_t local, int reps)
{
    const std::vector<double> ms = launchMs(queue_, k, global, local, reps);
    double sum = 0;
    for (double v : ms)
        sum += v;
    return sum / double(ms.size());
}

void PeakBenchmarks::checkSums(const cl::Buffer& sums, std::size_t items, int vw, const char* kernel)
{
    std::vector<float> got(items);
    queue_.enqueueReadBuffer(sums, CL_TRUE, 0, items * sizeof(float), got.data());
    const float want = float(kPeakFetchesPerItem * vw);
    const auto bad = std::find_if(got.begin(), got.end(), [want](float v) { return v != want; });
    if (bad != got.end())
        throw runtimeError(std::string("read-bandwidth kernel ") + kernel + " (" + widthName(vw) +
                           ") stored a wrong sum at work-item " + std::to_string(bad - got.begin()) + ": " +
                           std::to_string(*bad) + " instead of " + std::to_string(want));
}

void PeakBenchmarks::bandwidth(DevicePeaks& out)
{
    // Every width's global size (read: bytes / (4 VW FETCHES), copy: bytes / (4 VW)) is then a
    // multiple of the work-group size.
    const std::uint64_t granule = std::uint64_t(local_) * kPeakFetchesPerItem * 16 * sizeof(float);
    const std::size_t bytes =
        std::size_t(peakBufferBytes(info_.globalMemCacheBytes, info_.maxMemAllocBytes, info_.globalMemBytes, granule));
    if (bytes == 0)
        throw runtimeError("device " + info_.id() + " cannot hold a bandwidth buffer: max allocation " +
                           formatBytes(info_.maxMemAllocBytes) + ", global memory " +
                           formatBytes(info_.globalMemBytes));
    out.bufferBytes = bytes;
    out.cacheBytes = info_.globalMemCacheBytes;
    cl::Buffer in(ctx_, CL_MEM_READ_ONLY, bytes);
    cl::Buffer copyOut(ctx_, CL_MEM_WRITE_ONLY, bytes);
    // One float per work-item of the float read kernel, the largest of the widths.
    cl::Buffer sums(ctx_, CL_MEM_WRITE_ONLY, bytes / kPeakFetchesPerItem);
    queue_.enqueueFillBuffer(in, cl_float(1.0f), 0, bytes);
    queue_.finish();
    for (int vw : kWidths) {
        announce("read bandwidth, " + widthName(vw));
        const cl::Program prog =
            program_("peak_bandwidth.cl", vwDefines(vw) + " -DFETCHES=" + std::to_string(kPeakFetchesPerItem));
        const std::size_t items = bytes / (sizeof(float) * std::size_t(vw) * kPeakFetchesPerItem);
        double best = 1e300;
        for (const char* name : {"read_group_stride", "read_grid_stride"}) {
            cl::Kernel k(prog, name);
            k.setArg(0, in);
            k.setArg(1, sums);
            best = std::min(best, meanMs(k, items, local_, kPeakReadLaunches));
            checkSums(sums, items, vw, name);
        }
        out.bandwidth.push_back({vw, double(bytes) / (best * 1e-3) * 1e-9});
    }
    for (int vw : kWidths) {
        announce("copy bandwidth, " + widthName(vw));
        const cl::Program prog =
            program_("peak_bandwidth.cl", vwDefines(vw) + " -DFETCHES=" + std::to_string(kPeakFetchesPerItem));
        cl::Kernel k(prog, "copy");
        k.setArg(0, in);
        k.setArg(1, copyOut);
        const double ms = bestMs(k, bytes / (sizeof(float) * std::size_t(vw)), local_, kPeakBandwidthLaunches);
        out.copy.push_back({vw, 2.0 * double(bytes) / (ms * 1e-3) * 1e-9});
    }
}

void PeakBenchmarks::compute(DevicePeaks& out)
{
    // Enough work-items to fill every compute unit several times over.
    const std::size_t items = std::max<std::size_t>(local_, std::size_t(info_.computeUnits) * 2048);
    const int iter = 256;
    cl::Buffer sink(ctx_, CL_MEM_WRITE_ONLY, items * sizeof(float));
    for (int vw : kWidths) {
        announce("FP32 FMA, " + widthName(vw));
        const cl::Program prog = program_("peak_compute.cl", vwDefines(vw) + " -DITER=" + std::to_string(iter));
        cl::Kernel k(prog, "fma_chain");
        k.setArg(0, sink);
        k.setArg(1, cl_float(1.0001f));
        const double flops = double(items) * iter * 16 * 2 * vw;
        const double ms = bestMs(k, items, local_, kComputeReps);
        out.compute.push_back({vw, flops / (ms * 1e-3) * 1e-9});
    }
}

void PeakBenchmarks::latency(DevicePeaks& out)
{
    // Mean over 50 empty launches, each waited for.
    announce("kernel launch latency");
    const cl::Program prog = program_("peak_latency.cl", "");
    cl::Kernel k(prog, "empty");
    cl::Buffer sink(ctx_, CL_MEM_WRITE_ONLY, sizeof(float));
    k.setArg(0, sink);
    std::vector<double> launch, exec;
    for (int r = 0; r < 51; ++r) {
        cl::Event ev;
        queue_.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(1), cl::NDRange(1), nullptr, &ev);
        ev.wait();
        if (r == 0)
            continue;
        launch.push_back(double(ev.getProfilingInfo<CL_PROFILING_COMMAND_START>() -
                                ev.getProfilingInfo<CL_PROFILING_COMMAND_QUEUED>()) *
                         1e-3);
        exec.push_back(double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                              ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                       1e-3);
    }
    out.launchLatencyUs = computeStats(launch).meanMs; // the stats are unit-agnostic
    out.emptyKernelUs = computeStats(exec).meanMs;
}

} // namespace ndr
