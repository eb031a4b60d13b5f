// The tensor variants' warpgroup forms at N whose rows do not start on 16-byte boundaries.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "ndr/gemm_params.hpp"

namespace ndr {

// At N not a multiple of 4 the rows of A and B start off 16-byte boundaries, and the copy forms of
// the warpgroup kernel (cp.async stages, the warp-specialised producer: KWG >= 32) copy them 4 bytes
// at a time; register staging (KWG = 16) loads the same floats into registers and stores them
// 16 bytes at a time. For such N and parameters of a copy form, the same tile 16 deep where it
// takes register staging on `device`, with why ("N = 1001 is no multiple of 4: ..."); nullopt
// otherwise (N a multiple of 4, another form, or no register-staged form of the tile).
struct UnalignedRowsParams {
    GemmParams params;
    std::string why;
};
std::optional<UnalignedRowsParams> unalignedRowsParams(const Variant& variant, const GemmParams& p,
                                                       const DeviceInfo& device, std::size_t n);

} // namespace ndr
