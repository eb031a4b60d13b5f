// double_buffered: the vectorized kernel with two local buffers per operand. While the work-group
// computes on tile t, each work-item has already issued the global loads of tile t+1 into
// registers; they land during the multiply-adds and are written to the other local buffer, so
// one barrier per tile suffices and global latency hides behind arithmetic.
// The rest as in vectorized: register blocking with VW-wide (1, 2 or 4) loads.
// A work-group computes an MWG x NWG tile of C from KWG-deep slices of A and B staged in local
// memory; its MDIMC x NDIMC work-items each hold (MWG/MDIMC) x (NWG/NDIMC) results in registers.
// A is stored transposed (k-major) in local memory, so the inner loop reads VW consecutive rows
// of A as one vector, exactly like it reads VW consecutive columns of B. A work-item's rows and
// columns are interleaved in VW-wide groups (group g of work-item t starts at (g*DIM + t)*VW),
// so neighbouring work-items read neighbouring vectors of local memory (no bank conflicts) and
// store neighbouring vectors of C (coalesced). Edges: every load and store is guarded, so any N
// works; a vector is loaded whole when it lies inside the matrix and N is a multiple of VW.
// A work-group whose whole tile lies inside C (the usual case at large N) takes a fast path with
// no bounds checks at all; only the edge groups pay for them.
// The multiply-adds use a warp-shaped arrangement of the work-items (see CX/CY below), and A's
// transposed tile is padded by one vector per k-row so its stores do not collide in one bank.
// DB_FAST, DB_WARP and DB_PAD (all on) switch these three off one by one, for A/B measurements
// (docs/gemm.md: on the H100 the fast path and the warp layout only pay together).
#ifndef DB_FAST
#define DB_FAST 1
#endif
#ifndef DB_WARP
#define DB_WARP 1
#endif
#ifndef DB_PAD
#define DB_PAD 1
#endif
#include "parts/gemm_vectors.clh"
#include "parts/gemm_staging.clh"
#include "parts/gemm_compute.clh"
#if DB_PAD
#define APAD 1 // vectors of padding per k-row of A's tile
#else
#define APAD 0
#endif
#define AROW (MWG / VW + APAD) // vectors per k-row of A's tile

__kernel __attribute__((reqd_work_group_size(NDIMC, MDIMC, 1)))
void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local floatv Alm[2][KWG][AROW]; // A tiles, transposed: Alm[buf][k][m]
    __local floatv Blm[2][KWG][NWG / VW]; // B tiles: Blm[buf][k][n]
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int tid = ty * NDIMC + tx;
    const int row0 = get_group_id(1) * MWG, col0 = get_group_id(0) * NWG;
    const bool vecOk = (N % VW) == 0; // rows start on a vector boundary
    // The same for every work-item of the group, so the branches below never diverge.
    const bool interior = DB_FAST && vecOk && row0 + MWG <= N && col0 + NWG <= N;
    // Work-item ids of the multiply-adds and the store of C. NVIDIA forms warps of 32 consecutive
    // linear ids (x fastest); with the plain ids a warp spans 16 columns x 2 rows of work-items and
    // reads 16 distinct float4 of B per k. Regrouped into 8 x 4 blocks, a warp reads 8 of B and 4
    // of A: fewer shared-memory wavefronts for the same results. Loads keep the linear id.
#if DB_WARP && (NDIMC % 8 == 0) && (MDIMC % 4 == 0)
    // (No % anywhere: Oclgrind cannot run the 'freeze' LLVM emits for paired / and %.)
    const int lane = tid & 31, warp = tid >> 5;
    const int cx = (warp - warp / (NDIMC / 8) * (NDIMC / 8)) * 8 + (lane & 7);
    const int cy = (warp / (NDIMC / 8)) * 4 + (lane >> 3);
#else
    const int cx = tx, cy = ty;
#endif

    float acc[MWI][NWI];
#pragma unroll
    for (int i = 0; i < MWI; ++i)
#pragma unroll
        for (int j = 0; j < NWI; ++j)
            acc[i][j] = 0.0f;

    float ra[A_VECS][VW], rb[B_VECS][VW]; // the next tile, in flight

#define STORE_LOCAL(buf)                                                                             \
    _Pragma("unroll") for (int l = 0; l < A_VECS; ++l) {                                             \
        const int v = l * THREADS + tid;                                                             \
        const int m = v / (KWG / VW), kv = v - m * (KWG / VW);                                           \
        __local float* As = (__local float*)Alm[buf];                                                \
        _Pragma("unroll") for (int w = 0; w < VW; ++w)                                               \
            As[(kv * VW + w) * (AROW * VW) + m] = ra[l][w];                                          \
    }                                                                                                \
    _Pragma("unroll") for (int l = 0; l < B_VECS; ++l) {                                             \
        const int v = l * THREADS + tid;                                                             \
        Blm[buf][v / (NWG / VW)][v - v / (NWG / VW) * (NWG / VW)] = PACK(rb[l]);                                      \
    }

    LOAD_GLOBAL(0)
    STORE_LOCAL(0)
    barrier(CLK_LOCAL_MEM_FENCE);
    int cur = 0;
    for (int k0 = 0; k0 < N; k0 += KWG) {
        const bool more = k0 + KWG < N;
        if (more) {
            LOAD_GLOBAL(k0 + KWG) // issued now, consumed after the multiply-adds below
        }
        MULTIPLY_TILE(Alm[cur], Blm[cur], cx, cy)
        // Nobody reads buffer 1-cur during this tile (the barrier below closed the last one that
        // did), so the next tile can be written into it without a second barrier.
        if (more) {
            STORE_LOCAL(1 - cur)
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        cur = 1 - cur;
    }

    // Store: row i of this work-item is (i/VW*MDIMC + cy)*VW + i%VW, likewise for columns.
    if (interior) {
#pragma unroll
        for (int i = 0; i < MWI; ++i) {
            const int r = row0 + ((i / VW) * MDIMC + cy) * VW + (i - (i / VW) * VW);
#pragma unroll
            for (int g = 0; g < NWI / VW; ++g)
                *(__global floatv*)(C + r * N + col0 + (g * NDIMC + cx) * VW) = PACK(acc[i] + g * VW);
        }
        return;
    }
    STORE_C_CHECKED(cx, cy)
}
