#pragma once
// NVIDIA devices as the engine reads them, made up for the tensor variants' planning tests: an
// H100 (compute capability 9.0) or an older GPU by its compute capability, without one at hand.
#include "ndr/catalogue.hpp"
#include "ndr/device_info.hpp"
#include "ndr/variant.hpp"

namespace ndr_test {

inline const ndr::Variant& tf32Variant() { return *ndr::findVariant("tf32_tensor"); }
inline const ndr::Variant& fp32Variant() { return *ndr::findVariant("fp32_tensor"); }

// The H100's figures (132 SMs, 228 KiB of local memory per SM, 48 KiB per work-group without
// opting in) under the given compute capability.
inline ndr::DeviceInfo madeUpNvidia(int major, int minor)
{
    ndr::DeviceInfo d;
    d.platformName = "NVIDIA CUDA";
    d.platformVendor = "NVIDIA Corporation";
    d.name = "NVIDIA H100 80GB HBM3";
    d.nvComputeMajor = major;
    d.nvComputeMinor = minor;
    d.nvLocalMemPerSm = 233472;
    d.maxWorkGroupSize = 1024;
    d.maxWorkItemSizes = {1024, 1024, 64};
    d.localMemBytes = 48 * 1024;
    d.maxMemAllocBytes = 1ull << 34;
    d.globalMemBytes = 1ull << 36;
    d.computeUnits = 132;
    return d;
}

// That H100 with the CUDA driver's tensor-map encoder at hand (compute capability 9.0), as the
// database keys it: the tensor variants' tensor-memory form.
inline ndr::DeviceInfo madeUpNvidiaWithMaps()
{
    ndr::DeviceInfo d = madeUpNvidia(9, 0);
    d.nvTensorMaps = true;
    d.vendor = "NVIDIA Corporation";
    d.type = "GPU";
    return d;
}

} // namespace ndr_test
