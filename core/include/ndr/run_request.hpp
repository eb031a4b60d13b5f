#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/gemm_params.hpp"
#include "ndr/local_size.hpp"

namespace ndr {

// Host buffer strategy for A and B (seed 003): copy = CL_MEM_COPY_HOST_PTR at creation,
// use = CL_MEM_USE_HOST_PTR (zero-copy where the device shares host memory),
// alloc = CL_MEM_ALLOC_HOST_PTR followed by an explicit clEnqueueWriteBuffer.
enum class BufferMode { Copy, Use, Alloc };

std::string toString(BufferMode m);
// Throws ndr::Error(InvalidInput) for anything but copy|use|alloc.
BufferMode parseBufferMode(const std::string& text);

// How commands are spread over queues. InOrder: one in-order queue, each command
// waited for in turn (the classic course setup). OutOfOrder: one queue with
// CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE; TwoQueues: transfers on queue 1, kernels on queue 0.
// In both, only event wait lists order the commands, so independent ones may overlap.
enum class QueueMode { InOrder, OutOfOrder, TwoQueues };

std::string toString(QueueMode m);
// Accepts inorder|ooo|two; throws ndr::Error(InvalidInput) for anything else.
QueueMode parseQueueMode(const std::string& text);

// The largest N a request may ask for (ndrange-bench --n): 2^31. The engine refuses what its
// kernels cannot index (a skipped run), so only a run that never ran carries an N this large.
inline constexpr std::size_t kMaxRequestN = std::size_t(1) << 31;

// Repetitions until the median kernel time is known well enough (--target-ci): after the
// request's reps, more until the 95 % interval's half-width is within `halfWidth` of the median
// (0.02: ±2 %), or until `maxReps` timed repetitions or `maxSeconds` of them have run.
struct CiTarget {
    double halfWidth = 0.02;
    int maxReps = 1000;
    double maxSeconds = 60;
};

struct RunRequest {
    int platformIndex = -1; // -1,-1: default device (first GPU, else first device)
    int deviceIndex = -1;
    std::string variant;
    std::size_t n = 0;
    LocalSize local; // automatic: the variant picks a valid size for the device
    BufferMode buffers = BufferMode::Copy;
    QueueMode queues = QueueMode::InOrder;
    int warmup = 1;
    int reps = 5;
    std::uint32_t seed = 42;
    bool measureCpu = true; // time the sequential triple loop (cached per N, N <= cpuLimitN)
    bool verify = true;
    // Tunable variants (register_blocked, vectorized, double_buffered): explicit parameters win;
    // without them, when useTunedParams is set, the tuning cache's entry for (device, driver,
    // variant), else the shipped parameter database's entry for the device, its vendor and type,
    // or its type; else the variant's default, or the first valid seed configuration if the
    // default does not fit the device (gemm_resolve.hpp). Ignored by other variants.
    std::optional<GemmParams> gemm;
    bool useTunedParams = true;
    // Watchdog: the longest the engine waits for one command (a kernel launch, a copy) before it
    // abandons the run with an error. OpenCL cannot stop a running kernel; see docs/user-kernels.md.
    double timeoutS = 60;
    std::optional<CiTarget> targetCi; // none: exactly `reps` timed repetitions
};

// Cartesian product variants × sizes × local sizes; invalid combinations are reported and skipped.
// Library variants (clblast) choose their own work-groups: they run once per size, and their
// rows report the local size as not applying (LocalSize::notApplicable).
struct SweepRequest {
    RunRequest base; // device, buffers, warm-up, reps, seed
    std::vector<std::string> variants;
    std::vector<std::size_t> sizes;
    std::vector<LocalSize> locals; // empty: automatic for each variant
};

} // namespace ndr
