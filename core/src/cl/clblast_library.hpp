#pragma once
// CLBlast, loaded at run time with dlopen so that the engine (and the studio) run on machines
// without it; the clblast variant then reports why it is unavailable.
#include <CL/opencl.hpp>

#include <cstdint>
#include <string>

namespace ndr {

// The soname tried: $NDR_CLBLAST_LIBRARY if set (a test seam: point it at a missing file to
// simulate a machine without CLBlast), else "libclblast.so.1".
std::string clblastLibraryName();

// Empty when CLBlastSgemm could be resolved, else "CLBlast not available: <dlerror>".
std::string clblastUnavailableReason();

// C = A * B for row-major N x N buffers, timed on the host clock with clFinish before and after
// (CLBlast's event covers only its last helper kernel). Returns the wall-clock interval of the
// call in steady-clock ns; throws Error(Runtime) naming CLBlast's status code on failure.
void clblastSgemmTimed(cl::CommandQueue& queue, std::size_t n, const cl::Buffer& a, const cl::Buffer& b, cl::Buffer& c,
                       std::int64_t& beginNs, std::int64_t& endNs);

} // namespace ndr
