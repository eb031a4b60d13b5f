// When the warpgroup forms of the tensor variants leave the edges of C to FP32 strips
// (ndr::tensorEdgeStrips): a rule of the waves the edge tiles add, measured on the H100 and, for
// the tensor-memory form's strips summed in tma_prep, on the H200 (docs/gemm.md, "Edge strips",
// "Strips in the rounding kernel").
#include <algorithm>
#include <cstdio>

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

// The widest strip, the least gain against the launch with edge tiles, and the strips' estimated
// cost in waves: a fixed part (the second launch) and, per (compute units x MWG x NWG) / N, 13 per
// row or column of a strip (its FP32 products) and 465 for reading A and B once, over the tensor
// products per product of the variant. Fitted on the H100's 128 x 256 tiles: one row and column
// at N = 2049 took 27-38 us beside the tiles' wave of 137, four at 2052 5 us more. Wider strips
// (up to 8, which the kernel takes) lost against the split of the last wave there. Summed in the
// tensor-memory form's tma_prep the strips cost the launch alone, up to 8 wide: on the H200 they
// beat the edge tiles and the split of the last wave at N % 4 = 0 too (2052: 152 -> 205 TFLOP/s).
constexpr std::size_t kEdgeMaxWidth = 3;
constexpr std::size_t kEdgeMaxSums = 8; // the kernels' largest TC_EDGE
constexpr double kEdgeGain = 0.05;
constexpr double kEdgeLaunchCost = 0.05;
constexpr double kEdgeProductCost = 13;
constexpr double kEdgeReadCost = 465;

std::uint64_t wavesOf(std::uint64_t tiles, std::uint64_t units) { return (tiles + units - 1) / units; }

} // namespace

EdgeStrips tensorEdgeStrips(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    EdgeStrips none;
    if (d.computeUnits == 0 || p.mwg < 1 || p.nwg < 1 || n < std::size_t(p.mwg) || n < std::size_t(p.nwg))
        return none;
    const int perSm = warpgroupGroupsPerSm(v, p, d);
    if (perSm < 1)
        return none;
    const std::size_t rm = n % std::size_t(p.mwg), rn = n % std::size_t(p.nwg);
    // The tensor-memory form sums the strips in tma_prep, which reads A and B anyway: they cost
    // about nothing there, up to the widest the kernel takes.
    const bool inPrep = tensorForm(v, p, d) == TensorForm::TensorMemory;
    // Elsewhere only rows off 16-byte boundaries: there an edge tile or slice loads element by
    // element, and costs more than the strips; at N % 4 = 0 the split of the last wave holds.
    const std::size_t widest = inPrep ? kEdgeMaxSums : kEdgeMaxWidth;
    if ((n % 4 == 0 && !inPrep) || rm + rn == 0 || rm > widest || rn > widest)
        return none;
    const std::uint64_t units = d.computeUnits;
    const std::uint64_t tileRows = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg);
    const std::uint64_t tileCols = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg);
    const std::uint64_t inside = std::uint64_t(n / std::size_t(p.mwg)) * std::uint64_t(n / std::size_t(p.nwg));
    // In waves of one work-group per compute unit: tiles sharing a multiprocessor share its tensor
    // cores too, so an edge tile delays its neighbours as much as a wave of its own would.
    const std::uint64_t withEdges = wavesOf(tileRows * tileCols, units), without = wavesOf(inside, units);
    const double strips = inPrep ? kEdgeLaunchCost
                                 : kEdgeLaunchCost + double(n) * (kEdgeProductCost * double(rm + rn) + kEdgeReadCost) /
                                                         (double(units) * double(p.mwg) * double(p.nwg)) /
                                                         double(std::max(1, v.tensorProducts));
    if (double(without) + strips > double(withEdges) * (1 - kEdgeGain))
        return none;
    EdgeStrips found;
    found.rows = rm;
    found.cols = rn;
    found.groups = edgeStripGroups(n, rm, rn);
    found.sums = int((std::max(rm, rn) + 3) / 4 * 4);
    char why[300];
    std::snprintf(why, sizeof why,
                  "the last %zu rows and %zu columns in FP32 strips: %llu whole tiles take %llu waves of %u "
                  "compute units, with edge tiles about %.1f, with the strips about %.1f",
                  rm, rn, static_cast<unsigned long long>(inside), static_cast<unsigned long long>(without),
                  d.computeUnits, double(withEdges), double(without) + strips);
    found.why = why;
    return found;
}

} // namespace ndr
