#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace ndr {

// Failures a real device cannot produce on demand, for tests: an Engine built with a plan
// (EngineOptions::faults) acts them out while everything else runs for real on the device.
// Nothing in the engine reads the environment; a program's main may build a plan from NDR_FAULT
// (fromEnvironment), which is how the tests of ndrange-bench and ndrange-studio inject them.
struct FaultPlan {
    bool corruptOutput = false; // one element of the result is perturbed after the read-back
    bool noProfiling = false;   // devices are treated as lacking CL_QUEUE_PROFILING_ENABLE (wall clock)
    bool noOutOfOrder = false;  // devices are treated as lacking CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE
    bool throwInRun = false;    // Engine::run throws a std::logic_error (not an ndr::Error), as a bug would
    // Buffer creation of a run with one of these N fails with CL_MEM_OBJECT_ALLOCATION_FAILURE,
    // as a device out of memory would.
    std::vector<std::size_t> allocationFailureSizes;

    // A comma-separated list: corrupt-output, no-profiling, no-ooo, throw-in-run,
    // alloc-failure-n=<N>. Unknown entries are ignored.
    static FaultPlan parse(const std::string& spec);
    // parse() of the NDR_FAULT environment variable; no variable, no faults.
    static FaultPlan fromEnvironment();
    // The list parse() reads back (the kernel runner receives the plan this way).
    std::string spec() const;

    bool allocationFailsFor(std::size_t n) const;
    bool any() const;
};

} // namespace ndr
