// register_blocked: each work-item computes a (MWG/MDIMC) x (NWG/NDIMC) block of C in private
// registers. The work-group stages an MWG x KWG slice of A (stored transposed, k-major) and a
// KWG x NWG slice of B in local memory, then every work-item reads one column of A's tile and one
// row of B's tile per k and does MWI*NWI multiply-adds with them: loads per flop fall by the
// block size, which is what lifts the kernel off the local-memory bandwidth limit of `tiled`.
// Rows of a work-item are ty, ty+MDIMC, ...; columns tx, tx+NDIMC, ... (neighbouring work-items
// touch neighbouring addresses). All loads and stores are guarded, so any N works.
#if !defined(MWG) || !defined(NWG) || !defined(KWG) || !defined(MDIMC) || !defined(NDIMC)
#error "MWG, NWG, KWG, MDIMC and NDIMC must be defined"
#endif
#define MWI (MWG / MDIMC)
#define NWI (NWG / NDIMC)
#define THREADS (MDIMC * NDIMC)

__kernel __attribute__((reqd_work_group_size(NDIMC, MDIMC, 1)))
void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local float As[KWG][MWG]; // A tile, transposed: As[k][m]
    __local float Bs[KWG][NWG];
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int tid = ty * NDIMC + tx;
    const int row0 = get_group_id(1) * MWG, col0 = get_group_id(0) * NWG;

    float acc[MWI][NWI];
#pragma unroll
    for (int i = 0; i < MWI; ++i)
#pragma unroll
        for (int j = 0; j < NWI; ++j)
            acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < N; k0 += KWG) {
        // Consecutive work-items load consecutive k of one row of A (coalesced global reads).
        for (int e = tid; e < MWG * KWG; e += THREADS) {
            const int m = e / KWG, k = e - m * KWG; // not %: Oclgrind cannot check the "freeze" LLVM emits for a div/rem pair
            const int gr = row0 + m, gk = k0 + k;
            As[k][m] = (gr < N && gk < N) ? A[gr * N + gk] : 0.0f;
        }
        for (int e = tid; e < KWG * NWG; e += THREADS) {
            const int k = e / NWG, n = e - k * NWG;
            const int gk = k0 + k, gc = col0 + n;
            Bs[k][n] = (gk < N && gc < N) ? B[gk * N + gc] : 0.0f;
        }
        barrier(CLK_LOCAL_MEM_FENCE); // tiles complete before anyone reads them
#pragma unroll
        for (int k = 0; k < KWG; ++k) {
            float a[MWI], b[NWI];
#pragma unroll
            for (int i = 0; i < MWI; ++i)
                a[i] = As[k][i * MDIMC + ty];
#pragma unroll
            for (int j = 0; j < NWI; ++j)
                b[j] = Bs[k][j * NDIMC + tx];
#pragma unroll
            for (int i = 0; i < MWI; ++i)
#pragma unroll
                for (int j = 0; j < NWI; ++j)
                    acc[i][j] = fma(a[i], b[j], acc[i][j]);
        }
        barrier(CLK_LOCAL_MEM_FENCE); // everyone done before the next tile overwrites them
    }
#pragma unroll
    for (int i = 0; i < MWI; ++i) {
        const int r = row0 + i * MDIMC + ty;
#pragma unroll
        for (int j = 0; j < NWI; ++j) {
            const int c = col0 + j * NDIMC + tx;
            if (r < N && c < N)
                C[r * N + c] = acc[i][j];
        }
    }
}
