// row_private_local: one work-item per row, row of A in private memory, and each column of B
// fetched once per work-group into local memory and shared. Course: seed 002 exercise 8.
#ifndef ROW_LEN
#error "ROW_LEN must be defined (-DROW_LEN=N)"
#endif
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C,
                   __local float* Bwrk)
{
    const int i = get_global_id(0);
    const int iloc = get_local_id(0);
    const int nloc = get_local_size(0);
    // Padding items (i >= N) must still reach every barrier, so they only skip the math.
    const bool active = i < N;
    float Awrk[ROW_LEN];
    if (active)
        for (int k = 0; k < N; ++k)
            Awrk[k] = A[i * N + k];
    for (int j = 0; j < N; ++j) {
        for (int k = iloc; k < N; k += nloc)
            Bwrk[k] = B[k * N + j];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (active) {
            float tmp = 0.0f;
            for (int k = 0; k < N; ++k)
                tmp += Awrk[k] * Bwrk[k];
            C[i * N + j] = tmp;
        }
        // Nobody may overwrite Bwrk with the next column while others still read it.
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
