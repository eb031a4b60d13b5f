#pragma once
#include <vector>

#include "ndr/variant.hpp"

namespace ndr {

// Appends the bandwidth workloads (reduce, vadd, pi) to the catalogue.
void appendVectorVariants(std::vector<Variant>& out);

} // namespace ndr
