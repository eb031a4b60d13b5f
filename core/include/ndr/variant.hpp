#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ndr/gemm_params.hpp"
#include "ndr/local_size.hpp"

namespace ndr {

enum class Workload { MatMul, Reduce, VAdd, Pi };
std::string toString(Workload w);
// Throws Error(InvalidInput) for anything but matmul|reduce|vadd|pi.
Workload parseWorkload(const std::string& text);

// How the host drives a 1-D (vector) workload's kernel(s).
enum class VectorScheme {
    None,            // matmul variants
    ReduceSerial,    // one work-item sums everything
    ReduceTwoPhase,  // one partial per group, the host adds the partials
    ReduceMultiPass, // the kernel is re-launched on its own partials until one value is left
    ReduceDevice,    // resident groups stride over the input; a 1-group launch folds the partials
    VAdd2,           // c = a + b
    VAdd3Chained,    // tmp = a + b; d = tmp + c as two kernel launches
    VAdd3Fused,      // d = a + b + c in one kernel
    PiPartials,      // midpoint-rule pi, group partials added on the host
};

// How the NDRange maps onto C: one work-item per element (2D) or per row (1D).
enum class NDRangeShape { Elements2D, Rows1D };

// One catalogue entry. Everything the engine needs to build, size, validate and account a
// variant is data here, so adding a variant is one .cl file plus one entry.
struct Variant {
    std::string name;  // CLI name, e.g. "tiled"
    std::string title; // short human title
    Workload workload = Workload::MatMul;
    std::string kernelFile; // file in kernels/
    std::string entryPoint; // kernel function name
    std::string lesson;     // one paragraph, citing its course source
    std::string courseSource;
    NDRangeShape shape = NDRangeShape::Elements2D;
    std::string ndrangeRule;
    std::string localRule;
    std::string definesText; // human description of the -D parameters

    // Behaviour.
    bool transposeB = false;      // host uploads Bᵀ
    bool squareTileLocal = false; // local must be T×T; compiled with -D<tileDefine>=T
    std::string tileDefine = "TILE";
    int tilePad = 0;                     // local tiles declared T×(T+tilePad), for the local-memory check
    bool exactMultiple = false;          // no edge handling: N must be a multiple of the local size
    bool swappedLocalLoads = false;      // tile loads index with (lx, ly) swapped (the work-group explorer's footprint)
    bool constantInputs = false;         // A and B bound as __constant
    bool localRowOfN = false;            // extra __local float[N] argument (B column shared)
    bool privateRowOfN = false;          // private float[N] per work-item; bounded by maxN
    bool zeroOutputBeforeLaunch = false; // C is filled with zeros before every launch (user kernels)
    std::size_t maxN = 0;                // 0 = no variant-specific bound
    std::string maxNReason;
    LocalSize defaultLocal; // preferred when the user gives none (clamped to the device)

    // Register-blocked GEMM kernels: compiled with GemmParams (-DMWG ... -DVW), which also fix the
    // local size (NDIMC x MDIMC). Tuned per device by ndr::Tuner; see gemm_params.hpp.
    bool tunable = false;
    int maxVectorWidth = 4;   // widest VW the kernel accepts (1, 2, 4; 16 for packedPanels)
    int localBuffers = 1;     // 2: double-buffered tiles (twice the local memory)
    GemmParams defaultParams; // used when neither the request nor the tuning cache gives any
    // The CPU kernel (cpu_blocked): one work-item computes a whole MWG x NWG tile of C, walking its
    // MDIMC x NDIMC register blocks of MWI x NWI in turn (local size 1 x 1, global
    // ceil(N/NWG) x ceil(N/MWG)). Before it, the kernels pack_a and pack_b of the same file copy A
    // and B into panels in two scratch buffers (gemmPanelFloats), as BLAS libraries pack theirs;
    // the kernel time runs from the first packing kernel's start to the multiply's end.
    bool packedPanels = false;
    // Runs a library instead of a kernel of ours (clblast): nothing to compile; the engine checks
    // availability (externalUnavailableReason) and times the call wall-clock.
    bool external = false;
    // An external variant that runs on the host CPU instead of through OpenCL (cblas): no device
    // buffers, no queue. Offered on CPU devices only (deviceUnavailableReason): the OpenCL CPU
    // device is the host's processor, so its runs are recorded under that device.
    bool onHost = false;
    // > 0: the kernel is inline PTX for NVIDIA GPUs of at least this compute capability (major),
    // offered only on such devices (deviceUnavailableReason) whose compiler builds it.
    int nvidiaComputeCapability = 0;
    // Multiplies TF32-rounded inputs (10 mantissa bits): verified with matmulTolerance(n, true).
    bool tf32 = false;
    // TF32 tensor-core products per product of A and B (tf32_tensor 1, fp32_tensor 3): the
    // roofline's compute roof for the variant is the device's tensor peak over this; 0 for the
    // variants that run on the FMA units.
    int tensorProducts = 0;

    // Vector workloads (reduce, vadd, pi): N is the element (or step) count.
    VectorScheme scheme = VectorScheme::None;
    int elementsPerItem = 1;      // elements one work-item loads (add_on_load: 2, pi: ITERS)
    bool powerOfTwoLocal = false; // halving trees need a power-of-two work-group

    // Global-memory traffic the kernel issues (bytes), for the effective GB/s column. The
    // catalogue documents each model next to the variant.
    enum class Traffic {
        ElementNaive,
        ElementNaiveGlobalAcc,
        RowNaive,
        RowPrivate,
        RowPrivateLocal,
        Tiled,           // matmul
        RegisterBlocked, // A read N/NWG times, B N/MWG times (filled in by the engine from the params)
        Stream1,         // reads N floats (reductions)
        Stream3,         // 2 reads + 1 write per element
        Stream4,         // 3 reads + 1 write
        Stream6,         // two chained 3-stream kernels
        None,            // not modelled: pi (compute only), clblast (the library's own kernels), user kernels
    };
    Traffic traffic = Traffic::ElementNaive;

    double flops(std::size_t n) const;
    double bytes(std::size_t n, const LocalSize& local) const;
    // false: no traffic model, so a run of this variant has no GB/s (an empty field, never 0).
    bool hasTrafficModel() const { return traffic != Traffic::None; }
    // The headline metric: GFLOP/s for matmul and pi, GB/s for the bandwidth workloads.
    bool reportsBandwidth() const { return workload == Workload::Reduce || workload == Workload::VAdd; }
};

// Largest |error| accepted against the double-precision CPU reference for inputs in [-1, 1]:
// FP32 2e-6 * N (at least 1e-5); TF32 inputs add 6 * 2^-11 * sqrt(2N/3) (docs/gemm.md derives both).
double matmulTolerance(std::size_t n, bool tf32 = false);
// The rule above as text, e.g. "2e-6*N + 6*2^-11*sqrt(2N/3) (TF32 inputs)".
std::string matmulToleranceRule(bool tf32);

} // namespace ndr
