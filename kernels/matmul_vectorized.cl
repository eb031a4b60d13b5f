// vectorized: register blocking with VW-wide (1, 2 or 4) loads from global and local memory.
// A work-group computes an MWG x NWG tile of C from KWG-deep slices of A and B staged in local
// memory; its MDIMC x NDIMC work-items each hold (MWG/MDIMC) x (NWG/NDIMC) results in registers.
// A is stored transposed (k-major) in local memory, so the inner loop reads VW consecutive rows
// of A as one vector, exactly like it reads VW consecutive columns of B. A work-item's rows and
// columns are interleaved in VW-wide groups (group g of work-item t starts at (g*DIM + t)*VW),
// so neighbouring work-items read neighbouring vectors of local memory (no bank conflicts) and
// store neighbouring vectors of C (coalesced). Edges: every load and store is guarded, so any N
// works; a vector is loaded whole when it lies inside the matrix and N is a multiple of VW.
#include "parts/gemm_vectors.clh"
#include "parts/gemm_compute.clh"

__kernel __attribute__((reqd_work_group_size(NDIMC, MDIMC, 1)))
void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local floatv Alm[KWG][MWG / VW]; // A tile, transposed: Alm[k][m]
    __local floatv Blm[KWG][NWG / VW]; // B tile: Blm[k][n]
    __local float* As = (__local float*)Alm;
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int tid = ty * NDIMC + tx;
    const int row0 = get_group_id(1) * MWG, col0 = get_group_id(0) * NWG;
    const bool vecOk = (N % VW) == 0; // rows start on a vector boundary

    float acc[MWI][NWI];
#pragma unroll
    for (int i = 0; i < MWI; ++i)
#pragma unroll
        for (int j = 0; j < NWI; ++j)
            acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < N; k0 += KWG) {
        // Stage A: vector v covers row m, columns kv*VW.. of the tile (VW consecutive k).
#pragma unroll
        for (int l = 0; l < A_VECS; ++l) {
            const int v = l * THREADS + tid;
            const int m = v / (KWG / VW), kv = v - m * (KWG / VW); // x - (x/y)*y, not %: Oclgrind cannot check the "freeze" LLVM emits for a div/rem pair
            const int gr = row0 + m, gk = k0 + kv * VW;
            float e[VW];
            if (vecOk && gr < N && gk + VW <= N) {
                const floatv x = *(__global const floatv*)(A + gr * N + gk);
                UNPACK(e, x)
            } else {
#pragma unroll
                for (int w = 0; w < VW; ++w)
                    e[w] = (gr < N && gk + w < N) ? A[gr * N + gk + w] : 0.0f;
            }
#pragma unroll
            for (int w = 0; w < VW; ++w)
                As[(kv * VW + w) * MWG + m] = e[w];
        }
        // Stage B: vector v covers row k, columns nv*VW.. of the tile.
#pragma unroll
        for (int l = 0; l < B_VECS; ++l) {
            const int v = l * THREADS + tid;
            const int k = v / (NWG / VW), nv = v - k * (NWG / VW);
            const int gk = k0 + k, gc = col0 + nv * VW;
            if (vecOk && gk < N && gc + VW <= N) {
                Blm[k][nv] = *(__global const floatv*)(B + gk * N + gc);
            } else {
                __local float* Bs = (__local float*)Blm;
#pragma unroll
                for (int w = 0; w < VW; ++w)
                    Bs[k * NWG + nv * VW + w] = (gk < N && gc + w < N) ? B[gk * N + gc + w] : 0.0f;
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE); // tiles complete before anyone reads them

        MULTIPLY_TILE(Alm, Blm, tx, ty)
        barrier(CLK_LOCAL_MEM_FENCE); // everyone done before the next tile overwrites them
    }

    // Store: row i of this work-item is (i/VW*MDIMC + ty)*VW + i%VW, likewise for columns.
    STORE_C_CHECKED(tx, ty)
}
