// fp32_tensor: C = A * B to FP32 accuracy on NVIDIA tensor cores (sm_80 and later), from three
// TF32 products per product ("3xTF32"). Each input x is split into hi, its rounding to TF32 (10
// mantissa bits), and lo = x - hi, exact in FP32; then a*b = hi_a*hi_b + hi_a*lo_b + lo_a*hi_b +
// lo_a*lo_b, and the last term (below 2^-22 of |ab|) is dropped. lo is read by the tensor cores
// truncated to TF32, which costs another 2^-21 or so: together about FP32's own rounding.
//
// The kernel is tf32_tensor's (kernels/matmul_tf32_tensor.cl: staging, fragments, parameters)
// with two changes. The tiles stay in FP32 in local memory, and each fragment is split when it is
// loaded. And the three mma's of a 16 x 8 x 8 step accumulate into zeros, their sum then added to
// the work-item's FP32 accumulators with an ordinary add: the tensor cores' own accumulation
// truncates, and over N/8 steps into one large accumulator that bias would grow to many times
// FP32's error (measured on the H100: 0.0097 at N = 8192 with it, 0.0002 without; FP32 0.0005).
// Verified against the CPU reference with the FP32 tolerance. On compute capability 9.0 the
// warpgroup kernel (kernels/parts/tensor_wgmma.clh) does the same with wgmma: the A tile split in
// local memory, B's fragments in registers, each step's three products summed from zero; where the
// device has tensor maps, its tensor-memory form has a first kernel split A and B^T into TF32 hi
// and lo (lo rounded to nearest, not truncated) and the accelerator copy all four tiles
// (kernels/parts/tensor_wgmma_tma.clh).
#define TC_SPLIT 1
#include "parts/tensor_gemm.clh"
