// When the warpgroup forms of the tensor variants leave the edges of C to FP32 strips
// (ndr::tensorEdgeStrips): a rule of the waves the edge tiles add, measured on the H100 and, for
// the tensor-memory form's strips summed in tma_prep, on the H200 (docs/gemm.md, "Edge strips",
// "Strips in the rounding kernel", "Wide strips"); tf32_tensor's strips go to the multiplication's
// own work-groups after its tiles where the tiles' last wave leaves room for them ("Strips in the
// last wave"). ndr::tensorEdges weighs them against the split of K ("fp32_tensor's slices of K").
#include <algorithm>
#include <cstdio>

#include "model/launch_bounds.hpp"
#include "model/wave_fit.hpp"
#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// The widest strip, the least gain against the launch with edge tiles, and the strips' estimated
// cost in waves: a fixed part (the second launch) and, per (compute units x MWG x NWG) / N, 13 per
// row or column of a strip (its FP32 products) and 465 for reading A and B once, over the tensor
// products per product of the variant. Fitted on the H100's 128 x 256 tiles: one row and column
// at N = 2049 took 27-38 us beside the tiles' wave of 137, four at 2052 5 us more. Wider strips
// (up to 8, which the kernel takes) lost against the split of the last wave there.
constexpr std::size_t kEdgeMaxWidth = 3;
constexpr double kEdgeGain = 0.05;
constexpr double kEdgeLaunchCost = 0.05;
constexpr double kEdgeProductCost = 13;
constexpr double kEdgeReadCost = 465;
// Summed in the tensor-memory form's tma_prep, which reads B (and A where it rounds it) anyway, up
// to 32 rows and columns (the kernel's widest TC_EDGE). For tiles that share a multiprocessor (near
// N = 1000, kernels of 40 us) they cost the launch alone where they save a wave (the H200, 64 x 128
// tiles, gemm-probe: 1028 51 -> 57 TFLOP/s, 1032 57 -> 66, 1036 53 -> 57, 1044 51 -> 59, 1052 58 ->
// 60). For tiles that hold one alone, per (compute units x MWG x NWG) / N, over the variant's
// tensor products, and 0.05 for edge_sums:
//  - tf32_tensor (its strips' products on the tensor cores; the partial sums written and added up
//    and the loads they hold cost the most): 4 per row or column up to 12 (tma_prep's work-groups
//    then take four blocks of k), 9 past 12, and 240 where tma_prep reads A for the strips alone;
//    past 12, a fixed part too, the time the tensor cores take for 1e7 products on a
//    multiprocessor (8 us on the H200) over a tile's. Fitted on the H200 (gemm-probe, 2026-11-29,
//    tma_prep against tma_prep without strips, 2060-6156, strips 4-28 wide), and the rule's choices
//    measured engine against engine at 24 sizes drawn at random from those whose plan it changes
//    (18 faster, by up to 9 %, 6 slower by 1-4 %; docs/gemm.md, "Strip products on the tensor
//    cores").
//  - fp32_tensor (FP32 products, one block): 18 per row or column up to 12 and 276 for A, fitted on
//    the H200 with FP32 products for tf32_tensor: 12 rows and columns at 3084 took 35 us with A read
//    for them, at 4620 46 us with A rounded anyway, 20 at 4628 88 us. Past 12, 36: the strips' sums
//    beside the tiles grow with them and slow the tiles down (the engine's trace at 1420 / 1436, 12
//    / 28 wide: tma_prep 6.5 / 16.1 us over 1408's, edge_sums 16.8 / 26.7 us beside the tiles, the
//    tiles 3.5 / 4.1 us slower). The 130 plans of 1000-8200 that change (the split of every tile or
//    edge tiles in place of strips 13-32 wide): 24 measured, +2.9 %, 19 faster (the engine against
//    the engine on the H200; 1436 +5.8 %, 2450 +8.6 %, 2840 +7.8 %; 1040 -3.5 %, 5389 -3.1 %).
// The edge tiles as waveFitEdgeTime weighs them.
constexpr std::size_t kPrepMaxSums = 32;
constexpr double kPrepGain = 0.02;
constexpr std::size_t kPrepNarrowWidth = 12;
constexpr double kPrepFixed = 1e7;
// Each variant's strips in tma_prep: a row or column up to kPrepNarrowWidth wide, one past it, and
// A's reading where tma_prep reads it for the strips alone.
struct PrepStripCosts {
    double narrowRow;
    double wideRow;
    double readA;
};
constexpr PrepStripCosts kPrepTf32 = {4, 9, 240};
constexpr PrepStripCosts kPrepFp32 = {18, 36, 276};
// tf32_tensor's strips computed by the multiplication's own work-groups after its tiles, where the
// multiprocessors the inside tiles' last wave leaves idle are at least the strips' units and the
// tile is at least 256 x 128 (kTailMinTileArea): a unit walks K over 64 columns or rows of C in
// about 0.55 us per 32 k on the H200 (gemm-probe: one more reading of A and B, and the products),
// within the time of such a tile but not of a 128 x 128 one (1153-1184 ran 2-9 % slower, their
// units 26 us against the tiles' 23). Taken where the rule above takes the
// strips, and weighed by its estimate: where the tail's lower cost let the wave fit change the
// tiles, eight of eleven sizes ran slower, by up to 10 % (3088).
constexpr double kTailMinTileArea = 256.0 * 128.0;

std::uint64_t wavesOf(std::uint64_t tiles, std::uint64_t units) { return (tiles + units - 1) / units; }

} // namespace

EdgeStrips tensorEdgeStrips(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    EdgeStrips none;
    if (d.computeUnits == 0 || p.mwg < 1 || p.nwg < 1 || n < std::size_t(p.mwg) || n < std::size_t(p.nwg))
        return none;
    const int perSm = warpgroupGroupsPerSm(v, p, d);
    if (perSm < 1)
        return none;
    const std::size_t rm = n % std::size_t(p.mwg), rn = n % std::size_t(p.nwg);
    // The tensor-memory form sums the strips in tma_prep, which reads B anyway.
    const bool inPrep = tensorForm(v, p, d) == TensorForm::TensorMemory;
    // Elsewhere only rows off 16-byte boundaries: there an edge tile or slice loads element by
    // element, and costs more than the strips; at N % 4 = 0 the split of the last wave holds.
    // Tiles that hold a multiprocessor alone weigh the strips' width; smaller ones, which share it,
    // take them at the launch's cost alone where they save a wave.
    const bool wide = inPrep && perSm == 1;
    const std::size_t widest = inPrep ? kPrepMaxSums : kEdgeMaxWidth;
    if ((n % 4 == 0 && !inPrep) || rm + rn == 0 || rm > widest || rn > widest)
        return none;
    const std::uint64_t units = d.computeUnits;
    const std::uint64_t all = gemmWorkGroups(p, n), inside = gemmInsideWorkGroups(p, n);
    const double products = double(std::max(1, v.tensorProducts));
    double without = 0, withEdges = 0, strips = 0;
    bool inTail = false;
    std::uint64_t tailUnits = 0;
    if (wide) {
        // In waves of the compute units (one tile each), partial waves by their fill.
        const bool readsA = tmaPrepRoundsA(n, p.mwg, p.nwg, !v.tf32);
        without = waveFitTime(inside, units);
        withEdges = waveFitEdgeTime(inside, all, units);
        const bool narrow = edgeStripWidth(rm, rn) <= kPrepNarrowWidth;
        const PrepStripCosts& costs = v.tf32 ? kPrepTf32 : kPrepFp32;
        const double rowCost = narrow ? costs.narrowRow : costs.wideRow;
        const double readCost = costs.readA;
        const double fixed = v.tf32 && !narrow ? kPrepFixed / (double(p.mwg) * double(p.nwg) * double(n)) : 0.0;
        strips = kEdgeLaunchCost + fixed +
                 double(n) * (rowCost * double(rm + rn) + (readsA ? 0.0 : readCost)) /
                     (double(units) * double(p.mwg) * double(p.nwg)) / products;
        if (without + strips > withEdges * (1 - kPrepGain))
            return none;
        const std::uint64_t last = inside % units, idle = last == 0 ? 0 : units - last;
        tailUnits = v.tf32 && double(p.mwg) * double(p.nwg) >= kTailMinTileArea ? tailStripUnits(n, rm, rn) : 0;
        inTail = tailUnits > 0 && tailUnits <= idle;
    } else {
        // In waves of one work-group per compute unit: tiles sharing a multiprocessor share its
        // tensor cores too, so an edge tile delays its neighbours as much as a wave of its own would.
        without = double(wavesOf(inside, units));
        withEdges = double(wavesOf(all, units));
        strips = inPrep ? kEdgeLaunchCost
                        : kEdgeLaunchCost + double(n) * (kEdgeProductCost * double(rm + rn) + kEdgeReadCost) /
                                                (double(units) * double(p.mwg) * double(p.nwg)) / products;
        if (without + strips > withEdges * (1 - kEdgeGain))
            return none;
    }
    EdgeStrips found;
    found.rows = rm;
    found.cols = rn;
    found.groups = edgeStripGroups(n, rm, rn);
    found.sums = int(edgeStripWidth(rm, rn));
    found.waves = without + strips;
    found.inTail = inTail;
    found.byFill = wide;
    found.own = strips;
    found.tailUnits = std::size_t(tailUnits);
    char tail[80] = "";
    if (inTail)
        std::snprintf(tail, sizeof tail, " (%llu work-groups after the tiles, in their last wave)",
                      static_cast<unsigned long long>(tailUnits));
    char why[360];
    std::snprintf(why, sizeof why,
                  "the last %zu rows and %zu columns in %s strips%s: %llu whole tiles take about %.2f waves of %u "
                  "compute units x %d, with edge tiles about %.2f, with the strips about %.2f",
                  rm, rn, inPrep && v.tf32 ? "TF32" : "FP32", tail, static_cast<unsigned long long>(inside), without,
                  d.computeUnits, perSm, withEdges, without + strips);
    found.why = why;
    return found;
}

} // namespace ndr
