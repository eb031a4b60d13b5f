#include "ndr/catalogue.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"

#include <cmath>

#include "catalogue/catalogue_gemm.hpp"
#include "catalogue/catalogue_vector.hpp"
#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

using T = Variant::Traffic;

// Shared rules text: most 2-D variants guard their edges, so the global size is padded up.
const char* kPadded2D = "2-D: global = N x N, each rounded up to a multiple of the local size; items past N idle";
const char* kRows1D = "1-D: global = N rounded up to a multiple of the local size; one work-item per row of C";
const char* kAny2D = "any X x Y within the device and kernel work-group limits";
const char* kAny1D = "any X within the device and kernel work-group limits";
const char* kSquare = "square T x T; T becomes the tile size (-DTILE=T) and T*T must fit the work-group limits";

std::vector<Variant> build()
{
    std::vector<Variant> v;
    {
        Variant x;
        x.name = "naive";
        x.title = "Naive: one work-item per C(i,j)";
        x.kernelFile = "matmul_naive.cl";
        x.courseSource = "seed 000 sample 04; seed 002 exercise 5";
        x.lesson = "Each work-item computes one element of C as the dot product of a row of A and a column of B, "
                   "reading every operand from global memory: 2N loads for 2N flops, so the kernel is bound by "
                   "memory, not arithmetic (seed 000, sample 04; seed 002, exercise 5). Dimension 0 runs along "
                   "columns, so neighbouring work-items read neighbouring addresses of B and write neighbouring "
                   "elements of C - the coalesced layout. On modern GPUs the L1/L2 caches catch much of the reuse "
                   "the course expected to lose, so naive is faster than the 2011 slides suggest.";
        x.ndrangeRule = kPadded2D;
        x.localRule = kAny2D;
        x.definesText = "none";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::ElementNaive;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "naive_global_acc";
        x.title = "Naive, accumulating in global C";
        x.kernelFile = "matmul_naive_global_acc.cl";
        x.courseSource = "seed 004 (first program)";
        x.lesson = "The first program of seed 004 adds each product straight into C[row*N+col], a global-memory "
                   "read-modify-write on every step of the k-loop. Moving the running sum into a private "
                   "variable (the naive kernel) is the seed's first fix: it halved the time there. Compilers may "
                   "not keep C in a register for you because another work-item could alias it.";
        x.ndrangeRule = kPadded2D;
        x.localRule = kAny2D;
        x.definesText = "none";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::ElementNaiveGlobalAcc;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "row";
        x.title = "One work-item per row of C";
        x.kernelFile = "matmul_row.cl";
        x.courseSource = "seed 002 exercise 6";
        x.shape = NDRangeShape::Rows1D;
        x.lesson = "A 1-D NDRange with one work-item per row of C (seed 002, exercise 6). Each work-item does N "
                   "times more work, so there are N times fewer of them: at small N a GPU cannot fill its compute "
                   "units, and within a warp the work-items read B at the same addresses but A a whole row apart. "
                   "The slides measured it slightly faster than naive on a 2011 GPU; watch what your device does.";
        x.ndrangeRule = kRows1D;
        x.localRule = kAny1D;
        x.definesText = "none";
        x.defaultLocal = LocalSize::of1D(64);
        x.traffic = T::RowNaive;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "row_private";
        x.title = "Row per work-item, row of A in private memory";
        x.kernelFile = "matmul_row_private.cl";
        x.courseSource = "seed 002 exercise 7";
        x.shape = NDRangeShape::Rows1D;
        x.privateRowOfN = true;
        x.maxN = 4096;
        x.maxNReason = "its private float[N] row of A (16 KiB at N = 4096) is already far past any register file";
        x.lesson = "Each work-item first copies its row of A into a private array, then reuses it for every column "
                   "(seed 002, exercise 7). The slides' footnote is the lesson: N floats per work-item is far more "
                   "than a GPU's registers, so the compiler spills the array to (cached) global memory, and the "
                   "gain comes from the cache, not from private memory. The array is sized -DROW_LEN=N.";
        x.ndrangeRule = kRows1D;
        x.localRule = kAny1D;
        x.definesText = "ROW_LEN = N (private array length)";
        x.defaultLocal = LocalSize::of1D(64);
        x.traffic = T::RowPrivate;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "row_private_local";
        x.title = "Row per work-item, A private, B column in local memory";
        x.kernelFile = "matmul_row_private_local.cl";
        x.courseSource = "seed 002 exercise 8";
        x.shape = NDRangeShape::Rows1D;
        x.privateRowOfN = true;
        x.localRowOfN = true;
        x.maxN = 4096;
        x.maxNReason = "its private float[N] row of A (16 KiB at N = 4096) is already far past any register file";
        x.lesson = "Building on row_private, the work-group fetches each column of B into local memory once and "
                   "all its work-items share it (seed 002, exercise 8): global reads of B drop by the work-group "
                   "size. Two barriers per column keep the shared copy consistent, and padding work-items past N "
                   "must still reach them. Local memory holds N floats (-DROW_LEN=N plus a __local argument).";
        x.ndrangeRule = kRows1D;
        x.localRule = "any X within the work-group limits; N floats of local memory per work-group";
        x.definesText = "ROW_LEN = N; __local float[N] argument";
        x.defaultLocal = LocalSize::of1D(64);
        x.traffic = T::RowPrivateLocal;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "transposed";
        x.title = "B transposed on the host";
        x.kernelFile = "matmul_transposed.cl";
        x.courseSource = "seed 004 (memory coalescing)";
        x.transposeB = true;
        x.lesson = "Seed 004 uploads B^T so that each work-item reads both operands along contiguous rows. That "
                   "helps a CPU, where one work-item's loop walks a cache line. On a GPU the unit of memory access "
                   "is a warp of neighbouring work-items: with dimension 0 along columns they now read B^T a whole "
                   "row (N floats) apart, so this variant un-coalesces what naive had - measure both and see which "
                   "kind of device you are on. The seed's author saw no gain on Apple Silicon for the same reason.";
        x.ndrangeRule = kPadded2D;
        x.localRule = kAny2D;
        x.definesText = "none (host transposes B)";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::ElementNaive;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "tiled";
        x.title = "Local-memory tiles";
        x.kernelFile = "matmul_tiled.cl";
        x.courseSource = "seed 000 sample 06; seed 001; seed 003";
        x.squareTileLocal = true;
        x.lesson = "The work-group loads a TILE x TILE tile of A and of B into local memory together, one element "
                   "per work-item, waits at a barrier, and every work-item then reuses the tiles TILE times (seed "
                   "000, sample 06; seed 001). Global reads fall by a factor of TILE. The second barrier stops a "
                   "fast work-item from overwriting a tile others still read. Tiles at the edges are zero-filled, "
                   "so any N works. The tile is the local size, compiled in as -DTILE.";
        x.ndrangeRule = kPadded2D;
        x.localRule = kSquare;
        x.definesText = "TILE = local size";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::Tiled;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "tiled_padded";
        x.title = "Tiles with a padded row (bank conflicts)";
        x.kernelFile = "matmul_tiled_padded.cl";
        x.tilePad = 1;
        x.courseSource = "seed 004 (avoid bank conflicts)";
        x.squareTileLocal = true;
        x.lesson =
            "Local memory is split into banks (32 on NVIDIA, one 4-byte word each); work-items of a warp "
            "that hit different words of one bank are served one after another. The seed 004 kernel keeps B's tile "
            "transposed, so its inner loop reads down a column - addresses TILE words apart, all in the "
            "same bank when TILE is 32. Declaring the tiles TILE x (TILE+1) shifts each row by one bank. "
            "The plain tiled kernel reads along rows and has no conflict to remove.";
        x.ndrangeRule = kPadded2D;
        x.localRule = kSquare;
        x.definesText = "TILE = local size; local arrays TILE x (TILE+1)";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::Tiled;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "tiled_constant";
        x.title = "Tiles read from __constant memory";
        x.kernelFile = "matmul_tiled_constant.cl";
        x.courseSource = "seed 004 (using constant memory)";
        x.squareTileLocal = true;
        x.constantInputs = true;
        x.lesson = "The tiled kernel with A and B declared __constant (seed 004). Constant memory is a small cached "
                   "space designed for values every work-item of a warp reads at the same address (a broadcast); "
                   "here each work-item reads a different address, which constant caches serialise on many GPUs. "
                   "It only works while both matrices fit CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE (often 64 KiB on "
                   "GPUs, i.e. N <= 90), which is why real code keeps matrices in __global.";
        x.ndrangeRule = kPadded2D;
        x.localRule = kSquare;
        x.definesText = "TILE = local size";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::Tiled;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "blocked";
        x.title = "Exercise 9 blocked kernel (coalesced loads)";
        x.kernelFile = "matmul_blocked.cl";
        x.tileDefine = "BLK";
        x.exactMultiple = true;
        x.courseSource = "seed 002 exercise 9 and Appendix D (fixed)";
        x.squareTileLocal = true;
        x.lesson = "The course's blocked kernel (seed 002, exercise 9, as fixed in Appendix D): one work-item per "
                   "element of C, organised in BLK x BLK blocks staged in local memory. The fix was to index the "
                   "loads with the same pattern as the later reads, so that neighbouring work-items load "
                   "neighbouring addresses. Like the course code it has no edge handling, so N must be a "
                   "multiple of BLK; tiled is the same idea with zero-padded edges.";
        x.ndrangeRule = "2-D: global = N x N exactly; N must be a multiple of the block size";
        x.localRule = "square BLK x BLK (-DBLK) dividing N";
        x.definesText = "BLK = local size";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::Tiled;
        v.push_back(x);
    }
    {
        Variant x;
        x.name = "blocked_uncoalesced";
        x.title = "Exercise 9 blocked kernel, performance bug";
        x.kernelFile = "matmul_blocked_uncoalesced.cl";
        x.tileDefine = "BLK";
        x.exactMultiple = true;
        x.swappedLocalLoads = true;
        x.courseSource = "seed 002 Appendix D (performance bug)";
        x.squareTileLocal = true;
        x.lesson =
            "The performance bug of seed 002's Appendix D: the same blocked kernel, but the loads swap the local indices, so "
            "neighbouring work-items read addresses N floats apart. Every number still lands in the right "
            "place and the result verifies, yet on a GPU each load becomes its own memory transaction: the "
            "author measured 77 instead of 119 GFLOP/s on a Tesla M2090. On a CPU the bug is nearly "
            "invisible, which is how it slipped in - compare the two on both kinds of device.";
        x.ndrangeRule = "2-D: global = N x N exactly; N must be a multiple of the block size";
        x.localRule = "square BLK x BLK (-DBLK) dividing N";
        x.definesText = "BLK = local size";
        x.defaultLocal = LocalSize::of2D(16, 16);
        x.traffic = T::Tiled;
        v.push_back(x);
    }
    appendGemmVariants(v);
    for (auto& x : v)
        x.entryPoint = "mmul";
    appendVectorVariants(v);
    return v;
}

} // namespace

const std::vector<Variant>& catalogue()
{
    static const std::vector<Variant> c = build();
    return c;
}

const Variant* findVariant(const std::string& name)
{
    if (isUserVariantName(name)) // kernels the user loaded (user_kernel.hpp)
        return findUserVariant(name);
    for (const auto& v : catalogue())
        if (v.name == name)
            return &v;
    return nullptr;
}

std::vector<const Variant*> variantsOf(Workload w)
{
    std::vector<const Variant*> out;
    for (const auto& v : catalogue())
        if (v.workload == w)
            out.push_back(&v);
    return out;
}

std::string variantNames()
{
    std::string s;
    for (const auto& v : catalogue()) {
        if (!s.empty())
            s += ", ";
        s += v.name;
    }
    return s;
}

std::string tunableVariantNames(const std::string& separator)
{
    std::string s;
    for (const auto& v : catalogue())
        if (v.tunable)
            s += (s.empty() ? "" : separator) + v.name;
    return s;
}

void requireTunable(const std::string& variant, const std::string& what)
{
    const Variant* v = findVariant(variant);
    if (v && v->tunable)
        return;
    throw limitError(what + " applies to tunable GEMM variants only; '" + variant + "' is " +
                         (v ? "not tunable" : "not a known variant") + " (tunable: " + tunableVariantNames() + ")",
                     "tunable variant");
}

} // namespace ndr
