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
// fragment indexing can be checked on any OpenCL device; it is a test of this file, not a variant.
#ifndef TC_EMULATE
#define TC_EMULATE 0
#endif
#include "parts/gemm_vectors.clh"
#include "parts/gemm_staging.clh"
#define WARPS_M (MDIMC / 8)
#define WARPS_N (NDIMC / 4)
#define WTM (MWG / WARPS_M) // rows of C per warp
#define WTN (NWG / WARPS_N) // columns of C per warp
#define MT (WTM / 16)       // mma tiles per warp along M
#define NT (WTN / 8)        // and along N
#if (MDIMC % 8) || (NDIMC % 4) || (MWI % 2) || (NWI % 2) || (KWG % 8)
#error "tf32_tensor needs MDIMC % 8 == 0, NDIMC % 4 == 0, even MWI and NWI, KWG % 8 == 0"
#endif
// TC_LDSM (A's fragments by ldmatrix) and TC_VST (16-byte stores of the staged tiles) are on;
// 0 switches them off for A/B measurements.
#ifndef TC_LDSM
#define TC_LDSM 1
#endif
#ifndef TC_VST
#define TC_VST 1
#endif
// Row strides of the local tiles (floats), chosen so that a warp's fragment loads hit 32
// different banks (docs/gemm.md has the arithmetic). Fragments by plain loads: A's rows (k)
// padded to 8 mod 16, B's k-rows (n) to 4 mod 8. With TC_LDSM, A's fragments come from ldmatrix
// (8 rows of 16 bytes per matrix: KWG + 4 floats, an odd number of 16-byte units, apart) and B is
// read in natural k order (k-rows NWG + 8 floats, 8 mod 32 for NWG a multiple of 32, apart).
#if TC_LDSM
#define SA (KWG + 4)
#define SB (NWG + 8)
#define BK0 1 // b0 at k = t, b1 at k = t + 4
#define BK1 4
#else
#define SA (KWG + ((KWG % 16) == 8 ? 0 : 8))
#define SB (NWG + 4)
#define BK0 2 // b0 at k = 2t, b1 at k = 2t + 1 (the permuted order, as A's float2)
#define BK1 1
#endif

// TC_CVT=1 rounds with cvt.rna.tf32.f32 instead of the integer add below (same results, slower).
#ifndef TC_CVT
#define TC_CVT 0
#endif

#if TC_EMULATE
// What the tensor cores read of a .tf32 operand: its FP32 bits less the low 13 (truncation).
float tf32Operand(float x) { return as_float(as_uint(x) & 0xFFFFE000u); }
// See toTf32 below.
float toTf32(float x) { return as_float(as_uint(x) + 0x1000u); }

// One warp's mma.m16n8k8: every lane publishes its fragments, then computes its four elements of
// D from the whole warp's A (16 x 8) and B (8 x 8). Called by all work-items of the group alike.
void mmaEmulated(float d[4], const float a[4], const float b[2], __local float* xa, __local float* xb, int lane)
{
    for (int i = 0; i < 4; ++i)
        xa[lane * 4 + i] = a[i];
    xb[lane * 2] = b[0];
    xb[lane * 2 + 1] = b[1];
    barrier(CLK_LOCAL_MEM_FENCE);
    const int g = lane >> 2, t = lane & 3;
    for (int q = 0; q < 4; ++q) {
        const int r = g + (q >> 1) * 8, c = 2 * t + (q & 1);
        float s = d[q];
        for (int k = 0; k < 8; ++k) {
            // A[r][k] lives in lane (r % 8) * 4 + k % 4, register (k >= 4) * 2 + (r >= 8);
            // B[k][c] in lane c * 4 + k % 4, register k >= 4.
            const float av = tf32Operand(xa[((r & 7) * 4 + (k & 3)) * 4 + (k >> 2) * 2 + (r >> 3)]);
            const float bv = tf32Operand(xb[(c * 4 + (k & 3)) * 2 + (k >> 2)]);
            s = fma(av, bv, s);
        }
        d[q] = s;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
}
#define MMA(d, a, b) mmaEmulated(d, a, b, xchgA + warp * 128, xchgB + warp * 64, lane)
#else
// Rounds to TF32: to nearest, ties away from zero, as cvt.rna.tf32.f32 does for finite numbers.
// Half a TF32 unit (bit 12) is added to the FP32 bits here, and the tensor cores drop the low 13
// bits when they read the operand, so one integer add does what the conversion instruction does.
float toTf32(float x)
{
#if TC_CVT
    uint r;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
    return as_float(r);
#else
    return as_float(as_uint(x) + 0x1000u);
#endif
}
// D = A * B + D for one 16 x 8 x 8 block, the warp's fragments in a[4], b[2], d[4].
#define MMA(d, a, b)                                                                                 \
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "                               \
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"               \
                 : "=f"((d)[0]), "=f"((d)[1]), "=f"((d)[2]), "=f"((d)[3])                            \
                 : "r"(as_uint((a)[0])), "r"(as_uint((a)[1])), "r"(as_uint((a)[2])), "r"(as_uint((a)[3])), \
                   "r"(as_uint((b)[0])), "r"(as_uint((b)[1])), "f"((d)[0]), "f"((d)[1]), "f"((d)[2]), \
                   "f"((d)[3]))
#endif


__kernel __attribute__((reqd_work_group_size(NDIMC, MDIMC, 1)))
void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    // 16-byte aligned: rows start on float4 boundaries (SA and SB are multiples of 4), so the
    // fragment loads are 8-byte vector loads.
    __local float Alm[2][MWG * SA] __attribute__((aligned(16))); // A tiles: Alm[buf][m * SA + k]
    __local float Blm[2][KWG * SB] __attribute__((aligned(16))); // B tiles: Blm[buf][k * SB + n]
#if TC_EMULATE
    __local float xchgA[THREADS * 4], xchgB[THREADS * 2];
#endif
    const int tid = get_local_id(1) * NDIMC + get_local_id(0);
    const int lane = tid & 31, warp = tid >> 5;
    const int g = lane >> 2, t = lane & 3;
    const int wm = warp / WARPS_N, wn = warp - wm * WARPS_N;
    const int row0 = get_group_id(1) * MWG, col0 = get_group_id(0) * NWG;
    const bool vecOk = (N % VW) == 0;
    // The same for every work-item of the group, so the branches below never diverge.
    const bool interior = vecOk && row0 + MWG <= N && col0 + NWG <= N;
    const bool evenN = (N & 1) == 0; // pairs of C elements can be stored as one float2

    float acc[MT][NT][4];
#pragma unroll
    for (int i = 0; i < MT; ++i)
#pragma unroll
        for (int j = 0; j < NT; ++j)
#pragma unroll
            for (int q = 0; q < 4; ++q)
                acc[i][j][q] = 0.0f;

    float ra[A_VECS][VW], rb[B_VECS][VW]; // the next tile, in flight

    // Rounded to TF32 once here, so the fragments are loaded as they are.
#if TC_VST && VW == 4
#define STORE_LOCAL(buf)                                                                             \
    _Pragma("unroll") for (int l = 0; l < A_VECS; ++l) {                                             \
        const int v = l * THREADS + tid;                                                             \
        const int m = v / (KWG / 4), k = (v - m * (KWG / 4)) * 4;                                    \
        *(__local float4*)(Alm[buf] + m * SA + k) = (float4)(toTf32(ra[l][0]), toTf32(ra[l][1]), \
                                                             toTf32(ra[l][2]), toTf32(ra[l][3])); \
    }                                                                                                \
    _Pragma("unroll") for (int l = 0; l < B_VECS; ++l) {                                             \
        const int v = l * THREADS + tid;                                                             \
        const int k = v / (NWG / 4), n = (v - k * (NWG / 4)) * 4;                                    \
        *(__local float4*)(Blm[buf] + k * SB + n) = (float4)(toTf32(rb[l][0]), toTf32(rb[l][1]), \
                                                             toTf32(rb[l][2]), toTf32(rb[l][3])); \
    }
#else
#define STORE_LOCAL(buf)                                                                             \
    _Pragma("unroll") for (int l = 0; l < A_VECS; ++l) {                                             \
        const int v = l * THREADS + tid;                                                             \
        const int m = v / (KWG / VW), k = (v - m * (KWG / VW)) * VW;                                 \
        _Pragma("unroll") for (int w = 0; w < VW; ++w)                                               \
            Alm[buf][m * SA + k + w] = toTf32(ra[l][w]);                                         \
    }                                                                                                \
    _Pragma("unroll") for (int l = 0; l < B_VECS; ++l) {                                             \
        const int v = l * THREADS + tid;                                                             \
        const int k = v / (NWG / VW), n = (v - k * (NWG / VW)) * VW;                                 \
        _Pragma("unroll") for (int w = 0; w < VW; ++w)                                               \
            Blm[buf][k * SB + n + w] = toTf32(rb[l][w]);                                         \
    }
#endif

    const int bBase = BK0 * t * SB + wn * WTN + g; // this lane's first B fragment in a tile
#define LOAD_B(Bs, kk)                                                                               \
    _Pragma("unroll") for (int j = 0; j < NT; ++j) {                                                 \
        b[j][0] = (Bs)[bBase + (kk) * SB + j * 8];                                                   \
        b[j][1] = (Bs)[bBase + ((kk) + BK1) * SB + j * 8];                                           \
    }
#if TC_LDSM && !TC_EMULATE
    // ldmatrix.x4: lanes 8i..8i+7 give the rows of matrix i (rows (i % 2) * 8 + 0..7 of the
    // 16 x 8 A tile, k (i / 2) * 4 + 0..3); matrix i lands in a_i of every lane.
    const int aBase = (wm * WTM + (lane & 15)) * SA + (lane >> 4) * 4;
#define LOAD_A(As, kk)                                                                               \
    _Pragma("unroll") for (int i = 0; i < MT; ++i) {                                                 \
        uint r0, r1, r2, r3;                                                                         \
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"              \
                     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)                                        \
                     : "r"((uint)(size_t)((As) + aBase + i * 16 * SA + (kk))));                      \
        a[i][0] = as_float(r0);                                                                      \
        a[i][1] = as_float(r1);                                                                      \
        a[i][2] = as_float(r2);                                                                      \
        a[i][3] = as_float(r3);                                                                      \
    }
#elif TC_LDSM
    // The emulation of the ldmatrix path: the same fragments in natural k order.
    const int aBase = (wm * WTM + g) * SA + t;
#define LOAD_A(As, kk)                                                                               \
    _Pragma("unroll") for (int i = 0; i < MT; ++i) {                                                 \
        a[i][0] = (As)[aBase + i * 16 * SA + (kk)];                                                  \
        a[i][1] = (As)[aBase + (i * 16 + 8) * SA + (kk)];                                            \
        a[i][2] = (As)[aBase + i * 16 * SA + (kk) + 4];                                              \
        a[i][3] = (As)[aBase + (i * 16 + 8) * SA + (kk) + 4];                                        \
    }
#else
    const int aBase = (wm * WTM + g) * SA + 2 * t; // this lane's first A fragment in a tile
#define LOAD_A(As, kk)                                                                               \
    _Pragma("unroll") for (int i = 0; i < MT; ++i) {                                                 \
        const float2 lo = *(__local const float2*)((As) + aBase + i * 16 * SA + (kk)); /* row g */   \
        const float2 hi = *(__local const float2*)((As) + aBase + (i * 16 + 8) * SA + (kk)); /* g+8 */ \
        a[i][0] = lo.x;                                                                              \
        a[i][1] = hi.x;                                                                              \
        a[i][2] = lo.y;                                                                              \
        a[i][3] = hi.y;                                                                              \
    }
#endif

    // The mma's of one staged K-tile: fragments from local memory, MT x NT mma per 8-deep step.
#define COMPUTE_TILE(As, Bs)                                                                         \
    _Pragma("unroll") for (int kk = 0; kk < KWG; kk += 8) {                                          \
        float a[MT][4], b[NT][2];                                                                    \
        LOAD_A(As, kk)                                                                               \
        LOAD_B(Bs, kk)                                                                               \
        _Pragma("unroll") for (int i = 0; i < MT; ++i)                                               \
            _Pragma("unroll") for (int j = 0; j < NT; ++j)                                           \
                MMA(acc[i][j], a[i], b[j]);                                                          \
    }

    LOAD_GLOBAL(0)
    STORE_LOCAL(0)
    barrier(CLK_LOCAL_MEM_FENCE);
    int cur = 0;
    for (int k0 = 0; k0 < N; k0 += KWG) {
        const bool more = k0 + KWG < N;
        if (more) {
            LOAD_GLOBAL(k0 + KWG) // issued now, consumed after the mma's below
        }
        COMPUTE_TILE(Alm[cur], Blm[cur])
        // Nobody reads buffer 1-cur during this tile (the barrier below closed the last one
        // that did), so the next tile can be written into it without a second barrier.
        if (more) {
            STORE_LOCAL(1 - cur)
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        cur = 1 - cur;
    }

    // Store: c0, c1 at row g, columns 2t and 2t+1 of each 16 x 8 tile; c2, c3 at row g + 8.
#pragma unroll
    for (int i = 0; i < MT; ++i)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const int r = row0 + wm * WTM + i * 16 + h * 8 + g;
#pragma unroll
            for (int j = 0; j < NT; ++j) {
                const int c = col0 + wn * WTN + j * 8 + 2 * t;
                const float2 v = (float2)(acc[i][j][2 * h], acc[i][j][2 * h + 1]);
                if (evenN && (interior || (r < N && c + 1 < N))) {
                    vstore2(v, 0, C + r * N + c);
                } else if (r < N) {
                    if (c < N)
                        C[r * N + c] = v.x;
                    if (c + 1 < N)
                        C[r * N + c + 1] = v.y;
                }
            }
        }
}
