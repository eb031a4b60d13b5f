// The tensor-memory form's tile where the database's leaves a last wave of edge tiles.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "ndr/gemm_params.hpp"

namespace ndr {

struct DeviceInfo;
struct Variant;

// tf32_tensor's 256 x 128 tiles take one wave of 132 multiprocessors at N = 2048, but a few rows
// more add a row and a column of edge tiles that each cost a whole tile: 153 at 2049-2111, two
// waves. 192 x 192 tiles (three consumer warpgroups) cover N in other counts of work-groups (121 at
// 2049-2112: one wave), and waste fewer rows past N. The two are compared by a model of the
// launch fitted on the H200 across N from 1400 to 16384 (docs/gemm.md, "Tiles by waves" and
// "Waves that are not full"): a wave of k
// work-groups in S places takes kWaveFitLoneShare + (1 - kWaveFitLoneShare) k / S of a full wave's
// time (the multiprocessors of a partial wave share less of the memory system); a 192 x 192 tile
// takes its area's share of a 256 x 128 one times kWaveFitTileCost, and kWaveFitOwnA less where it
// reads A from its own rows and the database's tile has tma_prep round A (tensorMapsReadAItself).
// A tile whose edges the strips take (tensorEdgeStrips) counts its inside tiles and the strips (the
// strips' rule's estimate); where both tiles would split K (tensorKSplit), the two splits'
// estimates are compared instead.
// Returns the 192 x 192 tile or one of kFittedTiles (below; and why, for the parameter note) where
// it is estimated shorter by the rule's margins; nullopt elsewhere, for other variants and forms,
// and where no such tile fits `device`.
struct WaveFitParams {
    GemmParams params;
    std::string why;
};
std::optional<WaveFitParams> waveFitParams(const Variant& variant, const GemmParams& p, const DeviceInfo& device,
                                           std::size_t n);

// The alternative tile: 192 x 192 x 32, 24 x 16 work-items (three warpgroups).
inline constexpr GemmParams kWaveFitTile{192, 192, 32, 24, 16, 4};

// Tiles whose height fits N where neither of those fills its waves (the tensor-memory form takes
// any multiple of 16 rows: wgmma's n): 176 x 192 (three warpgroups, 88 accumulators a work-item)
// and 208-240 x 128 (two), each with its time per element against a 256 x 128 tile's, measured on
// the H200 (docs/gemm.md, "Tiles of any height"). A fitted tile is taken where the model weighs it
// 4 % shorter than the database's tile and kWaveFitGain shorter than 192 x 192.
struct FittedTile {
    GemmParams params;
    double cost;
};
inline constexpr FittedTile kFittedTiles[] = {{{176, 192, 32, 24, 16, 4}, 0.98},
                                              {{208, 128, 32, 16, 16, 4}, 1.0},
                                              {{224, 128, 32, 16, 16, 4}, 1.0},
                                              {{240, 128, 32, 16, 16, 4}, 1.0}};

// The model's launch time, in full waves: `workGroups` in `slots` places, the last partial wave
// costing kWaveFitLoneShare + (1 - kWaveFitLoneShare) of its fill.
double waveFitTime(std::uint64_t workGroups, std::uint64_t slots);

// A launch of `inside` whole tiles and `all - inside` edge tiles (a row and a column of them past
// the whole ones), in full waves: the whole tiles' waveFitTime, and the edge tiles at the larger of
// what the wave model adds for them and, where the launch takes more than one wave (the tiles
// queue for the places), their count over the places. Measured on the H200, an edge tile costs
// about a whole tile's share even where the wave model gives it a third of that
// (3332, 256 x 128: 40 edge tiles 0.44 of a wave, the model 0.09; 4620, 192 x 192: 49 of them
// 0.5, the model 0.11): what the strips' rule weighs them at, and the wave-fit rule where a tile
// has its edges in strips.
double waveFitEdgeTime(std::uint64_t inside, std::uint64_t all, std::uint64_t slots);

} // namespace ndr
