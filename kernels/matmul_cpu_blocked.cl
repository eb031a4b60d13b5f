// cpu_blocked: GEMM the way BLAS libraries build it for CPUs (BLIS, OpenBLAS), in OpenCL C.
//
// Three kernels run in turn. pack_a and pack_b copy A and B into panels (below), as BLAS
// libraries pack theirs: every load of the multiply then walks memory contiguously, whatever N
// is (no two rows of a power-of-two N fighting over one cache set). mmul then gives each
// work-item a whole MWG x NWG tile of C - a core-sized piece of work: PoCL runs a work-group
// on one core, and a group of one work-item needs no work-item loop - which it computes in
// KWG-deep passes (the cache block: one B micro-panel of KWG x NWI floats stays in L1 while
// the MDIMC A micro-panels of the tile stream past it from L2). Inside a pass the tile is
// walked in MDIMC x NDIMC register blocks of MWI x NWI results held in MWI x NWI/VW vectors
// of VW floats (float8 for AVX2, float16 for AVX-512): per k, NWI/VW vector loads of B, MWI
// broadcasts of A and MWI x NWI/VW fused multiply-adds, the micro-kernel of BLIS.
//
// Panels: A panel q holds rows q*MWI .. q*MWI+MWI-1, k-major (Ap[(q*N + k)*MWI + r]); B panel p
// holds columns p*NWI .. p*NWI+NWI-1, k-major (Bp[(p*N + k)*NWI + c]). Rows and columns past N
// are zero in the panels, so the micro-kernel always computes a whole block; only its stores to
// C are guarded. Any N works.
#ifndef MWG
#error "MWG, NWG, KWG, MDIMC, NDIMC and VW must be defined"
#endif
#define MWI (MWG / MDIMC)
#define NWI (NWG / NDIMC)
#define NVEC (NWI / VW)

#if VW == 1
typedef float floatv;
#define LOADV(p) (*(p))
#define STOREV(x, p) (*(p) = (x))
#elif VW == 2
typedef float2 floatv;
#define LOADV(p) vload2(0, p)
#define STOREV(x, p) vstore2(x, 0, p)
#elif VW == 4
typedef float4 floatv;
#define LOADV(p) vload4(0, p)
#define STOREV(x, p) vstore4(x, 0, p)
#elif VW == 8
typedef float8 floatv;
#define LOADV(p) vload8(0, p)
#define STOREV(x, p) vstore8(x, 0, p)
#else
typedef float16 floatv;
#define LOADV(p) vload16(0, p)
#define STOREV(x, p) vstore16(x, 0, p)
#endif

// Each packing work-item copies one panel over KWG values of k: few, long work-items (PoCL's
// cost per work-item would dominate one per element). NDRange: ceil(N/KWG) x panels.
#define PACK_K 8 // k values of A transposed per step (one float8 per row)

__kernel void pack_a(const int N, __global const float* restrict A, __global float* restrict Ap)
{
    const int k0 = get_global_id(0) * KWG, q = get_global_id(1);
    if (k0 >= N || q * MWI >= N)
        return;
    const int kEnd = min(k0 + KWG, N);
    __global float* dst = Ap + (size_t)q * N * MWI;
    __global const float* src[MWI];
    bool live[MWI];
#pragma unroll
    for (int r = 0; r < MWI; ++r) {
        live[r] = q * MWI + r < N;
        src[r] = A + (size_t)min(q * MWI + r, N - 1) * N;
    }
    int k = k0;
    for (; k + PACK_K <= kEnd; k += PACK_K) {
        float8 row[MWI];
#pragma unroll
        for (int r = 0; r < MWI; ++r)
            row[r] = live[r] ? vload8(0, src[r] + k) : (float8)(0.0f);
#pragma unroll
        for (int i = 0; i < PACK_K; ++i)
#pragma unroll
            for (int r = 0; r < MWI; ++r)
                dst[(size_t)(k + i) * MWI + r] = ((const float*)&row[r])[i];
    }
    for (; k < kEnd; ++k)
#pragma unroll
        for (int r = 0; r < MWI; ++r)
            dst[(size_t)k * MWI + r] = live[r] ? src[r][k] : 0.0f;
}

__kernel void pack_b(const int N, __global const float* restrict B, __global float* restrict Bp)
{
    const int k0 = get_global_id(0) * KWG, p = get_global_id(1);
    const int col0 = p * NWI;
    if (k0 >= N || col0 >= N)
        return;
    const int kEnd = min(k0 + KWG, N);
    __global float* dst = Bp + (size_t)p * N * NWI;
    if (col0 + NWI <= N) {
        for (int k = k0; k < kEnd; ++k)
#pragma unroll
            for (int v = 0; v < NVEC; ++v)
                STOREV(LOADV(B + (size_t)k * N + col0 + v * VW), dst + (size_t)k * NWI + v * VW);
    } else {
        for (int k = k0; k < kEnd; ++k)
            for (int c = 0; c < NWI; ++c)
                dst[(size_t)k * NWI + c] = col0 + c < N ? B[(size_t)k * N + col0 + c] : 0.0f;
    }
}

// One MWI x NWI register block of C over k0 .. k0+kLen-1: its A and B micro-panels start at
// `a` and `b`. The first pass (k0 == 0) stores the block, later passes add to it.
inline void microKernel(const int N, const int row, const int col, const int k0, const int kLen,
                        __global const float* restrict a, __global const floatv* restrict b,
                        __global float* restrict C)
{
    floatv acc[MWI][NVEC];
#pragma unroll
    for (int r = 0; r < MWI; ++r)
#pragma unroll
        for (int v = 0; v < NVEC; ++v)
            acc[r][v] = (floatv)(0.0f);
    for (int k = 0; k < kLen; ++k) {
        floatv bv[NVEC];
#pragma unroll
        for (int v = 0; v < NVEC; ++v)
            bv[v] = b[k * NVEC + v];
#pragma unroll
        for (int r = 0; r < MWI; ++r) {
            const floatv av = (floatv)(a[k * MWI + r]);
#pragma unroll
            for (int v = 0; v < NVEC; ++v)
                acc[r][v] = fma(av, bv[v], acc[r][v]);
        }
    }
    if (row + MWI <= N && col + NWI <= N) {
#pragma unroll
        for (int r = 0; r < MWI; ++r)
#pragma unroll
            for (int v = 0; v < NVEC; ++v) {
                __global float* c = C + (size_t)(row + r) * N + col + v * VW;
                STOREV(k0 == 0 ? acc[r][v] : acc[r][v] + LOADV(c), c);
            }
        return;
    }
#pragma unroll
    for (int r = 0; r < MWI; ++r)
#pragma unroll
        for (int v = 0; v < NVEC; ++v)
            for (int i = 0; i < VW; ++i) {
                const int cr = row + r, cc = col + v * VW + i;
                if (cr < N && cc < N) {
                    const float x = ((const float*)&acc[r][v])[i];
                    __global float* c = C + (size_t)cr * N + cc;
                    *c = k0 == 0 ? x : x + *c;
                }
            }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void mmul(const int N, __global const float* restrict Ap, __global const floatv* restrict Bp,
          __global float* restrict C)
{
    const int row0 = get_group_id(1) * MWG, col0 = get_group_id(0) * NWG;
    for (int k0 = 0; k0 < N; k0 += KWG) {
        const int kLen = min(KWG, N - k0);
        for (int p = 0; p < NDIMC && col0 + p * NWI < N; ++p) {
            const int col = col0 + p * NWI;
            __global const floatv* b = Bp + ((size_t)(col / NWI) * N + k0) * NVEC;
            for (int q = 0; q < MDIMC && row0 + q * MWI < N; ++q) {
                const int row = row0 + q * MWI;
                microKernel(N, row, col, k0, kLen, Ap + ((size_t)(row / MWI) * N + k0) * MWI, b, C);
            }
        }
    }
}
