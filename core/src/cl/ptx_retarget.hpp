#pragma once
#include <CL/opencl.hpp>

#include <string>
#include <string_view>

namespace ndr {

// Instructions that only the sm_90a target assembles (wgmma and its fences) cannot be written in
// OpenCL C for NVIDIA's compiler, whose PTX always says ".target sm_90". A kernel writes them as
// PTX comments beginning with this marker; the compiler substitutes the operands' registers into
// them like into any inline asm. Removing the marker and retargeting the PTX to sm_90a turns them
// into instructions.
inline constexpr std::string_view kSm90aMarker = "//@sm_90a ";

// `ptx` (a built program's PTX) with every marker removed, its ".target sm_90" made "sm_90a" and a
// ".version" below 8.0 (the first with wgmma) raised to 8.0. Throws Error(Runtime) naming what is
// missing when the text holds no marker or targets another architecture than sm_90.
std::string retargetPtxToSm90a(std::string_view ptx);

// The PTX of a program built for one NVIDIA device, if it holds the marker; empty otherwise (not
// PTX, or no sm_90a instruction in it).
std::string markedPtx(const cl::Program& program);

// A program built from `source` whose PTX holds the marker, rebuilt from its retargeted PTX on the
// same device with the same options. Throws Error(Runtime) with the build log when the driver
// rejects the retargeted PTX: running the built program instead would multiply nothing.
cl::Program rebuildForSm90a(const std::string& ptx, const cl::Context& ctx, const cl::Device& dev,
                            const std::string& options);

} // namespace ndr
