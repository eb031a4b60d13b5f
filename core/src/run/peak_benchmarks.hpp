#pragma once
// The micro-benchmarks behind Engine::measurePeaks (engine internals).
#include <CL/opencl.hpp>

#include <functional>
#include <string>

#include "ndr/device_info.hpp"
#include "ndr/peaks.hpp"

namespace ndr {

// Runs the bandwidth, compute and latency kernels on one device's context and profiling queue
// and fills a DevicePeaks. Each benchmark step announces itself through `step` (which may throw
// to cancel); OpenCL failures surface as cl::Error, a wrong sum from the read kernel as Error.
class PeakBenchmarks {
public:
    using ProgramFn = std::function<cl::Program(const char* file, const std::string& options)>;
    using StepFn = std::function<void(double fraction, const std::string& what)>;

    PeakBenchmarks(const cl::Context& ctx, const cl::CommandQueue& queue, const DeviceInfo& info, ProgramFn program,
                   StepFn step);

    // Read and copy bandwidth per vector width, over one buffer of peakBufferBytes().
    void bandwidth(DevicePeaks& out);
    // FP32 FMA throughput per vector width: the best of a search over independent chains per
    // work-item and local sizes (kPeakFirstChains … kPeakSearchBudgetS in peaks.hpp).
    void compute(DevicePeaks& out);
    // QUEUED -> START and START -> END of an (almost) empty kernel.
    void latency(DevicePeaks& out);

private:
    // Shortest START -> END of `reps` launches after one warm-up launch, in ms.
    double bestMs(const cl::Kernel& k, std::size_t global, std::size_t local, int reps);
    // The mean kernel time (START to END) of `reps` launches after one warm-up.
    double meanMs(const cl::Kernel& k, std::size_t global, std::size_t local, int reps);
    void announce(const std::string& what);
    // Whether `local` work-items per group fit the device and divide `items`.
    bool localFits(std::size_t local, std::size_t items) const;
    // GFLOP/s of the FMA-chain kernel with vw-wide vectors and `chains` chains per work-item, best
    // of kComputeReps launches of `items` work-items; 0 when the compiled kernel cannot take `local`.
    double fmaGflops(int vw, int chains, std::size_t local, std::size_t items, const cl::Buffer& sink);
    // The read kernel stored FETCHES x VW in every one of `items` outputs (the input is all 1.0f).
    void checkSums(const cl::Buffer& sums, std::size_t items, int vw, const char* kernel);

    cl::Context ctx_;
    cl::CommandQueue queue_;
    const DeviceInfo& info_;
    ProgramFn program_;
    StepFn step_;
    std::size_t local_ = 1;
    int done_ = 0;
};

} // namespace ndr
