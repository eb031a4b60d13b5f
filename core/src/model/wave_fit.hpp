// The tensor-memory form's tile where the database's leaves a last wave of edge tiles.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "ndr/gemm_params.hpp"

namespace ndr {

struct DeviceInfo;
struct Variant;

// tf32_tensor's 256 x 128 tiles take one wave of 132 multiprocessors at N = 2048, but a few rows
// more add a row and a column of edge tiles that each cost a whole tile: 153 at 2049-2111, two
// waves, of which the split of the last one (tensorKSplit) wins back part. Where the edge strips
// do not take them (tensorEdgeStrips), 192 x 192 tiles (three consumer warpgroups) may cover the
// same N in fewer waves: 121 at 2049-2112, one wave. Their waves are compared in the time of the
// database's tile, a 192 x 192 tile taking its area's share and kWaveFitTileCost more (measured: a
// tile of 192 x 192 runs 3 % slower per element than one of 256 x 128). Returns the 192 x 192 tile
// (and why, for the parameter note) where it is estimated at least 5 % shorter; nullopt elsewhere,
// for other variants and forms, and where the tile does not fit `device`.
struct WaveFitParams {
    GemmParams params;
    std::string why;
};
std::optional<WaveFitParams> waveFitParams(const Variant& variant, const GemmParams& p, const DeviceInfo& device,
                                           std::size_t n);

// The alternative tile: 192 x 192 x 32, 24 x 16 work-items (three warpgroups).
inline constexpr GemmParams kWaveFitTile{192, 192, 32, 24, 16, 4};

} // namespace ndr
