// When the warpgroup forms of the tensor variants split K (ndr::tensorKSplit): a rule of the wave
// filling, measured on the H100, and for tensor-memory tiles a bound on the last wave's fill and
// fp32_tensor's shorter slices and the places its whole launch leaves idle, measured on the H200
// (docs/gemm.md, "Split-K", "Splits and the last wave", "fp32_tensor's slices of K", "The last
// wave's idle places").
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "model/launch_bounds.hpp"
#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// The rule's constants (gemm_params.hpp says what they weigh): the least gain against the whole
// launch, a slice's cost beyond its share of the tile and the zeroing's, in whole-tile times; the
// fewest steps of KWG a slice keeps and the most slices. Fitted on the H100: with 20 steps a slice
// 2049 took 5 and 6 slices best (21 and 25 steps), 8 (16 steps) lost 5 %.
constexpr double kKSplitGain = 0.05;
constexpr double kKSplitSliceCost = 0.05;
constexpr double kKSplitZeroCost = 0.1;
constexpr std::uint64_t kKSplitMinSteps = 20;
constexpr int kKSplitMaxSlices = 8;
// tf32_tensor's tensor-memory tiles that hold a multiprocessor alone (measured on the H200): slices
// fill a last wave up to about 0.4 full (its tiles over the places; gemm-probe: 2176 at 0.16, 2304
// 0.23, 2432 0.28, 3100 0.19, 3712 0.30, 3716 0.03: +4 to +11 %; the engine: 4236 and 4352 at 0.38,
// +1 to +2 %), and past that cost about what they fill or more (the engine: 2560 at 0.52 -7 %,
// 3200 at 0.46 -3 %, 3713 at 0.41 -4 %, 3840 at 0.41 +1.5 %). fp32_tensor's tiles, three products
// a step, keep their splits: without them they lost 5-7 % at 1692-2304, last waves 0.45-0.48 full.
constexpr double kKSplitMaxLastFill = 0.4;
// fp32_tensor's tensor-memory tiles run three products a step, so that a slice of fewer steps still
// outweighs its adds: the last tile row of 1468 in 5 or 6 slices of 8-9 steps ran 19 % faster than
// in 2 (the 20 steps above allowed no more), 8 slices (6 steps) 3 % slower than 6; 1548, 1596,
// 2204 and 2236 4-13 % faster in 6 slices than in 2 (gemm-probe on the H200). At most 5: 6 ran as
// 5 at 1468, and 7 lost 7 % against 5 at 3237-3278 (the engine), as splitting tiles that fit one
// wave lost 7-9 % (1113, 1152: 3 slices against none).
constexpr std::uint64_t kKSplitMinStepsSplitOperands = 7;
constexpr int kKSplitMaxSlicesSplitOperands = 5;
// They run at most 4 of the slices the rule weighs, at the whole rows it takes for them. With C
// zeroed from the split rows on and the whole tiles storing their sums (zero_c), 5 slices ran 5-8 %
// slower than 4 at the same whole rows (gemm-probe on the H200 at 2136-4118; 3 or 4 best at every
// size), where 5 had run best with C zeroed whole; the rule weighing 4 at most in its estimates
// left 2 slices or none at 378 sizes it had split in 5, which lost 5-10 % (2461, 2603, 2959-3674).
constexpr int kKSplitRunSlicesSplitOperands = 4;
// Their split rows of C are zeroed by tma_prep's own work-groups (no launch of zero_c, no gaps
// around it), so that the zeroing weighs nothing. That changes 422 plans at 1000-8192 (splits
// where there were none at 1047-1049, 1437-1440, 2072-2079, 2453-2459, 2701-2841, 3216-3221,
// 3608-3612, 3864-3979, 4111-4114, 5005-5130): 39 of the 41 measured ran 1-13 % faster (the engine
// against the engine on the H200), 2842 and 2843 (every tile in 4 slices before, the inside ones in
// 3 beside strips now) 10 % slower. tf32_tensor's keep kKSplitZeroCost: without it 6561-6656 took
// 224-row tiles and lost 0.2-4.6 % (docs/gemm.md, "C zeroed in tma_prep").
constexpr double kKSplitZeroCostSplitOperands = 0.0;
// Left whole, their launch costs more than its waves: each place its last wave leaves idle weighs
// this much of a wave (a last wave of fill f adds 0.65 x (1 - f)). 3356 and 3388 (last waves 0.52
// full) ran 12 % faster in 3-4 slices after the whole rows that end the last wave but one than
// whole (gemm-probe on the H200), which the waves alone price at 2-4 %, and 2 slices, priced at no
// gain, gained none. From 0.585 (3085-3200 drawn in, last waves 0.73 full) to 0.71 the same 1481
// of the plans at 1000-8200 change: of 55 measured, 54 ran 0.4-11 % faster and 1925 0.2 % slower
// (the engine against the engine); a constant 0.3 wave also split 1940-2060 (last waves 0.94
// full), 3-6 % slower. Where the split of every tile beats the strips alone, the split inside them
// is weighed without it (3216: the inside tiles' split beside strips, which it would take, ran 5 %
// slower than the split of every tile). docs/gemm.md, "The last wave's idle places".
constexpr double kKSplitIdleCostSplitOperands = 0.65;

} // namespace

double waveFill(std::uint64_t workGroups, std::uint64_t slots)
{
    if (workGroups == 0 || slots == 0)
        return 0;
    const std::uint64_t waves = (workGroups + slots - 1) / slots;
    return double(workGroups) / double(waves * slots);
}

double splitTime(std::uint64_t whole, std::uint64_t slices, double sliceLength, std::uint64_t slots)
{
    if (slots == 0)
        return 0;
    // After the whole work-groups, `slots - r` places free at q and r at q + 1; the slices, all of
    // one length, go to the class of places that frees first, a round of that class at a time.
    const std::uint64_t q = whole / slots, r = whole % slots;
    const double wholeEnd = double(q) + (r > 0 ? 1 : 0);
    std::uint64_t early = slots - r, late = r, left = slices;
    double earlyAt = double(q), lateAt = double(q + 1), last = -1;
    while (left > 0) {
        if (late == 0 || earlyAt <= lateAt) {
            left -= std::min(left, early);
            last = earlyAt;
            earlyAt += sliceLength;
        } else {
            left -= std::min(left, late);
            last = lateAt;
            lateAt += sliceLength;
        }
    }
    return std::max(wholeEnd, last < 0 ? 0.0 : last + sliceLength);
}

namespace {

// The share of the places a launch's last wave fills: 1 where it is full.
double lastWaveFill(std::uint64_t workGroups, std::uint64_t slots)
{
    const std::uint64_t rest = workGroups % slots;
    return rest == 0 ? 1.0 : double(rest) / double(slots);
}

// What the split's rule weighs: every tile of C, or with `inside` the whole tiles inside it alone
// (the strips take the rows and columns past them); with `idleCost` the places the unsplit launch's
// last wave leaves idle, kKSplitIdleCostSplitOperands each, where the tiles split their operands.
struct RuleScope {
    bool inside = false;
    bool idleCost = true;
};

KSplit kSplitRule(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n, RuleScope scope)
{
    KSplit none;
    if (d.computeUnits == 0 || p.kwg < 1 || p.mwg < 1 || p.nwg < 1 || n == 0)
        return none;
    const int perSm = warpgroupGroupsPerSm(v, p, d);
    if (perSm < 1)
        return none;
    const std::uint64_t steps = (n + std::size_t(p.kwg) - 1) / std::size_t(p.kwg);
    const bool tensorMemory = tensorForm(v, p, d) == TensorForm::TensorMemory;
    const bool splitOperands = !v.tf32 && tensorMemory;
    const std::uint64_t minSteps = splitOperands ? kKSplitMinStepsSplitOperands : kKSplitMinSteps;
    const int maxSlices = splitOperands ? kKSplitMaxSlicesSplitOperands : kKSplitMaxSlices;
    const double zeroCost = splitOperands ? kKSplitZeroCostSplitOperands : kKSplitZeroCost;
    const std::uint64_t over = scope.inside ? 0 : 1;
    const std::uint64_t tileRows = (std::uint64_t(n) + (std::uint64_t(p.mwg) - 1) * over) / std::uint64_t(p.mwg);
    const std::uint64_t tileCols = (std::uint64_t(n) + (std::uint64_t(p.nwg) - 1) * over) / std::uint64_t(p.nwg);
    if (tileRows == 0 || tileCols == 0)
        return none;
    const std::uint64_t tiles = tileRows * tileCols, slots = std::uint64_t(d.computeUnits) * std::uint64_t(perSm);
    // Tiles that fit one wave and share a multiprocessor with others: the slices would only share the
    // same multiprocessors, and the zeroing and the adds cost more than that brings (64 x 128 x 16
    // tf32 tiles, four an SM, on the H100: -8 to -20 % at 1023, 1025 and 1099). Only tiles that hold
    // a multiprocessor alone gain from slices in idle ones (128 x 256 from 1100 on).
    if (tiles <= slots && (perSm > 1 || splitOperands))
        return none;
    // (A full last wave is past the bound too: no split finishes before it.)
    if (v.tf32 && perSm == 1 && tensorMemory && lastWaveFill(tiles, slots) > kKSplitMaxLastFill)
        return none;
    const std::uint64_t waves = (tiles + slots - 1) / slots;
    // The work-items along y stay within the most any launch of N has (globalCeiling: what an
    // imported run is checked against).
    const std::uint64_t rows = std::uint64_t(p.mdimc + tensorExtraRows(v, p, d));
    // Whole rows worth trying: none (every tile split), or those that end the whole tiles at the
    // last or the last but one wave's boundary, a row or two less.
    std::vector<std::uint64_t> wholeRows{0};
    for (std::uint64_t m = waves > 2 ? waves - 2 : 1; m < waves; ++m)
        for (std::uint64_t less = 0; less < 3; ++less)
            if (const std::uint64_t w = m * slots / tileCols; w >= less + 1 && w - less < tileRows)
                wholeRows.push_back(w - less);
    // A split's launch in waves: W whole tile rows, the others' tiles in s slices of 1 / s of a tile
    // and `extra` each.
    const auto sliceTime = [&](std::uint64_t w, std::uint64_t s, double extra) {
        return splitTime(w * tileCols, (tileRows - w) * tileCols * s, 1.0 / double(s) + extra, slots);
    };
    double whole = double(waves);
    if (splitOperands && scope.idleCost)
        whole += kKSplitIdleCostSplitOperands * (1 - lastWaveFill(tiles, slots));
    double best = whole * (1 - kKSplitGain), bestSplit = 0;
    KSplit found;
    for (int s = 2; s <= maxSlices && steps / std::uint64_t(s) >= minSteps; ++s)
        for (const std::uint64_t w : wholeRows) {
            const std::uint64_t groupRows = splitGroupRows(tileRows, w, std::uint64_t(s));
            if (groupRows * rows > globalCeiling(n, rows))
                continue;
            const double t = sliceTime(w, std::uint64_t(s), kKSplitSliceCost) + zeroCost;
            if (t < best - 1e-9) {
                best = t;
                bestSplit = sliceTime(w, std::uint64_t(s), 0);
                found.slices = s;
                found.tileRows = tileRows;
                found.wholeRows = w;
                found.weighedWaves = t;
            }
        }
    if (found.slices < 2)
        return none;
    if (splitOperands && found.slices > kKSplitRunSlicesSplitOperands) {
        // The whole rows chosen for more slices, run in fewer; weighedWaves keeps the estimate that
        // chose them, the note gives the launch that runs.
        found.slices = kKSplitRunSlicesSplitOperands;
        bestSplit = sliceTime(found.wholeRows, std::uint64_t(found.slices), 0);
    }
    char weighed[64] = "";
    if (whole > double(waves))
        std::snprintf(weighed, sizeof weighed, " (%.2f with the places the last leaves idle)", whole);
    char why[360];
    std::snprintf(
        why, sizeof why,
        "split K in %d for %s%llu of %llu tile rows%s: %llu work-groups take %llu waves of %u compute units "
        "x %d%s, %llu whole and %llu slices take about %.1f",
        found.slices, found.wholeRows > 0 ? "the last " : "all ",
        static_cast<unsigned long long>(tileRows - found.wholeRows), static_cast<unsigned long long>(tileRows),
        scope.inside ? " inside the strips" : "", static_cast<unsigned long long>(tiles),
        static_cast<unsigned long long>(waves), d.computeUnits, perSm, weighed,
        static_cast<unsigned long long>(found.wholeRows * tileCols),
        static_cast<unsigned long long>((tileRows - found.wholeRows) * tileCols * std::uint64_t(found.slices)),
        bestSplit);
    found.why = why;
    return found;
}

} // namespace

KSplit tensorKSplit(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    return kSplitRule(v, p, d, n, RuleScope{});
}

TensorEdges tensorEdges(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    TensorEdges e;
    e.strips = tensorEdgeStrips(v, p, d, n);
    if (!e.strips.taken()) {
        e.split = kSplitRule(v, p, d, n, RuleScope{});
        return e;
    }
    // tf32_tensor's strips were fitted against its edge tiles only, and keep the edges alone
    // wherever their rule takes them.
    if (v.tf32 || !e.strips.byFill)
        return e;
    // fp32_tensor's tiles that hold a multiprocessor alone: every estimate in waves of the compute
    // units, partial waves by their fill, a split's with its zeroing and slices' costs.
    //  - The split of every tile takes the edges where it is the shortest. Against the strips alone
    //    that was so at 96 sizes of 1000-8200: 19 of 21 drawn at random ran 6-16 % faster (the
    //    engine on the H200; 1537 0.72x of 1536 before, 0.81x), 4117 2.7 % and 4123 0.4 % slower; a
    //    margin of 2 % would have kept 4117 but lost 2460, 2844 and 3223 (+8 to +11 %).
    //  - The inside tiles, a multiple of the tile, split as at that multiple, the strips beside
    //    them: 141 sizes of 1000-8200 (57 of those 96 among them, whose other 39 keep the split
    //    of every tile), +3.5 % over 29 against the engine before (2689 0.84x of 2688 before,
    //    0.90x; 1665-1676, 1793, 2561-2572, 2945-2956 within 2.5 %).
    const KSplit all = kSplitRule(v, p, d, n, RuleScope{});
    const double alone = e.strips.waves;
    const bool allBeatsAlone = all.slices > 1 && all.weighedWaves < alone;
    const KSplit inside = kSplitRule(v, p, d, n, RuleScope{.inside = true, .idleCost = !allBeatsAlone});
    const double beside = inside.slices > 1 ? inside.weighedWaves + e.strips.own : alone;
    if (all.slices > 1 && all.weighedWaves < std::min(alone, beside)) {
        e.strips = EdgeStrips{};
        e.split = all;
    } else if (beside < alone) {
        e.split = inside;
    }
    return e;
}

} // namespace ndr
