#pragma once
// The GEMM auto-tuner: searches the parameters of a tunable variant (register_blocked,
// vectorized, double_buffered, tf32_tensor) on one device, the way CLBlast's tuner does: a fixed seed set
// first, then random samples of the remaining valid space up to a budget. Every candidate is
// checked before compiling (gemm_params.hpp: divisibility, work-group, local memory and register
// limits), compiled, run and verified against the CPU reference; only verified candidates can be
// best. The best is stored in the tuning cache and used by default for later runs of that
// variant on that device and driver.
//
// Before the search one small seed is compiled to learn CL_KERNEL_WORK_GROUP_SIZE (NVIDIA: 256 on
// a device reporting 1024), so no candidate above it is proposed.
//
// Every candidate runs in the kernel runner, a child process (Engine::runIsolated): a candidate
// that crashes the OpenCL driver (docs/pocl-crash.md) or hangs is recorded as a failed candidate
// and the search goes on.
//
// Use from a GUI: call tune() on a worker thread; onCandidate fires on that thread after each
// candidate (with the best so far) — forward it with a queued signal; cancel through the token
// (takes effect between candidates, or between repetitions of the one running).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ndr/cancel_token.hpp"
#include "ndr/engine.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/tuning_cache.hpp"

namespace ndr {

struct TuneRequest {
    int platformIndex = -1, deviceIndex = -1; // -1,-1: the engine's default device
    std::string variant = "vectorized";       // a tunable variant
    std::size_t n = 1024;                     // matrix order the candidates are timed at
    int budget = 30;                          // random candidates after the seed set (0: seeds only)
    int maxSeeds = -1;                        // stage 1 limited to the first maxSeeds valid seeds (-1: all)
    int maxTile = 0;                          // search only MWG, NWG <= maxTile (0: the whole grid)
    std::uint32_t seed = 1;                   // of the random sampling (reproducible searches)
    int warmup = 1, reps = 3;                 // per candidate; the median kernel time ranks them
    bool store = true;                        // write the best into the tuning cache
    // Test seam: the kernel runner of the candidate with this index (0-based, in the order tried)
    // crashes with SIGSEGV once the kernel is built, as a miscompiled kernel would (-1: none).
    int crashCandidate = -1;
};

struct TuneCandidate {
    int index = 0;            // 0-based, in the order tried
    bool fromSeedSet = false; // stage 1 (seed set) or stage 2 (random sample)
    GemmParams params;
    bool ok = false; // compiled, ran and verified
    double gflops = 0, medianMs = 0;
    std::string error;               // why not ok: build log, kernel limit, verification failure, a crash
    bool offerOclgrindCheck = false; // the candidate crashed or hung its kernel runner (Error::offersOclgrindCheck)
};

struct TuneResult {
    std::string device, driver, variant;
    std::size_t n = 0;
    std::size_t gridSize = 0;             // combinations in the parameter grid
    std::size_t validSize = 0;            // of those, valid on this device before compiling
    std::size_t kernelWorkGroupLimit = 0; // CL_KERNEL_WORK_GROUP_SIZE of the probe kernel (0: none)
    std::vector<TuneCandidate> candidates;
    std::optional<TuneCandidate> best;
    bool cancelled = false;
    bool stored = false; // best written to the cache (not on cancel, not without a best)
};

// After each candidate: the candidate, and the best verified one so far (nullptr if none yet).
using CandidateFn = std::function<void(const TuneCandidate& candidate, const TuneCandidate* best)>;

class Tuner {
public:
    // The engine is borrowed (one call at a time, like every Engine call); cache: where the best
    // parameters go (the user's config directory by default).
    explicit Tuner(Engine& engine, TuningCache cache = TuningCache());

    // Blocking. Throws Error(InvalidInput) for an unknown or non-tunable variant, a bad device,
    // N < 1 or a negative budget; candidate failures are recorded, not thrown. Cancel returns the
    // candidates finished so far with cancelled = true.
    TuneResult tune(const TuneRequest& request, const CancelToken& cancel = {}, const ProgressFn& progress = {},
                    const CandidateFn& onCandidate = {});

    // The candidates tune() would try, in order (valid seeds, then the random sample), before
    // its probe compile: tune() also drops those above the compiled kernel's work-group limit.
    std::vector<GemmParams> plan(const TuneRequest& request) const;

    const TuningCache& cache() const { return cache_; }

private:
    struct Stages {
        std::vector<GemmParams> seeds, random;
    };
    Stages stages(const TuneRequest& request, std::size_t kernelWgLimit) const;
    std::size_t probeKernelLimit(const TuneRequest& request) const;

    Engine& engine_;
    TuningCache cache_;
};

} // namespace ndr
