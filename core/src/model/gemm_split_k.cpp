// When the warpgroup forms of the tensor variants split K (ndr::tensorKSplit): a rule of the wave
// filling, measured on the H100 (docs/gemm.md, "Split-K").
#include <cmath>
#include <cstdio>

#include "model/launch_bounds.hpp"
#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

double waveFill(std::uint64_t workGroups, std::uint64_t slots)
{
    if (workGroups == 0 || slots == 0)
        return 0;
    const std::uint64_t waves = (workGroups + slots - 1) / slots;
    return double(workGroups) / double(waves * slots);
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
    // The slices' work-items along y stay within the most any launch of N has (globalCeiling: what
    // an imported run is checked against).
    const std::uint64_t rows = std::uint64_t(p.mdimc + tensorExtraRows(v, p, d));
    const std::uint64_t tileRows = (std::uint64_t(n) + std::uint64_t(p.mwg) - 1) / std::uint64_t(p.mwg);
    if (tileRows * rows * kSlices > globalCeiling(n, rows))
        return none;
    const std::uint64_t tiles = gemmWorkGroups(p, n), slots = std::uint64_t(d.computeUnits) * std::uint64_t(perSm);
    // Tiles that fit one wave and share a multiprocessor with others: the slices would only share the
    // same multiprocessors, and the zeroing and the adds cost more than that brings (64 x 128 x 16
    // tf32 tiles, four an SM, on the H100: -8 to -20 % at 1023, 1025 and 1099). Only tiles that hold
    // a multiprocessor alone gain from slices in idle ones (128 x 256 from 1100 on).
    if (tiles <= slots && perSm > 1)
        return none;
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
