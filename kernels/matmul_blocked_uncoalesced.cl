// blocked_uncoalesced: the "performance bug" twin of blocked (seed 002, Appendix D). The loads
// swap iloc and jloc, so neighbouring work-items (dimension 0) read addresses N floats apart:
// the same numbers land in the same places, but every load is a separate memory transaction on a
// GPU. On a CPU the difference barely shows, which is how the course author missed it.
#ifndef BLK
#error "BLK must be defined (-DBLK=local size)"
#endif
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local float Awrk[BLK * BLK];
    __local float Bwrk[BLK * BLK];
    const int i = get_global_id(0);
    const int j = get_global_id(1);
    const int iloc = get_local_id(0);
    const int jloc = get_local_id(1);
    const int numBlk = N / BLK;
    int Abase = get_group_id(1) * BLK * N;
    int Bbase = get_group_id(0) * BLK;
    float Ctmp = 0.0f;
    for (int kblk = 0; kblk < numBlk; ++kblk) {
        Awrk[iloc * BLK + jloc] = A[Abase + iloc * N + jloc];
        Bwrk[iloc * BLK + jloc] = B[Bbase + iloc * N + jloc];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kloc = 0; kloc < BLK; ++kloc)
            Ctmp += Awrk[jloc * BLK + kloc] * Bwrk[kloc * BLK + iloc];
        barrier(CLK_LOCAL_MEM_FENCE);
        Abase += BLK;
        Bbase += BLK * N;
    }
    C[j * N + i] = Ctmp;
}
