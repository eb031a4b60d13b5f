// Device peaks: the clpeak numbers users compare against, measured with the engine's own
// program cache and queue (the kernels are in peak_benchmarks.cpp), and their cache file.
#include <filesystem>

#include "base/cl_error.hpp"
#include "base/user_paths.hpp"
#include "engine/engine_impl.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/file_writer.hpp"
#include "run/peak_benchmarks.hpp"
#include "run/peak_tensor.hpp"

namespace ndr {

namespace {

std::string deviceKey(const DeviceInfo& d) { return peaksDeviceKey(d.name, d.driverVersion, d.platformName); }

} // namespace

void storePeaksInCache(const DevicePeaks& peaks)
{
    std::string content;
    for (const auto& line : readPeaksCacheLines()) {
        DevicePeaks old;
        if (DevicePeaks::fromLine(line, old) && old.deviceKey != peaks.deviceKey)
            content += line + "\n";
    }
    content += peaks.toLine() + "\n";
    const std::string path = peaksCachePath();
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
    if (ec)
        throw FileWriteError(FileWriteProblem::CannotOpen, path, ec.value(),
                             "cannot write '" + path + "': cannot create its folder: " + ec.message());
    writeFileAtomically(path, content);
}

const std::string& Engine::peaksCacheError() const { return impl_->peaksCacheError; }

DevicePeaks Engine::measurePeaks(int p, int d, const CancelToken& cancel, const ProgressFn& progress)
{
    auto& impl = *impl_;
    const std::size_t idx = impl.resolve(p, d);
    const DeviceInfo& info = impl.registry.infos()[idx];
    if (!info.profilingSupported)
        throw runtimeError("device " + info.id() + " has no profiling queue: peaks need event timestamps");
    cl::Context& ctx = impl.registry.context(idx);
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
    if (cancel.cancelled()) // before the bandwidth buffers are allocated and filled
        throw Error(ErrorKind::Cancelled, "cancelled");

    DevicePeaks peaks;
    peaks.deviceKey = deviceKey(info);
    peaks.timestamp = isoTimestampUtc();
    try {
        PeakBenchmarks bench(ctx, impl.registry.queue(idx), info, program, step);
        bench.bandwidth(peaks);
        bench.compute(peaks);
        bench.latency(peaks);
        if (hasTensorPeak(info)) {
            step(0.99, "TF32 tensor-core peak");
            measureTensorPeak(
                impl.registry.queue(idx), info,
                [&](const std::string& opts) { return program("peak_tensor.cl", opts); }, peaks);
        }
    } catch (const cl::Error& e) {
        throw openclFailure("measuring peaks", e.what(), e.err());
    }
    if (cancel.cancelled()) // the last step's kernels ran; the caller asked for nothing to be kept
        throw Error(ErrorKind::Cancelled, "cancelled");
    for (const auto& s : peaks.bandwidth)
        peaks.bandwidthGBs = std::max(peaks.bandwidthGBs, s.value);
    for (const auto& s : peaks.copy)
        peaks.copyGBs = std::max(peaks.copyGBs, s.value);
    for (const auto& s : peaks.compute)
        peaks.computeGflops = std::max(peaks.computeGflops, s.value);
    if (progress)
        progress(1.0, "peaks measured");

    // A failed write loses only the cache: the figures are returned, the failure kept for the caller.
    impl.peaksCacheError.clear();
    try {
        storePeaksInCache(peaks);
    } catch (const Error& e) {
        impl.peaksCacheError = e.what();
    }
    return peaks;
}

std::optional<DevicePeaks> Engine::cachedPeaks(int p, int d) const
{
    const DeviceInfo& info = impl_->registry.infos()[impl_->resolve(p, d)];
    for (const auto& line : readPeaksCacheLines()) {
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
