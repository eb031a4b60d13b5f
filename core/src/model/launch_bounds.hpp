// The work-items a launch has along one axis.
#pragma once

#include <cstdint>

// The kernels' own part (kernels/parts), which the tensor kernels include too.
#include "parts/split_rows.clh"

namespace ndr {

// N rounded up to the local size: the global size of a launch of N along an axis with one
// work-item per element, and the most work-items any launch of N has there (the tensor variants'
// tiles and split-K's slices stay within it; an imported run that claims more is refused).
inline std::uint64_t globalCeiling(std::uint64_t n, std::uint64_t local) { return (n + local - 1) / local * local; }

// The launch of the tensor programs' zero_c kernel, which zeroes C's rows from firstRow on before
// split-K's slices add into them: four floats a work-item, in work-groups of kZeroCGroup (in the
// tensor-memory form tma_prep's work-groups zero them).
inline constexpr std::uint64_t kZeroCGroup = 256;
inline std::uint64_t zeroCGlobal(std::uint64_t n, std::uint64_t firstRow = 0)
{
    const std::uint64_t floats = firstRow < n ? (n - firstRow) * n : 0;
    return globalCeiling(floats > 0 ? (floats + 3) / 4 : 1, kZeroCGroup); // one group at the least
}
// The first row of C that split-K's tiles may add into, for W whole tile rows of mwg (and the
// kernel's TC_RASTER): the rule the tensor kernels apply too, from the one file both include.
inline std::uint64_t splitZeroFirstRow(std::uint64_t wholeRows, std::uint64_t mwg, std::uint64_t raster = 0)
{
    return NDR_SPLIT_ZERO_FIRST_ROW(wholeRows, mwg, raster);
}

// A row of the tensor-memory form's workspaces (the kernel's TMA_LD): N rounded up to 32 floats, so
// that every row starts 128 bytes aligned and an accelerator box row fills one 128-byte line.
inline std::uint64_t tensorMapRowFloats(std::uint64_t n) { return (n + 31) / 32 * 32; }

// Whether the tensor-memory form's accelerator reads A from its own rows of N floats rather than
// from a workspace tma_prep rounds it into, for tiles of mwg x nwg: where they are 128-byte aligned
// (N % 32 == 0), and where they start on 32-byte sectors (N % 8 == 0) up to N = 8192. A box row then
// touches four sectors, as in the workspace, but straddles two 128-byte lines, which makes the
// tiles a few per cent slower; rounding A (a cost in N^2) costs more than that (in N^3) up to about
// 8192 on the H200 (docs/gemm.md, "A on 32-byte sectors"). Rows on 16 bytes (N % 8 == 4) touch five
// sectors a box row: 192 x 192 tiles, which read A's rows N / 192 times, still gain from reading
// them up to N = 5200 (2-10 % on the H200 from 2060 to 5132; 2 % lost at 6412, 7 % at 8204); 128 x
// 256 tiles lost 5 % at 4100, and the others are not measured there. Never at odd N or N % 4 == 2,
// whose rows the accelerator cannot address.
inline constexpr std::uint64_t kOwnRowsOn16BytesUpTo = 5200;
inline bool tensorMapsReadAItself(std::uint64_t n, int mwg, int nwg)
{
    return n % 32 == 0 || (n % 8 == 0 && n <= 8192) ||
           (n % 4 == 0 && n <= kOwnRowsOn16BytesUpTo && mwg == 192 && nwg == 192);
}

// Whether tma_prep rounds (or, with split operands, splits) A into a workspace, for tiles of
// mwg x nwg: wherever the accelerator does not read A itself, and always for split operands.
inline bool tmaPrepRoundsA(std::uint64_t n, int mwg, int nwg, bool splitOperands)
{
    return splitOperands || !tensorMapsReadAItself(n, mwg, nwg);
}

// The width of the tensor programs' edge strips (their TC_EDGE): rm rows and rn columns past the
// whole tiles, rounded up to four.
inline std::uint64_t edgeStripWidth(std::uint64_t rm, std::uint64_t rn) { return ((rm > rn ? rm : rn) + 3) / 4 * 4; }

// The blocks of 32 k a work-group of the tensor-memory form's tma_prep takes (the kernel's
// TC_PREP_BLOCKS, which the plan passes) with strips of width R (edgeStripWidth; without strips,
// tmaPrepBlocksWithoutSums): one for split operands (fp32_tensor, whose hi and lo parts double the stores);
// else four up to R = 24 and two above: more blocks write fewer partial sums but hold more
// registers, so that the work-group's loads run with fewer work-groups a multiprocessor
// (docs/gemm.md, "Fewer partial sums", "Strip products on the tensor cores").
inline std::uint64_t tmaPrepBlocksForWidth(std::uint64_t width, bool splitOperands)
{
    return splitOperands ? 1 : width <= 24 ? 4 : 2;
}
// The same for strips of rm rows and rn columns.
inline std::uint64_t tmaPrepBlocks(std::uint64_t rm, std::uint64_t rn, bool splitOperands)
{
    return tmaPrepBlocksForWidth(edgeStripWidth(rm, rn), splitOperands);
}
// Where tma_prep writes no partial sums: four blocks where it only transposes B and N is at least
// kPrepBlocksFrom (each work-item's sixteen loads in flight before its first store: 3072 29 -> 25
// us, 4096 45 -> 38, 8192 176 -> 147 on the H200, the launch 0.3-1.9 % faster from 2632 to 8192;
// below, a quarter of the work-groups leaves multiprocessors idle, 1304 and 1616 ran 2-3 % slower),
// one where it also rounds or splits A, whose loads double a block's (no gain at 1409 or 1921;
// docs/gemm.md, "Blocks of the rounding alone").
inline constexpr std::uint64_t kPrepBlocksFrom = 2048;
inline std::uint64_t tmaPrepBlocksWithoutSums(std::uint64_t n, bool roundsA)
{
    return roundsA || n < kPrepBlocksFrom ? 1 : 4;
}

// The launch of tma_prep over rounded operands of `rowFloats` floats a row (and as many rows): a
// work-group of 32 x 8 work-items per `blocks` blocks of 32 x 32 floats along k.
inline std::uint64_t tmaPrepGroupRows(std::uint64_t rowFloats, std::uint64_t blocks)
{
    return ((rowFloats + 31) / 32 + blocks - 1) / blocks;
}
inline std::uint64_t tmaPrepGlobalX(std::uint64_t rowFloats) { return (rowFloats + 31) / 32 * 32; }
inline std::uint64_t tmaPrepGlobalY(std::uint64_t rowFloats, std::uint64_t blocks)
{
    return tmaPrepGroupRows(rowFloats, blocks) * 8;
}

// The tensor-memory form's edge strips (kernels/parts/tensor_tma_prep.clh): tma_prep writes their
// partial sums, rm + rn rows of N floats per row of its work-groups, and edge_sums adds them up,
// one element of the strips a work-item (the rm bottom rows, then the rn right columns of the
// N - rm rows above them) in work-groups of kEdgeSumsGroup.
inline constexpr std::uint64_t kEdgeSumsGroup = 256;
inline std::uint64_t edgePartialFloats(std::uint64_t n, std::uint64_t rowFloats, std::uint64_t rm, std::uint64_t rn,
                                       std::uint64_t blocks)
{
    return tmaPrepGroupRows(rowFloats, blocks) * (rm + rn) * n;
}
inline std::uint64_t edgeSumsGlobal(std::uint64_t n, std::uint64_t rm, std::uint64_t rn)
{
    return globalCeiling(rm * n + rn * (n - rm), kEdgeSumsGroup);
}

// The strips computed by the multiplication's own work-groups after its tiles (TC_TAIL,
// kernels/parts/tensor_tail_strips.clh): units of kTailStripWidth columns of the bottom strip over
// all N columns, then of kTailStripWidth rows of the right strip over the N - rm rows above it,
// one work-group each, in rows of the grid after the tiles' (as many groups a row as the tiles').
inline constexpr std::uint64_t kTailStripWidth = 64;
inline std::uint64_t tailStripUnits(std::uint64_t n, std::uint64_t rm, std::uint64_t rn)
{
    return (rm > 0 ? (n + kTailStripWidth - 1) / kTailStripWidth : 0) +
           (rn > 0 ? (n - rm + kTailStripWidth - 1) / kTailStripWidth : 0);
}
inline std::uint64_t tailStripGroupRows(std::uint64_t units, std::uint64_t groupsPerRow)
{
    return groupsPerRow == 0 ? 0 : (units + groupsPerRow - 1) / groupsPerRow;
}

// The group rows of a split-K launch of the warpgroup kernels: the first `wholeRows` tile rows
// whole, then the other tileRows - wholeRows in `slices` slices, slice after slice. The kernel
// reads wholeRows back from the count (tensor_wgmma.clh, KERNEL_SETUP).
inline std::uint64_t splitGroupRows(std::uint64_t tileRows, std::uint64_t wholeRows, std::uint64_t slices)
{
    return wholeRows + (tileRows - wholeRows) * slices;
}

} // namespace ndr
