// transposed: the host uploads B^T, so each work-item's inner loop walks both A's row and B^T's
// row contiguously. Course: seed 004 ("memory coalescing"). On a CPU this helps each work-item's
// cache lines; on a GPU, where neighbouring work-items (dimension 0) now read addresses N floats
// apart in B^T, it breaks the coalescing the naive kernel had.
__kernel void mmul(const int N, __global const float* A, __global const float* BT, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
        sum += A[row * N + k] * BT[col * N + k];
    C[row * N + col] = sum;
}
