#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ndr {

// What NVIDIA's ptxas says about one kernel in a build log of -cl-nv-verbose:
//   ptxas info    : Compiling entry function 'matmul' for 'sm_90a'
//   ptxas info    : Function properties for matmul
//       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//   ptxas info    : Used 30 registers, used 1 barriers, 2052 bytes smem, 380 bytes cmem[0]
struct PtxasInfo {
    std::string function; // the entry function
    std::string target;   // "sm_90a"; empty when the log did not say
    std::optional<int> registers, barriers;
    std::optional<std::uint64_t> smemBytes; // static local memory
    std::optional<std::uint64_t> cmemBytes; // constant bank 0
    std::optional<std::uint64_t> stackFrameBytes, spillStoreBytes, spillLoadBytes;
};

// Every kernel ptxas reported on, in log order (empty for a log without ptxas lines).
std::vector<PtxasInfo> parsePtxasLog(const std::string& log);
// The one of `function`; nullopt when the log does not report it.
std::optional<PtxasInfo> ptxasInfoFor(const std::string& log, const std::string& function);

} // namespace ndr
