// Where tf32_tensor's tensor-memory form takes another tile than the database's
// (ndr::waveFitParams): a model of the waves, fitted on the H200 (docs/gemm.md, "Tiles by waves",
// "Waves that are not full", "Tiles of any height", "Every tile by one estimate").
#include "model/wave_fit.hpp"

#include <algorithm>
#include <cstdio>
#include <span>
#include <string>

#include "model/launch_bounds.hpp"

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// The model's constants, fitted on the H200: the share of a full wave's time a lone work-group
// takes (both tiles measured at 256 N from 1024 to 16384, the fit from 1400), and the least gain
// another tile is taken for against the database's.
constexpr double kWaveFitLoneShare = 0.7;
constexpr double kWaveFitGain = 0.03;
// Where a tile reads A from its own rows and the database's has tma_prep round A (N % 8 == 4 up to
// kOwnRowsOn16BytesUpTo for 192 x 192 tiles, tensorMapsReadAItself), its launch is shorter by the
// rounding, a cost in N^2 against the tiles' N^3, less what rows off 32-byte sectors cost the tiles:
// the share kWaveFitOwnA at N = 2060 and below, rising linearly to kWaveFitOwnALast at the bound
// (the H200: 2-10 % gained from 2060 to 5132, docs/gemm.md "A on 32-byte sectors"; 0.93 fitted on 41
// N from 2116 to 5188; engine against engine, "Every tile by one estimate"). What a launch with a
// split of K takes against the split rule's estimate: fitted with the tiles' costs (docs/gemm.md,
// "Every tile by one estimate"), and from the engine against the engine, where splits ran 6-18 %
// longer than estimated at 2133-2278.
constexpr double kWaveFitOwnA = 0.93;
constexpr double kWaveFitOwnALast = 0.98;
constexpr double kWaveFitOwnAFrom = 2060;
constexpr double kWaveFitSplitCost = 1.12;
// Tiles that share a multiprocessor (two of 64 x 128 at N up to 1099 on the H200): the time their
// strips take in tma_prep, in waves of one such tile a compute unit (gemm-probe ran them at 0.05;
// against 80 and 96 x 128 tiles the engine's took 0.5-0.8 at 1027-1054, docs/gemm.md, "Tiles that
// share a multiprocessor").
constexpr double kSharedStripsCost = 0.6;

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

double ownAShare(std::size_t n)
{
    const double at =
        std::clamp((double(n) - kWaveFitOwnAFrom) / (double(kOwnRowsOn16BytesUpTo) - kWaveFitOwnAFrom), 0.0, 1.0);
    return kWaveFitOwnA + (kWaveFitOwnALast - kWaveFitOwnA) * at;
}

// A tile's launch at N as the engine would plan it, in waves of its own tiles: its strips or its
// split of K where tensorEdges takes one, else every tile.
struct TileLaunch {
    int perSm = 0;
    std::uint64_t groups = 0, waves = 0;
    double time = 0;
    const char* edges = "";
};

std::optional<TileLaunch> tileLaunch(const Variant& v, const GemmParams& t, const DeviceInfo& d, std::size_t n)
{
    TileLaunch l;
    l.perSm = warpgroupGroupsPerSm(v, t, d);
    if (l.perSm < 1)
        return std::nullopt;
    const std::uint64_t slots = std::uint64_t(d.computeUnits) * std::uint64_t(l.perSm);
    const auto [strips, split] = tensorEdges(v, t, d, n);
    l.groups = strips.taken() ? gemmInsideWorkGroups(t, n) : gemmWorkGroups(t, n);
    l.waves = (l.groups + slots - 1) / slots;
    const double sliced = split.weighedWaves * kWaveFitSplitCost;
    l.time = strips.taken() && split.slices > 1 ? sliced + strips.own
             : strips.taken()                   ? strips.waves
             : split.slices > 1                 ? sliced
                                                : waveFitTime(l.groups, slots);
    l.edges = strips.taken() && split.slices > 1 ? ", edges in strips, K split"
              : strips.taken()                   ? ", edges in strips"
              : split.slices > 1                 ? ", K split"
                                                 : "";
    return l;
}

// Whether q may stand in for the database's tile p on `d`: another tile of the tensor-memory form
// that the device's limits admit.
bool standsIn(const Variant& v, const GemmParams& q, const GemmParams& p, const DeviceInfo& d)
{
    return q != p && tensorForm(v, q, d) == TensorForm::TensorMemory && checkGemmParams(v, q, d).empty();
}

// The parameter note of a tile taken: its work-groups, their waves on `places`, its time in the
// database's tile times and p's, each with what it runs aside ("edges in strips", "K split").
std::string fitNote(const GemmParams& q, std::uint64_t groups, std::uint64_t waves, const std::string& places,
                    double time, const std::string& asideQ, const GemmParams& p, double timeP, const char* asideP)
{
    char why[300];
    std::snprintf(why, sizeof why,
                  "%d x %d tiles: %llu work-groups take %llu wave%s of %s (about %.2f in %d x %d tile times%s), where "
                  "%d x %d tiles take about %.2f%s",
                  q.mwg, q.nwg, static_cast<unsigned long long>(groups), static_cast<unsigned long long>(waves),
                  waves == 1 ? "" : "s", places.c_str(), time, p.mwg, p.nwg, asideQ.c_str(), p.mwg, p.nwg, timeP,
                  asideP);
    return why;
}

// Where the database's tiles share a multiprocessor: each tile's launch in waves of one work-group a
// compute unit (those sharing one share its tensor cores too), its strips at kSharedStripsCost, in
// times of such a wave of the database's tiles; the shortest of kSharedTiles where it is
// kWaveFitGain shorter.
std::optional<WaveFitParams> sharedFit(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    // A tile's work-groups (the inside ones where strips take its edges), their waves of one a compute
    // unit, and the launch's time in such waves.
    struct Waves {
        std::uint64_t groups = 0, whole = 0;
        double time = 0;
    };
    const auto wavesOf = [&](const GemmParams& t) {
        const std::uint64_t units = d.computeUnits;
        const bool strips = tensorEdges(v, t, d, n).strips.taken();
        Waves w;
        w.groups = strips ? gemmInsideWorkGroups(t, n) : gemmWorkGroups(t, n);
        w.whole = (w.groups + units - 1) / units;
        w.time = double(w.whole) + (strips ? kSharedStripsCost : 0.0);
        return w;
    };
    // Not weighed against a split of K (none of these tiles splits up to 1099 on the H200).
    if (tensorKSplit(v, p, d, n).slices > 1)
        return std::nullopt;
    const double area = double(p.mwg) * double(p.nwg), timeP = wavesOf(p).time;
    std::optional<WaveFitParams> best;
    double bar = timeP * (1 - kWaveFitGain);
    for (const GemmParams& q : kSharedTiles) {
        if (!standsIn(v, q, p, d) || warpgroupGroupsPerSm(v, q, d) < 1 || tensorKSplit(v, q, d, n).slices > 1)
            continue;
        const Waves w = wavesOf(q);
        const double t = w.time * double(q.mwg) * double(q.nwg) / area;
        if (t >= bar)
            continue;
        bar = t;
        best = WaveFitParams{q, fitNote(q, w.groups, w.whole,
                                        "one a compute unit, " + std::to_string(d.computeUnits) + " units", t, "", p,
                                        timeP, "")};
    }
    return best;
}

// The shortest of `tiles` (those taller than p only, with tallerOnly) against the database's tile p,
// which holds a multiprocessor alone, where it is kWaveFitGain shorter: each tile's launch in times of
// a full wave of p's tiles (a full wave of q's computes perSm q-tiles a multiprocessor).
std::optional<WaveFitParams> fitAmong(const Variant& v, const GemmParams& p, const TileLaunch& lp, const DeviceInfo& d,
                                      std::size_t n, std::span<const FittedTile> tiles, bool tallerOnly)
{
    const double area = double(p.mwg) * double(p.nwg);
    const bool ownP = !tmaPrepRoundsA(n, p.mwg, p.nwg, !v.tf32);
    std::optional<WaveFitParams> best;
    double bar = lp.time * (1 - kWaveFitGain);
    for (const FittedTile& t : tiles) {
        const GemmParams& q = t.params;
        if (!standsIn(v, q, p, d) || (tallerOnly && q.mwg <= p.mwg))
            continue;
        const std::optional<TileLaunch> lq = tileLaunch(v, q, d, n);
        if (!lq)
            continue;
        const bool ownA = !ownP && !tmaPrepRoundsA(n, q.mwg, q.nwg, !v.tf32);
        const double time =
            lq->time * double(q.mwg) * double(q.nwg) * double(lq->perSm) / area * t.cost * (ownA ? ownAShare(n) : 1.0);
        if (time >= bar)
            continue;
        bar = time;
        best = WaveFitParams{q, fitNote(q, lq->groups, lq->waves, std::to_string(d.computeUnits) + " compute units",
                                        time, std::string(ownA ? ", A read from its own rows" : "") + lq->edges, p,
                                        lp.time, lp.edges)};
    }
    return best;
}

} // namespace

std::optional<WaveFitParams> waveFitParams(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    if (d.computeUnits == 0 || n == 0 || tensorForm(v, p, d) != TensorForm::TensorMemory)
        return std::nullopt;
    const std::optional<TileLaunch> lp = tileLaunch(v, p, d, n);
    if (!lp)
        return std::nullopt;
    if (!v.tf32) // fp32_tensor: taller tiles for its 64 x 128 ones, which hold a multiprocessor alone
        return lp->perSm == 1 ? fitAmong(v, p, *lp, d, n, kFp32FittedTiles, true) : std::nullopt;
    return lp->perSm > 1 ? sharedFit(v, p, d, n) : fitAmong(v, p, *lp, d, n, kFittedTiles, false);
}

} // namespace ndr
