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
// waves. Tiles of other shapes cover N in other counts of work-groups (192 x 192: 121 at
// 2049-2112, one wave) and waste fewer rows past N. Each tile's launch is weighed as the engine
// would plan it, by a model of the waves fitted on the H200 (docs/gemm.md, "Tiles by waves",
// "Waves that are not full", "Every tile by one estimate"): its strips' estimate where tensorEdges
// gives them the edges, else its split's where tensorEdges splits K (times what
// splits took beyond it), else a wave of k work-groups in S places at kWaveFitLoneShare + (1 -
// kWaveFitLoneShare) k / S of a full wave's time (the multiprocessors of a partial wave share less
// of the memory system); in times of the database's tiles, a tile takes its area's share times its
// cost (kFittedTiles), less the rounding of A where it reads A from its own rows and the database's
// tile has tma_prep round A (tensorMapsReadAItself).
// Returns the tile of kFittedTiles (fp32_tensor: kFp32FittedTiles, taller than the database's)
// estimated shortest (and why, for the parameter note) where it is kWaveFitGain shorter than the
// database's tile. Where the database's tiles share a multiprocessor
// (64 x 128, two to one, up to N = 1099 on the H200), tiles of kSharedTiles weighed in waves of one
// work-group a compute unit instead (docs/gemm.md, "Tiles that share a multiprocessor"). nullopt
// elsewhere, for other variants and forms, and where no such tile fits `device`.
struct WaveFitParams {
    GemmParams params;
    std::string why;
};
std::optional<WaveFitParams> waveFitParams(const Variant& variant, const GemmParams& p, const DeviceInfo& device,
                                           std::size_t n);

// The square tile: 192 x 192 x 32, 24 x 16 work-items (three warpgroups).
inline constexpr GemmParams kWaveFitTile{192, 192, 32, 24, 16, 4};

// The tiles weighed against the database's, each with its time per element against a 256 x 128
// tile's: 192 x 192, tiles 192 columns wide of 144-176 rows (three warpgroups), and 208-240 x 128
// (two; the tensor-memory form takes any multiple of 16 rows: wgmma's n). The costs are fitted on
// the H200 with the model above, every tile run by the engine at 43 sizes from 1408 to 4284
// (docs/gemm.md, "Every tile by one estimate").
struct FittedTile {
    GemmParams params;
    double cost;
};
inline constexpr FittedTile kFittedTiles[] = {{kWaveFitTile, 0.98},
                                              {{144, 192, 32, 24, 16, 4}, 1.03},
                                              {{160, 192, 32, 24, 16, 4}, 1.01},
                                              {{176, 192, 32, 24, 16, 4}, 1.0},
                                              {{208, 128, 32, 16, 16, 4}, 1.03},
                                              {{224, 128, 32, 16, 16, 4}, 1.01},
                                              {{240, 128, 32, 16, 16, 4}, 1.01}};

// Taller tiles for the database's 64 x 128 ones, still two to a multiprocessor: where 64 x 128
// tiles need more than one a compute unit (N past 1024 on the H200's 132), 80 x 128 tiles fit one
// wave of one a compute unit up to N = 1152.
inline constexpr GemmParams kSharedTiles[] = {{80, 128, 32, 16, 16, 4}, {96, 128, 32, 16, 16, 4}};

// fp32_tensor's tile against its database's 64 x 128 ones (split operands: one to a multiprocessor),
// weighed as kFittedTiles are: 80 x 128, one wave of 126 from 1057 to 1099 where 64 x 128 tiles take
// two (the H200: 35 % faster); where 64 x 128 has its edges in strips it stays (1025-1054: 80 x 128
// 4 % slower). Its cost fitted there (docs/gemm.md, "Tiles that share a multiprocessor").
inline constexpr FittedTile kFp32FittedTiles[] = {{{80, 128, 32, 16, 16, 4}, 1.05}};

// The model's launch time, in full waves: `workGroups` in `slots` places, the last partial wave
// costing kWaveFitLoneShare + (1 - kWaveFitLoneShare) of its fill.
double waveFitTime(std::uint64_t workGroups, std::uint64_t slots);

// A launch of `inside` whole tiles and `all - inside` edge tiles (a row and a column of them past
// the whole ones), in full waves: the whole tiles' waveFitTime, and the edge tiles at the larger of
// what the wave model adds for them and, where the launch takes more than one wave (the tiles
// queue for the places), their count over the places. Measured on the H200, an edge tile costs
// about a whole tile's share even where the wave model gives it a third of that
// (3332, 256 x 128: 40 edge tiles 0.44 of a wave, the model 0.09; 4620, 192 x 192: 49 of them
// 0.5, the model 0.11): what the strips' rule weighs them at.
double waveFitEdgeTime(std::uint64_t inside, std::uint64_t all, std::uint64_t slots);

} // namespace ndr
