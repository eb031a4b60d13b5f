// Peak TF32 tensor-core throughput on NVIDIA GPUs, without memory traffic: what tf32_tensor and
// fp32_tensor run against (their roofline roof). The operands are set once from `seed` and
// multiplied over and over; the accumulators are summed into `out` so that nothing is dropped.
//
// mma_sync_tf32 (compute capability 8.0 on): every warp keeps CHAINS independent 16 x 8
// accumulator tiles and issues mma.sync.aligned.m16n8k8 (2 x 16 x 8 x 8 = 2048 FLOPs) on each,
// ITER times. FLOPs = global size / 32 x ITER x CHAINS x 2048.
//
// wgmma_tf32 (compute capability 9.0, WGMMA=1): every warpgroup of 128 work-items issues UNROLL
// wgmma.mma_async.m64n<WN>k8 (2 x 64 x WN x 8 FLOPs each) into its accumulators per round, A from
// registers and B (8 x WN, staged once in local memory) through a descriptor, and keeps up to two
// rounds in flight. FLOPs = global size / 128 x ITER x UNROLL x 1024 x WN.
#ifndef ITER
#error "ITER must be defined"
#endif

#ifndef WGMMA
#define WGMMA 0
#endif

#if !WGMMA
#ifndef CHAINS
#define CHAINS 8
#endif
__kernel void mma_sync_tf32(__global float* out, const float seed)
{
    const uint lane = (uint)get_local_id(0) & 31u;
    uint a0 = as_uint(seed * (float)(lane + 1u)), a1 = as_uint(seed * (float)(lane + 2u));
    uint a2 = as_uint(seed * (float)(lane + 3u)), a3 = as_uint(seed * (float)(lane + 4u));
    uint b0 = as_uint(seed * 0.5f), b1 = as_uint(seed * 0.25f);
    float d[CHAINS][4]; // different starting values, so that no two chains are the same computation
#pragma unroll
    for (int c = 0; c < CHAINS; ++c)
#pragma unroll
        for (int q = 0; q < 4; ++q)
            d[c][q] = seed * (float)(c * 4 + q);
    for (int it = 0; it < ITER; ++it) {
#pragma unroll
        for (int c = 0; c < CHAINS; ++c)
            asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                         "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                         : "+f"(d[c][0]), "+f"(d[c][1]), "+f"(d[c][2]), "+f"(d[c][3])
                         : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    }
    float s = 0.0f;
#pragma unroll
    for (int c = 0; c < CHAINS; ++c)
        s += d[c][0] + d[c][1] + d[c][2] + d[c][3];
    out[get_global_id(0)] = s;
}
#else
#include "parts/wgmma_ops.clh"
#ifndef WN
#define WN 256
#endif
#ifndef UNROLL
#define UNROLL 4
#endif
#define WGMMA_CAT(n) WGMMA_RS_##n
#define WGMMA_N(n) WGMMA_CAT(n)
__kernel void wgmma_tf32(__global float* out, const float seed)
{
    // B: 8 k x WN columns, k-contiguous core matrices (chunk (k / 4) * WN + n of 16 bytes).
    __local float bt[8 * WN] __attribute__((aligned(128)));
    const uint tid = (uint)get_local_id(0), lsize = (uint)get_local_size(0);
    for (uint i = tid; i < 8 * WN; i += lsize)
        bt[i] = seed * (float)(i % 7u + 1u);
    PROXY_FENCE();
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint lane = tid & 31u;
    float a[4] = {seed * (float)(lane + 1u), seed * (float)(lane + 2u), seed, seed * 0.5f};
    const ulong desc = wgmmaDescriptor((uint)(size_t)bt, WN * 16);
    float d[WN / 2];
#pragma unroll
    for (int i = 0; i < WN / 2; ++i)
        d[i] = 0.0f;
    for (int it = 0; it < ITER; ++it) {
        WG_FENCE();
#pragma unroll
        for (int u = 0; u < UNROLL; ++u)
            WGMMA_N(WN)(d, a, desc, 1);
        WG_COMMIT();
        WG_WAIT(1);
    }
    WG_WAIT(0);
    float s = 0.0f;
#pragma unroll
    for (int i = 0; i < WN / 2; ++i) {
        REG_FENCE(d[i]);
        s += d[i];
    }
    out[get_global_id(0)] = s;
}
#endif
