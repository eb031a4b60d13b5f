#pragma once
// The catalogue: every variant the program runs (kernels/*.cl with their catalogue entries, the
// library calls) and the user kernels loaded (ndr/user_kernel.hpp), looked up by name.
#include <string>
#include <vector>

#include "ndr/variant.hpp"

namespace ndr {

// Every variant, matmul ladder first, in teaching order.
const std::vector<Variant>& catalogue();
// The variants of one workload, in catalogue order.
std::vector<const Variant*> variantsOf(Workload w);
// nullptr if unknown.
const Variant* findVariant(const std::string& name);
// "naive, row, …" for error messages.
std::string variantNames();
// The tunable variants' names (Variant::tunable), in catalogue order, joined by `separator`.
std::string tunableVariantNames(const std::string& separator = ", ");
// Throws Error(InvalidInput, limit "tunable variant") naming `variant` and the tunable variants
// unless it is one: what GEMM parameters (`what`, e.g. "--params") apply to.
void requireTunable(const std::string& variant, const std::string& what);

} // namespace ndr
