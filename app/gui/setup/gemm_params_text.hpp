#pragma once
#include <QString>

#include "ndr/gemm_resolve.hpp"

namespace studio {

// Which GEMM parameters a run of a tunable variant will be compiled with and which layer they
// came from, in words, from the core's resolution (ndr::resolveGemm, the rule the engine runs):
// "Parameters: tuned 64×128×16 (…), from the tuning cache (25.8 GFLOP/s at N = 256, …)",
// "Parameters: database 64×64×32 (…), shipped for pocl CPU devices (…)" or "Parameters:
// defaults …", plus a line when a layer above was set aside at this N and one when the tile runs
// at another depth than its layer holds (the tensor variants at N no multiple of 4).
QString gemmParamsText(const ndr::GemmResolution& resolution);
// Every layer in lookup order and what it held (tooltip of the text).
QString gemmParamsTooltip(const ndr::GemmResolution& resolution);

} // namespace studio
