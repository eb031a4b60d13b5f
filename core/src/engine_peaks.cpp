// Device peaks (issue 7): the three clpeak numbers users compare against, measured with the
// engine's own program cache and queue.
#include <chrono>
#include <filesystem>
#include <fstream>

#include "engine_impl.hpp"
#include "ndr/csv.hpp"
#include "stats.hpp"

namespace ndr {

namespace {

const int kWidths[] = {1, 2, 4, 8, 16};

std::string deviceKey(const DeviceInfo& d) { return peaksDeviceKey(d.name, d.driverVersion, d.platformName); }

std::vector<std::string> readCacheLines()
{
    std::vector<std::string> lines;
    std::ifstream in(peaksCachePath());
    for (std::string l; std::getline(in, l);)
        lines.push_back(l);
    return lines;
}

} // namespace

DevicePeaks Engine::measurePeaks(int p, int d, const CancelToken& cancel, const ProgressFn& progress)
{
    auto& impl = *impl_;
    const std::size_t idx = impl.resolve(p, d);
    const DeviceInfo& info = impl.registry.infos()[idx];
    if (!info.profilingSupported)
        throw runtimeError("device " + info.id() + " has no profiling queue: peaks need event timestamps");
    cl::Context& ctx = impl.registry.context(idx);
    cl::CommandQueue& q = impl.registry.queue(idx);
    const cl::Device& dev = impl.registry.device(idx);
    auto program = [&](const char* file, const std::string& opts) {
        return impl.programs.get(idx, ctx, dev, std::string(embeddedKernelSource(file)), "-cl-std=CL1.2 " + opts);
    };
    auto step = [&](double f, const std::string& s) {
        if (cancel.cancelled())
            throw Error(ErrorKind::Cancelled, "cancelled");
        if (progress)
            progress(f, s);
    };
    // Best of `reps` launches: peaks are about what the device can do, so noise only lowers them.
    auto bestMs = [&](cl::Kernel& k, std::size_t global, std::size_t local, int reps) {
        double best = 1e300;
        for (int r = 0; r < reps + 1; ++r) {
            cl::Event ev;
            q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(global), cl::NDRange(local), nullptr, &ev);
            ev.wait();
            if (r == 0)
                continue; // warm-up
            const double ms = double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                     ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6;
            best = std::min(best, ms);
        }
        return best;
    };

    DevicePeaks peaks;
    peaks.deviceKey = deviceKey(info);
    peaks.timestamp = isoTimestampUtc();
    try {
        const std::size_t local = std::min<std::size_t>(256, info.maxWorkGroupSize);
        // Bandwidth: a buffer large enough to defeat caches, small enough for every device.
        std::size_t bytes = std::min<std::uint64_t>({std::uint64_t(256) << 20, info.maxMemAllocBytes / 2,
                                                     info.globalMemBytes / 4});
        bytes -= bytes % (16 * sizeof(float) * local);
        cl::Buffer in(ctx, CL_MEM_READ_ONLY, bytes), out(ctx, CL_MEM_WRITE_ONLY, bytes);
        {
            std::vector<float> init(bytes / sizeof(float), 1.0f);
            q.enqueueWriteBuffer(in, CL_TRUE, 0, bytes, init.data());
        }
        int done = 0;
        const int stepsTotal = 2 * int(std::size(kWidths)) + 1;
        for (int vw : kWidths) {
            step(double(done++) / stepsTotal, "copy bandwidth, float" + (vw > 1 ? std::to_string(vw) : std::string()));
            cl::Program prog = program("peak_bandwidth.cl", "-DVW=" + std::to_string(vw));
            cl::Kernel k(prog, "copy");
            k.setArg(0, in);
            k.setArg(1, out);
            const std::size_t items = bytes / (sizeof(float) * std::size_t(vw));
            const double ms = bestMs(k, items, std::min(local, items), 10);
            peaks.bandwidth.push_back({vw, 2.0 * double(bytes) / (ms * 1e-3) * 1e-9});
        }
        // Compute: enough work-items to fill every compute unit several times over.
        const std::size_t items = std::max<std::size_t>(local, std::size_t(info.computeUnits) * 2048);
        const int iter = 256;
        cl::Buffer sink(ctx, CL_MEM_WRITE_ONLY, items * sizeof(float));
        for (int vw : kWidths) {
            step(double(done++) / stepsTotal, "FP32 FMA, float" + (vw > 1 ? std::to_string(vw) : std::string()));
            cl::Program prog = program("peak_compute.cl", "-DVW=" + std::to_string(vw) + " -DITER=" + std::to_string(iter));
            cl::Kernel k(prog, "fma_chain");
            k.setArg(0, sink);
            k.setArg(1, cl_float(1.0001f));
            const double flops = double(items) * iter * 16 * 2 * vw;
            const double ms = bestMs(k, items, local, 3);
            peaks.compute.push_back({vw, flops / (ms * 1e-3) * 1e-9});
        }
        // Launch latency: mean over 50 empty launches, each waited for.
        step(double(done) / stepsTotal, "kernel launch latency");
        cl::Program prog = program("peak_latency.cl", "");
        cl::Kernel k(prog, "empty");
        k.setArg(0, sink);
        std::vector<double> launch, exec;
        for (int r = 0; r < 51; ++r) {
            cl::Event ev;
            q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(1), cl::NDRange(1), nullptr, &ev);
            ev.wait();
            if (r == 0)
                continue;
            launch.push_back(double(ev.getProfilingInfo<CL_PROFILING_COMMAND_START>() -
                                    ev.getProfilingInfo<CL_PROFILING_COMMAND_QUEUED>()) * 1e-3);
            exec.push_back(double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                  ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-3);
        }
        peaks.launchLatencyUs = computeStats(launch).meanMs; // the stats are unit-agnostic
        peaks.emptyKernelUs = computeStats(exec).meanMs;
    } catch (const cl::Error& e) {
        throw runtimeError(std::string("OpenCL error while measuring peaks: ") + e.what() + " returned " +
                           clErrorName(e.err()));
    }
    for (const auto& s : peaks.bandwidth)
        peaks.bandwidthGBs = std::max(peaks.bandwidthGBs, s.value);
    for (const auto& s : peaks.compute)
        peaks.computeGflops = std::max(peaks.computeGflops, s.value);
    if (progress)
        progress(1.0, "peaks measured");

    // Replace this device's line in the cache; a failed write loses only the cache.
    try {
        std::string content;
        for (const auto& line : readCacheLines()) {
            DevicePeaks old;
            if (DevicePeaks::fromLine(line, old) && old.deviceKey != peaks.deviceKey)
                content += line + "\n";
        }
        content += peaks.toLine() + "\n";
        std::filesystem::create_directories(std::filesystem::path(peaksCachePath()).parent_path());
        writeFileAtomically(peaksCachePath(), content);
    } catch (const std::exception&) {
    }
    return peaks;
}

std::optional<DevicePeaks> Engine::cachedPeaks(int p, int d) const
{
    const DeviceInfo& info = impl_->registry.infos()[impl_->resolve(p, d)];
    for (const auto& line : readCacheLines()) {
        DevicePeaks peaks;
        if (DevicePeaks::fromLine(line, peaks) && peaks.deviceKey == deviceKey(info))
            return peaks;
    }
    return std::nullopt;
}

void Engine::clearPeaksCache() const
{
    std::error_code ec;
    std::filesystem::remove(peaksCachePath(), ec);
}

} // namespace ndr
