// The shapes the warpgroup kernel (kernels/parts/tensor_wgmma.clh) takes, and the registers of its
// tensor-memory form: the rules ndr::tensorForm and ndr::gemmParamsError decide by.
#pragma once

namespace ndr {

struct DeviceInfo;
struct GemmParams;
struct Variant;

// Whether the variant multiplies split operands (fp32_tensor: hi and lo parts of each).
bool splitsInputs(const Variant& v);

// Warpgroups of 128 work-items side by side along n, 64-column blocks each, MWG one of the widths
// of wgmma_ops.clh.
bool fitsWarpgroups(const GemmParams& p);

// The tensor-memory form's tiles: MWG any multiple of 16 from 64 to 256, one 64-column block per
// warpgroup, rows of 32 floats and a producer warp of whole rows of work-items.
bool fitsTensorMemory(const Variant& v, const GemmParams& p, const DeviceInfo& d);

// The registers each work-item of a tensor-memory work-group gets.
int registersPerWorkItem(const Variant& v, const GemmParams& p, const DeviceInfo& d);

} // namespace ndr
