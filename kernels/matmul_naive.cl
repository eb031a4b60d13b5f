// naive: one work-item per element C(row, col), everything from global memory.
// Course: seed 000 sample 04, seed 002 exercise 5. Dimension 0 walks columns so that
// neighbouring work-items touch neighbouring addresses of B and C (coalesced).
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    // The global size is rounded up to a multiple of the local size; the extra items idle.
    if (row >= N || col >= N)
        return;
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
        sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
}
