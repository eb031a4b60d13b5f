#pragma once
#include <cstddef>
#include <string>

namespace ndr {

// Test seam for failures a real device cannot produce on demand. NDR_FAULT holds a comma-separated
// list; unknown entries are ignored. Recognised:
//   corrupt-output       one element of the result is perturbed after the read-back
//   no-profiling         devices are treated as lacking CL_QUEUE_PROFILING_ENABLE (wall clock)
//   no-ooo               devices are treated as lacking CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE
//   alloc-failure-n=N    buffer creation of any run with that N fails with
//                        CL_MEM_OBJECT_ALLOCATION_FAILURE, as a device out of memory would
//   throw-in-run         Engine::run throws a std::logic_error (not an ndr::Error), as a bug would
bool faultActive(const std::string& name);
// True when "alloc-failure-n=<n>" is set for this n.
bool allocationFaultFor(std::size_t n);

} // namespace ndr
