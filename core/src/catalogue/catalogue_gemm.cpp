#include "catalogue/catalogue_gemm.hpp"

namespace ndr {

namespace {

const char* kGemmNDRange = "2-D: global = ceil(N/NWG)*NDIMC x ceil(N/MWG)*MDIMC; each work-item computes "
                           "(MWG/MDIMC) x (NWG/NDIMC) elements of C";
const char* kGemmLocal = "NDIMC x MDIMC, fixed by the parameters (tuned per device: ndrange-bench tune)";
// The tensor-core variants (tf32_tensor, fp32_tensor): one kernel, warps of 8 x 4 work-items.
const char* kTensorNDRange = "2-D: global = ceil(N/NWG)*NDIMC x ceil(N/MWG)*MDIMC; the work-items form warps of "
                             "8x4, a (MDIMC/8) x (NDIMC/4) grid of warps each computing (8*MWI) x (4*NWI) elements "
                             "of C";
const char* kTensorDefines = "MWG, NWG, KWG (multiple of 8), MDIMC (multiple of 8), NDIMC (multiple of 4), VW; "
                             "MWG/MDIMC and NWG/NDIMC even";

// The CPU kernel (kernels/matmul_cpu_blocked.cl): packed panels, one work-item per tile.
Variant cpuBlockedVariant()
{
    Variant x;
    x.name = "cpu_blocked";
    x.title = "CPU GEMM as BLAS builds it: packed panels, cache and register blocks";
    x.kernelFile = "matmul_cpu_blocked.cl";
    x.courseSource = "beyond seed 004 (which targets GPUs); BLIS's and OpenBLAS's CPU GEMM";
    x.tunable = true;
    x.packedPanels = true;
    x.maxVectorWidth = 16;
    x.defaultParams = {96, 256, 256, 16, 16, 16};
    x.lesson = "What a CPU needs is not what the GPU kernels past seed 004 give it. A CPU core runs a work-group as a "
               "loop, so cpu_blocked gives each work-item a whole MWG x NWG tile of C (local size 1, one tile per "
               "core at a time) and computes it the way BLIS and OpenBLAS do. First two packing kernels copy A and "
               "B into panels - MWI rows of A and NWI columns of B, each k-major - so that every later load walks "
               "memory in order. Then the tile is done in KWG-deep passes (a cache block: one B micro-panel stays "
               "in L1 while the A micro-panels stream past from L2), each pass a loop over register blocks of MWI "
               "x NWI results held in explicit float8 or float16 vectors (VW): per k, NWI/VW vector loads of B, MWI "
               "broadcasts of A, and MWI x NWI/VW fused multiply-adds that the compiler maps one to one onto AVX2 "
               "or AVX-512 instructions. 6 x 16 is BLIS's AVX2 block (12 of the 16 vector registers). The local "
               "size, which the GPU kernels tune, does not matter here. The kernel time includes the packing.";
    x.ndrangeRule = "2-D: global = ceil(N/NWG) x ceil(N/MWG), one work-item per MWG x NWG tile of C; before it "
                    "pack_a and pack_b on ceil(N/KWG) x ceil(N/MWI) and ceil(N/KWG) x ceil(N/NWI)";
    x.localRule = "1 x 1 (one work-item per tile)";
    x.definesText = "MWG, NWG (tile of C per work-item), KWG (depth of a pass), MDIMC, NDIMC (register blocks "
                    "of MWG/MDIMC x NWG/NDIMC per tile), VW = 1|2|4|8|16 (vector width; NWG/NDIMC a multiple)";
    x.traffic = Variant::Traffic::RegisterBlocked;
    return x;
}

// The host's CBLAS (OpenBLAS), the yardstick on CPU devices.
Variant cblasVariant()
{
    Variant x;
    x.name = "cblas";
    x.title = "CBLAS SGEMM on the host CPU (OpenBLAS: the line to beat on a CPU)";
    x.kernelFile = "";
    x.courseSource = "the system's CBLAS (Debian: OpenBLAS, libopenblas0-pthread), loaded at run time";
    x.external = true;
    x.onHost = true;
    x.lesson = "The BLAS a CPU user would call, as the yardstick on a CPU device for cpu_blocked and the whole "
               "ladder from seed 004's tiled kernels on: cblas_sgemm (row-major, no transposes) of the system's "
               "CBLAS - OpenBLAS where installed, else BLIS or the system's libblas.so.3 - on the same A and B, "
               "verified like every variant. It runs "
               "on the host, not through OpenCL: timed with the host clock around the call alone, with all the "
               "threads the library chooses (OPENBLAS_NUM_THREADS sets them), so it is offered only on CPU "
               "devices, which are that host processor, and its runs are recorded under the device. Loaded with "
               "dlopen; install libopenblas0-pthread (Debian) to enable it.";
    x.ndrangeRule = "none (a host library call)";
    x.localRule = "none (the library's own threads)";
    x.definesText = "none (library)";
    x.traffic = Variant::Traffic::None;
    return x;
}

} // namespace

void appendGemmVariants(std::vector<Variant>& v)
{
    const std::size_t first = v.size();
    {
        Variant x;
        x.name = "register_blocked";
        x.title = "Register blocking: a block of C per work-item";
        x.kernelFile = "matmul_register_blocked.cl";
        x.courseSource = "beyond seed 004 (which stops at local memory and bank conflicts); CLBlast xgemm";
        x.tunable = true;
        x.maxVectorWidth = 1;
        x.defaultParams = {64, 64, 16, 16, 16, 1};
        x.lesson =
            "Seed 004 ends at local memory and bank conflicts; this is the next step. The tiled kernel is limited by local memory: each multiply-add reads two floats "
            "from it. Here a work-group computes an MWG x NWG tile of C and each of its work-items keeps a "
            "(MWG/MDIMC) x (NWG/NDIMC) block of results in private registers. Per step of k a work-item reads "
            "one column of A's tile and one row of B's tile (MWI + NWI loads) and does MWI x NWI "
            "multiply-adds with them, so a 4x4 block needs 8 loads for 16 FMAs instead of 32. A's tile is "
            "stored transposed (k-major) in local memory so both reads walk along rows. Tile sizes and work "
            "per item are -D parameters; every load is guarded, so any N works.";
        x.ndrangeRule = kGemmNDRange;
        x.localRule = kGemmLocal;
        x.definesText = "MWG, NWG, KWG (tile of C and depth), MDIMC, NDIMC (work-items along M and N), VW = 1";
        x.traffic = Variant::Traffic::RegisterBlocked;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "vectorized";
        x.title = "Register blocking with float2/float4 loads";
        x.kernelFile = "matmul_vectorized.cl";
        x.courseSource = "beyond seed 004; CLBlast xgemm (VWM/VWN)";
        x.tunable = true;
        x.defaultParams = {128, 128, 16, 16, 16, 4};
        x.lesson =
            "register_blocked (the step after seed 004's tiles) with vector loads: global reads of A and B and local reads of the tiles move "
            "VW floats (float2 or float4) per instruction, a quarter of the load instructions at VW = 4. A "
            "work-item's rows and columns are interleaved in VW-wide groups, so neighbouring work-items "
            "read neighbouring vectors of local memory (no bank conflicts) and store neighbouring vectors "
            "of C. With 128 x 128 tiles and 8 x 8 results per work-item, each multiply-add needs a quarter "
            "of a float from local memory (one float4 load per 16 FMAs): arithmetic, not memory, "
            "becomes the limit. Vectors at the matrix edge, or "
            "when N is not a multiple of VW, fall back to guarded scalar loads.";
        x.ndrangeRule = kGemmNDRange;
        x.localRule = kGemmLocal;
        x.definesText = "MWG, NWG, KWG, MDIMC, NDIMC, VW = 1|2|4 (vector width of loads and stores)";
        x.traffic = Variant::Traffic::RegisterBlocked;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "double_buffered";
        x.title = "Double-buffered tiles (prefetch the next K-tile)";
        x.kernelFile = "matmul_double_buffered.cl";
        x.courseSource = "beyond seed 004; CLBlast xgemm (prefetching), CUDA SGEMM practice";
        x.tunable = true;
        x.localBuffers = 2;
        x.defaultParams = {128, 128, 16, 16, 16, 4};
        x.lesson =
            "vectorized with two local buffers per operand (beyond seed 004's single-buffered tiles). At the top of each K-step a work-item issues the "
            "global loads of the next tile into registers; they arrive while it does the multiply-adds on "
            "the current tile, and are then written to the other buffer. Global latency hides behind "
            "arithmetic, and one barrier per tile suffices instead of two, since the buffer being written "
            "was last read before the previous barrier. The price: twice the local memory and a few more "
            "registers per work-item, which the tuner weighs against larger tiles.";
        x.ndrangeRule = kGemmNDRange;
        x.localRule = kGemmLocal;
        x.definesText = "MWG, NWG, KWG, MDIMC, NDIMC, VW (as vectorized; local memory 2 x (MWG+NWG) x KWG floats)";
        x.traffic = Variant::Traffic::RegisterBlocked;
        v.push_back(x);
    }
    v.push_back(cpuBlockedVariant());
    {
        Variant x;
        x.name = "tf32_tensor";
        x.title = "TF32 tensor cores (NVIDIA, inline PTX mma.sync)";
        x.kernelFile = "matmul_tf32_tensor.cl";
        x.courseSource = "beyond seed 004; PTX ISA mma.sync.aligned.m16n8k8 .tf32 (NVIDIA sm_80+)";
        x.tunable = true;
        x.localBuffers = 2;
        x.nvidiaComputeCapability = 8;
        x.tf32 = true;
        x.tensorProducts = 1;
        x.defaultParams = {128, 128, 16, 16, 8, 4};
        x.lesson =
            "double_buffered's staging (beyond seed 004's tiles) feeding NVIDIA's tensor cores instead of FMAs: each warp issues "
            "mma.sync.aligned.m16n8k8 in inline PTX, a 16x8x8 block product per instruction with FP32 "
            "accumulation, reading its A fragments from the local tiles with ldmatrix and its B fragments "
            "with plain loads. The trade is precision for "
            "speed: the inputs are rounded to TF32 (10 mantissa bits instead of FP32's 23), so each product "
            "carries a relative error up to 2^-10 and the result drifts from the FP32 reference like "
            "2^-11*sqrt(N) rather than FP32's N*2^-24 - about a thousand times larger at N = 4096, still "
            "far below what a wrong index gives. It is verified with that wider tolerance (shown next to "
            "FP32's in the run output). Measured on an H100 at N = 8192 with mma.sync: 152 TFLOP/s against "
            "FP32 double_buffered's 47, with a max |error| of 0.035 against FP32's 0.00047 (cuBLAS in TF32: "
            "0.041); on an H200 with Hopper's wgmma fed by the tensor-memory accelerator: 368 TFLOP/s "
            "(cuBLAS in TF32: 387), max |error| 0.036. fp32_tensor buys the precision back with three "
            "products instead of one. Only NVIDIA "
            "GPUs of compute capability 8.0 or newer run it; elsewhere it is listed as unavailable.";
        x.ndrangeRule = kTensorNDRange;
        x.localRule = kGemmLocal;
        x.definesText = kTensorDefines;
        x.traffic = Variant::Traffic::RegisterBlocked;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "fp32_tensor";
        x.title = "FP32 accuracy from three TF32 tensor-core products (NVIDIA, 3xTF32)";
        x.kernelFile = "matmul_fp32_tensor.cl";
        x.courseSource = "beyond seed 004; tf32_tensor with split inputs (3xTF32), PTX mma.sync .tf32 (NVIDIA sm_80+)";
        x.tunable = true;
        x.localBuffers = 2;
        x.nvidiaComputeCapability = 8;
        x.tensorProducts = 3;
        x.defaultParams = {128, 128, 8, 16, 8, 4};
        x.lesson = "tf32_tensor's kernel (beyond seed 004's tiles) made accurate to FP32: each input is split into its "
                   "TF32 rounding (hi) and the rest (lo), and every product is computed as hi*hi + hi*lo + lo*hi - "
                   "three tensor-core mma's instead of one, the fourth term lo*lo being below FP32's precision. Each "
                   "step's three mma's start from zero and are added to the FP32 accumulators with an ordinary add, "
                   "because the tensor cores' own accumulation truncates and would bias a long running sum. It is "
                   "verified with FP32's tolerance. Measured on an H100 at N = 8192 with mma.sync: 63 TFLOP/s with a "
                   "max |error| of 0.0002 - faster than the FMA kernels (double_buffered 47) and cuBLAS in FP32 (51), "
                   "with a smaller error than both (0.00047, 0.00056); on an H200 with wgmma and the tensor-memory "
                   "accelerator (a first kernel splits A and B into hi and lo): 103 TFLOP/s, max |error| 0.0001, "
                   "against cuBLAS in FP32's 51 and 0.00056. Only NVIDIA GPUs of compute capability 8.0 or newer "
                   "run it.";
        x.ndrangeRule = kTensorNDRange;
        x.localRule = kGemmLocal;
        x.definesText = kTensorDefines;
        x.traffic = Variant::Traffic::RegisterBlocked;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "clblast";
        x.title = "CLBlast SGEMM (reference library)";
        x.kernelFile = "";
        x.courseSource = "CLBlast (github.com/CNugteren/CLBlast), loaded at run time";
        x.external = true;
        x.lesson =
            "The tuned OpenCL BLAS library as the yardstick for the ladder that starts at seed 004's tiled kernels: CLBlastSgemm (row-major, no transposes) on the same "
            "buffers, verified like every variant. CLBlast may enqueue helper kernels (pads, transposes) "
            "around its xgemm kernel and its event covers only the last one, so the call is timed on the "
            "host clock with clFinish before and after (profiled = false in the results). It is loaded with "
            "dlopen, so the studio runs without it; install libclblast1 (Debian) to enable it.";
        x.ndrangeRule = "chosen by CLBlast";
        x.localRule = "chosen by CLBlast (its own tuning database)";
        x.definesText = "none (library)";
        x.traffic = Variant::Traffic::None;
        v.push_back(x);
    }
    v.push_back(cblasVariant());
    // What a request without a local size gets with the default parameters (NDIMC x MDIMC),
    // shown by the studio and `variants`; tuned parameters may choose another.
    for (std::size_t i = first; i < v.size(); ++i)
        if (v[i].tunable)
            v[i].defaultLocal = v[i].packedPanels ? LocalSize::of2D(1, 1)
                                                  : LocalSize::of2D(std::size_t(v[i].defaultParams.ndimc),
                                                                    std::size_t(v[i].defaultParams.mdimc));
}

} // namespace ndr
