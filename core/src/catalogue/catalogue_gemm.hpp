#pragma once
#include <vector>

#include "ndr/variant.hpp"

namespace ndr {

// Appends the fast GEMM variants (register_blocked, vectorized, double_buffered, tf32_tensor, fp32_tensor,
// clblast).
void appendGemmVariants(std::vector<Variant>& out);

} // namespace ndr
