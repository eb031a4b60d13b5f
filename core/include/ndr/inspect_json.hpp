#pragma once
#include <cstdint>
#include <string>

#include "ndr/inspect_report.hpp"

namespace ndr {

// The largest inspection document read back (a big kernel's PTX or assembly fits many times over).
constexpr std::uint64_t kMaxInspectJsonBytes = 64ull << 20;

// An inspection written by `ndrange-bench inspect --json` (inspectJson) read back, so one made on a
// GPU machine can be shown anywhere. The occupancy is recomputed from the document's inputs with
// computeOccupancy rather than trusted. Throws Error(InvalidInput) naming the field for text that
// is not such a document: not JSON, a field of the wrong type, a number outside its range, a
// compute capability or occupancy input outside the model, or a text above kMaxInspectJsonBytes.
InspectReport readInspectJson(const std::string& text);

} // namespace ndr
