// The warpgroup kernel's shapes and the tensor-memory form's registers (model/warpgroup_shapes.hpp).
#include "model/warpgroup_shapes.hpp"

#include <algorithm>

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

// The warpgroup kernel's shape rules (kernels/parts/tensor_wgmma.clh): warpgroups of 128
// work-items side by side along n, 64-column blocks each, MWG one of wgmma's widths.
bool fitsWarpgroups(const GemmParams& p)
{
    const int t = p.threads();
    if (t < 128 || t % 128 || p.kwg % 8)
        return false;
    const int groups = t / 128;
    if (p.nwg % groups || (p.nwg / groups) % 64)
        return false;
    return p.mwg == 32 || p.mwg == 64 || p.mwg == 128 || p.mwg == 192 || p.mwg == 256;
}

bool splitsInputs(const Variant& v) { return v.nvidiaComputeCapability > 0 && !v.tf32; }

// The tensor-memory form's tiles: wgmma's n (MWG) any multiple of 16 from 64 to 256
// (parts/wgmma_ss.clh), one 64-column block per warpgroup, rows of 32 floats (one 128-byte
// swizzled row of local memory) and a producer warp of whole rows of work-items. Nothing but
// accumulators in registers, so MWG may be 256 (128 for fp32_tensor, which holds a step's products
// beside them).
bool fitsTensorMemory(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    const int t = p.threads();
    return d.nvTensorMaps && t >= 128 && t % 128 == 0 && p.nwg == 64 * (t / 128) && p.kwg == 32 && p.mwg % 16 == 0 &&
           p.mwg >= 64 && p.mwg <= (splitsInputs(v) ? 128 : 256) && 32 % p.ndimc == 0;
}

// The registers each work-item of a tensor-memory work-group (its consumers and the producer warp)
// may take: the compiler shares the multiprocessor's 65536 among the work-group's threads rounded up
// to 128, in steps of 8 (416 work-items: 128 each).
int registersPerWorkItem(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    const int items = p.threads() + tensorExtraRows(v, p, d) * p.ndimc;
    const int rounded = (items + 127) / 128 * 128;
    return std::min(255, 65536 / rounded / 8 * 8);
}

} // namespace ndr
