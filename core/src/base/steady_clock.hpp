#pragma once
#include <cstdint>

namespace ndr {

// The host's steady clock in ns: what host-timed commands (library calls) and enqueue intervals
// are measured with.
std::int64_t steadyNs();

} // namespace ndr
