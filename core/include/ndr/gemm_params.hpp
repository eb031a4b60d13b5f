#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/errors.hpp"

namespace ndr {

struct DeviceInfo;
struct Variant;

// The -D parameters of the register-blocked GEMM kernels (register_blocked, vectorized,
// double_buffered), named like CLBlast's xgemm: a work-group computes an MWG x NWG tile of C
// (MWG rows, NWG columns) in KWG-deep steps; its NDIMC x MDIMC work-items (local size X x Y)
// each hold MWI x NWI = (MWG/MDIMC) x (NWG/NDIMC) results in registers; VW is the vector width
// of global and local loads (1, 2 or 4).
struct GemmParams {
    int mwg = 64, nwg = 64, kwg = 16;
    int mdimc = 16, ndimc = 16;
    int vw = 1;

    int mwi() const { return mdimc ? mwg / mdimc : 0; }
    int nwi() const { return ndimc ? nwg / ndimc : 0; }
    int threads() const { return mdimc * ndimc; }
    // Floats of local memory one tile set needs (A and B tiles, one buffer).
    std::uint64_t localFloats() const { return std::uint64_t(mwg + nwg) * std::uint64_t(kwg); }
    // Private floats a work-item keeps live in the inner loop: accumulators plus one column of A
    // and one row of B (the compiler's register estimate, before addresses and the staging loads).
    int privateFloats() const { return mwi() * nwi() + mwi() + nwi(); }

    // "MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4" (the CLI and cache form).
    std::string toString() const;
    // Parses the toString() form (any order, every key once, commas or spaces between);
    // throws Error(InvalidInput) naming the bad key or value.
    static GemmParams parse(const std::string& text);
    // The -D options the kernels are compiled with.
    std::string defines() const;
    bool operator==(const GemmParams&) const = default;
};

// Private floats per work-item above which a configuration is refused before compiling: NVIDIA
// allows 255 registers per work-item, and addresses, indices and the staged loads need about 50.
constexpr int kMaxPrivateFloats = 200;
// The same for the CPU kernel (Variant::packedPanels), whose register block lives in vector
// registers: AVX-512 has 32 of 16 floats; a larger block spills on every CPU.
constexpr int kMaxCpuPrivateFloats = 512;
// Error::limit() of a configuration refused for the register estimate above.
constexpr const char* kPrivateFloatsLimit = "private floats per work-item";
// Error::limit() of a shape refused on PoCL because its code generator crashes on it.
constexpr const char* kPoclQuirkLimit = "PoCL code generator";
// Local memory left free for the compiler's own use when checking a configuration.
constexpr std::uint64_t kLocalMemReserve = 1024;

// Why `p` cannot run `variant` on `device` (empty string: valid). Checks the divisibility rules
// of the kernels, the vector width the variant supports, the device's work-group and per-dimension
// limits, its local memory (twice the tiles for double buffering) and the register estimate.
// Everything here is known before compiling; the compiled kernel's own CL_KERNEL_WORK_GROUP_SIZE
// is checked by the engine afterwards.
// gemmParamsError is the structured form: the input error naming the limit broken (its value and
// what `p` needs) where the reason is a device limit, nullopt when valid.
std::string checkGemmParams(const Variant& variant, const GemmParams& p, const DeviceInfo& device);
std::optional<Error> gemmParamsError(const Variant& variant, const GemmParams& p, const DeviceInfo& device);

// Bytes of local memory the kernel of `variant` declares for `p` (both buffers, with padding).
std::uint64_t gemmLocalBytes(const Variant& variant, const GemmParams& p);

// Which kernel the tensor variants (tf32_tensor, fp32_tensor) compile for a configuration on a
// device. MmaSync everywhere they run (compute capability 8.0 on); on compute capability 9.0,
// when the tile fits warpgroups of 128 work-items side by side along n, one 64-column block each
// (kernels/parts/tensor_wgmma.clh), the warpgroup kernel (wgmma). Its steps of 16 or 8 k are
// staged through registers (Warpgroup); 32-deep steps are copied straight into local memory,
// four stages deep: by every work-item with cp.async for tf32_tensor (CopyStages), by a producer
// warpgroup of its own for fp32_tensor (WarpSpecialised). tf32_tensor's 32-deep tiles, where the
// device has tensor maps (DeviceInfo::nvTensorMaps), take the
// tensor-memory accelerator instead (TensorMemory): a first kernel rounds B to TF32 transposed
// (and A, where N is no multiple of 32), and one work-item of an extra warp has the accelerator
// copy each step's tiles (kernels/parts/tensor_wgmma_tma.clh); MWG up to 256.
enum class TensorForm { MmaSync, Warpgroup, CopyStages, WarpSpecialised, TensorMemory };
TensorForm tensorForm(const Variant& variant, const GemmParams& p, const DeviceInfo& device);
// The -D switches of that kernel ("" for MmaSync), e.g. "-DTC_WGMMA=1 -DTC_REGSTAGE=1 -DTC_WGWAIT=1".
std::string tensorFormDefines(const Variant& variant, const GemmParams& p, const DeviceInfo& device);
// Rows of work-items the warp-specialised form adds to the NDIMC x MDIMC work-group (its producer
// warpgroup: 128 / NDIMC), the tensor-memory form likewise (its producer warp: 32 / NDIMC); 0 for
// the other forms.
int tensorExtraRows(const Variant& variant, const GemmParams& p, const DeviceInfo& device);
// Local memory the kernel declares for `p` on `device` (the warpgroup forms' stages included), and
// the most a work-group may use there: CL_DEVICE_LOCAL_MEM_SIZE, or for the warpgroup forms the
// multiprocessor's local memory less 1 KiB (227 KiB on the H100).
std::uint64_t gemmLocalBytes(const Variant& variant, const GemmParams& p, const DeviceInfo& device);
std::uint64_t gemmLocalLimit(const Variant& variant, const GemmParams& p, const DeviceInfo& device);

// Split-K of the warpgroup forms (TC_KSPLIT): slices of K whose work-groups add their sums into
// C's rows zeroed before the launch. The first W tile rows run whole and store their sums (the
// zeroing leaves their rows alone), the others in S slices (W = 0: every tile split); their
// work-groups come after the whole ones, so the slices fill the places the last wave leaves idle.
// The engine counts the places as the compute units times the work-groups one of them holds
// (warpgroupGroupsPerSm), times the launch with splitTime (a whole tile takes 1, a slice 1 / S +
// 0.05, the zeroing 0.1, nothing for fp32_tensor's tensor-memory tiles, whose rows tma_prep
// zeroes), and takes the (W, S) that runs shortest if that is at least 5 % shorter than the whole
// launch. Each slice keeps at least 20 steps of KWG (so that zeroing C and the
// atomic adds stay small against the slices' K loops), S is at most 8, and the work-items along y
// stay within N rounded up to the work-group's rows; never where the tiles fit one wave and share
// multiprocessors (a one-wave launch splits only tiles that hold a multiprocessor alone), never on
// the mma.sync form. With 2 slices the result does not depend on which adds first; with more, the
// order of the adds is not fixed. Measured on the H100: docs/gemm.md, "Split-K"; fp32_tensor's
// tensor-memory tiles weigh up to 5 slices of 7 steps or more and run at most 4 (docs/gemm.md,
// "C zeroed from the split rows").
struct KSplit {
    int slices = 1;
    // The tile rows (of MWG) the split covers: N / MWG rounded up, or down beside the strips (the
    // tiles inside C alone).
    std::size_t tileRows = 0;
    // Tile rows that run whole before the split ones; 0 with every row split.
    std::size_t wholeRows = 0;
    // Why, for the result's parameter note: "split K in 5 for the last 2 of 24 tile rows: 288
    // work-groups take 3 waves of 132 compute units x 1, 264 whole and 120 slices take about 2.2"
    // (in waves); empty without a split.
    std::string why;
    // The rule's estimate of the split it chose, costs included, in whole-tile times, which the
    // strips' rule (tensorEdges) and the wave fit weigh theirs against. fp32_tensor's tensor-memory
    // tiles run at most 4 slices at the whole rows the rule chose weighing up to 5: this is then the
    // estimate of the slices weighed, not of the `slices` that run (both measured on the H200 as
    // they are; docs/gemm.md, "C zeroed from the split rows").
    double weighedWaves = 0;
};
// For tf32_tensor's tensor-memory tiles that hold a multiprocessor alone, no split where the last
// wave is more than 0.4 full (its tiles over the places): there the slices cost about what they
// fill or more (measured on the H200: docs/gemm.md, "Splits and the last wave").
KSplit tensorKSplit(const Variant& variant, const GemmParams& p, const DeviceInfo& device, std::size_t n);
// Edge strips of the warpgroup forms (TC_EDGE): where N, no multiple of 4, lies rm <= 3 rows past a
// multiple of MWG and rn <= 3 columns past one of NWG, the kernel's launch holds only the whole tiles inside C and
// a second kernel of the program (edge_strips) computes the rm bottom rows and the rn right columns
// in FP32 on the ordinary cores, reading A or B once: an extra row or column of tiles would cost
// as much as a whole one, and one whose rows are off 16-byte boundaries loads element by element.
// Taken where the edge tiles add a wave of compute units to the launch and the strips, estimated
// at 0.05 waves plus N (13 (rm + rn) + 465) / (compute units x MWG x NWG)
// over Variant::tensorProducts (a third for fp32_tensor, whose tiles take three products), make
// the launch at least 5 % shorter than with edge tiles; the engine then splits no K but
// fp32_tensor's inside tiles (tensorEdges). Never on the mma.sync form. Measured on the H100:
// docs/gemm.md, "Edge strips".
// The tensor-memory form sums the strips in tma_prep (which reads A and B as it rounds them), at
// any N with rm and rn up to 32: for tiles that share a multiprocessor where they save a wave at
// 0.05 of one; for tiles that hold one alone where the inside tiles' waves (waveFitTime) and the
// strips,
// estimated at 0.05 plus N (18 (rm + rn) + 276 where tma_prep reads A for them alone) / (compute
// units x MWG x NWG) over the tensor products, come 2 % under the launch with edge tiles as
// waveFitEdgeTime weighs it. Measured on the H200: docs/gemm.md, "Wide strips".
struct EdgeStrips {
    std::size_t rows = 0; // rm: the bottom strip's rows (0: none)
    std::size_t cols = 0; // rn: the right strip's columns
    std::size_t groups = 0; // edge_strips' work-groups of kEdgeGroup (edgeStripGroups; 0: no strips)
    int sums = 0;           // the kernel's R (TC_EDGE): max(rm, rn) rounded up to 4
    // Why, for the result's parameter note: "the last 1 rows and 1 columns in FP32 strips: ..."
    std::string why;
    // The rule's estimate of the launch with the strips, in waves of the tile (whole waves on the
    // register-staged forms, partial ones by their fill on the tensor-memory form).
    double waves = 0;
    // The tensor-memory form of tf32_tensor: the multiplication's own work-groups compute the
    // strips after its tiles, tailUnits of them, where the tiles' last wave leaves enough
    // multiprocessors idle (kernels/parts/tensor_tail_strips.clh); else tma_prep sums them.
    bool inTail = false;
    std::size_t tailUnits = 0;
    // Whether waves weighs the last wave by its fill, as tensorKSplit's estimate does (tiles that
    // hold a multiprocessor alone, the strips summed in tma_prep or after the tiles).
    bool byFill = false;
    // The strips' own part of waves (their launch and products), beside the inside tiles'.
    double own = 0;
    bool taken() const { return groups > 0; }
};
// edge_strips' work-groups and their units (kernels/parts/tensor_edges.clh): the bottom strip's rm
// rows in units of kEdgeStripColumns columns over all N columns, then the right strip's rn columns
// in units of kEdgeStripRows rows over the N - rm rows above it (a multiple of MWG, so of 16).
constexpr std::size_t kEdgeGroup = 256;
constexpr std::size_t kEdgeStripColumns = 8;
constexpr std::size_t kEdgeStripRows = 16;
constexpr std::size_t edgeStripGroups(std::size_t n, std::size_t rm, std::size_t rn)
{
    return (rm > 0 ? (n + kEdgeStripColumns - 1) / kEdgeStripColumns : 0) + (rn > 0 ? (n - rm) / kEdgeStripRows : 0);
}
EdgeStrips tensorEdgeStrips(const Variant& variant, const GemmParams& p, const DeviceInfo& device, std::size_t n);
// What takes the edges of C past a warpgroup form's whole tiles: the strips where their rule takes
// them, else the split of K where its rule takes one (it splits the edge tiles with the others),
// else nothing (edge tiles). fp32_tensor's tiles that hold a multiprocessor alone weigh three
// plans by their estimates: the strips, the split of every tile (edge tiles too), and the strips
// beside a split of the inside tiles alone (the split's rule over the tiles inside C; `split` then
// holds it, with the strips). Measured on the H200: docs/gemm.md, "fp32_tensor's slices of K",
// "Slices beside the strips".
struct TensorEdges {
    EdgeStrips strips;
    KSplit split;
};
TensorEdges tensorEdges(const Variant& variant, const GemmParams& p, const DeviceInfo& device, std::size_t n);
// The share of its waves T work-groups fill on `slots` places that run one work-group each.
double waveFill(std::uint64_t workGroups, std::uint64_t slots);
// How long `whole` work-groups of length 1 followed by `slices` of length `sliceLength` take on
// `slots` places, each work-group starting on the place that frees first (in units of a whole one).
double splitTime(std::uint64_t whole, std::uint64_t slices, double sliceLength, std::uint64_t slots);
// Work-groups of a warpgroup form one multiprocessor holds at once (ndr::computeOccupancy), from
// its work-items, its local memory and the registers its kernel holds at the least (accumulators,
// fragments, staged chunks: the compiler's own come on top, so this is an upper bound); 0 for the
// mma.sync form or outside the occupancy model.
int warpgroupGroupsPerSm(const Variant& variant, const GemmParams& p, const DeviceInfo& device);

// Work-groups a configuration launches for an N x N product: ceil(N/MWG) * ceil(N/NWG).
std::uint64_t gemmWorkGroups(const GemmParams& p, std::size_t n);
// Its whole tiles inside C, those a launch holds where edge strips take the rest: floor(N/MWG) *
// floor(N/NWG).
std::uint64_t gemmInsideWorkGroups(const GemmParams& p, std::size_t n);

// Floats of the two panel buffers of a packedPanels variant: A's ceil(N/MWI) panels of MWI rows
// and B's ceil(N/NWI) panels of NWI columns, N values of k each (rows and columns past N zero).
std::uint64_t gemmPanelFloatsA(const GemmParams& p, std::size_t n);
std::uint64_t gemmPanelFloatsB(const GemmParams& p, std::size_t n);

// Global-memory bytes a register-blocked GEMM moves for an N x N product with `p` (its traffic
// model): each work-group reads its row panel of A and column panel of B once, so A travels
// ceil(N/NWG) times and B ceil(N/MWG) times, and C is written once. A packedPanels variant also
// reads A and B once and writes their panels once (the packing), and reads back and rewrites C
// once per KWG-deep pass after the first.
double gemmTrafficBytes(const Variant& variant, const GemmParams& p, std::size_t n);

// Whether tuned parameters, found by a tune at tunedAtN, should give way to `fallback` (what the
// lookup layers below them would use, resolveGemm) for a run at n: a tile tuned at a large N can leave most compute units idle
// at a small one (256x128 tiles give 32 work-groups at N = 1024 on a 132-SM H100). True when the
// tune was at a larger N, the tuned tile launches fewer work-groups than the device has compute
// units, and the fallback launches more. Explicit parameters are never second-guessed.
bool preferFallbackAtSmallN(const GemmParams& tuned, std::size_t tunedAtN, const GemmParams& fallback, std::size_t n,
                            unsigned computeUnits);

// Every combination of the tuner's parameter grid (valid or not), in a fixed order.
std::vector<GemmParams> gemmParameterGrid(const Variant& variant);
// The tuner's first stage: hand-picked configurations known to do well on GPUs and CPUs
// (CLBlast's defaults among them), in order of preference.
std::vector<GemmParams> gemmSeedSet(const Variant& variant);

} // namespace ndr
