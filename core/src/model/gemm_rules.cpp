// The rules of GemmParams (ndr/gemm_params.hpp): which configurations a variant can run on a
// device, what they cost, and the tuner's grid and seeds.
#include "ndr/gemm_params.hpp"

#include <algorithm>
#include <map>

#include "model/unaligned_rows.hpp"
#include "model/warpgroup_shapes.hpp"
#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/occupancy.hpp"
#include "ndr/pocl_quirks.hpp"
#include "ndr/quote.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

std::string kib(std::uint64_t bytes)
{
    return bytes % 1024 == 0 ? std::to_string(bytes / 1024) + " KiB" : std::to_string(bytes) + " bytes";
}

} // namespace

std::uint64_t gemmLocalBytes(const Variant& v, const GemmParams& p)
{
    if (v.packedPanels) // its panels are in global memory
        return 0;
    const std::uint64_t mwg = std::uint64_t(p.mwg), nwg = std::uint64_t(p.nwg), kwg = std::uint64_t(p.kwg);
    if (v.nvidiaComputeCapability > 0) // tf32_tensor: rows of A padded by 4 floats, k-rows of B by 8
        return (mwg * (kwg + 4) + kwg * (nwg + 8)) * sizeof(float) * 2;
    // double_buffered pads each k-row of A's tile by one vector (against bank conflicts).
    const std::uint64_t pad = v.localBuffers > 1 ? kwg * std::uint64_t(p.vw) : 0;
    return (p.localFloats() + pad) * sizeof(float) * std::uint64_t(v.localBuffers);
}

namespace {

// Whether a form reads both of wgmma's operands from local memory, B^T staged k-contiguous
// (TC_SSB): tf32_tensor's register staging and its tensor-memory form.
bool bothFromLocal(const Variant& v, TensorForm form)
{
    return form == TensorForm::TensorMemory || (form == TensorForm::Warpgroup && !splitsInputs(v));
}

// Floats of one step's tiles in the warpgroup kernel: A (twice for fp32_tensor: hi and lo) in
// core-matrix layout, B in k-rows of NWG + 8 (transposed, NWG x KWG, where both operands come from
// local memory).
std::uint64_t warpgroupStepFloats(const Variant& v, const GemmParams& p, TensorForm form)
{
    // The tensor-memory form stages fp32_tensor's B^T split too (hi and lo tiles).
    const std::uint64_t bParts = form == TensorForm::TensorMemory && splitsInputs(v) ? 2 : 1;
    return std::uint64_t(p.mwg) * std::uint64_t(p.kwg) * (splitsInputs(v) ? 2 : 1) +
           std::uint64_t(p.kwg) * std::uint64_t(bothFromLocal(v, form) ? p.nwg : p.nwg + 8) * bParts;
}

// The copied forms' stage buffers: as many as fit 200 KiB, 2 to 4.
int copyStages(const Variant& v, const GemmParams& p, TensorForm form = TensorForm::CopyStages)
{
    const std::uint64_t step = warpgroupStepFloats(v, p, form) * sizeof(float);
    return int(std::clamp<std::uint64_t>(step ? (200 * 1024) / step : 2, 2, 4));
}

// Registers a work-item of the warpgroup kernel holds at the least (kernels/parts/tensor_wgmma.clh):
// its accumulators (MWG / 2 per 64-column block; fp32_tensor as many again for a step's three
// products), its B^T fragments where wgmma reads them from registers (4 per 8-deep step and block;
// two sets where a step's wgmma's stay in flight, or hi and lo for fp32_tensor) and, when staged
// through registers, its share of a step's 16-byte chunks. The compiler adds addresses and
// indices, so this bounds the work-groups an SM can hold from above.
int leastRegisters(const Variant& v, const GemmParams& p, TensorForm form)
{
    const int blocks = std::max(1, p.nwg / (p.threads() / 128) / 64);
    const int accumulators = blocks * p.mwg / 2 * (splitsInputs(v) ? 2 : 1);
    const int fragments = bothFromLocal(v, form) ? 0 : 2 * (p.kwg / 8) * blocks * 4;
    const int staged = form == TensorForm::Warpgroup ? (p.mwg * p.kwg + p.kwg * p.nwg) / 4 / p.threads() * 4 : 0;
    return std::min(255, accumulators + fragments + staged);
}

// Registers the tensor-memory form's kernel holds beside leastRegisters' accumulators (addresses,
// indices, the stages' state): ptxas asked 146 for 120 accumulators on the H200.
constexpr int kTensorMemoryOwnRegisters = 26;

// The warp-level rules of tf32_tensor: warps of 8 x 4 work-items, each holding 2 x 2 elements of
// every 16 x 8 mma tile, and 8-deep mma steps.
std::string checkTensorShape(const GemmParams& p)
{
    if (p.mdimc % 8 || p.ndimc % 4)
        return "MDIMC must be a multiple of 8 and NDIMC of 4 (warps of 8 x 4 work-items)";
    if (p.mwi() % 2 || p.nwi() % 2)
        return "MWG/MDIMC = " + std::to_string(p.mwi()) + " and NWG/NDIMC = " + std::to_string(p.nwi()) +
               " must be even (a work-item holds 2 x 2 elements of each 16 x 8 mma tile)";
    if (p.kwg % 8)
        return "KWG = " + std::to_string(p.kwg) + " must be a multiple of 8 (the mma's depth)";
    if (p.kwg % p.vw || p.nwg % p.vw)
        return "KWG = " + std::to_string(p.kwg) + " and NWG = " + std::to_string(p.nwg) +
               " must be multiples of VW = " + std::to_string(p.vw);
    return {};
}

// The CPU kernel's rules (Variant::packedPanels): one work-item per tile, so no work-group,
// local-memory or tile-splitting rule applies; its register block is MWI x NWI/VW vectors.
template <typename Refuse>
std::optional<Error> packedPanelsError(const Variant& v, const GemmParams& p, const Refuse& refuse)
{
    if (p.vw != 1 && p.vw != 2 && p.vw != 4 && p.vw != 8 && p.vw != 16)
        return refuse("VW must be 1, 2, 4, 8 or 16", "GEMM VW is 1, 2, 4, 8 or 16", {}, std::uint64_t(p.vw));
    if (p.vw > v.maxVectorWidth)
        return refuse("VW must be at most " + std::to_string(v.maxVectorWidth), "variant vector width",
                      std::uint64_t(v.maxVectorWidth), std::uint64_t(p.vw));
    if (p.mwg % p.mdimc || p.nwg % p.ndimc)
        return refuse("MWG must be a multiple of MDIMC and NWG of NDIMC (the tile splits into whole register blocks)",
                      "GEMM MWG multiple of MDIMC, NWG of NDIMC");
    if (p.nwi() % p.vw)
        return refuse("NWG/NDIMC = " + std::to_string(p.nwi()) + " must be a multiple of VW = " + std::to_string(p.vw) +
                          " (a register block's rows are whole vectors)",
                      "GEMM work per item multiple of VW", std::uint64_t(p.vw));
    const int priv = p.mwi() * p.nwi() + p.nwi() + p.vw; // the block, a row of B, one broadcast of A
    if (priv > kMaxCpuPrivateFloats)
        return refuse("a register block of " + std::to_string(p.mwi()) + " x " + std::to_string(p.nwi()) +
                          " needs about " + std::to_string(priv) + " private floats, above the limit of " +
                          std::to_string(kMaxCpuPrivateFloats) +
                          " (32 vector registers of 16 floats on AVX-512; more spills to memory)",
                      kPrivateFloatsLimit, std::uint64_t(kMaxCpuPrivateFloats), std::uint64_t(priv));
    return std::nullopt;
}

} // namespace

TensorForm tensorForm(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    if (v.nvidiaComputeCapability <= 0 || d.nvComputeMajor != 9 || d.nvComputeMinor != 0)
        return TensorForm::MmaSync;
    if (fitsTensorMemory(v, p, d))
        return TensorForm::TensorMemory;
    if (!fitsWarpgroups(p))
        return TensorForm::MmaSync;
    // One 64-column block per warpgroup, and at most 64 accumulators a work-item (MWG / 2; twice
    // that for fp32_tensor's per-step sums): more leave too few of its 255 registers for the rest.
    if (p.nwg / (p.threads() / 128) != 64 || p.mwg > 128)
        return TensorForm::MmaSync;
    if (p.kwg >= 32) {
        if (!splitsInputs(v))
            return TensorForm::CopyStages;
        return 128 % p.ndimc == 0 ? TensorForm::WarpSpecialised : TensorForm::MmaSync;
    }
    // Register staging deals each tile's 16-byte chunks evenly among the work-items.
    const std::int64_t t = p.threads();
    if ((std::int64_t(p.mwg) * p.kwg / 4) % t || (std::int64_t(p.kwg) * p.nwg / 4) % t)
        return TensorForm::MmaSync;
    return TensorForm::Warpgroup;
}

std::string tensorFormDefines(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    switch (tensorForm(v, p, d)) {
    case TensorForm::Warpgroup:
        // tf32_tensor keeps one step's wgmma's running while the next is staged and reads both
        // operands from local memory, B staged transposed; fp32_tensor adds each step's three
        // products to its accumulators, so it waits for them, and keeps B^T's hi and lo fragments in
        // registers (staging B twice transposed lost 11-40 %).
        return std::string("-DTC_WGMMA=1 -DTC_REGSTAGE=1") + (splitsInputs(v) ? "" : " -DTC_WGWAIT=1") +
               (bothFromLocal(v, TensorForm::Warpgroup) ? " -DTC_SSB=1" : "");
    case TensorForm::CopyStages:
        return "-DTC_WGMMA=1 -DTC_STAGES=" + std::to_string(copyStages(v, p)) + " -DTC_WGWAIT=1";
    case TensorForm::WarpSpecialised: {
        const int stages = copyStages(v, p);
        return "-DTC_WGMMA=1 -DTC_WS=1 -DTC_STAGES=" + std::to_string(stages) +
               " -DTC_LAG=" + std::to_string(std::min(2, stages - 1));
    }
    case TensorForm::TensorMemory:
        // One step's wgmma's stay running while the consumers wait for the next stage;
        // fp32_tensor waits for them, to add the step's products to its accumulators.
        return std::string("-DTC_WGMMA=1 -DTC_TMA=1 -DTC_SSB=1 -DTC_WGWAIT=") + (splitsInputs(v) ? "0" : "1") +
               " -DTC_STAGES=" + std::to_string(copyStages(v, p, TensorForm::TensorMemory));
    case TensorForm::MmaSync:
        break;
    }
    return {};
}

int tensorExtraRows(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    switch (tensorForm(v, p, d)) {
    case TensorForm::WarpSpecialised:
        return 128 / p.ndimc;
    case TensorForm::TensorMemory:
        return 32 / p.ndimc;
    default:
        return 0;
    }
}

std::uint64_t gemmLocalBytes(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    const TensorForm form = tensorForm(v, p, d);
    switch (form) {
    case TensorForm::Warpgroup:
        return warpgroupStepFloats(v, p, form) * sizeof(float) * (splitsInputs(v) ? 2 : 3);
    case TensorForm::CopyStages:
        return warpgroupStepFloats(v, p, form) * sizeof(float) * std::uint64_t(copyStages(v, p));
    case TensorForm::WarpSpecialised:
    case TensorForm::TensorMemory: {
        const auto stages = std::uint64_t(copyStages(v, p, form));
        return warpgroupStepFloats(v, p, form) * sizeof(float) * stages + 2 * stages * 8; // + the mbarriers
    }
    case TensorForm::MmaSync:
        break;
    }
    return gemmLocalBytes(v, p);
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

std::uint64_t gemmLocalLimit(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    if (tensorForm(v, p, d) == TensorForm::MmaSync)
        return d.localMemBytes;
    constexpr std::uint64_t kH100PerSm = 233472; // when the driver does not say
    return (d.nvLocalMemPerSm ? d.nvLocalMemPerSm : kH100PerSm) - kLocalMemReserve;
}

std::optional<Error> gemmParamsError(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    const std::string who = v.name + " with " + p.toString() + ": ";
    const auto refuse = [&](const std::string& why, std::string limit = {}, std::optional<std::uint64_t> value = {},
                            std::optional<std::uint64_t> requested = {}) {
        return limitError(who + why, std::move(limit), value, requested);
    };
    if (v.packedPanels)
        return packedPanelsError(v, p, refuse);
    if (p.vw != 1 && p.vw != 2 && p.vw != 4)
        return refuse("VW must be 1, 2 or 4", "GEMM VW is 1, 2 or 4", {}, std::uint64_t(p.vw));
    if (p.vw > v.maxVectorWidth)
        return refuse(v.name + " loads scalars: VW must be 1 (use vectorized for wider loads)", "variant vector width",
                      std::uint64_t(v.maxVectorWidth), std::uint64_t(p.vw));
    // The tensor-memory form's work-items hold wgmma's accumulators, not blocks of the tile: its
    // shape rules are fitsTensorMemory's and the registers below.
    const TensorForm form = tensorForm(v, p, d);
    const bool tensorMemory = form == TensorForm::TensorMemory;
    if (!tensorMemory && (p.mwg % p.mdimc || p.nwg % p.ndimc))
        return refuse("MWG must be a multiple of MDIMC and NWG of NDIMC (each work-item gets a whole block)",
                      "GEMM MWG multiple of MDIMC, NWG of NDIMC");
    if (v.nvidiaComputeCapability > 0) {
        if (std::string why = tensorMemory ? std::string() : checkTensorShape(p); !why.empty())
            return refuse(why, "tf32 mma warp shape");
    } else if (p.mwi() % p.vw || p.nwi() % p.vw || p.kwg % p.vw)
        return refuse("MWG/MDIMC = " + std::to_string(p.mwi()) + ", NWG/NDIMC = " + std::to_string(p.nwi()) +
                          " and KWG = " + std::to_string(p.kwg) + " must be multiples of VW = " + std::to_string(p.vw),
                      "GEMM work per item multiple of VW", std::uint64_t(p.vw));
    const std::int64_t perTile = std::int64_t(p.threads()) * p.vw;
    if (!tensorMemory && ((std::int64_t(p.mwg) * p.kwg) % perTile || (std::int64_t(p.nwg) * p.kwg) % perTile))
        return refuse("each tile (MWG x KWG and KWG x NWG floats) must split evenly into " +
                          std::to_string(p.threads()) + " work-items x VW = " + std::to_string(perTile) + " floats",
                      "GEMM tiles split evenly", std::uint64_t(perTile));
    if (std::size_t(p.threads()) > d.maxWorkGroupSize)
        return refuse("MDIMC x NDIMC = " + std::to_string(p.threads()) +
                          " work-items exceeds CL_DEVICE_MAX_WORK_GROUP_SIZE " + std::to_string(d.maxWorkGroupSize),
                      "CL_DEVICE_MAX_WORK_GROUP_SIZE", d.maxWorkGroupSize, std::uint64_t(p.threads()));
    const auto dimLimit = [&](std::size_t i) {
        return i < d.maxWorkItemSizes.size() ? d.maxWorkItemSizes[i] : d.maxWorkGroupSize;
    };
    if (std::size_t(p.ndimc) > dimLimit(0) || std::size_t(p.mdimc) > dimLimit(1)) {
        const bool x = std::size_t(p.ndimc) > dimLimit(0);
        return refuse("local size " + std::to_string(p.ndimc) + "x" + std::to_string(p.mdimc) +
                          " exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES (" + std::to_string(dimLimit(0)) + ", " +
                          std::to_string(dimLimit(1)) + ")",
                      x ? "CL_DEVICE_MAX_WORK_ITEM_SIZES[0]" : "CL_DEVICE_MAX_WORK_ITEM_SIZES[1]",
                      x ? dimLimit(0) : dimLimit(1), std::uint64_t(x ? p.ndimc : p.mdimc));
    }
    // The compiler keeps a few bytes of local memory for itself (NVIDIA: a full 48 KiB of tiles
    // compiles to slightly more than 48 KiB), so 1 KiB of the device's size is left free.
    if (form != TensorForm::MmaSync) {
        const std::uint64_t local = gemmLocalBytes(v, p, d), limit = gemmLocalLimit(v, p, d);
        if (local > limit)
            return refuse("needs " + kib(local) + " of local memory (its warpgroup kernel's stages), above the " +
                              kib(limit) + " a work-group may use on this device",
                          "local memory per work-group (NVIDIA)", limit, local);
        if (tensorMemory) {
            const int accumulators = leastRegisters(v, p, form), cap = registersPerWorkItem(v, p, d);
            const int need = accumulators + kTensorMemoryOwnRegisters;
            if (need > cap)
                return refuse("needs about " + std::to_string(need) + " registers a work-item (" +
                                  std::to_string(accumulators) + " accumulators and the kernel's own), above the " +
                                  std::to_string(cap) + " each of a work-group of " +
                                  std::to_string(p.threads() + tensorExtraRows(v, p, d) * p.ndimc) + " gets",
                              "registers per work-item (NVIDIA)", std::uint64_t(cap), std::uint64_t(need));
        }
        return std::nullopt;
    }
    const std::uint64_t local = gemmLocalBytes(v, p);
    if (local + kLocalMemReserve > d.localMemBytes)
        return refuse("needs " + kib(local) + " of local memory" + (v.localBuffers > 1 ? " (two buffers)" : "") +
                          " + 1 KiB reserve, above CL_DEVICE_LOCAL_MEM_SIZE " + kib(d.localMemBytes),
                      "CL_DEVICE_LOCAL_MEM_SIZE", d.localMemBytes, local + kLocalMemReserve);
    int priv = p.privateFloats();
    if (v.nvidiaComputeCapability > 0) // fragments: 2 A registers per row pair, 1 B register per column
        priv = p.mwi() * p.nwi() + 2 * p.mwi() + p.nwi();
    if (v.localBuffers > 1) // the next tile waits in registers
        priv += int((p.localFloats()) / std::uint64_t(p.threads()));
    if (priv > kMaxPrivateFloats)
        return refuse("needs about " + std::to_string(priv) + " private floats per work-item, above the limit of " +
                          std::to_string(kMaxPrivateFloats) + " (NVIDIA allows 255 registers; more spills to memory)",
                      kPrivateFloatsLimit, std::uint64_t(kMaxPrivateFloats), std::uint64_t(priv));
    if (std::string quirk = poclGemmQuirk(v, p, d); !quirk.empty())
        return refuse(quirk, kPoclQuirkLimit);
    return std::nullopt;
}

std::string checkGemmParams(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    const std::optional<Error> e = gemmParamsError(v, p, d);
    return e ? std::string(e->what()) : std::string();
}

std::uint64_t gemmInsideWorkGroups(const GemmParams& p, std::size_t n)
{
    if (p.mwg < 1 || p.nwg < 1)
        return 0;
    return (std::uint64_t(n) / std::uint64_t(p.mwg)) * (std::uint64_t(n) / std::uint64_t(p.nwg));
}

std::uint64_t gemmWorkGroups(const GemmParams& p, std::size_t n)
{
    if (p.mwg < 1 || p.nwg < 1)
        return 0;
    return ((std::uint64_t(n) + std::uint64_t(p.mwg) - 1) / std::uint64_t(p.mwg)) *
           ((std::uint64_t(n) + std::uint64_t(p.nwg) - 1) / std::uint64_t(p.nwg));
}

std::uint64_t gemmPanelFloatsA(const GemmParams& p, std::size_t n)
{
    const std::uint64_t mwi = std::uint64_t(std::max(1, p.mwi()));
    return (std::uint64_t(n) + mwi - 1) / mwi * mwi * std::uint64_t(n);
}

std::uint64_t gemmPanelFloatsB(const GemmParams& p, std::size_t n)
{
    const std::uint64_t nwi = std::uint64_t(std::max(1, p.nwi()));
    return (std::uint64_t(n) + nwi - 1) / nwi * nwi * std::uint64_t(n);
}

double gemmTrafficBytes(const Variant& v, const GemmParams& p, std::size_t n)
{
    const double n2 = double(n) * double(n);
    const auto passes = [n](int block) {
        return double((n + std::size_t(std::max(1, block)) - 1) / std::size_t(std::max(1, block)));
    };
    double times = passes(p.nwg) + passes(p.mwg) + 1; // A, B, C
    if (v.packedPanels)
        times += 4 + 2 * (passes(p.kwg) - 1); // read A and B, write their panels; C per later pass
    return 4.0 * n2 * times;
}

bool preferFallbackAtSmallN(const GemmParams& tuned, std::size_t tunedAtN, const GemmParams& fallback, std::size_t n,
                            unsigned computeUnits)
{
    const std::uint64_t groups = gemmWorkGroups(tuned, n);
    return tunedAtN > n && groups < computeUnits && gemmWorkGroups(fallback, n) > groups;
}

std::optional<UnalignedRowsParams> unalignedRowsParams(const Variant& v, const GemmParams& p, const DeviceInfo& d,
                                                       std::size_t n)
{
    if (n % 4 == 0)
        return std::nullopt;
    const TensorForm form = tensorForm(v, p, d);
    if (form != TensorForm::CopyStages && form != TensorForm::WarpSpecialised)
        return std::nullopt;
    GemmParams q = p;
    q.kwg = 16;
    if (tensorForm(v, q, d) != TensorForm::Warpgroup || !checkGemmParams(v, q, d).empty())
        return std::nullopt;
    const std::string copies = form == TensorForm::CopyStages ? "cp.async" : "the copying warpgroup";
    return UnalignedRowsParams{q, "N = " + std::to_string(n) +
                                      " is no multiple of 4: rows start off 16-byte boundaries and " + copies +
                                      " would copy them 4 bytes at a time; register staging with KWG=16 instead"};
}

namespace {

// The CPU kernel's register blocks (MWI, NWI, VW): 4-14 rows of one or two vectors, the shapes of
// BLIS's and OpenBLAS's micro-kernels for AVX2 (6 x 16: 12 of 16 ymm registers) and AVX-512
// (14 x 32 and 12 x 32: 28 and 24 of 32 zmm registers).
struct RegisterBlock {
    int mwi, nwi, vw;
};
constexpr RegisterBlock kCpuBlocks[] = {{4, 16, 8},  {6, 16, 8},  {8, 8, 8},   {4, 16, 16},  {6, 16, 16}, {8, 16, 16},
                                        {4, 32, 16}, {6, 32, 16}, {8, 32, 16}, {12, 32, 16}, {14, 32, 16}};

// Cache blocks of MDIMC x NDIMC register blocks, KWG deep.
std::vector<GemmParams> packedPanelsGrid()
{
    std::vector<GemmParams> out;
    for (const auto& b : kCpuBlocks)
        for (int mdimc : {4, 8, 16, 32})
            for (int ndimc : {1, 2, 4, 8, 16})
                for (int kwg : {64, 128, 256, 512})
                    out.push_back({b.mwi * mdimc, b.nwi * ndimc, kwg, mdimc, ndimc, b.vw});
    return out;
}

} // namespace

std::vector<GemmParams> gemmParameterGrid(const Variant& v)
{
    std::vector<GemmParams> out;
    if (v.packedPanels)
        return packedPanelsGrid();
    if (v.nvidiaComputeCapability > 0) { // tensor tiles: warps of 8 x 4 work-items, 8-deep mma steps
        for (int mwg : {32, 64, 128, 256})
            for (int nwg : {32, 64, 128, 256})
                for (int kwg : {8, 16, 32})
                    for (int mdimc : {8, 16, 32})
                        for (int ndimc : {4, 8, 16, 32})
                            for (int vw : {2, 4})
                                out.push_back({mwg, nwg, kwg, mdimc, ndimc, vw});
        return out;
    }
    for (int mwg : {16, 32, 64, 128, 256})
        for (int nwg : {16, 32, 64, 128, 256})
            for (int kwg : {8, 16, 32})
                for (int mdimc : {8, 16, 32})
                    for (int ndimc : {8, 16, 32})
                        for (int vw : {1, 2, 4})
                            if (vw <= v.maxVectorWidth)
                                out.push_back({mwg, nwg, kwg, mdimc, ndimc, vw});
    return out;
}

std::vector<GemmParams> gemmSeedSet(const Variant& v)
{
    if (v.packedPanels)
        return {
            {96, 256, 256, 16, 16, 16}, // 6 x 16 blocks of float16: BLIS's AVX2 shape (12 ymm registers)
            {96, 128, 256, 16, 8, 16},  {48, 128, 256, 8, 8, 16},   // the same, smaller tiles for more cores
            {96, 256, 256, 16, 16, 8},                              // 6 x 16 of float8 (AVX2, or AVX-512VL's ymm)
            {192, 256, 256, 16, 8, 16},                             // 12 x 32: 24 zmm registers (AVX-512)
            {112, 256, 256, 8, 8, 16},                              // 14 x 32: 28 zmm registers (BLIS's AVX-512)
            {96, 512, 256, 16, 16, 16},                             // 6 x 32: 12 zmm registers
            {64, 256, 256, 16, 16, 16},                             // 4 x 16
            {96, 256, 128, 16, 16, 16}, {96, 256, 512, 16, 16, 16}, // shallower and deeper passes
            {24, 32, 64, 4, 2, 16},                                 // small tiles: many work-items at small N
        };
    if (v.nvidiaComputeCapability > 0)
        return {
            // Compute capability 9.0 runs these as warpgroups (wgmma), elsewhere as warps of mma.sync.
            {128, 256, 16, 32, 16, 4}, // 4 warpgroups of 128 x 64
            {64, 128, 16, 16, 16, 4},  // 2 warpgroups of 64 x 64
            {128, 128, 32, 16, 16, 4}, // 2 warpgroups, 32-deep steps (fp32_tensor: warp-specialised)
            {256, 128, 32, 16, 16, 4}, // tf32_tensor's tensor-memory form: 2 warpgroups of 256 x 64
            {128, 128, 16, 16, 8, 4},  // 4 warps of 64 x 64 (two groups share an SM)
            {128, 128, 8, 16, 8, 4},   // the same, 8 deep (fp32_tensor's registers)
            {128, 128, 16, 16, 16, 4}, // 8 warps of 64 x 32
            {256, 128, 8, 32, 8, 4},   // 8 warps of 64 x 64
            {128, 256, 8, 16, 16, 4},  // 8 warps of 64 x 64
            {256, 128, 8, 16, 16, 4},  // 8 warps of 128 x 32
            {128, 128, 16, 32, 8, 4},  // 8 warps of 32 x 64
            {128, 128, 8, 16, 16, 4},  {64, 128, 16, 8, 16, 4}, // 4 warps of 64 x 32
            {128, 64, 16, 16, 8, 4},                            // 4 warps of 64 x 32
            {64, 64, 16, 8, 8, 4},                              // 2 warps of 64 x 32
            {64, 64, 32, 8, 8, 4},     {32, 32, 16, 8, 4, 4},   // one warp
        };
    const std::vector<GemmParams> seeds = {
        {128, 128, 16, 16, 16, 4},                           // 8x8 per work-item, the usual large-GPU choice
        {128, 128, 8, 16, 16, 4},  {128, 128, 16, 8, 16, 4}, // 16x8 per work-item, 128 work-items
        {128, 256, 8, 16, 16, 4},                            // 8x16 per work-item
        {256, 128, 8, 16, 16, 4},  {128, 64, 16, 16, 16, 4}, {64, 128, 16, 16, 16, 4},
        {64, 128, 16, 8, 16, 4}, // 8x8 per work-item, 128 work-items: twice the groups at small N
        {128, 128, 32, 16, 16, 4}, {64, 64, 16, 16, 16, 4}, // 4x4
        {64, 64, 16, 16, 16, 2},   {64, 64, 8, 16, 16, 2},  // close to CLBlast's generic default
        {64, 64, 32, 8, 8, 4},                              // 8x8 with 64 work-items: few, fat work-items suit CPUs
        {32, 32, 16, 8, 8, 1},
    };
    std::vector<GemmParams> out;
    for (GemmParams p : seeds) {
        p.vw = std::min(p.vw, v.maxVectorWidth);
        if (std::find(out.begin(), out.end(), p) == out.end())
            out.push_back(p);
    }
    return out;
}

} // namespace ndr
