#pragma once
// The first step of a request's pass (plan -> execute -> result, engine.cpp): the request checked
// against its variant and device, its GEMM parameters resolved, its program built and the limits
// of the compiled kernel checked, all in one value. Nothing is enqueued.
#include <CL/opencl.hpp>

#include <cstddef>
#include <string>
#include <vector>

#include "cl/device_registry.hpp"
#include "cl/program_cache.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/run_request.hpp"
#include "ndr/variant.hpp"
#include "plan/validator.hpp"

namespace ndr {

// A request ready to execute on one device.
struct RequestPlan {
    std::size_t device = 0; // index into DeviceRegistry::infos()
    LaunchPlan plan;
    cl::Program program;                                    // empty for a library call (external)
    GemmParamsSource paramsSource = GemmParamsSource::None; // tunable variants: the layer used
    std::string paramsNote;                                 // tunable variants: GemmResolution::note
    std::size_t kernelWg = 0;                               // CL_KERNEL_WORK_GROUP_SIZE of the compiled kernel
    std::string entry;                                      // the kernel function to launch
};

// The variant of that name (catalogue or user kernel); throws Error(InvalidInput) listing the known ones.
const Variant& requireVariant(const std::string& name);

// The limits of a request that need neither variant nor device: repetitions, warm-ups, the
// watchdog's timeout, GEMM parameters only where the variant compiles them. Throws Error(InvalidInput).
void checkRequestBasics(const RunRequest& req);

// Index into `infos` for P:D (-1,-1 = default: first GPU, else first device); throws
// Error(InvalidInput) naming the valid ones, Error(Runtime) when there is no device at all.
std::size_t resolveDeviceIndex(const std::vector<DeviceInfo>& infos, int platformIndex, int deviceIndex);

// Explicit parameters, else the tuned ones for this device, else the database's, else the
// default (or the first seed configuration valid on this device): gemm_resolve.hpp.
GemmResolution resolveRequestGemm(const Variant& v, const DeviceInfo& info, const RunRequest& req);

// The plan of `req`: every check that can be made before enqueueing anything, the program built
// (through the program cache) and the compiled kernel's own limits checked. Invalid input throws
// Error(InvalidInput) naming the limit broken; a build failure of a catalogue kernel Error(Runtime).
RequestPlan planRequest(const RunRequest& req, DeviceRegistry& registry, ProgramCache& programs);

} // namespace ndr
