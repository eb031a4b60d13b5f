#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "ndr/local_size.hpp"
#include "ndr/variant.hpp"
#include "ndr/work_items.hpp"

namespace ndr {

// A rectangle of matrix elements: rows [row, row+rows) x columns [col, col+cols).
struct MatrixRect {
    std::size_t row = 0, col = 0, rows = 0, cols = 0;
    bool contains(std::size_t r, std::size_t c) const
    {
        return r >= row && r < row + rows && c >= col && c < col + cols;
    }
    std::size_t count() const { return rows * cols; }
    bool operator==(const MatrixRect&) const = default;
};

// Which matrix elements one work-item of a matmul variant touches, derived from the variant's
// catalogue entry (NDRange shape, tile/block size, transposed B, local B column...) without
// running the kernel. All coordinates are of the N x N buffers the kernel sees: when the host
// uploads B^T (bTransposed) the B rectangles are rows of B^T, i.e. columns of B.
struct Footprint {
    bool padding = false; // a work-item past N, only there because the global size was rounded up
    std::vector<MatrixRect> cWrites;
    // Elements whose values enter this item's C elements (through global, private or local memory).
    std::vector<MatrixRect> aReads, bReads;
    // Global loads the item issues itself to stage data in local memory for its group (tiled,
    // blocked, row_private_local); for the direct variants these equal the reads.
    std::vector<MatrixRect> aLoads, bLoads;
    // Everything its work-group stages in local memory over the whole kernel (tile strips).
    std::vector<MatrixRect> aGroupTiles, bGroupTiles;
    std::size_t tile = 0; // tile/block edge when the variant stages tiles, else 0
    // Register-blocked GEMM variants (Variant::tunable): the parameters the footprint was derived
    // from; each item then owns an MWI x NWI block of C and its group an MWG x NWG tile.
    bool gemm = false;
    GemmParams gemmParams;
    bool bTransposed = false;
    std::string summary; // one line, e.g. "writes C(3,5); reads row 3 of A, column 5 of B"
};

// Why no footprint can be drawn for a matmul variant (empty: it can). An external variant
// (clblast) runs a library's own kernels, whose work-item mapping is not ours to show.
std::string footprintUnavailableReason(const Variant& variant);

// The NDRange a matmul variant launches for N and a resolved local size: the global size rounded
// up to the local size (padded variants), exactly N (blocked, which requires a multiple), or N
// rows for the 1-D variants. Throws Error(InvalidInput) for a non-matmul variant, an automatic
// local size, a local size of the wrong dimension, a non-square tile or a blocked N that the
// block does not divide - the same rules the engine enforces - and for an external variant
// (footprintUnavailableReason).
// Tunable variants (register_blocked, vectorized, double_buffered, tf32_tensor) take their
// geometry from `gemm` - the parameters a run would use (resolveGemmParams), the variant's
// defaults when null: global ceil(N/NWG)*NDIMC x ceil(N/MWG)*MDIMC, local NDIMC x MDIMC; `local` must then be
// automatic or exactly NDIMC x MDIMC.
NDRangeGeometry matmulGeometry(const Variant& variant, std::size_t n, const LocalSize& local,
                               const GemmParams* gemm = nullptr);

// Footprint of the work-item at global (x, y) of matmulGeometry(variant, n, local, gemm).
// Throws Error(InvalidInput) when (x, y) lies outside that NDRange.
Footprint footprintOf(const Variant& variant, std::size_t n, const LocalSize& local, std::size_t x, std::size_t y,
                      const GemmParams* gemm = nullptr);

// The register-blocked GEMM kernels' part of the two functions above (footprint_gemm.cpp).
NDRangeGeometry gemmGeometry(const Variant& variant, std::size_t n, const LocalSize& local, const GemmParams& gemm);
Footprint gemmFootprintOf(const Variant& variant, std::size_t n, const LocalSize& local, std::size_t x, std::size_t y,
                          const GemmParams& gemm);

// Total elements covered by a list of (non-overlapping) rectangles.
std::size_t elementCount(const std::vector<MatrixRect>& rects);
bool covers(const std::vector<MatrixRect>& rects, std::size_t row, std::size_t col);

} // namespace ndr
