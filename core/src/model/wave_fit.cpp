// Where tf32_tensor's tensor-memory form takes 192 x 192 tiles (ndr::waveFitParams): a model of the
// waves, fitted on the H200 (docs/gemm.md, "Tiles by waves", "Waves that are not full").
#include "model/wave_fit.hpp"

#include <algorithm>
#include <cstdio>

#include "model/launch_bounds.hpp"

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// The model's constants, fitted on the H200 (both tiles measured at 256 N from 1024 to 16384, the
// fit from 1400): a 192 x 192 tile's time per element against 256 x 128, the share of a full
// wave's time a lone work-group takes, and the least gain taken (none of the fitted N lost more
// than 1.5 % by the rule).
constexpr double kWaveFitTileCost = 0.98;
constexpr double kWaveFitLoneShare = 0.7;
constexpr double kWaveFitGain = 0.03;
// The least gain a tile of fitted height is taken for against the database's (against 192 x 192
// kWaveFitGain): at 3 % 240 x 128 tiles lost 4-8 % at 2716, 2748 and 4352 and 208 x 128 ones 5 % at
// 4864 (estimated 3.0-3.6 % shorter), where those estimated 4 % shorter and more gained up to 18 %
// (docs/gemm.md, "Tiles of any height").
constexpr double kFittedGain = 0.04;
// Where 192 x 192 tiles read A from its own rows and the database's tile has tma_prep round it
// (N % 8 == 4 up to 5200, tensorMapsReadAItself): the share of the launch the rounding costs the
// latter, folded into the former's estimate (41 N from 2116 to 5188: measured/estimated ratio
// 0.96-1.2, median 1.05; 0.93 takes none that loses more than 1.1 %).
constexpr double kWaveFitOwnA = 0.93;

} // namespace

double waveFitTime(std::uint64_t workGroups, std::uint64_t slots)
{
    if (slots == 0)
        return 0;
    const std::uint64_t full = workGroups / slots, rest = workGroups % slots;
    return double(full) + (rest > 0 ? kWaveFitLoneShare + (1 - kWaveFitLoneShare) * double(rest) / double(slots) : 0.0);
}

double waveFitEdgeTime(std::uint64_t inside, std::uint64_t all, std::uint64_t slots)
{
    if (slots == 0)
        return 0;
    const double whole = waveFitTime(inside, slots);
    // Within one wave the edge tiles run beside the others; past it they queue for the places.
    const double edges = all > inside && all > slots ? double(all - inside) / double(slots) : 0.0;
    return whole + std::max(waveFitTime(all, slots) - whole, edges);
}

namespace {

// A tile at N as the model weighs it: its work-groups a multiprocessor holds, its places and
// tiles, and its strips or else its split's estimate.
struct TileSide {
    GemmParams params;
    int perSm = 0;
    std::uint64_t slots = 0, tiles = 0;
    EdgeStrips strips;
    KSplit split;
};

std::optional<TileSide> tileSide(const Variant& v, const GemmParams& t, const DeviceInfo& d, std::size_t n)
{
    TileSide s;
    s.params = t;
    s.perSm = warpgroupGroupsPerSm(v, t, d);
    if (s.perSm < 1)
        return std::nullopt;
    s.slots = std::uint64_t(d.computeUnits) * std::uint64_t(s.perSm);
    s.tiles = gemmWorkGroups(t, n);
    s.strips = tensorEdgeStrips(v, t, d, n);
    if (!s.strips.taken())
        s.split = tensorKSplitEstimate(v, t, d, n);
    return s;
}

// One tile against the database's: both times in full waves of p's tiles, and the note.
struct TileFit {
    double timeP = 0, timeQ = 0;
    std::string why;
    double ratio() const { return timeP > 0 ? timeQ / timeP : 1e300; }
};

std::optional<TileFit> fitTile(const Variant& v, const TileSide& sp, const GemmParams& q, double tileCost,
                               const DeviceInfo& d, std::size_t n)
{
    const GemmParams& p = sp.params;
    if (p == q || tensorForm(v, q, d) != TensorForm::TensorMemory || !checkGemmParams(v, q, d).empty())
        return std::nullopt;
    const std::optional<TileSide> sq = tileSide(v, q, d, n);
    if (!sq)
        return std::nullopt;
    const int perP = sp.perSm, perQ = sq->perSm;
    const std::uint64_t slotsP = sp.slots, slotsQ = sq->slots, tilesP = sp.tiles, tilesQ = sq->tiles;
    // Times in full waves of p's tiles: a full wave of q's computes perQ q-tiles a multiprocessor
    // where one of p's computes perP p-tiles.
    const double areaRatio =
        double(q.mwg) * double(q.nwg) * double(perQ) / (double(p.mwg) * double(p.nwg) * double(perP));
    // A tile whose edges the strips take runs its inside tiles and the strips (their estimate);
    // otherwise its edge tiles, or both splits' estimates where both tiles would split K.
    const EdgeStrips &stripsP = sp.strips, &stripsQ = sq->strips;
    const KSplit &splitP = sp.split, &splitQ = sq->split;
    const bool bothSplit = splitP.slices > 1 && splitQ.slices > 1;
    // Against strips, edge tiles are weighed as the strips' rule weighs them.
    const bool anyStrips = stripsP.taken() || stripsQ.taken();
    const auto edgeTime = [&](const GemmParams& t, std::uint64_t tiles, std::uint64_t slots) {
        return anyStrips ? waveFitEdgeTime(gemmInsideWorkGroups(t, n), tiles, slots) : waveFitTime(tiles, slots);
    };
    TileFit fit;
    fit.timeP = stripsP.taken() ? stripsP.waves : bothSplit ? splitP.waves : edgeTime(p, tilesP, slotsP);
    const bool ownA = tensorMapsReadAItself(n, q.mwg, q.nwg) && !tensorMapsReadAItself(n, p.mwg, p.nwg);
    fit.timeQ = (stripsQ.taken() ? stripsQ.waves
                 : bothSplit     ? splitQ.waves
                                 : edgeTime(q, tilesQ, slotsQ)) *
                areaRatio * tileCost * (ownA ? kWaveFitOwnA : 1.0);
    // The work-groups Q's launch holds: the inside tiles where the strips take the edges.
    const std::uint64_t groupsQ = stripsQ.taken() ? gemmInsideWorkGroups(q, n) : tilesQ;
    const std::uint64_t wavesQ = (groupsQ + slotsQ - 1) / slotsQ;
    char why[300];
    std::snprintf(why, sizeof why,
                  "%d x %d tiles: %llu work-groups take %llu wave%s of %u compute units (about %.2f in %d x %d tile "
                  "times%s%s), where %d x %d tiles take about %.2f%s%s",
                  q.mwg, q.nwg, static_cast<unsigned long long>(groupsQ), static_cast<unsigned long long>(wavesQ),
                  wavesQ == 1 ? "" : "s", d.computeUnits, fit.timeQ, p.mwg, p.nwg,
                  ownA ? ", A read from its own rows" : "", stripsQ.taken() ? ", edges in strips" : "", p.mwg, p.nwg,
                  fit.timeP, bothSplit ? " (both with K split)" : "", stripsP.taken() ? " (edges in strips)" : "");
    fit.why = why;
    return fit;
}

} // namespace

std::optional<WaveFitParams> waveFitParams(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    if (!v.tf32 || d.computeUnits == 0 || n == 0 || p == kWaveFitTile ||
        tensorForm(v, p, d) != TensorForm::TensorMemory)
        return std::nullopt;
    // The square tile where it is kWaveFitGain shorter than the database's; a fitted height where it
    // is kFittedGain shorter than the database's tile and kWaveFitGain shorter than the square one.
    const std::optional<TileSide> sp = tileSide(v, p, d, n);
    if (!sp)
        return std::nullopt;
    const std::optional<TileFit> square = fitTile(v, *sp, kWaveFitTile, kWaveFitTileCost, d, n);
    const double squareRatio = square ? square->ratio() : 1e300;
    std::optional<WaveFitParams> best;
    double bar = std::min(1 - kFittedGain, (1 - kWaveFitGain) * squareRatio);
    if (square && squareRatio < 1 - kWaveFitGain)
        best = WaveFitParams{kWaveFitTile, square->why};
    for (const FittedTile& t : kFittedTiles) {
        const std::optional<TileFit> fit = fitTile(v, *sp, t.params, t.cost, d, n);
        if (fit && fit->ratio() < bar) {
            bar = fit->ratio();
            best = WaveFitParams{t.params, fit->why};
        }
    }
    return best;
}

} // namespace ndr
