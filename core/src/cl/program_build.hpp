#pragma once
#include <CL/opencl.hpp>

#include <string>

namespace ndr {

// The outcome of building one program from source for one device.
struct ProgramBuild {
    cl::Program program;        // built when status is CL_SUCCESS; otherwise the failed attempt
    cl_int status = CL_SUCCESS; // clBuildProgram's status
    std::string log;            // the device's build log of a failed build (empty after a success)
    int attempts = 0;           // builds made: 1, or 2 after a failure without diagnostics
};

// Whether a failed build is worth one more try: it failed as a build (CL_BUILD_PROGRAM_FAILURE)
// and its log names no compiler error. A compile error always names one and fails again the same.
bool buildWorthRetrying(cl_int status, const std::string& log);

// Builds `source` with `options` for `dev` in `ctx`, never throwing for a failed build (a failure
// to create the program object still throws cl::Error). A build that fails without a compiler
// error in its log is made once more on a fresh program object: PoCL 3.1 replaces a program in
// its on-disk kernel cache, which processes share, by removing the old file before renaming the
// new one in, so a process that found the file a moment before fails to read it and reports a
// failed build with nothing in the log but that; the second build reads the file in place.
ProgramBuild buildFromSource(const cl::Context& ctx, const cl::Device& dev, const std::string& source,
                             const std::string& options);

} // namespace ndr
