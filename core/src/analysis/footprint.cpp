#include "ndr/footprint.hpp"

#include <algorithm>

#include "model/launch_bounds.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

// The mappings the matmul kernels use, recognised from catalogue fields (no variant names):
// a new variant that fits none of them is refused rather than drawn wrongly.
enum class Mapping { Direct, Tiled, Blocked, BlockedSwapped, Row, RowLocalB };

Mapping mappingOf(const Variant& v)
{
    if (v.workload != Workload::MatMul)
        throw invalidInput("variant '" + v.name + "' is a " + toString(v.workload) +
                           " variant; footprints are drawn for matmul variants");
    if (const std::string why = footprintUnavailableReason(v); !why.empty())
        throw invalidInput(why);
    if (v.shape == NDRangeShape::Rows1D)
        return v.localRowOfN ? Mapping::RowLocalB : Mapping::Row;
    if (v.squareTileLocal && v.exactMultiple)
        return v.swappedLocalLoads ? Mapping::BlockedSwapped : Mapping::Blocked;
    if (v.squareTileLocal)
        return Mapping::Tiled;
    return Mapping::Direct;
}

MatrixRect rowOf(std::size_t r, std::size_t n) { return {r, 0, 1, n}; }
MatrixRect colOf(std::size_t c, std::size_t n) { return {0, c, n, 1}; }

std::string rc(std::size_t r, std::size_t c) { return "(" + std::to_string(r) + "," + std::to_string(c) + ")"; }

} // namespace

std::size_t elementCount(const std::vector<MatrixRect>& rects)
{
    std::size_t total = 0;
    for (const auto& r : rects)
        total += r.count();
    return total;
}

bool covers(const std::vector<MatrixRect>& rects, std::size_t row, std::size_t col)
{
    return std::any_of(rects.begin(), rects.end(), [&](const MatrixRect& r) { return r.contains(row, col); });
}

std::string footprintUnavailableReason(const Variant& v)
{
    if (v.external)
        return v.name + " runs " + (v.name == "clblast" ? std::string("CLBlast's") : std::string("a library's")) +
               " own kernels: no work-item mapping to show";
    return {};
}

NDRangeGeometry matmulGeometry(const Variant& v, std::size_t n, const LocalSize& local, const GemmParams* gemm)
{
    const Mapping m = mappingOf(v);
    if (v.tunable)
        return gemmGeometry(v, n, local, gemm ? *gemm : v.defaultParams);
    if (n == 0)
        throw invalidInput("N must be at least 1");
    if (local.isAutomatic())
        throw invalidInput("the footprint needs a resolved local size, not 'auto'");
    if (v.maxN && n > v.maxN)
        throw invalidInput(v.name + " is limited to N <= " + std::to_string(v.maxN) + ": " + v.maxNReason);
    NDRangeGeometry g;
    if (m == Mapping::Row || m == Mapping::RowLocalB) {
        if (local.dims != 1)
            throw invalidInput(v.name + " runs a 1-D NDRange: the local size must be X, not " + local.toString());
        g.dims = 1;
        g.localX = local.x;
        g.globalX = globalCeiling(n, local.x);
        return g;
    }
    if (local.dims != 2)
        throw invalidInput(v.name + " runs a 2-D NDRange: the local size must be XxY, not " + local.toString());
    if (v.squareTileLocal && local.x != local.y)
        throw invalidInput(v.name + " needs a square local size (the tile is T x T), not " + local.toString());
    if (v.exactMultiple && (n % local.x || n % local.y))
        throw invalidInput(v.name + " has no edge handling: N = " + std::to_string(n) +
                           " is not a multiple of the block size " + std::to_string(local.x));
    g.dims = 2;
    g.localX = local.x;
    g.localY = local.y;
    g.globalX = globalCeiling(n, local.x);
    g.globalY = globalCeiling(n, local.y);
    return g;
}

namespace {

// The row kernels: one work-item per row i = x of C; it reads row i of A and all of B (through
// local memory, a column at a time, for RowLocalB).
Footprint rowFootprint(Mapping m, std::size_t n, const NDRangeGeometry& g, std::size_t x, std::size_t lx, Footprint f)
{
    const std::size_t i = x;
    f.padding = i >= n;
    if (!f.padding) {
        f.cWrites = {rowOf(i, n)};
        f.aReads = {rowOf(i, n)};
        f.bReads = {{0, 0, n, n}};
        f.aLoads = f.aReads;
        f.bLoads = f.bReads;
    }
    if (m == Mapping::RowLocalB) {
        // The group fetches each column of B into local memory, item iloc loading rows
        // iloc, iloc + nloc, ... - padding items too, as they must reach the barriers.
        f.bLoads.clear();
        for (std::size_t k = lx; k < n; k += g.localX)
            f.bLoads.push_back(rowOf(k, n));
        f.bGroupTiles = {{0, 0, n, n}};
    }
    f.summary =
        f.padding ? "padding item: row " + std::to_string(i) + " >= N, writes nothing"
                  : "writes row " + std::to_string(i) + " of C; reads row " + std::to_string(i) + " of A and all of B";
    return f;
}

} // namespace

Footprint footprintOf(const Variant& v, std::size_t n, const LocalSize& local, std::size_t x, std::size_t y,
                      const GemmParams* gemm)
{
    const Mapping m = mappingOf(v);
    if (v.tunable)
        return gemmFootprintOf(v, n, local, x, y, gemm ? *gemm : v.defaultParams);
    const NDRangeGeometry g = matmulGeometry(v, n, local);
    if (x >= g.globalX || y >= g.globalY)
        throw invalidInput("work-item " + rc(x, y) + " is outside the NDRange " + g.toString());
    Footprint f;
    f.bTransposed = v.transposeB;
    const std::size_t lx = x % g.localX, ly = y % g.localY;
    const std::size_t gx0 = x - lx, gy0 = y - ly; // first global id of the group

    if (m == Mapping::Row || m == Mapping::RowLocalB)
        return rowFootprint(m, n, g, x, lx, f);

    const std::size_t row = y, col = x;
    f.padding = row >= n || col >= n;
    if (!f.padding) {
        f.cWrites = {{row, col, 1, 1}};
        f.aReads = {rowOf(row, n)};
        f.bReads = {v.transposeB ? rowOf(col, n) : colOf(col, n)};
    }
    if (m == Mapping::Direct) {
        // Every operand straight from global memory: loads = reads; padding items return early.
        f.aLoads = f.aReads;
        f.bLoads = f.bReads;
        f.summary = f.padding ? "padding item " + rc(row, col) + " outside N, returns at once"
                              : "writes C" + rc(row, col) + "; reads row " + std::to_string(row) + " of A and " +
                                    (v.transposeB ? "row " + std::to_string(col) + " of B^T"
                                                  : "column " + std::to_string(col) + " of B");
        return f;
    }

    // Tiled and blocked: T x T tiles. For tile t the item loads one element of A's tile
    // (rows gy0.., columns t*T..) and one of B's tile (rows t*T.., columns gx0..).
    const std::size_t t = g.localX;
    f.tile = t;
    const std::size_t tiles = (n + t - 1) / t;
    for (std::size_t k = 0; k < tiles; ++k) {
        std::size_t ar, ac, br, bc;
        if (m == Mapping::BlockedSwapped) { // Awrk[iloc*BLK+jloc] = A[Abase + iloc*N + jloc]
            ar = gy0 + lx, ac = k * t + ly;
            br = k * t + lx, bc = gx0 + ly;
        } else { // Asub[ly][lx] = A[row][t*T+lx], Bsub[ly][lx] = B[t*T+ly][col]
            ar = gy0 + ly, ac = k * t + lx;
            br = k * t + ly, bc = gx0 + lx;
        }
        // Tiled kernels zero-fill out-of-range tile elements instead of loading them.
        if (ar < n && ac < n)
            f.aLoads.push_back({ar, ac, 1, 1});
        if (br < n && bc < n)
            f.bLoads.push_back({br, bc, 1, 1});
    }
    const std::size_t tileRows = std::min(t, n > gy0 ? n - gy0 : 0);
    const std::size_t tileCols = std::min(t, n > gx0 ? n - gx0 : 0);
    if (tileRows)
        f.aGroupTiles = {{gy0, 0, tileRows, n}};
    if (tileCols)
        f.bGroupTiles = {{0, gx0, n, tileCols}};
    f.summary = (f.padding ? "padding item " + rc(row, col) + " writes nothing but still loads its share of the tiles"
                           : "writes C" + rc(row, col) + "; reads row " + std::to_string(row) + " of A and column " +
                                 std::to_string(col) + " of B through " + std::to_string(tiles) + " local tiles") +
                (m == Mapping::BlockedSwapped ? " (loads with swapped local indices)" : "");
    return f;
}

} // namespace ndr
