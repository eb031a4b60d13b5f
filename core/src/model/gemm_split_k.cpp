// When the warpgroup forms of the tensor variants split K (ndr::tensorKSplit): a rule of the wave
// filling, measured on the H100 (docs/gemm.md, "Split-K").
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/occupancy.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// Registers a work-item of the warpgroup kernel holds at the least (kernels/parts/tensor_wgmma.clh):
// its accumulators (MWG / 2 per 64-column block; fp32_tensor as many again for a step's three
// products), its B^T fragments (4 per 8-deep step and block; two sets where a step's wgmma's stay
// in flight, or hi and lo for fp32_tensor) and, when staged through registers, its share of a step's
// 16-byte chunks. The compiler adds addresses and indices, so this bounds the work-groups an SM can
// hold from above.
int leastRegisters(const Variant& v, const GemmParams& p, TensorForm form)
{
    const bool split = v.nvidiaComputeCapability > 0 && !v.tf32;
    const int blocks = std::max(1, p.nwg / (p.threads() / 128) / 64);
    const int accumulators = blocks * p.mwg / 2 * (split ? 2 : 1);
    const int fragments = 2 * (p.kwg / 8) * blocks * 4;
    const int staged = form == TensorForm::Warpgroup ? (p.mwg * p.kwg + p.kwg * p.nwg) / 4 / p.threads() * 4 : 0;
    return std::min(255, accumulators + fragments + staged);
}

} // namespace

double waveFill(std::uint64_t workGroups, std::uint64_t slots)
{
    if (workGroups == 0 || slots == 0)
        return 0;
    const std::uint64_t waves = (workGroups + slots - 1) / slots;
    return double(workGroups) / double(waves * slots);
}

int warpgroupGroupsPerSm(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    const TensorForm form = tensorForm(v, p, d);
    if (form == TensorForm::MmaSync)
        return 0;
    OccupancyRequest q;
    q.ccMajor = d.nvComputeMajor;
    q.ccMinor = d.nvComputeMinor;
    q.workGroupSize = std::size_t(p.threads() + tensorExtraRows(v, p, d) * p.ndimc);
    q.registersPerWorkItem = leastRegisters(v, p, form);
    q.localMemPerGroup = gemmLocalBytes(v, p, d);
    try {
        return computeOccupancy(q).groupsPerSm;
    } catch (const Error&) {
        return 0; // outside the model: no split
    }
}

KSplit tensorKSplit(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    KSplit none;
    if (d.computeUnits == 0 || p.kwg < 1 || p.mwg < 1 || p.nwg < 1)
        return none;
    const int perSm = warpgroupGroupsPerSm(v, p, d);
    if (perSm < 1)
        return none;
    constexpr int kSlices = 2;
    const std::size_t steps = (n + std::size_t(p.kwg) - 1) / std::size_t(p.kwg);
    if (steps / kSlices < kKSplitMinSteps)
        return none;
    // The slices' work-items along y stay within N rounded up to the work-group's rows, the most
    // any launch of N has (what an imported run is checked against).
    const std::uint64_t rows = std::uint64_t(p.mdimc + tensorExtraRows(v, p, d));
    const std::uint64_t tileRows = (std::uint64_t(n) + std::uint64_t(p.mwg) - 1) / std::uint64_t(p.mwg);
    if (tileRows * rows * kSlices > (std::uint64_t(n) + rows - 1) / rows * rows)
        return none;
    const std::uint64_t tiles = gemmWorkGroups(p, n), slots = std::uint64_t(d.computeUnits) * std::uint64_t(perSm);
    const double whole = waveFill(tiles, slots), split = waveFill(tiles * kSlices, slots);
    if (split < whole + kKSplitFillGain)
        return none;
    const auto waves = [slots](std::uint64_t groups) { return (groups + slots - 1) / slots; };
    char why[240];
    std::snprintf(why, sizeof why,
                  "split K in %d: %llu work-groups fill %llu waves of %u compute units x %d to %.0f %%, %llu fill %llu "
                  "to %.0f %%",
                  kSlices, static_cast<unsigned long long>(tiles), static_cast<unsigned long long>(waves(tiles)),
                  d.computeUnits, perSm, std::floor(100 * whole + 0.5),
                  static_cast<unsigned long long>(tiles * kSlices),
                  static_cast<unsigned long long>(waves(tiles * kSlices)), std::floor(100 * split + 0.5));
    return {kSlices, why};
}

} // namespace ndr
