// blocked: exercise 9's blocked kernel (seed 002, Appendix D "fixed"). One work-item per C(j, i)
// in BLKxBLK blocks; the loads index with iloc (dimension 0) on the fast-moving address, exactly
// as the later reads use the blocks, so each load is coalesced. Like the course kernel it has no
// edge handling: N must be a multiple of BLK.
#ifndef BLK
#error "BLK must be defined (-DBLK=local size)"
#endif
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local float Awrk[BLK * BLK];
    __local float Bwrk[BLK * BLK];
    const int i = get_global_id(0);  // column of C
    const int j = get_global_id(1);  // row of C
    const int iloc = get_local_id(0);
    const int jloc = get_local_id(1);
    const int numBlk = N / BLK;
    int Abase = get_group_id(1) * BLK * N; // upper-left corner of A(Jblk, 0)
    int Bbase = get_group_id(0) * BLK;     // upper-left corner of B(0, Iblk)
    float Ctmp = 0.0f;
    for (int kblk = 0; kblk < numBlk; ++kblk) {
        Awrk[jloc * BLK + iloc] = A[Abase + jloc * N + iloc];
        Bwrk[jloc * BLK + iloc] = B[Bbase + jloc * N + iloc];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kloc = 0; kloc < BLK; ++kloc)
            Ctmp += Awrk[jloc * BLK + kloc] * Bwrk[kloc * BLK + iloc];
        barrier(CLK_LOCAL_MEM_FENCE);
        Abase += BLK;
        Bbase += BLK * N;
    }
    C[j * N + i] = Ctmp;
}
