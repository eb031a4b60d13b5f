#pragma once
// The tensor-core roof of Engine::measurePeaks (engine internals), apart from the FP32 and
// bandwidth benchmarks of peak_benchmarks.hpp.
#include <CL/opencl.hpp>

#include <functional>
#include <string>

#include "ndr/device_info.hpp"
#include "ndr/peaks.hpp"

namespace ndr {

// Whether `d` has TF32 tensor cores the engine can measure: NVIDIA, compute capability 8.0 on.
bool hasTensorPeak(const DeviceInfo& d);

// Measures the TF32 tensor-core peak of `d` without memory traffic (kernels/peak_tensor.cl):
// mma.sync on compute capability 8.0 and later, and on 9.0 also wgmma (through the sm_90a
// retarget of the program cache). Fills out.tensorGflops with the faster and
// out.tensorInstruction with its instruction; leaves them unset on other devices. A wgmma build
// the driver refuses leaves the mma.sync figure. OpenCL failures surface as cl::Error.
void measureTensorPeak(const cl::CommandQueue& queue, const DeviceInfo& d,
                       const std::function<cl::Program(const std::string& options)>& program, DevicePeaks& out);

} // namespace ndr
