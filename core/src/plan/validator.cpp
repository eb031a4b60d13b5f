#include "plan/validator.hpp"

#include <algorithm>

#include "model/launch_bounds.hpp"
#include "ndr/errors.hpp"

namespace ndr {

std::size_t dimLimit(const DeviceInfo& d, std::size_t dim)
{
    return dim < d.maxWorkItemSizes.size() ? d.maxWorkItemSizes[dim] : d.maxWorkGroupSize;
}

namespace {

std::string bytesText(std::uint64_t b) { return formatBytes(b); }

// Largest N whose A and B together fit the constant-buffer limit.
std::size_t largestConstantN(std::uint64_t limit)
{
    std::size_t n = 0;
    while (2ull * (n + 1) * (n + 1) * sizeof(float) <= limit)
        ++n;
    return n;
}

// Picks a valid local size for the variant when the user gave none.
LocalSize automaticLocal(const Variant& v, const DeviceInfo& d, std::size_t n, std::size_t wgLimit)
{
    const std::size_t limit = std::max<std::size_t>(1, std::min(wgLimit, d.maxWorkGroupSize));
    if (v.shape == NDRangeShape::Rows1D) {
        std::size_t x = std::max<std::size_t>(1, v.defaultLocal.x);
        while (x > 1 && (x > limit || x > dimLimit(d, 0)))
            x /= 2;
        return LocalSize::of1D(x);
    }
    std::size_t t = std::max<std::size_t>(1, v.defaultLocal.x);
    for (;; t /= 2) {
        const bool fits = t * t <= limit && t <= dimLimit(d, 0) && t <= dimLimit(d, 1);
        const bool divides = !v.exactMultiple || n % t == 0;
        const std::uint64_t tileBytes = v.squareTileLocal ? 2ull * t * (t + std::size_t(v.tilePad)) * sizeof(float) : 0;
        if ((fits && divides && tileBytes <= d.localMemBytes) || t == 1)
            return LocalSize::of2D(t, t);
    }
}

// The panel buffers of the CPU kernel, beside A, B and C: each within the largest allocation, all
// five within global memory.
void checkPanelBuffers(const Variant& v, const DeviceInfo& d, const GemmParams& g, std::size_t n)
{
    const std::uint64_t a = gemmPanelFloatsA(g, n) * sizeof(float), b = gemmPanelFloatsB(g, n) * sizeof(float);
    const std::uint64_t biggest = std::max(a, b);
    if (biggest > d.maxMemAllocBytes)
        throw limitError(v.name + " at N = " + std::to_string(n) + " packs a panel buffer of " + bytesText(biggest) +
                             ", above CL_DEVICE_MAX_MEM_ALLOC_SIZE " + bytesText(d.maxMemAllocBytes),
                         "CL_DEVICE_MAX_MEM_ALLOC_SIZE", d.maxMemAllocBytes, biggest);
    const std::uint64_t total = 3 * std::uint64_t(n) * n * sizeof(float) + a + b;
    if (total > d.globalMemBytes)
        throw limitError(v.name + " at N = " + std::to_string(n) + " needs " + bytesText(total) +
                             " for A, B, C and the packed panels, above CL_DEVICE_GLOBAL_MEM_SIZE " +
                             bytesText(d.globalMemBytes),
                         "CL_DEVICE_GLOBAL_MEM_SIZE", d.globalMemBytes, total);
}

// The tensor-memory form's workspaces beside A, B and C: B^T (and A) rounded, N rows of N rounded
// up to 32 floats each, and the edge strips' partial sums where it computes them.
void checkTensorMapWorkspace(const Variant& v, const DeviceInfo& d, const LaunchPlan& p)
{
    const std::uint64_t matrix = std::uint64_t(p.n) * p.n * sizeof(float);
    const std::uint64_t workspace =
        std::uint64_t(p.n) * p.tensorMapRowFloats * sizeof(float) * (p.tensorMapsSplit ? 2 : 1); // hi (and lo)
    if (workspace > d.maxMemAllocBytes)
        throw limitError(v.name + " at N = " + std::to_string(p.n) + " needs a workspace of " + bytesText(workspace) +
                             " for B transposed" + (p.tensorMapsSplit ? " in hi and lo parts" : "") +
                             ", above CL_DEVICE_MAX_MEM_ALLOC_SIZE " + bytesText(d.maxMemAllocBytes),
                         "CL_DEVICE_MAX_MEM_ALLOC_SIZE", d.maxMemAllocBytes, workspace);
    const std::uint64_t partials =
        p.edgeSums ? edgePartialFloats(p.n, p.tensorMapRowFloats, p.edgeRows, p.edgeCols, p.tensorMapPrepBlocks) *
                         sizeof(float)
                   : 0;
    const std::uint64_t total = 3 * matrix + workspace * (p.tensorMapsPrepareA ? 2 : 1) + partials;
    if (total > d.globalMemBytes)
        throw limitError(v.name + " at N = " + std::to_string(p.n) + " needs " + bytesText(total) +
                             " for A, B, C and the rounded operands" +
                             (partials ? " and the strips' partial sums" : "") + ", above CL_DEVICE_GLOBAL_MEM_SIZE " +
                             bytesText(d.globalMemBytes),
                         "CL_DEVICE_GLOBAL_MEM_SIZE", d.globalMemBytes, total);
}

// The register-blocked kernels: the parameters decide the local size, the grid and the options.
LaunchPlan planGemmLaunch(LaunchPlan p, const Variant& v, const DeviceInfo& d, LocalSize local, const GemmParams* gemm)
{
    if (!gemm)
        throw runtimeError(v.name + ": no tuning parameters were resolved for this run");
    const GemmParams& g = *gemm;
    if (std::optional<Error> broken = gemmParamsError(v, g, d))
        throw *broken;
    if (v.packedPanels) {
        checkPanelBuffers(v, d, g, p.n);
        if (!local.isAutomatic() && !(local == LocalSize::of2D(1, 1)))
            throw limitError(v.name + " runs one work-item per tile: its local size is 1x1, got " + local.toString() +
                                 " (change the tile with --params instead)",
                             "local size 1x1 (one work-item per tile)", 1, local.total());
    } else {
        const LocalSize fixed = LocalSize::of2D(std::size_t(g.ndimc), std::size_t(g.mdimc));
        if (!local.isAutomatic() && !(local == fixed))
            throw limitError(v.name + "'s local size is fixed by its parameters (NDIMC x MDIMC = " + fixed.toString() +
                                 "): got " + local.toString() + " (change NDIMC/MDIMC with --params instead)",
                             "local size fixed by NDIMC x MDIMC", fixed.total(), local.total());
    }
    // One work-item per tile for the CPU kernel, NDIMC x MDIMC for the others; the tensor variants'
    // warpgroup forms (compute capability 9.0) have their own -D switches and local memory, and the
    // warp-specialised one a producer warpgroup in extra rows.
    const std::size_t perX = v.packedPanels ? 1 : std::size_t(g.ndimc);
    const std::size_t perY = v.packedPanels ? 1 : std::size_t(g.mdimc) + std::size_t(tensorExtraRows(v, g, d));
    p.local = LocalSize::of2D(perX, perY);
    if (!v.packedPanels && perY != std::size_t(g.mdimc))
        checkLocalAgainstDevice(p.local, d);
    p.gemm = g;
    p.globalX = (p.n + std::size_t(g.nwg) - 1) / std::size_t(g.nwg) * perX;
    p.globalY = (p.n + std::size_t(g.mwg) - 1) / std::size_t(g.mwg) * perY;
    p.localMemBytes = gemmLocalBytes(v, g, d);
    p.options = "-cl-std=CL1.2 " + g.defines();
    if (const std::string form = tensorFormDefines(v, g, d); !form.empty()) {
        p.options += " " + form;
        p.localMemLimit = gemmLocalLimit(v, g, d);
        p.declaredWorkGroup = true;
        if (tensorForm(v, g, d) == TensorForm::TensorMemory) {
            p.tensorMaps = true;
            // Rows of 128 bytes (the kernel's TMA_LD) for the accelerator's boxes; A's own rows
            // where they serve as well (tensorMapsReadAItself).
            p.tensorMapRowFloats = tensorMapRowFloats(p.n);
            // fp32_tensor's operands are split into hi and lo: A always goes through the workspace.
            p.tensorMapsSplit = !v.tf32;
            p.tensorMapsPrepareA = tmaPrepRoundsA(p.n, g.mwg, g.nwg, p.tensorMapsSplit);
            p.pciDomain = d.nvPciDomain;
            p.pciBus = d.nvPciBus;
        }
        const TensorEdges choice = tensorEdges(v, g, d, p.n);
        if (const EdgeStrips& edges = choice.strips; edges.taken()) {
            p.edgeRows = edges.rows;
            p.edgeCols = edges.cols;
            p.edgeWhy = edges.why;
            p.globalX = p.n / std::size_t(g.nwg) * perX;
            p.globalY = p.n / std::size_t(g.mwg) * perY;
            p.options += " -DTC_EDGE=" + std::to_string(edges.sums);
            if (edges.inTail && p.tensorMaps) {
                // The multiplication's own work-groups take the strips in rows after the tiles'.
                p.edgeInTail = true;
                p.edgeTailUnits = edges.tailUnits;
                p.globalY += std::size_t(tailStripGroupRows(edges.tailUnits, p.n / std::size_t(g.nwg))) * perY;
                p.options += " -DTC_TAIL=1";
            } else {
                // The tensor-memory form's tma_prep reads A and B anyway: it writes the strips'
                // partial sums, and edge_sums adds them up.
                p.edgeSums = p.tensorMaps;
                p.edgeGroups = p.edgeSums ? edgeSumsGlobal(p.n, edges.rows, edges.cols) / kEdgeSumsGroup : edges.groups;
                checkLocalAgainstDevice(LocalSize::of1D(p.edgeSums ? kEdgeSumsGroup : kEdgeGroup), d);
            }
        }
        if (const KSplit& split = choice.split; split.slices > 1) {
            // Beside the strips the split covers the tiles inside C alone (its tile rows).
            p.kSplit = split.slices;
            p.kSplitWholeRows = split.wholeRows;
            p.kSplitWhy = split.why;
            p.globalY = std::size_t(splitGroupRows(split.tileRows, split.wholeRows, std::size_t(split.slices))) * perY;
            p.options += " -DTC_KSPLIT=" + std::to_string(split.slices);
        }
        if (p.tensorMaps) {
            p.tensorMapPrepBlocks = p.edgeSums ? tmaPrepBlocks(p.edgeRows, p.edgeCols, p.tensorMapsSplit)
                                               : tmaPrepBlocksWithoutSums(p.n, p.tensorMapsPrepareA);
            p.options += " -DTC_PREP_BLOCKS=" + std::to_string(p.tensorMapPrepBlocks);
            checkTensorMapWorkspace(v, d, p);
        }
    }
    return p;
}

} // namespace

void checkLocalAgainstDevice(const LocalSize& local, const DeviceInfo& d)
{
    if (local.total() > d.maxWorkGroupSize)
        throw limitError("local size " + local.toString() + " = " + std::to_string(local.total()) +
                             " exceeds CL_DEVICE_MAX_WORK_GROUP_SIZE " + std::to_string(d.maxWorkGroupSize),
                         "CL_DEVICE_MAX_WORK_GROUP_SIZE", d.maxWorkGroupSize, local.total());
    if (local.x > dimLimit(d, 0))
        throw limitError("local size x = " + std::to_string(local.x) +
                             " exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES[0] = " + std::to_string(dimLimit(d, 0)),
                         "CL_DEVICE_MAX_WORK_ITEM_SIZES[0]", dimLimit(d, 0), local.x);
    if (local.dims == 2 && local.y > dimLimit(d, 1))
        throw limitError("local size y = " + std::to_string(local.y) +
                             " exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES[1] = " + std::to_string(dimLimit(d, 1)),
                         "CL_DEVICE_MAX_WORK_ITEM_SIZES[1]", dimLimit(d, 1), local.y);
}

namespace {

// N against the kernels' indexing, the device's memory limits and the variant's own limits.
void checkMatmulSize(const Variant& v, const DeviceInfo& d, std::size_t n)
{
    if (n < 1)
        throw limitError("N must be at least 1 (got " + std::to_string(n) + ")", "minimum N", 1, n);
    if (n > kMaxMatmulN)
        throw limitError("N = " + std::to_string(n) + " is above " + std::to_string(kMaxMatmulN) +
                             ": N*N must fit the kernels' 32-bit int indexing",
                         "32-bit int indexing", kMaxMatmulN, n);
    const std::uint64_t matrixBytes = std::uint64_t(n) * n * sizeof(float);
    if (matrixBytes > d.maxMemAllocBytes)
        throw limitError("N = " + std::to_string(n) + " needs " + bytesText(matrixBytes) +
                             " per matrix, above CL_DEVICE_MAX_MEM_ALLOC_SIZE " + bytesText(d.maxMemAllocBytes),
                         "CL_DEVICE_MAX_MEM_ALLOC_SIZE", d.maxMemAllocBytes, matrixBytes);
    if (3 * matrixBytes > d.globalMemBytes)
        throw limitError("N = " + std::to_string(n) + " needs " + bytesText(3 * matrixBytes) +
                             " for A, B and C, above CL_DEVICE_GLOBAL_MEM_SIZE " + bytesText(d.globalMemBytes),
                         "CL_DEVICE_GLOBAL_MEM_SIZE", d.globalMemBytes, 3 * matrixBytes);
    if (v.maxN && n > v.maxN)
        throw limitError(v.name + " is limited to N <= " + std::to_string(v.maxN) + ": " + v.maxNReason +
                             " (got N = " + std::to_string(n) + ")",
                         "variant maximum N", v.maxN, n);
    if (v.constantInputs && 2 * matrixBytes > d.maxConstantBufferBytes)
        throw limitError(v.name + " binds A and B as __constant: 2 x " + bytesText(matrixBytes) + " = " +
                             bytesText(2 * matrixBytes) + " exceeds CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE " +
                             bytesText(d.maxConstantBufferBytes) + " (largest N on this device: " +
                             std::to_string(largestConstantN(d.maxConstantBufferBytes)) + "; tiled has no such limit)",
                         "CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE", d.maxConstantBufferBytes, 2 * matrixBytes);
}

} // namespace

LaunchPlan planLaunch(const Variant& v, const DeviceInfo& d, std::size_t n, LocalSize local, std::size_t autoLimit,
                      const GemmParams* gemm)
{
    if (v.workload != Workload::MatMul)
        return planVectorLaunch(v, d, n, local, autoLimit);
    LaunchPlan p;
    p.variant = &v;
    p.n = n;
    checkMatmulSize(v, d, n);
    const std::uint64_t matrixBytes = std::uint64_t(n) * n * sizeof(float);

    if (v.external) {
        // The library chooses its own NDRanges and nothing of ours is compiled; the global size
        // is reported as N x N (the size of C), the local size as not applying.
        p.local = LocalSize::notApplicable();
        p.globalX = n;
        p.globalY = n;
        return p;
    }
    if (v.tunable)
        return planGemmLaunch(p, v, d, local, gemm);

    const bool twoD = v.shape == NDRangeShape::Elements2D;
    if (local.isAutomatic())
        local = automaticLocal(v, d, n, autoLimit);
    if (local.x == 0 || (local.dims == 2 && local.y == 0))
        throw limitError("local size must be at least 1 in every dimension (got " + local.toString() + ")",
                         "minimum local size", 1, 0);
    if (twoD && local.dims != 2)
        throw limitError(v.name + " runs a 2-D NDRange: give the local size as XxY (got " + local.toString() + ")",
                         "NDRange dimensions", 2, std::uint64_t(local.dims));
    if (!twoD && local.dims != 1)
        throw limitError(v.name + " runs a 1-D NDRange (one work-item per row): give the local size as X (got " +
                             local.toString() + ")",
                         "NDRange dimensions", 1, std::uint64_t(local.dims));
    checkLocalAgainstDevice(local, d);
    if (v.squareTileLocal && local.x != local.y)
        throw limitError(v.name + " needs a square work-group (the tile is T x T): got " + local.toString(),
                         "square work-group");
    if (v.exactMultiple && n % local.x != 0)
        throw limitError(v.name + " has no edge handling: N = " + std::to_string(n) +
                             " is not a multiple of the block size " + std::to_string(local.x) +
                             " (choose a block dividing N, or use tiled, which pads)",
                         "N a multiple of the block size", local.x, n);

    p.local = local;
    p.globalX = globalCeiling(n, local.x);
    p.globalY = twoD ? globalCeiling(n, local.y) : 1;

    std::string opts = "-cl-std=CL1.2";
    if (v.squareTileLocal) {
        const std::size_t t = local.x;
        p.localMemBytes = 2ull * t * (t + std::size_t(v.tilePad)) * sizeof(float);
        opts += " -D" + v.tileDefine + "=" + std::to_string(t);
    }
    if (v.privateRowOfN)
        opts += " -DROW_LEN=" + std::to_string(n);
    if (v.localRowOfN)
        p.localMemBytes += matrixBytes / n; // one column of B: N floats
    if (p.localMemBytes > d.localMemBytes)
        throw limitError(v.name + " with local size " + local.toString() + " needs " + bytesText(p.localMemBytes) +
                             " of local memory, above CL_DEVICE_LOCAL_MEM_SIZE " + bytesText(d.localMemBytes),
                         "CL_DEVICE_LOCAL_MEM_SIZE", d.localMemBytes, p.localMemBytes);
    p.options = opts;
    return p;
}

std::optional<Error> checkKernelLimits(const LaunchPlan& p, const DeviceInfo& d, std::size_t kernelWg,
                                       std::uint64_t kernelLocal)
{
    if (p.local.total() > kernelWg && !p.declaredWorkGroup)
        return limitError("local size " + p.local.toString() + " = " + std::to_string(p.local.total()) +
                              " exceeds this kernel's CL_KERNEL_WORK_GROUP_SIZE " + std::to_string(kernelWg),
                          "CL_KERNEL_WORK_GROUP_SIZE", kernelWg, p.local.total());
    const std::uint64_t total = std::max(kernelLocal, p.localMemBytes);
    if (p.localMemLimit > 0) {
        if (total > p.localMemLimit)
            return limitError(p.variant->name + " uses " + formatBytes(total) + " of local memory, above the " +
                                  formatBytes(p.localMemLimit) + " a work-group may use on this device",
                              "local memory per work-group (NVIDIA)", p.localMemLimit, total);
        return std::nullopt;
    }
    if (total > d.localMemBytes)
        return limitError(p.variant->name + " uses " + formatBytes(total) +
                              " of local memory, above CL_DEVICE_LOCAL_MEM_SIZE " + formatBytes(d.localMemBytes),
                          "CL_DEVICE_LOCAL_MEM_SIZE", d.localMemBytes, total);
    return std::nullopt;
}

} // namespace ndr
