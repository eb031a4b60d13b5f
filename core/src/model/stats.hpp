#pragma once
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

KernelStats computeStats(std::vector<double> samplesMs);

} // namespace ndr
