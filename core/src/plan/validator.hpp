#pragma once
#include <climits>
#include <cstdint>
#include <optional>
#include <string>

#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/local_size.hpp"
#include "ndr/variant.hpp"

namespace ndr {

// The largest N the kernels index with their 32-bit ints: N*N < 2^31 for matmul, n < 2^31 for
// the vector workloads (reduce, vadd, pi). No run of a larger N is launched.
inline constexpr std::size_t kMaxMatmulN = 46340;
inline constexpr std::size_t kMaxVectorN = std::size_t(INT_MAX);

// A request checked against the variant and the device, with everything needed to launch it.
struct LaunchPlan {
    const Variant* variant = nullptr;
    std::size_t n = 0;
    LocalSize local;
    std::size_t globalX = 0, globalY = 1;
    std::string options;             // -D defines
    std::uint64_t localMemBytes = 0; // what the variant declares (static arrays + __local args)
    std::size_t groups = 0;          // vector workloads: work-groups of the (first) launch
    GemmParams gemm;                 // tunable variants: the parameters compiled in
    // The most local memory a work-group may declare (0: CL_DEVICE_LOCAL_MEM_SIZE); the tensor
    // kernels' warpgroup forms may use the multiprocessor's (gemmLocalLimit).
    std::uint64_t localMemLimit = 0;
    // The warpgroup forms declare their work-group size (reqd_work_group_size), which NVIDIA
    // launches although its CL_KERNEL_WORK_GROUP_SIZE answers 256 for them: not held against it.
    bool declaredWorkGroup = false;
    // The warpgroup forms' split-K (ndr::tensorKSplit): the first kSplitWholeRows tile rows whole,
    // then the others' slices of K, one after the other along the grid's second dimension (globalY
    // counts them all); C is zeroed before every launch and the zeroing is part of the kernel time.
    // Beside edge strips (fp32_tensor's, ndr::tensorEdges) it splits the tiles inside C alone.
    // 1: no split.
    int kSplit = 1;
    std::size_t kSplitWholeRows = 0;
    std::string kSplitWhy;
    // The warpgroup forms' edge strips (ndr::tensorEdgeStrips): the grid holds only the whole
    // tiles inside C, and the program's edge_strips (edgeGroups work-groups of kEdgeGroup; 0: no
    // strips) computes the edgeRows rows and edgeCols columns past them beside it. In the
    // tensor-memory form (edgeSums) tma_prep writes the strips' partial sums instead and
    // edge_sums (edgeGroups work-groups of kEdgeSumsGroup) adds them up beside the multiplication.
    std::size_t edgeGroups = 0;
    std::size_t edgeRows = 0, edgeCols = 0;
    bool edgeSums = false;
    // tf32_tensor's tensor-memory form may instead have the multiplication's own work-groups
    // compute the strips (edgeTailUnits of them, TC_TAIL) in rows of the grid after the tiles'
    // (globalY counts them): then no other launch takes part and edgeGroups is 0.
    bool edgeInTail = false;
    std::size_t edgeTailUnits = 0;
    std::string edgeWhy;
    // The tensor variants' tensor-memory form (TensorForm::TensorMemory): each repetition runs the
    // program's tma_prep before the multiplication, into workspaces of N rows of tensorMapRowFloats
    // (N rounded up to 32: rows of 128 bytes): B transposed, and A where the accelerator does not
    // read it from its own rows (tensorMapsReadAItself); the kernel reads both through tensor maps.
    bool tensorMaps = false;
    std::size_t tensorMapRowFloats = 0;
    bool tensorMapsPrepareA = false;
    // fp32_tensor's form: each workspace holds its operand split, N rows of hi then N rows of lo
    // (tensorMapsPrepareA always), and the kernel reads four tensor maps.
    bool tensorMapsSplit = false;
    // tma_prep's blocks of 32 k a work-group (its -DTC_PREP_BLOCKS): ndr::tmaPrepBlocks where it sums
    // the edge strips (the rows of partial sums follow from it), else ndr::tmaPrepBlocksWithoutSums.
    std::size_t tensorMapPrepBlocks = 1;
    int pciDomain = -1, pciBus = -1; // the device's (DeviceInfo::nvPciDomain, nvPciBus), for the maps
};

// Checks every limit that can be known before compiling; throws Error(InvalidInput) with a
// message naming the broken limit. An automatic local size is resolved here.
// `autoLimit` caps the work-items of an automatic local size (a compiled kernel may allow fewer
// than the device).
// Tunable variants (register_blocked, …) need `gemm`: it fixes the local size and the -D options.
LaunchPlan planLaunch(const Variant& variant, const DeviceInfo& device, std::size_t n, LocalSize local,
                      std::size_t autoLimit = SIZE_MAX, const GemmParams* gemm = nullptr);

// The 1-D workloads (reduce, vadd, pi); planLaunch forwards them here.
LaunchPlan planVectorLaunch(const Variant& variant, const DeviceInfo& device, std::size_t n, LocalSize local,
                            std::size_t autoLimit = SIZE_MAX);

// Device work-group and per-dimension limits, shared by every workload.
void checkLocalAgainstDevice(const LocalSize& local, const DeviceInfo& device);
std::size_t dimLimit(const DeviceInfo& device, std::size_t dim);

// The limits only a compiled kernel reveals (CL_KERNEL_WORK_GROUP_SIZE, its local memory).
// Returns nullopt when fine, else the input error naming the limit, its value and what was needed.
std::optional<Error> checkKernelLimits(const LaunchPlan& plan, const DeviceInfo& device,
                                       std::size_t kernelWorkGroupSize, std::uint64_t kernelLocalMemBytes);

} // namespace ndr
