#pragma once
// The checks only a built program can answer for a user kernel (engine internals).
#include <CL/opencl.hpp>

#include <string>

#include "ndr/user_kernel.hpp"

namespace ndr {

// The entry point to launch: `kernel.entry`, or the file's only kernel when none was named.
// Throws Error(InvalidInput) when the entry is missing (listing the kernels the file defines),
// ambiguous, or does not take the contract's four arguments.
std::string resolveUserEntry(const cl::Program& program, const UserKernel& kernel);

} // namespace ndr
