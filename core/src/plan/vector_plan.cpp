// Launch planning and validation for the 1-D workloads: reduce, vadd, pi.
#include <algorithm>
#include <climits>

#include "ndr/errors.hpp"
#include "plan/validator.hpp"

namespace ndr {

namespace {

std::size_t ceilDiv(std::size_t a, std::size_t b) { return (a + b - 1) / b; }
bool isPowerOfTwo(std::size_t x) { return x && !(x & (x - 1)); }

// Buffers of n floats a scheme allocates (for the global-memory check).
int streamBuffers(VectorScheme s)
{
    switch (s) {
    case VectorScheme::VAdd2:
        return 3;
    case VectorScheme::VAdd3Fused:
        return 4;
    case VectorScheme::VAdd3Chained:
        return 5; // a, b, c, tmp, d
    case VectorScheme::PiPartials:
        return 0;
    default:
        return 1; // reductions: the input (partials are small)
    }
}

LocalSize automaticLocal(const Variant& v, const DeviceInfo& d, std::size_t limit)
{
    if (v.scheme == VectorScheme::ReduceSerial)
        return LocalSize::of1D(1);
    std::size_t x = std::max<std::size_t>(1, v.defaultLocal.x);
    const std::size_t cap = std::max<std::size_t>(1, std::min({limit, d.maxWorkGroupSize, dimLimit(d, 0)}));
    while (x > 1 && (x > cap || x * sizeof(float) > d.localMemBytes))
        x /= 2;
    return LocalSize::of1D(x);
}

} // namespace

LaunchPlan planVectorLaunch(const Variant& v, const DeviceInfo& d, std::size_t n, LocalSize local,
                            std::size_t autoLimit)
{
    LaunchPlan p;
    p.variant = &v;
    p.n = n;
    const std::string what = v.workload == Workload::Pi ? "steps" : "elements";
    if (n < 1)
        throw limitError("n must be at least 1 " + what + " (got " + std::to_string(n) + ")", "minimum n", 1, n);
    if (n > kMaxVectorN)
        throw limitError("n = " + std::to_string(n) + " is above 2^31-1: the kernels index with 32-bit int",
                         "32-bit int indexing", std::uint64_t(kMaxVectorN), n);
    const std::uint64_t bytes = std::uint64_t(n) * sizeof(float);
    const int buffers = streamBuffers(v.scheme);
    if (buffers && bytes > d.maxMemAllocBytes)
        throw limitError("n = " + std::to_string(n) + " needs " + formatBytes(bytes) +
                             " per buffer, above CL_DEVICE_MAX_MEM_ALLOC_SIZE " + formatBytes(d.maxMemAllocBytes),
                         "CL_DEVICE_MAX_MEM_ALLOC_SIZE", d.maxMemAllocBytes, bytes);
    if (buffers && bytes * std::uint64_t(buffers) > d.globalMemBytes)
        throw limitError("n = " + std::to_string(n) + " needs " + std::to_string(buffers) + " buffers of " +
                             formatBytes(bytes) + ", above CL_DEVICE_GLOBAL_MEM_SIZE " + formatBytes(d.globalMemBytes),
                         "CL_DEVICE_GLOBAL_MEM_SIZE", d.globalMemBytes, bytes * std::uint64_t(buffers));

    if (local.isAutomatic())
        local = automaticLocal(v, d, autoLimit);
    if (local.dims != 1)
        throw limitError(v.name + " runs a 1-D NDRange: give the local size as X (got " + local.toString() + ")",
                         "NDRange dimensions", 1, std::uint64_t(local.dims));
    if (local.x == 0)
        throw limitError("local size must be at least 1 (got 0)", "minimum local size", 1, 0);
    checkLocalAgainstDevice(local, d);
    if (v.scheme == VectorScheme::ReduceSerial && local.x != 1)
        throw limitError(v.name + " runs a single work-item: the local size must be 1 (got " + local.toString() + ")",
                         "single work-item", 1, local.x);
    if (v.powerOfTwoLocal && !isPowerOfTwo(local.x))
        throw limitError(v.name + " needs a power-of-two local size for its halving tree (got " + local.toString() +
                             ")",
                         "power-of-two local size", {}, local.x);
    const bool usesScratch = v.scheme != VectorScheme::VAdd2 && v.scheme != VectorScheme::VAdd3Chained &&
                             v.scheme != VectorScheme::VAdd3Fused;
    p.localMemBytes = usesScratch ? local.x * sizeof(float) : 0;
    if (p.localMemBytes > d.localMemBytes)
        throw limitError(v.name + " with local size " + local.toString() + " needs " + formatBytes(p.localMemBytes) +
                             " of local memory, above CL_DEVICE_LOCAL_MEM_SIZE " + formatBytes(d.localMemBytes),
                         "CL_DEVICE_LOCAL_MEM_SIZE", d.localMemBytes, p.localMemBytes);

    p.local = local;
    const std::size_t L = local.x;
    switch (v.scheme) {
    case VectorScheme::ReduceSerial:
        p.groups = 1;
        break;
    case VectorScheme::ReduceDevice: {
        // Enough resident groups to fill the device (2048 work-items per compute unit is the
        // common maximum), never more than the float4 work needs.
        const std::size_t resident = std::max<std::size_t>(1, d.computeUnits) * std::max<std::size_t>(1, 2048 / L);
        p.groups = std::max<std::size_t>(1, std::min(resident, ceilDiv(ceilDiv(n, 4), L)));
        break;
    }
    case VectorScheme::VAdd2:
        // One work-item per elementsPerItem-wide vector plus one per element of the tail.
        p.groups = ceilDiv(n / std::size_t(v.elementsPerItem) + n % std::size_t(v.elementsPerItem), L);
        break;
    default:
        p.groups = ceilDiv(ceilDiv(n, std::size_t(v.elementsPerItem)), L);
    }
    p.globalX = p.groups * L;
    p.globalY = 1;
    p.options = "-cl-std=CL1.2";
    if (v.scheme == VectorScheme::ReduceDevice && !d.isGpu)
        p.options += " -DCHUNKED";
    if (v.scheme == VectorScheme::PiPartials)
        p.options += " -DITERS=" + std::to_string(v.elementsPerItem);
    return p;
}

} // namespace ndr
