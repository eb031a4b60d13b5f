// tf32_tensor: C = A * B on NVIDIA tensor cores (sm_80 and later) through inline PTX.
// Each warp multiplies 16 x 8 blocks of C by 8-deep slices of A and B with
// mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32: the inputs are rounded to TF32 (10 mantissa
// bits, to nearest as cvt.rna does) and the products are accumulated in FP32.
//
// Parameters (-D, as for the other fast variants): a work-group computes an MWG x NWG tile of C in
// KWG-deep steps with NDIMC x MDIMC work-items. Its warps form a (MDIMC/8) x (NDIMC/4) grid; a
// warp computes a (8*MWI) x (4*NWI) block of C (MWI = MWG/MDIMC, NWI = NWG/NDIMC), i.e. MWI/2 x
// NWI/2 mma tiles, and each work-item holds MWI x NWI accumulators, as in the FP32 kernels.
// VW is the vector width of the global loads (1, 2 or 4).
//
// Staging, as in double_buffered: the next K-tile is loaded into registers while the tensor cores
// work on the current one, then rounded to TF32 and written to the other of two local buffers.
// A's tile is stored row by row (k contiguous), B's tile k-row by k-row (n contiguous); both rows
// are padded so that the fragment loads of a warp hit 32 different banks.
//
// Fragments (PTX ISA, m16n8k8 .tf32; g = lane / 4, t = lane % 4): a0 = A[g][t], a1 = A[g+8][t],
// a2 = A[g][t+4], a3 = A[g+8][t+4]; b0 = B[t][g], b1 = B[t+4][g]; accumulators c0, c1 = C[g][2t],
// C[g][2t+1], c2, c3 = the same columns of row g+8. A's four come from one ldmatrix.x4 (TC_LDSM,
// on: the four 8 x 4 quarters of the 16 x 8 A tile are four 8 x 8 matrices of 16-bit halves, and
// lane l receives row l/4, word l%4 of each: exactly a0..a3); B's two from two 4-byte loads.
// Without ldmatrix (TC_LDSM=0), the kernel feeds the mma's k = t and k = t+4 from the adjacent
// columns 2t and 2t+1 of the staged tiles (the same for A and B; the sum over k does not depend on
// its order), so that one 8-byte load gives a0 and a2. On the H100 ldmatrix was 16% faster
// (docs/gemm.md). TC_VST (on) stores the staged float4 as one 16-byte store.
//
// Any N: every global load and store is guarded (zero fill past the edge); a work-group whose tile
// lies inside C takes a path without checks.
//
// TC_EMULATE=1 replaces the two PTX instructions with OpenCL C that computes exactly what they
// define (the warp's fragments exchanged through local memory), so that the tiling, staging and
// fragment indexing can be checked on any OpenCL device; it is a test of the kernel, not a variant.
//
// On compute capability 9.0 (the H100) the engine compiles, for tiles that fit warpgroups of 128
// work-items, the warpgroup kernel instead (TC_WGMMA=1, kernels/parts/tensor_wgmma.clh): Hopper's
// wgmma.mma_async reads one operand straight from local memory and 64 x MWG x 8 per instruction.
//
// The kernel itself is kernels/parts/tensor_gemm.clh, shared with fp32_tensor (TC_SPLIT).
#include "parts/tensor_gemm.clh"
