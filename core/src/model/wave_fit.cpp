// Where tf32_tensor's tensor-memory form takes 192 x 192 tiles (ndr::waveFitParams): a model of the
// waves, measured on the H200 (docs/gemm.md, "Tiles by waves").
#include "model/wave_fit.hpp"

#include <cstdio>

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

constexpr double kWaveFitTileCost = 1.03; // a 192 x 192 tile's time per element against 256 x 128
constexpr double kWaveFitGain = 0.05;     // the least gain taken

} // namespace

std::optional<WaveFitParams> waveFitParams(const Variant& v, const GemmParams& p, const DeviceInfo& d, std::size_t n)
{
    const GemmParams q = kWaveFitTile;
    if (!v.tf32 || d.computeUnits == 0 || n == 0 || p == q || tensorForm(v, p, d) != TensorForm::TensorMemory ||
        tensorForm(v, q, d) != TensorForm::TensorMemory || !checkGemmParams(v, q, d).empty())
        return std::nullopt;
    if (tensorEdgeStrips(v, p, d, n).taken())
        return std::nullopt;
    const int perP = warpgroupGroupsPerSm(v, p, d), perQ = warpgroupGroupsPerSm(v, q, d);
    if (perP < 1 || perQ < 1)
        return std::nullopt;
    const std::uint64_t slotsP = std::uint64_t(d.computeUnits) * std::uint64_t(perP);
    const std::uint64_t slotsQ = std::uint64_t(d.computeUnits) * std::uint64_t(perQ);
    const std::uint64_t tilesP = gemmWorkGroups(p, n), tilesQ = gemmWorkGroups(q, n);
    const KSplit split = tensorKSplit(v, p, d, n);
    const double wavesP = split.slices > 1 ? split.waves : double((tilesP + slotsP - 1) / slotsP);
    const std::uint64_t wavesQ = (tilesQ + slotsQ - 1) / slotsQ;
    const double areaRatio = double(q.mwg) * double(q.nwg) / (double(p.mwg) * double(p.nwg));
    const double timeQ = double(wavesQ) * areaRatio * kWaveFitTileCost;
    if (timeQ > wavesP * (1 - kWaveFitGain))
        return std::nullopt;
    char why[300];
    std::snprintf(why, sizeof why,
                  "192 x 192 tiles: %llu work-groups take %llu wave%s of %u compute units (about %.2f in %d x %d tile "
                  "times), where %d x %d tiles take about %.2f%s",
                  static_cast<unsigned long long>(tilesQ), static_cast<unsigned long long>(wavesQ),
                  wavesQ == 1 ? "" : "s", d.computeUnits, timeQ, p.mwg, p.nwg, p.mwg, p.nwg, wavesP,
                  split.slices > 1 ? " with K split" : "");
    return WaveFitParams{q, why};
}

} // namespace ndr
