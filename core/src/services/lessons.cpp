// The lesson table: the course's claims (../shared/seeds), their figures and the runs that test
// them. Data only; lesson_runner.cpp measures them.
#include "ndr/lessons.hpp"

namespace ndr {

namespace {

LessonRun matmul(const char* variant, LocalSize local = LocalSize::of2D(16, 16), std::size_t n = 512)
{
    return {variant, n, local, BufferMode::Copy};
}

LessonRun vector(const char* variant, std::size_t n = std::size_t(1) << 22)
{
    return {variant, n, LocalSize::automatic(), BufferMode::Copy};
}

// Why a GPU with large caches, or a CPU (PoCL), narrows the gaps the course measured on a 2011 GPU.
const char* kGpuCaches =
    "This GPU's L1 and L2 caches already serve the simple kernel's repeated reads, so what the course "
    "saved by hand (on a 2011 GPU with small caches) the hardware mostly saves here.";
const char* kCpuCaches =
    "A CPU's caches already serve the simple kernel's repeated reads, and PoCL runs a work-group's "
    "items as loops on one core, so what the course saved by hand the hardware mostly saves here.";

// What matters for GEMM on a CPU (cpu_blocked against the GPU-shaped double_buffered).
Lesson cpuGemmLesson()
{
    return {"cpu-gemm-blocking",
            "On a CPU, GEMM built like a BLAS (explicit vectors, register blocks, cache blocks, packed panels, one "
            "work-item per core-sized tile) is several times faster than the GPU-shaped kernels tuned past seed 004.",
            "beyond seed 004 (BLIS and OpenBLAS practice)",
            "no figure in the course, which targets GPUs; OpenBLAS on the same 2-core EPYC: 254-258 GFLOP/s",
            "the CI machine's AMD EPYC (AVX2)",
            std::nullopt,
            LessonRun{"double_buffered", 512, {}, BufferMode::Copy},
            LessonRun{"cpu_blocked", 512, {}, BufferMode::Copy},
            2.0,
            "What matters on a CPU core: explicit float8/float16 vectors, so each multiply-add is one AVX "
            "instruction on a whole register; register blocks (6 x 16 results in 12 of AVX2's 16 vector registers), "
            "so each load feeds several FMAs; cache blocks and packed panels, so those loads come from L1 and L2 in "
            "order. What does not: the local size, which the GPU kernels tune - PoCL runs a work-group as a loop on "
            "one core, and once that loop is vectorised a larger group only changes its bounds; cpu_blocked uses "
            "groups of one work-item.",
            "A GPU needs tens of thousands of work-items in flight to hide its latencies; one work-item per tile "
            "leaves most of it idle, so the GPU kernels win there.",
            "The CPU kernel's shape did not fit this CPU: try ndrange-bench tune --variant cpu_blocked (the register "
            "block must fit its vector registers: 16 with AVX2, 32 with AVX-512)."};
}

std::vector<Lesson> makeLessons()
{
    std::vector<Lesson> v;
    v.push_back({"tiled-vs-naive",
                 "Tiles of A and B in local memory make the matrix product much faster than the naive kernel.",
                 "seed 000 sample 06", "naive vs tiled at N = 512: 10.6× faster", "the author's GPU", 10.6,
                 matmul("naive"), matmul("tiled"), 2.0,
                 "Each tile is read from global memory once and then shared by the 16×16 work-items of a group: "
                 "16 times less global traffic for B.",
                 kGpuCaches,
                 std::string(kCpuCaches) + " Local memory is ordinary memory on a CPU, and the barriers cost time."});
    v.push_back({"private-row-of-a",
                 "Copying the work-item's row of A into private memory speeds up a row-per-work-item kernel.",
                 "seed 002 exercise 7", "C row per work-item 4.2 → A row private 8.6 GFLOP/s: 2.05×", "Tesla M2090",
                 8584.3 / 4195.8, matmul("row", LocalSize::of1D(16)), matmul("row_private", LocalSize::of1D(16)), 1.2,
                 "The row of A is read from global memory once per work-item instead of once per column of C.",
                 std::string(kGpuCaches) + " The compiler may also keep the row in registers on its own.",
                 std::string(kCpuCaches) + " The compiler may also keep the row in registers on its own."});
    v.push_back(
        {"local-column-of-b", "Sharing each column of B through local memory helps the row kernel further.",
         "seed 002 exercise 8",
         "A private 8.6 → + B column local 8.2 GFLOP/s on the GPU (0.95×); 3.4 → 10.0 on a Xeon E5649 (2.97×)",
         "Tesla M2090 and Xeon E5649", 8181.9 / 8584.3, matmul("row_private", LocalSize::of1D(16)),
         matmul("row_private_local", LocalSize::of1D(16)), 1.1,
         "The work-items of a group share the column of B they all read, so each group reads it once.",
         "The course measured it slower on its GPU too: copying the column into local memory and the barriers cost what the shared reads save.",
         "On a CPU local memory is ordinary memory: the copy is extra work, and caches already share the column between the work-items of a core."});
    v.push_back(
        {"blocked-vs-rest", "The block-oriented kernel (blocks of A and B in local memory) beats every simpler kernel.",
         "seed 002 exercise 9", "blocked 119.3 GFLOP/s vs 8.6 for the best row kernel: 13.9× (cuBLAS: 283.4)",
         "Tesla M2090", 119304.6 / 8584.3, matmul("row_private", LocalSize::of1D(16)), matmul("blocked"), 2.0,
         "Blocks give every work-item the data reuse of the whole group, and the loads are coalesced.", kGpuCaches,
         std::string(kCpuCaches) + " The one-row-per-work-item kernels already stream through cache."});
    v.push_back(
        {"coalescing-bug",
         "Loading the blocks with the row and column indices swapped (uncoalesced) costs about half the speed.",
         "seed 002 appendix D", "77 GFLOP/s with the bug vs 119 without: 1.56×", "Tesla M2090", 119304.6 / 76695.8,
         matmul("blocked_uncoalesced"), matmul("blocked"), 1.2,
         "Neighbouring work-items read neighbouring addresses only in the fixed kernel, so a warp's loads "
         "combine into few memory transactions.",
         "This GPU's caches and memory system absorb part of the scattered loads.",
         "A CPU has no warps to coalesce for: each core reads its own cache lines, and the swapped indices cost little there."});
    v.push_back({"private-accumulator", "Accumulate in a private variable, not in global C.",
                 "seed 004 (\"global memory access is extremely slow\")", "no figure in the course (qualitative)", "",
                 std::nullopt, matmul("naive_global_acc"), matmul("naive"), 1.2,
                 "Every += on C[i][j] in global memory is a read and a write of global memory; a private sum lives "
                 "in a register.",
                 "The compiler kept C[i][j] in a register (nothing else writes it), which removes the difference.",
                 "The compiler kept C[i][j] in a register (nothing else writes it), and the caches absorb the rest."});
    v.push_back(
        {"copy-vs-use-host-ptr",
         "Buffers copied to the device (COPY_HOST_PTR) are faster for kernels than host memory used in place (USE_HOST_PTR).",
         "seed 003 examples 27 and 28", "USE slow, COPY fast (qualitative)", "a discrete GPU", std::nullopt,
         LessonRun{"naive", 512, LocalSize::of2D(16, 16), BufferMode::Use},
         LessonRun{"naive", 512, LocalSize::of2D(16, 16), BufferMode::Copy}, 1.2,
         "With USE_HOST_PTR a discrete GPU may read the host's memory across the bus during the kernel.",
         "The driver copies a USE_HOST_PTR buffer to the device before the kernel, so the kernel reads device memory in both modes; the cost moves to the transfer.",
         "On a CPU device host memory is device memory: both modes run the kernel on the same RAM."});
    v.push_back(
        {"padded-tiles", "Padding the local tiles by one column avoids bank conflicts.",
         "seed 004 (Avoid Bank Conflicts)", "\"no obvious improvements\" for this kernel (qualitative)",
         "the author's GPU", std::nullopt, matmul("tiled"), matmul("tiled_padded"), 1.05,
         "With the padded row, the work-items of a warp reading a column of the tile hit different banks.",
         "The course itself saw no gain here: broadcasts serve most of the tile's reads, and the padded row costs alignment.",
         "A CPU has no local-memory banks: the padding only changes the stride through cache."});
    v.push_back(
        {"two-phase-reduction",
         "A tree reduction in work-groups, with the partial sums added on the host, is far faster than one work-item summing everything.",
         "seed 000 sample 05", "4M floats, 16,384 partial sums (qualitative: \"zero speedup\" for the serial sum)",
         "the author's GPU", std::nullopt, vector("reduce_serial"), vector("reduce_two_phase"), 2.0,
         "All work-items add at once: log2(local size) steps per group instead of N sequential additions.",
         "Launch overhead dominates at small N.",
         "A CPU device has few cores, and one work-item's loop is vectorised: the tree's parallelism buys at most the number of cores."});
    v.push_back({"fused-vector-add", "Computing d = a + b + c in one kernel beats chaining two vector adds.",
                 "seed 002 exercises 2 and 3", "no figure in the course (qualitative)", "", std::nullopt,
                 vector("vadd3_chained"), vector("vadd3_fused"), 1.2,
                 "The chained version writes the intermediate sum to global memory and reads it back: 5 vectors of "
                 "traffic instead of 4, and two launches.",
                 "Launch overheads and caches can hide the extra pass at small N.",
                 "Caches can hide the extra pass at small N, and launches are cheap on a CPU."});
    v.push_back(cpuGemmLesson());
    return v;
}

} // namespace

const std::vector<Lesson>& lessons()
{
    static const std::vector<Lesson> table = makeLessons();
    return table;
}

const Lesson* findLesson(const std::string& name)
{
    for (const Lesson& l : lessons())
        if (l.name == name)
            return &l;
    return nullptr;
}

} // namespace ndr
