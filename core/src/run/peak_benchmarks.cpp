#include "run/peak_benchmarks.hpp"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <vector>

#include "model/stats.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

const int kWidths[] = {1, 2, 4, 8, 16};
// Steps announced: read and copy per width, the read's local sizes, the compute search's three
// stages (at most), latency.
const int kSteps = 2 * int(std::size(kWidths)) + 2 + int(std::size(kWidths) * std::size(kPeakFirstChains)) +
                   2 * int(std::size(kPeakMoreChains)) + int(std::size(kPeakLocalSizes)) + 1;
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
        step_(std::min(0.99, double(done_++) / kSteps), what);
}

bool PeakBenchmarks::localFits(std::size_t local, std::size_t items) const
{
    const std::size_t dim0 = info_.maxWorkItemSizes.empty() ? info_.maxWorkGroupSize : info_.maxWorkItemSizes[0];
    return local >= 1 && local <= info_.maxWorkGroupSize && local <= dim0 && items % local == 0;
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
    // The read kernel of one width and stride order at one local size: GB/s (0: that local size
    // does not divide the launch or exceeds a limit).
    auto readGBs = [&](int vw, const char* name, std::size_t local) {
        const cl::Program prog =
            program_("peak_bandwidth.cl", vwDefines(vw) + " -DFETCHES=" + std::to_string(kPeakFetchesPerItem));
        const std::size_t items = bytes / (sizeof(float) * std::size_t(vw) * kPeakFetchesPerItem);
        cl::Kernel k(prog, name);
        if (!localFits(local, items) ||
            local > k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(queue_.getInfo<CL_QUEUE_DEVICE>()))
            return 0.0;
        k.setArg(0, in);
        k.setArg(1, sums);
        const double ms = meanMs(k, items, local, kPeakReadLaunches);
        checkSums(sums, items, vw, name);
        return double(bytes) / (ms * 1e-3) * 1e-9;
    };
    const char* bestKernel = "read_group_stride";
    std::size_t bestIndex = 0;
    double bestGBs = 0;
    for (int vw : kWidths) {
        announce("read bandwidth, " + widthName(vw));
        PeakSample sample{vw, 0, 0, local_};
        for (const char* name : {"read_group_stride", "read_grid_stride"}) {
            const double gbs = readGBs(vw, name, local_);
            sample.value = std::max(sample.value, gbs);
            if (gbs > bestGBs) {
                bestGBs = gbs;
                bestKernel = name;
                bestIndex = out.bandwidth.size();
            }
        }
        out.bandwidth.push_back(sample);
    }
    // The best width and stride order at the other local sizes the launch allows (the work-group
    // decides which addresses a GPU's warps and a CPU core's loop walk together).
    PeakSample& best = out.bandwidth[bestIndex];
    for (std::size_t local : {std::size_t(64), std::size_t(1024)}) {
        if (local == local_)
            continue;
        announce("read bandwidth, " + widthName(best.vectorWidth) + ", local size " + std::to_string(local));
        if (const double gbs = readGBs(best.vectorWidth, bestKernel, local); gbs > best.value) {
            best.value = gbs;
            best.localSize = local;
        }
    }
    for (int vw : kWidths) {
        announce("copy bandwidth, " + widthName(vw));
        const cl::Program prog =
            program_("peak_bandwidth.cl", vwDefines(vw) + " -DFETCHES=" + std::to_string(kPeakFetchesPerItem));
        cl::Kernel k(prog, "copy");
        k.setArg(0, in);
        k.setArg(1, copyOut);
        const double ms = bestMs(k, bytes / (sizeof(float) * std::size_t(vw)), local_, kPeakBandwidthLaunches);
        out.copy.push_back({vw, 2.0 * double(bytes) / (ms * 1e-3) * 1e-9, 0, local_});
    }
}

double PeakBenchmarks::fmaGflops(int vw, int chains, std::size_t local, std::size_t items, const cl::Buffer& sink)
{
    announce("FP32 FMA, " + widthName(vw) + ", " + std::to_string(chains) + " chain" + (chains > 1 ? "s" : "") +
             " per work-item, local size " + std::to_string(local));
    const int iter = std::max(1, kPeakFmaStepsPerItem / 16 / chains);
    const cl::Program prog = program_("peak_compute.cl", vwDefines(vw) + " -DCHAINS=" + std::to_string(chains) +
                                                             " -DITER=" + std::to_string(iter));
    cl::Kernel k(prog, "fma_chains");
    if (local > k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(queue_.getInfo<CL_QUEUE_DEVICE>()))
        return 0; // the compiled kernel allows fewer work-items (its registers)
    k.setArg(0, sink);
    k.setArg(1, cl_float(1.0001f));
    const double flops = double(items) * iter * 16 * chains * 2 * vw;
    const double ms = bestMs(k, items, local, kComputeReps);
    return flops / (ms * 1e-3) * 1e-9;
}

void PeakBenchmarks::compute(DevicePeaks& out)
{
    // Enough work-items to fill every compute unit several times over, a multiple of every local
    // size tried.
    const std::size_t items = std::max<std::size_t>(1, info_.computeUnits) * 2048;
    cl::Buffer sink(ctx_, CL_MEM_WRITE_ONLY, items * sizeof(float));
    const auto start = std::chrono::steady_clock::now();
    const auto inBudget = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < kPeakSearchBudgetS;
    };
    std::vector<PeakSample> best; // per width, in kWidths order
    auto tryConfig = [&](std::size_t w, int chains, std::size_t local) {
        if (!localFits(local, items))
            return;
        const double gflops = fmaGflops(best[w].vectorWidth, chains, local, items, sink);
        if (gflops > best[w].value)
            best[w] = {best[w].vectorWidth, gflops, chains, local};
    };
    for (int vw : kWidths)
        best.push_back({vw, 0, 0, 0});
    // 1: every width, one chain (clpeak's kernel shape) and eight.
    for (std::size_t w = 0; w < best.size(); ++w)
        for (int chains : kPeakFirstChains)
            tryConfig(w, chains, local_);
    // 2: the other chain counts for the two leading widths.
    std::vector<std::size_t> order(best.size());
    for (std::size_t w = 0; w < order.size(); ++w)
        order[w] = w;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return best[a].value > best[b].value; });
    for (std::size_t lead = 0; lead < 2 && lead < order.size(); ++lead)
        for (int chains : kPeakMoreChains)
            if (inBudget())
                tryConfig(order[lead], chains, local_);
    // 3: the other local sizes for the best configuration.
    const auto top = std::max_element(best.begin(), best.end(),
                                      [](const PeakSample& a, const PeakSample& b) { return a.value < b.value; });
    const std::size_t topWidth = std::size_t(top - best.begin());
    const int topChains = top->chains;
    for (std::size_t local : kPeakLocalSizes)
        if (local != local_ && topChains > 0 && inBudget())
            tryConfig(topWidth, topChains, local);
    for (const auto& s : best)
        if (s.value > 0)
            out.compute.push_back(s);
    if (out.compute.empty())
        throw runtimeError("no FP32 FMA configuration could run on device " + info_.id());
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
