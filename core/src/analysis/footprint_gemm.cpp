// Footprints of the register-blocked GEMM kernels (register_blocked, vectorized, double_buffered,
// tf32_tensor), derived from their GemmParams exactly as the kernels index: see
// kernels/matmul_vectorized.cl and kernels/matmul_tf32_tensor.cl.
#include <algorithm>
#include <cstdint>

#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/footprint.hpp"

namespace ndr {

namespace {

// A run of consecutive rows (or columns) of C one work-item owns, clipped to N.
struct Run {
    std::size_t start = 0, length = 0;
};

// Rows of work-item ty: for i < MWI, row0 + ((i/VW)*MDIMC + ty)*VW + i%VW - VW-wide groups
// interleaved across the MDIMC items (with VW = 1, register_blocked's row0 + i*MDIMC + ty).
// Likewise columns with NWI, NDIMC and tx. Runs past N are dropped, the last one clipped.
std::vector<Run> runsOf(std::size_t origin, std::size_t perItem, std::size_t dim, std::size_t id, std::size_t vw,
                        std::size_t n)
{
    std::vector<Run> runs;
    for (std::size_t g = 0; g < perItem / vw; ++g) {
        const std::size_t start = origin + (g * dim + id) * vw;
        if (start < n)
            runs.push_back({start, std::min(vw, n - start)});
    }
    return runs;
}

std::string listRuns(const std::vector<Run>& runs)
{
    std::string text;
    const std::size_t shown = std::min<std::size_t>(runs.size(), 4);
    for (std::size_t i = 0; i < shown; ++i) {
        text += (i ? ", " : "") + std::to_string(runs[i].start);
        if (runs[i].length > 1)
            text += "-" + std::to_string(runs[i].start + runs[i].length - 1);
    }
    if (runs.size() > shown)
        text += ", ...";
    return text;
}

// tf32_tensor (kernels/matmul_tf32_tensor.cl): linear id tid is lane tid % 32 of warp tid / 32;
// warps form a (MDIMC/8) x (NDIMC/4) grid, warp (wm, wn) covering rows row0 + wm*8*MWI.. and
// columns col0 + wn*4*NWI... In each 16 x 8 mma tile the lane holds rows g and g + 8 (g = lane/4)
// and columns 2t, 2t + 1 (t = lane % 4): rows row0 + wm*8*MWI + 8*i + g for i < MWI, and column
// pairs col0 + wn*4*NWI + 8*j + 2t for j < NWI/2.
std::vector<Run> tensorRows(const GemmParams& p, std::size_t row0, std::size_t tid, std::size_t n)
{
    const std::size_t lane = tid % 32, warp = tid / 32, warpsN = std::size_t(p.ndimc) / 4;
    const std::size_t first = row0 + warp / warpsN * 8 * std::size_t(p.mwi()) + lane / 4;
    std::vector<Run> runs;
    for (std::size_t i = 0; i < std::size_t(p.mwi()); ++i)
        if (first + 8 * i < n)
            runs.push_back({first + 8 * i, 1});
    return runs;
}

std::vector<Run> tensorCols(const GemmParams& p, std::size_t col0, std::size_t tid, std::size_t n)
{
    const std::size_t lane = tid % 32, warp = tid / 32, warpsN = std::size_t(p.ndimc) / 4;
    const std::size_t nwi = std::size_t(p.nwi()), t = lane % 4;
    const std::size_t warpCol = col0 + warp % warpsN * 4 * nwi;
    std::vector<Run> runs;
    for (std::size_t j = 0; j < nwi / 2; ++j)
        if (const std::size_t start = warpCol + 8 * j + 2 * t; start < n)
            runs.push_back({start, std::min<std::size_t>(2, n - start)});
    return runs;
}

// The kernels' own divisibility rules, checked without a device (no device limits apply to a
// drawing): a device with unbounded limits makes checkGemmParams check only those.
void checkParams(const Variant& v, const GemmParams& p)
{
    if (p.mdimc < 1 || p.ndimc < 1 || p.mwg < 1 || p.nwg < 1 || p.kwg < 1 || p.vw < 1)
        throw invalidInput(v.name + " with " + p.toString() + ": every parameter must be at least 1");
    DeviceInfo unbounded;
    unbounded.maxWorkGroupSize = SIZE_MAX;
    unbounded.maxWorkItemSizes = {SIZE_MAX, SIZE_MAX, SIZE_MAX};
    unbounded.localMemBytes = UINT64_MAX / 2;
    const std::optional<Error> broken = gemmParamsError(v, p, unbounded);
    // The register estimate is a performance limit of real devices, not a rule of the kernel.
    if (broken && broken->limit() != kPrivateFloatsLimit)
        throw *broken;
}

} // namespace

NDRangeGeometry gemmGeometry(const Variant& v, std::size_t n, const LocalSize& local, const GemmParams& p)
{
    if (n == 0)
        throw invalidInput("N must be at least 1");
    checkParams(v, p);
    if (v.packedPanels) { // one work-item per tile
        if (!local.isAutomatic() && !(local == LocalSize::of2D(1, 1)))
            throw invalidInput(v.name + " runs one work-item per tile: its local size is 1x1, got " + local.toString());
        NDRangeGeometry g;
        g.dims = 2;
        g.localX = g.localY = 1;
        g.globalX = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg);
        g.globalY = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg);
        return g;
    }
    const LocalSize fixed = LocalSize::of2D(std::size_t(p.ndimc), std::size_t(p.mdimc));
    if (!local.isAutomatic() && !(local == fixed))
        throw invalidInput(v.name + "'s local size is fixed by its parameters (NDIMC x MDIMC = " + fixed.toString() +
                           "): got " + local.toString());
    NDRangeGeometry g;
    g.dims = 2;
    g.localX = fixed.x;
    g.localY = fixed.y;
    g.globalX = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg) * g.localX;
    g.globalY = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg) * g.localY;
    return g;
}

namespace {

// cpu_blocked (kernels/matmul_cpu_blocked.cl): work-item (x, y) owns the whole tile of rows
// y*MWG.. and columns x*NWG.., clipped to N, and reads those rows of A and columns of B - through
// the panels the packing kernels copied, which it loads itself (no group to share them with).
Footprint packedPanelsFootprint(std::size_t n, std::size_t x, std::size_t y, const GemmParams& p)
{
    const std::size_t mwg = std::size_t(p.mwg), nwg = std::size_t(p.nwg), kwg = std::size_t(p.kwg);
    const std::size_t row0 = y * mwg, col0 = x * nwg;
    const std::size_t rows = std::min(mwg, n - row0), cols = std::min(nwg, n - col0);
    Footprint f;
    f.gemm = true;
    f.gemmParams = p;
    f.cWrites = {{row0, col0, rows, cols}};
    f.aReads = f.aLoads = f.aGroupTiles = {{row0, 0, rows, n}};
    f.bReads = f.bLoads = f.bGroupTiles = {{0, col0, n, cols}};
    f.summary = "writes the " + std::to_string(rows) + "x" + std::to_string(cols) + " tile of C at rows " +
                std::to_string(row0) + "-" + std::to_string(row0 + rows - 1) + " x columns " + std::to_string(col0) +
                "-" + std::to_string(col0 + cols - 1) + " in " + std::to_string((n + kwg - 1) / kwg) +
                " passes of KWG = " + std::to_string(kwg) + ", register blocks of " + std::to_string(p.mwi()) + "x" +
                std::to_string(p.nwi()) + "; reads those rows of A and columns of B from their packed panels";
    return f;
}

} // namespace

Footprint gemmFootprintOf(const Variant& v, std::size_t n, const LocalSize& local, std::size_t x, std::size_t y,
                          const GemmParams& p)
{
    const NDRangeGeometry g = gemmGeometry(v, n, local, p);
    if (x >= g.globalX || y >= g.globalY)
        throw invalidInput("work-item (" + std::to_string(x) + "," + std::to_string(y) + ") is outside the NDRange " +
                           g.toString());
    if (v.packedPanels)
        return packedPanelsFootprint(n, x, y, p);
    const std::size_t mwg = std::size_t(p.mwg), nwg = std::size_t(p.nwg), kwg = std::size_t(p.kwg);
    const std::size_t mdimc = std::size_t(p.mdimc), ndimc = std::size_t(p.ndimc), vw = std::size_t(p.vw);
    const std::size_t tx = x % ndimc, ty = y % mdimc;
    const std::size_t row0 = y / mdimc * mwg, col0 = x / ndimc * nwg;
    Footprint f;
    f.gemm = true;
    f.gemmParams = p;
    const auto rows = v.nvidiaComputeCapability > 0 ? tensorRows(p, row0, ty * ndimc + tx, n)
                                                    : runsOf(row0, std::size_t(p.mwi()), mdimc, ty, vw, n);
    const auto cols = v.nvidiaComputeCapability > 0 ? tensorCols(p, col0, ty * ndimc + tx, n)
                                                    : runsOf(col0, std::size_t(p.nwi()), ndimc, tx, vw, n);
    // Padding: the whole block lies past N (its first row or first column already does).
    f.padding = rows.empty() || cols.empty();
    if (!f.padding) {
        for (const auto& r : rows) {
            f.aReads.push_back({r.start, 0, r.length, n});
            for (const auto& c : cols)
                f.cWrites.push_back({r.start, c.start, r.length, c.length});
        }
        for (const auto& c : cols)
            f.bReads.push_back({0, c.start, n, c.length});
    }
    // Staging, per KWG-deep step k0: vector v = l*THREADS + tid (VW floats) of the A tile is row
    // v/(KWG/VW), columns k0 + (v%(KWG/VW))*VW..; of the B tile row k0 + v/(NWG/VW), columns
    // col0 + (v%(NWG/VW))*VW.. Elements past N are zero-filled, not loaded. Padding items load
    // too (they must reach the barriers). double_buffered loads the same vectors, one step early.
    const std::size_t threads = mdimc * ndimc, tid = ty * ndimc + tx;
    const std::size_t aVecs = mwg * kwg / vw / threads, bVecs = kwg * nwg / vw / threads;
    for (std::size_t k0 = 0; k0 < n; k0 += kwg) {
        for (std::size_t l = 0; l < aVecs; ++l) {
            const std::size_t vec = l * threads + tid;
            const std::size_t r = row0 + vec / (kwg / vw), k = k0 + vec % (kwg / vw) * vw;
            if (r < n && k < n)
                f.aLoads.push_back({r, k, 1, std::min(vw, n - k)});
        }
        for (std::size_t l = 0; l < bVecs; ++l) {
            const std::size_t vec = l * threads + tid;
            const std::size_t k = k0 + vec / (nwg / vw), c = col0 + vec % (nwg / vw) * vw;
            if (k < n && c < n)
                f.bLoads.push_back({k, c, 1, std::min(vw, n - c)});
        }
    }
    f.aGroupTiles = {{row0, 0, std::min(mwg, n - row0), n}};
    f.bGroupTiles = {{0, col0, n, std::min(nwg, n - col0)}};
    const std::string steps = std::to_string((n + kwg - 1) / kwg) + " steps of KWG = " + std::to_string(kwg);
    if (f.padding) {
        f.summary = "padding item: its " + std::to_string(p.mwi()) + "x" + std::to_string(p.nwi()) +
                    " block lies past N, writes nothing but still loads its share of the tiles (" + steps + ")";
    } else {
        f.summary = "writes a " + std::to_string(p.mwi()) + "x" + std::to_string(p.nwi()) + " block of C: rows " +
                    listRuns(rows) + " x columns " + listRuns(cols) + "; reads those rows of A and columns of B from " +
                    "its group's local tiles (" + steps + ")";
    }
    return f;
}

} // namespace ndr
