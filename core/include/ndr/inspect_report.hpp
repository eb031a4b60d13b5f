#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/diagnostics.hpp"
#include "ndr/local_size.hpp"
#include "ndr/occupancy.hpp"
#include "ndr/ptxas_info.hpp"

namespace ndr {

// What the compiler made of one kernel on one device, at one N, local size and set of parameters
// (Engine::inspect). Every "…Note" field says why its figure or text is absent, in words for people;
// it is empty when the figure or text is there.
struct InspectReport {
    // The request, resolved.
    std::string variant;    // "naive", "user:mine"
    std::string entry;      // the kernel function
    std::string sourceName; // the file diagnostics name ("mine.cl", "matmul_naive.cl")
    std::string deviceId;   // "P:D"
    std::string deviceName, platformName;
    bool nvidia = false, pocl = false;
    std::size_t n = 0;
    LocalSize local;
    std::size_t globalX = 0, globalY = 1;
    std::string params; // GEMM parameters compiled in ("" for a variant without any)

    // The build.
    std::string buildOptions;            // exactly as handed to clBuildProgram
    std::string buildLog;                // the compiler's temporary source name replaced by sourceName
    std::vector<Diagnostic> diagnostics; // warnings and notes of a build that succeeded

    // The compiled kernel (clGetKernelWorkGroupInfo).
    std::uint64_t kernelWorkGroupSize = 0;               // CL_KERNEL_WORK_GROUP_SIZE
    std::uint64_t preferredWorkGroupMultiple = 0;        // CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE
    std::uint64_t localMemBytes = 0;                     // CL_KERNEL_LOCAL_MEM_SIZE
    std::uint64_t privateMemBytes = 0;                   // CL_KERNEL_PRIVATE_MEM_SIZE
    std::array<std::uint64_t, 3> compileWorkGroupSize{}; // CL_KERNEL_COMPILE_WORK_GROUP_SIZE (0,0,0: none)

    // NVIDIA (cl_nv_device_attribute_query, the -cl-nv-verbose build log, CL_PROGRAM_BINARIES).
    int ccMajor = 0, ccMinor = 0;
    std::uint64_t nvRegistersPerBlock = 0, nvWarpSize = 0, nvLocalMemPerSm = 0;
    std::optional<PtxasInfo> ptxas;
    std::string ptx;
    std::string ptxNote;
    std::optional<Occupancy> occupancy; // at the chosen local size
    std::string occupancyNote;

    // PoCL's CPU device: what applies instead of occupancy, and the work-group function PoCL
    // compiled for this local size (from a private kernel cache), disassembled with objdump.
    std::optional<CpuWorkGroupSpread> cpuSpread;
    std::string assembly;
    std::string
        assemblyFile; // the shared object it came from, relative to the cache ("<kernel>/16-16-1-…/<kernel>.so")
    std::string assemblyNote;
    std::string llvmIr; // PoCL's program.bc through llvm-dis
    std::string llvmIrNote;
};

} // namespace ndr
